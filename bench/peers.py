#!/usr/bin/env python3
"""The peers' figures for the geography and graph benches: maximum matching alone.

Boards. On the judge-format boards that `cargo bench --bench geography` writes (by
default every `*.txt` in `$TMPDIR/gridplay-geography-bench/`), this builds the
bipartite graph of the rook moves (left = free cells with row + col even, right = the
other free cells, an edge between side neighbours) and times each peer's maximum
matching alone:

  scipy   scipy.sparse.csgraph.maximum_bipartite_matching (Hopcroft-Karp), on the
          CSR biadjacency matrix (left cells are rows)
  igraph  igraph.Graph.maximum_bipartite_matching (push-relabel), on the graph
          with a `types` list; timed is the library call the method makes
          (GraphBase._maximum_bipartite_matching), without the Python wrapper's
          re-validation of the answer

Graphs. On the judge-format graphs that `cargo bench --bench graph` writes (by
default every `*.txt` in `$TMPDIR/gridplay-graph-bench/`: `n m`, then m lines `u v`),
each peer first finds the two sides (its own library's BFS: scipy's connected
components and unweighted Dijkstra from a vertex of each, igraph's is_bipartite,
networkx's bipartite.color; part of "build"), then:

  scipy     as above, on the biadjacency matrix; bipartite graphs only
  igraph    as above; bipartite graphs only (igraph 1.0 has no maximum matching of
            general graphs)
  networkx  bipartite: networkx.bipartite.hopcroft_karp_matching; otherwise
            networkx.max_weight_matching(maxcardinality=True), Edmonds' blossom
            algorithm in pure Python, O(n^3): on 2*10^5 vertices it does not finish
            within the limit, and the table says so. Neither SciPy nor igraph has a
            matching of general graphs.

Reading the file and building the peer's graph are timed apart ("build") and not in
the matching time. Each peer runs in its own subprocess; when its matching takes
longer than `--timeout` seconds (default 120) the subprocess is killed and the table
says "> 120 s". A peer that does not import is listed as "not installed".

gridplay's figure is the CLI's own wall time, all of the run: `gridplay geography
--stats FILE` (read + kuhn with the greedy start + winning cells + output, as in the
geography bench's "CLI (kuhn)" column) and `gridplay graph --stats FILE` (the
default algorithm: hopcroft-karp on a bipartite graph, blossom otherwise). The
matching size every peer found is checked against gridplay's, which the same
`--stats` line ends with (`matching N`). `--check` first compares every peer and
gridplay with small pure-Python oracles (Hopcroft-Karp; on graphs also an exhaustive
maximum matching) on small random boards and graphs.

The peers are optional, never installed by CI or scripts/setup.sh. Install them with
    python3 -m pip install --user scipy python-igraph networkx
(all from PyPI; scipy brings numpy, which also speeds up reading and building).

Run: npm run bench:peers    (or python3 bench/peers.py [options] [FILE...])
    FILE...         boards and graphs, told apart by their third token (a row of
                    '.' and '#', or a vertex number)
    --timeout S     per-peer limit on the matching, and on gridplay's whole run,
                    seconds (default 120)
    --crop N        use the top-left N x N of each board (written to
                    $TMPDIR/gridplay-peers-bench/NxN/, same file names); graphs are
                    used whole
    --gridplay BIN  the CLI to run (default: target/release/gridplay of this repo,
                    built first with `cargo build --release --bin gridplay`)
    --check         self-check on small random boards and graphs first
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
import warnings
import time
from array import array
from collections import deque

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TMP = os.environ.get("TMPDIR") or tempfile.gettempdir()  # as Rust's temp_dir()
BENCH_DIR = os.path.join(TMP, "gridplay-geography-bench")
GRAPH_DIR = os.path.join(TMP, "gridplay-graph-bench")
CROP_DIR = os.path.join(TMP, "gridplay-peers-bench")
PEERS = {"scipy": ("scipy", "numpy"), "igraph": ("igraph",), "networkx": ("networkx",)}
# The peers of each table, in its column order.
BOARD_PEERS = ("scipy", "igraph")
GRAPH_PEERS = ("scipy", "igraph", "networkx")
# The geography bench's boards, in its order; its file names replace ' ' and '%' by '_'.
ORDER = ["empty", "serpentine", "random 10% walls", "random 30% walls", "maze"]
# The graph bench's graphs, in its order (its file names start with these).
GRAPH_ORDER = ["bipartite", "general"]


class BadInput(Exception):
    pass


class NotApplicable(Exception):
    """A peer that has no algorithm for this input (a general graph)."""


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
        raise BadInput(f"{path}: expected 'N M' first")
    rows, cols = int(tokens[0]), int(tokens[1])
    if rows < 1 or cols < 1:
        raise BadInput(f"{path}: N and M must be at least 1")
    lines = tokens[2:]
    if len(lines) != rows:
        raise BadInput(f"{path}: expected {rows} rows, found {len(lines)}")
    for i, line in enumerate(lines):
        if len(line) != cols or line.strip(b".#"):
            raise BadInput(f"{path}: row {i + 1} is not {cols} characters '.' or '#'")
    return rows, cols, lines


def is_graph(path):
    """True for a graph's judge input (`n m`, then vertex numbers), False for a
    board's (`N M`, then rows of '.' and '#'): the third token tells."""
    with open(path, "rb") as f:
        head = f.read(1 << 12)
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    tokens = head.split()
    return len(tokens) < 3 or tokens[2].isdigit()


def read_graph(path):
    """(n, first ends, second ends) of a judge-format graph, 0-based, as
    `Graph::parse` reads it: `n m`, then m pairs of vertices 1..n, no self-loops. A
    repeated edge is kept (it changes no matching). numpy arrays when numpy imports,
    else lists."""
    with open(path, "rb") as f:
        text = f.read()
    if text.startswith(b"\xef\xbb\xbf"):
        text = text[3:]
    try:
        import numpy as np
    except ImportError:
        np = None
    if np is not None:
        with warnings.catch_warnings():  # a bad token: numpy stops there, counted below
            warnings.simplefilter("ignore")
            numbers = np.fromstring(text.decode("ascii", "replace"), dtype=np.int64, sep=" ")
    else:
        tokens = text.split()
        if not all(t.isdigit() for t in tokens):
            raise BadInput(f"{path}: a token that is not a number")
        numbers = [int(t) for t in tokens]
    if len(numbers) < 2:
        raise BadInput(f"{path}: expected 'n m' first")
    n, m = int(numbers[0]), int(numbers[1])
    if n < 1 or len(numbers) != 2 + 2 * m:
        raise BadInput(f"{path}: n = {n}, m = {m}: expected m lines 'u v', found {len(numbers)} numbers")
    us, vs = numbers[2::2], numbers[3::2]
    if np is not None:
        bad = (us < 1) | (us > n) | (vs < 1) | (vs > n) | (us == vs)
        if bad.any():
            raise BadInput(f"{path}: edge {int(bad.argmax()) + 1} is a self-loop or leaves 1..{n}")
        return n, us - 1, vs - 1
    for i, (u, v) in enumerate(zip(us, vs)):
        if not (1 <= u <= n and 1 <= v <= n) or u == v:
            raise BadInput(f"{path}: edge {i + 1} is a self-loop or leaves 1..{n}")
    return n, [u - 1 for u in us], [v - 1 for v in vs]


def two_sides(n, us, vs):
    """Each vertex's side (False, True) by BFS with an explicit queue, or None when
    some edge joins two vertices of one side (the oracle for `--check`)."""
    adj = [[] for _ in range(n)]
    for u, v in zip(us, vs):
        adj[int(u)].append(int(v))
        adj[int(v)].append(int(u))
    side = [None] * n
    for root in range(n):
        if side[root] is not None:
            continue
        side[root], queue = False, deque([root])
        while queue:
            u = queue.popleft()
            for v in adj[u]:
                if side[v] is None:
                    side[v] = not side[u]
                    queue.append(v)
                elif side[v] == side[u]:
                    return None
    return side


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


def tolist(values):
    return values.tolist() if hasattr(values, "tolist") else list(values)


def graph_scipy(n, us, vs):
    """scipy on a judge graph: the sides by connected components and unweighted
    Dijkstra from the first vertex of each (depth parity), then `build_scipy`."""
    import numpy as np
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import connected_components, dijkstra

    us, vs = np.asarray(us, dtype=np.int64), np.asarray(vs, dtype=np.int64)
    ends = (np.concatenate([us, vs]), np.concatenate([vs, us]))
    both = csr_matrix((np.ones(2 * len(us), dtype=np.int32), ends), shape=(n, n))
    _, component = connected_components(both, directed=False)
    roots = np.unique(component, return_index=True)[1]
    depth = dijkstra(both, directed=False, unweighted=True, indices=roots, min_only=True)
    right = depth.astype(np.int64) % 2 == 1
    if (right[us] == right[vs]).any():
        raise NotApplicable("bipartite graphs only")
    lefts, rights = np.where(right[us], vs, us), np.where(right[us], us, vs)
    left_id, right_id = np.cumsum(~right) - 1, np.cumsum(right) - 1
    nl, nr = int((~right).sum()), int(right.sum())
    return (*build_scipy(nl, nr, left_id[lefts], right_id[rights]), "Hopcroft-Karp")


def graph_igraph(n, us, vs):
    """igraph on a judge graph: the sides by `is_bipartite`, then its push-relabel."""
    import igraph

    graph = igraph.Graph(n=n, edges=list(zip(tolist(us), tolist(vs))))
    bipartite, types = graph.is_bipartite(return_types=True)
    if not bipartite:
        raise NotApplicable("bipartite graphs only")

    def match():
        return igraph.GraphBase._maximum_bipartite_matching(graph, types, None, -1)

    return match, lambda mate: sum(1 for v in mate if v >= 0) // 2, "push-relabel"


def graph_networkx(n, us, vs):
    """networkx on a judge graph: Hopcroft-Karp when `bipartite.color` finds two
    sides, else Edmonds' blossom (`max_weight_matching` with `maxcardinality`)."""
    import networkx as nx

    graph = nx.Graph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from(zip(tolist(us), tolist(vs)))
    try:
        colour = nx.bipartite.color(graph)
    except nx.NetworkXError:  # an odd cycle

        def blossom():
            return nx.max_weight_matching(graph, maxcardinality=True)

        return blossom, len, "blossom"
    top = [v for v, c in colour.items() if c == 0]

    def match():
        return nx.bipartite.hopcroft_karp_matching(graph, top_nodes=top)

    return match, lambda mate: len(mate) // 2, "Hopcroft-Karp"


GRAPH_BUILDERS = {"scipy": graph_scipy, "igraph": graph_igraph, "networkx": graph_networkx}


def worker(peer, path):
    """One peer on one board or graph: prints a JSON line when the graph is built
    (or why the peer does not apply), then one when the matching is found (the
    parent times out on the second one). The imports are not timed."""
    for module in (*PEERS[peer], "scipy.sparse.csgraph" if peer == "scipy" else peer):
        importlib.import_module(module)
    try:
        import numpy  # noqa: F401 (edges() and read_graph() use it when present)
    except ImportError:
        pass
    start = time.perf_counter()
    if is_graph(path):
        try:
            match, size_of, algorithm = GRAPH_BUILDERS[peer](*read_graph(path))
        except NotApplicable as why:
            print(json.dumps({"skip": str(why)}), flush=True)
            return
    else:
        rows, cols, lines = read_board(path)
        match, size_of = BUILDERS[peer](*edges(rows, cols, lines))
        algorithm = None
    built = time.perf_counter() - start
    print(json.dumps({"built": built, "algorithm": algorithm}), flush=True)
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
    """{'built': s, 'algorithm': name or None, 'matched': s or None (timed out),
    'size': n or None}; {'skip': why} for a peer that does not apply; {'error': why}."""
    proc = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--worker", peer, path],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    pending = bytearray()
    try:
        result = read_line(proc, pending, None)
        if "skip" in result:
            return result
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


def gridplay_stats(binary, path, game, timeout=None):
    """The wall time and the matching size `gridplay GAME --stats` prints on stderr,
    and the CPU time (user + system) the run took; subprocess.TimeoutExpired when it
    takes longer than `timeout` seconds (then it is killed)."""
    before = os.times()
    out = subprocess.run(
        [binary, game, "--stats", path],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
    )
    if out.returncode != 0:
        why = out.stderr.strip().splitlines() or ["no message"]
        raise RuntimeError(f"gridplay {game}: exit {out.returncode}: {why[0]}")
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


def exhaustive_matching(n, us, vs):
    """Maximum matching size of any graph on n <= 16 vertices, by every vertex set:
    best[S] = best[S - v] (v, S's lowest vertex, unmatched) or 1 + best[S - v - w]
    for a neighbour w of v in S. O(2^n * n) (the oracle for `--check` on graphs)."""
    near = [0] * n
    for u, v in zip(us, vs):
        near[int(u)] |= 1 << int(v)
        near[int(v)] |= 1 << int(u)
    best = [0] * (1 << n)
    for subset in range(1, 1 << n):
        v = (subset & -subset).bit_length() - 1
        rest = subset & ~(1 << v)
        value, others = best[rest], near[v] & rest
        while others:
            w = others & -others
            value = max(value, 1 + best[rest & ~w])
            others &= ~w
        best[subset] = value
    return best[-1]


def check(peers, binary, boards, graphs, trials=25):
    """Every peer and gridplay agree with pure-Python oracles: `hopcroft_karp` on
    small random boards, `exhaustive_matching` on small random graphs (half of them
    bipartite by construction, where `hopcroft_karp` must agree too)."""
    rng = random.Random(14)
    board_peers = [p for p in BOARD_PEERS if p in peers]
    graph_peers = [p for p in GRAPH_PEERS if p in peers]
    with tempfile.TemporaryDirectory() as tmp:
        for trial in range(trials if boards else 0):
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
            got["gridplay"] = gridplay_stats(binary, path, "geography", 60)[2]
            for peer in board_peers:
                got[peer] = run_peer(peer, path, 60).get("size")
            wrong = {k: v for k, v in got.items() if v != want}
            if wrong:
                sys.exit(f"check: board {rows}x{cols} {lines}: pure Python {want}, {wrong}")
        if boards:
            names = ", ".join(["pure Python", *got])
            print(f"check: {trials} random boards up to 12x12: {names} agree")
        for trial in range(trials if graphs else 0):
            n = rng.randint(1, 12)
            bipartite, density = trial % 2 == 0, rng.choice([0.1, 0.3, 0.6])
            side = [rng.random() < 0.5 for _ in range(n)]
            pairs = [
                (u, v)
                for u in range(n)
                for v in range(u + 1, n)
                if (side[u] != side[v] or not bipartite) and rng.random() < density
            ]
            rng.shuffle(pairs)
            path = os.path.join(tmp, f"graph{trial}.txt")
            with open(path, "w") as f:
                f.write(f"{n} {len(pairs)}\n" + "".join(f"{u + 1} {v + 1}\n" for u, v in pairs))
            want = exhaustive_matching(n, *zip(*pairs)) if pairs else 0
            got = {"gridplay": gridplay_stats(binary, path, "graph", 60)[2]}
            n, us, vs = read_graph(path)
            sides = two_sides(n, us, vs)
            if sides is not None:
                lefts = [u if not sides[u] else v for u, v in zip(us, vs)]
                rights = [v if not sides[u] else u for u, v in zip(us, vs)]
                got["pure Python Hopcroft-Karp"] = hopcroft_karp(n, n, lefts, rights)
            elif bipartite:
                sys.exit(f"check: graph {pairs} on {n} vertices: two_sides found no sides")
            for peer in graph_peers:
                result = run_peer(peer, path, 60)
                if "skip" not in result:
                    got[peer] = result.get("size")
            wrong = {k: v for k, v in got.items() if v != want}
            if wrong:
                sys.exit(f"check: graph {pairs} on {n} vertices: exhaustive {want}, {wrong}")
        if graphs:
            names = ", ".join(["exhaustive", "pure Python Hopcroft-Karp", "gridplay", *graph_peers])
            print(f"check: {trials} random graphs up to 12 vertices: {names} agree")
    print()
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


def graph_name(path):
    """The graph bench's 'bipartite-1000000-3000000-seed39.txt' → 'bipartite';
    another file → its name."""
    stem = os.path.basename(path).removesuffix(".txt")
    first = stem.split("-")[0]
    return first if first in GRAPH_ORDER else stem


def sort_key(path):
    name = board_name(path)
    return (ORDER.index(name) if name in ORDER else len(ORDER), path)


def graph_sort_key(path):
    name = graph_name(path)
    return (GRAPH_ORDER.index(name) if name in GRAPH_ORDER else len(GRAPH_ORDER), path)


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


def row(path, binary, peers, args, graph):
    """One table row: gridplay's CLI, each peer of the table, whether the sizes agree."""
    if graph:
        n, us, _ = read_graph(path)
        name, game, columns = f"{graph_name(path)} (n {n}, m {len(us)})", "graph", GRAPH_PEERS
    else:
        rows, cols, _ = read_board(path)
        name, game, columns = f"{board_name(path)} ({rows}×{cols})", "geography", BOARD_PEERS
    try:
        wall, cpu, size = gridplay_stats(binary, path, game, args.timeout)
        cells = [name, f"{fmt(wall)} (cpu {fmt(cpu)})"]
        sizes = {"gridplay": size}
    except subprocess.TimeoutExpired:
        cells, sizes = [name, f"> {args.timeout:g} s (killed)"], {}
    except RuntimeError as error:
        cells, sizes = [name, f"failed: {error}"], {}
    for peer in columns:
        if peer not in peers:
            cells.append("not installed")
            continue
        result = run_peer(peer, path, args.timeout)
        algorithm = f", {result['algorithm']}" if graph and result.get("algorithm") else ""
        if "error" in result:
            cells.append(f"failed: {result['error']}")
        elif "skip" in result:
            cells.append(f"- ({result['skip']})")
        elif result["matched"] is None:
            cells.append(f"> {args.timeout:g} s (killed), build {fmt(result['built'])}{algorithm}")
        else:
            times = f"{fmt(result['matched'])} (cpu {fmt(result['cpu'])})"
            cells.append(f"{times}, build {fmt(result['built'])}{algorithm}")
            sizes[peer] = result["size"]
    if not sizes:
        cells.append("- (no sizes)")
    elif len(sizes) < 2:
        cells.append(f"- (only {', '.join(f'{k} {v}' for k, v in sizes.items())})")
    elif len(set(sizes.values())) == 1:
        cells.append(f"yes ({', '.join(sizes)}: {sizes.popitem()[1]})")
    else:
        cells.append("no: " + ", ".join(f"{k} {v}" for k, v in sizes.items()))
    return "| " + " | ".join(cells) + " |"


def main():
    parser = argparse.ArgumentParser(
        description="Peers' maximum matching times on the geography and graph benches' inputs."
    )
    parser.add_argument(
        "files",
        nargs="*",
        help=f"judge-format boards and graphs (default {BENCH_DIR}/*.txt and {GRAPH_DIR}/*.txt)",
    )
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--crop", type=int)
    parser.add_argument("--gridplay")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--worker", nargs=2, metavar=("PEER", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    try:
        if args.worker:
            return worker(*args.worker)
        paths = args.files or [
            *glob.glob(os.path.join(BENCH_DIR, "*.txt")),
            *glob.glob(os.path.join(GRAPH_DIR, "*.txt")),
        ]
        if not paths:
            hint = "run `cargo bench --bench geography -- --quick` or `--bench graph -- --quick` first"
            sys.exit(f"no boards in {BENCH_DIR} and no graphs in {GRAPH_DIR}: {hint}")
        graphs = sorted((p for p in paths if is_graph(p)), key=graph_sort_key)
        boards = [p for p in paths if p not in graphs]
        if args.crop:
            boards = crop(boards, args.crop)
        boards.sort(key=sort_key)
        for path in boards:
            read_board(path)  # bad input stops here, before any timing
        for path in graphs:
            read_graph(path)
        peers = [p for p in PEERS if not missing(p)]
        binary = find_gridplay(args)
        if args.check:
            check(peers, binary, boards, graphs)
        print_table(boards, graphs, binary, peers, args)
    except BadInput as error:
        print(f"peers: {error}", file=sys.stderr)
        sys.exit(2)


def print_table(boards, graphs, binary, peers, args):
    for peer in PEERS:
        why = missing(peer) if peer not in peers else None
        print(f"{peer}: " + (f"not installed ({why})" if why else version(peer)))
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average before: {load}; per-peer limit {args.timeout:g} s")
    print("peers: matching alone (wall, and CPU time of that process), then build = read")
    print("+ the peer's graph (+ its sides, on graphs); gridplay: its CLI's --stats wall time")
    print("(CPU time of the whole run); sizes: gridplay's from --stats, each peer's")
    if boards:
        print("\n| board | gridplay CLI (kuhn, all of it) | scipy (Hopcroft-Karp) | igraph (push-relabel) | sizes agree |")
        print("|---|---|---|---|---|")
        for path in boards:
            print(row(path, binary, peers, args, graph=False), flush=True)
    if graphs:
        print(
            "\n| graph | gridplay CLI (default: hopcroft-karp if bipartite, else blossom; all of it)"
            " | scipy (Hopcroft-Karp) | igraph (push-relabel) | networkx (pure Python) | sizes agree |"
        )
        print("|---|---|---|---|---|---|")
        for path in graphs:
            print(row(path, binary, peers, args, graph=True), flush=True)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"\nload average after: {load}")


def version(peer):
    module = importlib.import_module(peer)
    return f"{peer} {getattr(module, '__version__', '?')}"


if __name__ == "__main__":
    main()
