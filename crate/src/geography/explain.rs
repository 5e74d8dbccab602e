//! Why a start cell wins or loses: a certificate from the finished run.
//!
//! The theorem behind the token game: the player who places the token wins from `v`
//! exactly when some maximum matching leaves `v` unmatched. Both halves come with a
//! certificate read off a maximum matching `M` and the alternating BFS's parent links
//! ([`Winning::parent`](super::winning::Winning::parent)):
//!
//! - **Winning start.** An *even alternating path* from a cell `u` that `M` leaves
//!   unmatched to `v`: its first edge is not in `M`, then the edges alternate, and
//!   the last one is `v`'s matching edge (just `[v]` when `v` is unmatched itself).
//!   Flipping `M` along it gives a matching of the same size, so still maximum, that
//!   leaves `v` unmatched. The placer puts the token on `v`; whatever the mover does,
//!   the token lands on a matched cell (an unmatched one would end an augmenting path
//!   from `v`), and the placer answers along its domino. The placer always has a
//!   move, so the mover gets stuck.
//! - **Losing start.** No alternating path from an unmatched cell reaches `v`, so
//!   every maximum matching covers it. The mover (who moves first) takes the token to
//!   `v`'s partner `p`; with `v` used up, `M` without the domino `v`–`p` is a maximum
//!   matching of the rest that leaves `p` unmatched, so from then on the mover
//!   answers each of the placer's moves along a domino of `M`, and the placer gets
//!   stuck.
//!
//! Cost: O(length of the path) to rebuild the path by following parent links (no
//! recursion), plus O(cells) to copy the matching for the flipped one. Memory: the
//! path and one matching.
//!
//! ```
//! use gridplay::geography::{Board, Options, Run, explain::Certificate};
//!
//! // A path of three cells: kuhn matches the left pair, so (0,2) is unmatched.
//! let mut run = Run::new(Board::from_rows(&["..."]), Options::default());
//! run.run_to_end();
//! match run.explain(0).unwrap().unwrap() {
//!     // (0,0) is matched to (0,1): the path from the unmatched (0,2) flips that.
//!     Certificate::Wins { path, flipped } => {
//!         assert_eq!(path, vec![2, 1, 0]);
//!         assert_eq!(flipped.partner(0), None);
//!         assert_eq!(flipped.partner(1), Some(2));
//!     }
//!     Certificate::Loses { .. } => unreachable!(),
//! }
//! // The middle cell is covered by every maximum matching; its partner is (0,0).
//! assert!(matches!(
//!     run.explain(1).unwrap().unwrap(),
//!     Certificate::Loses { partner: 0 }
//! ));
//! ```

use std::fmt;

use super::matching::UNMATCHED;
use super::run::Starts;
use super::{Arena, Matching};

/// Why a start cell wins or loses, against one maximum matching `M` (the run's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Certificate {
    /// The placer wins: `path` is the even alternating path from a cell `M` leaves
    /// unmatched to this cell (first edge not in `M`, then alternating; just this
    /// cell when it is unmatched), and `flipped` is `M` flipped along it: a maximum
    /// matching that leaves this cell unmatched.
    Wins {
        /// Cells from the unmatched start of the path to this cell.
        path: Vec<u32>,
        /// The maximum matching with the path flipped.
        flipped: Matching,
    },
    /// The mover wins: every maximum matching covers this cell (no alternating path
    /// from an unmatched cell reaches it); the mover's first move is to `partner`,
    /// its partner in `M`, and every later answer is along a domino of `M`.
    Loses {
        /// The cell's partner in `M`.
        partner: u32,
    },
}

/// Why a cell has no certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExplainError {
    /// The cell index is past the board.
    OutsideBoard,
    /// The cell is a wall: the token cannot start there.
    Wall,
}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ExplainError::OutsideBoard => "the cell is outside the board",
            ExplainError::Wall => "the cell is a wall: the token starts on a free cell",
        })
    }
}

impl std::error::Error for ExplainError {}

/// The certificate of `cell` from a maximum `matching` and the finished search for
/// winning starts run on it (the alternating BFS, or the search with blossoms, whose
/// paths are expanded through the blossoms).
pub fn explain(
    board: &impl Arena,
    matching: &Matching,
    winning: Starts<'_>,
    cell: u32,
) -> Result<Certificate, ExplainError> {
    if cell as usize >= board.len() {
        return Err(ExplainError::OutsideBoard);
    }
    if !board.is_free(cell) {
        return Err(ExplainError::Wall);
    }
    if !winning.is_winning(cell) {
        let partner = matching
            .partner(cell)
            .expect("a losing cell is matched in a maximum matching");
        return Ok(Certificate::Loses { partner });
    }
    let path = match winning {
        Starts::Bipartite(winning) => alternating_path(board, matching, winning, cell),
        Starts::Any(search) => search.path(matching, cell).expect("a winning cell"),
    };
    let flipped = flip(matching, &path);
    Ok(Certificate::Wins { path, flipped })
}

/// The alternating path from an unmatched cell to the winning `cell`, by following
/// BFS parents: `cell`, its partner, the parent that reached the partner, its
/// partner, … up to a seed, then reversed.
fn alternating_path(
    board: &impl Arena,
    matching: &Matching,
    winning: &super::winning::Winning,
    cell: u32,
) -> Vec<u32> {
    let mut path = vec![cell];
    let mut at = cell;
    loop {
        let parent = winning
            .parent(board, matching, at)
            .expect("every cell on the path is winning");
        if parent == at {
            break;
        }
        path.push(matching.partner(at).expect("a reached cell is matched"));
        path.push(parent);
        at = parent;
    }
    path.reverse();
    path
}

/// `matching` with the even alternating `path` flipped: its first cell gets the
/// second as partner, and so on; its last cell is left unmatched.
fn flip(matching: &Matching, path: &[u32]) -> Matching {
    let mut flipped = matching.clone();
    for pair in path.chunks_exact(2) {
        flipped.mate[pair[0] as usize] = pair[1];
        flipped.mate[pair[1] as usize] = pair[0];
    }
    let last = *path.last().expect("a path has a cell");
    flipped.mate[last as usize] = UNMATCHED;
    flipped
}

impl Certificate {
    /// True for a winning start (the placer wins).
    pub fn wins(&self) -> bool {
        matches!(self, Certificate::Wins { .. })
    }

    /// The alternating path (empty for a losing start).
    pub fn path(&self) -> &[u32] {
        match self {
            Certificate::Wins { path, .. } => path,
            Certificate::Loses { .. } => &[],
        }
    }
}
