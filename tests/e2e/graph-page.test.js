// The graph tab (?game=graph, 图): the graph read by the core, drawn two-sided or by
// forces, edited with the mouse and undone, the error beside the input keeping the last
// good graph, input= links, graphs too big to draw, both languages, a phone and the
// dark theme. The sides are checked here against the edges themselves (every edge
// crosses), the edits against edge sets worked out in the test. Screenshots in
// tests/output/graph-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EN, ZH } from '../catalogues.js';
import { pngStats, screenshot, startSite } from './harness.js';
import { input, pagePairs, sidesHold, treeWithChords } from './graph-oracle.js';
import { settle } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

// A 12-vertex bipartite graph: 1–6 on one side, 7–12 on the other.
const BIPARTITE_12 = input(12, [[1, 7], [1, 8], [2, 8], [2, 9], [3, 9], [3, 10], [4, 10], [4, 11], [5, 11], [5, 12], [6, 12], [6, 7], [1, 10], [3, 12], [2, 11]]);
// The Petersen graph: the outer 5-cycle, the spokes, the inner pentagram.
const PETERSEN = input(10, [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1], [1, 6], [2, 7], [3, 8], [4, 9], [5, 10], [6, 8], [8, 10], [10, 7], [7, 9], [9, 6]]);

/** A seeded random graph's judge input: n vertices and m edges (a random tree, then random chords). */
const randomGraph = (n, m, seed) => treeWithChords(n, m - (n - 1), seed).text;

const url = (query) => `index.html?game=graph${query}`;
const graph = (page) => page.evaluate(() => window.gridplay.graph());

/** Opens the tab at `query` and waits until its layout has settled. */
async function open(query = '', options = {}) {
  const context = await site.browser.newContext(options.context ?? { viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  await page.goto(site.server.url(url(query)), { waitUntil: 'networkidle' });
  await settled(page);
  return { page, problems, close: () => context.close() };
}

async function settled(page) {
  await page.waitForFunction(() => window.gridplay?.graph?.().settled, null, { timeout: 60_000 });
  await settle(page);
  await settle(page);
}

/** A point of the canvas (client px) at least `room` px from every vertex and edge. */
function emptyPoint(page, room = 40) {
  return page.evaluate((room) => {
    const g = window.gridplay.graph();
    const r = document.getElementById('board').getBoundingClientRect();
    const pts = Array.from({ length: g.n }, (_, v) => window.gridplay.vertexPoint(v));
    const far = (x, y) =>
      pts.every((p) => Math.hypot(p.x - x, p.y - y) > room) &&
      Array.from({ length: g.edges.length / 2 }, (_, i) => [pts[g.edges[2 * i]], pts[g.edges[2 * i + 1]]]).every(([a, b]) => {
        const [dx, dy] = [b.x - a.x, b.y - a.y];
        const t = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
        return Math.hypot(x - a.x - t * dx, y - a.y - t * dy) > room;
      });
    for (let y = r.top + 12; y < r.bottom - 12; y += 6) for (let x = r.left + 12; x < r.right - 80; x += 6) if (far(x, y)) return { x, y };
    return null;
  }, room);
}

const point = (page, v) => page.evaluate((v) => window.gridplay.vertexPoint(v), v);
const pairs = (g) => new Set(pagePairs(g.edges).map(([u, v]) => `${u} ${v}`));

describe('the graph tab', () => {
  test('opens on the core\'s default graph, two-sided, with its facts, legend and tab; the canvas is drawn', async () => {
    const { page, problems, close } = await open();
    try {
      const g = await graph(page);
      assert.equal(g.n, 5);
      assert.equal(g.layout, 'layered');
      assert.ok(sidesHold(g.n, pagePairs(g.edges), g.sides));
      // Side 0 left of side 1.
      const xs = (side) => g.sides.flatMap((s, v) => (s === side ? [g.places[2 * v]] : []));
      assert.ok(Math.max(...xs(0)) < Math.min(...xs(1)));
      assert.equal(await page.locator('#games a[aria-current="page"]').textContent(), 'Graph');
      assert.match(await page.locator('#game-note').textContent(), /5 vertices, 4 edges\..*Bipartite/);
      // The graph's three entries first, then the run's marks (tests/e2e/graph-run.test.js).
      assert.deepEqual((await page.locator('#legend li').allTextContents()).slice(0, 3), [EN['graph.legend.left'], EN['graph.legend.right'], EN['graph.legend.edge']]);
      assert.ok(await page.locator('.transport').isVisible(), 'the run to step through');
      const stats = pngStats(await page.locator('#board').screenshot());
      assert.ok(stats.colors > 10, `${stats.colors} colours`);
      assert.equal(await page.evaluate(() => location.search), '?game=graph');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('a 12-vertex bipartite graph: two sides and forces, switched; screenshots', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(BIPARTITE_12)}`);
    try {
      let g = await graph(page);
      assert.equal(g.n, 12);
      assert.equal(g.edges.length / 2, 15);
      assert.ok(sidesHold(g.n, pagePairs(g.edges), g.sides));
      assert.match(await page.locator('#game-note').textContent(), /left side \(6 vertices\) to the right side \(6 vertices\)/);
      await screenshot(page, 'graph-bipartite-layered');
      await page.selectOption('#graph-layout', 'force');
      await settled(page);
      g = await graph(page);
      assert.equal(g.layout, 'force');
      await page.waitForFunction(() => /layout=force/.test(location.search));
      await screenshot(page, 'graph-bipartite-force');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('the Petersen graph: not bipartite, its odd cycle named and drawn, the two-sided drawing not offered', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(PETERSEN)}&layout=layered`);
    try {
      const g = await graph(page);
      assert.equal(g.layout, 'force');
      assert.deepEqual(g.sides, []);
      assert.equal(g.cycle.length % 2, 1);
      const edges = pairs(g);
      g.cycle.forEach((v, i) => {
        const w = g.cycle[(i + 1) % g.cycle.length];
        assert.ok(edges.has(`${Math.min(v, w) + 1} ${Math.max(v, w) + 1}`));
      });
      assert.match(await page.locator('#game-note').textContent(), /Not bipartite: the odd cycle \d+ – /);
      assert.ok(await page.locator('#graph-layout option[value="layered"]').isDisabled());
      assert.ok(await page.getByText(EN['graph.noLayered']).isVisible());
      await screenshot(page, 'graph-petersen');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('bad input: the error with its line and column beside the box, the last good graph kept; fixed, it is used', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(BIPARTITE_12)}`);
    try {
      await page.locator('#judge-input').fill('3 2\n1 2\n2 2\n');
      await page.getByRole('button', { name: 'Use this input' }).click();
      const error = page.locator('#input-error');
      await error.waitFor();
      assert.match(await error.textContent(), /^Line 3, column 1: edge 2 joins vertex 2 to itself: a self-loop is not a move\. The graph shown is still the last good one/);
      assert.equal((await graph(page)).n, 12);
      // Fixing the text: tried again as typing stops, and used.
      await page.locator('#judge-input').fill('3 2\n1 2\n2 3\n');
      await page.waitForFunction(() => window.gridplay.graph().n === 3);
      assert.ok(await error.isHidden());
      await page.waitForFunction(() => new URLSearchParams(location.search).get('input') === '3 2\n1 2\n2 3\n');
      // Open file…: a file's graph is used as a pasted one.
      await page.locator('#file').setInputFiles({ name: 'petersen.txt', mimeType: 'text/plain', buffer: Buffer.from(PETERSEN) });
      await page.waitForFunction(() => window.gridplay.graph().n === 10);
      assert.equal(await page.locator('#judge-input').inputValue(), PETERSEN);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('a link with bad input shows the default graph and the error; unknown parameters are named', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent('2 1\n1 3\n')}&step=end`);
    try {
      assert.equal((await graph(page)).n, 5);
      assert.match(await page.locator('#input-error').textContent(), /Line 2, column 3: the second vertex of edge 1 of 1 is 3, not a vertex \(1 to 2\)\. .*\(the link was not used\)/);
      assert.equal(await page.locator('#judge-input').inputValue(), '2 1\n1 3\n');
      assert.match(await page.locator('#notice').textContent(), /step="end" does not apply to a graph/);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('Edit mode: a click adds a vertex, a drag joins two, a click deletes; each read back by the core; undo and redo', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent('4 2\n1 2\n3 4\n')}`);
    try {
      const start = await graph(page);
      // Outside Edit mode a click changes nothing.
      let at = await emptyPoint(page);
      await page.mouse.click(at.x, at.y);
      assert.equal((await graph(page)).n, 4);
      await page.locator('#board').focus();
      await page.keyboard.press('d');
      assert.equal(await page.locator('#edit-mode').getAttribute('aria-pressed'), 'true');
      at = await emptyPoint(page);
      await page.mouse.click(at.x, at.y);
      await settled(page);
      let g = await graph(page);
      assert.equal(g.n, 5);
      assert.deepEqual(pairs(g), new Set(['1 2', '3 4']));
      assert.equal(g.text, '5 2\n1 2\n3 4\n');
      // The new vertex is where the click was (the force layout only tidies).
      // A drag from vertex 2 to vertex 5 joins them.
      const [a, b] = [await point(page, 1), await point(page, 4)];
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
      await page.mouse.move(b.x, b.y, { steps: 4 });
      await page.mouse.up();
      await settled(page);
      g = await graph(page);
      assert.deepEqual(pairs(g), new Set(['1 2', '3 4', '2 5']));
      assert.match(await page.locator('#edit-note').textContent(), /Joined 2 and 5/);
      // A click on vertex 1 deletes it: its edge goes, and the others move down by one.
      const one = await point(page, 0);
      await page.mouse.click(one.x, one.y);
      await settled(page);
      g = await graph(page);
      assert.equal(g.n, 4);
      assert.deepEqual(pairs(g), new Set(['2 3', '1 4']));
      assert.equal(await page.locator('#judge-input').inputValue(), g.text);
      // A click on an edge deletes it.
      const [c, d] = [await point(page, 1), await point(page, 2)];
      await page.mouse.click((c.x + d.x) / 2, (c.y + d.y) / 2);
      await settled(page);
      assert.deepEqual(pairs(await graph(page)), new Set(['1 4']));
      // Undo three times: back to the graph with the new vertex, then to the start.
      for (const want of [['2 3', '1 4'], ['1 2', '3 4', '2 5'], ['1 2', '3 4']]) {
        await page.keyboard.press('Control+z');
        await settled(page);
        assert.deepEqual(pairs(await graph(page)), new Set(want));
      }
      await page.getByRole('button', { name: 'Undo' }).click();
      await settled(page);
      g = await graph(page);
      assert.equal(g.text, start.text);
      assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled());
      await page.getByRole('button', { name: 'Redo' }).click();
      await settled(page);
      assert.equal((await graph(page)).n, 5);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('outside Edit mode a vertex is dragged and stays; the wheel zooms', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(PETERSEN)}`);
    try {
      const a = await point(page, 0);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(a.x + 60, a.y + 40, { steps: 6 });
      await page.mouse.up();
      await settled(page);
      const moved = await point(page, 0);
      assert.ok(Math.hypot(moved.x - a.x - 60, moved.y - a.y - 40) < 8, JSON.stringify([a, moved]));
      const before = await page.evaluate(() => window.gridplay.viewport().scale);
      await page.mouse.wheel(0, 300);
      await settle(page);
      assert.ok((await page.evaluate(() => window.gridplay.viewport().scale)) < before);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('2000 vertices are drawn (the force layout settles); 2001 are not, and the page says why', async () => {
    // (Pasted: a link with 40 KB of input is longer than the test server takes.)
    const { page, problems, close } = await open();
    try {
      // (Set, not typed: typing 40 KB into the box takes the test tens of seconds.)
      const put = (text) => page.evaluate((text) => (document.getElementById('judge-input').value = text), text);
      await put(randomGraph(2000, 3000, 7));
      const t0 = Date.now();
      await page.getByRole('button', { name: 'Use this input' }).click();
      await page.waitForFunction(() => window.gridplay.graph().n === 2000);
      await settled(page);
      const g = await graph(page);
      console.log(`2000 vertices, 3000 edges: read, laid out and settled ${Date.now() - t0} ms after Use this input`);
      assert.equal(g.n, 2000);
      assert.ok(g.drawn);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'graph-2000');
      // Too big: pasted as a new input.
      await put(randomGraph(2001, 2500, 8));
      await page.getByRole('button', { name: 'Use this input' }).click();
      await page.waitForFunction(() => window.gridplay.graph().n === 2001);
      const now = await graph(page);
      assert.ok(!now.drawn);
      const note = page.locator('#graph-big');
      assert.equal(await note.textContent(), EN['graph.tooBig'].replace('{n}', '2,001').replace('{max}', '2,000'));
      assert.ok(await page.locator('#edit-mode').isDisabled());
      assert.match(await page.locator('#game-note').textContent(), /2,001 vertices, 2,500 edges\./);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'graph-2001');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('Copy link reopens the graph and its drawing; the Language select reopens it in Chinese', async () => {
    const context = { viewport: { width: 1280, height: 860 }, permissions: ['clipboard-read', 'clipboard-write'] };
    const { page, problems, close } = await open(`&input=${encodeURIComponent(BIPARTITE_12)}`, { context });
    try {
      await page.selectOption('#graph-layout', 'force');
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      assert.deepEqual(Object.fromEntries(new URL(link).searchParams), { game: 'graph', input: BIPARTITE_12, layout: 'force' });
      const again = await page.context().newPage();
      await again.goto(link, { waitUntil: 'networkidle' });
      await settled(again);
      const [a, b] = [await graph(page), await graph(again)];
      assert.deepEqual([b.text, b.layout], [a.text, 'force']);
      await again.close();
      await page.selectOption('#lang', 'zh-CN');
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN' && window.gridplay?.graph?.().n === 12);
      assert.equal(new URL(page.url()).searchParams.get('input'), BIPARTITE_12);
      assert.equal(await page.locator('#games a[aria-current="page"]').textContent(), '图');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('in Chinese: the tab 图, the facts, the layout words and the core\'s error in Chinese', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(PETERSEN)}&lang=zh-CN`);
    try {
      assert.equal(await page.locator('#games a[aria-current="page"]').textContent(), '图');
      assert.match(await page.locator('#game-note').textContent(), /^10 个顶点，15 条边。不是二分图：奇环/);
      assert.equal(await page.locator('#graph-again').textContent(), ZH['graph.layoutAgain']);
      await screenshot(page, 'graph-zh');
      await page.locator('#judge-input').fill('3 1\n1 1\n');
      await page.locator('#apply-input').click();
      assert.match(await page.locator('#input-error').textContent(), /^第 2 行第 1 列：第 1 条边把顶点 1 连到它自己：自环不是一步移动。显示的仍是上一张正确的图/);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('on a phone, in the dark: the drawing, its buttons and the input in one column; taps never edit outside Edit mode', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, colorScheme: 'dark' };
    const { page, problems, close } = await open(`&input=${encodeURIComponent(BIPARTITE_12)}`, { context: phone });
    try {
      const board = await page.locator('#board').boundingBox();
      assert.ok(board.width > 300 && board.height > 250, JSON.stringify(board));
      const bg = await page.evaluate(() => {
        const c = document.getElementById('board');
        const ctx = c.getContext('2d');
        return Array.from(ctx.getImageData(2, 2, 1, 1).data.slice(0, 3));
      });
      assert.ok(bg.every((x) => x < 40), `dark background ${bg}`);
      await screenshot(page, 'graph-phone-dark');
      await screenshot(page, 'graph-phone-dark-full', { fullPage: true });
      const at = await emptyPoint(page, 16);
      await page.touchscreen.tap(at.x, at.y);
      await settle(page);
      assert.equal((await graph(page)).n, 12);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
