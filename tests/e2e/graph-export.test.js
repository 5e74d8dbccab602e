// Export… on the graph tab (www/games/graph/export.js through www/shells/export.js): a PNG
// of the step shown, a GIF or a WebM of the steps between two, on a 12-vertex bipartite
// graph and the Petersen graph, light and dark, English and Chinese. The files are read
// as files (media.js): the PNG decoded, its words read back from its Description, the
// GIF's frames counted, the WebM's frames counted and decoded by a <video>. The verdict's
// winning starts are checked against the exhaustive game search (graph-oracle.js).
// The PNGs are kept in tests/output/graph-export-*.png, the dialog in graph-export-dialog.png.
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EN, ZH } from '../catalogues.js';
import { adjacency, input, readInput, say, winningStarts } from './graph-oracle.js';
import { OUTPUT, pngStats, screenshot, startSite } from './harness.js';
import { gifFrames, pngText, webmFrames, withBlob } from './media.js';
import { settle } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

// Sides 1–5 and 6–12: no perfect matching, so the placer wins from some vertices.
const BIPARTITE_12 = input(12, [[1, 6], [1, 7], [2, 7], [2, 8], [3, 8], [3, 9], [4, 9], [4, 10], [5, 10], [5, 11], [1, 12], [3, 12], [5, 6]]);
const PETERSEN_EDGES = [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1], [1, 6], [2, 7], [3, 8], [4, 9], [5, 10], [6, 8], [8, 10], [10, 7], [7, 9], [9, 6]];
const PETERSEN = input(10, PETERSEN_EDGES);
const PETERSEN_PENDANT = input(11, [...PETERSEN_EDGES, [1, 11]]);

/** The graph tab on judge input `text`, its run complete and its layout settled. */
async function open(text, { lang = 'en', scheme = 'light' } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, colorScheme: scheme });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  await page.goto(site.server.url(`index.html?game=graph&lang=${lang}&input=${encodeURIComponent(text)}`), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.gridplay?.graph?.().settled && window.gridplay.graph().run?.complete, null, { timeout: 60_000 });
  await settle(page);
  return { page, problems, close: () => context.close() };
}

/** Goes to `step` (a number or 'end') and waits for the page to show it; returns the run's state. */
async function go(page, step) {
  await page.evaluate((s) => window.gridplay.go(s), step);
  await page.waitForFunction((s) => {
    const r = window.gridplay.graph().run;
    return r && r.step === (s === 'end' ? r.lastStep : s);
  }, step);
  await settle(page);
  return (await page.evaluate(() => window.gridplay.graph())).run;
}

async function exportDialog(page, words) {
  await page.locator('#export').click();
  const dialog = page.getByRole('dialog', { name: words['export.title'] });
  await dialog.waitFor();
  return dialog;
}

async function save(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The PNG's size, its background (the top-left pixel, decoded by the browser) and its words. */
async function readPng(page, bytes) {
  const stats = pngStats(bytes);
  const corner = await withBlob(page, bytes, 'image/png', async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(bitmap, 0, 0);
    const d = ctx.getImageData(4, 4, 1, 1).data;
    return { width: bitmap.width, height: bitmap.height, luminance: (d[0] + d[1] + d[2]) / 3 };
  });
  assert.deepEqual([corner.width, corner.height], [stats.width, stats.height], 'the browser decodes it at the size it states');
  return { stats, corner, words: pngText(bytes).Description ?? '' };
}

/** The graph's size as the line under the title says it: "12 vertices, 13 edges". */
const size = (words, n, m) => say(words, 'export.graph', { vertices: say(words, 'graph.vertices', { n }), edges: say(words, 'graph.edges', { n: m }) });

/** The verdict's words at the end of the run on `text`, from the exhaustive game search. */
function verdictWords(words, text) {
  const { n, edges } = readInput(text);
  const wins = winningStarts(n, adjacency(n, edges));
  if (!wins.length) return { wins, verdict: `LOSE ${say(words, 'graph.verdict.lose')}` };
  const list = wins.map((v) => v + 1).join(words['graph.listJoin']);
  return { wins, verdict: `WIN ${say(words, 'graph.verdict.win', { w: wins.length, n, list })}`, sentence: say(words, 'graph.say.win', { n: wins.length }) };
}

/**
 * Saves the PNG of the step shown; checks its name, size, that it is not blank, its
 * background (light or dark) and that its words give the step; keeps a copy in tests/output.
 */
async function savePng(page, { words, n, step, last, scheme, keep }) {
  const dialog = await exportDialog(page, words);
  const png = await save(page, () => dialog.locator('#export-png').click());
  assert.equal(png.name, `gridplay-graph-${n}v-step${step}.png`);
  const { stats, corner, words: text } = await readPng(page, png.bytes);
  assert.equal(stats.width, 1920, '960 CSS px at two device pixels each');
  assert.ok(stats.height > 900 && stats.height < 2400, `height ${stats.height}`);
  assert.ok(stats.colors > 20 && stats.stddev > 15, `not blank: ${JSON.stringify(stats)}`);
  assert.ok(scheme === 'dark' ? corner.luminance < 60 : corner.luminance > 200, `${scheme} background: ${corner.luminance}`);
  assert.ok(text.includes(say(words, 'play.stepOf', { step, last })), text);
  assert.match(await dialog.locator('#export-status').textContent(), new RegExp(say(words, 'export.savedPng', { step, size: '.*' }).replace(/[()（）]/g, '.')));
  await page.keyboard.press('Escape');
  if (keep) {
    await mkdir(OUTPUT, { recursive: true });
    await writeFile(join(OUTPUT, `graph-export-${keep}.png`), png.bytes);
  }
  return text;
}

/** The page's narration sentence for the step shown (the last line of the narration, without its step number). */
const narration = (page) => page.evaluate(() => document.querySelector('#narration li:last-child').lastChild.textContent);

/**
 * The first step from 0 whose event is `name`, or -1 (stepping the page's run). Example:
 * firstEvent(page, 'blossom_found').
 */
async function firstEvent(page, name) {
  const last = (await page.evaluate(() => window.gridplay.graph())).run.lastStep;
  for (let k = 0; k <= last; k++) if ((await go(page, k)).event === name) return k;
  return -1;
}

describe('export on the graph tab', () => {
  test('PNG of a 12-vertex bipartite graph: a step of the search and the verdict, whose starts are the game search\'s', async () => {
    const { page, problems, close } = await open(BIPARTITE_12);
    try {
      assert.ok(await page.locator('#export').isVisible(), 'Export… shows on the graph tab');
      const k = await firstEvent(page, 'augmented');
      assert.ok(k > 0, 'the run flips a path');
      const run = await go(page, k);
      const text = await savePng(page, { words: EN, n: 12, step: k, last: run.lastStep, scheme: 'light', keep: 'light-en-augmented' });
      // The step's event in its words: the path flipped, the matching as large as the pairs drawn.
      const flipped = say(EN, 'geography.say.augmented', { n: run.marks.matching.length });
      assert.ok(text.includes(flipped), `${flipped}\nin\n${text}`);
      assert.equal(await narration(page), flipped, 'the sentence the page says at this step');
      // The end: the verdict, its winning starts those of the exhaustive search.
      const end = await go(page, 'end');
      const { wins, verdict, sentence: said } = verdictWords(EN, BIPARTITE_12);
      assert.ok(wins.length > 0);
      const words = await savePng(page, { words: EN, n: 12, step: end.lastStep, last: end.lastStep, scheme: 'light', keep: 'light-en' });
      assert.ok(words.includes(verdict), `${verdict}\nin\n${words}`);
      assert.ok(words.includes(said), `${said}\nin\n${words}`);
      assert.ok(words.includes(size(EN, 12, 13)), words);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('PNG of the Petersen graph, dark: LOSE as the game search says', async () => {
    const { page, problems, close } = await open(PETERSEN, { scheme: 'dark' });
    try {
      const end = await go(page, 'end');
      const { wins, verdict } = verdictWords(EN, PETERSEN);
      assert.deepEqual(wins, [], 'a perfect matching: the placer loses everywhere');
      const words = await savePng(page, { words: EN, n: 10, step: end.lastStep, last: end.lastStep, scheme: 'dark', keep: 'dark-en' });
      assert.ok(words.includes(verdict), `${verdict}\nin\n${words}`);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('PNG of the Petersen graph with a pendant vertex, dark: a blossom found, and the verdict\'s starts', async () => {
    // The core finds Petersen's perfect matching without a blossom; vertex 11 hung on 1
    // leaves one vertex free, and the winning starts' search from it contracts blossoms.
    const { page, problems, close } = await open(PETERSEN_PENDANT, { scheme: 'dark' });
    try {
      const k = await firstEvent(page, 'blossom_found');
      assert.ok(k > 0, 'a blossom is found');
      const run = await go(page, k);
      assert.ok(run.marks.blossom.cycle.length >= 3, 'the blossom is drawn');
      const text = await savePng(page, { words: EN, n: 11, step: k, last: run.lastStep, scheme: 'dark', keep: 'dark-en-blossom' });
      const found = new RegExp(say(EN, 'graph.say.blossomFound', { len: run.marks.blossom.cycle.length, from: 'V', to: 'V', base: 'V' }).replace(/[.]/g, '\\.').replace(/V/g, '[Vv]ertex \\d+'));
      assert.match(text, found);
      const end = await go(page, 'end');
      const { wins, verdict } = verdictWords(EN, PETERSEN_PENDANT);
      assert.ok(wins.length > 0);
      const words = await savePng(page, { words: EN, n: 11, step: end.lastStep, last: end.lastStep, scheme: 'dark' });
      assert.ok(words.includes(verdict), `${verdict}\nin\n${words}`);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('the Chinese page: the dialog and the picture in Chinese, light and dark', async () => {
    for (const [text, n, scheme] of [[BIPARTITE_12, 12, 'light'], [PETERSEN, 10, 'dark']]) {
      const { page, problems, close } = await open(text, { lang: 'zh-CN', scheme });
      try {
        const end = await go(page, 'end');
        const dialog = await exportDialog(page, ZH);
        assert.equal(await dialog.locator('#export-png').textContent(), ZH['export.png']);
        assert.equal(await dialog.getByRole('button', { name: ZH['export.record'] }).count(), 1);
        await page.keyboard.press('Escape');
        const words = await savePng(page, { words: ZH, n, step: end.lastStep, last: end.lastStep, scheme, keep: `${scheme}-zh` });
        const { verdict } = verdictWords(ZH, text);
        assert.ok(words.includes(verdict), `${verdict}\nin\n${words}`);
        assert.ok(words.includes(size(ZH, n, readInput(text).edges.length)), words);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });

  test('GIF of steps a..b: one frame per step, a valid GIF the browser decodes; the page comes back to its step', async () => {
    const { page, problems, close } = await open(BIPARTITE_12);
    try {
      const run = await go(page, 3);
      assert.ok(run.lastStep >= 12, `${run.lastStep} steps`);
      const dialog = await exportDialog(page, EN);
      assert.equal(await dialog.locator('#export-from').inputValue(), '3', 'from the current step');
      await dialog.locator('#export-from').fill('2');
      await dialog.locator('#export-to').fill('11');
      await dialog.locator('#export-fps').fill('20');
      await dialog.locator('#export-format').selectOption('gif');
      const gif = await save(page, () => dialog.locator('#export-animation').click());
      assert.equal(gif.name, 'gridplay-graph-12v-steps2-11.gif');
      const info = gifFrames(gif.bytes);
      assert.equal(info.frames, 10, 'steps 2 to 11');
      assert.equal(info.width, 960);
      const decoded = await withBlob(page, gif.bytes, 'image/gif', async (url, data) => {
        const decoder = new ImageDecoder({ data, type: 'image/gif' });
        await decoder.tracks.ready;
        const frames = decoder.tracks.selectedTrack.frameCount;
        const { image } = await decoder.decode({ frameIndex: frames - 1 });
        const size = [image.displayWidth, image.displayHeight];
        image.close();
        return { frames, size };
      });
      assert.deepEqual(decoded, { frames: 10, size: [info.width, info.height] });
      await page.waitForFunction(() => window.gridplay.graph().run.step === 3);
      assert.match(await dialog.locator('#export-status').textContent(), /Saved a GIF of steps 2–11/);
      await screenshot(page, 'graph-export-dialog');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('WebM of the Petersen graph\'s run: video frames a <video> decodes', async () => {
    const { page, problems, close } = await open(PETERSEN);
    try {
      await go(page, 0);
      const dialog = await exportDialog(page, EN);
      assert.equal(await dialog.locator('#export-format').inputValue(), 'webm');
      await dialog.locator('#export-to').fill('15');
      await dialog.locator('#export-fps').fill('30');
      const webm = await save(page, () => dialog.locator('#export-animation').click());
      assert.equal(webm.name, 'gridplay-graph-10v-steps0-15.webm');
      assert.ok(webm.bytes.length > 1000, `${webm.bytes.length} bytes`);
      const { blocks, clusters } = webmFrames(webm.bytes);
      assert.ok(clusters >= 1 && blocks >= 8, `${blocks} video frames in ${clusters} clusters for 16 steps`);
      const video = await withBlob(page, webm.bytes, 'video/webm', (url) => new Promise((ok, fail) => {
        const v = document.createElement('video');
        v.muted = true;
        v.onloadeddata = () => ok({ width: v.videoWidth, ready: v.readyState });
        v.onerror = () => fail(new Error(`video error ${v.error?.code}`));
        v.src = url;
      }));
      assert.equal(video.width, 960);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
