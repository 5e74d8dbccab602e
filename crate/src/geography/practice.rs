//! Practice questions on the token game (the page's `?practice=geography`): each
//! question's board, what it asks, its right answer and the check of an answer, all
//! from the seed and the question's number, so a class given one seed gets the same
//! questions and the page only draws and words them.
//!
//! Kinds ([`Kind`]):
//! - `winning-starts`: click every start cell the first player wins from.
//! - `who-wins`: a free cell is ringed; who wins if the token starts there?
//! - `augmenting-path`: the board shows Kuhn's matching just before one of its
//!   searches and the unmatched cell the search starts from; where does the
//!   augmenting path it finds end? Asked only when exactly one unmatched cell can end
//!   a path from that start (so the answer does not hang on the order the search
//!   tries neighbours in), and the path follows at least one domino (not the plain
//!   step to an unmatched neighbour).
//!
//! Boards are the random preset ([`generate::random`], a quarter walls) seeded by
//! [`crate::practice::question_seed`], small first and growing with the question's
//! number.
//!
//! ```
//! use gridplay::geography::practice::{Answer, Kind, check, question};
//!
//! let q = question(Kind::AugmentingPath, 7, 0);
//! let end = *q.path.last().unwrap();
//! assert!(check(&q, &Answer::Cells(&[end])).ok);
//! assert!(!check(&q, &Answer::Cells(&[q.cell.unwrap()])).ok);
//! ```

use std::collections::VecDeque;

use super::{Algorithm, Board, Event, GreedyStart, Matching, Options, Run, generate};
use crate::practice::{PICK, question_seed, size};

/// Board sizes for augmenting-path questions: a path through a domino needs room.
const PATH_SIZES: [(u32, u32); 5] = [(3, 4), (3, 4), (4, 4), (4, 4), (4, 5)];

/// The wall probability of a question's board.
const WALL_DENSITY: f64 = 0.25;

/// The fewest free cells a board needs to be asked about.
const MIN_FREE: usize = 3;

/// Boards tried for an augmenting-path question before the fixed fallback.
const MAX_ATTEMPTS: u32 = 200;

/// A kind of practice question on the token game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Click every winning start.
    WinningStarts,
    /// Who wins from the ringed cell?
    WhoWins,
    /// Where does Kuhn's augmenting path from the ringed cell end?
    AugmentingPath,
}

impl Kind {
    /// Every kind, in the order the page asks them.
    pub const ALL: [Kind; 3] = [Kind::WinningStarts, Kind::WhoWins, Kind::AugmentingPath];

    /// The kind's name, as in the page's `&kind=`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::WinningStarts => "winning-starts",
            Kind::WhoWins => "who-wins",
            Kind::AugmentingPath => "augmenting-path",
        }
    }
}

super::named!(Kind, |s| format!("unknown practice kind \"{s}\""));

/// One question: its board, the ringed cell (the start asked about, or the search's
/// root), and for augmenting-path questions the matching before the search and the
/// path Kuhn's search finds (root first, its end last).
#[derive(Debug, Clone)]
pub struct Question {
    /// What is asked.
    pub kind: Kind,
    /// The board.
    pub board: Board,
    /// The ringed cell: who-wins' start, augmenting-path's root; `None` otherwise.
    pub cell: Option<u32>,
    /// Augmenting path: Kuhn's matching when the search starts; empty otherwise.
    pub matching: Matching,
    /// Augmenting path: the path Kuhn's search finds, root to end; empty otherwise.
    pub path: Vec<u32>,
}

/// Question `index` (from 0) of kind `kind` in set `seed`.
pub fn question(kind: Kind, seed: u32, index: u32) -> Question {
    match kind {
        Kind::WinningStarts | Kind::WhoWins => {
            let board = board(seed, index);
            let cell = (kind == Kind::WhoWins).then(|| {
                let free: Vec<u32> = (0..board.len() as u32)
                    .filter(|&c| board.is_free(c))
                    .collect();
                free[question_seed(seed, index, PICK) as usize % free.len()]
            });
            let matching = Matching::new(board.len());
            Question {
                kind,
                board,
                cell,
                matching,
                path: Vec::new(),
            }
        }
        Kind::AugmentingPath => augmenting(seed, index),
    }
}

/// The random board of question `index`, with at least [`MIN_FREE`] free cells and
/// not the board of question `index - 1` (small boards repeat often, and the same
/// board twice in a row reads as a stuck page). Built from question 0 on, each
/// avoiding the one before. Cost: O(index) small random boards.
pub fn board(seed: u32, index: u32) -> Board {
    let mut previous: Option<Board> = None;
    for i in 0..=index {
        let (rows, cols) = size(i);
        let next = (0..)
            .map(|attempt| random(rows, cols, question_seed(seed, i, attempt)))
            .find(|board| board.free_count() >= MIN_FREE && previous.as_ref() != Some(board))
            .expect("three free cells of six turn up");
        previous = Some(next);
    }
    previous.expect("question 0 has a board")
}

fn random(rows: u32, cols: u32, seed: u32) -> Board {
    generate::random(rows, cols, WALL_DENSITY, u64::from(seed))
}

/// One search of Kuhn's run that fits a question: its matching, root and path.
struct Search {
    matching: Matching,
    path: Vec<u32>,
}

/// An augmenting-path question: the first board (by attempt) on which some search
/// of Kuhn's (no greedy start, so every pair is a search's) fits, and one of those
/// searches picked by the seed. Cost: a run with events per board tried.
/// The board is never question `index - 1`'s augmenting-path board (built from
/// question 0 on, as [`board`] does). Cost: O(index) such searches for boards.
fn augmenting(seed: u32, index: u32) -> Question {
    let mut previous: Option<Board> = None;
    for i in 0..index {
        previous = Some(augmenting_after(seed, i, previous.as_ref()).board);
    }
    augmenting_after(seed, index, previous.as_ref())
}

fn augmenting_after(seed: u32, index: u32, previous: Option<&Board>) -> Question {
    let (rows, cols) = PATH_SIZES[(index as usize).min(PATH_SIZES.len() - 1)];
    let boards =
        (0..MAX_ATTEMPTS).map(|attempt| random(rows, cols, question_seed(seed, index, attempt)));
    // Fixed boards with such a search, should no random one have any (two: one of
    // them is not the previous question's).
    let fallbacks = [
        Board::from_rows(&["..#.", "....", ".#.."]),
        Board::from_rows(&[".#..", "....", "..#."]),
    ];
    for board in boards.chain(fallbacks) {
        if previous == Some(&board) {
            continue;
        }
        let searches = fitting_searches(&board);
        if searches.is_empty() {
            continue;
        }
        let pick = question_seed(seed, index, PICK) as usize % searches.len();
        let Search { matching, path } = searches.into_iter().nth(pick).expect("picked");
        return Question {
            kind: Kind::AugmentingPath,
            cell: Some(path[0]),
            board,
            matching,
            path,
        };
    }
    unreachable!("the fallback boards have a fitting search")
}

/// The searches of Kuhn's run on `board` whose path follows a domino and whose end
/// is the only one reachable from the root.
fn fitting_searches(board: &Board) -> Vec<Search> {
    let options = Options {
        algorithm: Algorithm::Kuhn,
        greedy: GreedyStart::Off,
        ..Options::default()
    };
    let mut run = Run::new(board.clone(), options);
    let mut before = Matching::new(board.len());
    let mut out = Vec::new();
    while let Some(event) = run.next() {
        match event {
            Event::SearchStarted { .. } => before = run.matching().clone(),
            Event::PathFound { root, end, len }
                if len >= 4 && path_ends(board, &before, root).len() == 1 =>
            {
                let mut path = run.search_path();
                path.push(end);
                out.push(Search {
                    matching: before.clone(),
                    path,
                });
            }
            Event::MatchingDone { .. } => break,
            _ => {}
        }
    }
    out
}

/// The unmatched free cells where an alternating path from the unmatched cell `root`
/// can end, each with one such path (root first), by a breadth-first search: from a
/// cell of the root's colour step to any unvisited neighbour; a matched neighbour
/// sends the path on to its partner, an unmatched one ends it. Cost: O(cells + edges).
pub fn path_ends(board: &Board, matching: &Matching, root: u32) -> Vec<(u32, Vec<u32>)> {
    let mut parent = vec![u32::MAX; board.len()];
    parent[root as usize] = root;
    let mut queue = VecDeque::from([root]);
    let mut ends = Vec::new();
    while let Some(left) = queue.pop_front() {
        for right in board.neighbours(left) {
            if parent[right as usize] != u32::MAX {
                continue;
            }
            parent[right as usize] = left;
            match matching.partner(right) {
                None => ends.push((right, trace(&parent, right))),
                Some(next) if parent[next as usize] == u32::MAX => {
                    parent[next as usize] = right;
                    queue.push_back(next);
                }
                Some(_) => {}
            }
        }
    }
    ends.sort_unstable();
    ends
}

/// The path from the root to `cell` by parent links (the root is its own parent).
fn trace(parent: &[u32], mut cell: u32) -> Vec<u32> {
    let mut path = vec![cell];
    while parent[cell as usize] != cell {
        cell = parent[cell as usize];
        path.push(cell);
    }
    path.reverse();
    path
}

/// An answer: the cells clicked, or a choice of who wins.
#[derive(Debug, Clone, Copy)]
pub enum Answer<'a> {
    /// Cells chosen on the board (winning starts; the path's end).
    Cells(&'a [u32]),
    /// Who wins: `true` for the first player.
    FirstWins(bool),
}

/// Why a cell chosen as an augmenting path's end is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mistake {
    /// A wall: no path goes there.
    Wall,
    /// The path's own start.
    Start,
    /// A matched cell: a path reaching it goes on along its domino to `partner`.
    Matched {
        /// Its partner in the matching.
        partner: u32,
    },
    /// Free and unmatched, but of the start's colour: a path comes to that colour
    /// only along a domino (into a matched cell), so it never ends there.
    SameColour,
    /// Free, unmatched and of the other colour, but no alternating path from the
    /// start reaches it.
    Unreached,
    /// No cell chosen.
    Nothing,
}

impl Mistake {
    /// The name the page words it by: `wall`, `start`, `matched`, `colour`,
    /// `unreached`, `nothing`.
    pub fn name(self) -> &'static str {
        match self {
            Mistake::Wall => "wall",
            Mistake::Start => "start",
            Mistake::Matched { .. } => "matched",
            Mistake::SameColour => "colour",
            Mistake::Unreached => "unreached",
            Mistake::Nothing => "nothing",
        }
    }
}

/// The check of an answer: right or not, the right cells not chosen, the cells
/// chosen wrongly, and for a wrong augmenting-path end why it is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Right.
    pub ok: bool,
    /// Right cells not chosen, row-major.
    pub missed: Vec<u32>,
    /// Cells chosen that are not right, row-major.
    pub wrong: Vec<u32>,
    /// Augmenting path, when wrong: what is wrong with the first cell wrongly chosen
    /// (or [`Mistake::Nothing`]).
    pub mistake: Option<Mistake>,
}

/// Checks `answer` to `q` against the core's answer: the run's winning starts, or
/// the end of the path Kuhn's search finds (the only one there is). An answer of
/// the wrong shape (cells for who-wins, a choice for cells) is wrong.
pub fn check(q: &Question, answer: &Answer) -> Verdict {
    let right = right_cells(q);
    let verdict = |ok, missed, wrong, mistake| Verdict {
        ok,
        missed,
        wrong,
        mistake,
    };
    match (q.kind, answer) {
        (Kind::WhoWins, Answer::FirstWins(first)) => {
            let cell = q.cell.expect("who-wins rings a cell");
            let ok = right.contains(&cell) == *first;
            verdict(ok, Vec::new(), Vec::new(), None)
        }
        (Kind::WinningStarts | Kind::AugmentingPath, Answer::Cells(chosen)) => {
            let mut chosen = chosen.to_vec();
            chosen.sort_unstable();
            chosen.dedup();
            let missed: Vec<u32> = right
                .iter()
                .copied()
                .filter(|c| !chosen.contains(c))
                .collect();
            let wrong: Vec<u32> = chosen.into_iter().filter(|c| !right.contains(c)).collect();
            let ok = missed.is_empty() && wrong.is_empty();
            let mistake = (q.kind == Kind::AugmentingPath && !ok).then(|| match wrong.first() {
                Some(&cell) => mistake(q, cell),
                None => Mistake::Nothing,
            });
            verdict(ok, missed, wrong, mistake)
        }
        _ => verdict(false, Vec::new(), Vec::new(), None),
    }
}

/// The right cells of a cell-choosing question: the winning starts (who-wins too:
/// its answer is whether its cell is one), or the augmenting path's end.
pub fn right_cells(q: &Question) -> Vec<u32> {
    match q.kind {
        Kind::AugmentingPath => q.path.last().copied().into_iter().collect(),
        Kind::WinningStarts | Kind::WhoWins => {
            let mut run = Run::new(q.board.clone(), Options::default());
            run.run_to_end();
            run.winning().expect("the run is over").cells()
        }
    }
}

/// Why `cell`, not the path's end, is no end of an augmenting path from the root.
fn mistake(q: &Question, cell: u32) -> Mistake {
    let (board, root) = (&q.board, q.path[0]);
    if cell as usize >= board.len() || !board.is_free(cell) {
        Mistake::Wall
    } else if cell == root {
        Mistake::Start
    } else if let Some(partner) = q.matching.partner(cell) {
        Mistake::Matched { partner }
    } else if board.is_left(cell) == board.is_left(root) {
        Mistake::SameColour
    } else {
        Mistake::Unreached
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fallback_boards_have_a_fitting_search() {
        for rows in [["..#.", "....", ".#.."], [".#..", "....", "..#."]] {
            assert!(!fitting_searches(&Board::from_rows(&rows)).is_empty());
        }
    }

    /// The page's order of kinds in a set of every kind: question `index` asks
    /// `Kind::ALL[index % 3]`.
    fn asked(kinds: &[Kind], seed: u32, index: u32) -> Question {
        question(kinds[index as usize % kinds.len()], seed, index)
    }

    /// No question shows the board of the question just before it, in a set of one
    /// kind or of all three (seeds 1 and 4 asked the same 2×3 board twice in a row).
    #[test]
    fn no_board_twice_in_a_row() {
        let sets: Vec<Vec<Kind>> = Kind::ALL
            .iter()
            .map(|&k| vec![k])
            .chain(std::iter::once(Kind::ALL.to_vec()))
            .collect();
        for kinds in &sets {
            for seed in 0..60 {
                let mut previous = asked(kinds, seed, 0).board;
                for index in 1..12 {
                    let board = asked(kinds, seed, index).board;
                    assert_ne!(board, previous, "{kinds:?} seed {seed} question {index}");
                    previous = board;
                }
            }
        }
    }
}
