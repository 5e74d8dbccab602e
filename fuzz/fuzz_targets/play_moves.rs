//! The moves typed to `gridplay play`: the bounded line reader, its words and numbers.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::play_moves(data));
