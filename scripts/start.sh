#!/usr/bin/env bash
# Set-up, release build, then serve the page on http://127.0.0.1:${PORT:-8080}/.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

stage "setup" bash scripts/setup.sh
# npm start = scripts/build.sh, then scripts/serve.sh
exec npm start
