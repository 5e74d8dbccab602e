//! What every game's practice questions share (the page's `?practice=<game>&seed=S`):
//! the seed of question `index` in a set, and the board sizes, small first. Each
//! game's questions and the check of their answers are its own
//! (`geography::practice`, `mine::practice`).
//!
//! ```
//! use gridplay::practice::{check_index, question_seed, size};
//!
//! assert_eq!(question_seed(7, 0, 0), 2_224_083_883);
//! assert_eq!(size(0), (2, 3));
//! assert_eq!(size(100), (4, 4));
//! assert!(check_index(99).is_ok());
//! assert_eq!(
//!     check_index(100).unwrap_err().to_string(),
//!     "practice question 100 does not exist: a set has at most 100 questions, numbered 0 to 99"
//! );
//! ```

use std::fmt;

use crate::limits::PRACTICE_MAX_QUESTIONS;

/// Board sizes (rows, columns) by question number: small first, then the last size
/// for every later question.
const SIZES: [(u32, u32); 7] = [(2, 3), (2, 3), (3, 3), (3, 3), (3, 4), (3, 4), (4, 4)];

/// The `attempt` whose seed picks a question's cell (a ringed start, a region).
pub const PICK: u32 = 99;

/// The board size (rows, columns) of question `index`.
pub fn size(index: u32) -> (u32, u32) {
    SIZES[(index as usize).min(SIZES.len() - 1)]
}

/// A question index past the last of the largest set ([`PRACTICE_MAX_QUESTIONS`]).
/// Its message is made when shown, so the refusal itself allocates nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexPastCap(pub u32);

impl fmt::Display for IndexPastCap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "practice question {} does not exist: a set has at most {} questions, numbered 0 to {}",
            self.0,
            PRACTICE_MAX_QUESTIONS,
            PRACTICE_MAX_QUESTIONS - 1
        )
    }
}

impl std::error::Error for IndexPastCap {}

/// Refuses a question index past the largest set. The games build question `index`
/// from every earlier one (O(index) boards), so the wasm adapter checks this before
/// any work: `index` 4 294 967 295 from a script is refused at once, not walked.
/// Cost: one comparison, no allocation.
pub fn check_index(index: u32) -> Result<(), IndexPastCap> {
    if index < PRACTICE_MAX_QUESTIONS {
        Ok(())
    } else {
        Err(IndexPastCap(index))
    }
}

/// A 32-bit seed for question `index` of set `seed`; `attempt` picks the next board
/// when one does not fit. A multiply-xorshift mix, so that neighbouring seeds and
/// numbers give unrelated boards. Cost: a few multiplications.
pub fn question_seed(seed: u32, index: u32, attempt: u32) -> u32 {
    let x = seed
        ^ index.wrapping_add(1).wrapping_mul(0x9e37_79b1)
        ^ attempt.wrapping_add(1).wrapping_mul(0x85eb_ca6b);
    let x = (x ^ (x >> 16)).wrapping_mul(0x045d_9f3b);
    x ^ (x >> 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The numbers the page's seeds had from `Math.imul` when they were made in JS,
    /// so `&seed=S` links made then ask the same boards.
    #[test]
    fn question_seed_is_the_pages_mix() {
        assert_eq!(question_seed(7, 0, 0), 2_224_083_883);
        assert_eq!(question_seed(7, 5, 99), 3_803_162_737);
        assert_eq!(question_seed(u32::MAX, 6, 3), 4_289_655_774);
        assert_eq!(question_seed(123_456, 2, 1), 3_792_507_770);
    }
}
