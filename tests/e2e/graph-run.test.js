// The graph tab's run, animated (?game=graph; www/games/graph/run.js, marks.js,
// explain.js): on small random graphs, bipartite and not, with every algorithm the page
// offers, the run is stepped to its end through the page, and what it draws and says is
// checked against oracles written here, with no matching theory in them: the matched
// edges drawn form a matching as large as a brute-force search finds; the winning
// starts starred are those an exhaustive game search finds (the placer wins from v iff
// the player who moves first from v loses: a memoised search over (token, visited
// set)); the verdict names them, and Explain on each vertex names its winner (in its
// title too: "Why vertex 7 loses", "为什么顶点 7 必败"), in
// English and Chinese. Stepping, the timeline, a restart after an edit (not after a
// drag), the keyboard cursor and a graph too big to draw are checked too, and the
// pseudocode panel's words (vertices, not a board's cells); screenshots in
// tests/output/graph-run-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EN, ZH } from '../catalogues.js';
import { screenshot, startSite } from './harness.js';
import { adjacency, input, maxMatchingSize, pagePairs, randomGraph, say, treeWithChords, winningStarts } from './graph-oracle.js';
import { settle } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

// A 12-vertex bipartite graph (1–6 left, 7–12 right) on which Kuhn's last search, from
// 6, finds the augmenting path 6–7–1–8–2–9–3–10–4–11–5–12 through every vertex.
const BIPARTITE_12 = input(12, [[1, 7], [1, 8], [2, 8], [2, 9], [3, 9], [3, 10], [4, 10], [4, 11], [5, 11], [5, 12], [6, 7], [1, 10], [3, 12]]);
const PETERSEN_EDGES = [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1], [1, 6], [2, 7], [3, 8], [4, 9], [5, 10], [6, 8], [8, 10], [10, 7], [7, 9], [9, 6]];
const PETERSEN = input(10, PETERSEN_EDGES);
// The core's blossom search finds Petersen's perfect matching without meeting a blossom;
// with an eleventh vertex on vertex 1 one vertex stays unmatched, and the search for the
// winning starts from it contracts blossoms.
const PETERSEN_PENDANT = input(11, [...PETERSEN_EDGES, [1, 11]]);

const vertexName = (words, v) => say(words, 'graph.vertex', { v: v + 1 });
const graphOf = (page) => page.evaluate(() => window.gridplay.graph());

async function open(query = '', { lang = 'en', context = { viewport: { width: 1280, height: 900 } } } = {}) {
  const ctx = await site.browser.newContext(context);
  const page = await ctx.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  await page.goto(site.server.url(`index.html?game=graph&lang=${lang}${query}`), { waitUntil: 'networkidle' });
  await settled(page);
  return { page, problems, close: () => ctx.close() };
}

async function settled(page) {
  await page.waitForFunction(() => window.gridplay?.graph?.().settled, null, { timeout: 60_000 });
  await settle(page);
  await settle(page);
}

/** Shows `text` through the input box and waits for its run and layout. */
async function showGraph(page, text) {
  await page.locator('#judge-input').fill(text);
  await page.locator('#apply-input').click();
  await page.waitForFunction((t) => window.gridplay.graph().text === t && window.gridplay.graph().run?.step === 0, text);
  await settled(page);
}

/** Presses End and waits for the verdict step. */
async function toEnd(page) {
  await page.locator('#to-end').click();
  await page.waitForFunction(() => {
    const r = window.gridplay.graph().run;
    return r && r.complete && r.step === r.lastStep;
  });
  await settle(page);
  const g = await graphOf(page);
  assert.equal(g.run.event, 'verdict');
  return g;
}

async function clickVertex(page, v) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const p = await page.evaluate((v) => window.gridplay.vertexPoint(v), v);
  await page.mouse.click(p.x, p.y);
}

/** Explain's title for vertex `n` (1-based) that wins or loses, in each language's words, written out here. */
const TITLES = new Map([
  [EN, (n, wins) => `Why vertex ${n} ${wins ? 'wins' : 'loses'}`],
  [ZH, (n, wins) => `为什么顶点 ${n} ${wins ? '必胜' : '必败'}`],
]);

/** Checks the end of the run on graph `g` against the oracles, and Explain on every vertex. */
async function checkEnd(page, g, words, label) {
  const adj = adjacency(g.n, g.edges);
  const shown = await toEnd(page);
  const matching = shown.run.marks.matching;
  // A matching of the graph's edges, disjoint, as large as any.
  const ends = matching.flat();
  assert.equal(new Set(ends).size, ends.length, `${label}: matched edges share a vertex`);
  for (const [u, v] of matching) assert.ok(adj[u].includes(v), `${label}: ${u + 1}–${v + 1} is not an edge`);
  assert.equal(matching.length, maxMatchingSize(g.n, adj), `${label}: the matching drawn is not maximum`);
  const winning = winningStarts(g.n, adj);
  assert.deepEqual([...shown.run.marks.winning].sort((a, b) => a - b), winning, `${label}: winning starts marked`);
  // The verdict names them.
  if (winning.length) {
    assert.equal(shown.run.verdict, 'WIN');
    const list = winning.map((v) => v + 1).join(words['graph.listJoin']);
    assert.equal(shown.run.detail, say(words, 'graph.verdict.win', { w: winning.length, n: g.n, list }), label);
  } else {
    assert.equal(shown.run.verdict, 'LOSE');
    assert.equal(shown.run.detail, words['graph.verdict.lose'], label);
  }
  // Explain on each vertex: who wins, and the vertices it names.
  const matched = new Set(ends);
  for (let v = 0; v < g.n; v++) {
    await clickVertex(page, v);
    await page.waitForFunction((v) => window.gridplay.graph().explained?.vertex === v, v);
    const ex = (await graphOf(page)).explained;
    const text = await page.locator('#why-text').textContent();
    const me = vertexName(words, v);
    const wins = winning.includes(v);
    assert.equal(ex.wins, wins, `${label}: Explain on vertex ${v + 1}`);
    // The title names the vertex as the graph's words do: no space between 为什么 and 顶点.
    assert.equal(await page.locator('#why-title').textContent(), TITLES.get(words)(v + 1, wins), label);
    assert.ok(text.startsWith(say(words, wins ? 'graph.explain.summary.wins' : 'graph.explain.summary.loses', { me })), `${label}: ${text}`);
    if (wins && ex.path.length > 1) {
      // The path starts at a vertex the matching leaves free, and says so.
      assert.ok(!matched.has(ex.path[0]), `${label}: the path starts at a matched vertex`);
      assert.ok(text.includes(vertexName(words, ex.path[0])), text);
      for (let i = 1; i < ex.path.length; i++) assert.ok(adj[ex.path[i - 1]].includes(ex.path[i]), `${label}: the path leaves the graph`);
    } else if (!wins) {
      assert.ok(adj[v].includes(ex.partner), `${label}: the partner is not a neighbour`);
      assert.ok(matching.some(([a, b]) => (a === v && b === ex.partner) || (b === v && a === ex.partner)), `${label}: the partner is not v's in the matching drawn`);
      assert.ok(text.includes(vertexName(words, ex.partner)), text);
    }
  }
}

describe('the graph tab’s run', () => {
  test('steps to the end on random graphs with every algorithm: a maximum matching, the winning starts of a game search, the verdict and Explain name them', async () => {
    const { page, problems, close } = await open();
    try {
      for (let seed = 1; seed <= 12; seed++) {
        const bipartite = seed % 2 === 1;
        const g = randomGraph(seed * 7919, bipartite);
        await showGraph(page, input(g.n, g.edges));
        const algorithms = (await graphOf(page)).run.algorithms;
        assert.deepEqual([...algorithms].sort(), bipartite ? ['blossom', 'hopcroft-karp', 'kuhn'] : ['blossom'], `seed ${seed}`);
        for (const algorithm of algorithms) {
          await page.selectOption('#algorithm', algorithm);
          await page.waitForFunction((a) => window.gridplay.graph().run?.algorithm === a && window.gridplay.graph().run.step === 0, algorithm);
          await checkEnd(page, g, EN, `seed ${seed} ${algorithm}`);
        }
      }
      await screenshot(page, 'graph-run-explain'); // the last vertex explained: its title and words
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('in Chinese: the verdict and Explain say 顶点', async () => {
    const { page, problems, close } = await open('', { lang: 'zh-CN' });
    try {
      for (const seed of [3, 4]) {
        const g = randomGraph(seed * 104729, seed % 2 === 1);
        await showGraph(page, input(g.n, g.edges));
        await checkEnd(page, g, ZH, `zh seed ${seed}`);
      }
      assert.match(await page.locator('#narration').textContent(), /顶点/);
      await screenshot(page, 'graph-run-zh');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('the pseudocode panel and the greedy start\'s tooltip say vertices and a graph, never cells or a board, for every algorithm, in English and Chinese', async () => {
    // The board's words in each language (those of the board's pseudocode: a cell, the
    // board, the shaded side; 格 in 格子, 邻格, 死格, 空格), and the graph's word for a vertex.
    const WORDS = [
      ['en', /\b(cells?|board|shaded)\b/i, /\bvert(ex|ices)\b/],
      ['zh-CN', /格|棋盘|深色/, /顶点/],
    ];
    for (const [lang, board, vertex] of WORDS) {
      const { page, problems, close } = await open('', { lang });
      try {
        for (const [text, algorithms] of [[BIPARTITE_12, ['kuhn', 'hopcroft-karp']], [PETERSEN_PENDANT, ['blossom']]]) {
          await showGraph(page, text);
          for (const algorithm of algorithms) {
            await page.selectOption('#algorithm', algorithm);
            await page.waitForFunction((a) => window.gridplay.graph().run?.algorithm === a && window.gridplay.graph().run.step === 0, algorithm);
            for (const greedy of [false, true]) {
              await page.locator('#greedy').setChecked(greedy);
              await page.waitForFunction((g) => window.gridplay.graph().run?.greedy === g && window.gridplay.graph().run.step === 0, greedy);
              await settle(page);
              const lines = await page.locator('#code li').allTextContents();
              const label = `${lang} ${algorithm} greedy ${greedy}`;
              assert.ok(lines.length >= 10, `${label}: ${lines.length} lines`);
              const all = lines.join('\n');
              assert.doesNotMatch(all, board, label);
              assert.match(all, vertex, label);
              // No line is a key the catalogue lacks.
              assert.ok(lines.every((l) => !/^(graph|geography)\.code\./.test(l.trim())), `${label}: ${all}`);
              // Nor the greedy start's tooltip.
              const tip = await page.locator('#greedy').evaluate((el) => el.closest('label').title);
              assert.doesNotMatch(tip, board, `${label}: ${tip}`);
              assert.match(tip, vertex, `${label}: ${tip}`);
            }
            // The algorithm's own table: a heading names it.
            const head = { kuhn: /^(Kuhn|匈牙利算法)/, 'hopcroft-karp': /^Hopcroft–Karp/, blossom: /^(Blossom|带花树)/ }[algorithm];
            const lines = await page.locator('#code li').allTextContents();
            assert.ok(lines.some((l) => head.test(l.trim())), `${lang} ${algorithm}: ${lines.join(' | ')}`);
          }
        }
        // The greedy start is still on: the blossom run is shown at its first step.
        await page.locator('#code').scrollIntoViewIfNeeded();
        await screenshot(page, `graph-run-code-${lang}`);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });

  test('one step at a time with →, back with ←, the timeline seeks, the greedy start restarts', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(BIPARTITE_12)}`);
    try {
      await page.selectOption('#algorithm', 'kuhn');
      await page.waitForFunction(() => window.gridplay.graph().run?.algorithm === 'kuhn' && window.gridplay.graph().run.complete);
      await page.locator('#board').focus();
      const last = (await graphOf(page)).run.lastStep;
      assert.ok(last > 20, `${last} steps`);
      // The timeline's ticks are named under it: paths flipped, the end.
      const ticks = await page.locator('#tick-legend').textContent();
      assert.ok(ticks.includes(EN['geography.tick.step']) && ticks.includes(EN['geography.tick.end']), ticks);
      // Every step, one key press each, to the end; the narration's last line is the step's.
      for (let step = 1; step <= last; step++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((s) => window.gridplay.graph().run.step === s, step);
      }
      await settle(page);
      const end = await graphOf(page);
      assert.equal(end.run.event, 'verdict');
      const adj = adjacency(12, pagePairs(end.edges));
      assert.equal(end.run.marks.matching.length, maxMatchingSize(12, adj));
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((s) => window.gridplay.graph().run.step === s, last - 1);
      await page.locator('#back').click();
      await page.waitForFunction((s) => window.gridplay.graph().run.step === s, last - 2);
      // The timeline: a seek to a step, then the marks of that step.
      await page.locator('#scrubber').fill('7');
      await page.waitForFunction(() => window.gridplay.graph().run.step === 7);
      assert.equal(await page.locator('#step-info').textContent(), say(EN, 'play.stepOf', { step: 7, last }));
      await page.locator('#to-start').click();
      await page.waitForFunction(() => window.gridplay.graph().run.step === 0);
      // Hopcroft–Karp steps a BFS layer at once when asked (the option shows for it only).
      assert.equal(await page.locator('#grouped').isVisible(), false);
      await page.selectOption('#algorithm', 'hopcroft-karp');
      await page.waitForFunction(() => window.gridplay.graph().run?.algorithm === 'hopcroft-karp' && window.gridplay.graph().run.complete);
      await page.locator('#grouped').check();
      await page.locator('#forward').click();
      await page.waitForFunction(() => window.gridplay.graph().run.step === 1);
      await page.locator('#forward').click();
      await page.waitForFunction(() => window.gridplay.graph().run.step > 1);
      await settle(page); // (the marks are those of the last paint)
      const layer = await graphOf(page);
      assert.equal(layer.run.event, 'layer_reached');
      assert.ok(layer.run.step > 2, `one layer is one step: step ${layer.run.step}`);
      assert.ok(layer.run.marks.layered.length >= 2 && layer.run.marks.layered.every(([, d]) => d === 0), JSON.stringify(layer.run.marks.layered));
      await page.locator('#grouped').uncheck();
      await page.selectOption('#algorithm', 'kuhn');
      await page.waitForFunction(() => window.gridplay.graph().run?.algorithm === 'kuhn' && window.gridplay.graph().run.step === 0);
      // The greedy start is an option of the run: turned on, the run starts again with it.
      await page.locator('#greedy').check();
      await page.waitForFunction(() => window.gridplay.graph().run?.greedy === true && window.gridplay.graph().run.step === 0);
      assert.equal(await page.locator('#greedy-auto').textContent(), '');
      await checkEnd(page, { n: 12, edges: adj.flatMap((ws, u) => ws.filter((w) => w > u).map((w) => [u + 1, w + 1])) }, EN, 'greedy kuhn');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('an edit restarts the run, a drag does not; the keyboard cursor explains at the verdict', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent('4 3\n1 2\n2 3\n3 4\n')}`);
    try {
      for (let i = 0; i < 3; i++) await page.locator('#forward').click();
      await page.waitForFunction(() => window.gridplay.graph().run.step === 3);
      // A drag moves a vertex and leaves the run where it was.
      const a = await page.evaluate(() => window.gridplay.vertexPoint(0));
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(a.x + 30, a.y + 40, { steps: 5 });
      await page.mouse.up();
      await settled(page);
      assert.equal((await graphOf(page)).run.step, 3);
      // An edit (a vertex added in Edit mode) is a new graph: its run starts again.
      await page.locator('#edit-mode').click();
      const box = await page.locator('#board').boundingBox();
      const empty = await page.evaluate(({ x, y, width, height }) => {
        const g = window.gridplay.graph();
        const pts = Array.from({ length: g.n }, (_, v) => window.gridplay.vertexPoint(v));
        for (let i = 1; i < 20; i++) for (let j = 1; j < 20; j++) {
          const p = { x: x + (width * i) / 20, y: y + (height * j) / 20 };
          if (pts.every((q) => Math.hypot(q.x - p.x, q.y - p.y) > 60)) return p;
        }
        return null;
      }, box);
      await page.mouse.click(empty.x, empty.y);
      await page.waitForFunction(() => window.gridplay.graph().n === 5);
      await settled(page);
      let g = await graphOf(page);
      assert.equal(g.run.step, 0);
      await page.locator('#edit-mode').click();
      // Before the verdict a click on a vertex says when Explain works.
      await clickVertex(page, 1);
      assert.equal(await page.locator('#explain-note').textContent(), EN['graph.explain.later']);
      // At the verdict: Explain (E) turns the cursor on; it moves with the arrow keys to a
      // vertex in that direction, and Enter explains it.
      g = await toEnd(page);
      await page.locator('#board').focus();
      await page.keyboard.press('e');
      assert.equal((await graphOf(page)).explaining, true);
      assert.equal(await page.locator('#explain-mode').getAttribute('aria-pressed'), 'true');
      const before = (await graphOf(page)).cursor;
      for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']) {
        const from = (await graphOf(page)).cursor;
        await page.keyboard.press(key);
        const to = (await graphOf(page)).cursor;
        if (to !== from) {
          const [fx, fy, tx, ty] = [g.places[2 * from], g.places[2 * from + 1], g.places[2 * to], g.places[2 * to + 1]];
          const along = { ArrowRight: tx - fx, ArrowLeft: fx - tx, ArrowDown: ty - fy, ArrowUp: fy - ty }[key];
          assert.ok(along > 0, `${key} moved the cursor the other way`);
        }
      }
      assert.ok(before >= 0);
      const cursor = (await graphOf(page)).cursor;
      await page.keyboard.press('Enter');
      await page.waitForFunction((v) => window.gridplay.graph().explained?.vertex === v, cursor);
      assert.equal((await graphOf(page)).run.step, (await graphOf(page)).run.lastStep, 'the keys moved the cursor, not the run');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.gridplay.graph().explained === null && !window.gridplay.graph().explaining);
      // Off, the arrow keys step the run again.
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(() => window.gridplay.graph().run.step === window.gridplay.graph().run.lastStep - 1);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('past the drawing limit: no run, the verdict from the judge output, and why', async () => {
    const n = 2500;
    const edges = [];
    for (let v = 2; v <= n; v++) edges.push([v - 1, v]);
    const { page, problems, close } = await open();
    try {
      await page.evaluate((text) => (document.getElementById('judge-input').value = text), input(n, edges));
      await page.locator('#apply-input').click();
      await page.waitForFunction(() => window.gridplay.graph().n === 2500);
      assert.equal(await page.locator('.transport').isVisible(), false);
      assert.equal(await page.locator('#verdict strong').textContent(), 'LOSE'); // a path of even length has a perfect matching
      assert.match(await page.locator('#narration').textContent(), /2,000/);
      assert.equal(await page.locator('#judge-output').inputValue(), 'LOSE\n');
      // Back to a small graph: the run returns.
      await showGraph(page, '3 2\n1 2\n2 3\n');
      assert.equal(await page.locator('.transport').isVisible(), true);
      const g = await toEnd(page);
      assert.deepEqual(g.run.marks.winning.sort(), [0, 2]);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('a 2,000-vertex graph: recorded in slices, played to the end, its marks drawn; a screenshot', async () => {
    const { edges } = treeWithChords(2000, 3000 - 1999, 2000); // a spanning tree and 1001 chords
    const { page, problems, close } = await open();
    try {
      await page.evaluate((text) => (document.getElementById('judge-input').value = text), input(2000, edges));
      await page.locator('#apply-input').click();
      await page.waitForFunction(() => window.gridplay.graph().n === 2000 && window.gridplay.graph().run);
      await settled(page);
      const g = await toEnd(page);
      const adj = adjacency(2000, edges);
      const ends = g.run.marks.matching.flat();
      assert.equal(new Set(ends).size, ends.length);
      for (const [u, v] of g.run.marks.matching) assert.ok(adj[u].includes(v));
      // The winning starts starred are the judge output's (equal to the CLI's: graph-judge.test.js).
      const output = await page.locator('#judge-output').inputValue();
      const listed = output.startsWith('WIN') ? output.trim().split('\n').slice(1).map((v) => Number(v) - 1) : [];
      assert.deepEqual([...g.run.marks.winning].sort((a, b) => a - b), listed);
      await page.locator('#board').scrollIntoViewIfNeeded();
      await screenshot(page, 'graph-run-2000');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('screenshots: a 12-vertex bipartite graph mid-augmentation, Petersen with a blossom, dark, phone', async () => {
    const shots = [
      ['graph-run-augmenting', BIPARTITE_12, 'kuhn', (r) => r.event === 'path_found' && r.marks.path.length >= 4, {}],
      ['graph-run-hk', BIPARTITE_12, 'hopcroft-karp', (r) => r.marks.layered.some(([, d]) => d >= 3), {}],
      ['graph-run-petersen', PETERSEN, 'blossom', (r) => r.event === 'augmented' && r.marks.matching.length >= 3, {}],
      ['graph-run-petersen-blossom', PETERSEN_PENDANT, 'blossom', (r) => r.marks.blossom.cycle.length >= 5, {}],
      ['graph-run-petersen-dark', PETERSEN_PENDANT, 'blossom', (r) => r.marks.blossom.cycle.length >= 3, { colorScheme: 'dark' }],
      ['graph-run-phone', BIPARTITE_12, 'kuhn', (r) => r.event === 'path_found' && r.marks.path.length >= 4, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
    ];
    for (const [name, text, algorithm, wanted, context] of shots) {
      const { page, problems, close } = await open(`&input=${encodeURIComponent(text)}`, { context: { viewport: { width: 1280, height: 900 }, ...context } });
      try {
        await page.selectOption('#algorithm', algorithm);
        await page.waitForFunction((a) => window.gridplay.graph().run?.algorithm === a && window.gridplay.graph().run.complete, algorithm);
        const last = (await graphOf(page)).run.lastStep;
        let found = false;
        for (let step = 1; step <= last && !found; step++) {
          await page.evaluate((s) => window.gridplay.go(s), step);
          await page.waitForFunction((s) => window.gridplay.graph().run.step === s, step);
          await settle(page);
          found = wanted((await graphOf(page)).run);
        }
        assert.ok(found, `${name}: no step shows it`);
        await page.locator('#board').scrollIntoViewIfNeeded();
        await screenshot(page, name);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });
});
