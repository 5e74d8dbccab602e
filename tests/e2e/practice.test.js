// Practice (?practice=geography&seed=S&kind=K, www/lessons/practice.js): questions on
// random small boards, answered by keyboard or mouse and judged right or wrong as an
// exhaustive search (tests/e2e/lesson-oracle.js) says they are, with the cells missed
// and chosen wrongly named; Show answer agrees with the search on many boards, in both
// languages; the same seed gives the same questions; the answer is not on the page
// before it is asked for.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, settle } from './page-helpers.js';
import { boardRows, cellName, freeCells, mineBoard, say, startsSentence, winningStarts } from './lesson-oracle.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const practice = (page) => page.evaluate(() => window.gridplay.practice());
const key = ([r, c]) => `${r},${c}`;

/** Opens a practice link and waits for its first question. */
async function openPractice(query) {
  const tab = await openAt(site, query);
  await tab.page.waitForFunction(() => window.gridplay.practice?.());
  return tab;
}

/** Moves the board's cursor from `from` to `to` with the arrow keys. */
async function cursorTo(page, from, to) {
  const [dr, dc] = [to[0] - from[0], to[1] - from[1]];
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
}

/** Clicks cell [r, c] of the board. */
async function clickCell(page, [r, c]) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const { x, y } = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
  await page.mouse.click(x, y);
}

describe('practice: winning starts', () => {
  test('answered by keyboard: right; then a wrong answer by mouse names the cells missed and chosen wrongly; a fix is right but counts once', async () => {
    const query = '?practice=geography&seed=7&kind=winning-starts';
    const { page, problems, close } = await openPractice(query);
    try {
      const region = page.getByRole('region', { name: 'Practice' });
      const status = page.getByRole('status', { name: 'Practice result' });
      let p = await practice(page);
      assert.equal(p.kind, 'winning-starts');
      assert.equal(p.result, null);
      assert.deepEqual(p.selected, []);
      // Nothing on the page gives the answer away before it is checked.
      assert.equal(await page.locator('#judge-output').isVisible(), false);
      assert.equal(await page.locator('#verdict').isVisible(), false);
      assert.equal((await page.evaluate(() => window.gridplay.state())).step, 0);
      await page.waitForFunction((q) => location.search === q, query);

      let wins = winningStarts(boardRows(p.input));
      await page.locator('#board').focus();
      let at = [0, 0];
      for (const cell of wins) {
        await cursorTo(page, at, cell);
        await page.keyboard.press('Space');
        at = cell;
      }
      p = await practice(page);
      assert.deepEqual(p.selected, wins);
      // A wall is never a start: clicking one chooses nothing.
      const wall = boardRows(p.input).flatMap((row, r) => [...row].map((ch, c) => [ch, r, c])).find(([ch]) => ch === '#');
      if (wall) {
        await clickCell(page, wall.slice(1));
        assert.deepEqual((await practice(page)).selected, wins);
      }
      await region.getByRole('button', { name: 'Check answer' }).click();
      p = await practice(page);
      assert.equal(p.result, 'correct', `board ${JSON.stringify(p.input)}: ${JSON.stringify(wins)}`);
      assert.match(await status.textContent(), /^Right!/);
      assert.match(await region.textContent(), /1 of 1 right/);

      // The next question, answered wrongly: one winning start left out, one losing start put in.
      await region.getByRole('button', { name: 'New question' }).click();
      p = await practice(page);
      assert.equal(p.question, 2);
      const rows = boardRows(p.input);
      wins = winningStarts(rows);
      const losing = freeCells(rows).filter((c) => !wins.some((w) => key(w) === key(c)));
      const missed = wins.slice(0, 1);
      const wrong = losing.slice(0, 1);
      assert.ok(missed.length + wrong.length > 0);
      const chosen = [...wins.slice(1), ...wrong];
      for (const cell of chosen) await clickCell(page, cell);
      await region.getByRole('button', { name: 'Check answer' }).click();
      p = await practice(page);
      assert.equal(p.result, 'wrong');
      assert.deepEqual(p.missed, missed);
      assert.deepEqual(p.wrong, wrong);
      const said = await status.textContent();
      assert.match(said, /^Not quite\./);
      if (missed.length) assert.ok(said.includes(say('en', 'practice.missed', { n: 1, cells: cellName(missed[0]) })), said);
      if (wrong.length) assert.ok(said.includes(say('en', 'practice.wrongCells', { n: 1, cells: cellName(wrong[0]) })), said);
      assert.equal(await status.locator('.practice-why').count(), missed.length + wrong.length, 'a reason per cell');
      assert.match(await region.textContent(), /1 of 2 right/);

      // Fixed: right now, but the question was already counted.
      for (const cell of [...missed, ...wrong]) await clickCell(page, cell);
      await region.getByRole('button', { name: 'Check answer' }).click();
      p = await practice(page);
      assert.equal(p.result, 'correct', JSON.stringify([p, missed, wrong]));
      assert.match(await region.textContent(), /1 of 2 right/);
      await settle(page);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('an unknown kind or game is named, and the questions go on', async () => {
    const { page, close } = await openPractice('?practice=constructor&kind=sudoku');
    try {
      const notice = await page.locator('#notice').textContent();
      assert.match(notice, /practice must be geography or mine, not "constructor"/);
      assert.match(notice, /kind must be winning-starts or who-wins, not "sudoku"/);
      assert.ok(['winning-starts', 'who-wins'].includes((await practice(page)).kind));
    } finally {
      await close();
    }
  });

  test('the same seed gives the same questions', async () => {
    const inputs = [];
    for (let i = 0; i < 2; i++) {
      const { page, close } = await openPractice('?practice=geography&seed=12345');
      try {
        const seen = [];
        for (let q = 0; q < 3; q++) {
          seen.push((await practice(page)).input);
          await page.getByRole('button', { name: 'New question' }).click();
        }
        inputs.push(seen);
      } finally {
        await close();
      }
    }
    assert.deepEqual(inputs[0], inputs[1]);
    assert.equal(new Set(inputs[0]).size, 3, 'three different boards');
  });
});

describe('practice: every kind, both languages, against the search', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`Show answer says what the search finds, on 12 questions (${lang})`, async () => {
      const { page, problems, close } = await openPractice(`?practice=geography&seed=${lang === 'en' ? 3 : 4}&lang=${lang}`);
      try {
        const status = page.locator('#practice-result');
        const kinds = new Set();
        for (let q = 1; q <= 12; q++) {
          const p = await practice(page);
          kinds.add(p.kind);
          const wins = winningStarts(boardRows(p.input));
          await page.locator('#practice-show').click();
          const said = await status.textContent();
          if (p.kind === 'winning-starts') assert.equal(said, startsSentence(lang, wins), p.input);
          else {
            const first = wins.some((w) => key(w) === key(p.cell));
            assert.equal(said, say(lang, first ? 'practice.answer.first' : 'practice.answer.second', { cell: cellName(p.cell) }), p.input);
          }
          await page.locator('#practice-new').click();
        }
        assert.deepEqual([...kinds].sort(), ['who-wins', 'winning-starts']);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }

  test('who wins: the right button is right and the other wrong (Chinese)', async () => {
    const { page, problems, close } = await openPractice('?practice=geography&seed=11&kind=who-wins&lang=zh-CN');
    try {
      const region = page.getByRole('region', { name: '练习' });
      const status = page.getByRole('status', { name: '练习结果' });
      for (const rightAnswer of [true, false]) {
        const p = await practice(page);
        assert.equal(p.kind, 'who-wins');
        const first = winningStarts(boardRows(p.input)).some((w) => key(w) === key(p.cell));
        const pick = first === rightAnswer ? '先手' : '后手';
        await region.getByRole('button', { name: pick, exact: true }).click();
        await region.getByRole('button', { name: '检查答案' }).click();
        const after = await practice(page);
        assert.equal(after.result, rightAnswer ? 'correct' : 'wrong', `${p.input} ${cellName(p.cell)}`);
        assert.match(await status.textContent(), rightAnswer ? /^正确/ : /^不对/);
        await region.getByRole('button', { name: '下一题' }).click();
      }
      assert.match(await region.textContent(), new RegExp(say('zh-CN', 'practice.score', { n: 2, right: 1 })));
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});



describe('practice: mine, against the exhaustive Sprague-Grundy search', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`region values and winners: Show answer, a right and a wrong answer on 10 questions (${lang})`, async () => {
      const { page, problems, close } = await openPractice(`?practice=mine&seed=${lang === 'en' ? 21 : 22}&lang=${lang}`);
      try {
        const status = page.locator('#practice-result');
        const kinds = new Set();
        for (let q = 1; q <= 10; q++) {
          const p = await practice(page);
          kinds.add(p.kind);
          const board = mineBoard(p.input);
          assert.equal(board.shared.length, 0, `${p.input}: the promise holds`);
          let right;
          if (p.kind === 'grundy') {
            const id = board.regionAt(...p.cell);
            assert.notEqual(id, undefined, `${p.input}: ${p.cell} is a blank`);
            const value = board.regionValue(id);
            right = String(value);
            await page.locator('#practice-show').click();
            assert.equal(await status.textContent(), say(lang, 'practice.answer.grundy', { cell: `(${p.cell[0]},${p.cell[1]})`, value }), p.input);
          } else {
            assert.equal(p.kind, 'mine-winner');
            const first = board.grundy() !== 0;
            right = first ? 'first' : 'second';
            await page.locator('#practice-show').click();
            const who = say(lang, first ? 'lesson.fact.mineFirst' : 'lesson.fact.mineSecond');
            assert.equal(await status.textContent(), say(lang, 'practice.answer.mineWinner', { who }), p.input);
          }
          // Every other question wrongly: the checked result follows the search.
          const choices = await page.locator('.practice-choices button').evaluateAll((bs) => bs.map((b) => b.dataset.answer));
          const pick = q % 2 ? right : choices.find((c) => c !== right);
          await page.locator(`.practice-choices button[data-answer="${pick}"]`).click();
          await page.locator('#practice-check').click();
          const after = await practice(page);
          assert.equal(after.result, pick === right ? 'correct' : 'wrong', `${p.input}: ${p.kind} ${pick}`);
          if (pick !== right) assert.ok((await page.locator('.practice-why').count()) > 0, 'a reason');
          await page.locator('#practice-new').click();
        }
        assert.deepEqual([...kinds].sort(), ['grundy', 'mine-winner']);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});
