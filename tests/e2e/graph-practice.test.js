// Practice on the graph tab (?practice=graph, kind graph-winning-starts): small random
// graphs, answered by clicking vertices or with the keyboard, judged right or wrong as
// an exhaustive game search written here says (memoised over the token and the set of
// vertices visited; no matching theory); the vertices named as missed and chosen
// wrongly are exactly the difference; the why names a vertex and draws a matching and
// a path that hold by the search and by a brute-force maximum matching written here;
// the summary counts; both languages; the same link gives the same questions; Edit
// mode and the judge output stay out of the way; no console errors. Screenshots of a
// question answered wrongly, its why drawn (light, dark, phone, Chinese), in
// tests/output/graph-practice-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pngStats, screenshot, startSite } from './harness.js';
import { settle } from './page-helpers.js';
import { CATALOGUES, list, say } from './lesson-oracle.js';
import { adjacency, maximumMatchings, readInput, winningStarts } from './graph-oracle.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const KIND = 'graph-winning-starts';
const practice = (page) => page.evaluate(() => window.gridplay.practice());

/** Judge input `text` as { n, edges: [[u, v]] (0-based, each once), adj (0-based neighbour lists) }. */
function readGraph(text) {
  const { n, edges } = readInput(text);
  const adj = adjacency(n, edges);
  return { n, edges: adj.flatMap((ws, u) => ws.filter((w) => u < w).map((w) => [u, w])), adj };
}

/** The vertices where the player who places the token wins, by playing every game out (graph-oracle.js). */
const winningStartsBySearch = ({ n, adj }) => winningStarts(n, adj);

const sameEdge = ([a, b], [c, d]) => (a === c && b === d) || (a === d && b === c);

/** Asserts `pairs` is a matching of the graph's edges of maximum size; returns partner(v). */
function assertMaximumMatching(g, pairs, label) {
  const size = maximumMatchings(g.edges)[0].length;
  assert.equal(pairs.length, size, `${label}: the drawn matching has ${pairs.length} pairs, a maximum one ${size}`);
  const partner = new Map();
  for (const [u, v] of pairs) {
    assert.ok(g.adj[u].includes(v), `${label}: ${u + 1}–${v + 1} is no edge`);
    assert.ok(!partner.has(u) && !partner.has(v), `${label}: a vertex is matched twice`);
    partner.set(u, v);
    partner.set(v, u);
  }
  return partner;
}

const vertexName = (lang, v) => say(lang, 'practice.graph.vertex', { v: v + 1 });

/**
 * Checks the why of a wrong answer against the oracles: the vertex it is about is one
 * missed or chosen wrongly; for a win the drawn matching is maximum, leaves the vertex
 * unmatched, and the path drawn alternates from the vertex it names to the vertex
 * (its edges are edges, every second one in the matching); for a loss every maximum
 * matching covers the vertex, and the drawn one matches it to the partner named.
 * The sentence is the catalogue's, filled in with those vertices.
 */
function assertWhy(lang, g, p, whyText, wins) {
  const ex = p.drawn;
  assert.ok(ex, 'the why is drawn');
  const v = ex.vertex;
  assert.ok([...p.missed, ...p.wrong].includes(v), `the why is about vertex ${v + 1}, neither missed nor chosen wrongly`);
  // The first vertex chosen wrongly, else the first missed.
  assert.equal(v, p.wrong.length ? p.wrong[0] : p.missed[0]);
  assert.equal(ex.wins, wins.includes(v), `vertex ${v + 1}: the search says it ${wins.includes(v) ? 'wins' : 'loses'}`);
  const partner = assertMaximumMatching(g, ex.matching, `vertex ${v + 1}`);
  const me = vertexName(lang, v);
  const pairs = say(lang, 'practice.graph.pairs', { n: ex.matching.length });
  if (ex.wins) {
    assert.ok(!partner.has(v), `vertex ${v + 1} is matched in the matching drawn for its win`);
    const path = ex.path;
    assert.equal(path.at(-1), v);
    assert.equal((path.length - 1) % 2, 0, 'an even alternating path');
    for (let i = 0; i + 1 < path.length; i++) {
      assert.ok(g.adj[path[i]].includes(path[i + 1]), `path step ${path[i] + 1}–${path[i + 1] + 1} is no edge`);
      // Flipped along the path: its 1st, 3rd, … edges are in the matching drawn, the others not.
      assert.equal(partner.get(path[i]) === path[i + 1], i % 2 === 0, `path edge ${i + 1}`);
    }
    const expected =
      path.length === 1
        ? say(lang, 'practice.graph.winsUnmatched', { me, pairs })
        : say(lang, 'practice.graph.winsPath', { me, start: vertexName(lang, path[0]), edges: path.length - 1, pairs });
    assert.equal(whyText, expected);
  } else {
    assert.ok(maximumMatchings(g.edges).every((m) => m.some(([a, b]) => a === v || b === v)), `some maximum matching leaves vertex ${v + 1} unmatched`);
    assert.equal(partner.get(v), ex.partner);
    assert.ok(ex.matching.some((e) => sameEdge(e, [v, ex.partner])));
    assert.equal(whyText, say(lang, 'practice.graph.loses', { me, p: vertexName(lang, ex.partner), pairs }));
  }
}

/** Opens a practice link on the graph tab and waits for its first question, laid out. */
async function openPractice(query, options = {}) {
  const context = await site.browser.newContext(options.context ?? { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  await page.goto(site.server.url(`index.html${query}`), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.gridplay?.practice?.(), null, { timeout: 60_000 });
  await settled(page);
  return { page, problems, close: () => context.close() };
}

async function settled(page) {
  await page.waitForFunction(() => window.gridplay.graph().settled, null, { timeout: 60_000 });
  await settle(page);
}

async function clickVertex(page, v) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const { x, y } = await page.evaluate((v) => window.gridplay.vertexPoint(v), v);
  await page.mouse.click(x, y);
}

/** Sets the answer to exactly `vertices` by clicking (the chosen ones not wanted are clicked off). */
async function choose(page, vertices) {
  const now = new Set((await practice(page)).selected);
  for (const v of new Set([...now, ...vertices])) if (now.has(v) !== vertices.includes(v)) await clickVertex(page, v);
  assert.deepEqual((await practice(page)).selected, [...vertices].sort((a, b) => a - b));
}

/** The words of the Practice result region, paragraph by paragraph. */
const resultLines = (page) => page.locator('#practice-result > *').allInnerTexts();

describe('practice on the graph tab', () => {
  for (const seed of [3, 7, 41, 2024]) {
    test(`seed ${seed}: the page accepts exactly the search's winning starts, grades a wrong answer with the difference and a true why, and the summary counts`, async () => {
      const lang = 'en';
      const query = `?practice=graph&seed=${seed}&count=3`;
      const { page, problems, close } = await openPractice(query);
      try {
        // The address is the practice's; nothing gives the answer away; Edit stays off.
        await page.waitForFunction((q) => location.search === q, `${query}&kind=${KIND}`);
        assert.equal(await page.locator('#judge-output').isVisible(), false);
        assert.equal(await page.locator('#edit-mode').isVisible(), false);
        const inputs = [];
        let p = await practice(page);
        assert.equal(p.kind, KIND);
        assert.deepEqual(p.progress, { k: 1, n: 3 });
        const prompt = await page.locator('.practice-prompt').innerText();
        assert.equal(prompt, say(lang, `practice.prompt.${KIND}`));

        // Question 1: a wrong answer, then the right one.
        let g = readGraph(p.input);
        inputs.push(p.input);
        assert.deepEqual(await page.evaluate(() => window.gridplay.graph().n), g.n, 'the question is the graph drawn');
        let wins = winningStartsBySearch(g);
        // Wrong: the winning starts with vertex 1 flipped (when that leaves nothing, the last vertex instead, which loses then).
        const flip = (set, v) => (set.includes(v) ? set.filter((w) => w !== v) : [...set, v]);
        let answer = flip(wins, 0);
        if (answer.length === 0) answer = [g.n - 1];
        await choose(page, answer);
        await page.keyboard.press('d'); // Edit mode's key does nothing while practising
        assert.equal(await page.evaluate(() => window.gridplay.graph().editing), false);
        await page.getByRole('button', { name: 'Check answer' }).click();
        p = await practice(page);
        assert.equal(p.result, 'wrong');
        assert.deepEqual(p.missed, wins.filter((v) => !answer.includes(v)));
        assert.deepEqual(p.wrong, answer.filter((v) => !wins.includes(v)).sort((a, b) => a - b));
        const lines = await resultLines(page);
        assert.equal(lines[0], say(lang, 'practice.wrong'));
        const named = [];
        if (p.missed.length) named.push(say(lang, 'practice.graph.missed', { n: p.missed.length, cells: list(lang, p.missed.map((v) => vertexName(lang, v))) }));
        if (p.wrong.length) named.push(say(lang, 'practice.graph.wrong', { n: p.wrong.length, cells: list(lang, p.wrong.map((v) => vertexName(lang, v))) }));
        assert.deepEqual(lines.slice(1, 1 + named.length), named);
        assertWhy(lang, g, p, lines[1 + named.length], wins);
        // Fixed: right (the question counted once, at its first check).
        if (wins.length) await choose(page, wins);
        else await page.getByRole('button', { name: say(lang, 'practice.noStart') }).click();
        await page.getByRole('button', { name: 'Check answer' }).click();
        p = await practice(page);
        assert.equal(p.result, 'correct');
        assert.equal(p.drawn, null);
        assert.deepEqual(p.score, { right: 0, answered: 1, streak: 0 });

        // Question 2: the right answer with the keyboard (arrows reach every vertex; Space toggles).
        await page.getByRole('button', { name: 'New question' }).click();
        await settled(page);
        p = await practice(page);
        assert.deepEqual(p.progress, { k: 2, n: 3 });
        g = readGraph(p.input);
        inputs.push(p.input);
        wins = winningStartsBySearch(g);
        await page.locator('#board').focus();
        const reached = await keyboardChoose(page, g.n, wins);
        assert.deepEqual(reached, [...Array(g.n).keys()], 'the arrow keys reach every vertex');
        assert.deepEqual((await practice(page)).selected, wins, 'the keyboard chose the winning starts');
        if (!wins.length) await page.getByRole('button', { name: say(lang, 'practice.noStart') }).click();
        await page.locator('#board').focus();
        await page.keyboard.press('Enter');
        p = await practice(page);
        assert.equal(p.result, 'correct', `question 2: ${p.input}`);

        // Question 3: right by clicks, then the summary.
        await page.getByRole('button', { name: 'New question' }).click();
        await settled(page);
        p = await practice(page);
        g = readGraph(p.input);
        inputs.push(p.input);
        wins = winningStartsBySearch(g);
        if (wins.length) await choose(page, wins);
        else await page.getByRole('button', { name: say(lang, 'practice.noStart') }).click();
        await page.getByRole('button', { name: 'Check answer' }).click();
        p = await practice(page);
        assert.equal(p.result, 'correct');
        assert.deepEqual(p.summary.map((i) => i.ok), [false, true, true]);
        assert.equal(await page.locator('#practice-summary .practice-total').innerText(), say(lang, 'practice.summary.score', { right: 2, n: 3 }));
        assert.equal(p.summary[1].link, `${query}&kind=${KIND}&q=2`);
        assert.deepEqual(problems, []);

        // The same link gives the same questions: question 2's, opened from its link.
        const again = await openPractice(p.summary[1].link);
        try {
          const q2 = await practice(again.page);
          assert.equal(q2.input, inputs[1]);
          assert.deepEqual(q2.progress, { k: 2, n: 3 });
          assert.deepEqual(again.problems, []);
        } finally {
          await again.close();
        }
      } finally {
        await close();
      }
    });
  }

  test('Show answer rings the search’s winning starts; No winning start is graded; Copy result and the Learn menu', async () => {
    const { page, problems, close } = await openPractice('?practice=graph&seed=5&count=2');
    try {
      let p = await practice(page);
      const wins = winningStartsBySearch(readGraph(p.input));
      await page.getByRole('button', { name: 'Show answer' }).click();
      const shown = await resultLines(page);
      const names = wins.map((v) => vertexName('en', v));
      assert.deepEqual(shown, [wins.length ? say('en', 'practice.answer.graph', { n: wins.length, vertices: list('en', names) }) : say('en', 'practice.answer.graphNone')]);
      // Question 2: No winning start, graded as the search says.
      await page.getByRole('button', { name: 'New question' }).click();
      await settled(page);
      p = await practice(page);
      const wins2 = winningStartsBySearch(readGraph(p.input));
      await page.getByRole('button', { name: say('en', 'practice.noStart') }).click();
      await page.getByRole('button', { name: 'Check answer' }).click();
      p = await practice(page);
      assert.equal(p.result, wins2.length ? 'wrong' : 'correct');
      assert.deepEqual(p.missed, wins2);
      assert.ok(await page.locator('#practice-copy').isVisible());
      assert.deepEqual(p.summary.map((i) => i.shown), [true, false]);
      // The Learn menu lists the graph's practice.
      assert.equal(await page.locator('#learn a[href^="?practice=graph"]').count(), 1);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('a wrong answer with its why drawn: light, dark, phone and Chinese screenshots', async () => {
    // Questions 1 and 3 are bipartite (drawn two-sided), 2 has an odd cycle.
    const cases = [
      ['light', { viewport: { width: 1280, height: 900 } }, 'en', 1],
      ['dark', { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' }, 'en', 2],
      ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, 'en', 3],
      ['zh', { viewport: { width: 1280, height: 900 } }, 'zh-CN', 1],
    ];
    for (const [name, context, lang, q] of cases) {
      const { page, problems, close } = await openPractice(`?practice=graph&seed=7&count=4&q=${q}${lang === 'en' ? '' : `&lang=${lang}`}`, { context });
      try {
        const p0 = await practice(page);
        const g = readGraph(p0.input);
        const wins = winningStartsBySearch(g);
        // Chosen: one winning start too few and one losing vertex too many, when there are.
        const losing = [...Array(g.n).keys()].filter((v) => !wins.includes(v));
        const answer = [...wins.slice(1), ...losing.slice(0, 1)];
        await choose(page, answer.length ? answer : [0]);
        await page.locator('#practice-check').click();
        const p = await practice(page);
        assert.equal(p.result, 'wrong');
        const lines = await resultLines(page);
        assert.equal(lines[0], say(lang, 'practice.wrong'));
        assert.equal(await page.locator('.practice-prompt').innerText(), CATALOGUES[lang][`practice.prompt.${KIND}`]);
        assertWhy(lang, g, p, lines.at(-1), wins);
        await page.locator('#board').scrollIntoViewIfNeeded();
        await settle(page);
        const png = await screenshot(page, `graph-practice-${name}`, { fullPage: true });
        assert.ok(pngStats(png).colors > 20, `${name}: the screenshot is not blank`);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });
});

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * Chooses `wins` with the keyboard only. Explores the arrow keys from the cursor's
 * start (vertex 1): each key pressed once at each vertex reached, walking known moves
 * to the nearest vertex with a key not tried yet; every move goes to a vertex ahead in
 * the arrow's direction on screen, or stays when none is ahead. Then walks to each
 * winning start and presses Space. Returns the vertices the arrows reached.
 */
async function keyboardChoose(page, n, wins) {
  const cursor = async () => (await practice(page)).cursor;
  const points = await page.evaluate((n) => Array.from({ length: n }, (_, v) => window.gridplay.vertexPoint(v)), n);
  const moves = new Map(); // vertex -> Map(key -> vertex)
  let at = await cursor();
  assert.equal(at, 0, 'the cursor starts at vertex 1');
  /** The keys that walk known moves from `from` to the nearest vertex passing `goal`, or null. */
  const route = (from, goal) => {
    const back = new Map([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const v = queue.shift();
      if (goal(v)) {
        const keys = [];
        for (let u = v; back.get(u); u = back.get(u)[0]) keys.unshift(back.get(u)[1]);
        return keys;
      }
      for (const [key, w] of moves.get(v) ?? []) if (!back.has(w)) back.set(w, [v, key]), queue.push(w);
    }
    return null;
  };
  const walk = async (keys) => {
    for (const key of keys) await page.keyboard.press(key);
    at = await cursor();
  };
  for (;;) {
    const keys = route(at, (v) => (moves.get(v)?.size ?? 0) < 4);
    if (!keys) break;
    await walk(keys);
    if (!moves.has(at)) moves.set(at, new Map());
    const key = Object.keys(ARROWS).find((k) => !moves.get(at).has(k));
    const from = at;
    await walk([key]);
    moves.get(from).set(key, at);
    const [dx, dy] = ARROWS[key];
    const ahead = (v) => (points[v].x - points[from].x) * dx + (points[v].y - points[from].y) * dy;
    if (at === from) assert.ok(points.every((_, v) => v === from || ahead(v) <= 1), `${key} from vertex ${from + 1} stays, with a vertex ahead`);
    else assert.ok(ahead(at) > 0, `${key} from vertex ${from + 1} goes to vertex ${at + 1}, not ahead`);
  }
  for (const v of wins) {
    const keys = route(at, (w) => w === v);
    assert.ok(keys, `the arrow keys reach vertex ${v + 1}`);
    await walk(keys);
    await page.keyboard.press('Space');
  }
  return [...moves.keys()].sort((a, b) => a - b);
}
