// The graph tab's presets and the token page's Show as a graph. Each preset kind is
// checked by facts worked out here from its edges (a cycle's degrees, a tree's
// connectedness, the Petersen graph's girth, a bipartite graph's sides), never by the
// generator's own code; links reproduce the graph; bad settings are refused beside the
// input, keeping the graph shown. A board shown as a graph has exactly the moves between
// its free cells as edges (worked out here from the board's text and the move rule),
// and its winning starts are the board's winning cells (the two pages' judge outputs).
// The move rules it expects (the steps worked out here, the bad-rule sentence) are the
// ones the core declares (geographyProtocol().defaults.allMoves, read in node).
// Screenshots in tests/output/graph-presets-*.png.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import init, * as core from '../../www/pkg/gridplay.js';
import { rng } from './oracles.js';
import { screenshot, startSite } from './harness.js';
import { judgeOutput, settle, waitEnd } from './page-helpers.js';
import { adjacency, pagePairs } from './graph-oracle.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
/** The token game's move rules, as the core declares them (the built core, read in node). */
const RULES = core.geographyProtocol().defaults.allMoves;

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const graph = (page) => page.evaluate(() => window.gridplay.graph());

async function open(query, options = {}) {
  const context = await site.browser.newContext(options.context ?? { viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  await page.goto(site.server.url(`index.html${query}`), { waitUntil: 'networkidle' });
  if (query.includes('game=graph')) await settled(page);
  return { page, problems, close: () => context.close() };
}

async function settled(page) {
  await page.waitForFunction(() => window.gridplay?.graph?.().settled, null, { timeout: 60_000 });
  await settle(page);
}

/** The graph's adjacency lists (0-based) from the page's flat edge list. */
const adjacencyOf = (g) => adjacency(g.n, pagePairs(g.edges));

/** Edges as a sorted list of "u v" (0-based, low first), checking none is a loop or repeated. */
function edgeSet(g) {
  const keys = [];
  for (let i = 0; i < g.edges.length; i += 2) {
    const [u, v] = [g.edges[i], g.edges[i + 1]];
    assert.notEqual(u, v, 'a self-loop');
    keys.push(`${Math.min(u, v)} ${Math.max(u, v)}`);
  }
  assert.equal(new Set(keys).size, keys.length, 'a repeated edge');
  return keys.sort();
}

/** True when every vertex is reached from vertex 0. */
function connected(g) {
  const adj = adjacencyOf(g);
  const seen = new Set([0]);
  const stack = [0];
  while (stack.length) for (const w of adj[stack.pop()]) if (!seen.has(w)) seen.add(w), stack.push(w);
  return seen.size === g.n;
}

/** The length of the shortest cycle (BFS from every vertex), Infinity for a forest. */
function girth(g) {
  const adj = adjacencyOf(g);
  let best = Infinity;
  for (let s = 0; s < g.n; s++) {
    const dist = new Array(g.n).fill(-1);
    const parent = new Array(g.n).fill(-1);
    dist[s] = 0;
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i];
      for (const w of adj[u]) {
        if (dist[w] < 0) (dist[w] = dist[u] + 1), (parent[w] = u), queue.push(w);
        else if (parent[u] !== w) best = Math.min(best, dist[u] + dist[w] + 1);
      }
    }
  }
  return best;
}

/** Chooses a preset in the form, fills its settings and makes it. */
async function make(page, kind, settings = {}) {
  await page.locator('#graph-preset').selectOption(kind);
  await settled(page);
  for (const [field, value] of Object.entries(settings)) await page.locator(`#graph-${field}`).fill(String(value));
  if (Object.keys(settings).length) await page.locator('#graph-preset-form button[type="submit"]').click();
  await settled(page);
  return graph(page);
}

/** The address once the tab has written it. */
async function address(page) {
  await page.waitForTimeout(400); // (the tab writes its address 300 ms after a change)
  return page.evaluate(() => location.search);
}

describe('the graph presets', () => {
  test('each kind makes the graph its settings ask for, and its link reproduces it', async () => {
    const { page, problems, close } = await open('?game=graph');
    try {
      const kinds = await page.locator('#graph-preset option').evaluateAll((os) => os.filter((o) => o.value).map((o) => o.value));
      assert.deepEqual(kinds, ['bipartite', 'random', 'cycle', 'tree', 'petersen']);

      const petersen = await make(page, 'petersen');
      assert.equal(petersen.n, 10);
      assert.equal(edgeSet(petersen).length, 15);
      assert.ok(adjacencyOf(petersen).every((a) => a.length === 3), '3-regular');
      assert.equal(girth(petersen), 5);
      assert.equal(petersen.sides.length, 0, 'not bipartite');
      assert.equal(petersen.output, 'LOSE\n', 'a perfect matching: the placer loses everywhere');
      assert.equal(await address(page), '?game=graph&preset=petersen');
      for (const f of ['vertices', 'left', 'edges', 'seed']) assert.ok(await page.locator(`#graph-${f}`).isHidden(), `${f} is not Petersen's`);

      for (const n of [3, 7, 12]) {
        const cycle = await make(page, 'cycle', { vertices: n });
        assert.equal(cycle.n, n);
        assert.equal(edgeSet(cycle).length, n);
        assert.ok(adjacencyOf(cycle).every((a) => a.length === 2) && connected(cycle), `cycle ${n}`);
        assert.equal(girth(cycle), n);
        assert.equal(cycle.sides.length === n, n % 2 === 0, 'bipartite exactly when even');
      }

      for (const seed of [1, 2, 99]) {
        const tree = await make(page, 'tree', { vertices: 20, seed });
        assert.equal(tree.n, 20);
        assert.equal(edgeSet(tree).length, 19);
        assert.ok(connected(tree), `tree seed ${seed} is connected`);
      }

      for (const [n, m] of [[12, 16], [30, 45], [8, 28]]) {
        const g = await make(page, 'random', { vertices: n, edges: m, seed: 5 });
        assert.equal(g.n, n);
        assert.equal(edgeSet(g).length, m);
      }

      for (const [n, left, m] of [[12, 6, 16], [15, 4, 30], [9, 3, 12]]) {
        const g = await make(page, 'bipartite', { vertices: n, left, edges: m, seed: 7 });
        assert.equal(g.n, n);
        assert.equal(edgeSet(g).length, m);
        for (let i = 0; i < g.edges.length; i += 2) assert.notEqual(g.edges[i] < left, g.edges[i + 1] < left, `an edge inside a side (${n}, ${left})`);
        assert.equal(g.sides.length, n, 'the core finds it bipartite');
      }

      // The last graph's link reproduces it: the same edges in a new tab, and the same form.
      const link = await address(page);
      assert.equal(link, '?game=graph&preset=bipartite&vertices=9&left=3&edges=12&seed=7');
      const shown = await graph(page);
      const again = await open(link);
      try {
        const g = await graph(again.page);
        assert.deepEqual([g.n, g.edges, g.output], [shown.n, shown.edges, shown.output]);
        assert.equal(await again.page.locator('#graph-preset').inputValue(), 'bipartite');
        assert.equal(await again.page.locator('#graph-left').inputValue(), '3');
        assert.deepEqual(again.problems, []);
      } finally {
        await again.close();
      }

      // Another seed, another graph; the same seed, the same graph.
      const other = await make(page, 'bipartite', { seed: 8 });
      assert.notDeepEqual(other.edges, shown.edges);
      assert.deepEqual((await make(page, 'bipartite', { seed: 7 })).edges, shown.edges);

      // An edit leaves the preset: the link carries the graph's input.
      await page.locator('#judge-input').fill('3 2\n1 2\n2 3\n');
      await page.locator('#apply-input').click();
      await settled(page);
      assert.match(await address(page), /^\?game=graph&input=3\+2%0A1\+2%0A2\+3%0A$/);
      assert.equal(await page.locator('#graph-preset').inputValue(), '');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('settings out of range are refused beside the input, the graph shown kept; a bad link too', async () => {
    const { page, close } = await open('?game=graph&preset=cycle&vertices=5');
    try {
      assert.equal((await graph(page)).n, 5);
      const refusals = [
        ['cycle', { vertices: 2 }, /the number of vertices must be 3 to 2000, not 2/],
        ['random', { vertices: 2001 }, /the number of vertices must be 1 to 2000, not 2001/],
        ['random', { vertices: 5, edges: 11 }, /the number of edges must be 0 to 10, not 11/],
        ['bipartite', { vertices: 6, left: 6, edges: 1 }, /the vertices on the left must be 1 to 5, not 6/],
        ['tree', { vertices: 5, seed: 4294967296 }, /the seed must be 0 to 4294967295, not 4294967296/],
        ['tree', { vertices: '' }, /the number of vertices is missing/],
        ['tree', { vertices: 2.5 }, /the number of vertices must be a whole number, not 2.5/],
      ];
      for (const [kind, settings, error] of refusals) {
        await page.locator('#graph-preset').selectOption(kind); // (a new kind shows at once, or says why not)
        await settled(page);
        const before = await graph(page);
        for (const [field, value] of Object.entries(settings)) await page.locator(`#graph-${field}`).fill(String(value));
        await page.locator('#graph-preset-form button[type="submit"]').click();
        await settle(page);
        const shown = await page.locator('#input-error').textContent();
        assert.match(shown, error, kind);
        assert.match(shown, /the preset was not used/);
        assert.deepEqual((await graph(page)).edges, before.edges, `${kind}: the graph shown is kept`);
      }
    } finally {
      await close();
    }
    for (const [query, error] of [
      ['&preset=cycle&vertices=abc', /vertices must be a whole number, not "abc"/],
      ['&preset=random&vertices=4&edges=7', /the number of edges must be 0 to 6, not 7/],
      ['&preset=spiral', /unknown preset "spiral"/],
      ['&board=..%0A..%0A&moves=bishop', new RegExp(`moves must be ${RULES.join(' or ')}, not "bishop"`)],
      ['&board=2+2%0A.x%0A..%0A', /Line 2/],
    ]) {
      const { page, close } = await open(`?game=graph${query}`);
      try {
        assert.ok(await page.locator('#input-error').isVisible(), query);
        assert.match(await page.locator('#input-error').textContent(), error, query);
        const g = await graph(page);
        assert.equal(g.text, '5 4\n1 2\n2 3\n3 4\n3 5\n', `${query}: the default graph shows`);
      } finally {
        await close();
      }
    }
  });

  test('the form on a phone, in the dark and in Chinese (screenshots)', async () => {
    const shots = [
      ['light', '?game=graph&preset=bipartite&vertices=12&left=5&edges=18&seed=3', {}],
      ['dark', '?game=graph&preset=petersen', { colorScheme: 'dark' }],
      ['zh', '?game=graph&preset=random&vertices=14&edges=20&seed=2&lang=zh-CN', { locale: 'zh-CN' }],
      ['phone', '?game=graph&preset=tree&vertices=16&seed=4', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
    ];
    for (const [name, query, context] of shots) {
      const { page, problems, close } = await open(query, { context: { viewport: { width: 1280, height: 860 }, ...context } });
      try {
        const form = page.locator('#graph-preset-form');
        assert.ok(await form.isVisible(), name);
        assert.ok(await page.locator('#preset-form').isHidden(), 'the board games\' form is hidden');
        const box = await form.boundingBox();
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        assert.ok(box.x >= 0 && box.x + box.width <= width + 1, `${name}: the form fits the page (${box.x}+${box.width} of ${width})`);
        if (name === 'zh') {
          assert.equal(await page.locator('#graph-preset option:checked').textContent(), '随机图');
          assert.match(await form.textContent(), /顶点数.*边数.*种子/s);
        }
        await form.scrollIntoViewIfNeeded();
        await screenshot(page, `graph-presets-${name}`);
        if (name === 'phone') await screenshot(page, 'graph-presets-phone-full', { fullPage: true });
        assert.deepEqual(problems, [], name);
      } finally {
        await close();
      }
    }
  });
});

// --- Show as a graph ---------------------------------------------------------------

const MOVES = {
  rook: () => [[-1, 0], [1, 0], [0, -1], [0, 1]],
  king: () => [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  knight: () => [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]],
  // Hex cells: odd rows (0-based) sit half a cell to the right; the six cells touching one.
  hex: (r) => (r % 2 === 0 ? [[0, -1], [0, 1], [-1, -1], [-1, 0], [1, -1], [1, 0]] : [[0, -1], [0, 1], [-1, 0], [-1, 1], [1, 0], [1, 1]]),
};

/** The moves between free cells of `rows` under `moves`, as sorted "a b" pairs of vertices (free cells numbered row by row from 0). */
function boardEdges(rows, moves) {
  const [n, m] = [rows.length, rows[0].length];
  const vertex = new Map();
  for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (rows[r][c] === '.') vertex.set(r * m + c, vertex.size);
  const keys = new Set();
  for (const [cell, v] of vertex) {
    const [r, c] = [Math.floor(cell / m), cell % m];
    for (const [dr, dc] of MOVES[moves](r)) {
      const [a, b] = [r + dr, c + dc];
      if (a < 0 || b < 0 || a >= n || b >= m || rows[a][b] !== '.') continue;
      const w = vertex.get(a * m + b);
      keys.add(`${Math.min(v, w)} ${Math.max(v, w)}`);
    }
  }
  return { edges: [...keys].sort(), cells: [...vertex.keys()] };
}

function randomBoard(rows, cols, seed) {
  const next = rng(seed);
  for (;;) {
    const board = Array.from({ length: rows }, () => Array.from({ length: cols }, () => (next() < 0.3 ? '#' : '.')).join(''));
    if (board.some((row) => row.includes('.'))) return board;
  }
}

describe('Show as a graph', () => {
  const cases = [
    ['rook', randomBoard(3, 4, 1)],
    ['rook', randomBoard(5, 5, 2)],
    ['king', randomBoard(4, 4, 3)],
    ['king', randomBoard(5, 6, 4)],
    ['knight', randomBoard(4, 5, 5)],
    ['knight', randomBoard(5, 5, 6)],
    ['hex', randomBoard(4, 4, 7)],
    ['hex', randomBoard(5, 6, 8)],
  ];
  test('every move rule the core declares has its steps worked out here, and two boards below', () => {
    assert.deepEqual(Object.keys(MOVES).sort(), [...RULES].sort());
    assert.deepEqual([...new Set(cases.map(([moves]) => moves))].sort(), [...RULES].sort());
  });
  for (const [moves, rows] of cases) {
    test(`a ${rows.length}×${rows[0].length} board under ${moves} moves: its moves as edges, its winning cells as winning starts`, async () => {
      const input = `${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`;
      const { page, problems, close } = await open(`?game=geography&step=end&moves=${moves}&input=${encodeURIComponent(input)}`);
      try {
        await waitEnd(page);
        const boardOutput = await judgeOutput(page);
        await Promise.all([page.waitForURL(/game=graph/), page.locator('#show-graph').click()]);
        await settled(page);
        const g = await graph(page);
        const expected = boardEdges(rows, moves);
        assert.equal(g.n, expected.cells.length, 'a vertex per free cell');
        assert.deepEqual(g.cells, expected.cells, 'numbered row by row');
        assert.deepEqual(edgeSet(g), expected.edges, 'an edge per move between free cells');
        // The board's output names cells "r c" (1-based); the graph's names vertices.
        const cols = rows[0].length;
        const cellOf = (line) => {
          const [r, c] = line.split(' ').map(Number);
          return (r - 1) * cols + (c - 1);
        };
        const [verdict, ...cells] = boardOutput.trim().split('\n');
        const [graphVerdict, ...starts] = g.output.trim().split('\n');
        assert.equal(graphVerdict, verdict);
        assert.deepEqual(starts.map((v) => g.cells[Number(v) - 1]), cells.map(cellOf));
        const facts = await page.locator('#game-note').textContent();
        assert.match(facts, new RegExp(`${rows.length}×${cols} board with ${moves} moves as a graph`));
        const first = expected.cells[0];
        assert.match(facts, new RegExp(`vertex 1 is the cell in row ${Math.floor(first / cols) + 1}, column ${(first % cols) + 1}`));
        // The link keeps the board, so a reload keeps the numbering.
        assert.equal(await address(page), `?${new URLSearchParams({ game: 'graph', board: input, moves })}`);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  test('a 6×6 king board as a graph, in Chinese (screenshot); a board past the drawing cap opens undrawn', async () => {
    const rows = ['..#...', '.#....', '...##.', '#.....', '..#.#.', '......'];
    const input = `6 6\n${rows.join('\n')}\n`;
    const { page, problems, close } = await open(`?game=geography&step=end&moves=king&input=${encodeURIComponent(input)}`);
    try {
      await waitEnd(page);
      assert.ok(await page.locator('#show-graph').isVisible());
      await page.locator('#show-graph').scrollIntoViewIfNeeded();
      await screenshot(page, 'graph-presets-board-6x6');
      await Promise.all([page.waitForURL(/game=graph/), page.locator('#show-graph').click()]);
      await settled(page);
      const g = await graph(page);
      assert.equal(g.n, 29);
      // Pointing at a vertex names its cell.
      const p = await page.evaluate(() => window.gridplay.vertexPoint(0));
      await page.mouse.move(p.x, p.y);
      await page.locator('#hover').waitFor();
      assert.match(await page.locator('#hover').textContent(), /vertex 1: \d neighbours? \(the cell in row 1, column 1\)/);
      await screenshot(page, 'graph-presets-as-graph-6x6');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
    const zh = await open(`?game=geography&step=end&moves=king&lang=zh-CN&input=${encodeURIComponent(input)}`, { context: { viewport: { width: 1280, height: 860 }, locale: 'zh-CN' } });
    try {
      await waitEnd(zh.page);
      assert.equal(await zh.page.locator('#show-graph').textContent(), '画成图');
      await Promise.all([zh.page.waitForURL(/game=graph/), zh.page.locator('#show-graph').click()]);
      await settled(zh.page);
      assert.match(zh.page.url(), /lang=zh-CN/);
      assert.match(await zh.page.locator('#game-note').textContent(), /6×6 棋盘（王的走法）画成图.*顶点 1 是第 1 行第 1 列的格子/s);
      await screenshot(zh.page, 'graph-presets-as-graph-6x6-zh');
    } finally {
      await zh.close();
    }
    // 50×50 without walls: 2500 vertices, past the drawing cap of 2000.
    const big = `50 50\n${'.'.repeat(50).concat('\n').repeat(50)}`;
    const wide = await open(`?game=geography&step=end&input=${encodeURIComponent(big)}`);
    try {
      await waitEnd(wide.page);
      const boardOutput = await judgeOutput(wide.page);
      await Promise.all([wide.page.waitForURL(/game=graph/), wide.page.locator('#show-graph').click()]);
      await settled(wide.page);
      const g = await graph(wide.page);
      assert.equal(g.n, 2500);
      assert.equal(g.drawn, false);
      assert.ok(await wide.page.locator('#graph-big').isVisible());
      assert.equal(g.output, boardOutput, 'an even board: LOSE on both');
    } finally {
      await wide.close();
    }
  });

  test('a board too long for a link goes through sessionStorage: the graph opens, a reload keeps it, another tab says it is gone', { timeout: 300_000 }, async () => {
    // 990 × 1000, 30 % walls: 990 KB of text, over 1.5 MB as a URL parameter ('#' is %23).
    const next = rng(39);
    const rows = Array.from({ length: 990 }, () => Array.from({ length: 1000 }, () => (next() < 0.3 ? '#' : '.')).join(''));
    const input = `990 1000\n${rows.join('\n')}\n`;
    assert.ok(new URLSearchParams({ board: input }).toString().length > 1_000_000);
    const free = [];
    rows.forEach((row, r) => [...row].forEach((x, c) => x === '.' && free.push(r * 1000 + c)));
    let moves = 0; // rook moves between free cells
    for (let r = 0; r < 990; r++) for (let c = 0; c < 1000; c++) if (rows[r][c] === '.') moves += (rows[r][c + 1] === '.') + (rows[r + 1]?.[c] === '.');
    const facts = (page) =>
      page.evaluate(() => {
        const g = window.gridplay.graph();
        return { n: g.n, m: g.edges.length / 2, drawn: g.drawn, first: g.cells.slice(0, 3), last: g.cells.at(-1) };
      });
    const { page, problems, close } = await open('?game=geography');
    try {
      await page.evaluate((text) => (document.getElementById('judge-input').value = text), input);
      await page.locator('#apply-input').click();
      await page.waitForFunction(() => /990/.test(document.getElementById('board').getAttribute('aria-label')), null, { timeout: 120_000 });
      await Promise.all([page.waitForURL(/game=graph/, { timeout: 120_000 }), page.locator('#show-graph').click()]);
      assert.match(page.url(), /[?&]board=session%3A[0-9a-z]+&moves=rook/);
      assert.ok(page.url().length < 200, page.url());
      await settled(page);
      const want = { n: free.length, m: moves, drawn: false, first: free.slice(0, 3), last: free.at(-1) };
      assert.deepEqual(await facts(page), want);
      assert.match(await page.locator('#game-note').textContent(), /990×1,000 board with rook moves as a graph/);
      // The tab's address keeps the key; a reload in the same tab shows the board again.
      const search = await address(page);
      assert.match(search, /^\?game=graph&board=session%3A[0-9a-z]+&moves=rook$/);
      await page.reload({ waitUntil: 'networkidle' });
      await settled(page);
      assert.deepEqual(await facts(page), want);
      assert.deepEqual(problems, []);
      // Another tab (no sessionStorage of this one): the board is gone, and the page says so.
      const other = await open(`${search}&lang=zh-CN`);
      try {
        assert.ok(await other.page.locator('#input-error').isVisible());
        assert.match(await other.page.locator('#input-error').textContent(), /只保存在打开它的那个标签页里/);
        assert.equal((await graph(other.page)).text, '5 4\n1 2\n2 3\n3 4\n3 5\n', 'the default graph shows');
      } finally {
        await other.close();
      }
      const english = await open(search);
      try {
        assert.match(await english.page.locator('#input-error').textContent(), /handed over in the tab that opened it and is not here/);
      } finally {
        await english.close();
      }
    } finally {
      await close();
    }
  });

  test('the other games have no Show as a graph', async () => {
    for (const game of ['mine', 'slide']) {
      const { page, close } = await open(`?game=${game}`);
      try {
        await page.waitForFunction(() => window.gridplay && document.querySelector('#narration li'));
        assert.ok(await page.locator('#show-graph').isHidden(), game);
      } finally {
        await close();
      }
    }
  });
});
