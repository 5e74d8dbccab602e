// The slide game's lesson (?lesson=slide) and practice (?practice=slide), in English
// and Chinese: every slide opens (by its link in Chinese, by Next in English) with its
// words, and every sentence it says about its board agrees with an exhaustive search
// of the real game written in tests/e2e/slide-oracle.js (who can move, the walk, the
// cells the empty cell can reach, the maximum matching of them, who wins a turn, why a
// move was a mistake, the judge output, who wins the game played); practice questions
// of both kinds are answered right and wrong, and the verdict, the reasons (who wins,
// which move wins, 蛋蛋's reply) and the answer shown agree with the search.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, settle } from './page-helpers.js';
import slide from '../../www/lessons/slide.js';
import { list, say } from './lesson-oracle.js';
import { cellOf, checkTurn, checkWhy, slideFacts } from './slide-facts.js';
import { heard, legal, name, oracle, readInput, slideInto, winningMoves } from './slide-oracle.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const LANGS = ['en', 'zh-CN'];

/** What the page shows: the lesson, the board's input, the state, play, Explain's title, the narration's current line. */
async function shown(page) {
  await settle(page);
  return page.evaluate(() => {
    const why = document.getElementById('why');
    const now = document.querySelector('#narration li.now');
    return {
      lesson: window.gridplay.lesson(),
      input: document.getElementById('judge-input').value,
      state: window.gridplay.state(),
      play: window.gridplay.play(),
      why: why.hidden ? null : document.getElementById('why-title').textContent,
      narration: now ? now.lastChild.textContent : null,
    };
  });
}

/** Checks that the page shows slide `n` of the slide lesson, and that its sentences are true. */
function checkSlide(s, n, lang) {
  const data = slide.slides[n - 1];
  const where = `slide ${n} (${data.key}, ${lang})`;
  assert.equal(s.lesson.lesson, 'slide');
  assert.equal(s.lesson.slide, n, where);
  assert.equal(s.lesson.total, slide.slides.length);
  assert.equal(s.lesson.key, data.key);
  assert.equal(s.lesson.title, say(lang, `lesson.slide.${data.key}.title`), where);
  assert.equal(s.lesson.text, say(lang, `lesson.slide.${data.key}.text`), where);
  const { step, lastStep, complete } = s.state;
  assert.ok(complete, where);
  if (data.at) assert.ok(step > 0 && step < lastStep, `${where}: the event's step, not ${step} of ${lastStep}`);
  else assert.equal(step, data.step === 'end' ? lastStep : 0, where);
  assert.equal(s.play?.you ?? null, data.play ?? null, `${where}: play mode`);
  assert.equal(s.why !== null, !!data.explain, `${where}: Explain shown`);
  assert.deepEqual(s.lesson.facts, slideFacts(s, data, lang, where), where);
  // No slide gives its own question away: a slide whose words ask says nothing of who wins.
  if (/[?？]/.test(s.lesson.text)) assert.ok(!(data.facts ?? []).some((f) => ['judged', 'why', 'output', 'perfect'].includes(f)), `${where}: asks and answers`);
}

describe('the slide lesson', () => {
  test('has at least 8 slides, the rule with who 兔兔 and 蛋蛋 are, and a game as 兔兔', () => {
    assert.ok(slide.slides.length >= 8);
    assert.match(say('en', 'lesson.slide.rules.text'), /兔兔 \(Tutu, the rabbit\) moves first/);
    assert.match(say('en', 'lesson.slide.rules.text'), /蛋蛋 \(Dandan\) moves second/);
    assert.ok(slide.slides.some((s) => s.play === 'tutu'));
  });

  test('every slide opens by its link in Chinese, and what it says is true', async () => {
    for (let n = 1; n <= slide.slides.length; n++) {
      const { page, problems, close } = await openAt(site, `?lesson=slide&slide=${n}&lang=zh-CN`);
      try {
        await page.waitForFunction(() => window.gridplay.lesson());
        checkSlide(await shown(page), n, 'zh-CN');
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    }
  });

  test('Next slide walks every slide in English, and what each says is true', async () => {
    const { page, problems, close } = await openAt(site, '?lesson=slide');
    try {
      await page.waitForFunction(() => window.gridplay.lesson());
      checkSlide(await shown(page), 1, 'en');
      for (let n = 2; n <= slide.slides.length; n++) {
        await page.getByRole('region', { name: 'Lesson' }).getByRole('button', { name: 'Next slide' }).click();
        checkSlide(await shown(page), n, 'en');
        await page.waitForFunction((q) => location.search === q, `?lesson=slide&slide=${n}`);
      }
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});

/** The practice panel's state and the text of its prompt and result. */
async function practice(page) {
  await settle(page);
  return page.evaluate(() => ({
    ...window.gridplay.practice(),
    prompt: document.querySelector('.practice-prompt').textContent,
    status: document.getElementById('practice-result').textContent,
    whys: [...document.querySelectorAll('#practice-result .practice-why')].map((p) => p.textContent),
  }));
}

async function clickCell(page, cell, m) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const { x, y } = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [Math.floor(cell / m), cell % m]);
  await page.mouse.click(x, y);
}

const check = (page) => page.locator('#practice-check').click();
const choose = (page, id) => page.locator(`.practice-choices button[data-answer="${id}"]`).click();

/**
 * Opens question 1 of `kind` for seeds from `from` on until `wanted(q, oracle)` holds:
 * { page, close, problems, q, o, seed }.
 */
async function findQuestion(kind, lang, wanted, from = 1) {
  for (let seed = from; seed < from + 40; seed++) {
    const opened = await openAt(site, `?practice=slide&seed=${seed}&kind=${kind}&lang=${lang}`);
    await opened.page.waitForFunction(() => window.gridplay.practice());
    const q = await practice(opened.page);
    const o = oracle(q.input);
    if (wanted(q, o)) return { ...opened, q, o, seed };
    await opened.close();
  }
  throw new Error(`no ${kind} question fits in 40 seeds`);
}

describe('slide practice: was move k a mistake?', () => {
  for (const lang of LANGS) {
    for (const truth of [true, false]) {
      test(`${lang}: a move that ${truth ? 'was' : 'was not'} a mistake, answered wrong then right; the reasons and the answer agree with the search`, async () => {
        const { page, problems, close, q, o } = await findQuestion('mistake', lang, (q, o) => o.turns[q.move - 1].mistake === truth);
        try {
          const k = q.move;
          const at = name(o.m);
          const t = o.turns[k - 1];
          assert.equal(q.kind, 'mistake');
          assert.equal(readInput(q.input).moves.length, o.moves.length, 'the input holds the whole game');
          assert.equal(q.prompt, say(lang, 'practice.prompt.mistake', { n: k, cell: at(t.cell), empty: at(t.empty) }));
          assert.deepEqual(await page.locator('.practice-choices button').allTextContents(), [say(lang, 'practice.slide.mistake'), say(lang, 'practice.slide.notMistake')]);
          // Wrong: the core's reasons, each checked against the search.
          await choose(page, truth ? 'not-mistake' : 'mistake');
          await check(page);
          let s = await practice(page);
          assert.equal(s.result, 'wrong');
          assert.ok(s.status.startsWith(say(lang, 'practice.wrong')), s.status);
          assert.equal(s.whys.length, 3, s.status);
          checkWhy(lang, s.whys[0], o, k, `move ${k}`);
          checkTurn(lang, s.whys[1], { turn: 2 * k - 1, player: 0, board: t.boardBefore, n: o.n, m: o.m, wins: o.wins }, `move ${k} before`);
          checkTurn(lang, s.whys[2], { turn: 2 * k, player: 1, board: t.board, n: o.n, m: o.m, wins: o.wins }, `move ${k} after`);
          // Right.
          await choose(page, truth ? 'mistake' : 'not-mistake');
          await check(page);
          s = await practice(page);
          assert.equal(s.result, 'correct');
          assert.equal(s.status, say(lang, 'practice.right'));
          assert.deepEqual(s.score, { right: 0, answered: 1, streak: 0 });
          // The answer shown.
          await page.locator('#practice-show').click();
          s = await practice(page);
          assert.ok(s.status.startsWith(say(lang, truth ? 'practice.answer.mistake' : 'practice.answer.notMistake', { n: k })), s.status);
          checkWhy(lang, s.status.slice(say(lang, 'practice.answer.mistake', { n: k }).length + 1), o, k, `move ${k} shown`);
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      });
    }
  }
});

describe('slide practice: the winning move', () => {
  for (const lang of LANGS) {
    test(`${lang}: 兔兔 can win: a losing move and a cell he cannot slide are wrong (蛋蛋's reply named), every winning move is right`, async () => {
      const { page, problems, close, q, o, seed } = await findQuestion('winning-move', lang, (q, o) => {
        const win = winningMoves(o.start, o.n, o.m, 0, o.wins);
        return win.length > 0 && legal(o.start, o.n, o.m, 0).length > win.length;
      });
      try {
        const { n, m, start, wins } = o;
        const at = name(m);
        const win = winningMoves(start, n, m, 0, wins);
        const losing = legal(start, n, m, 0).find((c) => !win.includes(c));
        assert.equal(q.prompt, say(lang, 'practice.prompt.winning-move', { empty: at(start.indexOf('.')) }));
        // A losing move: wrong, every winning move missed, 蛋蛋's winning reply named.
        await clickCell(page, losing, m);
        await check(page);
        let s = await practice(page);
        assert.equal(s.result, 'wrong');
        assert.deepEqual(s.wrong, [[Math.floor(losing / m), losing % m]]);
        assert.deepEqual(s.missed, win.map((c) => [Math.floor(c / m), c % m]));
        const g = heard(lang, 'practice.slide.reply', s.whys[0], { cell: at(losing) });
        assert.ok(g, s.whys[0]);
        const after = slideInto(start, losing);
        assert.ok(winningMoves(after, n, m, 1, wins).includes(cellOf(m, g.reply)), `${g.reply} wins for 蛋蛋`);
        checkTurn(lang, s.whys[1], { turn: 1, player: 0, board: start, n, m, wins }, 'the turn');
        // A cell that is no move of his: wrong, said so.
        const black = [...start].findIndex((p) => p === 'X');
        await clickCell(page, black, m);
        await check(page);
        s = await practice(page);
        assert.equal(s.result, 'wrong');
        assert.equal(s.whys[0], say(lang, 'practice.slide.illegal', { cell: at(black), empty: at(start.indexOf('.')) }));
        // No winning move: wrong.
        await clickCell(page, black, m); // (unchosen)
        await choose(page, 'none');
        await check(page);
        assert.equal((await practice(page)).result, 'wrong');
        // The answer shown: every winning move.
        await page.locator('#practice-show').click();
        s = await practice(page);
        const names = win.map(at);
        assert.equal(s.status, say(lang, 'practice.answer.winningMove', { n: names.length, cells: list(lang, names) }));
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
      // Every winning move is right, each on the question opened anew (a check counts once a question).
      for (const cell of winningMoves(o.start, o.n, o.m, 0, o.wins)) {
        const again = await openAt(site, `?practice=slide&seed=${seed}&kind=winning-move&lang=${lang}`);
        try {
          await again.page.waitForFunction(() => window.gridplay.practice());
          assert.equal((await practice(again.page)).input, q.input);
          await clickCell(again.page, cell, o.m);
          await check(again.page);
          const s = await practice(again.page);
          assert.equal(s.result, 'correct', `winning move ${name(o.m)(cell)}`);
          assert.deepEqual(s.score, { right: 1, answered: 1, streak: 1 });
        } finally {
          await again.close();
        }
      }
    });

    test(`${lang}: 兔兔 is lost: a move is wrong, No winning move is right; the answer shown agrees`, async () => {
      const { page, problems, close, q, o } = await findQuestion('winning-move', lang, (q, o) => winningMoves(o.start, o.n, o.m, 0, o.wins).length === 0);
      try {
        const { n, m, start, wins } = o;
        const at = name(m);
        const move = legal(start, n, m, 0)[0];
        await clickCell(page, move, m);
        await check(page);
        let s = await practice(page);
        assert.equal(s.result, 'wrong');
        assert.deepEqual(s.missed, []);
        const g = heard(lang, 'practice.slide.reply', s.whys[0], { cell: at(move) });
        assert.ok(g, s.whys[0]);
        assert.ok(winningMoves(slideInto(start, move), n, m, 1, wins).includes(cellOf(m, g.reply)), `${g.reply} wins for 蛋蛋`);
        checkTurn(lang, s.whys[1], { turn: 1, player: 0, board: start, n, m, wins }, 'the turn');
        await clickCell(page, move, m); // (unchosen)
        await choose(page, 'none');
        await check(page);
        s = await practice(page);
        assert.equal(s.result, 'correct');
        await page.locator('#practice-show').click();
        s = await practice(page);
        assert.equal(s.status, say(lang, 'practice.answer.noWinningMove'));
        assert.equal(q.seed >= 1, true);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});
