// The page's answers are the CLI's answers (target/release/gridplay geography), on
// random boards, on a board typed into a link, and on a 300×300 board solved while
// the page keeps answering. Copied links reopen the same view.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { assertLinkReopens, assertResponsive, boardPixels, clickCell, copyLink, enterEdit, ensureCli, judgeInput, judgeOutput, openAt, openTimingFrames, runCli, waitEnd } from './page-helpers.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

const cli = (input) => runCli('geography', input);
const open = (query, options) => openAt(site, query, options);

describe('answers', () => {
  test('random boards: the page prints what the CLI prints', async () => {
    const cases = [
      // rows, cols, density, seed, algorithm, greedy
      [5, 5, 0.2, 1, 'kuhn', 0],
      [7, 9, 0.35, 2, 'hopcroft-karp', 0],
      [12, 16, 0.3, 3, 'kuhn', 1],
      [16, 12, 0.1, 4, 'hopcroft-karp', 1],
      [20, 31, 0.45, 5, 'kuhn', 0],
      [1, 17, 0.2, 6, 'hopcroft-karp', 0],
      [23, 1, 0.0, 7, 'kuhn', 1],
      [40, 40, 0.25, 8, 'hopcroft-karp', 0],
      [9, 9, 0.9, 9, 'kuhn', 0],
      [6, 8, 0.0, 10, 'hopcroft-karp', 0], // no walls, even: a perfect matching, LOSE
      [10, 10, 0.0, 11, 'kuhn', 1],
    ];
    let wins = 0;
    for (const [rows, cols, density, seed, algo, greedy] of cases) {
      const query = `?preset=random&size=${rows}x${cols}&density=${density}&seed=${seed}&algo=${algo}&greedy=${greedy}&step=end`;
      const { page, problems, close } = await open(query);
      try {
        await waitEnd(page);
        const input = await judgeInput(page);
        assert.match(input, new RegExp(`^${rows} ${cols}\n`));
        const expected = cli(input);
        assert.equal(await judgeOutput(page), expected, query);
        assert.match(await page.getByRole('status', { name: 'Verdict' }).textContent(), new RegExp(`^${expected.split('\n')[0]}\\b`));
        wins += expected.startsWith('WIN');
        assert.deepEqual(problems(), [], query);
      } finally {
        await close();
      }
    }
    assert.ok(wins > 0 && wins < cases.length, 'the cases cover both verdicts');
  });

  test('a hand-written input= link works', async () => {
    const input = '4 5\n..#..\n.....\n#...#\n..#..\n';
    const { page, problems, close } = await open(`?game=geography&input=${encodeURIComponent(input)}&algo=kuhn&step=end`);
    try {
      await waitEnd(page);
      assert.equal(await page.getByLabel('Judge input').inputValue(), input);
      assert.equal(await page.getByLabel('Judge output').inputValue(), cli(input));
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a copied link reopens the same view', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      // An edited board (so neither a preset nor, at 60×70, short enough for input=), Hopcroft–Karp, a step.
      const page = await context.newPage();
      await page.goto(site.server.url('index.html?preset=maze&size=60x70&seed=3&algo=hopcroft-karp'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().complete);
      await enterEdit(page);
      for (const [r, c] of [[1, 1], [10, 20], [30, 31]]) await clickCell(page, r, c);
      await page.waitForFunction(() => window.gridplay.state().complete);
      await page.locator('#scrubber').fill('1234');
      await page.waitForFunction(() => window.gridplay.state().step === 1234);
      const link = await copyLink(page);
      assert.match(link, /[?&]board=60x70\.[\w-]+/);
      assert.match(link, /[?&]algo=hopcroft-karp/);
      assert.match(link, /[?&]step=1234(&|$)/);
      const view = async (p) => ({
        input: await p.getByLabel('Judge input').inputValue(),
        step: await p.locator('#step-info').textContent(),
        narration: await p.locator('#narration').textContent(),
        counters: await p.locator('#counters').textContent(),
        algorithm: await p.locator('#algorithm').inputValue(),
        board: await boardPixels(p),
      });
      await assertLinkReopens(page, link, 1234, view);

      // The sample at its end: a short, readable link.
      await page.goto(site.server.url('index.html?step=end'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.getElementById('judge-output').value !== '');
      const short = await copyLink(page);
      assert.equal(new URL(short).search, '?game=geography&preset=sample&step=end');
    } finally {
      await context.close();
    }
  });

  test('the address bar follows the view', async () => {
    const { page, close } = await open('?preset=empty&size=3x4');
    try {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => location.search.includes('step=2'));
      assert.equal(new URL(page.url()).search, '?game=geography&preset=empty&size=3x4&step=2');
      await page.locator('#algorithm').selectOption('hopcroft-karp');
      await page.waitForFunction(() => location.search.includes('algo=hopcroft-karp'));
      // A wall drawn: the board goes into the link as judge input.
      await enterEdit(page);
      await clickCell(page, 0, 0);
      await page.waitForFunction(() => location.search.includes('input='));
      assert.equal(new URL(page.url()).searchParams.get('input'), '3 4\n#...\n....\n....\n');
    } finally {
      await close();
    }
  });

  test('a 300×300 board solves while the page keeps answering', async () => {
    // Hopcroft–Karp without a greedy start: the longest recording of the presets here.
    const query = '?preset=random&size=300x300&density=0.3&seed=7&algo=hopcroft-karp&step=end';
    const { page, problems, gaps, close } = await openTimingFrames(site, query);
    try {
      await waitEnd(page);
      assertResponsive(await gaps(), '300×300');
      const expected = cli(await judgeInput(page));
      assert.equal(await judgeOutput(page), expected);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
