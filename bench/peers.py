#!/usr/bin/env python3
"""The peers' figures for the geography bench: maximum bipartite matching alone.

On the judge-format boards that `cargo bench --bench geography` writes (by default
every `*.txt` in `$TMPDIR/gridplay-geography-bench/`), this builds the bipartite graph
of the rook moves (left = free cells with row + col even, right = the other free
cells, an edge between side neighbours) and times each peer's maximum matching alone:

  scipy   scipy.sparse.csgraph.maximum_bipartite_matching (Hopcroft-Karp), on the
          CSR biadjacency matrix (left cells are rows)
  igraph  igraph.Graph.maximum_bipartite_matching (push-relabel), on the graph
          with a `types` list; timed is the library call the method makes
          (GraphBase._maximum_bipartite_matching), without the Python wrapper's
          re-validation of the answer

Reading the file and building the peer's graph are timed apart ("build") and not in
the matching time. Each peer runs in its own subprocess; when its matching takes
longer than `--timeout` seconds (default 120) the subprocess is killed and the table
says "> 120 s". A peer that does not import is listed as "not installed".

gridplay's figure is the CLI's own wall time (`gridplay geography --stats FILE`:
read + kuhn with the greedy start + winning cells + output), as in the geography
bench's "CLI (kuhn)" column. The matching size every peer found is checked against
gridplay's, which the same `--stats` line ends with (`matching N`). `--check` first
compares every peer and gridplay with a small pure-Python Hopcroft-Karp on small
random boards.

The peers are optional, never installed by CI or scripts/setup.sh. Install them with
    python3 -m pip install --user scipy python-igraph
(both from PyPI; scipy brings numpy, which also speeds up the graph building).

Run: npm run bench:peers    (or python3 bench/peers.py [options] [FILE...])
    --timeout S     per-peer limit on the matching, seconds (default 120)
    --crop N        use the top-left N x N of each board (written to
                    $TMPDIR/gridplay-peers-bench/NxN/, same file names)
    --gridplay BIN  the CLI to run (default: target/release/gridplay of this repo,
                    built first with `cargo build --release --bin gridplay`)
    --check         self-check on small random boards first
"""

import argparse
import glob
import importlib
import json
import os
import random
import select
import subprocess
import sys
import tempfile
import time
from array import array
from collections import deque

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TMP = os.environ.get("TMPDIR") or tempfile.gettempdir()  # as Rust's temp_dir()
BENCH_DIR = os.path.join(TMP, "gridplay-geography-bench")
CROP_DIR = os.path.join(TMP, "gridplay-peers-bench")
PEERS = {"scipy": ("scipy", "numpy"), "igraph": ("igraph",)}
# The geography bench's boards, in its order; its file names replace ' ' and '%' by '_'.
ORDER = ["empty", "serpentine", "random 10% walls", "random 30% walls", "maze"]


class BadBoard(Exception):
    pass


def read_board(path):
    """(rows, cols, list of row byte strings) of a judge-format board, read as
    `Board::parse` does: whitespace-separated tokens N, M, then N rows of exactly M
    characters '.' or '#'; a leading UTF-8 byte-order mark is skipped."""
    with open(path, "rb") as f:
        text = f.read()
    if text.startswith(b"\xef\xbb\xbf"):
        text = text[3:]
    tokens = text.split()
    if len(tokens) < 2 or not (tokens[0].isdigit() and tokens[1].isdigit()):
        raise BadBoard(f"{path}: expected 'N M' first")
    rows, cols = int(tokens[0]), int(tokens[1])
    if rows < 1 or cols < 1:
        raise BadBoard(f"{path}: N and M must be at least 1")
    lines = tokens[2:]
    if len(lines) != rows:
        raise BadBoard(f"{path}: expected {rows} rows, found {len(lines)}")
    for i, line in enumerate(lines):
        if len(line) != cols or line.strip(b".#"):
            raise BadBoard(f"{path}: row {i + 1} is not {cols} characters '.' or '#'")
    return rows, cols, lines


def edges_python(rows, cols, lines):
    """(left count, right count, left ends, right ends) of the rook-move graph.
    Cells are numbered row-major on their side."""
    left_id, right_id = {}, {}
    for r, line in enumerate(lines):
        for c in range(cols):
            if line[c] == 46:  # '.'
                side = left_id if (r + c) % 2 == 0 else right_id
                side[(r, c)] = len(side)
    lefts, rights = array("i"), array("i")
    for (r, c), u in left_id.items():
        for cell in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
            v = right_id.get(cell)
            if v is not None:
                lefts.append(u)
                rights.append(v)
    return len(left_id), len(right_id), lefts, rights


def edges_numpy(rows, cols, lines):
    """As `edges_python`, with numpy (same numbering, other edge order)."""
    import numpy as np

    free = np.frombuffer(b"".join(lines), dtype=np.uint8).reshape(rows, cols) == 46
    r, c = np.indices((rows, cols))
    even = (r + c) % 2 == 0
    ids = {}
    for name, mask in (("left", free & even), ("right", free & ~even)):
        table = np.full((rows, cols), -1, dtype=np.int32)
        table[mask] = np.arange(int(mask.sum()), dtype=np.int32)
        ids[name] = table
    L, R = ids["left"], ids["right"]
    lefts, rights = [], []
    for a, b in (
        ((slice(None), slice(None, -1)), (slice(None), slice(1, None))),
        ((slice(None, -1), slice(None)), (slice(1, None), slice(None))),
    ):
        both = free[a] & free[b]
        first_left = even[a][both]
        lefts.append(np.where(first_left, L[a][both], L[b][both]))
        rights.append(np.where(first_left, R[b][both], R[a][both]))
    nl, nr = int((L >= 0).sum()), int((R >= 0).sum())
    return nl, nr, np.concatenate(lefts), np.concatenate(rights)


def edges(rows, cols, lines):
    try:
        return edges_numpy(rows, cols, lines)
    except ImportError:
        return edges_python(rows, cols, lines)


def build_scipy(nl, nr, lefts, rights):
    import numpy as np
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import maximum_bipartite_matching

    data = np.ones(len(lefts), dtype=np.int8)
    matrix = csr_matrix((data, (np.asarray(lefts), np.asarray(rights))), shape=(nl, nr))

    def match():
        return maximum_bipartite_matching(matrix, perm_type="column")

    return match, lambda found: int((found >= 0).sum())


def build_igraph(nl, nr, lefts, rights):
    import igraph

    lefts = lefts.tolist() if hasattr(lefts, "tolist") else lefts
    rights = rights.tolist() if hasattr(rights, "tolist") else rights
    graph = igraph.Graph(n=nl + nr, edges=list(zip(lefts, (nl + v for v in rights))))
    types = [False] * nl + [True] * nr

    def match():
        return igraph.GraphBase._maximum_bipartite_matching(graph, types, None, -1)

    return match, lambda mate: sum(1 for v in mate[:nl] if v >= 0)


BUILDERS = {"scipy": build_scipy, "igraph": build_igraph}


def worker(peer, path):
    """One peer on one board: prints a JSON line when the graph is built, then one
    when the matching is found (the parent times out on the second one). The imports
    are not timed."""
    for module in (*PEERS[peer], "scipy.sparse.csgraph" if peer == "scipy" else peer):
        importlib.import_module(module)
    try:
        import numpy  # noqa: F401 (edges() uses it when present)
    except ImportError:
        pass
    start = time.perf_counter()
    rows, cols, lines = read_board(path)
    match, size_of = BUILDERS[peer](*edges(rows, cols, lines))
    built = time.perf_counter() - start
    print(json.dumps({"built": built}), flush=True)
    start, cpu = time.perf_counter(), time.process_time()
    found = match()
    matched, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(json.dumps({"matched": matched, "cpu": cpu, "size": size_of(found)}), flush=True)


def missing(peer):
    """Why `peer` cannot run here, or None."""
    for module in PEERS[peer]:
        try:
            importlib.import_module(module)
        except Exception as error:  # a broken install counts as not installed
            return f"{module}: {error}"
    return None


def read_line(proc, pending, timeout):
    """The next JSON line the worker prints, or None after `timeout` seconds (None:
    no limit). `pending` holds the bytes read past the last line (unbuffered reads,
    so that `select` never waits on a line already read)."""
    deadline = None if timeout is None else time.monotonic() + timeout
    while b"\n" not in pending:
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        ready, _, _ = select.select([proc.stdout], [], [], left)
        if not ready:
            return None
        chunk = os.read(proc.stdout.fileno(), 1 << 16)
        if not chunk:
            why = proc.stderr.read().decode(errors="replace").strip()
            raise RuntimeError(why or "the worker exited early")
        pending += chunk
    line, _, rest = pending.partition(b"\n")
    pending[:] = rest
    return json.loads(line)


def run_peer(peer, path, timeout):
    """{'built': s, 'matched': s or None (timed out), 'size': n or None}."""
    proc = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--worker", peer, path],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    pending = bytearray()
    try:
        result = read_line(proc, pending, None)
        done = read_line(proc, pending, timeout)
        if done is None or done["matched"] > timeout:  # late by the worker's own clock
            done = {"matched": None, "size": None}
        result.update(done)
        return result
    except RuntimeError as error:  # the peer crashed: say so in its cell
        return {"error": str(error).splitlines()[-1]}
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def gridplay_stats(binary, path):
    """The wall time and the matching size `gridplay geography --stats` prints on
    stderr, and the CPU time (user + system) the run took."""
    before = os.times()
    out = subprocess.run(
        [binary, "geography", "--stats", path],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=True,
    )
    after = os.times()
    cpu = after.children_user + after.children_system
    cpu -= before.children_user + before.children_system
    # "gridplay: stats: 0.205 s, peak memory 25504 KB, matching 1999"
    wall = float(out.stderr.split("stats:")[1].split()[0])
    return wall, cpu, int(out.stderr.split("matching")[1].split()[0])


def hopcroft_karp(nl, nr, lefts, rights):
    """Maximum matching size, pure Python, iterative (the oracle for `--check`)."""
    adj = [[] for _ in range(nl)]
    for u, v in zip(lefts, rights):
        adj[int(u)].append(int(v))
    mate_l, mate_r, size = [-1] * nl, [-1] * nr, 0
    while True:
        dist, queue, found = [-1] * nl, deque(), False
        for u in range(nl):
            if mate_l[u] < 0:
                dist[u] = 0
                queue.append(u)
        while queue:
            u = queue.popleft()
            for v in adj[u]:
                w = mate_r[v]
                if w < 0:
                    found = True
                elif dist[w] < 0:
                    dist[w] = dist[u] + 1
                    queue.append(w)
        if not found:
            return size
        for root in range(nl):
            if mate_l[root] < 0 and augment(root, adj, dist, mate_l, mate_r):
                size += 1


def augment(root, adj, dist, mate_l, mate_r):
    """One shortest augmenting path from `root` along the layers, by explicit stack."""
    stack, path = [(root, iter(adj[root]))], []
    while stack:
        u, it = stack[-1]
        for v in it:
            w = mate_r[v]
            if w < 0:
                for (a, _), b in zip(stack, path + [v]):
                    mate_l[a], mate_r[b] = b, a
                return True
            if dist[w] == dist[u] + 1:
                path.append(v)
                stack.append((w, iter(adj[w])))
                break
        else:
            dist[u] = -1  # dead end for this phase
            stack.pop()
            if path:
                path.pop()
    return False


def check(peers, binary, trials=25):
    """Every peer and gridplay agree with `hopcroft_karp` on small random boards."""
    rng = random.Random(14)
    with tempfile.TemporaryDirectory() as tmp:
        for trial in range(trials):
            rows, cols = rng.randint(1, 12), rng.randint(1, 12)
            walls = rng.choice([0.0, 0.1, 0.3, 0.5])
            lines = [
                bytes(35 if rng.random() < walls else 46 for _ in range(cols))
                for _ in range(rows)
            ]
            path = os.path.join(tmp, f"{trial}.txt")
            with open(path, "wb") as f:
                f.write(b"%d %d\n" % (rows, cols) + b"\n".join(lines) + b"\n")
            want = hopcroft_karp(*edges_python(*read_board(path)))
            got = {"numpy edges": hopcroft_karp(*edges(*read_board(path)))}
            got["gridplay"] = gridplay_stats(binary, path)[2]
            for peer in peers:
                got[peer] = run_peer(peer, path, 60).get("size")
            wrong = {k: v for k, v in got.items() if v != want}
            if wrong:
                sys.exit(f"check: board {rows}x{cols} {lines}: pure Python {want}, {wrong}")
    print(f"check: {trials} random boards up to 12x12: {', '.join(['pure Python', *got])} agree\n")


def crop(paths, n):
    """The top-left n x n of each board, written to CROP_DIR/NxN/ (same names)."""
    directory = os.path.join(CROP_DIR, f"{n}x{n}")
    os.makedirs(directory, exist_ok=True)
    out = []
    for path in paths:
        rows, cols, lines = read_board(path)
        target = os.path.join(directory, os.path.basename(path))
        with open(target, "wb") as f:
            f.write(b"%d %d\n" % (min(rows, n), min(cols, n)))
            f.writelines(line[:n] + b"\n" for line in lines[:n])
        out.append(target)
    return out


def board_name(path):
    stem = os.path.basename(path).removesuffix(".txt")
    return stem.replace("__", "% ").replace("_", " ")


def sort_key(path):
    name = board_name(path)
    return (ORDER.index(name) if name in ORDER else len(ORDER), path)


def fmt(seconds):
    if seconds is None:
        return "-"
    return f"{seconds:.2f} s" if seconds >= 1 else f"{seconds * 1000:.0f} ms"


def find_gridplay(args):
    if args.gridplay:
        return args.gridplay
    subprocess.run(
        ["cargo", "build", "--release", "--quiet", "--bin", "gridplay"], cwd=ROOT, check=True
    )
    return os.path.join(ROOT, "target", "release", "gridplay")


def row(path, binary, peers, args):
    rows, cols, _ = read_board(path)
    wall, cpu, size = gridplay_stats(binary, path)
    cells = [f"{board_name(path)} ({rows}×{cols})", f"{fmt(wall)} (cpu {fmt(cpu)})"]
    sizes = {"gridplay": size}
    for peer in PEERS:
        if peer not in peers:
            cells.append("not installed")
            continue
        result = run_peer(peer, path, args.timeout)
        if "error" in result:
            cells.append(f"failed: {result['error']}")
        elif result["matched"] is None:
            cells.append(f"> {args.timeout:g} s, build {fmt(result['built'])}")
        else:
            times = f"{fmt(result['matched'])} (cpu {fmt(result['cpu'])})"
            cells.append(f"{times}, build {fmt(result['built'])}")
            sizes[peer] = result["size"]
    if len(sizes) < 2:
        cells.append(f"- (only {', '.join(f'{k} {v}' for k, v in sizes.items()) or 'no sizes'})")
    elif len(set(sizes.values())) == 1:
        cells.append(f"yes ({', '.join(sizes)}: {sizes.popitem()[1]})")
    else:
        cells.append("no: " + ", ".join(f"{k} {v}" for k, v in sizes.items()))
    return "| " + " | ".join(cells) + " |"


def main():
    parser = argparse.ArgumentParser(
        description="Peers' maximum bipartite matching times on the geography bench's boards."
    )
    parser.add_argument("files", nargs="*", help=f"judge-format boards (default {BENCH_DIR}/*.txt)")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--crop", type=int)
    parser.add_argument("--gridplay")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--worker", nargs=2, metavar=("PEER", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    try:
        if args.worker:
            return worker(*args.worker)
        paths = args.files or glob.glob(os.path.join(BENCH_DIR, "*.txt"))
        if not paths:
            hint = "run `cargo bench --bench geography -- --quick` first"
            sys.exit(f"no boards in {BENCH_DIR}: {hint}")
        if args.crop:
            paths = crop(paths, args.crop)
        paths.sort(key=sort_key)
        for path in paths:
            read_board(path)  # bad input stops here, before any timing
        peers = [p for p in PEERS if not missing(p)]
        binary = find_gridplay(args)
        if args.check:
            check(peers, binary)
        print_table(paths, binary, peers, args)
    except BadBoard as error:
        print(f"peers: {error}", file=sys.stderr)
        sys.exit(2)


def print_table(paths, binary, peers, args):
    for peer in PEERS:
        why = missing(peer) if peer not in peers else None
        print(f"{peer}: " + (f"not installed ({why})" if why else version(peer)))
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average before: {load}; per-peer limit {args.timeout:g} s")
    print("peers: matching alone (wall, and CPU time of that process), then build = read")
    print("+ the peer's graph; gridplay: its CLI's --stats wall time (CPU time of the whole")
    print("run); sizes: gridplay's from --stats, each peer's\n")
    print("| board | gridplay CLI (kuhn, all of it) | scipy (Hopcroft-Karp) | igraph (push-relabel) | sizes agree |")
    print("|---|---|---|---|---|")
    for path in paths:
        print(row(path, binary, peers, args), flush=True)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"\nload average after: {load}")


def version(peer):
    module = importlib.import_module(peer)
    return f"{peer} {getattr(module, '__version__', '?')}"


if __name__ == "__main__":
    main()
