// The graph lesson (?lesson=graph&slide=N, www/lessons/graph.js on the graph tab): every
// slide opens by its link (in Chinese) and by Next / Page Down (in English) and sets up
// the graph, options, step and explained vertex it says; what it says about the graph
// (its two sides, its odd cycle, who wins from where, the matching, a vertex, the
// step's event, a board's cells, the judge output) agrees with the oracle written in
// tests/e2e/graph-oracle.js (an exhaustive game search, a brute-force matching), never
// with the core's own theory. A slide set at an event says that event: the sentence is
// worded here from the event the built core (www/pkg, loaded into node) records on the
// slide's graph, its vertices checked against the graph.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { settle } from './page-helpers.js';
import { adjacency, isOddCycle, judgeOutput, maxMatchingSize, moverWins, readInput, say as fill, winningStarts } from './graph-oracle.js';
import init, * as core from '../../www/pkg/gridplay.js';
import lesson from '../../www/lessons/graph.js';
import en from '../../www/i18n/messages/en.json' with { type: 'json' };
import zh from '../../www/i18n/messages/zh-CN.json' with { type: 'json' };
import graphEn from '../../www/i18n/messages/graph.en.json' with { type: 'json' };
import graphZh from '../../www/i18n/messages/graph.zh-CN.json' with { type: 'json' };
import lessonsEn from '../../www/i18n/messages/lessons.en.json' with { type: 'json' };
import lessonsZh from '../../www/i18n/messages/lessons.zh-CN.json' with { type: 'json' };

const WORDS = { en: { ...en, ...graphEn, ...lessonsEn }, 'zh-CN': { ...zh, ...graphZh, ...lessonsZh } };
const say = (lang, key, params) => fill(WORDS[lang], key, params);
const list = (lang, items) => items.join(WORDS[lang]['list.separator']);
const vertex = (lang, v) => say(lang, 'graph.vertex', { v: v + 1 });

await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });

/** The slide's graph as judge input: its own, or its board's graph by the rook moves between free cells, row by row (worked out here). */
function slideGraph(slide) {
  if (slide.graph) return { text: slide.graph, cells: null };
  const [head, ...rows] = slide.board.input.trim().split('\n');
  const [r0, c0] = head.split(/\s+/).map(Number);
  const index = new Map();
  const cells = [];
  for (let r = 0; r < r0; r++) for (let c = 0; c < c0; c++) if (rows[r][c] === '.') index.set(`${r} ${c}`, cells.length), cells.push([r, c]);
  const edges = [];
  for (const [r, c] of cells)
    for (const [dr, dc] of [[0, 1], [1, 0]]) {
      const w = index.get(`${r + dr} ${c + dc}`);
      if (w !== undefined) edges.push([index.get(`${r} ${c}`) + 1, w + 1]);
    }
  return { text: `${cells.length} ${edges.length}\n${edges.map(([u, v]) => `${u} ${v}\n`).join('')}`, cells };
}

/** The event slide `slide` is set at, as the built core records it on `text`: { step (from 1), name, …operands }. */
function coreEvent(slide, text) {
  const protocol = core.geographyProtocol();
  const run = new core.GraphRun(text, { algorithm: slide.algo ?? null, greedy: slide.greedy ?? null });
  try {
    while (!run.record(10_000));
    const flat = run.events(0, run.recorded());
    const events = [];
    for (let i = 0; i < flat.length; i += protocol.recordWidth) {
      const spec = protocol.events[flat[i]];
      const e = { step: i / protocol.recordWidth + 1, name: spec.name };
      spec.operands.forEach((operand, k) => (e[operand] = flat[i + 1 + k]));
      events.push(e);
    }
    const { event, where = () => true, nth = 1 } = slide.at;
    const found = events.filter((e) => e.name === event && where(e))[nth - 1];
    assert.ok(found, `${slide.key}: the core records ${event}`);
    return found;
  } finally {
    run.free();
  }
}

/** The narration's sentence for event `e` on the graph `adj`, its vertices checked here. */
function eventSentence(slide, e, adj, lang, where) {
  const name = (v) => vertex(lang, v);
  const sentence = (key, params) => {
    const own = `graph.say.${key}`;
    const text = say(lang, own in WORDS[lang] ? own : `geography.say.${key}`, params);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  let text;
  if (e.name === 'path_found') {
    assert.equal(e.len % 2, 0, `${where}: an augmenting path has an even number of vertices`);
    assert.notEqual(e.root, e.end, where);
    text = e.len === 2 ? sentence('pathPair', { root: name(e.root), end: name(e.end) }) : sentence(slide.algo === 'blossom' ? 'pathTrees' : 'path', { root: name(e.root), end: name(e.end), len: e.len });
  } else if (e.name === 'blossom_found') {
    assert.ok(adj[e.from].includes(e.to), `${where}: ${e.from + 1} and ${e.to + 1} are joined`);
    assert.ok(e.len >= 3 && e.len % 2 === 1, `${where}: an odd cycle of ${e.len}`);
    text = sentence('blossomFound', { from: name(e.from), to: name(e.to), base: name(e.base), len: e.len });
  } else assert.fail(`${where}: no check for the event ${e.name}`);
  return say(lang, 'lesson.fact.now', { text });
}

/** The sentences slide `slide` must say on its graph, from the oracle. */
function expectedFacts(slide, lang, shown) {
  const { text, cells } = slideGraph(slide);
  const { n, edges } = readInput(text);
  const adj = adjacency(n, edges);
  const where = `graph slide ${slide.key} (${lang})`;
  const out = [];
  for (const fact of slide.facts ?? []) {
    const before = out.length;
    if (fact === 'starts') {
      const wins = winningStarts(n, adj);
      out.push(wins.length ? say(lang, 'lesson.fact.graphStarts', { n: wins.length, vertices: list(lang, wins.map((v) => vertex(lang, v))) }) : say(lang, 'lesson.fact.graphNoStart'));
    } else if (fact === 'matching') {
      const size = maxMatchingSize(n, adj);
      out.push(say(lang, 'lesson.fact.graphMatching', { n: size, covered: 2 * size, vertices: n }));
      if (2 * size === n) out.push(say(lang, 'lesson.fact.graphPerfect'));
    } else if (fact === 'sides') {
      // The sentence names the sides; the oracle checks they are the two sides of the graph.
      const said = shown[0] ?? '';
      const names = (part) => new Set([...part.matchAll(/\d+/g)].map((m) => Number(m[0]) - 1));
      const [left, right] = said.split(/[;；]/).map(names);
      assert.equal(left.size + right.size, n, `${where}: every vertex on one side`);
      for (const [u, v] of edges) assert.notEqual(left.has(u - 1), left.has(v - 1), `${where}: the edge ${u}–${v} joins the sides`);
      out.push(said);
    } else if (fact === 'cycle') {
      const said = shown[0] ?? '';
      const cycle = [...said.matchAll(/\d+/g)].map((m) => Number(m[0]) - 1);
      assert.equal(cycle.at(-1), cycle[0], `${where}: the cycle closes`);
      assert.ok(isOddCycle(adj, cycle.slice(0, -1)), `${where}: ${said} is an odd cycle`);
      out.push(said);
    } else if (fact === 'explain') {
      const v = slide.explain;
      const wins = !moverWins(adj, v, 1 << v);
      if (wins) out.push(say(lang, 'lesson.fact.vertexWins', { v: v + 1 }));
      else {
        // The partner: a neighbour that some maximum matching pairs with v.
        const said = shown[0] ?? '';
        const partner = Number([...said.matchAll(/\d+/g)].at(-1)?.[0]) - 1;
        assert.ok(adj[v].includes(partner), `${where}: the partner ${partner + 1} is a neighbour of ${v + 1}`);
        const rest = adj.map((ws, u) => (u === v || u === partner ? [] : ws.filter((w) => w !== v && w !== partner)));
        assert.equal(maxMatchingSize(n, rest) + 1, maxMatchingSize(n, adj), `${where}: ${v + 1}–${partner + 1} is in a maximum matching`);
        out.push(say(lang, 'lesson.fact.vertexLoses', { v: v + 1, partner: partner + 1 }));
      }
    } else if (fact === 'event') {
      out.push(eventSentence(slide, coreEvent(slide, text), adj, lang, where));
    } else if (fact === 'cells') {
      const named = cells.map(([r, c], v) => `${v + 1} = ${say(lang, 'cell.name', { r: r + 1, c: c + 1 })}`);
      out.push(say(lang, 'lesson.fact.boardCells', { cells: list(lang, named) }));
    } else if (fact === 'output') {
      out.push(`${say(lang, 'lesson.fact.graphOutput')}\n${judgeOutput(n, adj)}`);
    } else assert.fail(`${where}: no check for the fact ${fact}`);
    shown.splice(0, out.length - before); // the page's sentences for this fact, read past
  }
  return out;
}

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** The lesson's state and the graph tab's, once the slide has settled. */
async function shown(page) {
  await page.waitForFunction(() => window.gridplay?.lesson?.() && window.gridplay.graph().run?.complete);
  await settle(page);
  return page.evaluate(() => ({ lesson: window.gridplay.lesson(), graph: window.gridplay.graph() }));
}

/** Checks the page shows slide `n` as its data says, and that its sentences are true. */
async function checkSlide(page, n, lang) {
  const slide = lesson.slides[n - 1];
  const where = `graph slide ${n} (${slide.key}, ${lang})`;
  let s = await shown(page);
  if (slide.ask) {
    assert.deepEqual([s.lesson.slide, s.lesson.answered, s.graph.run.step, s.lesson.facts], [n, false, 0, []], `${where} before its answer`);
    await page.locator('#lesson-answer').click();
    await page.waitForFunction(() => window.gridplay.lesson().answered);
    s = await shown(page);
  }
  assert.equal(s.lesson.slide, n, where);
  assert.equal(s.lesson.key, slide.key, where);
  assert.equal(s.lesson.title, say(lang, `lesson.graph.${slide.key}.title`), where);
  assert.equal(s.lesson.text, say(lang, `lesson.graph.${slide.key}.text`), where);
  assert.equal(s.graph.text, slideGraph(slide).text, `${where}: the slide's graph`);
  if (slide.algo) assert.equal(s.graph.run.algorithm, slide.algo, where);
  const { step, lastStep } = s.graph.run;
  if (slide.at) {
    assert.ok(step > 0 && step < lastStep, `${where}: the event's step, not ${step} of ${lastStep}`);
    assert.equal(s.graph.run.event, slide.at.event, `${where}: the step shows the event`);
  } else assert.equal(step, slide.step === 'end' ? lastStep : (slide.step ?? 0), where);
  assert.equal(s.graph.explained !== null && s.graph.explained !== undefined, slide.explain !== undefined, `${where}: Explain shown`);
  assert.deepEqual(s.lesson.facts, expectedFacts(slide, lang, [...s.lesson.facts]), where);
  // The address follows the slide (written a moment after it changes, as every address is).
  await page.waitForFunction((n) => new URLSearchParams(location.search).get('slide') === String(n) && location.search.includes('lesson=graph'), n);
}

describe('the graph lesson', () => {
  test('every slide by its link, in Chinese', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.stack));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    for (let n = 1; n <= lesson.slides.length; n++) {
      await page.goto(site.server.url(`index.html?lesson=graph&slide=${n}&lang=zh-CN`), { waitUntil: 'networkidle' });
      await checkSlide(page, n, 'zh-CN');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('every slide by Next and Page Down, in English; Page Up goes back', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.stack));
    await page.goto(site.server.url('index.html?lesson=graph'), { waitUntil: 'networkidle' });
    assert.ok(lesson.slides.length >= 6, 'at least six slides');
    for (let n = 1; n <= lesson.slides.length; n++) {
      await checkSlide(page, n, 'en');
      if (n < lesson.slides.length) await page.keyboard.press(n % 2 ? 'PageDown' : 'n');
    }
    await page.keyboard.press('PageUp');
    assert.equal((await shown(page)).lesson.slide, lesson.slides.length - 1);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
