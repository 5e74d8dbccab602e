// The graph unit tests' random graphs (tests/unit/graph*.test.js): a replayable
// generator and the judge inputs built from it. The exhaustive game search and the
// graphs the page tests share are tests/e2e/graph-oracle.js's, imported from there.
//
//   const rnd = random(39);
//   randomInput(rnd, true);        // '7 5\n1 2\n…': edges only between odd and even vertices
//   randomLines(rnd, 6, 10).pairs; // Set {'0 3', …}: the distinct edges, 0-based, low first

export { adjacency, input, searcher, treeWithChords } from '../e2e/graph-oracle.js';

/** A seeded generator (xorshift): next(n) in 0..n-1, so a failure can be replayed. */
export function random(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/**
 * Judge input of a random graph of 1 to 40 vertices and up to 3n edge draws (loops
 * dropped, repeats kept): bipartite, edges only between vertices of unequal parity, or any.
 */
export function randomInput(rnd, bipartite) {
  const n = 1 + rnd(40);
  const m = rnd(3 * n);
  const lines = [];
  for (let i = 0; i < m; i++) {
    const u = rnd(n);
    const v = rnd(n);
    if (u === v || (bipartite && (u + v) % 2 === 0)) continue;
    lines.push(`${u + 1} ${v + 1}`);
  }
  return `${n} ${lines.length}\n${lines.map((l) => l + '\n').join('')}`;
}

/**
 * A random graph's judge input of `lines` edge lines with repeated edges, either end
 * first: { n, text, pairs (a Set of "u v", 0-based, u < v) }.
 */
export function randomLines(rand, n, lines) {
  const pairs = new Set();
  const out = [];
  for (let i = 0; i < lines; i++) {
    const u = rand(n);
    let v = rand(n);
    if (v === u) v = (u + 1) % n;
    if (u === v) continue;
    out.push(`${u + 1} ${v + 1}`);
    pairs.add(`${Math.min(u, v)} ${Math.max(u, v)}`);
  }
  return { n, text: `${n} ${out.length}\n${out.join('\n')}\n`, pairs };
}
