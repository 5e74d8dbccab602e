//! Practice questions on mine (HDU 4678; the page's `?practice=mine`): each
//! question's board, the region asked about and the right answer, from the seed and
//! the question's number, so the page only draws and words them.
//!
//! Kinds ([`Kind`]):
//! - `grundy`: a blank is ringed; what is the Grundy value of its region (its
//!   blanks with their bordering numbers)?
//! - `mine-winner`: Xiemao clicks first; who wins this board?
//!
//! Boards are the random preset ([`generate::random`], 15 % mines), one row and one
//! column larger than the token game's ([`crate::practice::size`]), and keep the
//! problem's promise (no number borders two blank regions), so the judge's rule is
//! the true answer: a region is worth 1 with an even count of bordering numbers and
//! 2 with an odd one, a lone number 1, the board the XOR of its parts.
//!
//! ```
//! use gridplay::mine::practice::{Answer, Kind, check, question};
//!
//! let q = question(Kind::Grundy, 7, 0);
//! assert!(check(&q, Answer::Value(q.value)));
//! assert!(!check(&q, Answer::Value(3 - q.value)));
//! ```

use super::board::Board;
use super::generate;
use super::solver::{Player, Solver};
use crate::practice::{PICK, question_seed, size};

/// The mine probability of a question's board.
const MINE_DENSITY: f64 = 0.15;

/// A kind of practice question on mine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The Grundy value of the ringed blank's region.
    Grundy,
    /// Who wins the board.
    MineWinner,
}

impl Kind {
    /// Every kind, in the order the page asks them.
    pub const ALL: [Kind; 2] = [Kind::Grundy, Kind::MineWinner];

    /// The kind's name, as in the page's `&kind=`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Grundy => "grundy",
            Kind::MineWinner => "mine-winner",
        }
    }
}

crate::geography::named!(Kind, |s| format!("unknown practice kind \"{s}\""));

/// One question: the board, the ringed blank (the first, row-major, of its region;
/// `grundy` only), the right value (the region's Grundy value, or the board's XOR),
/// and whether the first player (Xiemao) wins.
#[derive(Debug, Clone)]
pub struct Question {
    /// What is asked.
    pub kind: Kind,
    /// The board.
    pub board: Board,
    /// `grundy`: the region's first blank; `None` otherwise.
    pub cell: Option<u32>,
    /// `grundy`: the region's value (1 or 2); `mine-winner`: the board's XOR.
    pub value: u8,
    /// Xiemao, who clicks first, wins.
    pub first_wins: bool,
}

/// Question `index` (from 0) of kind `kind` in set `seed`: the first board (by
/// attempt) with a mine and a blank region that keeps the promise; for `grundy` one
/// of its regions picked by the seed. Cost: one solver run per board tried.
///
/// The board is never question `index - 1`'s (built from question 0 on, each
/// avoiding the one before; the region asked about does not change which board).
/// Cost: O(index) boards.
pub fn question(kind: Kind, seed: u32, index: u32) -> Question {
    let mut previous: Option<Board> = None;
    for i in 0..index {
        previous = Some(question_after(kind, seed, i, previous.as_ref()).board);
    }
    question_after(kind, seed, index, previous.as_ref())
}

fn question_after(kind: Kind, seed: u32, index: u32, previous: Option<&Board>) -> Question {
    let (rows, cols) = size(index);
    let (rows, cols) = (rows + 1, cols + 1);
    for attempt in 0.. {
        let board = generate::random(
            rows,
            cols,
            MINE_DENSITY,
            u64::from(question_seed(seed, index, attempt)),
        );
        if previous == Some(&board) {
            continue;
        }
        let mut solver = Solver::new(board);
        let winner = solver.run();
        if solver.board().mines() == 0
            || !solver.shared_numbers().is_empty()
            || solver.regions() == 0
        {
            continue;
        }
        let first_wins = winner == Player::Xiemao;
        let (cell, value) = match kind {
            Kind::Grundy => {
                let region = question_seed(seed, index, PICK) % solver.regions();
                let numbers = solver.region_numbers()[region as usize];
                (Some(first_blank(&solver, region)), 1 + (numbers & 1) as u8)
            }
            Kind::MineWinner => (None, solver.xor()),
        };
        return Question {
            kind,
            board: solver.into_board(),
            cell,
            value,
            first_wins,
        };
    }
    unreachable!("some board keeps the promise")
}

/// The first blank, row-major, of region `region`: where the solver's scan began it.
fn first_blank(solver: &Solver, region: u32) -> u32 {
    let board = solver.board();
    (0..board.len())
        .find(|&c| board.value(c) == 0 && solver.region_of(c) == Some(region))
        .expect("a region has a blank")
}

/// An answer: a Grundy value, or who wins.
#[derive(Debug, Clone, Copy)]
pub enum Answer {
    /// A region's value.
    Value(u8),
    /// `true`: Xiemao (first) wins.
    FirstWins(bool),
}

/// True when `answer` is right (an answer of the other kind's shape is wrong).
pub fn check(q: &Question, answer: Answer) -> bool {
    match (q.kind, answer) {
        (Kind::Grundy, Answer::Value(v)) => v == q.value,
        (Kind::MineWinner, Answer::FirstWins(first)) => first == q.first_wins,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No question shows the board of the question just before it, in a set of one
    /// kind or of both (the page asks `Kind::ALL[index % 2]`).
    #[test]
    fn no_board_twice_in_a_row() {
        for kinds in [&[Kind::Grundy][..], &[Kind::MineWinner], &Kind::ALL] {
            for seed in 0..40 {
                let asked = |i: u32| question(kinds[i as usize % kinds.len()], seed, i).board;
                for index in 1..10 {
                    assert_ne!(
                        asked(index),
                        asked(index - 1),
                        "{kinds:?} seed {seed} question {index}"
                    );
                }
            }
        }
    }
}
