// The graph tests' oracle (no matching theory in the winners): small random graphs, an
// exhaustive game search over (token, visited set) for the winning starts, a brute-force
// maximum matching, and the checks of a drawing's sides and odd cycle. The graph tests
// (e2e: graph-run, graph-play, graph-practice, graph-presets, graph-page, graph-lesson;
// unit: through tests/unit/graph-helpers.js) all read their graphs and answers here.
//
//   const g = randomGraph(7, true);              // { n, edges: [[u, v]] 1-based, bipartite }
//   winningStarts(g.n, adjacency(g.n, g.edges));  // [0-based vertices where the placer wins]
//   searcher(adjacency(g.n, g.edges)).winningMoves([2, 0]); // the winning replies after 3, 1

/** Judge input for n vertices and 1-based edges [[u, v]]. */
export const input = (n, edges) => `${n} ${edges.length}\n${edges.map(([u, v]) => `${u} ${v}\n`).join('')}`;

/** The graph of judge input `text`: { n, edges: [[u, v]] 1-based }. */
export function readInput(text) {
  const numbers = text.trim().split(/\s+/).map(Number);
  const [n, m] = numbers;
  const edges = [];
  for (let i = 0; i < m; i++) edges.push([numbers[2 + 2 * i], numbers[3 + 2 * i]]);
  return { n, edges };
}

/** A seeded generator: next(k) in 0..k-1. */
export function rng(seed) {
  let x = seed >>> 0;
  return (k) => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8) % k;
}

/**
 * A random small graph: { n, edges (1-based pairs), bipartite }. Bipartite: two sides
 * of random sizes, each cross pair an edge with probability ~0.45, the vertices' numbers
 * shuffled. Otherwise: random pairs, plus a triangle so it has an odd cycle.
 */
export function randomGraph(seed, bipartite) {
  const next = rng(seed);
  const seen = new Set();
  const edges = [];
  const add = (u, v) => {
    const key = u < v ? `${u} ${v}` : `${v} ${u}`;
    if (u !== v && !seen.has(key)) seen.add(key), edges.push([u, v]);
  };
  if (bipartite) {
    const left = 2 + next(4);
    const right = 2 + next(4);
    const n = left + right;
    const label = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = next(i + 1);
      [label[i], label[j]] = [label[j], label[i]];
    }
    for (let a = 0; a < left; a++) for (let b = left; b < n; b++) if (next(100) < 45) add(label[a], label[b]);
    if (!edges.length) add(label[0], label[left]);
    return { n, edges, bipartite };
  }
  const n = 5 + next(4);
  const a = 1 + next(n);
  const b = 1 + ((a + next(n - 1)) % n); // ≠ a
  let c = 1 + next(n);
  while (c === a || c === b) c = 1 + (c % n);
  add(a, b), add(b, c), add(c, a);
  for (let i = 0; i < n + next(n); i++) add(1 + next(n), 1 + next(n));
  return { n, edges, bipartite };
}

/**
 * A random connected graph: a random tree (vertex v's parent drawn among the vertices
 * before it), then `chords` more edges between random pairs — bipartite: only between
 * the tree's two colours, so the graph keeps two sides — giving up after `tries` draws.
 * { n, edges (1-based pairs, each once), text (judge input) }.
 *
 *   treeWithChords(2000, 1001, 7).edges.length; // 3000
 */
export function treeWithChords(n, chords, seed, { bipartite = false, tries = Infinity } = {}) {
  const next = rng(seed);
  const colour = [0];
  const seen = new Set();
  const edges = [];
  const add = (u, v) => {
    const key = u < v ? `${u} ${v}` : `${v} ${u}`;
    if (u === v || seen.has(key) || (bipartite && colour[u] === colour[v])) return false;
    seen.add(key);
    edges.push([u + 1, v + 1]);
    return true;
  };
  for (let v = 1; v < n; v++) {
    const p = next(v);
    colour[v] = 1 - colour[p];
    add(p, v);
  }
  for (let t = 0, added = 0; added < chords && t < tries; t++) if (add(next(n), next(n))) added++;
  return { n, edges, text: input(n, edges) };
}

/** The 1-based [u, v] pairs of a page's flat 0-based edge list (window.gridplay.graph().edges). */
export const pagePairs = (flat) => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i] + 1, flat[2 * i + 1] + 1]);

/** Neighbour lists (0-based) of a graph of 1-based edges. */
export function adjacency(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) if (!adj[u - 1].includes(v - 1)) adj[u - 1].push(v - 1), adj[v - 1].push(u - 1);
  return adj;
}

/** The largest number of disjoint edges, by trying every choice for the lowest free vertex (n ≤ 30). */
export function maxMatchingSize(n, adj) {
  const memo = new Map();
  const best = (used) => {
    if (memo.has(used)) return memo.get(used);
    let v = 0;
    while (v < n && used & (1 << v)) v++;
    if (v === n) return 0;
    let top = best(used | (1 << v)); // v left out
    for (const w of adj[v]) if (!(used & (1 << w))) top = Math.max(top, 1 + best(used | (1 << v) | (1 << w)));
    memo.set(used, top);
    return top;
  };
  return best(0);
}

/**
 * Every matching of maximum size, by trying every subset of `edges` (pairs in any
 * numbering; up to about 20 edges): a list of pair lists.
 */
export function maximumMatchings(edges) {
  let best = [];
  let size = 0;
  for (let mask = 0; mask < 2 ** edges.length; mask++) {
    const chosen = edges.filter((_, i) => mask & (1 << i));
    const ends = chosen.flat();
    if (new Set(ends).size !== ends.length) continue;
    if (chosen.length > size) [best, size] = [[], chosen.length];
    if (chosen.length === size) best.push(chosen);
  }
  return best;
}

/** True when the player to move, the token on `at` and the vertices of bitmask `seen` visited, wins (memo shared per graph). */
export function moverWins(adj, at, seen, memo = new Map()) {
  const n = adj.length;
  const wins = (v, s) => {
    const key = v * 2 ** n + s;
    if (memo.has(key)) return memo.get(key);
    let won = false;
    for (const w of adj[v]) if (!(s & (1 << w)) && !wins(w, s | (1 << w))) won = true;
    memo.set(key, won);
    return won;
  };
  return wins(at, seen);
}

/** The vertices (0-based) from which the player who places the token wins: exhaustive game search. */
export function winningStarts(n, adj) {
  const memo = new Map();
  return Array.from({ length: n }, (_, v) => v).filter((v) => !moverWins(adj, v, 1 << v, memo));
}

/**
 * Play by the exhaustive search on 0-based neighbour lists `adj`: after `path` (the
 * vertices visited in order, the token on the last; empty before the placer places it),
 * legal(path) the moves, winningMoves(path) those that leave the other player losing
 * (empty path: the winning starts), toMoveWins(path).
 *
 *   searcher(adjacency(3, [[1, 2], [2, 3]])).winningMoves([]); // [0, 2]: place on an end
 */
export function searcher(adj) {
  const n = adj.length;
  const memo = new Map();
  const legal = (path) => (path.length ? adj[path.at(-1)].filter((w) => !path.includes(w)) : [...Array(n).keys()]);
  const winningMoves = (path) => {
    const seen = path.reduce((s, v) => s | (1 << v), 0);
    return legal(path).filter((w) => !moverWins(adj, w, seen | (1 << w), memo));
  };
  return { adj, legal, winningMoves, toMoveWins: (path) => winningMoves(path).length > 0 };
}

/** The judge output by the search: WIN and the 1-based winning starts, or LOSE. */
export function judgeOutput(n, adj) {
  const wins = winningStarts(n, adj);
  return wins.length ? `WIN\n${wins.map((v) => `${v + 1}\n`).join('')}` : 'LOSE\n';
}

/** True when `sides` (0/1 per vertex) puts the ends of every edge on different sides. */
export function sidesHold(n, edges, sides) {
  return sides.length === n && edges.every(([u, v]) => sides[u - 1] !== sides[v - 1]);
}

/** True when `cycle` (0-based vertices) is a simple cycle of odd length in `adj`. */
export function isOddCycle(adj, cycle) {
  const k = cycle.length;
  return k % 2 === 1 && k >= 3 && new Set(cycle).size === k && cycle.every((v, i) => adj[v].includes(cycle[(i + 1) % k]));
}

/** A catalogue sentence filled in, its plural form chosen by n (the Chinese catalogue has `other` only). */
export function say(words, key, params = {}) {
  let text = words[key];
  if (text === undefined) throw new Error(`no words for ${key}`);
  if (typeof text === 'object') text = (params.n === 1 && text.one) || text.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}
