//! A whole solve as one event stream: the starting matching, then turn by turn the
//! check, the removal of the empty cell and the walk, then the mistakes.
//!
//! ```text
//! M = a maximum matching of the graph          (Paired …, MatchingDone)
//! for each turn t = 1 … 2k, the empty cell on e:
//!     remove e; if e has a partner p:           (TurnStarted)
//!         unpair them; search from p           (SearchStarted … PathFound | SearchFailed)
//!     wins[t] = e had a partner and no path     (Judged)
//!     flip the path, if one was found           (CellRemoved)
//!     if t is 蛋蛋's: 兔兔's move t/2 is a mistake when wins[t-1] and wins[t]   (Mistake)
//!     e walks to the cell of move t             (Moved)
//! (Verdict)
//! ```
//!
//! Cost: the matching (token game's kuhn, O(cells²) at worst, fast on grids), then
//! O(cells) per turn.

use super::graph::{Graph, NONE};
use super::search::{Outcome as SearchOutcome, Search};
use super::{Event, Game};
use crate::geography::{Matching, Steps, kuhn::Kuhn};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Reporting the starting pairs, from this cell on.
    Pairs {
        next: u32,
    },
    MatchingDone,
    TurnStarted,
    Check,
    Search,
    /// The player to move wins, or a path was found to flip.
    Judged {
        wins: bool,
        flip: bool,
    },
    Removed {
        flip: bool,
    },
    Mistake,
    Moved,
    Verdict,
    Finished,
}

/// A solve that owns its game: an [`Iterator`] over every [`Event`], ending with
/// [`Event::Verdict`].
///
/// ```
/// use gridplay::slide::{Event, Game, Run};
///
/// let game = Game::parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").unwrap();
/// let events: Vec<Event> = Run::new(game).collect();
/// assert!(events.contains(&Event::Mistake { number: 1 }));
/// assert_eq!(events.last(), Some(&Event::Verdict { mistakes: 1 }));
/// ```
#[derive(Debug, Clone)]
pub struct Run {
    game: Game,
    graph: Graph,
    /// Each cell's partner, or [`NONE`].
    mate: Vec<u32>,
    size: u32,
    /// Cells the empty cell has left (and the one it is on, once checked).
    gone: Vec<bool>,
    search: Search,
    /// The turn being played, from 1.
    turn: u32,
    /// The empty cell.
    at: u32,
    /// Per turn so far: true when the player to move won.
    wins: Vec<bool>,
    mistakes: Vec<u32>,
    phase: Phase,
}

impl Run {
    /// A run on `game`, its starting maximum matching found (not yet reported).
    pub fn new(game: Game) -> Run {
        let graph = Graph::new(&game);
        let (mate, size) = maximum_matching(&graph);
        let cells = graph.len();
        Run {
            size,
            mate,
            gone: vec![false; cells],
            search: Search::new(cells),
            turn: 1,
            at: game.empty(),
            wins: Vec::with_capacity(game.moves().len()),
            mistakes: Vec::new(),
            phase: Phase::Pairs { next: 0 },
            game,
            graph,
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The graph of cells the empty cell can ever enter.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The partner of `cell` in the matching as it stands, if any.
    pub fn partner(&self, cell: u32) -> Option<u32> {
        match self.mate[cell as usize] {
            NONE => None,
            p => Some(p),
        }
    }

    /// Number of pairs in the matching as it stands.
    pub fn matching_size(&self) -> u32 {
        self.size
    }

    /// True when `cell` has left the graph (the empty cell was there and moved on,
    /// or is there and was checked).
    pub fn is_gone(&self, cell: u32) -> bool {
        self.gone[cell as usize]
    }

    /// The empty cell.
    pub fn empty(&self) -> u32 {
        self.at
    }

    /// The current search's path from its root (see [`Search::path`]).
    pub fn search_path(&self) -> Vec<u32> {
        self.search.path(&self.mate)
    }

    /// Per turn judged so far: true when the player to move could force a win.
    pub fn wins(&self) -> &[bool] {
        &self.wins
    }

    /// Runs to the end without events.
    pub fn finish(mut self) -> Outcome {
        while self.advance::<false>().is_some() {}
        self.outcome().expect("the run is over")
    }

    /// The outcome, once the verdict is reported.
    pub fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Finished).then(|| Outcome {
            wins: self.wins.clone(),
            mistakes: self.mistakes.clone(),
        })
    }

    /// The next event (`EMIT`); without events, one turn's work at a time (the
    /// turn's [`Event::Moved`], then [`Event::Verdict`]). Each phase does its work
    /// and names the event it makes, if any; only `Moved` and `Verdict` leave the
    /// loop without `EMIT`.
    fn advance<const EMIT: bool>(&mut self) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Pairs { next } => {
                    let pair = (next..self.graph.len() as u32)
                        .find(|&c| self.graph.is_black(c) && self.mate[c as usize] != NONE);
                    let Some(black) = pair.filter(|_| EMIT) else {
                        self.phase = Phase::MatchingDone;
                        continue;
                    };
                    self.phase = Phase::Pairs { next: black + 1 };
                    let white = self.mate[black as usize];
                    Some(Event::Paired { black, white })
                }
                Phase::MatchingDone => {
                    self.phase = Phase::TurnStarted;
                    Some(Event::MatchingDone { size: self.size })
                }
                Phase::TurnStarted if self.turn as usize > self.game.moves().len() => {
                    self.phase = Phase::Verdict;
                    None
                }
                Phase::TurnStarted => {
                    self.phase = Phase::Check;
                    Some(Event::TurnStarted {
                        turn: self.turn,
                        empty: self.at,
                    })
                }
                Phase::Check => {
                    let at = self.at;
                    self.gone[at as usize] = true;
                    let partner = self.mate[at as usize];
                    if partner == NONE {
                        // Some maximum matching (this one) leaves the empty cell out.
                        self.phase = Phase::Judged {
                            wins: false,
                            flip: false,
                        };
                    } else {
                        self.mate[at as usize] = NONE;
                        self.mate[partner as usize] = NONE;
                        self.size -= 1;
                        self.search.start(partner, at);
                        self.phase = Phase::Search;
                    }
                    None
                }
                Phase::Search => {
                    let event = self
                        .search
                        .step::<EMIT>(&self.graph, &self.mate, &self.gone);
                    match self.search.outcome() {
                        SearchOutcome::Running => {}
                        SearchOutcome::Found { .. } => {
                            self.phase = Phase::Judged {
                                wins: false,
                                flip: true,
                            }
                        }
                        SearchOutcome::Failed => {
                            self.phase = Phase::Judged {
                                wins: true,
                                flip: false,
                            }
                        }
                    }
                    event
                }
                Phase::Judged { wins, flip } => {
                    self.wins.push(wins);
                    self.phase = Phase::Removed { flip };
                    Some(Event::Judged {
                        turn: self.turn,
                        wins,
                    })
                }
                Phase::Removed { flip } => {
                    if flip {
                        self.search.flip(&mut self.mate);
                        self.size += 1;
                    }
                    self.phase = Phase::Mistake;
                    Some(Event::CellRemoved {
                        cell: self.at,
                        size: self.size,
                    })
                }
                Phase::Mistake => {
                    self.phase = Phase::Moved;
                    let t = self.turn as usize;
                    let mistake = t % 2 == 0 && self.wins[t - 2] && self.wins[t - 1];
                    mistake.then(|| {
                        let number = self.turn / 2;
                        self.mistakes.push(number);
                        Event::Mistake { number }
                    })
                }
                Phase::Moved => {
                    let (turn, from) = (self.turn, self.at);
                    let to = self.game.moves()[turn as usize - 1];
                    self.at = to;
                    self.turn += 1;
                    self.phase = Phase::TurnStarted;
                    return Some(Event::Moved { turn, from, to });
                }
                Phase::Verdict => {
                    self.phase = Phase::Finished;
                    return Some(Event::Verdict {
                        mistakes: self.mistakes.len() as u32,
                    });
                }
                Phase::Finished => return None,
            };
            if EMIT && event.is_some() {
                return event;
            }
        }
    }
}

// Each event in turn; past a page's recording cap, the run goes on a turn at a time
// without events.
crate::recording::stepping!(Run, Event);

/// A maximum matching of `graph` by the token game's kuhn: each cell's partner (or
/// [`NONE`]) and the number of pairs.
pub(super) fn maximum_matching(graph: &Graph) -> (Vec<u32>, u32) {
    let board = graph.board();
    let mut matching = Matching::new(board.len());
    Steps::new(&board, &mut matching, Kuhn::new(&board)).finish();
    let mate = (0..graph.len() as u32)
        .map(|cell| matching.partner(cell).unwrap_or(NONE))
        .collect();
    (mate, matching.size())
}

/// Solves `game`: who wins before each turn, and 兔兔's mistakes.
pub fn solve(game: &Game) -> Outcome {
    Run::new(game.clone()).finish()
}

/// What a solve found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Per turn (from turn 1 at index 0): true when the player to move could force
    /// a win before it.
    pub wins: Vec<bool>,
    /// 兔兔's moves that were mistakes, numbered from 1, in increasing order.
    pub mistakes: Vec<u32>,
}

impl Outcome {
    /// The judge's output: the number of mistakes, then each, one a line.
    pub fn judge_output(&self) -> String {
        let mut out = format!("{}\n", self.mistakes.len());
        for number in &self.mistakes {
            out += &format!("{number}\n");
        }
        out
    }
}
