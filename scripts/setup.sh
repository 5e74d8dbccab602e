#!/usr/bin/env bash
# Installs everything gridplay needs to build and test, from the package
# registries only. Each step is skipped when the right version is already there.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WASM_PACK_VERSION=0.15.1
WASM_OPT_MAJOR=132

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "need root (or sudo) for: $*"
  fi
}

check_node() {
  command -v node >/dev/null && command -v npm >/dev/null || die "node and npm are required"
  # vite 8 needs node ^20.19 or >= 22.12
  node -e '
    const [a, b] = process.versions.node.split(".").map(Number);
    if (!((a === 20 && b >= 19) || (a === 22 && b >= 12) || a > 22)) {
      console.error(`error: node ${process.version} is too old for vite 8 (need ^20.19 or >=22.12)`);
      process.exit(1);
    }'
  echo "node $(node --version), npm $(npm --version)"
}

rust_parts() {
  command -v rustup >/dev/null || die "rustup is required"
  rustup target list --installed | grep -qx wasm32-unknown-unknown \
    || rustup target add wasm32-unknown-unknown
  if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    rustup component add rustfmt clippy
  fi
  echo "$(rustc --version); target wasm32-unknown-unknown; rustfmt, clippy"
}

chromium() {
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y --no-install-recommends chromium chromium-driver
  fi
  # chromium --version warns about /dev/shm on stderr: harmless (TOOLCHAIN trap 7)
  echo "$(/usr/bin/chromium --version 2>/dev/null); $(/usr/bin/chromedriver --version)"
}

# Chinese text (the problems' names, later the Chinese page) in Chromium's screenshots
# needs a CJK font; the smallest of Debian's that renders well (TOOLCHAIN.md).
cjk_font() {
  if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-wqy-microhei
  fi
  echo "CJK font: $(fc-list :lang=zh family | head -1)"
}

wasm_pack() {
  if [ "$(wasm-pack --version 2>/dev/null)" != "wasm-pack $WASM_PACK_VERSION" ]; then
    cargo install wasm-pack --version "$WASM_PACK_VERSION" --locked
  fi
  wasm-pack --version
}

wasm_bindgen_cli() {
  local want
  want="$(wasm_bindgen_version)"
  [ -n "$want" ] || die "no wasm-bindgen in Cargo.lock"
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $want" ]; then
    # Not --locked: a dependency version in its lock file is not on the registry here.
    cargo install wasm-bindgen-cli --version "$want"
  fi
  wasm-bindgen --version
}

node_modules() {
  local stamp=node_modules/.gridplay-installed
  if [ ! -f package-lock.json ]; then
    npm install --no-audit --no-fund
  elif [ "$(cat "$stamp" 2>/dev/null)" != "$(lock_sum)" ]; then
    npm ci --no-audit --no-fund
  fi
  lock_sum >"$stamp"
  wasm-opt --version | grep -q "version $WASM_OPT_MAJOR " \
    || die "node_modules/.bin/wasm-opt is not binaryen $WASM_OPT_MAJOR"
  echo "$(wasm-opt --version) at $(command -v wasm-opt)"
}

# What node_modules was installed from; npm ci runs again when this changes.
lock_sum() {
  cat package.json package-lock.json | sha256sum
}

stage "setup: node" check_node
stage "setup: rust target and components" rust_parts
stage "setup: chromium and chromedriver" chromium
stage "setup: CJK font" cjk_font
stage "setup: wasm-pack" wasm_pack
stage "setup: wasm-bindgen-cli" wasm_bindgen_cli
stage "setup: node_modules" node_modules
