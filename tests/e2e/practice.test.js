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
import { augmentingEnds, boardRows, cellName, freeCells, isAugmentingPath, mineBoard, say, startsSentence, winningStarts } from './lesson-oracle.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const practice = (page) => page.evaluate(() => window.gridplay.practice());

/** The path a sentence shows as (r,c) → (r,c) → …, as cells [r, c] from 0. */
const shownPath = (text) => text.match(/\(\d+,\d+\)(?: → \(\d+,\d+\))+/)[0].split(' → ').map((name) => name.match(/\d+/g).map((n) => Number(n) - 1));
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
      assert.match(notice, /practice must be geography or mine or slide, not "constructor"/);
      assert.match(notice, /kind must be winning-starts or who-wins or augmenting-path, not "sudoku"/);
      assert.ok(['winning-starts', 'who-wins', 'augmenting-path'].includes((await practice(page)).kind));
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
          else if (p.kind === 'augmenting-path') {
            const [end] = [...augmentingEnds(boardRows(p.input), p.matching, p.cell).keys()];
            const path = shownPath(said);
            assert.ok(isAugmentingPath(boardRows(p.input), p.matching, p.cell, path), `${p.input}: ${said}`);
            assert.equal(key(path.at(-1)), end);
            const words = { start: cellName(p.cell), end: cellName(path.at(-1)), path: path.map(cellName).join(' → ') };
            assert.equal(said, say(lang, 'practice.answer.augmenting-path', words), p.input);
          } else {
            const first = wins.some((w) => key(w) === key(p.cell));
            assert.equal(said, say(lang, first ? 'practice.answer.first' : 'practice.answer.second', { cell: cellName(p.cell) }), p.input);
          }
          await page.locator('#practice-new').click();
        }
        assert.deepEqual([...kinds].sort(), ['augmenting-path', 'who-wins', 'winning-starts']);
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

describe('practice: augmenting paths, against an enumeration of alternating paths', () => {
  /**
   * What is wrong with ending the path from `start` at `cell`, as the oracle sees it:
   * null for the end, else the mistake's message key and its words.
   */
  function mistake(rows, pairs, start, end, cell) {
    if (key(cell) === end) return null;
    const words = { cell: cellName(cell), start: cellName(start) };
    if (key(cell) === key(start)) return ['practice.path.start', words];
    const pair = pairs.find(([r1, c1, r2, c2]) => key([r1, c1]) === key(cell) || key([r2, c2]) === key(cell));
    if (pair) {
      const partner = key(pair.slice(0, 2)) === key(cell) ? pair.slice(2) : pair.slice(0, 2);
      return ['practice.path.matched', { ...words, partner: cellName(partner) }];
    }
    if ((cell[0] + cell[1]) % 2 === (start[0] + start[1]) % 2) return ['practice.path.colour', words];
    return ['practice.path.unreached', words];
  }

  /** Checks the answer on the board and the words of the result against the oracle. */
  async function checkAndRead(page, lang, p, end, cell) {
    await page.locator('#practice-check').click();
    const after = await practice(page);
    const status = await page.locator('#practice-result').textContent();
    const rows = boardRows(p.input);
    const wrong = mistake(rows, p.matching, p.cell, end, cell);
    assert.equal(after.result, wrong ? 'wrong' : 'correct', `${p.input} ${cellName(cell)}`);
    assert.deepEqual(after.selected, [cell]);
    if (!wrong) {
      assert.equal(status, say(lang, 'practice.right'));
      return;
    }
    assert.deepEqual(after.wrong, [cell]);
    assert.deepEqual(after.missed.map(key), [end]);
    assert.ok(status.startsWith(say(lang, 'practice.wrong')), status);
    assert.ok(status.includes(say(lang, 'practice.wrongCells', { n: 1, cells: cellName(cell) })), status);
    assert.ok(status.includes(say(lang, 'practice.missed', { n: 1, cells: cellName(after.missed[0]) })), status);
    assert.ok(status.includes(say(lang, ...wrong)), `${status} / ${say(lang, ...wrong)}`);
    const path = shownPath(status);
    assert.ok(isAugmentingPath(rows, p.matching, p.cell, path), `${p.input}: ${status}`);
    assert.equal(key(path.at(-1)), end);
    assert.ok(status.includes(say(lang, 'practice.path.found', { path: path.map(cellName).join(' → '), end: cellName(path.at(-1)) })), status);
  }

  for (const [lang, seed] of [['en', 5], ['zh-CN', 6]]) {
    test(`a wrong and a right end, by mouse and by keyboard, named as the enumeration says (${lang})`, async () => {
      const { page, problems, close } = await openPractice(`?practice=geography&seed=${seed}&kind=augmenting-path&lang=${lang}`);
      try {
        const region = page.getByRole('region', { name: say(lang, 'practice.region') });
        for (const q of [1, 2]) {
          const p = await practice(page);
          assert.equal(p.kind, 'augmenting-path');
          assert.equal(p.question, q);
          const rows = boardRows(p.input);
          const ends = [...augmentingEnds(rows, p.matching, p.cell).keys()];
          assert.equal(ends.length, 1, `${p.input}: one end`);
          const [end] = ends;
          const endCell = end.split(',').map(Number);
          assert.equal(await region.locator('.practice-prompt').textContent(), say(lang, 'practice.prompt.augmenting-path', { cell: cellName(p.cell) }));
          // A wrong cell: a matched one on the first question, the start on the second.
          const matched = p.matching.flatMap(([r1, c1, r2, c2]) => [[r1, c1], [r2, c2]]);
          const wrong = q === 1 ? matched[matched.length - 1] : p.cell;
          const byKeyboard = async (from, cell) => {
            await page.locator('#board').focus();
            await cursorTo(page, from, cell);
            await page.keyboard.press('Space');
            await page.locator('#board').blur();
          };
          // Question 1: wrong by mouse, then right by keyboard; question 2 the other way.
          if (q === 1) await clickCell(page, wrong);
          else await byKeyboard([0, 0], wrong);
          await checkAndRead(page, lang, p, end, wrong);
          if (q === 1) await byKeyboard(wrong, endCell); // (the click moved the cursor)
          else await clickCell(page, endCell);
          await checkAndRead(page, lang, p, end, endCell);
          await region.locator('#practice-new').click();
        }
        assert.match(await region.textContent(), new RegExp(say(lang, 'practice.score', { n: 2, right: 0 })));
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});
