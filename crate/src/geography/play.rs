//! Playing the token game against a perfect player, from any position.
//!
//! **The rule.** With the token on `v` and the cells it has left removed, the player
//! to move wins exactly when every maximum matching of the cells still in play
//! covers `v` (the theorem behind the game, applied to what is left of the board).
//! [`Game`] keeps one maximum matching `M` of the cells in play and one invariant:
//! when the player to move loses, `M` leaves the token's cell unmatched. Then:
//!
//! - **The winner's move is the token's partner.** With `v` covered by every maximum
//!   matching, `M` minus the domino `v`–`p` is a maximum matching of the rest, and it
//!   leaves `p` unmatched: the opponent, now on `p`, loses.
//! - **Leaving a cell never needs a search.** An unmatched cell goes without changing
//!   `M`; a covered cell that every maximum matching covers takes its domino with it,
//!   and what is left is still maximum.
//! - **A new position costs at most one search**, and only when the player who was
//!   winning did not take the partner: an alternating path from an unmatched cell to
//!   the token's new cell. Found, it is flipped (the cell becomes unmatched, so the
//!   player to move loses); not found, the player to move wins: the previous move
//!   was a mistake.
//!
//! **Every move rule.** None of this needs the board to be bipartite; only the search
//! does. On `rook` and `knight` boards it is a plain depth-first search. On `king`
//! and `hex` boards an alternating path can run into its own trail through an odd
//! cycle, so the search is one tree of Edmonds' blossom algorithm: rooted at the new
//! cell's partner with the cell itself out of play, it looks for an augmenting path
//! to an unmatched cell, contracting the blossoms it meets ([`super::blossom`]).
//!
//! Cost: a winning move is O(1); a search is O(cells in play) at worst (times
//! α(cells) with blossoms), and the
//! loser's choice of move runs a few searches capped at [`LOSER_BUDGET`] cells
//! each. Undo replays a log of the matching's changes backwards: O(changes).
//! Memory: the matching, one byte and one search stamp per cell, the log.
//!
//! ```
//! use gridplay::geography::{Board, Options, Run};
//! use gridplay::geography::play::{Game, Role};
//!
//! // A row of three cells: the placer wins by starting at an end.
//! let mut run = Run::new(Board::from_rows(&["..."]), Options::default());
//! run.run_to_end();
//! let mut game = Game::new(run.board().clone(), run.matching().clone());
//! assert_eq!(game.to_move(), Role::Placer);
//! assert!(game.to_move_wins());
//! let (start, _) = game.best_move().unwrap();
//! game.play(start).unwrap();
//! assert!(!game.to_move_wins()); // the mover, on an end cell, loses
//! game.play(1).unwrap(); // forced: the middle
//! let (answer, _) = game.best_move().unwrap();
//! game.play(answer).unwrap();
//! assert!(game.is_over());
//! assert_eq!(game.winner(), Some(Role::Placer));
//! ```

use std::fmt;

use super::blossom::{Forest, Label};
use super::gallai_edmonds::GallaiEdmonds;
use super::matching::UNMATCHED;
use super::winning::Winning;
use super::{Arena, Board, Matching, Steps};

/// Cells a capped search may visit while the losing side weighs its moves.
pub const LOSER_BUDGET: u32 = 4096;

/// The two players: the placer puts the token down and then moves second (小AA in
/// P4055); the mover makes the first move from the start cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Places the token, then moves second.
    Placer,
    /// Moves first, from the start cell.
    Mover,
}

impl Role {
    /// Both roles.
    pub const ALL: [Role; 2] = [Role::Placer, Role::Mover];

    /// The other player.
    pub fn other(self) -> Role {
        match self {
            Role::Placer => Role::Mover,
            Role::Mover => Role::Placer,
        }
    }

    /// `placer` or `mover`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Placer => "placer",
            Role::Mover => "mover",
        }
    }
}

super::named!(Role, |s| format!(
    "unknown role {s:?} (expected placer or mover)"
));

/// Why a move was chosen, in terms of the proof.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The start `cell` is left unmatched by a maximum matching: the placer wins by
    /// answering every move along a domino of that matching.
    PlaceUnmatched {
        /// The start.
        cell: u32,
    },
    /// Every maximum matching covers every cell (it is perfect): no start wins, and
    /// `cell`, with the most neighbours, gives the opponent the most ways to go
    /// wrong.
    PlaceLosing {
        /// The start.
        cell: u32,
    },
    /// The token moves along the domino `from`–`to` of a maximum matching that
    /// leaves the opponent's cell unmatched: the opponent never runs out of
    /// partners to be answered with.
    FollowDomino {
        /// The token's cell before the move.
        from: u32,
        /// Its partner, the token's new cell.
        to: u32,
    },
    /// Losing: every move leaves the opponent a winning answer. `to` leaves the
    /// fewest (`replies`, when every count was settled within the search cap).
    Losing {
        /// The token's cell before the move.
        from: u32,
        /// The token's new cell.
        to: u32,
        /// The opponent's winning answers after this move, if known.
        replies: Option<u32>,
    },
}

/// What a move did to the game, for the player who made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The player was winning and still is: the opponent, to move, loses.
    Kept,
    /// The player was winning and this move gives the win away; `better` was a
    /// winning move.
    Blunder {
        /// A winning move from the same position.
        better: u32,
    },
    /// The player was losing and still is.
    StillLosing,
}

/// A move that is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// Off the board or a wall.
    NotFree,
    /// Already visited by the token.
    Visited,
    /// Not a neighbour of the token.
    NotNeighbour,
}

impl IllegalMove {
    /// Every kind, for lists of codes (the page's words for each).
    pub const ALL: [IllegalMove; 4] = [
        IllegalMove::GameOver,
        IllegalMove::NotFree,
        IllegalMove::Visited,
        IllegalMove::NotNeighbour,
    ];
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::GameOver => "the game is over",
            IllegalMove::NotFree => "that cell is a wall or off the board",
            IllegalMove::Visited => "the token has been on that cell already",
            IllegalMove::NotNeighbour => "that cell is not a neighbour of the token",
        })
    }
}

impl std::error::Error for IllegalMove {}

/// One entry of the undo log.
#[derive(Debug, Clone, Copy)]
enum Change {
    /// `cell` had partner `old` (or [`UNMATCHED`]).
    Mate { cell: u32, old: u32 },
    /// The token left `cell`.
    Left { cell: u32 },
}

/// Where the log stood before a move, and what was known then.
#[derive(Debug, Clone, Copy)]
struct Mark {
    log: usize,
    wins: bool,
}

/// Result of a search for an alternating path.
enum Found {
    /// The path from the cell asked about to an unmatched cell: `v`, its partner,
    /// then alternating, ending at the unmatched cell.
    Path,
    /// No alternating path: every maximum matching covers the cell.
    None,
    /// The cap was reached first.
    Capped,
}

/// A game in progress: the board, the token's path, one maximum matching of the cells
/// still in play, and an undo log.
#[derive(Debug, Clone)]
pub struct Game<A = Board> {
    board: A,
    /// Free cells on the board.
    free: usize,
    mate: Vec<u32>,
    /// Cells the token has left.
    left: Vec<bool>,
    path: Vec<u32>,
    /// True when the player to move wins.
    wins: bool,
    log: Vec<Change>,
    marks: Vec<Mark>,
    /// Cells whose partner or state changed since [`Game::take_changed`].
    changed: Vec<u32>,
    // Search scratch: a stamp per cell, the DFS stack (cell, next neighbour) and the
    // path it found.
    seen: Vec<u32>,
    epoch: u32,
    stack: Vec<(u32, u32)>,
    found: Vec<u32>,
    /// Boards with odd cycles: the blossom search's forest (made on the first
    /// search) and its BFS queue.
    forest: Option<Forest>,
    queue: Vec<u32>,
}

impl<A: Arena> Game<A> {
    /// A game on `board` (any move rule) before the token is placed; `matching`
    /// must be a maximum matching of `board` (a finished [`super::Run`]'s).
    pub fn new(board: A, matching: Matching) -> Game<A> {
        debug_assert!(matching.is_valid_on(&board));
        let n = board.len();
        let wins = (0..n as u32).any(|c| board.is_free(c) && !matching.is_matched(c));
        Game {
            free: board.free_count(),
            mate: matching.mate,
            left: vec![false; n],
            path: Vec::new(),
            wins,
            log: Vec::new(),
            marks: Vec::new(),
            changed: Vec::new(),
            seen: vec![0; n],
            epoch: 0,
            stack: Vec::new(),
            found: Vec::new(),
            forest: None,
            queue: Vec::new(),
            board,
        }
    }

    /// The board.
    pub fn board(&self) -> &A {
        &self.board
    }

    /// Who moves now: the placer before the token is down, then the mover, then in
    /// turn.
    pub fn to_move(&self) -> Role {
        if self.path.len() % 2 == 0 {
            Role::Placer
        } else {
            Role::Mover
        }
    }

    /// True when the player to move wins with perfect play.
    pub fn to_move_wins(&self) -> bool {
        self.wins
    }

    /// Who wins from this position with perfect play by both: the player to move
    /// when [`Game::to_move_wins`], else the other; once over, the winner. Every
    /// sentence of the page that names a winner is worded from this. O(1).
    ///
    /// ```
    /// use gridplay::geography::{Board, Options, Run};
    /// use gridplay::geography::play::{Game, Role};
    ///
    /// // 2×2 without walls: a perfect matching, so the placer loses wherever it starts.
    /// let mut run = Run::new(Board::from_rows(&["..", ".."]), Options::default());
    /// run.run_to_end();
    /// let mut game = Game::new(run.board().clone(), run.matching().clone());
    /// assert_eq!(game.perfect_winner(), Role::Mover);
    /// game.play(0).unwrap();
    /// assert_eq!(game.perfect_winner(), Role::Mover); // the mover, to move, wins
    /// ```
    pub fn perfect_winner(&self) -> Role {
        if self.wins {
            self.to_move()
        } else {
            self.to_move().other()
        }
    }

    /// The token's cells in order (the last is the token); empty before placing.
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// The token's cell.
    pub fn token(&self) -> Option<u32> {
        self.path.last().copied()
    }

    /// The partner of `cell` in the maximum matching of the cells in play.
    pub fn partner(&self, cell: u32) -> Option<u32> {
        match self.mate.get(cell as usize) {
            Some(&p) if p != UNMATCHED => Some(p),
            _ => None,
        }
    }

    /// Every cell's partner in the maximum matching of the cells in play
    /// ([`UNMATCHED`] for none), by cell.
    pub fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// True when the token has been on `cell` and left it.
    pub fn is_left(&self, cell: u32) -> bool {
        self.left.get(cell as usize).copied().unwrap_or(false)
    }

    /// The cells the player to move may choose: every free cell before placing,
    /// then the token's neighbours it has not visited.
    pub fn moves(&self) -> Vec<u32> {
        match self.token() {
            None => (0..self.board.len() as u32)
                .filter(|&c| self.board.is_free(c))
                .collect(),
            Some(v) => self.open_neighbours(v).collect(),
        }
    }

    /// True when the player to move has no move.
    pub fn is_over(&self) -> bool {
        match self.token() {
            None => self.free == 0,
            Some(v) => self.open_neighbours(v).next().is_none(),
        }
    }

    /// The winner once the game is over.
    pub fn winner(&self) -> Option<Role> {
        self.is_over().then(|| self.to_move().other())
    }

    /// Cells whose partner or state changed since the last call (for redrawing).
    pub fn take_changed(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.changed)
    }

    fn open_neighbours(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        self.board.neighbours(v).filter(|&w| !self.left[w as usize])
    }

    /// Checks that `cell` is a legal move now.
    pub fn check(&self, cell: u32) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        if cell as usize >= self.board.len() || !self.board.is_free(cell) {
            return Err(IllegalMove::NotFree);
        }
        if self.left[cell as usize] || self.token() == Some(cell) {
            return Err(IllegalMove::Visited);
        }
        match self.token() {
            Some(v) if !self.board.neighbours(v).any(|w| w == cell) => {
                Err(IllegalMove::NotNeighbour)
            }
            _ => Ok(()),
        }
    }

    /// Plays `cell` for the player to move (places the token, or moves it) and says
    /// what the move did for that player.
    pub fn play(&mut self, cell: u32) -> Result<Verdict, IllegalMove> {
        self.check(cell)?;
        let was_winning = self.wins;
        let better = self.winning_move_cheap();
        self.marks.push(Mark {
            log: self.log.len(),
            wins: self.wins,
        });
        if let Some(v) = self.token() {
            self.leave(v);
        }
        self.path.push(cell);
        self.changed.push(cell);
        self.wins = if was_winning {
            // A winning player's move: the opponent loses unless no alternating path
            // reaches the new cell.
            !self.uncover(cell)
        } else {
            // From a losing position every move hands the opponent a win.
            true
        };
        Ok(match (was_winning, self.wins) {
            (true, false) => Verdict::Kept,
            (true, true) => Verdict::Blunder {
                better: better.expect("a winning position has a winning move"),
            },
            (false, _) => Verdict::StillLosing,
        })
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(mark) = self.marks.pop() else {
            return false;
        };
        let cell = self.path.pop().expect("a move per mark");
        self.changed.push(cell);
        self.rollback(mark.log);
        self.wins = mark.wins;
        true
    }

    /// The move a perfect player makes now, and why; `None` when the game is over.
    pub fn best_move(&mut self) -> Option<(u32, Reason)> {
        if self.is_over() {
            return None;
        }
        if self.wins {
            let cell = self.winning_move_cheap().expect("a winning move");
            let reason = match self.token() {
                None => Reason::PlaceUnmatched { cell },
                Some(from) => Reason::FollowDomino { from, to: cell },
            };
            return Some((cell, reason));
        }
        Some(match self.token() {
            None => {
                let cell = self.roomiest_cell();
                (cell, Reason::PlaceLosing { cell })
            }
            Some(from) => {
                let (to, replies) = self.stubbornest_move(from);
                (to, Reason::Losing { from, to, replies })
            }
        })
    }

    /// The moves that win for the player to move: before placing, every winning
    /// start; after, the neighbours from which the opponent loses. Costs up to one
    /// uncapped search per neighbour (the alternating BFS before placing).
    pub fn winning_moves(&mut self) -> Vec<u32> {
        if !self.wins {
            return Vec::new();
        }
        let Some(v) = self.token() else {
            let mut matching = Matching::new(self.board.len());
            matching.mate.clone_from(&self.mate);
            let board = &self.board;
            return if board.is_bipartite() {
                Steps::new(board, &mut matching, Winning::new(board))
                    .finish()
                    .cells()
                    .collect()
            } else {
                Steps::new(board, &mut matching, GallaiEdmonds::new(board))
                    .finish()
                    .cells()
                    .collect()
            };
        };
        let candidates: Vec<u32> = self.open_neighbours(v).collect();
        let p = self.mate[v as usize];
        let mark = self.log.len();
        self.leave(v);
        let out = candidates
            .into_iter()
            .filter(|&w| w == p || matches!(self.search(w, u32::MAX), Found::Path))
            .collect();
        self.rollback(mark);
        out
    }

    /// A winning move when the player to move wins, found without searching: an
    /// unmatched cell before placing, else the token's partner.
    fn winning_move_cheap(&self) -> Option<u32> {
        if !self.wins {
            return None;
        }
        match self.token() {
            None => self.roomiest(
                (0..self.board.len() as u32)
                    .filter(|&c| self.board.is_free(c) && self.mate[c as usize] == UNMATCHED),
            ),
            Some(v) => self.partner(v),
        }
    }

    /// The free cell with the most neighbours (the first such in row-major order).
    fn roomiest_cell(&self) -> u32 {
        self.roomiest((0..self.board.len() as u32).filter(|&c| self.board.is_free(c)))
            .expect("a free cell")
    }

    fn roomiest(&self, cells: impl Iterator<Item = u32>) -> Option<u32> {
        let mut best: Option<(usize, u32)> = None;
        for c in cells {
            let degree = self.open_neighbours(c).count();
            if best.is_none_or(|(d, _)| degree > d) {
                best = Some((degree, c));
            }
        }
        best.map(|(_, c)| c)
    }

    /// The losing side's move from `from`: the neighbour that leaves the opponent the
    /// fewest winning answers (ties: the most neighbours), with that count when
    /// every search finished within [`LOSER_BUDGET`].
    fn stubbornest_move(&mut self, from: u32) -> (u32, Option<u32>) {
        let candidates: Vec<u32> = self.open_neighbours(from).collect();
        let mark = self.log.len();
        self.leave(from);
        let mut best: Option<(u32, usize, u32, bool)> = None;
        for &w in &candidates {
            // From a losing `from`, every neighbour is covered by every maximum
            // matching of the rest: the opponent on `w` wins, first by `w`'s partner.
            let inner = self.log.len();
            let answers: Vec<u32> = self.open_neighbours(w).collect();
            self.leave(w);
            let mut replies = 0;
            let mut sure = true;
            for x in answers {
                match self.search(x, LOSER_BUDGET) {
                    Found::Path => replies += 1,
                    Found::None => {}
                    Found::Capped => sure = false,
                }
            }
            self.rollback(inner);
            let room = self.open_neighbours(w).count();
            let better = best.is_none_or(|(r, d, _, _)| replies < r || (replies == r && room > d));
            if better {
                best = Some((replies, room, w, sure));
            }
        }
        self.rollback(mark);
        let (replies, _, to, sure) = best.expect("a move when the game is not over");
        (to, sure.then_some(replies))
    }

    /// The token leaves `v`: its domino, if any, goes with it (see the module doc).
    fn leave(&mut self, v: u32) {
        let p = self.mate[v as usize];
        if p != UNMATCHED {
            self.set_mate(p, UNMATCHED);
            self.set_mate(v, UNMATCHED);
        }
        self.left[v as usize] = true;
        self.log.push(Change::Left { cell: v });
        self.changed.push(v);
    }

    /// Makes `v` unmatched by flipping an alternating path from an unmatched cell,
    /// if one exists; true when `v` ends up unmatched.
    fn uncover(&mut self, v: u32) -> bool {
        if self.mate[v as usize] == UNMATCHED {
            return true;
        }
        match self.search(v, u32::MAX) {
            Found::Path => {
                let path = std::mem::take(&mut self.found);
                // `path` is v, p, y1, x1, …, y_k: pair each x with the y after it.
                for pair in path[1..].chunks_exact(2) {
                    self.set_mate(pair[0], pair[1]);
                    self.set_mate(pair[1], pair[0]);
                }
                self.set_mate(v, UNMATCHED);
                self.found = path;
                true
            }
            Found::None | Found::Capped => false,
        }
    }

    /// Searches for an alternating path from the matched cell `v` to an unmatched
    /// cell in play: `v`'s domino, a non-matching edge, a domino, … . On
    /// [`Found::Path`] the path is in `self.found`. Visits at most `budget` cells.
    fn search(&mut self, v: u32, budget: u32) -> Found {
        let p = self.mate[v as usize];
        if p == UNMATCHED {
            self.found.clear();
            self.found.push(v);
            return Found::Path;
        }
        if self.board.is_bipartite() {
            self.search_plain(v, p, budget)
        } else {
            self.search_blossom(v, p, budget)
        }
    }

    /// [`Game::search`] on a bipartite board: depth first from `v`'s partner `p`.
    fn search_plain(&mut self, v: u32, p: u32, budget: u32) -> Found {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.seen.fill(0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        self.seen[v as usize] = epoch;
        self.seen[p as usize] = epoch;
        self.stack.clear();
        self.stack.push((p, 0));
        let mut visits = 0u32;
        while let Some(&(x, next)) = self.stack.last() {
            let mut at = next;
            let step = loop {
                match self.board.edge_from(x, at) {
                    Some((i, y)) if self.left[y as usize] || self.seen[y as usize] == epoch => {
                        at = i + 1;
                    }
                    edge => break edge,
                }
            };
            let Some((i, y)) = step else {
                self.stack.pop();
                continue;
            };
            self.stack.last_mut().expect("top").1 = i + 1;
            self.seen[y as usize] = epoch;
            visits += 1;
            if visits > budget {
                return Found::Capped;
            }
            let x2 = self.mate[y as usize];
            if x2 == UNMATCHED {
                self.found.clear();
                self.found.push(v);
                for (k, &(x, _)) in self.stack.iter().enumerate() {
                    if k > 0 {
                        self.found.push(self.mate[x as usize]);
                    }
                    self.found.push(x);
                }
                self.found.push(y);
                return Found::Path;
            }
            self.seen[x2 as usize] = epoch;
            self.stack.push((x2, 0));
        }
        Found::None
    }

    /// [`Game::search`] on a board with odd cycles: with `v` out of play and its
    /// partner `p` unmatched, an augmenting path from `p` is the path wanted (flipped,
    /// it keeps the matching's size and leaves `v` unmatched). One tree of Edmonds'
    /// algorithm, grown breadth first from `p`: an unlabelled neighbour `y` of an even
    /// cell becomes odd and its partner even; an unmatched `y` ends the path; an edge
    /// between two even cells of different blossoms closes a blossom, contracted into
    /// its base, its odd cells even from then on.
    fn search_blossom(&mut self, v: u32, p: u32, budget: u32) -> Found {
        let Game {
            board,
            mate,
            left,
            forest,
            queue,
            found,
            ..
        } = self;
        let forest = forest.get_or_insert_with(|| Forest::new(board.len()));
        mate[v as usize] = UNMATCHED;
        mate[p as usize] = UNMATCHED;
        left[v as usize] = true;
        forest.set_even(p, p);
        queue.clear();
        queue.push(p);
        let (mut head, mut visits) = (0, 0u32);
        let mut result = Found::None;
        'search: while let Some(&x) = queue.get(head) {
            head += 1;
            for y in board.neighbours(x) {
                if left[y as usize] {
                    continue;
                }
                match forest.label(y) {
                    Label::Unlabelled => {
                        visits += 1;
                        if visits > budget {
                            result = Found::Capped;
                            break 'search;
                        }
                        forest.set_odd(y, x);
                        let z = mate[y as usize];
                        if z == UNMATCHED {
                            // y, x, …, p through the blossoms; v goes in front.
                            let path = forest.path_to_root(y, mate);
                            found.clear();
                            found.push(v);
                            found.extend(path.iter().rev());
                            result = Found::Path;
                            break 'search;
                        }
                        forest.set_even(z, p);
                        queue.push(z);
                    }
                    Label::Even if !forest.same_blossom(x, y) => {
                        let base = forest.common_base(x, y, mate).expect("one tree");
                        forest.contract(x, y, base, mate, queue);
                    }
                    _ => {}
                }
            }
        }
        forest.reset();
        mate[v as usize] = p;
        mate[p as usize] = v;
        left[v as usize] = false;
        result
    }

    fn set_mate(&mut self, cell: u32, mate: u32) {
        let old = self.mate[cell as usize];
        self.log.push(Change::Mate { cell, old });
        self.mate[cell as usize] = mate;
        self.changed.push(cell);
    }

    /// Undoes the log back to length `mark`.
    fn rollback(&mut self, mark: usize) {
        while self.log.len() > mark {
            let cell = match self.log.pop().expect("entries past the mark") {
                Change::Mate { cell, old } => {
                    self.mate[cell as usize] = old;
                    cell
                }
                Change::Left { cell } => {
                    self.left[cell as usize] = false;
                    cell
                }
            };
            self.changed.push(cell);
        }
    }
}
