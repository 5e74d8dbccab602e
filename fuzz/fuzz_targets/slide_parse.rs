//! The slide game's parsers on arbitrary bytes, then on a game they accept: the round
//! trip, the solve, `explain` on 兔兔's moves and edits on its cells.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::slide(data));
