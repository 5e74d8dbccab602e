// Explain begins with a one-sentence plain summary, then the detail (issue 26, item 11).
// The summary names a winner, so it is checked against exhaustive searches written in
// tests/e2e/oracles.js, on tiny boards the first player wins and boards it loses, in
// English and Chinese:
// - token game: for every free cell, "Put the token on (r,c) and you win" exactly when
//   the search says the player who places the token there wins;
// - mine: for every blank region, its value is the search's Grundy value of the region
//   alone (every other cell open), the XOR named is the search's Grundy value of the
//   whole board, and "the first player wins" exactly when the search says so; the
//   detail says what mex is.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { geographySearch, mineGrundy, mineRules, mineSearch, pick } from './oracles.js';
import { openAt, settle, waitEnd } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** The summaries' words, by language: a pattern that reads the winner (and values) off a summary. */
const TOKEN = {
  en: (cell) => new RegExp(`^Put the token on \\(${cell}\\) and you (win|lose): `),
  'zh-CN': (cell) => new RegExp(`^把棋子放在 \\(${cell}\\)，你就(必胜|必败)：`),
};
const TOKEN_WINS = { en: 'win', 'zh-CN': '必胜' };
const MINE = {
  en: /^This region is worth (\d+), like a Nim pile of \1: the player to move wins exactly when the XOR of all the values is not 0, and on this board it is (\d+), so the first player (wins|loses)\.$/,
  'zh-CN': /^这个连通块的 SG 值为 (\d+)，相当于尼姆游戏（取石子游戏）中一堆 \1 个石子：所有 SG 值的异或不为 0 时，轮到走的一方必胜；这个棋盘上异或为 (\d+)，所以先手(必胜|必败)。$/,
};
const MINE_WINS = { en: 'wins', 'zh-CN': '必胜' };
const MEX = { en: /mex\{…\} is the smallest whole number/, 'zh-CN': /mex\{…\} 指花括号里没有出现的最小自然数/ };

/** Turns Explain on and explains the cell at (r, c) (0-based); returns { summary, text } of the panel. */
async function explainCell(page, r, c) {
  if ((await page.locator('#explain-mode').getAttribute('aria-pressed')) !== 'true') await page.locator('#explain-mode').click();
  const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
  await page.mouse.click(p.x, p.y);
  await settle(page);
  await page.locator('#why:not([hidden])').waitFor();
  return {
    summary: await page.locator('#why-text .why-summary').textContent(),
    text: await page.locator('#why-text').textContent(),
  };
}

const tokenBoards = pick(
  2,
  (next) => {
    const n = 2 + Math.floor(next() * 2);
    const m = 2 + Math.floor(next() * 3);
    const rows = Array.from({ length: n }, () => Array.from({ length: m }, () => (next() < 0.25 ? '#' : '.')).join(''));
    if (!rows.join('').includes('.')) return null;
    const wins = geographySearch(rows);
    return { input: `${n} ${m}\n${rows.join('\n')}\n`, rows, wins, firstWins: wins([]) };
  },
  2603,
);

/** Blank regions of a mine board: 8-connected blanks, with the numbers around them. */
function regions(n, m, mines) {
  const { around, safe, blank } = mineRules(n, m, mines);
  const seen = new Set();
  const out = [];
  for (const start of safe.filter(blank)) {
    if (seen.has(start)) continue;
    const cells = new Set([start]);
    seen.add(start);
    for (const stack = [start]; stack.length; ) {
      for (const y of around(stack.pop())) {
        if (mines.has(y) || cells.has(y)) continue;
        cells.add(y);
        if (blank(y)) {
          seen.add(y);
          stack.push(y);
        }
      }
    }
    out.push({ first: start, cells });
  }
  return out;
}

const mineInputs = new Set();
const mineBoards = pick(
  2,
  (next) => {
    const n = 3;
    const m = 3 + Math.floor(next() * 3);
    const mines = new Set([...Array(n * m).keys()].filter(() => next() < 0.2));
    if (mines.size === n * m) return null;
    const found = regions(n, m, mines);
    if (found.length < 2) return null; // two regions, so the XOR is of more than one value
    // The problem's promise: no number borders two regions (else the page values clusters).
    const counts = new Map();
    for (const { cells } of found) for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
    if ([...counts.values()].some((k) => k > 1)) return null;
    const list = [...mines].map((cell) => `${Math.floor(cell / m)} ${cell % m}`);
    const input = `1\n${n} ${m} ${mines.size}\n${list.map((l) => `${l}\n`).join('')}`;
    if (mineInputs.has(input)) return null;
    mineInputs.add(input);
    return { input, n, m, mines, regions: found, firstWins: mineSearch(n, m, mines)([]) };
  },
  4679,
);

describe('Explain says who wins in one plain sentence first, as the exhaustive search does', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`token game: every free cell, boards the first player wins and loses (${lang})`, async () => {
      assert.deepEqual(tokenBoards.map((b) => b.firstWins), [true, true, false, false]);
      for (const board of tokenBoards) {
        const { page, problems, close } = await openAt(site, `?game=geography&input=${encodeURIComponent(board.input)}&step=end&lang=${lang}`);
        try {
          await waitEnd(page);
          for (let r = 0; r < board.rows.length; r++) {
            for (let c = 0; c < board.rows[0].length; c++) {
              if (board.rows[r][c] !== '.') continue;
              const { summary, text } = await explainCell(page, r, c);
              const said = TOKEN[lang](`${r + 1},${c + 1}`).exec(summary);
              assert.ok(said, `(${r + 1},${c + 1}) on ${JSON.stringify(board.rows)}: ${summary}`);
              // The placer wins at (r, c) when the player to move from there (the other) loses.
              const placerWins = !board.wins([[r, c]]);
              assert.equal(said[1] === TOKEN_WINS[lang], placerWins, `(${r + 1},${c + 1}) on ${JSON.stringify(board.rows)}: ${summary}`);
              assert.ok(text.startsWith(summary) && text.length > summary.length + 20, 'the summary comes first, then the detail');
            }
          }
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      }
    });

    test(`mine: every region, boards the first player wins and loses (${lang})`, async () => {
      assert.deepEqual(mineBoards.map((b) => b.firstWins), [true, true, false, false]);
      for (const board of mineBoards) {
        const { page, problems, close } = await openAt(site, `?game=mine&input=${encodeURIComponent(board.input)}&step=end&lang=${lang}`);
        try {
          await waitEnd(page);
          const grundy = mineGrundy(board.n, board.m, board.mines);
          const { safe } = mineRules(board.n, board.m, board.mines);
          const whole = grundy(new Set());
          for (const region of board.regions) {
            const [r, c] = [Math.floor(region.first / board.m), region.first % board.m];
            const { summary, text } = await explainCell(page, r, c);
            const said = MINE[lang].exec(summary);
            assert.ok(said, `region at (${r},${c}) of ${JSON.stringify(board.input)}: ${summary}`);
            // The region alone: every safe cell outside it open.
            const alone = grundy(new Set(safe.filter((cell) => !region.cells.has(cell))));
            assert.equal(Number(said[1]), alone, `value of the region at (${r},${c}): ${summary}`);
            assert.equal(Number(said[2]), whole, `the board's value: ${summary}`);
            assert.equal(said[3] === MINE_WINS[lang], board.firstWins, `winner: ${summary}`);
            assert.ok(text.startsWith(summary), 'the summary comes first');
            assert.match(text, MEX[lang], 'mex said in plain words');
          }
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      }
    });
  }
});
