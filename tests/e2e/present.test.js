// Presentation mode (P or the Present button): full screen, the board with its sentence
// and verdict in large type, the high-contrast palette, and only the keyboard: Space,
// arrows, PageDown/PageUp (a presenter's clicker), Home/End, +/- for speed, Esc to leave.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pngStats, screenshot, startSite } from './harness.js';
import { settle } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

test('P presents full screen, large and high-contrast; the keyboard drives it; Esc leaves', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  try {
    await page.goto(site.server.url('index.html?preset=random&size=8x12&seed=4&step=20'));
    await page.waitForFunction(() => window.gridplay?.state().step === 20 && document.querySelector('#narration li.now'));
    const input = await page.getByLabel('Judge input').inputValue();
    const state = () => page.evaluate(() => window.gridplay.state());
    // Edit mode on (D) before presenting: presenting turns it off.
    await page.keyboard.press('d');
    await page.waitForFunction(() => document.getElementById('edit-mode').getAttribute('aria-pressed') === 'true');

    await page.keyboard.press('p');
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting') && document.fullscreenElement);
    await settle(page);
    const look = await page.evaluate(() => {
      const size = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
      const board = document.getElementById('board').getBoundingClientRect();
      return {
        sentence: size('#narration li.now'),
        verdict: size('#verdict strong'),
        boardHeight: board.height / innerHeight,
        editor: document.querySelector('.editor').checkVisibility(),
        header: document.querySelector('.top').checkVisibility(),
        buttons: document.getElementById('play').checkVisibility(),
        older: [...document.querySelectorAll('#narration li:not(.now)')].some((li) => li.checkVisibility()),
      };
    });
    assert.ok(look.sentence >= 28, `sentence at ${look.sentence}px`);
    assert.ok(look.verdict >= 26, `verdict at ${look.verdict}px`);
    assert.ok(look.boardHeight > 0.55, `board takes ${look.boardHeight} of the height`);
    assert.deepEqual([look.editor, look.header, look.buttons, look.older], [false, false, false, false]);
    assert.equal(await page.locator('#present').getAttribute('aria-pressed'), 'true');
    // High contrast: black walls on white.
    const shot = await screenshot(page, 'present');
    assert.ok(pngStats(shot).stddev > 40);

    // The keyboard.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    assert.equal((await state()).step, 22);
    await page.keyboard.press('PageUp');
    assert.equal((await state()).step, 21);
    const speed = () => page.locator('.present-speed').textContent();
    const before = await speed();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const faster = await speed();
    assert.notEqual(faster, before);
    assert.ok(parseFloat(faster) > parseFloat(before), `${before} → ${faster}`);
    await page.keyboard.press('-');
    assert.ok(parseFloat(await speed()) < parseFloat(faster));
    await page.keyboard.press(' ');
    await page.waitForFunction(() => window.gridplay.state().playing);
    await page.keyboard.press(' ');
    await page.keyboard.press('End');
    await page.waitForFunction(() => {
      const s = window.gridplay.state();
      return s.step === s.lastStep && /^(WIN|LOSE)/.test(document.getElementById('verdict').textContent);
    });
    await page.keyboard.press('Home');
    await page.waitForFunction(() => window.gridplay.state().step === 0);
    // A click on the board does not edit it while presenting.
    const p = await page.evaluate(() => window.gridplay.cellPoint(1, 1));
    await page.mouse.click(p.x, p.y);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.classList.contains('presenting') && !document.fullscreenElement);
    assert.equal(await page.getByLabel('Judge input').inputValue(), input, 'no wall was added');
    assert.equal(await page.locator('.editor').isVisible(), true);
    // The Present button does the same.
    await page.getByRole('button', { name: 'Present' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
    await page.keyboard.press('P');
    await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('P typed into the judge input is text, not presentation mode', async () => {
  const { page, problems, close } = await site.openPage('index.html');
  try {
    await page.waitForFunction(() => window.gridplay);
    await page.getByLabel('Judge input').focus();
    await page.keyboard.press('p');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('presenting')), false);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
