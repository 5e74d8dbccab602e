#!/usr/bin/env bash
# Release build: crate -> www/pkg and www/pkg-geography (wasm-pack, wasm-opt -Oz), then
# page -> dist/ (vite),
# then dist/gridplay-offline.html (vite --mode offline: the page in one file).
# Run scripts/setup.sh first (start.sh and test.sh do).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# wasm_build DIR NAME [CARGO_ARGS...]: the crate -> DIR/NAME.js + DIR/NAME_bg.wasm (release,
# wasm-opt -Oz), checked to have gone through wasm-opt and shrunk.
wasm_build() {
  local dir="$1" name="$2"
  shift 2
  require_wasm_opt
  local log
  log="$(mktemp)"
  # --out-dir is relative to the crate dir. --mode no-install: no hidden downloads,
  # but also no error when wasm-opt is missing (TOOLCHAIN trap 2), hence the checks.
  wasm-pack build --release --target web --mode no-install --out-dir "../$dir" --out-name "$name" crate "$@" 2>&1 | tee "$log"
  grep -q 'Optimizing wasm binaries with `wasm-opt`' "$log" \
    || die "wasm-pack did not run wasm-opt"
  rm -f "$log"

  # Size before wasm-opt: the same cargo output through wasm-bindgen alone.
  local raw before after wasm="$dir/${name}_bg.wasm"
  raw="$(mktemp -d)"
  wasm-bindgen --target web --out-dir "$raw" "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/gridplay.wasm"
  before=$(stat -c %s "$raw/gridplay_bg.wasm")
  after=$(stat -c %s "$wasm")
  rm -rf "$raw"
  [ "$after" -lt "$before" ] || die "$wasm did not shrink under wasm-opt ($before -> $after bytes)"
  echo "$wasm: $before bytes -> $after after wasm-opt ($(gzip -9c "$wasm" | wc -c) gzipped)"
}

# Every game (www/pkg); the token game only, for that page's first load (www/pkg-geography).
wasm() {
  wasm_build www/pkg gridplay
  wasm_build www/pkg-geography gridplay_geography -- --no-default-features
}

page() {
  [ -f index.html ] || die "index.html is missing: the front end is not in the tree"
  vite build
  ls dist/assets/*.wasm >/dev/null 2>&1 || die "vite did not emit the wasm into dist/assets/"
  [ -f dist/sw.js ] || die "vite did not write dist/sw.js"
}

# dist/gridplay-offline.html: the page in one file, for file:// (scripts/offline.js).
offline() {
  vite build --mode offline
  local size
  size=$(stat -c %s dist/gridplay-offline.html)
  [ "$size" -le $((3 * 1024 * 1024)) ] || die "dist/gridplay-offline.html is $size bytes, over 3 MB"
  echo "gridplay-offline.html: $size bytes"
}

stage "build: wasm (release)" wasm
stage "build: page (vite)" page
stage "build: single file (vite --mode offline)" offline
