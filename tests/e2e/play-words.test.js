// Play mode names the right winner: for every role of both games, on tiny boards the
// first player wins and on boards it loses, in English and Chinese, the game log's
// first sentence ("With perfect play you win" / "… the computer wins") and
// window.gridplay.play().perfect agree with an exhaustive game search written here
// (from the judge input alone: cells, walls, mines and the rules of the problems),
// at the start and again after one of your moves.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt } from './page-helpers.js';
import { geographySearch, mineSearch, pick } from './oracles.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** The perfect-play sentence of the first log line, by language and winner. */
const SAYS = {
  en: { you: 'With perfect play you win', computer: 'With perfect play the computer wins' },
  'zh-CN': { you: '双方都走最优时你必胜', computer: '双方都走最优时电脑必胜' },
};

const geographyBoards = pick(2, (next) => {
  const n = 2 + Math.floor(next() * 2);
  const m = 2 + Math.floor(next() * 3);
  const rows = Array.from({ length: n }, () => Array.from({ length: m }, () => (next() < 0.2 ? '#' : '.')).join(''));
  if (!rows.join('').includes('.')) return null;
  const wins = geographySearch(rows);
  return { input: `${n} ${m}\n${rows.join('\n')}\n`, wins, firstWins: wins([]), rows };
});

const mineBoards = pick(2, (next) => {
  const n = 2 + Math.floor(next() * 2);
  const m = 2 + Math.floor(next() * 3);
  const mines = new Set([...Array(n * m).keys()].filter(() => next() < 0.2));
  if (mines.size === n * m) return null;
  const list = [...mines].map((cell) => `${Math.floor(cell / m)} ${cell % m}`);
  const wins = mineSearch(n, m, mines);
  return { input: `1\n${n} ${m} ${mines.size}\n${list.join('\n')}\n`.replace(/\n\n$/, '\n'), m, wins, firstWins: wins([]) };
});

/** Waits for your turn (or the end) and returns window.gridplay.play(). */
async function yourTurn(page) {
  await page.waitForFunction(() => {
    const s = window.gridplay.play();
    return s && (s.over || s.turn === 'you');
  }, null, { timeout: 20_000 });
  return page.evaluate(() => window.gridplay.play());
}

/** The game log's first line. */
const firstLine = (page) => page.locator('.play-log li').first().textContent();

/**
 * Opens a game, checks the first sentence and `perfect` against the search at your
 * first turn, makes one move (a losing one when there is one, so the position's
 * winner changes) and checks `perfect` again. `position(s)` is the search's answer
 * for the player to move in state `s`; `moveTo(s, good)` picks your move.
 */
async function check(query, lang, youWinFromStart, position, moveTo, what) {
  const { page, problems, close } = await openAt(site, `${query}&lang=${lang}`);
  let s = await yourTurn(page);
  const winner = youWinFromStart ? 'you' : 'computer';
  const other = youWinFromStart ? 'computer' : 'you';
  const line = await firstLine(page);
  assert.ok(line.includes(SAYS[lang][winner]), `${what}: the first line should say ${winner} wins: ${line}`);
  assert.ok(!line.includes(SAYS[lang][other]), `${what}: the first line says ${other} wins: ${line}`);
  const expect = (state) => (state.over ? state.winner : position(state) === (state.turn === 'you') ? 'you' : 'computer');
  assert.equal(s.perfect, expect(s), `${what}: perfect at the start`);
  assert.equal(s.perfect, winner, `${what}: perfect at the start, with the computer playing perfectly`);
  if (!s.over) {
    const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), moveTo(s));
    await page.mouse.click(p.x, p.y);
    await page.waitForFunction((n) => window.gridplay.play().clicks.length > n, s.clicks.length);
    s = await yourTurn(page);
    assert.equal(s.perfect, expect(s), `${what}: perfect after ${JSON.stringify(s.clicks)}`);
  }
  assert.deepEqual(problems(), []);
  await close();
}

describe('play mode names the winner the exhaustive search names', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`token game, placer and mover (${lang})`, async () => {
      for (const board of geographyBoards) {
        for (const you of ['placer', 'mover']) {
          const youWin = board.firstWins === (you === 'placer');
          // A losing move when there is one (the search's own moves from the path).
          const moveTo = (s) => s.moves.find((cell) => board.wins([...s.path, cell])) ?? s.moves[0];
          const query = `?game=geography&input=${encodeURIComponent(board.input)}&step=end&play=${you}`;
          await check(query, lang, youWin, (s) => board.wins(s.path), moveTo, `${you} on ${JSON.stringify(board.rows)}`);
        }
      }
    });

    test(`mine, first and second (${lang})`, async () => {
      for (const board of mineBoards) {
        for (const you of ['first', 'second']) {
          const youWin = board.firstWins === (you === 'first');
          const cells = (s) => s.clicks.map(([r, c]) => r * board.m + c);
          const moveTo = (s) => s.moves.find(([r, c]) => board.wins([...cells(s), r * board.m + c])) ?? s.moves[0];
          const query = `?game=mine&input=${encodeURIComponent(board.input)}&step=end&play=${you}`;
          await check(query, lang, youWin, (s) => board.wins(cells(s)), moveTo, `${you} on ${JSON.stringify(board.input)}`);
        }
      }
    });
  }
});
