//! Mine (HDU 4678): two players take turns clicking face-down non-mine cells of a
//! minesweeper board; clicking a blank opens its whole 8-connected blank region and the
//! numbers around it. The player with no cell to click loses.
//!
//! - [`board`]: the board and its numbers.
//! - [`parse`]: the judge's input format, with line and column in every error.
//! - [`solver`]: the judge's solution (flood fill, Grundy values 1 or 2 per region, 1 per
//!   lone number, XOR) as a steppable iterator of [`solver::Event`]s.
//! - [`exact`]: the true winner on any board, also when a number borders two blank
//!   regions and the judge's decomposition no longer holds.
//! - [`frame`]: the picture after each event, for animation.
//! - [`generate`]: preset boards for the page.
//! - [`play`]: a game being played: moves, undo, the value of any position and the
//!   computer's move with its reason.
//!
//! ```
//! use gridplay::mine::{parse, solver::{Player, Solver}};
//!
//! let input = parse::parse(b"2\n3 3 0\n3 3 1\n1 1\n", &parse::Limits::default()).unwrap();
//! let winners: Vec<Player> = input.boards.into_iter().map(|b| Solver::new(b).run()).collect();
//! assert_eq!(winners, [Player::Xiemao, Player::Fanglaoshi]);
//! ```

pub mod board;
pub mod exact;
pub mod frame;
pub mod generate;
pub mod parse;
pub mod play;
pub mod practice;
pub mod solver;
