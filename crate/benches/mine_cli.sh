#!/usr/bin/env bash
# Times `gridplay mine` on T=50 inputs of 1000×1000 boards, read from stdin, against a
# baseline that only parses, computes the numbers and flood-fills once (the `--baseline`
# mode of the mine bench binary), and against the accepted solution in C++
# (bench/hdu4678.cpp, built with g++ -O2 when g++ is there). Prints seconds and peak
# memory per mine density.
#
# Usage: crate/benches/mine_cli.sh [DENSITY...]     (default: 0 5 10 20 50)
# Inputs are generated once into ${MINE_BENCH_DIR:-/tmp/gridplay-mine-bench}. Each
# figure is the fastest of ${MINE_BENCH_RUNS:-3} runs (other processes only slow runs down).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
dir=${MINE_BENCH_DIR:-/tmp/gridplay-mine-bench}
mkdir -p "$dir"
densities=("$@")
[ ${#densities[@]} -eq 0 ] && densities=(0 5 10 20 50)

cargo build --release --quiet --bin gridplay
bench=$(cargo bench --bench mine --no-run --message-format=json 2>/dev/null |
    grep '"kind":\["bench"\],"crate_types":\["bin"\],"name":"mine"' |
    sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
[ -x "$bench" ] || { echo "cannot find the mine bench binary" >&2; exit 1; }
gridplay=$root/target/release/gridplay

runs=${MINE_BENCH_RUNS:-3}
seed=""
if command -v g++ >/dev/null; then
    g++ -O2 -o "$dir/hdu4678" bench/hdu4678.cpp && seed=$dir/hdu4678
fi

# The fastest of $runs runs of "$@": "SECONDS s PEAK KB".
measure() {
    local i
    for ((i = 0; i < runs; i++)); do measure_once "$@"; done | sort -n | head -n 1
}

# Runs "$@" once with stdin from $input; prints "SECONDS s PEAK KB".
measure_once() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%e s %M KB' -o "$dir/time.txt" "$@" <"$input" >/dev/null 2>"$dir/stderr.txt"
        cat "$dir/time.txt"
    elif command -v python3 >/dev/null; then
        python3 - "$input" "$@" <<'EOF'
import resource, subprocess, sys, time
start = time.time()
with open(sys.argv[1], "rb") as f:
    subprocess.run(sys.argv[2:], stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(f"{time.time() - start:.2f} s {peak} KB")
EOF
    else
        local start end
        start=$(date +%s.%N)
        "$@" <"$input" >/dev/null 2>&1 || true
        end=$(date +%s.%N)
        echo "$(echo "$end - $start" | bc) s ? KB"
    fi
}

printf '%-6s %9s  %-20s %-20s %-20s %-8s %-20s %s\n' mines input "gridplay mine" "--max-visits 0" \
    baseline ratio "C++ (accepted)" "gridplay / C++"
for p in "${densities[@]}"; do
    input=$dir/mine-$p.txt
    [ -s "$input" ] || "$bench" --generate 50 "$p" $((12345 + p)) >"$input"
    size=$(du -h "$input" | cut -f1)
    judge=$(measure "$gridplay" mine)
    quiet=$(measure "$gridplay" mine --max-visits 0)
    base=$(measure "$bench" --baseline)
    ratio=$(awk -v a="${judge%% *}" -v b="${base%% *}" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
    cpp="-" versus="-"
    if [ -n "$seed" ]; then
        cpp=$(measure "$seed")
        versus=$(awk -v a="${judge%% *}" -v b="${cpp%% *}" 'BEGIN { if (b > 0) printf "%.2f×", a / b; else print "-" }')
    fi
    printf '%-6s %9s  %-20s %-20s %-20s %-8s %-20s %s\n' "$p%" "$size" "$judge" "$quiet" "$base" "$ratio×" "$cpp" "$versus"
done
echo "gridplay mine = judge output plus promise notes (a search of at most 100000 visits"
echo "per promise-breaking case); --max-visits 0 skips that search; baseline = parse +"
echo "numbers + one flood fill per case. Ratio = gridplay mine / baseline."
