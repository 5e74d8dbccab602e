#!/usr/bin/env bash
# Serves the built dist/ on 127.0.0.1:$PORT (default 8080) until interrupted.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PORT="${PORT:-8080}"
[ -f dist/index.html ] || die "dist/ is not built: run bash scripts/build.sh"
echo "gridplay: http://127.0.0.1:$PORT/"
exec vite preview --host 127.0.0.1 --port "$PORT" --strictPort
