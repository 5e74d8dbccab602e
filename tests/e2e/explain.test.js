// "Why this cell?" on the page: the Explain tool by click and by keyboard, the
// window.gridplay.explain(row, col) contract checked against the CLI's judge output
// and trace (the winning cells are exactly the certificates with wins), and
// screenshots of explanations in the light and dark themes (tests/output/).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { pngStats, screenshot, startSite } from './harness.js';
import { boardPixels, CLI, clickCell, ensureCli, enterEdit, judgeInput, openAt, runCli, settle, state, waitEnd } from './page-helpers.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

const SAMPLE = '?game=geography&preset=sample&step=end';
const pressed = (page) => page.locator('#explain-mode').getAttribute('aria-pressed');
const why = async (page) => ({
  hidden: await page.locator('#why').isHidden(),
  title: await page.locator('#why-title').textContent(),
  text: await page.locator('#why-text').textContent(),
});

/** The matching size the CLI's trace reports at its verdict. */
function traceMatchingSize(input) {
  const out = execFileSync(CLI, ['trace', 'geography'], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  const last = JSON.parse(out.trim().split('\n').pop());
  return last.matching_size;
}

/** Checks one certificate against the board (walls from the judge input), as the contract says. */
function checkCertificate(ex, r, c, grid, wins, size) {
  const free = ([a, b]) => grid[a]?.[b] === '.';
  const adjacent = (a, b, x, y) => Math.abs(a - x) + Math.abs(b - y) === 1;
  assert.equal(ex.wins, wins, `(${r},${c})`);
  assert.equal(ex.matching.length, size, 'the run\'s matching is maximum (the CLI\'s size)');
  const partner = new Map();
  for (const [a, b, x, y] of ex.matching) {
    assert.ok(free([a, b]) && free([x, y]) && adjacent(a, b, x, y), 'pairs are neighbouring free cells');
    for (const [k, v] of [[`${a},${b}`, `${x},${y}`], [`${x},${y}`, `${a},${b}`]]) {
      assert.ok(!partner.has(k), 'no cell in two pairs');
      partner.set(k, v);
    }
  }
  const key = ([a, b]) => `${a},${b}`;
  if (!wins) {
    assert.deepEqual(ex.path, []);
    assert.ok(partner.has(`${r},${c}`), 'the matching covers a losing cell');
    assert.equal(key(ex.partner), partner.get(`${r},${c}`));
    return;
  }
  const path = ex.path;
  assert.deepEqual(path.at(-1), [r, c], 'the path ends at the cell');
  assert.ok(!partner.has(key(path[0])), 'it starts at a cell the matching leaves unmatched');
  for (let i = 1; i < path.length; i++) {
    const [a, b] = path[i - 1];
    const [x, y] = path[i];
    assert.ok(adjacent(a, b, x, y), 'path steps are moves');
    assert.equal(partner.get(key(path[i - 1])) === key(path[i]), i % 2 === 0, 'first edge outside the matching, then alternating');
  }
  assert.equal(new Set(path.map(key)).size, path.length, 'a simple path');
}

describe('explain', () => {
  test('a click explains a cell instead of editing, after the verdict only', async () => {
    const { page, problems, close } = await openAt(site, SAMPLE);
    try {
      await waitEnd(page);
      const input = await judgeInput(page);
      assert.equal(await page.locator('#explain-mode').isEnabled(), true);
      assert.equal(await pressed(page), 'false');
      const before = await boardPixels(page);
      await page.locator('#explain-mode').click();
      assert.equal(await pressed(page), 'true');
      await clickCell(page, 2, 1); // (3,2): a winning start reached by a path
      await settle(page);
      let w = await why(page);
      assert.equal(w.hidden, false);
      assert.equal(w.title, 'Why (3,2) wins');
      assert.match(w.text, /from the unmatched cell \(2,3\) to \(3,2\)/);
      assert.match(w.text, /whatever your opponent does, you answer along a domino of this matching/);
      assert.notEqual(await boardPixels(page), before, 'the explanation is drawn');
      assert.equal(await judgeInput(page), input, 'the click did not edit the board');

      await clickCell(page, 1, 1); // (2,2): losing, partner (3,2)
      await settle(page);
      w = await why(page);
      assert.equal(w.title, 'Why (2,2) loses');
      assert.match(w.text, /Every maximum matching covers \(2,2\)/);
      assert.match(w.text, /Its partner is \(3,2\)/);

      // Off: the panel goes; a click edits only in Edit mode, and one tool has the clicks at a time.
      await page.locator('#explain-mode').click();
      assert.equal(await pressed(page), 'false');
      assert.equal((await why(page)).hidden, true);
      await clickCell(page, 1, 1);
      await settle(page);
      assert.equal(await judgeInput(page), input, 'outside Edit mode a click does not edit');
      await page.locator('#explain-mode').click();
      await enterEdit(page);
      assert.equal(await pressed(page), 'false', 'Edit mode turns Explain off');
      await clickCell(page, 1, 1);
      await page.waitForFunction(() => window.gridplay.state().complete);
      assert.notEqual(await judgeInput(page), input, 'in Edit mode a click edits');
      await page.waitForFunction(() => !document.getElementById('explain-mode').disabled);
      await page.locator('#explain-mode').click();
      assert.equal(await page.locator('#edit-mode').getAttribute('aria-pressed'), 'false', 'Explain turns Edit mode off');

      // Back from the end: the tool is unavailable.
      await page.goto(site.server.url('index.html?game=geography&preset=sample&step=0'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await settle(page);
      assert.equal(await page.locator('#explain-mode').isDisabled(), true);
      await page.keyboard.press('e');
      assert.equal(await pressed(page), 'false');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('keyboard only: E, arrows move the cursor, Enter explains, Esc leaves', async () => {
    const { page, problems, close } = await openAt(site, SAMPLE);
    try {
      await waitEnd(page);
      const end = (await state(page)).lastStep;
      await page.locator('#board').focus();
      await page.keyboard.press('e');
      assert.equal(await pressed(page), 'true');
      const before = await boardPixels(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown'); // clamped at the last row
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await settle(page);
      assert.equal((await state(page)).step, end, 'the arrows moved the cursor, not the run');
      assert.notEqual(await boardPixels(page), before, 'the cursor is drawn');
      await page.keyboard.press('Enter');
      await settle(page);
      assert.equal((await why(page)).title, 'Why (3,2) wins');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await settle(page);
      assert.equal((await why(page)).title, 'Why (2,2) loses');
      await page.keyboard.press('Escape');
      assert.equal(await pressed(page), 'false');
      assert.equal((await why(page)).hidden, true);
      // Off again: ← steps the run back as usual.
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((end) => window.gridplay.state().step === end - 1, end);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('window.gridplay.explain agrees with the CLI on every cell', async () => {
    const cases = [
      [6, 7, 0.3, 1, 'kuhn', 0],
      [7, 6, 0.2, 2, 'hopcroft-karp', 0],
      [8, 8, 0.35, 3, 'kuhn', 1],
      [5, 9, 0.1, 4, 'hopcroft-karp', 1],
      [4, 4, 0.0, 5, 'kuhn', 0], // perfect matching: every cell loses
    ];
    let [wins, loses, paths] = [0, 0, 0];
    for (const [rows, cols, density, seed, algo, greedy] of cases) {
      const query = `?game=geography&preset=random&size=${rows}x${cols}&density=${density}&seed=${seed}&algo=${algo}&greedy=${greedy}&step=end`;
      const { page, problems, close } = await openAt(site, query);
      try {
        await waitEnd(page);
        const input = await judgeInput(page);
        const judge = runCli('geography', input);
        const winning = new Set(judge.split('\n').slice(1).filter(Boolean));
        const size = traceMatchingSize(input);
        const grid = input.split('\n').slice(1, rows + 1);
        const all = await page.evaluate(([rows, cols]) => {
          const out = [];
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < cols; c++) {
              try {
                out.push({ r, c, ex: window.gridplay.explain(r, c) });
              } catch (err) {
                out.push({ r, c, error: err.message });
              }
            }
          }
          return out;
        }, [rows, cols]);
        for (const { r, c, ex, error } of all) {
          if (grid[r][c] === '#') {
            assert.match(error, /wall/, `(${r},${c}) is a wall`);
            continue;
          }
          const win = winning.has(`${r + 1} ${c + 1}`);
          checkCertificate(ex, r, c, grid, win, size);
          if (win) wins++;
          else loses++;
          paths += ex.path.length > 1;
        }
        const outside = await page.evaluate(([rows]) => {
          try {
            window.gridplay.explain(rows, 0);
            return null;
          } catch (err) {
            return err.message;
          }
        }, [rows]);
        assert.match(outside, /outside the board/);
        assert.deepEqual(problems(), [], query);
      } finally {
        await close();
      }
    }
    assert.ok(wins > 10 && loses > 10 && paths > 3, `${wins} wins, ${loses} losses, ${paths} paths`);
  });

  test('screenshots of explanations, light and dark', async () => {
    const query = '?game=geography&preset=random&size=8x10&density=0.25&seed=3&algo=kuhn&step=end';
    for (const scheme of ['light', 'dark']) {
      const { page, problems, close } = await openAt(site, query);
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width: 1200, height: 800 });
        await waitEnd(page);
        // The winning cell with the longest path, and a losing cell, chosen from the contract.
        const pick = await page.evaluate(() => {
          let best = null;
          let lose = null;
          for (let r = 0; r < 8; r++) {
            for (let c = 0; c < 10; c++) {
              let ex;
              try {
                ex = window.gridplay.explain(r, c);
              } catch {
                continue;
              }
              if (ex.wins && (!best || ex.path.length > best.path.length)) best = ex;
              if (!ex.wins && !lose) lose = ex;
            }
          }
          return { win: best.cell, lose: lose.cell, length: best.path.length };
        });
        assert.ok(pick.length >= 3, 'a path with a flip to show');
        await page.keyboard.press('e');
        for (const [kind, [r, c]] of [['win', pick.win], ['lose', pick.lose]]) {
          await clickCell(page, r, c);
          await settle(page);
          assert.match((await why(page)).title, kind === 'win' ? /wins$/ : /loses$/);
          const png = await screenshot(page, `explain-${kind}-${scheme}`, { fullPage: false });
          assert.ok(pngStats(png).colors > 50, 'a real picture');
        }
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    }
  });
});
