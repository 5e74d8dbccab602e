// 兔兔与蛋蛋 (slide, NOI 2011, Luogu P1971) on the page, checked against an oracle
// written here from the problem statement alone: an exhaustive game search over the
// empty cell's moves (a position is the board and the player to move; 兔兔 slides a
// white piece O next to the empty cell into it, 蛋蛋 a black piece X; who cannot move
// loses), and the problem's mistake (兔兔 could force a win before his move, and 蛋蛋
// can after it). The page's judge output equals the oracle's and the CLI's on the
// samples and random small games; the explanation of every move of 兔兔 and its
// sentence, the mistakes panel, and play mode's winner sentence agree with the
// oracle, in English and Chinese; the tab, the URL, bad input and the viewer work.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { clickCell, copyLink, enterEdit, ensureCli, judgeInput, judgeOutput, openAt, runCli, state, text, useInput, waitEnd } from './page-helpers.js';
import { rng } from './oracles.js';
import { legal, oracle, readInput, slideInto } from './slide-oracle.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

const SAMPLE_1 = '1 6\nXO.OXO\n1\n1 2\n1 1\n';
const SAMPLE_3 = '4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n';

/**
 * A random valid input: a board of at most 4×4 cells, a game where each side slides a
 * random legal piece until one is stuck, kept when 兔兔 is stuck after 2k ≥ 2 turns
 * (the input's promise).
 */
function randomInput(next) {
  for (;;) {
    const n = 1 + Math.floor(next() * 4);
    const m = 2 + Math.floor(next() * 3);
    const cells = Array.from({ length: n * m }, () => (next() < 0.5 ? 'O' : 'X'));
    cells[Math.floor(next() * n * m)] = '.';
    let board = cells.join('');
    const moves = [];
    for (let player = 0; ; player = 1 - player) {
      const options = legal(board, n, m, player);
      if (!options.length) break;
      const cell = options[Math.floor(next() * options.length)];
      moves.push(cell);
      board = slideInto(board, cell);
    }
    if (moves.length < 2 || moves.length % 2) continue;
    const rows = Array.from({ length: n }, (_, r) => cells.join('').slice(r * m, r * m + m));
    const lines = moves.map((cell) => `${Math.floor(cell / m) + 1} ${(cell % m) + 1}`);
    return `${n} ${m}\n${rows.join('\n')}\n${moves.length / 2}\n${lines.join('\n')}\n`;
  }
}

/** Random inputs, some with mistakes and some without. */
function randomInputs(count, seed) {
  const next = rng(seed);
  const out = { mistakes: [], clean: [] };
  while (out.mistakes.length + out.clean.length < count) {
    const input = randomInput(next);
    const list = oracle(input).mistakes.length ? out.mistakes : out.clean;
    if (list.length < count / 2) list.push(input);
  }
  return [...out.mistakes, ...out.clean];
}

const open = (query) => openAt(site, `?game=slide${query}`);
const at = (cell, m) => [Math.floor(cell / m), cell % m];

describe('slide on the page', () => {
  test('the tab, the URL, the problem links and the words of the game', async () => {
    const { page, problems, close } = await open('&step=end');
    try {
      const games = page.getByRole('navigation', { name: 'Game' });
      assert.equal(await games.getByRole('link', { name: 'Slide' }).getAttribute('aria-current'), 'page');
      assert.match(await page.title(), /兔兔与蛋蛋/);
      assert.equal(await page.locator('#algorithm').isVisible(), false);
      assert.match(await text(page, '#output-command'), /^gridplay slide$/);
      const links = await page.locator('#problem-links a').evaluateAll((as) => as.map((a) => [a.textContent, a.href]));
      assert.deepEqual(links[0], ['Luogu P1971', 'https://www.luogu.com.cn/problem/P1971']);
      assert.match(await text(page, '#problem-text'), /NOI 2011/);
      // The first preset is sample 3.
      await waitEnd(page);
      assert.equal(await judgeOutput(page), '2\n1\n2\n');
      // Edit mode's hint says what a click does here (swap, move), not walls.
      assert.equal(await page.locator('#edit-mode').isVisible(), true);
      assert.match(await text(page, '#edit-hint'), /click a piece to swap its colour/);
      await games.getByRole('link', { name: 'Token game' }).click();
      await page.waitForFunction(() => document.querySelector('#narration li')?.textContent.includes('free cell'));
      assert.match(page.url(), /game=geography/);
      assert.equal(await page.locator('#edit-mode').isVisible(), true);
      assert.match(await text(page, '#edit-hint'), /Turn on Edit \(D\)/);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('the judge output equals the oracle and the CLI on the samples and random games', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(SAMPLE_1)}&step=end`);
    try {
      await waitEnd(page);
      for (const input of [SAMPLE_1, SAMPLE_3, ...randomInputs(10, 1971)]) {
        if (input !== SAMPLE_1) {
          await useInput(page, input);
          await page.keyboard.press('End');
        }
        await waitEnd(page);
        const expected = oracle(input).output;
        assert.equal(await judgeOutput(page), expected, input);
        assert.equal(runCli('slide', input), expected, `CLI on ${input}`);
        // The verdict, and "Your output" compared as the judges compare.
        const verdict = await text(page, '#verdict');
        assert.match(verdict, new RegExp(`${oracle(input).mistakes.length} mistakes?`));
        await page.locator('#your-output').fill(expected);
        assert.match(await text(page, '#comparison'), /matches the judge output/);
        await page.locator('#your-output').fill('');
      }
      assert.equal(oracle(SAMPLE_1).output, '1\n1\n');
      assert.equal(oracle(SAMPLE_3).output, '2\n1\n2\n');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  /** What Edit mode's words must say, by language. */
  const EDIT_WORDS = {
    en: { hint: /click a piece to swap its colour \(X ↔ O\)/, held: /empty cell at \(3,3\) is picked up/, start: /^Edits change the starting board/, refused: /^Not changed: .*兔兔 wins however either player moves/ },
    'zh-CN': { hint: /点击棋子可交换其颜色（X ↔ O）/, held: /已拿起 \(3,3\) 的空格/, start: /^编辑修改的是初始棋盘/, refused: /^未修改：.*无论双方怎么走，都是兔兔获胜/ },
  };

  // (By id: the labels are in the page's language.)
  const inputText = (page) => page.locator('#judge-input').inputValue();
  const outputText = (page) => page.locator('#judge-output').inputValue();

  /**
   * After an edit: the input text holds `board` (made here), its recorded game is legal
   * to the end with 兔兔 stuck, keeps `kept` turns of `before`'s game, and the judge
   * output is the CLI's and the oracle's for the new text.
   */
  async function assertEdited(page, board, before, kept) {
    await page.waitForFunction((was) => document.getElementById('judge-input').value !== was, before);
    const input = await inputText(page);
    const got = readInput(input);
    assert.equal(got.board, board, input);
    const old = readInput(before).moves;
    assert.deepEqual(got.moves.slice(0, kept), old.slice(0, kept), input);
    let now = got.board;
    got.moves.forEach((cell, i) => {
      assert.ok(legal(now, got.n, got.m, i % 2).includes(cell), `turn ${i + 1} of ${input}`);
      now = slideInto(now, cell);
    });
    assert.deepEqual(legal(now, got.n, got.m, 0), [], `兔兔 stuck at the end of ${input}`);
    await page.keyboard.press('End');
    await waitEnd(page);
    const expected = runCli('slide', input);
    assert.equal(expected, oracle(input).output, input);
    assert.equal(await outputText(page), expected, input);
    return input;
  }

  for (const lang of ['en', 'zh-CN']) {
    test(`Edit mode: a click swaps a colour, the empty cell moves, undo, a refusal (${lang})`, async () => {
      const { page, problems, close } = await open(`&input=${encodeURIComponent(SAMPLE_3)}&step=end&lang=${lang}`);
      try {
        await waitEnd(page);
        const words = EDIT_WORDS[lang];
        assert.match(await text(page, '#edit-hint'), words.hint);
        await enterEdit(page);
        // Edits change the starting board: Edit mode shows it.
        assert.equal((await state(page)).step, 0);
        // (4,4)'s O turns X: no recorded move touches it, the whole game is kept.
        await clickCell(page, 3, 3);
        const flipped = await assertEdited(page, 'OOXXOXXOOO.OXXXX', SAMPLE_3, 4);
        // The empty cell (3,3) picked up, then put on (1,1): 兔兔's first move (3,2) is
        // no longer next to it, nothing of the game is kept.
        await enterEdit(page);
        await page.keyboard.press('Home');
        await clickCell(page, 2, 2);
        await page.locator('#edit-note').waitFor();
        assert.match(await text(page, '#edit-note'), words.held);
        await clickCell(page, 0, 0);
        const moved = await assertEdited(page, '.OXXOXXOOOOOXXXX', flipped, 0);
        // Undo gives the text before, and its judge output.
        await page.locator('#undo').click();
        assert.equal(await inputText(page), flipped);
        await page.keyboard.press('End');
        await waitEnd(page);
        assert.equal(await outputText(page), runCli('slide', flipped));
        await page.locator('#redo').click();
        assert.equal(await inputText(page), moved);
        // Sample 1 with (1,1) white: 兔兔 wins whatever both do, and the input promises
        // he loses, so the edit is refused and the board stays.
        await page.locator('#judge-input').fill(SAMPLE_1);
        await page.locator('#apply-input').click();
        await page.keyboard.press('End');
        await waitEnd(page);
        await enterEdit(page);
        await page.locator('#board').scrollIntoViewIfNeeded(); // (Use this input is further down)
        await clickCell(page, 0, 0);
        await page.locator('#edit-note').waitFor();
        // The run was shown at its end: the first click shows the starting board.
        assert.match(await text(page, '#edit-note'), words.start);
        assert.equal((await state(page)).step, 0);
        const start = await text(page, '#edit-note');
        await clickCell(page, 0, 0);
        await page.waitForFunction((before) => document.getElementById('edit-note').textContent !== before, start);
        assert.match(await text(page, '#edit-note'), words.refused);
        assert.equal(await inputText(page), SAMPLE_1);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }

  test('bad input names line and column and keeps the last good board', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(SAMPLE_3)}&step=end`);
    try {
      await waitEnd(page);
      // 兔兔's first move names a black piece.
      await useInput(page, '1 3\nXO.\n1\n1 1\n1 2\n');
      const error = page.locator('#input-error');
      await error.waitFor();
      assert.match(await error.textContent(), /[Ll]ine 4, column 1/);
      assert.equal(await page.getByLabel('Judge input').getAttribute('aria-invalid'), 'true');
      assert.match(await page.locator('#board').getAttribute('aria-label'), /4 × 4/);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  /** What a move's explanation must say, by language: a mistake or not. */
  const CALLS = {
    en: { yes: (n) => `Move ${n}, sliding`, mistake: 'is a mistake', not: 'is not a mistake' },
    'zh-CN': { yes: (n) => `第 ${n} 次操作（移动`, mistake: '犯了错误', not: '不是错误' },
  };

  for (const lang of ['en', 'zh-CN']) {
    test(`every move of 兔兔 is explained as the oracle judges it, and the mistakes panel lists the oracle's (${lang})`, async () => {
      for (const input of [SAMPLE_1, SAMPLE_3, ...randomInputs(4, 2011)]) {
        const o = oracle(input);
        const { page, problems, close } = await open(`&input=${encodeURIComponent(input)}&step=end&lang=${lang}`);
        try {
          await waitEnd(page);
          const panel = await text(page, '#game-panel');
          for (const turn of o.turns) {
            assert.equal(panel.includes(CALLS[lang].yes(turn.number)), turn.mistake, `${lang}: the mistakes panel and move ${turn.number}: ${panel}`);
          }
          await page.locator('#explain-mode').click();
          for (const turn of o.turns) {
            const [r, c] = at(turn.cell, o.m);
            const ex = await page.evaluate(([r, c]) => window.gridplay.explain(r, c), [r, c]);
            const what = `${input} move ${turn.number}`;
            assert.equal(ex.number, turn.number, what);
            assert.equal(ex.before.wins, turn.before, `${what}: before`);
            assert.equal(ex.after.wins, turn.after, `${what}: after`);
            assert.equal(ex.mistake, turn.mistake, `${what}: mistake`);
            // The board drawn under it is the position before the move (the oracle's),
            // not the last one shown at the end: one symbol per piece byte, cell by cell.
            const symbols = new Map();
            ex.pieces.forEach((code, i) => {
              assert.equal(symbols.get(code) ?? turn.boardBefore[i], turn.boardBefore[i], `${what}: the board before the move, cell ${i}`);
              symbols.set(code, turn.boardBefore[i]);
            });
            assert.equal(new Set(symbols.values()).size, symbols.size, `${what}: one symbol per piece byte`);
            assert.equal(ex.walk.at(-1), turn.boardBefore.indexOf('.'), `${what}: the walk ends at the empty cell`);
            // A named winning move wins: after it the other side cannot force a win.
            if (ex.before.partner) assert.equal(o.wins(slideInto(turn.boardBefore, ex.before.partner[0] * o.m + ex.before.partner[1]), 1), false, `${what}: 兔兔's winning move`);
            if (ex.after.partner) assert.equal(o.wins(slideInto(turn.board, ex.after.partner[0] * o.m + ex.after.partner[1]), 0), false, `${what}: 蛋蛋's winning move`);
            // The sentence the Explain tool shows for a click on the cell.
            const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
            await page.mouse.click(p.x, p.y);
            const said = await page.locator('#why-text').textContent();
            assert.ok(said.includes(CALLS[lang].yes(turn.number)), `${what}: ${said}`);
            assert.ok(said.includes(turn.mistake ? CALLS[lang].mistake : CALLS[lang].not), `${what}: ${said}`);
            assert.doesNotMatch(said, /\b1 cells\b/, `${what}: one cell is a cell`);
          }
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      }
    });
  }

  /** The perfect-play sentence of play mode's first line, by language and winner. */
  const SAYS = {
    en: { you: 'With perfect play you win', computer: 'With perfect play the computer wins' },
    'zh-CN': { you: '双方都走最优时你必胜', computer: '双方都走最优时电脑必胜' },
  };

  for (const lang of ['en', 'zh-CN']) {
    test(`play mode names the winner the oracle names, as 兔兔 and as 蛋蛋 (${lang})`, async () => {
      const inputs = randomInputs(4, 4055);
      for (const input of inputs) {
        const o = oracle(input);
        for (const you of ['tutu', 'dandan']) {
          const side = you === 'tutu' ? 0 : 1;
          const { page, problems, close } = await open(`&input=${encodeURIComponent(input)}&step=end&play=${you}&lang=${lang}`);
          try {
            const yourTurn = async () => {
              await page.waitForFunction(() => {
                const s = window.gridplay.play();
                return s && (s.over || s.turn === 'you');
              }, null, { timeout: 20_000 });
              return page.evaluate(() => window.gridplay.play());
            };
            const boardOf = (s) => s.clicks.reduce((b, [r, c]) => slideInto(b, r * o.m + c), o.start);
            const toMove = (s) => s.clicks.length % 2; // 兔兔 moves first
            const expect = (s) => (o.wins(boardOf(s), toMove(s)) === (toMove(s) === side) ? 'you' : 'computer');
            let s = await yourTurn();
            const startWinner = o.wins(o.start, 0) === (side === 0) ? 'you' : 'computer';
            const first = await page.locator('.play-log li').first().textContent();
            assert.ok(first.includes(SAYS[lang][startWinner]), `${you} on ${input}: ${first}`);
            assert.equal(s.perfect, expect(s), `${you} on ${input}: perfect at your first turn`);
            // Moves: a losing one when there is one (the winner changes), then any, to the end.
            while (!s.over) {
              const cells = s.moves.map(([r, c]) => r * o.m + c);
              const cell = cells.find((x) => o.wins(slideInto(boardOf(s), x), 1 - side)) ?? cells[0];
              const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), at(cell, o.m));
              await page.mouse.click(p.x, p.y);
              await page.waitForFunction((n) => window.gridplay.play().clicks.length > n, s.clicks.length);
              s = await yourTurn();
              assert.equal(s.perfect, expect(s), `${you} on ${input} after ${JSON.stringify(s.clicks)}`);
            }
            // The one to move is stuck and loses.
            assert.equal(s.winner, toMove(s) === side ? 'computer' : 'you');
            assert.deepEqual(problems(), []);
          } finally {
            await close();
          }
        }
      }
    });
  }

  test('the viewer plays a slide game to the verdict', async () => {
    const { page, problems, close } = await site.openPage(`index.html?embed=1&game=slide&input=${encodeURIComponent(SAMPLE_3)}&step=end`);
    try {
      await page.waitForFunction(() => {
        const v = document.querySelector('gridplay-viewer');
        return v?.state?.complete && v.state.step === v.state.lastStep && v.state.verdict;
      }, null, { timeout: 30_000 });
      const verdict = await page.evaluate(() => document.querySelector('gridplay-viewer').state.verdict);
      assert.equal(verdict, `${oracle(SAMPLE_3).mistakes.length} mistakes`);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a copied link of a long pasted game holds the whole input and reopens the same board', async () => {
    const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url('index.html?game=slide&preset=snake&size=30x30&step=end'), { waitUntil: 'networkidle' });
      await waitEnd(page);
      const input = await judgeInput(page);
      assert.ok(input.length > 2500, `a long game: ${input.length} characters`);
      await useInput(page, input); // pasted: no longer the preset
      await page.keyboard.press('End');
      await waitEnd(page);
      const output = await judgeOutput(page);
      const link = await copyLink(page);
      assert.match(link, /[?&]input=/);
      const again = await context.newPage();
      await again.goto(link, { waitUntil: 'networkidle' });
      await waitEnd(again);
      assert.equal(await judgeInput(again), input);
      assert.equal(await judgeOutput(again), output);
      assert.equal(output, runCli('slide', input));
    } finally {
      await context.close();
    }
  });

  test('stepping: the narration, the counters and the marks follow the core', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(SAMPLE_3)}&step=end`);
    try {
      await waitEnd(page);
      const { lastStep } = await state(page);
      const marks = await page.evaluate(() => window.gridplay.marks());
      assert.ok(marks.length >= 4 && marks[marks.length - 2] === lastStep, 'the verdict is marked at the last step');
      assert.match(await text(page, '#narration'), /2 mistakes/);
      assert.match(await text(page, '#counters'), /Mistakes so far\s*2/);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
