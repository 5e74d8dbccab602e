//! The token game's parser on arbitrary bytes, then the solver on what it accepts.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::geography(data));
