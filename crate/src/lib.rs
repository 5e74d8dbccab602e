//! gridplay: exact, steppable solvers for three grid games.
//!
//! - [`geography`]: the token game (Luogu P4055 / BZOJ 1443 "\[JSOI2009\] Game",
//!   LOJ 6033), solved by a maximum matching ([`geography::kuhn`] and
//!   [`geography::hopcroft_karp`] on bipartite boards, [`geography::blossom`] on any)
//!   and an alternating-path search from its unmatched cells.
//! - [`slide`]: NOI 2011 "兔兔与蛋蛋游戏" (Luogu P1971), reduced to the token game
//!   on the cells the empty cell can enter, solved move by move.
//! - [`mine`]: the minesweeper clicking game (HDU 4678), solved by flood fill,
//!   Sprague–Grundy values and XOR, with an exact solver for boards that break
//!   the problem's promise.
//! - [`graph`]: the token game's graphs: any graph read as `n m` and `m` edges, and
//!   its two sides or an odd cycle.
//!
//! Every algorithm is an iterator over `Copy` events with explicit stacks and queues
//! (no recursion), so a page can animate it and a 2000×2000 maze cannot overflow the
//! stack. The core never imports wasm-bindgen; the `wasm` module is the only adapter.
#![deny(missing_docs)]

mod event_table;
pub mod geography;
pub mod graph;
#[cfg(target_os = "linux")]
pub mod huge_pages;
pub mod limits;
pub mod mine;
pub mod parse;
pub mod practice;
pub mod recording;
pub mod rng;
pub mod slide;
pub mod timeline;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
