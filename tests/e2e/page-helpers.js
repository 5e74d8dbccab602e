// Helpers for tests that drive the page (index.html) in a tab: opening it, waiting for
// a step or the verdict, reading the panels, the board's pixels and the judge's boxes,
// stepping back and forth, copying links, and the CLI the answers are checked against.
// The server and browser plumbing is in harness.js.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pngStats, ROOT, screenshot } from './harness.js';

export const CLI = join(ROOT, 'target/release/gridplay');

/** Builds the CLI (target/release/gridplay) if it is not there yet. */
export function ensureCli() {
  if (!existsSync(CLI)) execFileSync('cargo', ['build', '--release', '--bin', 'gridplay'], { cwd: ROOT, stdio: 'inherit' });
}

/** What `gridplay <game>` prints on stdout for `input` (its notes on stderr are not part of the answer). */
export function runCli(game, input) {
  return execFileSync(CLI, [game], { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Opens index.html<query> on `site` and waits until the first frame is drawn. */
export async function openAt(site, query = '', options) {
  const tab = await site.openPage(`index.html${query}`, options);
  await tab.page.waitForFunction(() => window.gridplay && document.querySelector('#narration li'));
  return tab;
}

export const state = (page) => page.evaluate(() => window.gridplay.state());
export const text = (page, selector) => page.locator(selector).textContent();

/** Two more animation frames, so the panels and the board show the current step. */
export const settle = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

/** Waits until the run is fully recorded and the view sits on `step` ('end' for the last). */
export async function waitStep(page, step) {
  await page.waitForFunction(
    (want) => {
      const s = window.gridplay?.state(); // (a slow machine may still be loading the core)
      return !!s && s.complete && !s.playing && s.step === (want === 'end' ? s.lastStep : want);
    },
    step,
    { timeout: 60_000 },
  );
  await settle(page);
}

/** Presses `key` (on whatever has focus) and waits until the view sits on `step`. */
export async function pressTo(page, key, step) {
  await page.keyboard.press(key);
  await waitStep(page, step);
}

/** Waits for the last step and the judge output. */
export async function waitEnd(page, timeout = 120_000) {
  await page.waitForFunction(
    () => {
      const s = window.gridplay?.state(); // (a slow machine may still be loading the core)
      return !!s && s.complete && s.step === s.lastStep && document.getElementById('judge-output').value !== '';
    },
    null,
    { timeout },
  );
  await settle(page);
}

/** What the page shows at this step, without the canvas. */
export async function panels(page) {
  return {
    step: await text(page, '#step-info'),
    verdict: await text(page, '#verdict'),
    narration: await text(page, '#narration'),
    counters: await text(page, '#counters'),
    code: await page.locator('#code li[aria-current]').allTextContents(),
  };
}

/** The board canvas as a data URL (its exact pixels). */
export const boardPixels = (page) => page.evaluate(() => document.getElementById('board').toDataURL());

/**
 * Turns Edit mode on (the Edit button beside the board; `tap` on a touch screen): only
 * then does a click or a drag on the board edit it.
 */
export async function enterEdit(page, { tap = false } = {}) {
  await page.waitForFunction(() => !document.getElementById('edit-mode').disabled);
  const button = page.locator('#edit-mode');
  if ((await button.getAttribute('aria-pressed')) !== 'true') await (tap ? button.tap() : button.click());
  await page.waitForFunction(() => document.getElementById('edit-mode').getAttribute('aria-pressed') === 'true');
}

export async function clickCell(page, r, c) {
  const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
  await page.mouse.click(p.x, p.y);
}

async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(button).click()]);
  return readFile(await file.path(), 'utf8');
}

/** The board's judge input: from the text box, or, for big boards, from Download. */
export async function judgeInput(page) {
  return (await page.getByLabel('Judge input').inputValue()) || download(page, '#download-input');
}

/** The judge output: from the text box, or, when it shows only the start, from Download. */
export async function judgeOutput(page) {
  const shown = await page.getByLabel('Judge output').inputValue();
  if (!(await page.locator('#output-note').isVisible())) return shown;
  return download(page, '#download-output');
}

export async function useInput(page, input) {
  await page.getByLabel('Judge input').fill(input);
  await page.getByRole('button', { name: 'Use this input' }).click();
}

/** Clicks Copy link and returns the link from the clipboard (the context needs clipboard permissions). */
export async function copyLink(page) {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Opens `link` in a new tab at `step`: view(tab) must read as view(page) does now. */
export async function assertLinkReopens(page, link, step, view) {
  await settle(page);
  const before = await view(page);
  const again = await page.context().newPage();
  await again.goto(link, { waitUntil: 'networkidle' });
  await again.waitForFunction((step) => window.gridplay?.state().step === step, step);
  await settle(again);
  assert.deepEqual(await view(again), before);
}

/** The controls, the verdict, the narration and the judge output have their accessible names. */
export async function assertControlNames(page) {
  for (const name of ['Play', 'Step forward', 'Step back', 'Jump to start', 'Jump to end']) {
    assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, `button ${name}`);
  }
  assert.equal(await page.getByRole('status', { name: 'Verdict' }).count(), 1);
  assert.equal(await page.getByRole('log', { name: 'Narration' }).count(), 1);
  assert.equal(await page.getByLabel('Judge output').count(), 1);
}

/**
 * Steps worth revisiting: the first ones, the last, about `spread` between, and about
 * `marked` of the timeline's marks.
 */
export async function stepsToRevisit(page, spread, marked) {
  const { lastStep } = await state(page);
  const steps = new Set([0, 1, 2, lastStep - 1]);
  for (let s = 3; s < lastStep; s += Math.ceil(lastStep / spread)) steps.add(s);
  const marks = await page.evaluate(() => window.gridplay.marks());
  for (let i = 0; i < marks.length; i += 2 * Math.ceil(marks.length / marked)) steps.add(Math.min(marks[i], lastStep - 1));
  return steps;
}

/** At each step: arrive going forward, leave forward and come back; view() must read the same. */
export async function assertStepBackExact(page, steps, view, label = '') {
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  for (const step of [...steps].sort((a, b) => a - b)) {
    // Arrive at `step` going forward, then leave it forward and come back.
    if (step > 0) {
      await page.locator('#scrubber').fill(String(step - 1));
      await waitStep(page, step - 1);
      await page.keyboard.press('ArrowRight');
    }
    await waitStep(page, step);
    const first = await view();
    await pressTo(page, 'ArrowRight', step + 1);
    await pressTo(page, 'ArrowLeft', step);
    assert.deepEqual(await view(), first, `${label}step ${step} after stepping back`);
  }
}

/** Saves tests/output/<name>.png of the page and checks that it, and the board, are drawn, not blank. */
export async function assertDrawn(page, name) {
  const stats = pngStats(await screenshot(page, name));
  assert.ok(stats.colors > 50 && stats.stddev > 10, `${name} looks blank: ${JSON.stringify(stats)}`);
  // The board itself has the colours of the game, not one flat tone.
  const board = pngStats(await page.locator('#board').screenshot());
  assert.ok(board.colors > 20 && board.stddev > 10, `${name}: board looks blank: ${JSON.stringify(board)}`);
}

/**
 * Opens `index.html<query>` in a fresh context that notes the time between animation
 * frames from the first frame until the run is complete and the view rests at its
 * last step. Returns { page, problems, gaps() (ms), close }.
 */
export async function openTimingFrames(site, query) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__gaps = [];
    let last = performance.now();
    // Whether the view rests at the end is read after the frame's other callbacks (the
    // page's own frame may get there): work the page starts after that is not counted.
    const atEnd = () => {
      const s = window.gridplay?.state();
      return s?.complete && s.step === s.lastStep;
    };
    const tick = (t) => {
      window.__gaps.push(t - last);
      last = t;
      setTimeout(() => atEnd() || requestAnimationFrame(tick));
    };
    requestAnimationFrame(tick);
  });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(site.server.url(`index.html${query}`), { waitUntil: 'load' });
  return { page, problems, gaps: () => page.evaluate(() => window.__gaps), close: () => context.close() };
}

/**
 * The page kept answering while it loaded, solved and went to the end: work that took
 * longer than a few frames was spread over several of them, never done in one call.
 * How long the longest frame takes is a speed figure, so it lives in the benchmark
 * (`npm run bench:page`, "longest frame"), not here: under a loaded CI machine a frame
 * threshold fails for reasons that are not the page's.
 */
export function assertResponsive(gaps, label) {
  const total = gaps.reduce((a, b) => a + b, 0);
  if (total > 200) assert.ok(gaps.length >= 3, `${label}: ${Math.round(total)} ms of work in ${gaps.length} frames`);
}

