// Move rules on the page (issue 13): ?moves= links, the Moves select, kuhn and
// Hopcroft–Karp offered only for rook and knight (on king and hex the page names a
// triangle and runs the blossom algorithm), a blossom on the sample under king
// moves, and the verdict against the CLI for every rule. Screenshots of king, hex
// and knight boards and of a blossom mid-search go to tests/output/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { pngStats, screenshot, startSite } from './harness.js';
import { CLI, ensureCli, enterEdit, judgeInput, openAt, settle, state, waitEnd, waitStep } from './page-helpers.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

/** The CLI's judge output for `input` under `moves` (blossom where kuhn does not apply). */
function cli(input, moves) {
  const algo = moves === 'king' || moves === 'hex' ? 'blossom' : 'kuhn';
  return execFileSync(CLI, ['geography', '--moves', moves, '--algo', algo], { input, encoding: 'utf8' });
}

/** The CLI trace's events for `input`, as the page would record them (greedy off on small boards). */
function trace(input, moves) {
  const out = execFileSync(CLI, ['trace', 'geography', '--moves', moves, '--algo', 'blossom'], { input, encoding: 'utf8' });
  return out.trim().split('\n').slice(1).map((line) => JSON.parse(line));
}

const narration = (page) => page.locator('#narration').textContent();

describe('move rules', () => {
  test('king moves: the triangle is named, kuhn is off, and a blossom forms on the sample', async () => {
    const { page, problems } = await openAt(site, '?game=geography&preset=sample&moves=king');
    await waitStep(page, 0);
    assert.equal(await page.locator('#moves').inputValue(), 'king');
    assert.equal(await page.locator('#algorithm').inputValue(), 'blossom');
    assert.equal(await page.locator('#algorithm option[value="kuhn"]').isDisabled(), true);
    assert.equal(await page.locator('#algorithm option[value="hopcroft-karp"]').isDisabled(), true);
    const why = await page.locator('#moves-why').textContent();
    assert.match(why, /triangle/);
    assert.match(await narration(page), /touch each other/);
    await screenshot(page, 'moves-king-triangle');

    // The step of the first blossom, from the CLI's trace of the same board.
    const input = await judgeInput(page);
    const events = trace(input, 'king');
    const first = events.findIndex((e) => e.event === 'blossom_found') + 1;
    assert.ok(first > 0 && first < 30, `a blossom early (step ${first})`);
    const { page: mid } = await openAt(site, `?game=geography&preset=sample&moves=king&step=${first}`);
    await waitStep(mid, first);
    const said = await narration(mid);
    assert.match(said, /blossom with base/);
    const base = events[first - 1].base;
    assert.ok(said.includes(`blossom with base (${base[0]},${base[1]})`), said);
    const png = await screenshot(mid, 'moves-king-blossom');
    assert.ok(pngStats(png).colors > 20);
    await mid.locator('#to-end').click();
    await waitEnd(mid);
    assert.equal(await mid.locator('#judge-output').inputValue(), cli(input, 'king'));
    assert.deepEqual(problems(), []);
  });

  test('switching rules: the verdict follows the CLI for every rule, and links carry ?moves=', async () => {
    const { page, problems } = await openAt(site, '?game=geography&preset=random&size=6x7&density=0.25&seed=3&step=end');
    await waitEnd(page);
    const input = await judgeInput(page);
    for (const moves of ['king', 'hex', 'knight', 'rook']) {
      await page.locator('#moves').selectOption(moves);
      await page.evaluate(() => document.getElementById('to-end')?.click());
      await waitEnd(page);
      assert.equal(await page.locator('#judge-output').inputValue(), cli(input, moves), moves);
      const algo = await page.locator('#algorithm').inputValue();
      assert.equal(algo, moves === 'king' || moves === 'hex' ? 'blossom' : algo, moves);
      await settle(page);
      if (moves !== 'rook') {
        // The address follows the view a moment later.
        await page.waitForFunction((m) => new URLSearchParams(location.search).get('moves') === m, moves);
        await screenshot(page, `moves-${moves}`);
      }
    }
    // Back on rook, kuhn is offered again.
    assert.equal(await page.locator('#algorithm option[value="kuhn"]').isDisabled(), false);
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('moves'));
    assert.deepEqual(problems(), []);
  });

  test('a teaching preset brings its rule, and editing a hex board changes the cell under the pointer', async () => {
    const { page, problems } = await openAt(site, '?game=geography&preset=sample');
    await waitStep(page, 0);
    await page.locator('#preset').selectOption('king');
    await page.getByRole('button', { name: 'Make board' }).click();
    await page.waitForFunction(() => {
      const q = new URLSearchParams(location.search);
      return q.get('preset') === 'king' && q.get('moves') === 'king';
    });
    assert.equal(await page.locator('#moves').inputValue(), 'king');
    assert.equal(await page.locator('#algorithm').inputValue(), 'blossom');
    await page.locator('#to-end').click();
    await waitEnd(page);
    assert.equal(await page.locator('#judge-output').inputValue(), cli(await judgeInput(page), 'king'));

    // A link naming only the preset opens it with its rule.
    const { page: hex } = await openAt(site, '?game=geography&preset=hex');
    await waitStep(hex, 0);
    assert.equal(await hex.locator('#moves').inputValue(), 'hex');
    // Odd rows sit half a cell right: a click a little right of such a cell's centre
    // is still that cell (unshifted, it would be the next one).
    const scale = (await hex.evaluate(() => window.gridplay.viewport())).scale;
    await enterEdit(hex);
    for (const [r, c] of [[1, 1], [3, 0], [1, 3], [0, 2]]) {
      const before = (await judgeInput(hex)).trim().split('\n');
      const p = await hex.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
      await hex.mouse.click(p.x + scale * 0.3, p.y);
      await hex.waitForFunction((b) => document.getElementById('judge-input').value.trim() !== b, before.join('\n'));
      const now = (await judgeInput(hex)).trim().split('\n');
      const changed = [];
      for (let i = 1; i < now.length; i++) for (let j = 0; j < now[i].length; j++) if (now[i][j] !== before[i][j]) changed.push([i - 1, j]);
      assert.deepEqual(changed, [[r, c]], `clicked right of the centre of (${r},${c})`);
    }
    assert.deepEqual(problems(), []);
  });

  test('a bad ?moves= is reported and the board stays rook', async () => {
    const { page } = await openAt(site, '?game=geography&preset=sample&moves=queen');
    await waitStep(page, 0);
    assert.equal(await page.locator('#moves').inputValue(), 'rook');
    assert.match(await page.locator('body').textContent(), /queen/);
    const s = await state(page);
    assert.equal(s.step, 0);
  });
});
