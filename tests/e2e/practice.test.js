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
import { augmentingEnds, boardRows, cellName, freeCells, isAugmentingPath, list, maxMatching, mineBoard, mineJudge, neighbours, say, startsSentence, winningStarts } from './lesson-oracle.js';

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
      assert.equal(await status.locator('.practice-why').count(), 1, 'one reason: the first mistake, drawn on the board');
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
      assert.match(notice, /practice must be geography or mine or slide or graph, not "constructor"/);
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
        // The prompt says who 先手 is (puts the token) and who 后手 is (moves first).
        assert.equal(await region.locator('.practice-prompt').textContent(), say('zh-CN', 'practice.prompt.who-wins', { cell: cellName(p.cell) }));
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

/** All `(r,c)` cell names in `text`, as written. */
const namesIn = (text) => text.match(/\(\d+,\d+\)/g) ?? [];
const answerButton = (page, lang, key) => page.locator('.practice-choices').getByRole('button', { name: say(lang, key), exact: true });

describe('practice sets: &count=, progress, the summary, its links, Copy result, Start again', () => {
  test('a set of 3: progress k / 3; after the third the summary lists each answer, right or wrong, with a link that reopens it', async () => {
    const base = '?practice=geography&seed=9&count=3';
    const inputs = []; // the set's boards, in order
    const { page, problems, close } = await openPractice(base);
    try {
      const region = page.getByRole('region', { name: 'Practice' });
      const progress = page.getByRole('status', { name: 'Progress' });
      const summary = page.getByRole('region', { name: 'Practice summary' });
      let p = await practice(page);
      assert.deepEqual(p.progress, { k: 1, n: 3 });
      assert.equal(await progress.textContent(), '1 / 3');
      assert.equal(p.summary, null);
      assert.equal(await summary.count(), 0, 'no summary before the last question');
      inputs.push(p.input);

      // 1: winning starts, answered right (the cells, or No winning start when there is none).
      assert.equal(p.kind, 'winning-starts');
      const wins = winningStarts(boardRows(p.input));
      if (wins.length) for (const cell of wins) await clickCell(page, cell);
      else await answerButton(page, 'en', 'practice.noStart').click();
      await region.getByRole('button', { name: 'Check answer' }).click();
      assert.equal((await practice(page)).result, 'correct');
      const answer1 = wins.length ? list('en', wins.map(cellName)) : say('en', 'practice.noStart');

      // 2: who wins, answered wrongly.
      await region.getByRole('button', { name: 'New question' }).click();
      p = await practice(page);
      inputs.push(p.input);
      assert.equal(await progress.textContent(), '2 / 3');
      assert.equal(p.kind, 'who-wins');
      const first = winningStarts(boardRows(p.input)).some((w) => key(w) === key(p.cell));
      const wrongKey = first ? 'practice.second' : 'practice.first';
      await answerButton(page, 'en', wrongKey).click();
      await region.getByRole('button', { name: 'Check answer' }).click();
      assert.equal((await practice(page)).result, 'wrong');
      assert.equal(await summary.count(), 0);

      // 3: augmenting path, Show answer: the set is done, the summary shows.
      await region.getByRole('button', { name: 'New question' }).click();
      p = await practice(page);
      inputs.push(p.input);
      assert.deepEqual(p.progress, { k: 3, n: 3 });
      await region.getByRole('button', { name: 'Show answer' }).click();
      p = await practice(page);
      assert.deepEqual(
        p.summary.map(({ question, kind, ok, shown }) => ({ question, kind, ok, shown })),
        [
          { question: 1, kind: 'winning-starts', ok: true, shown: false },
          { question: 2, kind: 'who-wins', ok: false, shown: false },
          { question: 3, kind: 'augmenting-path', ok: false, shown: true },
        ],
      );
      assert.equal(await summary.locator('.practice-total').textContent(), say('en', 'practice.summary.score', { right: 1, n: 3 }));
      const items = await summary.locator('li').allTextContents();
      const kindWord = (k) => say('en', `practice.kind.${k}`);
      assert.ok(items[0].startsWith(say('en', 'practice.summary.item', { kind: kindWord('winning-starts'), answer: say('en', 'practice.summary.your', { answer: answer1 }), verdict: say('en', 'practice.summary.right') })), items[0]);
      assert.ok(items[1].startsWith(say('en', 'practice.summary.item', { kind: kindWord('who-wins'), answer: say('en', 'practice.summary.your', { answer: say('en', wrongKey) }), verdict: say('en', 'practice.summary.wrong') })), items[1]);
      assert.ok(items[2].startsWith(say('en', 'practice.summary.item', { kind: kindWord('augmenting-path'), answer: say('en', 'practice.summary.shown'), verdict: say('en', 'practice.summary.wrong') })), items[2]);
      const links = await summary.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual(links, [base, `${base}&q=2`, `${base}&q=3`]);

      // Copy result: one line with the kinds, seed, count, score, date and the set's link.
      await page.evaluate(() => {
        window.copied = [];
        navigator.clipboard.writeText = async (text) => void window.copied.push(text);
      });
      await summary.getByRole('button', { name: 'Copy result' }).click();
      const [line] = await page.evaluate(() => window.copied);
      const date = new Date().toISOString().slice(0, 10);
      const kinds = list('en', ['winning-starts', 'who-wins', 'augmenting-path'].map(kindWord));
      const head = say('en', 'practice.copyLine', { game: 'geography', kinds, seed: 9, n: 3, right: 1, date }).replace('{link}', '');
      assert.ok(line.startsWith(head) && line.endsWith(`index.html${base}`) && !line.includes('\n'), line);

      // Start again: question 1 of the same set, nothing counted.
      await summary.getByRole('button', { name: 'Start again' }).click();
      p = await practice(page);
      assert.deepEqual([p.progress, p.summary, p.score.answered, p.input], [{ k: 1, n: 3 }, null, 0, inputs[0]]);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
    // Each summary link gives the same question to whoever opens it.
    const tab = await openPractice(`${base}&q=2&lang=zh-CN`);
    try {
      const p = await practice(tab.page);
      assert.deepEqual([p.progress, p.input, p.kind], [{ k: 2, n: 3 }, inputs[1], 'who-wins']);
      assert.equal(await tab.page.getByRole('status', { name: '进度' }).textContent(), '2 / 3');
    } finally {
      await tab.close();
    }
  });

  test('a bad &count= or &q= is named and the default used; New question after the last shows the summary', async () => {
    let tab = await openPractice('?practice=geography&seed=9&count=abc&q=0');
    try {
      const notice = await tab.page.locator('#notice').textContent();
      assert.ok(notice.includes(say('en', 'practice.badCount', { count: 'abc', max: 100 })), notice);
      assert.ok(notice.includes(say('en', 'practice.badQuestion', { q: '0', n: 10 })), notice);
      assert.deepEqual((await practice(tab.page)).progress, { k: 1, n: 10 });
    } finally {
      await tab.close();
    }
    tab = await openPractice('?practice=mine&seed=5&count=2&q=2&lang=zh-CN');
    try {
      const { page } = tab;
      assert.deepEqual((await practice(page)).progress, { k: 2, n: 2 });
      await page.locator('#practice-new').click();
      const summary = page.getByRole('region', { name: '练习总结' });
      await summary.waitFor();
      assert.equal(await summary.locator('.practice-total').textContent(), say('zh-CN', 'practice.summary.score', { right: 0, n: 2 }));
      const items = await summary.locator('li').allTextContents();
      assert.equal(items.length, 2);
      for (const item of items) assert.ok(item.includes(say('zh-CN', 'practice.summary.none')), item);
      assert.equal((await practice(page)).summary.length, 2);
    } finally {
      await tab.close();
    }
  });
});

describe('practice: Check with nothing chosen grades nothing; No winning start is an answer', () => {
  for (const [lang, seed] of [['en', 7], ['zh-CN', 8]]) {
    test(`nothing chosen: what to choose, no result, no score, no answer shown (${lang})`, async () => {
      const { page, problems, close } = await openPractice(`?practice=geography&seed=${seed}&count=40&kind=winning-starts&lang=${lang}`);
      try {
        const status = page.locator('#practice-result');
        // Board keys are offered where cells are chosen; the board's name is practice's.
        assert.equal(await page.locator('.lesson-nav .hint').isVisible(), true);
        const rows0 = boardRows((await practice(page)).input);
        assert.equal(await page.locator('#board').getAttribute('aria-label'), say(lang, 'practice.boardLabel.cells', { rows: rows0.length, cols: rows0[0].length }));
        await page.locator('#practice-check').click();
        let p = await practice(page);
        assert.deepEqual([p.result, p.score.answered, p.drawn, p.missed, p.wrong], [null, 0, null, [], []]);
        assert.equal(await status.textContent(), say(lang, 'practice.nothing.winning-starts'));
        // No winning start: right exactly where the search finds none; else the starts are missed.
        const seen = new Set();
        for (let q = 1; q <= 40 && seen.size < 2; q++) {
          p = await practice(page);
          const wins = winningStarts(boardRows(p.input));
          if (!seen.has(wins.length > 0)) {
            await answerButton(page, lang, 'practice.noStart').click();
            await page.locator('#practice-check').click();
            const after = await practice(page);
            assert.equal(after.result, wins.length ? 'wrong' : 'correct', p.input);
            assert.deepEqual(after.missed, wins);
            assert.equal(after.answer, 'none');
            seen.add(wins.length > 0);
          }
          await page.locator('#practice-new').click();
        }
        assert.equal(seen.size, 2, 'boards with and without a winning start');
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }

  test('kinds answered by a choice: nothing chosen says so; no board keys; the board is named as looked at', async () => {
    for (const [query, lang] of [['?practice=geography&seed=3&kind=who-wins', 'en'], ['?practice=mine&seed=3&kind=grundy&lang=zh-CN', 'zh-CN'], ['?practice=mine&seed=3&kind=mine-winner', 'en']]) {
      const { page, close } = await openPractice(query);
      try {
        assert.equal(await page.locator('.lesson-nav .hint').isVisible(), false, query);
        assert.match(await page.locator('#board').getAttribute('aria-label'), new RegExp(`^${say(lang, 'practice.boardLabel.look', { rows: '\\d+', cols: '\\d+' }).replace(/[()]/g, '\\$&')}$`));
        await page.locator('#practice-check').click();
        const p = await practice(page);
        assert.deepEqual([p.result, p.score.answered, p.drawn], [null, 0, null], query);
        assert.equal(await page.locator('#practice-result').textContent(), say(lang, 'practice.nothing.choice'));
        assert.equal((await page.evaluate(() => window.gridplay.state())).step, 0, 'the board stays face-down');
      } finally {
        await close();
      }
    }
  });

  test('the slide game\'s kinds: nothing chosen says what to choose and grades nothing', async () => {
    for (const [query, lang, words] of [
      ['?practice=slide&seed=3&kind=mistake', 'en', 'practice.nothing.choice'],
      ['?practice=slide&seed=3&kind=winning-move&lang=zh-CN', 'zh-CN', 'practice.nothing.winning-move'],
      ['?practice=slide&seed=4&kind=winning-move', 'en', 'practice.nothing.winning-move'],
    ]) {
      const { page, close } = await openPractice(query);
      try {
        await page.locator('#practice-check').click();
        const p = await practice(page);
        assert.deepEqual([p.result, p.score.answered], [null, 0], query);
        assert.equal(await page.locator('#practice-result').textContent(), say(lang, words), query);
      } finally {
        await close();
      }
    }
  });
});

/**
 * Checks a token-game reason (`why`, Explain's words for `cell`) and what the board
 * draws for it (`drawn`) against the exhaustive search: who wins from the cell; the
 * pairs drawn are a maximum matching (by trying every pairing); for a win they leave
 * the cell unmatched and the path drawn runs to it with the new pairs on every second
 * edge; for a loss they cover it and the partner drawn is its pair. Every cell the
 * words name is drawn, and the sentence is the one the catalogue gives for these cells.
 */
function checkCertificate(lang, rows, cell, why, drawn) {
  const wins = winningStarts(rows).some((w) => key(w) === key(cell));
  assert.equal(drawn.wins, wins, `${rows} ${cellName(cell)}`);
  assert.deepEqual(drawn.cell, cell);
  const pairs = drawn.matching;
  const ends = pairs.flatMap(([r1, c1, r2, c2]) => [[r1, c1], [r2, c2]]);
  assert.equal(new Set(ends.map(key)).size, ends.length, 'pairs are disjoint');
  for (const [r1, c1, r2, c2] of pairs) assert.ok(neighbours(rows, 'rook', r1, c1).some(([r, c]) => r === r2 && c === c2), 'a pair is two free neighbours');
  assert.equal(pairs.length, maxMatching(rows), 'the matching drawn is maximum');
  const mate = (a) => {
    const pair = pairs.find(([r1, c1, r2, c2]) => key([r1, c1]) === key(a) || key([r2, c2]) === key(a));
    return pair && (key(pair.slice(0, 2)) === key(a) ? pair.slice(2) : pair.slice(0, 2));
  };
  const me = cellName(cell);
  let expected;
  if (wins) {
    assert.equal(mate(cell), undefined, 'the cell is left unmatched');
    const path = drawn.path;
    assert.equal(key(path.at(-1)), key(cell));
    for (let i = 0; i + 1 < path.length; i++) {
      assert.ok(neighbours(rows, 'rook', ...path[i]).some((n) => key(n) === key(path[i + 1])), 'the path steps to neighbours');
      if (i % 2 === 0) assert.equal(key(mate(path[i]) ?? []), key(path[i + 1]), 'every second edge, from the start, is a new pair');
    }
    const how =
      path.length === 1
        ? say(lang, 'explain.winsUnmatched', { me })
        : say(lang, 'explain.winsPath', { me, edges: path.length - 1, start: cellName(path[0]), pairs: pairs.length });
    expected = say(lang, 'explain.wins', { how, me });
  } else {
    assert.equal(key(mate(cell)), key(drawn.partner), 'the partner drawn is the cell’s pair');
    expected = say(lang, 'explain.loses', { me, p: cellName(drawn.partner) });
  }
  assert.equal(why, expected);
  const shown = new Set([cell, ...drawn.path, ...(drawn.partner ? [drawn.partner] : []), ...ends].map(cellName));
  for (const name of namesIn(why)) assert.ok(shown.has(name), `${name} is named and drawn`);
  return wins;
}

describe('practice: the feedback names only what the board draws, as the search says', () => {
  for (const [lang, seed] of [['en', 13], ['zh-CN', 14]]) {
    test(`who wins and winning starts, answered wrongly: the certificate said is the one drawn (${lang})`, async () => {
      const { page, problems, close } = await openPractice(`?practice=geography&seed=${seed}&count=20&lang=${lang}`);
      try {
        const seen = new Set();
        for (let q = 1; q <= 8; q++) {
          const p = await practice(page);
          const rows = boardRows(p.input);
          const wins = winningStarts(rows);
          let named;
          if (p.kind === 'who-wins') {
            const first = wins.some((w) => key(w) === key(p.cell));
            await answerButton(page, lang, first ? 'practice.second' : 'practice.first').click();
            named = p.cell;
          } else if (p.kind === 'winning-starts') {
            // Odd questions: a losing start chosen (its certificate is said); even: the starts left out.
            const losing = freeCells(rows).filter((c) => !wins.some((w) => key(w) === key(c)));
            const pick = q % 2 && losing.length ? [losing[0]] : wins.slice(1);
            if (!pick.length && !wins.length) {
              await page.locator('#practice-new').click();
              continue;
            }
            if (pick.length) for (const cell of pick) await clickCell(page, cell);
            else await answerButton(page, lang, 'practice.noStart').click();
            named = q % 2 && losing.length ? losing[0] : wins[0];
          } else {
            await page.locator('#practice-new').click();
            continue;
          }
          await page.locator('#practice-check').click();
          const after = await practice(page);
          assert.equal(after.result, 'wrong', p.input);
          const why = await page.locator('.practice-why').allTextContents();
          assert.equal(why.length, 1);
          seen.add(checkCertificate(lang, rows, named, why[0], after.drawn));
          await page.locator('#practice-new').click();
        }
        assert.deepEqual([...seen].sort(), [false, true], 'a winning and a losing cell explained');
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });

    test(`mine, answered wrongly: the region and its numbers, or every part, turned over as named (${lang})`, async () => {
      const { page, problems, close } = await openPractice(`?practice=mine&seed=${seed}&lang=${lang}`);
      try {
        const mineName = (cell, m) => `(${Math.floor(cell / m)},${cell % m})`;
        for (let q = 1; q <= 4; q++) {
          const p = await practice(page);
          const board = mineBoard(p.input);
          const right = p.kind === 'grundy' ? String(board.regionValue(board.regionAt(...p.cell))) : board.grundy() ? 'first' : 'second';
          const choices = await page.locator('.practice-choices button').evaluateAll((bs) => bs.map((b) => b.dataset.answer));
          await page.locator(`.practice-choices button[data-answer="${choices.find((c) => c !== right)}"]`).click();
          await page.locator('#practice-check').click();
          await page.waitForFunction(() => {
            const s = window.gridplay.state();
            return s.step === s.lastStep;
          });
          const after = await practice(page);
          assert.equal(after.result, 'wrong');
          const revealed = new Set(after.drawn.revealed.map(([r, c]) => r * board.m + c));
          const why = (await page.locator('.practice-why').allTextContents()).join(' ');
          if (p.kind === 'grundy') {
            const region = board.regions[board.regionAt(...p.cell)];
            for (const cell of [...region.blanks, ...region.numbers]) assert.ok(revealed.has(cell), `${mineName(cell, board.m)} turned over`);
            // The words: the count of bordering numbers, each named, the value after one is clicked, the value: all by exhaustive search.
            const n = region.numbers.length;
            const value = board.regionValue(board.regionAt(...p.cell));
            const after1 = n ? board.grundy([...region.blanks, ...region.numbers.slice(1)]) : 0;
            const numbers = list(lang, region.numbers.map((c) => mineName(c, board.m)));
            const expected = n ? say(lang, n % 2 ? 'mine.why.odd' : 'mine.why.even', { n, numbers, after: after1, value }) : say(lang, 'mine.why.none', { blanks: region.blanks.length });
            assert.ok(why.startsWith(expected), `${why} / ${expected}`);
            for (const name of namesIn(why)) assert.ok(revealed.has(name.match(/\d+/g).map(Number).reduce((r, c) => r * board.m + c)), `${name} named and turned over`);
            assert.deepEqual(after.drawn.ringed.map(([r, c]) => r * board.m + c).sort((a, b) => a - b), region.numbers);
          } else {
            for (const g of board.regions) for (const cell of [...g.blanks, ...g.numbers]) assert.ok(revealed.has(cell), `${mineName(cell, board.m)} turned over`);
            for (const cell of board.lone) assert.ok(revealed.has(cell), `lone ${mineName(cell, board.m)} turned over`);
            const parts = board.regions.map((g, i) => say(lang, 'lesson.fact.minePart', { region: i + 1, value: board.regionValue(i) }));
            if (board.lone.length) parts.push(say(lang, 'lesson.fact.mineLone', { n: board.lone.length }));
            assert.ok(why.includes(say(lang, 'lesson.fact.mineParts', { parts: list(lang, parts) })), why);
            const { xor } = mineJudge(board);
            assert.equal(xor !== 0, board.grundy() !== 0, 'the promise holds: the formula is the search');
            assert.ok(why.includes(say(lang, 'lesson.fact.mineWinner', { who: say(lang, xor ? 'lesson.fact.mineFirst' : 'lesson.fact.mineSecond'), xor })), why);
          }
          await page.locator('#practice-new').click();
        }
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});
