// The viewer core's behaviour as a user meets it on the page: Space on a button presses
// the button, edits undo and redo, a pinch never edits, Follow keeps the search in
// view, Hopcroft–Karp's phases have their own keys and buttons, the editor shows what
// the board is, and presentation mode has touch controls.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { boardPixels, CLI, clickCell, ensureCli, enterEdit, openAt, runCli, settle, state, useInput, waitStep } from './page-helpers.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

const hasWall = (input, r, c) => input.split('\n')[r + 1][c] === '#';

describe('the page on the viewer core', () => {
  test('Space on a focused button presses it; on the board or the page it plays', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=random&size=8x10&seed=3');
    try {
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await page.getByRole('button', { name: 'Step forward' }).focus();
      await page.keyboard.press(' ');
      await waitStep(page, 1);
      assert.equal((await state(page)).playing, false, 'Space on Forward stepped once and did not play');
      await page.locator('#board').focus();
      await page.keyboard.press(' ');
      await page.waitForFunction(() => window.gridplay.state().playing);
      await page.keyboard.press(' ');
      await page.waitForFunction(() => !window.gridplay.state().playing);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('an edit undoes and redoes (Ctrl+Z, Ctrl+Shift+Z and the buttons), and the answer follows', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=empty&size=3x4&step=end');
    try {
      await waitStep(page, 'end');
      const input = () => page.getByLabel('Judge input').inputValue();
      const empty = await input();
      assert.equal(await page.getByRole('button', { name: 'Undo' }).isDisabled(), true);
      await enterEdit(page);
      await clickCell(page, 1, 2);
      await page.waitForFunction(() => document.getElementById('judge-input').value.includes('#'));
      const walled = await input();
      assert.ok(hasWall(walled, 1, 2));
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('Control+z');
      await page.waitForFunction((e) => document.getElementById('judge-input').value === e, empty);
      await waitStep(page, 'end'); // an edit at the end stays at the end
      await page.keyboard.press('Control+Shift+z');
      await page.waitForFunction((w) => document.getElementById('judge-input').value === w, walled);
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.waitForFunction((e) => document.getElementById('judge-input').value === e, empty);
      await page.getByRole('button', { name: 'Redo' }).click();
      await page.waitForFunction((w) => document.getElementById('judge-input').value === w, walled);
      // The judge output is the one of the board shown, with the wall.
      await waitStep(page, 'end');
      assert.equal(await page.getByRole('button', { name: 'Redo' }).isDisabled(), true);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a pinch zooms and never toggles a wall under the first finger', async () => {
    const context = await site.browser.newContext({ hasTouch: true, viewport: { width: 600, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url('index.html?preset=empty&size=6x6'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      const before = await page.getByLabel('Judge input').inputValue();
      const a = await page.evaluate(() => window.gridplay.cellPoint(2, 2));
      const b = await page.evaluate(() => window.gridplay.cellPoint(3, 3));
      const scale0 = await page.evaluate(() => window.gridplay.viewport().scale);
      const cdp = await context.newCDPSession(page);
      const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
      await touch('touchStart', [[a.x, a.y]]);
      await touch('touchStart', [[a.x, a.y], [b.x, b.y]]); // the second finger at once
      for (let k = 1; k <= 5; k++) await touch('touchMove', [[a.x - 8 * k, a.y - 8 * k], [b.x + 8 * k, b.y + 8 * k]]);
      await touch('touchEnd', []);
      await settle(page);
      assert.equal(await page.getByLabel('Judge input').inputValue(), before, 'no wall');
      assert.ok((await page.evaluate(() => window.gridplay.viewport().scale)) > scale0, 'zoomed in');
    } finally {
      await context.close();
    }
  });

  test('Follow keeps the current step’s cells in view while playing zoomed in; off, the view stays', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=random&size=40x60&seed=5&density=0.2');
    try {
      await page.waitForFunction(() => window.gridplay?.state().complete);
      const zoomIn = async () => {
        for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
      };
      const playFor = async (ms) => {
        await page.locator('#speed').fill('12'); // 1000 steps/s
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        await page.waitForTimeout(ms);
        await page.getByRole('button', { name: 'Pause' }).click();
        await settle(page);
      };
      await zoomIn();
      const v0 = await page.evaluate(() => window.gridplay.viewport());
      await playFor(1500);
      const v1 = await page.evaluate(() => window.gridplay.viewport());
      assert.notDeepEqual([v1.ox, v1.oy], [v0.ox, v0.oy], 'the view moved with the search');
      assert.ok(v1.focusOnScreen, 'the current cells are on screen');
      await page.getByLabel('Follow').uncheck();
      await page.getByRole('button', { name: 'Jump to start' }).click();
      await page.getByRole('button', { name: 'Fit' }).click();
      await zoomIn();
      const v2 = await page.evaluate(() => window.gridplay.viewport());
      await playFor(1500);
      const v3 = await page.evaluate(() => window.gridplay.viewport());
      assert.deepEqual([v3.ox, v3.oy], [v2.ox, v2.oy], 'without Follow the view stays');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('Hopcroft–Karp: ] and [ and the phase buttons go from phase start to phase start', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=random&size=12x16&seed=1&algo=hopcroft-karp&greedy=0');
    try {
      await page.waitForFunction(() => window.gridplay?.state().complete);
      const PHASE = 1; // phase_started's event code (geographyEventNames)
      const marks = await page.evaluate(() => window.gridplay.marks());
      const phases = [];
      for (let i = 0; i < marks.length; i += 2) if (marks[i + 1] === PHASE) phases.push(marks[i]);
      assert.ok(phases.length >= 2, `phases at ${phases}`);
      await page.locator('#board').focus();
      await page.keyboard.press(']');
      await waitStep(page, phases[0]);
      await page.keyboard.press(']');
      await waitStep(page, phases[1]);
      await page.keyboard.press('[');
      await waitStep(page, phases[0]);
      assert.equal(await page.locator('#phase-nav').isVisible(), true);
      await page.getByRole('button', { name: 'Phase ›' }).click();
      await waitStep(page, phases[1]);
      await page.getByRole('button', { name: '‹ Phase' }).click();
      await waitStep(page, phases[0]);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('one step per BFS layer: Forward takes a whole layer, Back comes back to where it was', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=empty&size=6x8&algo=hopcroft-karp&greedy=0');
    try {
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await page.getByLabel('One step per BFS layer').check();
      await page.locator('#board').focus();
      await page.keyboard.press('ArrowRight'); // phase_started
      await waitStep(page, 1);
      await page.keyboard.press('ArrowRight'); // every cell of layer 0
      await page.waitForFunction(() => window.gridplay.state().step > 2);
      await settle(page);
      const step = (await state(page)).step;
      // Layer 0 is every unmatched shaded cell of the empty 6×8 board: 24 events.
      assert.equal(step, 1 + 24);
      const narration = await page.locator('#narration li.now').textContent();
      assert.match(narration, /layer 0/);
      await page.keyboard.press('ArrowLeft');
      await waitStep(page, 1);
      await page.getByLabel('One step per BFS layer').uncheck();
      await page.keyboard.press('ArrowRight');
      await waitStep(page, 2);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('Kuhn has no phases: no phase buttons', async () => {
    const { page, close } = await site.openPage('index.html?preset=random&size=12x16&seed=1');
    try {
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await settle(page);
      assert.equal(await page.locator('#phase-nav').isVisible(), false);
    } finally {
      await close();
    }
  });

  test('after a paste the form shows the board it is; an error hides the old output and goes once the text is fixed', async () => {
    const { page, problems, close } = await openAt(site, '?preset=random&size=8x10&seed=2&step=end');
    try {
      await waitStep(page, 'end');
      assert.notEqual(await page.getByLabel('Judge output').inputValue(), '');
      await useInput(page, '2 3\n...\n.#.\n');
      await page.waitForFunction(() => window.gridplay.state().complete);
      assert.equal(await page.locator('#rows').inputValue(), '2');
      assert.equal(await page.locator('#cols').inputValue(), '3');
      assert.match(await page.locator('#preset option:checked').textContent(), /Your own board/);
      await page.getByRole('button', { name: 'Jump to end' }).click();
      await waitStep(page, 'end');
      await useInput(page, '2 3\n...\n.x.\n');
      await page.locator('#input-error').waitFor();
      assert.equal(await page.getByLabel('Judge output').inputValue(), '', 'no output beside an error');
      // Fixing the text: the error goes and the fixed board is used.
      await page.getByLabel('Judge input').fill('2 3\n...\n..#\n');
      await page.locator('#input-error').waitFor({ state: 'hidden' });
      await page.waitForFunction(() => window.gridplay.state().complete);
      assert.equal(await page.locator('#cols').inputValue(), '3');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('the speed slider says its speed in words', async () => {
    const { page, close } = await site.openPage('index.html');
    try {
      await page.waitForFunction(() => window.gridplay);
      assert.equal(await page.locator('#speed').getAttribute('aria-valuetext'), '3.2 steps/s');
      assert.equal(await page.getByRole('button', { name: 'Copy the output' }).count(), 1);
      assert.equal(await page.getByRole('button', { name: 'Download the input' }).count(), 1);
    } finally {
      await close();
    }
  });

  test('presentation mode on a touch screen: large buttons appear on a touch, step, hide again, Leave leaves', async () => {
    const context = await site.browser.newContext({ hasTouch: true, viewport: { width: 1024, height: 768 } });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url('index.html?preset=random&size=3x4&seed=4'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await page.getByRole('button', { name: 'Present' }).tap();
      await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      await settle(page);
      // The board is scaled up to fill the screen.
      const cell = await page.evaluate(() => window.gridplay.viewport().scale);
      assert.ok(cell > 96, `cells are ${cell} px`);
      const box = await page.locator('#board').boundingBox();
      await page.touchscreen.tap(box.x + 5, box.y + 5);
      const forward = page.getByRole('button', { name: 'Step forward' });
      await forward.waitFor();
      const size = await forward.boundingBox();
      assert.ok(size.width >= 44 && size.height >= 44, `${size.width}×${size.height}`);
      await forward.tap();
      await waitStep(page, 1);
      await page.waitForFunction(() => !document.getElementById('forward').checkVisibility(), null, { timeout: 8000 });
      await page.touchscreen.tap(box.x + 5, box.y + 5);
      await page.getByRole('button', { name: 'Leave', exact: true }).tap();
      await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
    } finally {
      await context.close();
    }
  });
});

describe('the embed code', () => {
  test('where the script cannot load, the element shows a link to the board', async () => {
    const { page, close } = await site.openPage('index.html?preset=random&size=5x7&seed=2');
    try {
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await page.getByRole('button', { name: 'Copy embed code' }).click();
      const element = await page.locator('#embed-element').inputValue();
      const blocked = element.replace(/src="[^"]*gridplay\.js"/, 'src="https://127.0.0.1:1/nowhere/gridplay.js"');
      const other = await page.context().newPage();
      await other.setContent(`<!doctype html><body>${blocked}</body>`);
      const link = other.locator('gridplay-viewer a');
      await link.waitFor();
      assert.equal(await link.isVisible(), true);
      const href = new URL(await link.getAttribute('href'));
      assert.equal(href.searchParams.get('preset'), 'random');
      assert.equal(href.searchParams.get('size'), '5x7');
      await other.close();
    } finally {
      await close();
    }
  });
});

describe('the judge output and Your output', () => {
  test('the problems are named with links; ?format=loj6033 gives LOJ 6033 output, and the link keeps it', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=random&size=6x8&seed=4&step=end&format=loj6033');
    try {
      await page.waitForFunction(() => document.getElementById('judge-output').value !== '');
      for (const [name, host] of [['Luogu P4055', 'www.luogu.com.cn'], ['BZOJ 1443', 'www.lydsy.com'], ['LOJ 6033', 'loj.ac']]) {
        assert.equal(new URL(await page.getByRole('link', { name }).getAttribute('href')).host, host);
      }
      const input = await page.getByLabel('Judge input').inputValue();
      const p4055 = runCli('geography', input);
      const loj = execFileSync(CLI, ['geography', '--format', 'loj6033'], { input, encoding: 'utf8' });
      assert.equal(await page.getByLabel('Judge output').inputValue(), loj);
      await page.waitForFunction(() => /[?&]format=loj6033/.test(location.search));
      await page.getByLabel('Format').selectOption('p4055');
      await page.waitForFunction((want) => document.getElementById('judge-output').value === want, p4055);
      await page.waitForFunction(() => !/format=/.test(location.search)); // the default is left out
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('Your output: right, a dropped line, an extra line, trailing spaces; wrong cells marked on the board', async () => {
    const { page, problems, close } = await site.openPage('index.html?preset=random&size=6x8&seed=4&step=end');
    try {
      await page.waitForFunction(() => document.getElementById('judge-output').value !== '');
      const expected = await page.getByLabel('Judge output').inputValue();
      const lines = expected.trimEnd().split('\n');
      const yours = page.getByLabel('Your output');
      const comparison = page.getByRole('status', { name: 'Comparison' });
      const say = async (text) => {
        await yours.fill(text);
        return comparison.textContent();
      };
      assert.match(await say(expected), /matches/);
      assert.match(await say(lines.map((l) => `${l}   `).join('\n')), /matches/, 'trailing spaces and no final newline');
      // A dropped winning cell: the first differing line, the count, and a mark on the board.
      const dropped = [...lines.slice(0, 2), ...lines.slice(3)].join('\n');
      const before = await boardPixels(page);
      const text = await say(dropped);
      assert.match(text, new RegExp(`Line 3 differs: expected “${lines[2]}”, got “${lines[3]}”`));
      assert.match(text, new RegExp(`${lines.length - 2} lines differ`));
      await page.getByRole('list', { name: 'Board marks of the comparison' }).getByText(/1 winning start your output leaves out/).waitFor();
      await settle(page);
      assert.notEqual(await boardPixels(page), before, 'the missing cell is marked');
      // An extra line.
      assert.match(await say(`${expected}9 9\n`), new RegExp(`Line ${lines.length + 1} differs: expected nothing .*got “9 9”. 1 line differs`));
      // What cannot be seen is shown, and a byte-order mark is named (it said: expected "WIN", got "WIN").
      const bom = await say(`\ufeff${expected}`);
      assert.ok(bom.includes(`Line 1 differs: expected “${lines[0]}”, got “\\u{feff}${lines[0]}”`), bom);
      assert.match(bom, /begins with an invisible byte-order mark \(U\+FEFF/);
      assert.ok((await say(`${lines[0]}\0\n`)).includes(`got “${lines[0]}\\x00”`), 'a NUL is shown as \\x00');
      await yours.fill('');
      await settle(page);
      assert.equal(await boardPixels(page), before, 'no marks once Your output is empty');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
