// What a class meets (issue 26): a pasted board shows its judge output as soon as it is
// solved, a chosen preset shows at once, the solver's controls rest during a game, a
// disabled control says why in visible text, readable rulers in presentation mode and
// in exports, an iframe snippet sized to its content, and a copied link that reopens the
// move rule shown.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OUTPUT, screenshot, startSite } from './harness.js';
import { assertLinkReopens, copyLink, ensureCli, openAt, runCli, settle, state, useInput, waitStep } from './page-helpers.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

const judgeOutputBox = (page) => page.getByLabel('Judge output');
const judgeInputBox = (page) => page.getByLabel('Judge input');

describe('a pasted board', () => {
  // A 4×5 board with walls: the judge output must come from the core, not be a copy of the sample's.
  const TOKEN = '4 5\n..#..\n.....\n#...#\n..#..\n';
  const MINE = '2\n3 3 1\n1 1\n4 4 2\n0 0\n3 3\n';
  for (const [game, query, input] of [['geography', '', TOKEN], ['mine', '?game=mine', MINE]]) {
    test(`${game}: the judge output shows once the board is solved, while the view stays at step 0`, async () => {
      const { page, problems, close } = await openAt(site, query);
      try {
        const want = runCli(game, input);
        await useInput(page, input);
        // (The sample's output is there until the pasted board is solved: wait for this board's.)
        await page.waitForFunction((want) => document.getElementById('judge-output').value === want, want, { timeout: 20_000 }).catch(() => {});
        assert.equal(await judgeOutputBox(page).inputValue(), want);
        const s = await state(page);
        assert.equal(s.step, 0, 'the animation still starts at step 0');
        assert.ok(s.lastStep > 0);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

describe('the preset list', () => {
  for (const [game, query, preset] of [['geography', '', 'maze'], ['mine', '?game=mine', 'broken']]) {
    test(`${game}: choosing "${preset}" shows that board at once, as Make board would`, async () => {
      const { page, problems, close } = await openAt(site, query);
      try {
        const before = await judgeInputBox(page).inputValue();
        await page.locator('#preset').selectOption(preset);
        await page.waitForFunction((b) => document.getElementById('judge-input').value !== b, before, { timeout: 10_000 });
        const chosen = await judgeInputBox(page).inputValue();
        assert.equal((await state(page)).step, 0);
        // Make board with the same settings makes the same board.
        await page.getByRole('button', { name: 'Make board' }).click();
        await page.waitForTimeout(300);
        assert.equal(await judgeInputBox(page).inputValue(), chosen);
        assert.equal(await page.locator('#preset').inputValue(), preset);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

describe('during a game', () => {
  for (const [game, query] of [['geography', '?play=placer'], ['mine', '?game=mine&play=first']]) {
    test(`${game}: the solver's controls rest and the verdict box shows the game's state`, async () => {
      const { page, problems, close } = await openAt(site, query);
      try {
        await page.waitForFunction(() => window.gridplay.play() !== null);
        for (const id of ['#play', '#forward', '#scrubber', '#speed', '#to-end']) {
          assert.equal(await page.locator(id).isVisible(), false, `${id} is hidden during a game`);
        }
        // Space and End do not run the solver behind the game.
        await page.locator('body').click({ position: { x: 2, y: 2 } });
        await page.keyboard.press('Space');
        await page.keyboard.press('End');
        await page.waitForTimeout(300);
        const s = await state(page);
        assert.equal(s.playing, false);
        assert.equal(s.step, 0);
        // The verdict box reads the game, as the play handle reports it.
        await page.waitForFunction(() => window.gridplay.play().turn === 'you' || window.gridplay.play().over);
        const g = await page.evaluate(() => window.gridplay.play());
        const verdict = await page.locator('#verdict').textContent();
        assert.doesNotMatch(verdict, /No verdict yet/);
        const head = !g.over ? 'Game on' : g.winner === 'you' ? 'Game over: you won' : 'Game over: the computer won';
        assert.ok(verdict.startsWith(head), `verdict "${verdict}" for ${JSON.stringify({ over: g.over, winner: g.winner })}`);
        assert.ok(verdict.includes(await page.locator('.play-status').textContent()), 'with the game\'s status line');
        // Leaving the game gives the solver its controls and its verdict back.
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => window.gridplay.play() === null);
        await page.locator('#play').waitFor({ state: 'visible' });
        await page.waitForFunction(() => /No verdict yet/.test(document.getElementById('verdict').textContent));
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

describe('a disabled control', () => {
  for (const [lang, words] of [['en', /Explain \(E\) works at the verdict/], ['zh-CN', /“解释” \(E\) 在得出结论后可用/]]) {
    test(`${lang}: Explain before the verdict looks disabled and says why in visible text`, async () => {
      const { page, problems, close } = await openAt(site, `?lang=${lang}`);
      try {
        const button = page.locator('#explain-mode');
        assert.equal(await button.isDisabled(), true);
        const opacity = await button.evaluate((b) => Number(getComputedStyle(b).opacity));
        assert.ok(opacity <= 0.6, `a disabled Explain is drawn faded (opacity ${opacity})`);
        const note = page.locator('#explain-note');
        assert.equal(await note.isVisible(), true, 'the reason is visible, not only a tooltip');
        assert.match(await note.textContent(), words);
        // At the verdict the button is enabled, looks so, and the note is gone.
        await page.keyboard.press('End');
        await page.waitForFunction(() => !document.getElementById('explain-mode').disabled, null, { timeout: 20_000 });
        assert.ok((await button.evaluate((b) => Number(getComputedStyle(b).opacity))) > 0.8);
        assert.equal(await note.isVisible(), false);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

/**
 * The height in canvas px of the dark ink (text) in the band above cell (0, c) (0-based) of the
 * board canvas: the column number's glyphs. Excludes the two px next to the board's edge.
 */
function rulerInk(page, c = 0) {
  return page.evaluate((c) => {
    const canvas = document.getElementById('board');
    const rect = canvas.getBoundingClientRect();
    const k = canvas.width / rect.width;
    const a = window.gridplay.cellPoint(0, c); // cellPoint counts from 0
    const b = window.gridplay.cellPoint(0, c + 1);
    const s = (b.x - a.x) * k;
    const cx = (a.x - rect.left) * k;
    const top = (a.y - rect.top) * k - s / 2 - 3;
    const copy = Object.assign(document.createElement('canvas'), { width: canvas.width, height: canvas.height });
    const ctx = copy.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const data = ctx.getImageData(Math.round(cx - s / 2 + 3), 0, Math.round(s - 6), Math.max(1, Math.floor(top))).data;
    const w = Math.round(s - 6);
    // A row with ink has pixels far from its own first pixel (a uniform row is band or line).
    let lo = Infinity, hi = -Infinity;
    for (let i = 0; i < data.length; i += 4) {
      const y = Math.floor(i / 4 / w);
      const f = y * w * 4;
      const d = Math.abs(data[i] - data[f]) + Math.abs(data[i + 1] - data[f + 1]) + Math.abs(data[i + 2] - data[f + 2]);
      if (d > 200) {
        lo = Math.min(lo, y);
        hi = Math.max(hi, y);
      }
    }
    return { cell: s, ink: hi >= lo ? hi - lo + 1 : 0 };
  }, c);
}

describe('presentation mode at 1920×1080', () => {
  test('the rulers scale with the cells, and the pseudocode line shows', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    try {
      await page.goto(site.server.url('index.html?step=5'));
      await page.waitForFunction(() => window.gridplay?.state().step === 5 && document.querySelector('#narration li.now'));
      const normal = await rulerInk(page);
      const swatches = () => page.evaluate(() => [...document.querySelectorAll('#legend canvas')].map((c) => c.toDataURL()));
      const pageSwatches = await swatches();
      await page.keyboard.press('p');
      await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      await page.waitForTimeout(300);
      // The legend is drawn in the high-contrast palette at once, as the board is (not at the next step).
      const shown = await swatches();
      assert.equal(shown.length, pageSwatches.length);
      assert.ok(shown.some((s, i) => s !== pageSwatches[i]), 'the legend follows the palette');
      const big = await rulerInk(page);
      assert.ok(big.cell > 150, `cells of ${big.cell} px`);
      assert.ok(big.ink >= 0.08 * big.cell && big.ink >= 20, `column numbers ${big.ink} px tall beside ${big.cell} px cells (page: ${normal.ink} px)`);
      // The current pseudocode line, and only it, large.
      const line = page.locator('#code li[aria-current]');
      assert.equal(await line.isVisible(), true, 'the pseudocode line shows');
      assert.ok(parseFloat(await line.evaluate((li) => getComputedStyle(li).fontSize)) >= 18);
      assert.equal(await page.locator('#code li:not([aria-current])').first().isVisible(), false);
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await settle(page);
        await screenshot(page, `classroom-present-1920-${scheme}`);
      }
    } finally {
      await context.close();
    }
  });
});

/** The row and column number bands of the board canvas (outside the board), as a string of pixels. */
function rulerBands(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('board');
    const rect = canvas.getBoundingClientRect();
    const k = canvas.width / rect.width;
    const a = window.gridplay.cellPoint(0, 0); // cellPoint counts from 0
    const b = window.gridplay.cellPoint(1, 1);
    const s = (b.x - a.x) * k;
    const ox = Math.floor((a.x - rect.left) * k - s / 2) - 2; // the board's edge, less its frame
    const oy = Math.floor((a.y - rect.top) * k - s / 2) - 2;
    // A copy to read from (reading the page's canvas again and again makes Chromium warn).
    const copy = Object.assign(document.createElement('canvas'), { width: canvas.width, height: canvas.height });
    const ctx = copy.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const sum = (data) => {
      let h = 0;
      for (let i = 0; i < data.length; i++) h = (h * 31 + data[i]) >>> 0;
      return h;
    };
    return `${sum(ctx.getImageData(0, 0, canvas.width, oy).data)} ${sum(ctx.getImageData(0, 0, ox, canvas.height).data)}`;
  });
}

describe('the current-cell box', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`${lang}: it never covers the row and column numbers at the board's edge`, async () => {
      const { page, problems, close } = await openAt(site, `?lang=${lang}`);
      try {
        await waitStep(page, 0);
        const { lastStep } = await state(page);
        const bands = await rulerBands(page);
        const differ = [];
        for (let step = 1; step <= lastStep; step++) {
          await page.locator('#scrubber').fill(String(step));
          await waitStep(page, step);
          if ((await rulerBands(page)) !== bands) differ.push(step);
        }
        assert.deepEqual(differ, [], 'steps whose drawing reaches into the number bands');
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

describe("Explain's cursor", () => {
  for (const [game, query] of [['geography', '?preset=sample'], ['mine', '?game=mine&preset=teaching']]) {
    test(`${game}: at the corner cell it stays off the row and column numbers`, async () => {
      const { page, problems, close } = await openAt(site, `${query}&step=end`);
      try {
        await waitStep(page, 'end');
        await page.waitForFunction(() => !document.getElementById('explain-mode').disabled);
        const bands = await rulerBands(page);
        await page.locator('#explain-mode').click();
        await page.locator('#board').focus();
        await page.keyboard.press('Enter'); // the cursor starts at the corner, (0, 0)
        await page.locator('#why:not([hidden])').waitFor();
        await settle(page);
        assert.equal(await rulerBands(page), bands, 'the number bands are untouched');
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

describe('an exported PNG', () => {
  for (const scheme of ['light', 'dark']) {
    test(`${scheme}: row and column numbers are drawn beside the board`, async () => {
      const context = await site.browser.newContext({ acceptDownloads: true, colorScheme: scheme });
      const page = await context.newPage();
      try {
        await page.goto(site.server.url('index.html?step=5'));
        await page.waitForFunction(() => window.gridplay?.state().step === 5 && document.querySelector('#narration li.now'));
        await page.getByRole('button', { name: 'Export…' }).click();
        const dialog = page.getByRole('dialog', { name: 'Export' });
        const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save this step as PNG' }).click()]);
        const bytes = await readFile(await download.path());
        await writeFile(join(OUTPUT, `classroom-export-${scheme}.png`), bytes);
        // Ink left of the board's left edge and above its top edge, within the board's extent.
        const ink = await page.evaluate(async (b64) => {
          const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d', { willReadFrequently: true });
          ctx.drawImage(bitmap, 0, 0);
          const { width, height } = bitmap;
          const px = ctx.getImageData(0, 0, width, height).data;
          const bg = [px[0], px[1], px[2]];
          const inked = (x, y) => {
            const i = (y * width + x) * 4;
            return Math.abs(px[i] - bg[0]) + Math.abs(px[i + 1] - bg[1]) + Math.abs(px[i + 2] - bg[2]) > 12;
          };
          // The board: the longest run of inked pixels along the middle column and row.
          const run = (n, at) => {
            let best = [0, 0], start = -1;
            for (let i = 0; i <= n; i++) {
              if (i < n && at(i)) {
                if (start < 0) start = i;
              } else if (start >= 0) {
                if (i - start > best[1] - best[0]) best = [start, i];
                start = -1;
              }
            }
            return best;
          };
          const [top, bottom] = run(height, (y) => inked(width >> 1, y));
          const [left, right] = run(width, (x) => inked(x, (top + bottom) >> 1));
          let leftInk = 0, topInk = 0;
          for (let y = top; y < bottom; y++) for (let x = Math.max(0, left - 90); x < left - 4; x++) leftInk += inked(x, y);
          for (let y = Math.max(0, top - 60); y < top - 4; y++) for (let x = left; x < right; x++) topInk += inked(x, y);
          return { board: [left, top, right, bottom], leftInk, topInk };
        }, bytes.toString('base64'));
        assert.ok(ink.leftInk > 30 && ink.topInk > 30, `numbers beside the board: ${JSON.stringify(ink)}`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('an exported WebM', () => {
  test('a <video> reports its duration, not Infinity', async () => {
    const context = await site.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    try {
      await page.goto(site.server.url('index.html?step=2'));
      await page.waitForFunction(() => window.gridplay?.state().step === 2 && document.querySelector('#narration li.now'));
      await page.getByRole('button', { name: 'Export…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export' });
      assert.equal(await dialog.getByLabel('Format').inputValue(), 'webm');
      await dialog.getByLabel('to', { exact: true }).fill('8');
      await dialog.getByLabel('Steps per second').fill('10');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Record animation' }).click()]);
      const bytes = await readFile(await download.path());
      await writeFile(join(OUTPUT, 'classroom-export.webm'), bytes);
      const duration = await page.evaluate(async (b64) => {
        const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const url = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
        return new Promise((ok, fail) => {
          const v = document.createElement('video');
          v.muted = true;
          v.onloadedmetadata = () => ok(v.duration);
          v.onerror = () => fail(new Error(`video error ${v.error?.code}`));
          v.src = url;
        });
      }, bytes.toString('base64'));
      // 7 steps at 10 per second, then the verdict held 1.5 s: about 2.2 s.
      assert.ok(Number.isFinite(duration) && duration > 1.5 && duration < 6, `duration ${duration}`);
    } finally {
      await context.close();
    }
  });
});

describe('a copied link reopens exactly what is shown', () => {
  test('a move rule\'s teaching preset, then another rule: the link names the rule shown', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    try {
      await page.goto(site.server.url('index.html?preset=king'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      assert.equal(await page.locator('#moves').inputValue(), 'king');
      const kingInput = await judgeInputBox(page).inputValue();
      // Rook is the core's default rule, but not this preset's.
      await page.locator('#moves').selectOption('rook');
      // The rook run, not the king run still shown while it loads: the address follows the new run.
      await page.waitForFunction(() => new URLSearchParams(location.search).get('moves') === 'rook' && window.gridplay.state().complete && document.getElementById('algorithm').value === 'kuhn');
      await page.locator('#scrubber').fill('3');
      await waitStep(page, 3);
      const link = await copyLink(page);
      assert.equal(new URL(link).searchParams.get('moves'), 'rook', link);
      const view = async (p) => ({
        moves: await p.locator('#moves').inputValue(),
        algorithm: await p.locator('#algorithm').inputValue(),
        input: await p.locator('#judge-input').inputValue(),
        step: await p.locator('#step-info').textContent(),
        narration: await p.locator('#narration li.now').textContent(),
      });
      assert.equal((await view(page)).input, kingInput, 'the same board');
      await assertLinkReopens(page, link, 3, view);
      // And back to king: the link names it too.
      await page.locator('#moves').selectOption('king');
      await page.waitForFunction(() => window.gridplay.state().complete);
      const back = await copyLink(page);
      assert.equal(new URL(back).searchParams.get('moves'), 'king', back);
      assert.equal(new URL(back).searchParams.get('preset'), 'king');
    } finally {
      await context.close();
    }
  });
});

describe('the iframe snippet', () => {
  // Boards of several shapes (the viewer keeps its board box between 5:4 and 5:2), both games, Chinese.
  const BOARDS = ['?preset=sample', '?preset=random&size=12x16&seed=2', '?game=mine&preset=teaching', '?preset=random&size=20x6&seed=1', '?preset=random&size=3x30&seed=1&lang=zh-CN', '?game=slide', '?lesson=geography&slide=9', '?lesson=mine&slide=6&lang=zh-CN', '?game=mine&input=2%0A3%203%200%0A3%203%201%0A1%201%0A', '?game=slide&preset=random&size=8x5&seed=3'];
  test('in a 700 px column it is sized to its content: the verdict shows, with a small margin at most under it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1000, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const host = await context.newPage();
    try {
      for (const query of BOARDS) {
        await page.goto(site.server.url(`index.html${query}&step=end`), { waitUntil: 'networkidle' });
        await page.waitForFunction(() => window.gridplay?.state().complete && document.getElementById('judge-output').value !== '');
        await page.locator('#copy-embed').click();
        const dialog = page.getByRole('dialog');
        for (const controls of ['minimal', 'full', 'none']) {
          await dialog.locator('#embed-controls').selectOption(controls);
          const iframe = await dialog.locator('#embed-iframe').inputValue();
          await host.setContent(`<!doctype html><meta charset="utf-8"><body style="margin: 0"><div style="width: 700px">${iframe}</div></body>`);
          const frame = await (await host.locator('iframe').elementHandle()).contentFrame();
          await frame.waitForFunction(() => {
            const s = document.querySelector('gridplay-viewer')?.state;
            return s?.complete && s.step === s.lastStep;
          }, null, { timeout: 30_000 });
          await frame.waitForTimeout(200);
          const m = await frame.evaluate(() => {
            const root = document.querySelector('gridplay-viewer').shadowRoot;
            const rows = [...root.querySelector('.frame').children].filter((e) => e.checkVisibility() && e.getBoundingClientRect().height > 0);
            const wrap = getComputedStyle(root.querySelector('.board-wrap'));
            const ar = Number(wrap.getPropertyValue('--ar'));
            return {
              width: innerWidth,
              height: innerHeight,
              last: rows.at(-1).id || rows.at(-1).className,
              bottom: rows.at(-1).getBoundingClientRect().bottom,
              verdict: root.getElementById('verdict').getBoundingClientRect().bottom,
              board: root.querySelector('.board-wrap').getBoundingClientRect().height,
              // The board box the viewer would like: the frame's width at the board's shape, 96 px a row at most.
              natural: Math.min((innerWidth - 12) / ar, parseFloat(wrap.getPropertyValue('--board-h'))),
            };
          });
          const what = `${query} controls=${controls}: ${JSON.stringify(m)}`;
          assert.equal(m.width, 700, what);
          assert.ok(m.verdict <= m.height && m.bottom <= m.height, `the verdict is cut off: ${what}`);
          // Under the last row (the verdict, or the sentence with full controls): the frame's 6 px padding and little more.
          assert.ok(m.height - m.bottom <= 6 + 14, `${Math.round(m.height - m.bottom)} px under the ${m.last}: ${what}`);
          // The board gives up at most a few px for the rows under it: what the frame loses
          // by its aspect ratio at 700 px of 720 (the rows' words do not shrink with it).
          const gives = Math.max(16, (m.height * (720 - m.width)) / 720 + 2);
          assert.ok(m.board >= Math.min(m.natural, 0.85 * m.height) - gives, `board box ${m.board}: ${what}`);
          await host.screenshot({ path: join(OUTPUT, `classroom-iframe-${controls}.png`) });
        }
      }
    } finally {
      await context.close();
    }
  });
});
