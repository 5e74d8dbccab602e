// Offline use (issue 28): dist/index.html opened as a file says what to open instead, in
// both languages; dist/gridplay-offline.html opened as a file works with every http(s)
// request refused, and asks for none. Its answers are checked against an exhaustive
// search of the token game written here and against the native CLI (mine).
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { EN as en, ZH as zh } from '../catalogues.js';
import { DIST, launchBrowser, pngStats, screenshot } from './harness.js';
import { ensureCli, runCli, waitEnd } from './page-helpers.js';

const OFFLINE = join(DIST, 'gridplay-offline.html');
const fileUrl = (path, query = '') => pathToFileURL(path).href + query;

// A token-game board where, under every rule, some cells win and some lose.
const BOARD = ['.....', '...#.', '##.#.'];
const INPUT = `${BOARD.length} ${BOARD[0].length}\n${BOARD.join('\n')}\n`;

const SAMPLE = ['.##', '...', '#.#'];

/** Free neighbours of (r, c) on `board` under `moves` (hex: odd 0-based rows shifted right). */
function neighbours(board, moves, r, c) {
  const steps = {
    rook: [[-1, 0], [1, 0], [0, -1], [0, 1]],
    king: [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
    knight: [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]],
    hex: r % 2 ? [[0, -1], [0, 1], [-1, 0], [-1, 1], [1, 0], [1, 1]] : [[0, -1], [0, 1], [-1, -1], [-1, 0], [1, -1], [1, 0]],
  }[moves];
  return steps.map(([dr, dc]) => [r + dr, c + dc]).filter(([y, x]) => board[y]?.[x] === '.');
}

/** Exhaustive search: does the first player, who places the token on (r, c), win? */
function firstWins(board, moves, r, c) {
  const seen = new Set([`${r},${c}`]);
  // The player to move from (y, x) wins iff some unvisited neighbour is a loss for the other.
  const moverWins = (y, x) =>
    neighbours(board, moves, y, x).some(([ny, nx]) => {
      const key = `${ny},${nx}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const other = moverWins(ny, nx);
      seen.delete(key);
      return !other;
    });
  return !moverWins(r, c);
}

const free = (board) => board.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '.' ? [[r, c]] : [])));

let browser;
before(async () => {
  for (const file of ['index.html', 'gridplay-offline.html']) {
    if (!existsSync(join(DIST, file))) throw new Error(`dist/${file} is missing: build first (bash scripts/build.sh)`);
  }
  ensureCli();
  browser = await launchBrowser();
});
after(() => browser?.close());

/**
 * A new tab whose http(s) requests are all refused, opened at `url`; `requests` lists
 * every URL the tab asked for, `problems()` the console errors and page errors.
 */
async function offlineTab(url) {
  const context = await browser.newContext();
  const requests = [];
  const problems = [];
  await context.route(/^https?:/, (route) => route.abort());
  const page = await context.newPage();
  page.on('request', (req) => requests.push(req.url()));
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack ?? e}`));
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, requests, problems: () => problems, close: () => context.close() };
}

/** Only the file itself was asked for (data: URLs aside): nothing left the machine. */
function onlyTheFile(requests) {
  const asked = requests.filter((url) => !url.startsWith('data:'));
  assert.ok(asked.length >= 1);
  assert.deepEqual([...new Set(asked.map((url) => url.split('?')[0]))], [pathToFileURL(OFFLINE).href]);
}

describe('index.html opened as a file', () => {
  test('says, in English and Chinese, to open gridplay-offline.html or serve the folder; shows nothing broken', async () => {
    const tab = await offlineTab(fileUrl(join(DIST, 'index.html')));
    try {
      const { page } = tab;
      const shown = await page.locator('body').innerText();
      for (const m of [en, zh]) {
        for (const key of ['offline.fileTitle', 'offline.fileText', 'offline.fileServe', 'offline.fileLink']) {
          const text = m[key].replace('{file}', 'gridplay-offline.html').replace('{command}', 'python3 -m http.server');
          assert.ok(shown.includes(text), `visible: ${text}`);
        }
      }
      assert.equal(await page.locator('#board').isVisible(), false, 'no board that cannot work');
      assert.equal(await page.locator('#step-info').isVisible(), false, 'no "Step 0 of 0"');
      for (const lang of ['en', 'zh-CN']) {
        const link = page.locator(`#file-notice section[lang="${lang}"] a`);
        assert.equal(await link.getAttribute('href'), './gridplay-offline.html');
      }
      // The link opens the single file, which starts.
      await page.locator('#file-notice section[lang="en"] a').click();
      await page.waitForFunction(() => window.gridplay?.state().lastStep > 0, null, { timeout: 60_000 });
      const shot = await screenshot(page, 'offline-index-file');
      assert.ok(pngStats(shot).stddev > 1);
    } finally {
      await tab.close();
    }
  });
});

describe('gridplay-offline.html opened as a file, every http(s) request refused', () => {
  test('is one file under 3 MB', () => {
    const size = statSync(OFFLINE).size;
    console.log(`gridplay-offline.html: ${(size / 1024).toFixed(0)} KB`);
    assert.ok(size < 3 * 1024 * 1024, `${size} bytes`);
  });

  test('the sample: the verdict, every cell explained as the exhaustive search says, presentation, export, no request', async () => {
    const tab = await offlineTab(fileUrl(OFFLINE, '?step=end'));
    try {
      const { page } = tab;
      await waitEnd(page);
      const input = await page.getByLabel('Judge input').inputValue();
      assert.equal(input.trim(), `3 3\n${SAMPLE.join('\n')}`);
      const cells = free(SAMPLE);
      const oracle = cells.map(([r, c]) => firstWins(SAMPLE, 'rook', r, c));
      const wins = await page.evaluate((cells) => cells.map(([r, c]) => window.gridplay.explain(r, c)?.wins), cells);
      assert.deepEqual(wins, oracle);
      const n = oracle.filter(Boolean).length;
      assert.match(await page.locator('#verdict').textContent(), new RegExp(`^WIN the first player wins from ${n} of ${cells.length} free cells`));
      await page.getByRole('button', { name: 'Present' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.documentElement.classList.contains('presenting'));
      await page.getByRole('button', { name: 'Export…' }).click();
      assert.equal(await page.getByRole('dialog').isVisible(), true, 'export opens');
      onlyTheFile(tab.requests);
      assert.deepEqual(tab.problems(), []);
    } finally {
      await tab.close();
    }
  });

  for (const [moves, algorithms] of [
    ['rook', ['kuhn', 'hopcroft-karp', 'blossom']],
    ['king', ['blossom']],
    ['knight', ['kuhn', 'hopcroft-karp', 'blossom']],
    ['hex', ['blossom']],
  ]) {
    test(`?input=…&moves=${moves}: every algorithm's winning cells are the exhaustive search's`, async () => {
      const oracle = free(BOARD).map(([r, c]) => firstWins(BOARD, moves, r, c));
      for (const algo of algorithms) {
        const query = `?input=${encodeURIComponent(INPUT)}&moves=${moves}&algo=${algo}&step=end`;
        const tab = await offlineTab(fileUrl(OFFLINE, query));
        try {
          await waitEnd(tab.page);
          const shown = await tab.page.evaluate(() => ({ algo: document.getElementById('algorithm').value, moves: document.getElementById('moves').value }));
          assert.deepEqual(shown, { algo, moves });
          const wins = await tab.page.evaluate((cells) => cells.map(([r, c]) => window.gridplay.explain(r, c)?.wins), free(BOARD));
          assert.deepEqual(wins, oracle, `${moves} ${algo}`);
          onlyTheFile(tab.requests);
          assert.deepEqual(tab.problems(), []);
        } finally {
          await tab.close();
        }
      }
    });
  }

  test('?game=mine&input=…: the judge output is the CLI\'s; the game link switches back; play starts', async () => {
    const input = '2\n3 3 1\n0 0\n4 4 2\n0 0\n3 3\n';
    const tab = await offlineTab(fileUrl(OFFLINE, `?game=mine&input=${encodeURIComponent(input)}&step=end`));
    try {
      const { page } = tab;
      await waitEnd(page);
      assert.equal(await page.locator('#judge-output').inputValue(), runCli('mine', input));
      assert.equal(await page.title(), en['mine.text.title']);
      // Switching game: the Token game link, then the play mode of that game.
      await page.locator('#games a[data-game="geography"]').click();
      await page.waitForFunction(() => new URLSearchParams(location.search).get('game') === 'geography' && window.gridplay?.state().lastStep > 0);
      await page.getByRole('button', { name: 'Play the game' }).click();
      await page.getByRole('group', { name: 'Your role' }).getByRole('button').first().click();
      await page.waitForFunction(() => window.gridplay.play() !== null);
      onlyTheFile(tab.requests);
      assert.deepEqual(tab.problems(), []);
    } finally {
      await tab.close();
    }
  });

  test('?lang=zh-CN: the Chinese page, with its verdict', async () => {
    const tab = await offlineTab(fileUrl(OFFLINE, '?lang=zh-CN&step=end'));
    try {
      const { page } = tab;
      await waitEnd(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      const { step, lastStep } = await page.evaluate(() => window.gridplay.state());
      const stepOf = zh['play.stepOf'].replace('{step}', step).replace('{last}', lastStep);
      assert.equal(await page.locator('#step-info').textContent(), stepOf);
      assert.equal(await page.getByRole('link', { name: zh['offline.download'] }).count(), 0, 'no download link in the download');
      assert.equal(await page.locator('#code-title').textContent(), zh['panel.pseudocode']);
      onlyTheFile(tab.requests);
      assert.deepEqual(tab.problems(), []);
    } finally {
      await tab.close();
    }
  });
});
