# Sourced by the other scripts: repo root as cwd, tool paths, timed stages.
# Not meant to be run on its own.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# node_modules/.bin first, so binaryen's wasm-opt (132) wins over any other
# wasm-opt (Debian's 108 builds broken modules, TOOLCHAIN trap 1).
export PATH="$ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

die() {
  echo "error: $*" >&2
  exit 1
}

# stage NAME CMD...: run CMD and print its wall time. Under set -e a failure
# ends the script (not run inside `||`, which would switch set -e off in CMD);
# the EXIT trap then names the stage that failed.
STAGE=""
STAGE_START=0
stage() {
  STAGE="$1"
  STAGE_START=$(date +%s)
  shift
  echo "==> $STAGE" >&2
  "$@"
  echo "<== $STAGE: $(($(date +%s) - STAGE_START)) s" >&2
  STAGE=""
}
on_exit() {
  local rc=$?
  if [ "$rc" -ne 0 ] && [ -n "$STAGE" ]; then
    echo "FAILED: $STAGE (exit $rc, $(($(date +%s) - STAGE_START)) s)" >&2
  fi
}
trap on_exit EXIT

# The wasm-bindgen version pinned in Cargo.lock; the CLI must match it exactly.
wasm_bindgen_version() {
  [ -f Cargo.lock ] || cargo generate-lockfile >&2
  awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

require_wasm_opt() {
  local v
  v="$(wasm-opt --version 2>/dev/null || true)"
  case "$v" in
    "wasm-opt version 132 "*) ;;
    *) die "wasm-opt on PATH is '${v:-missing}' ($(command -v wasm-opt || echo none)), need 132 from node_modules: run 'bash scripts/setup.sh'" ;;
  esac
}
