// The graph tab without a browser (node --test; the core from the build, www/pkg):
// GraphInput against a two-colouring found by trying every colouring, Edit mode's
// edits and undo as judge input read back by the core, against the edge sets worked
// out here, the layouts' inputs, and the tab's links.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { History, addEdge, addVertex, deleteEdge, deleteVertex, edgeIndex, toInput } from '../../www/games/graph/edits.js';
import { ForceLayout, forceInput, layered } from '../../www/games/graph/layout.js';
import { addressOf, readLink } from '../../www/games/graph/link.js';
import { wordsReady } from '../../www/games/graph/index.js';
import { random, randomLines } from './graph-helpers.js';

await wordsReady;
await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });

const pairsOf = (flat) => new Set(Array.from({ length: flat.length / 2 }, (_, i) => `${flat[2 * i]} ${flat[2 * i + 1]}`));

/** True when some 2-colouring puts the two ends of every pair apart: every colouring tried. */
function twoColourable(n, pairs) {
  const edges = [...pairs].map((p) => p.split(' ').map(Number));
  for (let mask = 0; mask < 1 << n; mask++) {
    if (edges.every(([u, v]) => ((mask >> u) & 1) !== ((mask >> v) & 1))) return true;
  }
  return false;
}

test('GraphInput: n, each edge once, and two sides exactly when some colouring has them, else an odd cycle of the graph', () => {
  const rand = random(39);
  let bipartite = 0;
  for (let round = 0; round < 400; round++) {
    const n = 1 + rand(9);
    const g = randomLines(rand, Math.max(2, n), rand(12));
    const input = new wasm.GraphInput(g.text);
    assert.equal(input.n(), g.n);
    const edges = Array.from(input.edges());
    assert.deepEqual(pairsOf(edges), g.pairs, g.text);
    for (let i = 0; i < edges.length; i += 2) assert.ok(edges[i] < edges[i + 1], g.text);
    assert.equal(input.edgeCount(), g.pairs.size);
    const colourable = twoColourable(g.n, g.pairs);
    assert.equal(input.bipartite(), colourable, g.text);
    const sides = input.sides();
    const cycle = Array.from(input.oddCycle());
    if (colourable) {
      bipartite++;
      assert.equal(sides.length, g.n);
      for (const p of g.pairs) {
        const [u, v] = p.split(' ').map(Number);
        assert.notEqual(sides[u], sides[v], `${g.text}: ${p}`);
      }
      assert.deepEqual(cycle, []);
    } else {
      assert.equal(sides.length, 0);
      assert.equal(cycle.length % 2, 1, g.text);
      assert.equal(new Set(cycle).size, cycle.length, g.text);
      cycle.forEach((v, i) => {
        const w = cycle[(i + 1) % cycle.length];
        assert.ok(g.pairs.has(`${Math.min(v, w)} ${Math.max(v, w)}`), `${g.text}: ${v} – ${w} is no edge`);
      });
    }
    assert.equal(input.judgeInput(), toInput(g.n, edges));
    input.free();
  }
  assert.ok(bipartite > 50 && bipartite < 350, `${bipartite} bipartite of 400`);
});

/** The graph the core reads from `text`, as the tab keeps it. */
function read(text) {
  const input = new wasm.GraphInput(text);
  const graph = { n: input.n(), edges: Array.from(input.edges()) };
  input.free();
  return graph;
}

test('edits give judge input the core reads as the graph edited: vertices added and deleted (renumbered), edges added and deleted', () => {
  const rand = random(4);
  for (let round = 0; round < 200; round++) {
    const g0 = randomLines(rand, 2 + rand(7), rand(10));
    const g = read(g0.text);
    const places = Array.from({ length: 2 * g.n }, (_, i) => i * 10);

    const added = addVertex(g, places, 5, 6);
    assert.deepEqual(read(added.text), { n: g.n + 1, edges: g.edges });
    assert.deepEqual(added.places, [...places, 5, 6]);

    const [u, v] = [rand(g.n), rand(g.n)];
    const joined = addEdge(g, places, u, v);
    if (u === v || g0.pairs.has(`${Math.min(u, v)} ${Math.max(u, v)}`)) assert.equal(joined, null);
    else assert.deepEqual(pairsOf(read(joined.text).edges), new Set([...g0.pairs, `${Math.min(u, v)} ${Math.max(u, v)}`]));

    if (g.edges.length) {
      const i = rand(g.edges.length / 2);
      const cut = deleteEdge(g, places, i);
      const left = new Set(g0.pairs);
      left.delete(`${cut.u} ${cut.v}`);
      assert.equal(left.size, g0.pairs.size - 1);
      assert.deepEqual(pairsOf(read(cut.text).edges), left);
    }

    // Deleting vertex x: its edges go, and vertex y > x is y - 1 (the judge's numbering).
    const x = rand(g.n);
    const gone = deleteVertex(g, places, x);
    const renumbered = new Set();
    for (const p of g0.pairs) {
      const [a, b] = p.split(' ').map(Number);
      if (a !== x && b !== x) renumbered.add(`${a > x ? a - 1 : a} ${b > x ? b - 1 : b}`);
    }
    const after = read(gone.text);
    assert.equal(after.n, g.n - 1);
    assert.deepEqual(pairsOf(after.edges), renumbered);
    assert.deepEqual(gone.places, [...places.slice(0, 2 * x), ...places.slice(2 * x + 2)]);
  }
  // The last vertex deleted is "0 0", which the core refuses with its reason.
  const last = deleteVertex({ n: 1, edges: [] }, [0, 0], 0);
  assert.equal(last.text, '0 0\n');
  assert.throws(() => new wasm.GraphInput(last.text), (e) => e.line === 1 && /number of vertices n must be 1/.test(e.message));
  assert.equal(edgeIndex([0, 1, 1, 2], 2, 1), 1);
});

test('undo and redo step back and forth through the texts and places; a new edit forgets what was undone', () => {
  const h = new History(3);
  const s = (text) => ({ text, places: [text.length, 0] });
  assert.equal(h.undo(s('a')), null);
  h.push(s('a'));
  h.push(s('ab'));
  assert.deepEqual(h.undo(s('abc')), s('ab'));
  assert.deepEqual(h.undo(s('ab')), s('a'));
  assert.equal(h.undo(s('a')), null);
  assert.deepEqual(h.redo(s('a')), s('ab'));
  assert.ok(h.canRedo);
  h.push(s('ab'));
  assert.ok(!h.canRedo);
  for (const t of ['x', 'y', 'z', 'w']) h.push(s(t));
  assert.equal(h.done.length, 3, 'kept to its limit');
});

test('the two-sided drawing: side 0 in a column left of side 1, a path drawn without crossings', () => {
  // A path 1 – 2 – … – 12 (a 12-vertex bipartite graph): the barycentre order keeps it a zigzag.
  const n = 12;
  const edges = [];
  for (let v = 0; v + 1 < n; v++) edges.push(v, v + 1);
  const { sides } = (() => {
    const input = new wasm.GraphInput(toInput(n, edges));
    const out = { sides: input.sides() };
    input.free();
    return out;
  })();
  const places = layered(n, edges, sides);
  const xs = [0, 1].map((side) => [...Array(n).keys()].filter((v) => sides[v] === side).map((v) => places[2 * v]));
  assert.ok(Math.max(...xs[0]) < Math.min(...xs[1]));
  // No two edges cross: along the path, the rows on each side only go one way.
  const ys = [0, 1].map((side) => [...Array(n).keys()].filter((v) => sides[v] === side).map((v) => places[2 * v + 1]));
  for (const list of ys) assert.ok(list.every((y, i) => i === 0 || y > list[i - 1]) || list.every((y, i) => i === 0 || y < list[i - 1]), JSON.stringify(ys));
  // One column a side, whatever its size: a star's 199 leaves in one column, spaced evenly.
  const star = [];
  for (let v = 1; v < 200; v++) star.push(0, v);
  const big = layered(200, star, Uint8Array.from({ length: 200 }, (_, v) => (v ? 1 : 0)));
  const leaves = Array.from({ length: 199 }, (_, i) => [big[2 * i + 2], big[2 * i + 3]]);
  assert.equal(new Set(leaves.map(([x]) => x)).size, 1);
  assert.equal(new Set(leaves.map(([, y]) => y)).size, 199);
  assert.ok(big[0] < leaves[0][0]);
});

test('the force layout: its nodes start where the vertices are, pinned ones stay, links are the edges; it settles the same way twice', () => {
  const { nodes, links } = forceInput(3, [0, 1, 1, 2], [1, 2, 3, 4], new Set([1]));
  assert.deepEqual(nodes, [{ index: 0, x: 1, y: 2 }, { index: 1, x: 3, y: 4, fx: 3, fy: 4 }, { index: 2 }]);
  assert.deepEqual(links, [{ source: 0, target: 1 }, { source: 1, target: 2 }]);
  // The Petersen graph: an outer 5-cycle, an inner pentagram, spokes.
  const petersen = [0, 1, 1, 2, 2, 3, 3, 4, 4, 0, 5, 7, 7, 9, 9, 6, 6, 8, 8, 5, 0, 5, 1, 6, 2, 7, 3, 8, 4, 9];
  const run = () => {
    const layout = new ForceLayout(10, petersen);
    while (!layout.run(1000));
    return layout;
  };
  const [a, b] = [run(), run()];
  assert.deepEqual(a.places(), b.places());
  assert.ok(a.ticks < 400, `${a.ticks} ticks`);
  const p = a.places();
  assert.ok(p.every(Number.isFinite));
  // Joined vertices end nearer than the mean distance of all pairs.
  const d = (u, v) => Math.hypot(p[2 * u] - p[2 * v], p[2 * u + 1] - p[2 * v + 1]);
  let all = 0;
  for (let u = 0; u < 10; u++) for (let v = u + 1; v < 10; v++) all += d(u, v) / 45;
  let joined = 0;
  for (let i = 0; i < petersen.length; i += 2) joined += d(petersen[i], petersen[i + 1]) / 15;
  assert.ok(joined < all, `${joined} ≥ ${all}`);
});

test('links: input= and layout= read back as written; the default graph and unknown parameters', () => {
  const sample = '5 4\n1 2\n2 3\n3 4\n3 5\n';
  const text = '3 2\n1 2\n2 3\n';
  const query = addressOf({ text, sample, layout: 'force', lang: 'zh-CN' });
  assert.deepEqual(readLink(query), { input: text, layout: 'force', errors: [] });
  assert.equal(addressOf({ text: sample, sample, layout: null, lang: null }), '?game=graph');
  const odd = readLink('?game=graph&layout=circle&algo=kuhn');
  assert.equal(odd.layout, null);
  assert.equal(odd.errors.length, 2);
  assert.match(odd.errors[0], /circle/);
  assert.match(odd.errors[1], /algo="kuhn"/);
  // A practice link's parameters are the practice's; a graph of its own is not read.
  assert.deepEqual(readLink('?practice=graph&seed=7&count=3&kind=graph-winning-starts&q=2&lang=zh-CN'), { input: null, layout: null, errors: [] });
  const practising = readLink(`?practice=graph&seed=7&input=${encodeURIComponent(text)}`);
  assert.equal(practising.input, null);
  assert.equal(practising.errors.length, 1);
  assert.match(practising.errors[0], /input=/);
});
