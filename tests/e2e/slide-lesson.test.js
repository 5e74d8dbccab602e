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
import { list, maxMatching, say } from './lesson-oracle.js';
import { heard, legal, name, oracle, reachable, readInput, slideInto, winningMoves } from './slide-oracle.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const LANGS = ['en', 'zh-CN'];

/** A cell named (r,c) back to its index on a board of m columns. */
const cellOf = (m, text) => {
  const [, r, c] = /^\((\d+),(\d+)\)$/.exec(text) ?? [];
  assert.ok(r, `a cell name, not "${text}"`);
  return (Number(r) - 1) * m + Number(c) - 1;
};

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

/**
 * Checks a turn's certificate sentence (Explain's sayTurn) in `text`: the player to
 * move at `board` wins by the search exactly when it says so, and the move it names
 * is a winning move.
 */
function checkTurn(lang, text, { turn, player, board, n, m, wins }, where) {
  const at = name(m);
  const who = say(lang, `slide.player.${player ? 'dandan' : 'tutu'}`);
  const empty = at(board.indexOf('.'));
  if (wins(board, player)) {
    const g = heard(lang, 'slide.why.covered', text, { turn, player: who, empty });
    assert.ok(g, `${where}: "${text}" says turn ${turn} is won`);
    assert.ok(winningMoves(board, n, m, player, wins).includes(cellOf(m, g.partner)), `${where}: ${g.partner} wins`);
  } else {
    const g = heard(lang, 'slide.why.unmatched', text, { turn, player: who, empty }) ?? heard(lang, 'slide.why.uncovered', text, { turn, player: who, empty });
    assert.ok(g, `${where}: "${text}" says turn ${turn} is lost`);
  }
}

/** Checks Explain's sentence on 兔兔's move `k` of the game `o` (oracle()): mistake or not, and the cells it names win. */
function checkWhy(lang, text, o, k, where) {
  const t = o.turns[k - 1];
  const at = name(o.m);
  const key = t.mistake ? 'slide.why.mistake' : t.before ? 'slide.why.kept' : t.after ? 'slide.why.lost' : 'slide.why.lostNoReply';
  const g = heard(lang, key, text, { n: k, moved: at(t.cell), empty: at(t.empty), after: at(t.cell) });
  assert.ok(g, `${where}: "${text}" is ${key}`);
  if (g.best) assert.ok(winningMoves(t.boardBefore, o.n, o.m, 0, o.wins).includes(cellOf(o.m, g.best)), `${where}: ${g.best} wins for 兔兔`);
  if (g.reply) assert.ok(winningMoves(t.board, o.n, o.m, 1, o.wins).includes(cellOf(o.m, g.reply)), `${where}: ${g.reply} wins for 蛋蛋`);
}

/** The slide's sentences, from the input alone (the search), in `lang`; also checks the page's step, play and Explain. */
function expectedFacts(s, slideData, lang, where) {
  const o = oracle(s.input);
  const { n, m, start, moves } = o;
  const at = name(m);
  const expected = [];
  for (const fact of slideData.facts ?? []) {
    const said = s.lesson.facts[expected.length];
    if (fact === 'legal') {
      const cells = legal(start, n, m, 0).map(at);
      expected.push(say(lang, 'lesson.slide.fact.legal', { n: cells.length, cells: list(lang, cells), empty: at(start.indexOf('.')) }));
    } else if (fact === 'walk') {
      const walk = [start.indexOf('.'), ...moves];
      // The lesson's claim: the walk never comes back.
      assert.equal(new Set(walk).size, walk.length, `${where}: the empty cell never returns`);
      expected.push(say(lang, 'lesson.slide.fact.walk', { n: moves.length, cells: walk.map(at).join(say(lang, 'practice.path.step')), distinct: walk.length }));
    } else if (fact === 'graph') {
      const cells = reachable(start, n, m).size;
      expected.push(say(lang, 'lesson.slide.fact.graph', { n: cells, total: n * m, out: n * m - cells }));
    } else if (fact === 'matching') {
      const cells = reachable(start, n, m);
      const rows = [];
      for (let r = 0; r < n; r++) rows.push([...Array(m)].map((_, c) => (cells.has(r * m + c) ? '.' : '#')).join(''));
      expected.push(say(lang, 'lesson.slide.fact.matching', { n: maxMatching(rows), cells: cells.size }));
    } else if (fact === 'event') {
      // The search of turn 1 starts: the empty cell out, a neighbour the search starts from; no winner named.
      assert.ok(s.narration, `${where}: a narration line`);
      assert.equal(said, say(lang, 'lesson.fact.now', { text: s.narration }), where);
      const g = heard(lang, 'slide.say.searchStarted', s.narration, { removed: at(start.indexOf('.')) });
      assert.ok(g, `${where}: "${s.narration}" starts the search`);
      assert.ok(reachable(start, n, m).has(cellOf(m, g.root)), `${where}: the search starts on a cell in the game`);
      expected.push(said);
    } else if (fact === 'judged') {
      // The slide's step is turn 1's judgement: 兔兔 to move on the starting board.
      const key = o.wins(start, 0) ? 'lesson.slide.fact.wins' : 'lesson.slide.fact.loses';
      expected.push(say(lang, key, { turn: 1, player: say(lang, 'slide.player.tutu'), empty: at(start.indexOf('.')) }));
    } else if (fact === 'why') {
      const [r, c] = slideData.explain;
      const k = o.turns.find((t) => t.cell === r * m + c).number;
      assert.ok(s.why?.includes(at(r * m + c)), `${where}: Explain names the move`);
      checkWhy(lang, said, o, k, where);
      expected.push(said);
    } else if (fact === 'output') expected.push(`${say(lang, 'lesson.fact.output')}\n${o.output}`);
    else if (fact === 'perfect') {
      assert.equal(slideData.play, 'tutu');
      expected.push(say(lang, o.wins(start, 0) ? 'lesson.fact.youWin' : 'lesson.fact.computerWins'));
    } else assert.fail(`${where}: no check for the fact ${fact}`);
  }
  return expected;
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
  assert.deepEqual(s.lesson.facts, expectedFacts(s, data, lang, where), where);
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
