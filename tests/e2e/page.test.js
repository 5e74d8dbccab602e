// The page as a user meets it: loading, playing, stepping, the keyboard, editing
// walls, bad input, bad links, themes and the screenshot.
// UPDATE_SCREENSHOT=1 also writes docs/screenshot.png (the README's picture).
import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUTPUT, ROOT, startSite } from './harness.js';
import {
  assertControlNames, assertDrawn, assertStepBackExact, boardPixels, clickCell, enterEdit, openAt, panels, pressTo, state, stepsToRevisit, text, waitStep,
} from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const SAMPLE_OUTPUT = 'WIN\n2 3\n3 2\n';

const open = (query, options) => openAt(site, query, options);

describe('the page', () => {
  test('loads without errors, with the names the controls are known by', async () => {
    const { page, problems, close } = await open();
    try {
      assert.match(await page.title(), /gridplay/i);
      await assertControlNames(page);
      assert.match(await text(page, '#narration'), /5 free cells/);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('window.gridplay.state() read as soon as the handle exists (before any frame) claims nothing: not complete, no verdict; complete only once recorded', async () => {
    // An init script catches the handle as the page assigns it, reads its state there
    // (no frame has run since), then at every frame until the link's step=end is reached.
    const catchHandle = () => {
      let handle;
      window.__states = { first: null, seen: [] };
      Object.defineProperty(window, 'gridplay', {
        configurable: true,
        get: () => handle,
        set(h) {
          handle = h;
          if (window.__states.first) return;
          window.__states.first = h.state();
          const look = () => {
            const st = handle.state();
            window.__states.seen.push(st);
            if (!(st.complete && st.step === st.lastStep && st.lastStep > 0)) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
      });
    };
    // The sample; a bad link (the fallback board shown); another game; a board recorded in slices.
    for (const query of ['step=end', 'board=zzz&step=end', 'game=mine&step=end', 'preset=random&size=40x40&seed=3&step=end']) {
      const context = await site.browser.newContext();
      try {
        await context.addInitScript(catchHandle);
        const page = await context.newPage();
        await page.goto(site.server.url(`index.html?${query}`), { waitUntil: 'networkidle' });
        await page.waitForFunction(() => {
          const last = window.__states?.seen.at(-1);
          return last?.complete && last.step === last.lastStep && last.lastStep > 0;
        }, null, { timeout: 60_000 });
        const { first, seen } = await page.evaluate(() => window.__states);
        assert.deepEqual([first.step, first.lastStep, first.complete, first.playing, first.verdict], [0, 0, false, false, null], `${query}: ${JSON.stringify(first)}`);
        for (const st of seen) if (st.complete) assert.ok(st.lastStep > 0, `${query}: ${JSON.stringify(st)}`);
        // At the end, the verdict the page shows (the token game's WIN or LOSE, Mine's winner).
        assert.ok(seen.at(-1).verdict && (await text(page, '#verdict')).startsWith(seen.at(-1).verdict), `${query}: ${seen.at(-1).verdict}`);
      } finally {
        await context.close();
      }
    }
  });

  test('the sample plays to the end: WIN, and the judge output', async () => {
    const { page, problems, close } = await open();
    try {
      const verdict = page.getByRole('status', { name: 'Verdict' });
      assert.match(await verdict.textContent(), /No verdict yet/);
      await page.locator('#speed').fill('4'); // 10 steps per second: 1.3 s for the sample
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 10_000 });
      await waitStep(page, 'end');
      assert.match(await verdict.textContent(), /^WIN\b/);
      assert.equal(await page.getByLabel('Judge output').inputValue(), SAMPLE_OUTPUT);
      assert.match(await text(page, '#narration'), /Verdict: WIN/);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('speed "instant" plays straight to the end', async () => {
    const { page, close } = await open('?preset=random&size=20x20&density=0.3&seed=3');
    try {
      await page.locator('#speed').fill('20');
      assert.equal(await page.locator('#speed-out').textContent(), 'instant');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await waitStep(page, 'end');
      assert.match(await text(page, '#verdict'), /^(WIN|LOSE)\b/);
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    } finally {
      await close();
    }
  });

  test('the judge output shows as soon as the board is solved, at any step', async () => {
    const { page, close } = await open('?step=5');
    try {
      await waitStep(page, 5);
      await page.waitForFunction(() => document.getElementById('judge-output').value !== '');
      assert.equal(await page.getByLabel('Judge output').inputValue(), SAMPLE_OUTPUT);
      assert.equal((await state(page)).step, 5);
      await page.getByRole('button', { name: 'Jump to end' }).click();
      await waitStep(page, 'end');
      assert.equal(await page.getByLabel('Judge output').inputValue(), SAMPLE_OUTPUT);
    } finally {
      await close();
    }
  });

  test('step back restores the previous frame exactly, for both algorithms', async () => {
    for (const algo of ['kuhn', 'hopcroft-karp']) {
      const { page, problems, close } = await open(`?preset=random&size=9x11&density=0.25&seed=4&algo=${algo}`);
      try {
        await waitStep(page, 0);
        // The first steps, the last, a spread between, and some marks: augmentations
        // (the flipped path is drawn from the step before) and phase starts.
        const steps = await stepsToRevisit(page, 20, 16);
        const view = async () => ({ ...(await panels(page)), pixels: await boardPixels(page) });
        await assertStepBackExact(page, steps, view, `${algo}: `);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    }
  });

  test('keyboard: Space, arrows, Shift+arrows, Home, End; not while typing', async () => {
    const { page, close } = await open('?preset=random&size=8x8&density=0.2&seed=2');
    try {
      await waitStep(page, 0);
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await pressTo(page, 'ArrowRight', 1);
      await pressTo(page, 'Shift+ArrowRight', 11);
      await pressTo(page, 'ArrowLeft', 10);
      await pressTo(page, 'Shift+ArrowLeft', 0);
      await pressTo(page, 'End', 'end');
      assert.match(await text(page, '#verdict'), /^(WIN|LOSE)\b/);
      await pressTo(page, 'Home', 0);
      await page.keyboard.press(' ');
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      await page.keyboard.press(' ');
      await page.waitForFunction(() => !window.gridplay.state().playing);
      // Space on a focused button presses that button (and does not play).
      const before = await state(page);
      await page.getByRole('button', { name: 'Step forward' }).focus();
      await page.keyboard.press(' ');
      await waitStep(page, before.step + 1);
      assert.equal((await state(page)).playing, false, 'Space on Step forward stepped, it did not play');
      // Typing in the judge input is typing.
      await pressTo(page, 'Home', 0);
      await page.getByLabel('Judge input').focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press(' ');
      await page.waitForTimeout(100);
      const after = await state(page);
      assert.equal(after.step, 0);
      assert.equal(after.playing, false);
    } finally {
      await close();
    }
  });

  test('clicking a cell toggles a wall and changes the answer', async () => {
    const { page, problems, close } = await open('?step=end');
    try {
      await waitStep(page, 'end');
      const output = page.getByLabel('Judge output');
      assert.equal(await output.inputValue(), SAMPLE_OUTPUT);
      // Wall on (2,1): the board is then .## / #.. / #.# and the answer changes.
      await enterEdit(page);
      await clickCell(page, 1, 0);
      await waitStep(page, 'end');
      assert.equal(await page.getByLabel('Judge input').inputValue(), '3 3\n.##\n#..\n#.#\n');
      assert.equal(await output.inputValue(), 'WIN\n1 1\n2 3\n3 2\n');
      // The pointer is still on (2,1): its label follows the edit.
      const hover = page.locator('#hover');
      assert.equal(await hover.textContent(), '(2,1) wall');
      // And back.
      await clickCell(page, 1, 0);
      await waitStep(page, 'end');
      assert.equal(await output.inputValue(), SAMPLE_OUTPUT);
      assert.equal(await hover.textContent(), '(2,1)');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a fast drag walls every cell between pointer positions', async () => {
    const { page, close } = await open('?preset=empty&size=12x20');
    try {
      await waitStep(page, 0);
      await enterEdit(page);
      const a = await page.evaluate(() => window.gridplay.cellPoint(2, 1));
      const b = await page.evaluate(() => window.gridplay.cellPoint(9, 18));
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(b.x, b.y, { steps: 1 }); // one jump across the board
      await page.mouse.up();
      await page.waitForFunction(() => document.getElementById('judge-input').value.includes('#'));
      const rows = (await page.getByLabel('Judge input').inputValue()).trim().split('\n').slice(1);
      const walls = rows.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '#' ? [[r, c]] : [])));
      // A connected line: 18 columns apart, so at least 18 cells, each next to the one before (8-neighbours).
      assert.ok(walls.length >= 18, `walls: ${JSON.stringify(walls)}`);
      const byCol = new Map(walls.map(([r, c]) => [c, r]));
      for (let c = 1; c <= 18; c++) assert.ok(byCol.has(c), `column ${c} has a wall`);
      assert.deepEqual(walls[0], [2, 1]);
      assert.ok(walls.some(([r, c]) => r === 9 && c === 18));
    } finally {
      await close();
    }
  });

  test('zoom and pan move the view; panning draws no walls', async () => {
    const { page, problems, close } = await open('?preset=empty&size=30x40');
    try {
      await waitStep(page, 0);
      const input = await page.getByLabel('Judge input').inputValue();
      const at = () => page.evaluate(() => window.gridplay.cellPoint(15, 20));
      const a = await at();
      const far = await page.evaluate(() => window.gridplay.cellPoint(15, 30));
      // The wheel zooms about the pointer: the cell under it stays put, its neighbours spread.
      await page.mouse.move(a.x, a.y);
      await page.mouse.wheel(0, -400);
      await page.waitForFunction((x) => window.gridplay.cellPoint(15, 30).x > x + 10, far.x);
      const b = await at();
      assert.ok(Math.abs(b.x - a.x) < 2 && Math.abs(b.y - a.y) < 2, `zoom about the pointer: ${JSON.stringify([a, b])}`);
      // Pan mode: a drag moves the board by the drag.
      await page.getByRole('button', { name: 'Pan' }).click();
      await page.mouse.move(b.x, b.y);
      await page.mouse.down();
      await page.mouse.move(b.x - 60, b.y + 30, { steps: 4 });
      await page.mouse.up();
      const c = await at();
      assert.ok(Math.abs(c.x - (b.x - 60)) < 2 && Math.abs(c.y - (b.y + 30)) < 2, `pan: ${JSON.stringify([b, c])}`);
      assert.equal(await page.getByLabel('Judge input').inputValue(), input, 'no wall drawn while panning');
      // Fit puts it back.
      await page.getByRole('button', { name: 'Fit' }).click();
      const d = await at();
      assert.ok(Math.abs(d.x - a.x) < 2 && Math.abs(d.y - a.y) < 2);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a tap on a touch screen toggles a wall in Edit mode', async () => {
    const context = await site.browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url('index.html?preset=empty&size=4x5'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await enterEdit(page, { tap: true });
      const p = await page.evaluate(() => window.gridplay.cellPoint(2, 3));
      await page.touchscreen.tap(p.x, p.y);
      await page.waitForFunction(() => document.getElementById('judge-input').value.includes('#'));
      assert.equal(await page.getByLabel('Judge input').inputValue(), '4 5\n.....\n.....\n...#.\n.....\n');
    } finally {
      await context.close();
    }
  });

  test('bad input: the message names line and column, the last good board stays', async () => {
    const { page, problems, close } = await open('?step=end');
    try {
      await waitStep(page, 'end');
      const input = page.getByLabel('Judge input');
      await input.fill('2 3\n.#.\n.x.\n');
      await page.getByRole('button', { name: 'Use this input' }).click();
      const error = page.locator('#input-error');
      await error.waitFor();
      assert.match(await error.textContent(), /Line 3, column 2/);
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      // The output of the board still shown is not put beside a text it is not the output of.
      assert.equal(await page.getByLabel('Judge output').inputValue(), '');
      assert.match(await page.getByLabel('Judge output').getAttribute('placeholder'), /input above has an error/);
      // A good one replaces the board.
      await input.fill('1 3\n...\n');
      await page.getByRole('button', { name: 'Use this input' }).click();
      await page.getByRole('button', { name: 'Jump to end' }).click();
      await waitStep(page, 'end');
      assert.equal(await error.isHidden(), true);
      assert.equal(await page.getByLabel('Judge output').inputValue(), 'WIN\n1 1\n1 3\n');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a file opens as judge input', async () => {
    const { page, close } = await open();
    try {
      await page.locator('#file').setInputFiles({ name: 'board.txt', mimeType: 'text/plain', buffer: Buffer.from('2 2\n..\n..\n') });
      // The file is read asynchronously: End only once its board is the one shown.
      await page.waitForFunction(() => /2 × 2/.test(document.getElementById('board').getAttribute('aria-label')));
      await pressTo(page, 'End', 'end');
      assert.equal(await page.getByLabel('Judge output').inputValue(), 'LOSE\n');
      assert.match(await text(page, '#verdict'), /^LOSE\b/);
    } finally {
      await close();
    }
  });

  test('a malformed link says what is wrong and shows the sample', async () => {
    const cases = [
      ['?game=chess', /unknown game "chess"/],
      ['?input=3%203%0A.%23%0A', /line 2, column 3/],
      ['?board=5x5.%21%21', /board parameter/],
      ['?preset=random&size=0x9', /size 0x9 is out of range/],
      ['?algo=dfs&step=-3', /unknown algorithm "dfs".*step must be/],
    ];
    for (const [query, message] of cases) {
      const { page, problems, close } = await open(query);
      try {
        const notice = page.getByRole('alert');
        await notice.waitFor();
        assert.match(await notice.textContent(), message, query);
        await pressTo(page, 'End', 'end');
        // A bad input= stays in the input box beside its error, so no output is shown beside it.
        const expected = query.startsWith('?input') ? '' : SAMPLE_OUTPUT;
        if (!query.startsWith('?game')) assert.equal(await page.getByLabel('Judge output').inputValue(), expected, query);
        assert.deepEqual(problems(), [], query);
      } finally {
        await close();
      }
    }
  });

  test('nothing from the link becomes HTML', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const { page, close } = await open(`?input=${encodeURIComponent(evil)}&algo=${encodeURIComponent(evil)}`);
    try {
      await page.getByRole('alert').waitFor();
      assert.match(await page.getByRole('alert').textContent(), /<img src=x/);
      assert.equal(await page.locator('img').count(), 0);
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
    } finally {
      await close();
    }
  });

  test('screenshots in both themes are drawn, not blank', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme, deviceScaleFactor: 1 });
      try {
        const page = await context.newPage();
        await page.goto(site.server.url('index.html?preset=random&size=16x24&density=0.28&seed=11&step=1500'), { waitUntil: 'networkidle' });
        await waitStep(page, 1500);
        const name = `page-${colorScheme}`;
        await assertDrawn(page, name);
        if (colorScheme === 'light' && process.env.UPDATE_SCREENSHOT) {
          await copyFile(join(OUTPUT, `${name}.png`), join(ROOT, 'docs/screenshot.png'));
        }
      } finally {
        await context.close();
      }
    }
  });
});
