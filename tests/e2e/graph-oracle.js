// The graph tests' oracle (no matching theory in the winners): small random graphs, an
// exhaustive game search over (token, visited set) for the winning starts, a brute-force
// maximum matching, and the checks of a drawing's sides and odd cycle. The graph pages'
// tests (graph-run, graph-play, graph-practice, graph-lesson) all read their answers here.
//
//   const g = randomGraph(7, true);              // { n, edges: [[u, v]] 1-based, bipartite }
//   winningStarts(g.n, adjacency(g.n, g.edges));  // [0-based vertices where the placer wins]

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
