//! Replays the kept fuzz corpus on stable: every file under `fuzz/regressions/<target>/`
//! (crashes found by `cargo fuzz` and tricky inputs) must pass the same checks as the
//! fuzz targets (`fuzz/checks.rs`). How to fuzz: docs/fuzzing.md.

#![cfg(not(target_arch = "wasm32"))]

#[path = "../../fuzz/checks.rs"]
mod checks;

use std::path::Path;

fn replay(target: &str, check: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/regressions")
        .join(target);
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let result = std::panic::catch_unwind(|| check(&data));
        assert!(result.is_ok(), "{} fails its checks", path.display());
        count += 1;
    }
    count
}

#[test]
fn geography_parse_corpus() {
    assert!(replay("geography_parse", checks::geography) >= 10);
}

#[test]
fn mine_parse_corpus() {
    assert!(replay("mine_parse", checks::mine) >= 10);
}

#[test]
fn play_moves_corpus() {
    assert!(replay("play_moves", checks::play_moves) >= 5);
}
