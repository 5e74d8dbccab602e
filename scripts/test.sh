#!/usr/bin/env bash
# Every test, in order, stopping at the first failure: set-up, format, lints,
# native tests (release), wasm tests in headless Chromium, release build, JS unit
# tests (node), browser end-to-end tests.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

stage "setup" bash scripts/setup.sh
stage "cargo fmt --check" cargo fmt --all -- --check
stage "cargo clippy (native)" cargo clippy --workspace --all-targets -- -D warnings
# The wasm adapter (crate/src/wasm/) only compiles for wasm32: lint it there too.
stage "cargo clippy (wasm32 lib)" cargo clippy -p gridplay --lib --target wasm32-unknown-unknown -- -D warnings
# The token game page's lighter core: the adapter without the all-games feature.
stage "cargo clippy (wasm32 lib, token game only)" cargo clippy -p gridplay --lib --target wasm32-unknown-unknown --no-default-features -- -D warnings
# Release: some tests use large boards.
stage "cargo test (release)" cargo test --workspace --release
# wasm-bindgen-test in Debian's Chromium; crate/webdriver.json adds the browser flags.
stage "wasm-pack test (chromium)" \
  wasm-pack test --headless --chrome --chromedriver /usr/bin/chromedriver --mode no-install crate
stage "build (release)" bash scripts/build.sh
# JS modules that do not touch the DOM (links, player, GIF encoder, board sources, the
# game modules over the built core, palettes): node, no browser.
stage "unit tests (node --test tests/unit/)" node --test tests/unit/
stage "e2e (node --test tests/e2e/)" node --test tests/e2e/
echo "all tests passed"
