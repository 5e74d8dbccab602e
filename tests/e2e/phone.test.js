// The page on a phone (issue 26, item 10): 390×844, touch. The rules are shown; the
// board and the sentence being said fit on one screen together at every step, while
// stepping with the buttons; every tap target is at least 44 px; and a tap never edits
// the board by accident: only in Edit mode (the Edit button beside the board), in both
// languages. Screenshots in tests/output/phone-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { screenshot, startSite } from './harness.js';
import { settle, waitStep } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function openPhone(query, options = {}) {
  const context = await site.browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  await page.goto(site.server.url(`index.html${query}`), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.gridplay?.state().complete && document.querySelector('#narration li.now'));
  await settle(page);
  return { page, problems, close: () => context.close() };
}

/** The viewport's box of `selector` (first match): { top, bottom, left, right }. */
const box = (page, selector) =>
  page.evaluate((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  }, selector);

/** Every visible tap target smaller than 44 × 44 px: buttons, selects, inputs (a checkbox or radio: its label), tabs. */
function smallTargets(page, scope = 'body') {
  return page.evaluate((scope) => {
    const small = [];
    for (const el of document.querySelector(scope).querySelectorAll('button, select, input, .games a, label.file')) {
      if (!el.checkVisibility() || (el.type === 'file' && el.closest('label.file'))) continue;
      const target = ['checkbox', 'radio'].includes(el.type) ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) small.push(`${el.tagName.toLowerCase()}#${el.id || el.type || el.textContent.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  }, scope);
}

describe('a phone, 390×844, touch', () => {
  for (const [game, query] of [['geography', '?preset=sample'], ['mine', '?game=mine&preset=teaching'], ['geography', '?preset=random&size=12x16&seed=2']]) {
    for (const lang of ['en', 'zh-CN']) {
      test(`${game} ${query} (${lang}): rules shown; board and sentence on one screen at every step; taps on the buttons step`, async () => {
        const { page, problems, close } = await openPhone(`${query}&lang=${lang}`);
        try {
          assert.equal(await page.locator('#rules').isVisible(), true, 'the rules paragraph is shown');
          const rules = await box(page, '#rules');
          assert.ok(rules.top >= 0 && rules.bottom <= 844, `rules at ${JSON.stringify(rules)}`);
          const { lastStep } = await page.evaluate(() => window.gridplay.state());
          const steps = Math.min(lastStep, 40);
          for (let step = 0; step <= steps; step++) {
            if (step > 0) {
              await page.locator('#forward').tap();
              await waitStep(page, step);
            }
            const board = await box(page, '#board');
            const sentence = await box(page, '#narration li.now');
            const forward = await box(page, '#forward');
            const where = `step ${step}: board ${JSON.stringify(board)}, sentence ${JSON.stringify(sentence)}`;
            for (const b of [board, sentence, forward]) assert.ok(b.top >= 0 && b.bottom <= 844 && b.left >= 0 && b.right <= 390, where);
            assert.ok(sentence.height > 0 && board.height > 150, where);
            assert.equal(await page.evaluate(() => scrollY), 0, 'no scrolling needed');
          }
          assert.deepEqual(problems, []);
        } finally {
          await close();
        }
      });
    }
  }

  for (const scheme of ['light', 'dark']) {
    test(`every tap target is at least 44 px: page, Play the game, Copy embed code (${scheme})`, async () => {
      const { page, problems, close } = await openPhone('?preset=sample&step=5', { colorScheme: scheme, permissions: ['clipboard-read', 'clipboard-write'] });
      try {
        await screenshot(page, `phone-${scheme}`);
        await screenshot(page, `phone-${scheme}-full`, { fullPage: true });
        assert.deepEqual(await smallTargets(page), [], 'the page');
        await page.locator('#play-game').tap();
        await page.locator('.play-roles button').first().waitFor();
        assert.deepEqual(await smallTargets(page, '#play-box'), [], 'choosing a role');
        await page.locator('.play-roles button').first().tap();
        await page.waitForFunction(() => window.gridplay.play()?.turn === 'you' || window.gridplay.play()?.over);
        assert.deepEqual(await smallTargets(page, '#play-box'), [], 'during a game');
        await screenshot(page, `phone-${scheme}-game`);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.gridplay.play() === null);
        await page.locator('#copy-embed').tap();
        await page.getByRole('dialog').waitFor();
        assert.deepEqual(await smallTargets(page, 'dialog'), [], 'the embed dialog');
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  for (const [lang, edit] of [['en', 'Edit'], ['zh-CN', '编辑']]) {
    test(`${lang}: after the verdict a tap changes nothing until Edit is on; then it adds a wall`, async () => {
      const { page, problems, close } = await openPhone(`?preset=empty&size=4x5&lang=${lang}`);
      try {
        await page.locator('#to-end').tap();
        await waitStep(page, 'end');
        await screenshot(page, `phone-${lang}-verdict`);
        const input = () => page.locator('#judge-input').inputValue();
        const before = await input();
        const board = () => page.evaluate(() => document.getElementById('board').toDataURL());
        const pixels = await board();
        const p = await page.evaluate(() => window.gridplay.cellPoint(2, 3));
        const button = page.getByRole('button', { name: edit, exact: true });
        // The toggle is beside the board, and big enough for a finger.
        const [b, wrap] = [await button.boundingBox(), await box(page, '.board-wrap')];
        assert.ok(b.y >= wrap.top && b.y + b.height <= wrap.bottom && b.width >= 44 && b.height >= 44, `Edit at ${JSON.stringify(b)}`);
        assert.equal(await button.getAttribute('aria-pressed'), 'false');
        for (let i = 0; i < 3; i++) await page.touchscreen.tap(p.x, p.y);
        await page.waitForTimeout(400);
        assert.equal(await input(), before, 'a tap outside Edit mode adds no wall');
        assert.equal(await board(), pixels, 'nor changes the board drawn');
        assert.equal((await page.evaluate(() => window.gridplay.state())).step > 0, true, 'the verdict stays');
        await button.tap();
        assert.equal(await button.getAttribute('aria-pressed'), 'true');
        const q = await page.evaluate(() => window.gridplay.cellPoint(2, 3)); // (in case the tap scrolled)
        await page.touchscreen.tap(q.x, q.y);
        await page.waitForFunction((b) => document.getElementById('judge-input').value !== b, before);
        assert.equal(await input(), '4 5\n.....\n.....\n...#.\n.....\n');
        // Off again: taps are safe again.
        await button.tap();
        const walled = await input();
        const o = await page.evaluate(() => window.gridplay.cellPoint(0, 0));
        await page.touchscreen.tap(o.x, o.y);
        await page.waitForTimeout(400);
        assert.equal(await input(), walled);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }
});

describe('a thumb on the board of a phone', () => {
  test('outside Edit mode a swipe up scrolls the page and edits nothing; in Edit mode it draws walls', async () => {
    const { page, problems, close } = await openPhone('?preset=empty&size=6x6');
    try {
      const cdp = await page.context().newCDPSession(page);
      const swipe = async ([r, c], dy) => {
        const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
        for (let i = 1; i <= 10; i++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y + (dy * i) / 10 }] });
          await page.waitForTimeout(16);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForTimeout(300);
      };
      const input = () => page.locator('#judge-input').inputValue();
      const empty = await input();
      await swipe([4, 2], -200);
      assert.ok((await page.evaluate(() => scrollY)) > 50, 'the page scrolled');
      assert.equal(await input(), empty, 'no wall');
      await page.evaluate(() => scrollTo(0, 0));
      await page.locator('#edit-mode').tap();
      await swipe([4, 2], -120);
      assert.equal(await page.evaluate(() => scrollY), 0, 'in Edit mode the board takes the swipe');
      assert.notEqual(await input(), empty, 'walls drawn along it');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});

describe('Edit mode on a big screen', () => {
  test('D toggles it; a click outside it never edits; a game ends it; a d typed in a text box does not toggle it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(site.server.url('index.html?preset=empty&size=4x5&step=end'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      const input = () => page.locator('#judge-input').inputValue();
      const before = await input();
      const p = await page.evaluate(() => window.gridplay.cellPoint(1, 1));
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(300);
      assert.equal(await input(), before, 'a click outside Edit mode');
      const pressed = () => page.locator('#edit-mode').getAttribute('aria-pressed');
      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('d');
      assert.equal(await pressed(), 'true');
      await page.mouse.click(p.x, p.y);
      await page.waitForFunction((b) => document.getElementById('judge-input').value !== b, before);
      await page.keyboard.press('D');
      assert.equal(await pressed(), 'false');
      // A game: the toggle goes away and clicks are moves; after it, Edit is off.
      await page.keyboard.press('d');
      await page.keyboard.press('g');
      await page.locator('.play-roles button').first().waitFor();
      // (Edit mode follows the game's start on the session's next event: wait for it, a few seconds at most.)
      await page.waitForFunction(() => document.getElementById('edit-mode').getAttribute('aria-pressed') === 'false', null, { timeout: 5000 }).catch(() => {});
      assert.equal(await pressed(), 'false', 'choosing a role ends Edit mode');
      assert.equal(await page.locator('#edit-mode').isDisabled(), true);
      await page.locator('.play-roles button').first().click();
      await page.waitForFunction(() => window.gridplay.play() !== null);
      assert.equal(await page.locator('#edit-mode').isVisible(), false, 'no Edit toggle during a game');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.gridplay.play() === null);
      // Typing a d in a text box does not toggle it.
      await page.locator('#your-output').fill('');
      await page.locator('#your-output').press('d');
      assert.equal(await pressed(), 'false');
    } finally {
      await context.close();
    }
  });
});
