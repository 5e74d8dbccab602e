//! The graph game's parser on arbitrary bytes, then on a graph it accepts: the edge set
//! an independent reading gives, the round trip and the two sides (fuzz/checks.rs).
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::graph(data));
