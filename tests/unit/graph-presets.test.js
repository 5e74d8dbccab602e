// The graph presets and a board as a graph without a browser (node --test; the core
// from the build, www/pkg): boardAsGraph's edges against the moves between free cells
// worked out here from the board's text and the rule, its numbering row by row;
// graphPreset's refusals of settings that are not whole numbers or out of range; and
// presets.js's links read back as they were written.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { wordsReady } from '../../www/games/graph/index.js';
import { BOARD_IN_URL_MAX, boardParameter, readSource, sourceQuery } from '../../www/games/graph/presets.js';
import { addressOf } from '../../www/games/graph/link.js';
import { EN, ZH } from '../catalogues.js';

await wordsReady;
await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
const protocol = wasm.graphProtocol();
/** The token game's move rules as the core declares them ({ moves: the default, allMoves }). */
const rules = wasm.geographyProtocol().defaults;

/** A check of a thrown core error ({ line, column, message }): its message matches `re`. */
const says = (re) => (e) => re.test(e.message);

const STEPS = {
  rook: () => [[-1, 0], [1, 0], [0, -1], [0, 1]],
  king: () => [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  knight: () => [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]],
  // Odd rows (0-based) sit half a cell to the right: the six cells touching a hex cell.
  hex: (r) => (r % 2 === 0 ? [[0, -1], [0, 1], [-1, -1], [-1, 0], [1, -1], [1, 0]] : [[0, -1], [0, 1], [-1, 0], [-1, 1], [1, 0], [1, 1]]),
};

/** Free cells row by row and the moves between them as sorted 1-based "u v" lines. */
function expected(rows, moves) {
  const [n, m] = [rows.length, rows[0].length];
  const cells = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (rows[r][c] === '.') cells.push(r * m + c);
  const vertex = new Map(cells.map((c, v) => [c, v + 1]));
  const lines = new Set();
  for (const [cell, v] of vertex) {
    const [r, c] = [Math.floor(cell / m), cell % m];
    for (const [dr, dc] of STEPS[moves](r)) {
      const w = r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < m ? vertex.get((r + dr) * m + c + dc) : undefined;
      if (w) lines.add(`${Math.min(v, w)} ${Math.max(v, w)}`);
    }
  }
  return { cells, lines: [...lines].sort() };
}

test('a board as a graph: a vertex per free cell row by row, an edge per move between free cells', () => {
  // Every rule the core declares has its steps worked out here (a new rule fails until it has).
  assert.deepEqual(Object.keys(STEPS).sort(), [...rules.allMoves].sort());
  let x = 39;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0) >>> 8) / 2 ** 24;
  for (let i = 0; i < 200; i++) {
    const [n, m] = [1 + Math.floor(next() * 7), 1 + Math.floor(next() * 7)];
    const rows = Array.from({ length: n }, () => Array.from({ length: m }, () => (next() < 0.3 ? '#' : '.')).join(''));
    for (const moves of rules.allMoves) {
      const want = expected(rows, moves);
      const input = `${n} ${m}\n${rows.join('\n')}\n`;
      if (want.cells.length === 0) {
        assert.throws(() => wasm.boardAsGraph(input, moves), says(/no free cell/));
        continue;
      }
      const got = wasm.boardAsGraph(input, moves);
      assert.deepEqual([got.rows, got.cols, got.cells], [n, m, want.cells], `${rows} ${moves}`);
      const [head, ...lines] = got.input.trim().split('\n');
      assert.equal(head, `${want.cells.length} ${want.lines.length}`);
      assert.deepEqual(lines.sort(), want.lines, `${rows} ${moves}`);
    }
  }
  assert.throws(() => wasm.boardAsGraph('2 2\n..\n..\n', 'bishop'), (e) => e.line === 0 && /bishop/.test(e.message));
  assert.throws(() => wasm.boardAsGraph('2 2\n..\n.\n', 'rook'), (e) => e.line === 3);
});

test('graphPreset refuses settings that are not whole numbers, or out of range, and ignores those a kind does not read', () => {
  for (const bad of [-1, 2.5, NaN, Infinity, -Infinity, 2 ** 64, 1e300]) {
    assert.throws(() => wasm.graphPreset('cycle', bad, 0, 0, 0), (e) => e.line === 0 && /the number of vertices/.test(e.message), String(bad));
  }
  assert.throws(() => wasm.graphPreset('random', 10, 0, 46, 0), says(/the number of edges must be 0 to 45, not 46/));
  assert.throws(() => wasm.graphPreset('random', 2000, 0, 20001, 0), says(/0 to 20000/));
  assert.equal(wasm.graphPreset('petersen', NaN, -1, 2.5, Infinity).split('\n')[0], '10 15');
  assert.equal(wasm.graphPreset('cycle', 5, 0, 0, 0), '5 5\n1 2\n1 5\n2 3\n3 4\n4 5\n');
  const { vertices, left, edges, seed } = protocol.defaults.preset;
  for (const p of protocol.presets) assert.match(wasm.graphPreset(p.id, vertices, left, edges, seed), /^\d+ \d+\n/, p.id);
});

test("a preset's or a board's link is read back as it was written; a bad one says why", () => {
  const sources = [
    { preset: { kind: 'bipartite', vertices: 12, left: 5, edges: 20, seed: 3 } },
    { preset: { kind: 'cycle', vertices: 9, left: 6, edges: 16, seed: 1 } },
    { board: { input: '3 3\n.##\n...\n#.#\n', moves: 'king' } },
  ];
  for (const source of sources) {
    const query = addressOf({ text: 'x', sample: 'y', layout: null, lang: null, source: sourceQuery(source, protocol) });
    const back = readSource(query, protocol, rules);
    if (source.board) assert.deepEqual(back, source);
    else {
      // Settings the kind does not read are left out of the link, and read back as the defaults.
      const fields = protocol.presets.find((p) => p.id === source.preset.kind).fields;
      for (const f of fields) assert.equal(back.preset[f], source.preset[f], f);
      assert.equal(back.preset.kind, source.preset.kind);
    }
  }
  assert.equal(addressOf({ text: 'x', sample: 'y', layout: null, lang: null, source: sourceQuery(sources[1], protocol) }), '?game=graph&preset=cycle&vertices=9');
  assert.match(readSource('?preset=cycle&vertices=-3', protocol, rules).error, /vertices must be a whole number, not "-3"/);
  assert.match(readSource('?preset=spiral', protocol, rules).error, /unknown preset "spiral"/);
  assert.match(readSource('?board=1+1%0A.%0A&moves=camel', protocol, rules).error, /camel/);
  // The rules a bad one is told, and the rule of a link that names none, are the core's.
  assert.equal(readSource('?board=1+1%0A.%0A&moves=camel', protocol, rules).error, `moves must be ${rules.allMoves.join(' or ')}, not "camel"`);
  assert.deepEqual(readSource('?board=1+1%0A.%0A', protocol, rules), { board: { input: '1 1\n.\n', moves: rules.moves } });
  assert.deepEqual(readSource('?input=2+1%0A1+2%0A', protocol, rules), {});
});

/** A sessionStorage of the Web Storage API's shape, over a Map. */
function memoryStorage() {
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
  };
}

test('a board too long for a link is handed over through sessionStorage, read back in the same tab, and said gone in another', () => {
  const storage = memoryStorage();
  const small = '3 3\n.##\n...\n#.#\n';
  assert.equal(boardParameter(small, storage), small);
  assert.equal(storage.length, 0);
  // 990 × 1000 with a wall in every third cell: over the cap once URL-encoded ('#' is %23), under it as text.
  const row = '..#'.repeat(334).slice(0, 1000);
  const big = `990 1000\n${`${row}\n`.repeat(990)}`;
  assert.ok(big.length < BOARD_IN_URL_MAX && new URLSearchParams({ board: big }).toString().length > BOARD_IN_URL_MAX);
  const key = boardParameter(big, storage);
  assert.match(key, /^session:[0-9a-z]+$/);
  assert.equal(boardParameter(big, storage), key, 'the same board, the same key');
  const link = `?${new URLSearchParams({ game: 'graph', board: key, moves: 'king' })}`;
  assert.ok(link.length < 100);
  const back = readSource(link, protocol, rules, storage);
  assert.deepEqual(back, { board: { input: big, moves: 'king', key } });
  // The tab's own address keeps the key, so a reload there shows the board again.
  assert.deepEqual(sourceQuery(back, protocol), [['board', key], ['moves', 'king']]);
  // A board too long without a key (typed into a link some other way) is left out of the address.
  assert.equal(sourceQuery({ board: { input: big, moves: 'rook' } }, protocol), null);
  // Another big board replaces it: the tab holds one.
  const other = boardParameter(big.replace('..#', '#..'), storage);
  assert.notEqual(other, key);
  assert.equal(storage.length, 1);
  // Gone (another tab, or replaced): the link's error says so, in English and Chinese.
  for (const gone of [readSource(link, protocol, rules, storage), readSource(link, protocol, rules, memoryStorage()), readSource(link, protocol, rules, undefined)]) {
    assert.equal(gone.error, EN['graph.asBoard.gone']);
  }
  assert.ok(ZH['graph.asBoard.gone']);
});

