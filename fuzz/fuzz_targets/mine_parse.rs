//! Mine's parser on arbitrary bytes, then the solver and the exact search on what it
//! accepts.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::mine(data));
