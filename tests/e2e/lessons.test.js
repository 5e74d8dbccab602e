// The guided lessons (?lesson=geography&slide=N, www/lessons/): every slide opens by
// its link (in Chinese) and by Next / Previous and the N / B keys (in English), and
// sets up the board, options, step, game and explained cell it says; what it says
// about the board (who wins from where, the matching, a cell, the judge output) agrees
// with an exhaustive search written in tests/e2e/lesson-oracle.js; the address follows
// the slide and Copy link / Copy embed code carry it; <gridplay-viewer lesson slide>
// shows one slide. Each lesson is checked as its own game (lesson.game): the token
// game's and mine's sentences here, the slide game's by tests/e2e/slide-facts.js. A
// slide set at an event says that event: the sentence expected is worded here from
// the event the built core (www/pkg, loaded into node) records on the slide's board,
// its cells and counts checked against the search, never from the page's narration.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, settle } from './page-helpers.js';
import { slideFacts } from './slide-facts.js';
import { around, name as slideName, oracle as slideOracle, reachable } from './slide-oracle.js';
import init, * as core from '../../www/pkg/gridplay.js';
import geography from '../../www/lessons/geography.js';
import mine from '../../www/lessons/mine.js';
import slide from '../../www/lessons/slide.js';
import { boardRows, cellName, freeCells, judgeOutput, list, maxMatching, mineBoard, mineJudge, neighbours, say, startsSentence, winningStarts } from './lesson-oracle.js';

const SAMPLE = '3 3\n.##\n...\n#.#\n'; // Luogu P4055's sample

await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });

/**
 * The event slide `slide` of `lesson` is set at ({ at: { event, where, nth } }), as the
 * built core records it on the page's board `input`: { step (from 1), name, …operands }.
 * Decoded here from the core's protocol (record width, operand names).
 */
function coreEvent(lesson, slide, input) {
  const [Run, protocol, options] = {
    geography: () => [core.GeographyRun, core.geographyProtocol(), { algorithm: slide.algo, moves: slide.moves ?? 'rook', greedy: slide.greedy ?? null }],
    mine: () => [core.MineRun, core.mineProtocol(), { case: 1 }],
    slide: () => [core.SlideRun, core.slideProtocol(), {}],
  }[lesson.game]();
  const run = new Run(input, options);
  try {
    while (!run.record(10_000));
    const flat = run.events(0, run.recorded());
    const width = protocol.recordWidth;
    const events = [];
    for (let i = 0; i < flat.length; i += width) {
      const spec = protocol.events[flat[i]];
      const e = { step: i / width + 1, name: spec.name };
      spec.operands.forEach((operand, k) => (e[operand] = flat[i + 1 + k]));
      events.push(e);
    }
    const { event, where = () => true, nth = 1 } = slide.at;
    const found = events.filter((e) => e.name === event && where(e))[nth - 1];
    assert.ok(found, `${lesson.id} ${slide.key}: the core records ${event}`);
    return found;
  } finally {
    run.free();
  }
}

/**
 * The token game slide's event sentence ('lesson.fact.now' around the narration's
 * words for it), from the core's event, its cells checked on the board `rows`.
 */
function geographyEventSentence(slide, e, rows, moves, lang, where) {
  const cols = rows[0].length;
  const at = (cell) => [Math.floor(cell / cols), cell % cols];
  const name = (cell) => cellName(at(cell));
  const free = (cell) => rows[at(cell)[0]][at(cell)[1]] === '.';
  const touch = (a, b) => neighbours(rows, moves, ...at(a)).some(([r, c]) => r === at(b)[0] && c === at(b)[1]);
  let text;
  if (e.name === 'path_found') {
    // An augmenting path under rook moves: free ends of opposite colours, an even number of cells.
    assert.ok(free(e.root) && free(e.end), `${where}: the path's ends are free`);
    assert.equal(e.len % 2, 0, `${where}: ${e.len} cells`);
    assert.notEqual((at(e.root)[0] + at(e.root)[1]) % 2, (at(e.end)[0] + at(e.end)[1]) % 2, `${where}: ends of both colours`);
    const key = e.len === 2 ? 'pathPair' : slide.algo === 'blossom' ? 'pathTrees' : 'path';
    text = say(lang, `geography.say.${key}`, { root: name(e.root), end: name(e.end), len: e.len });
  } else if (e.name === 'layer_reached') {
    assert.ok(free(e.cell), `${where}: the layer's cell is free`);
    text = e.distance === 0 ? say(lang, 'geography.say.layer0', { cell: name(e.cell) }) : say(lang, 'geography.say.layer', { cell: name(e.cell), d: e.distance });
  } else if (e.name === 'blossom_found') {
    // Two cells that touch close an odd cycle through the base.
    assert.ok(free(e.from) && free(e.to) && free(e.base), `${where}: the blossom's cells are free`);
    assert.ok(touch(e.from, e.to), `${where}: ${name(e.from)} touches ${name(e.to)}`);
    assert.ok(e.len >= 3 && e.len % 2 === 1, `${where}: an odd cycle of ${e.len} cells`);
    text = say(lang, 'geography.say.blossomFound', { from: name(e.from), to: name(e.to), base: name(e.base), len: e.len });
  } else assert.fail(`${where}: no check for the event ${e.name}`);
  return say(lang, 'lesson.fact.now', { text });
}

/**
 * The mine slide's event sentence, from the core's event, its counts and values
 * those of the exhaustive search (mineBoard) on the same board.
 */
function mineEventSentence(e, board, input, lang, where) {
  const name = (cell) => `(${Math.floor(cell / board.m)},${cell % board.m})`; // from 0, as HDU 4678
  let text;
  if (e.name === 'region_finished') {
    const g = board.regions[e.region];
    assert.ok(g, `${where}: region ${e.region + 1} exists`);
    assert.equal(board.shared.length, 0, `${where}: no number shared, every count is the region's own`);
    const numbers = g.numbers.length;
    text = say(lang, 'mine.say.regionFinished', {
      region: e.region + 1,
      blanks: say(lang, 'mine.say.blanks', { n: g.blanks.length }),
      numbers: say(lang, 'mine.say.numbers', { n: numbers }),
      parity: say(lang, numbers % 2 ? 'mine.say.odd' : 'mine.say.even'),
      grundy: board.regionValue(e.region),
    });
  } else if (e.name === 'lone_number') {
    assert.ok(board.lone.includes(e.cell), `${where}: ${name(e.cell)} is a lone number`);
    // The number: the mines around the cell, counted from the input.
    const nums = input.trim().split(/\s+/).map(Number);
    const mines = new Set([...Array(nums[3]).keys()].map((i) => nums[4 + 2 * i] * board.m + nums[5 + 2 * i]));
    const [r, c] = [Math.floor(e.cell / board.m), e.cell % board.m];
    let number = 0;
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if ((dr || dc) && c + dc >= 0 && c + dc < board.m && mines.has((r + dr) * board.m + c + dc)) number++;
    text = say(lang, 'mine.say.lone', { cell: name(e.cell), number });
  } else assert.fail(`${where}: no check for the event ${e.name}`);
  return say(lang, 'lesson.fact.now', { text });
}

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** What the page shows of the lesson: the handle, the board's input, options, state, play, Explain, narration. */
async function shown(page) {
  await settle(page);
  return page.evaluate(() => {
    const why = document.getElementById('why');
    const now = document.querySelector('#narration li.now');
    return {
      lesson: window.gridplay.lesson(),
      input: document.getElementById('judge-input').value,
      algorithm: document.getElementById('algorithm').value,
      moves: document.getElementById('moves').value,
      state: window.gridplay.state(),
      play: window.gridplay.play(),
      why: why.hidden ? null : document.getElementById('why-title').textContent,
      narration: now ? now.lastChild.textContent : null,
      region: document.querySelector('section[aria-label="Lesson"], section[aria-label="课程"]')?.textContent ?? null,
      search: location.search,
    };
  });
}

/**
 * Checks slide `n` of `lesson` on `page` (checkSlide). A slide that asks is first shown
 * without its answer (step 0, no sentences, a Show the answer button); its answer is
 * then shown by `how`: the button, or the next Next key (a clicker's Page Down), which
 * stays on the slide.
 */
async function checkShown(page, lesson, n, lang, how = 'button') {
  let s = await shown(page);
  if (lesson.slides[n - 1].ask) {
    const where = `${lesson.id} slide ${n} (${lang}) before its answer`;
    assert.deepEqual([s.lesson.slide, s.lesson.ask, s.lesson.answered, s.state.step, s.lesson.facts], [n, true, false, 0, []], where);
    const answer = page.locator('#lesson-answer');
    assert.equal((await answer.textContent()).trim(), say(lang, 'lesson.answer'), where);
    if (how === 'button') await answer.click();
    else await page.keyboard.press(how);
    await page.waitForFunction(() => window.gridplay.lesson().answered);
    s = await shown(page);
    assert.equal(await page.locator('#lesson-answer').count(), 0, `${where}: the button goes`);
  }
  checkSlide(lesson, s, n, lang);
}

/** Checks that the page shows slide `n` of `lesson` as its data says, and that its sentences are true. */
function checkSlide(lesson, s, n, lang) {
  const slide = lesson.slides[n - 1];
  const where = `${lesson.id} slide ${n} (${slide.key}, ${lang})`;
  assert.equal(s.lesson.slide, n, where);
  assert.equal(s.lesson.total, lesson.slides.length);
  assert.equal(s.lesson.key, slide.key);
  assert.equal(s.lesson.title, say(lang, `lesson.${lesson.id}.${slide.key}.title`), where);
  assert.equal(s.lesson.text, say(lang, `lesson.${lesson.id}.${slide.key}.text`), where);
  assert.ok(s.region?.includes(say(lang, 'lesson.count', { n, total: lesson.slides.length })), `${where}: N / total in the region`);
  // The board and options the slide says.
  if (slide.board.input) assert.equal(s.input, slide.board.input, where);
  if (slide.board.preset === 'sample') assert.equal(s.input, SAMPLE, where);
  if (lesson.game === 'geography') assert.equal(s.moves, slide.moves ?? 'rook', where);
  if (slide.algo) assert.equal(s.algorithm, slide.algo, where);
  const { step, lastStep, complete } = s.state;
  assert.ok(complete, where);
  if (slide.at) {
    assert.ok(step > 0 && step < lastStep, `${where}: the event's step, not ${step} of ${lastStep}`);
    assert.equal(s.state.event, slide.at.event, `${where}: the step shows the event the slide names`);
  }
  else assert.equal(step, slide.step === 'end' ? lastStep : (slide.step ?? 0), where);
  assert.equal(s.play?.you ?? null, slide.play ?? null, `${where}: play mode`);
  assert.equal(s.why !== null, !!slide.explain, `${where}: Explain shown`);

  // Its sentences, against the search.
  const facts = FACTS[lesson.game];
  assert.ok(facts, `${where}: no checks for the game ${lesson.game}`);
  const expected = facts(lesson, slide, s, lang, where);
  assert.deepEqual(s.lesson.facts, expected, where);
  // What the slide's prose promises about its step.
  if (slide.key === 'kuhn') assert.match(s.narration, lang === 'en' ? /path of ([4-9]|\d\d) cells/ : /经过 ([4-9]|\d\d) 个格子/, `${where}: a path longer than one move`);
}

/** The mine slide's sentences, from the rules alone (mineBoard, mineJudge). */
function mineFacts(lesson, slide, s, lang, where) {
  const board = mineBoard(s.input);
  const who = (first) => say(lang, first ? 'lesson.fact.mineFirst' : 'lesson.fact.mineSecond');
  const name = ([r, c]) => `(${r},${c})`; // mine numbers cells from 0, as HDU 4678 does
  const expected = [];
  for (const fact of slide.facts ?? []) {
    if (fact === 'event') {
      const e = coreEvent(lesson, slide, s.input);
      assert.equal(s.state.step, e.step, `${where}: the step of the core's ${e.name}`);
      expected.push(mineEventSentence(e, board, s.input, lang, where));
    } else if (fact === 'region') {
      const id = board.regionAt(...slide.explain);
      assert.ok(s.why.includes(name(slide.explain)), `${where}: Explain names the region`);
      expected.push(say(lang, 'lesson.fact.mineRegion', { cell: name(slide.explain), n: board.regions[id].numbers.length, value: board.regionValue(id) }));
    } else if (fact === 'parts') {
      assert.equal(board.shared.length, 0, `${where}: the parts are independent`);
      const parts = board.regions.map((g, i) => say(lang, 'lesson.fact.minePart', { region: i + 1, value: board.regionValue(i) }));
      if (board.lone.length) parts.push(say(lang, 'lesson.fact.mineLone', { n: board.lone.length }));
      expected.push(say(lang, 'lesson.fact.mineParts', { parts: list(lang, parts) }));
    } else if (fact === 'winner') {
      const g = board.grundy();
      expected.push(say(lang, 'lesson.fact.mineWinner', { who: who(g !== 0), xor: g }));
    } else if (fact === 'shared') {
      expected.push(board.shared.length ? say(lang, 'lesson.fact.mineBroken', { n: board.shared.length }) : say(lang, 'lesson.fact.mineKept'));
    } else if (fact === 'output') expected.push(`${say(lang, 'lesson.fact.output')}\nCase #1: ${mineJudge(board).winner}\n`);
    else if (fact === 'exact') expected.push(say(lang, 'lesson.fact.mineExact', { who: who(board.grundy() !== 0) }));
    else assert.fail(`${where}: no check for the fact ${fact}`);
  }
  return expected;
}

/** The token game slide's sentences, from the rules alone (winningStarts, maxMatching). */
function geographyFacts(lesson, slide, s, lang, where) {
  const moves = slide.moves ?? 'rook';
  const rows = boardRows(s.input);
  const wins = winningStarts(rows, moves);
  const expected = [];
  for (const fact of slide.facts ?? []) {
    if (fact === 'starts') expected.push(startsSentence(lang, wins));
    else if (fact === 'matching') {
      const m = maxMatching(rows, moves);
      const free = freeCells(rows).length;
      expected.push(say(lang, 'lesson.fact.matching', { n: m, covered: 2 * m, free }));
      expected.push(free === 2 * m ? say(lang, 'lesson.fact.perfectMatching') : say(lang, 'lesson.fact.uncovered', { n: free - 2 * m }));
    } else if (fact === 'explain') {
      const [r, c] = slide.explain;
      const cell = cellName([r, c]);
      assert.ok(s.why.includes(cell), `${where}: Explain names ${cell}`);
      const said = s.lesson.facts[expected.length];
      if (wins.some(([a, b]) => a === r && b === c)) expected.push(say(lang, 'lesson.fact.cellWins', { cell }));
      else {
        // Its partner is the matching's: any free neighbour may be it.
        const partner = neighbours(rows, moves, r, c).map(cellName).find((p) => said === say(lang, 'lesson.fact.cellLoses', { cell, partner: p }));
        assert.ok(partner, `${where}: "${said}" names a losing cell and a neighbour of it`);
        expected.push(said);
      }
    } else if (fact === 'perfect') {
      // The computer has put the token, or you are about to: who wins from the start.
      const placerWins = wins.length > 0;
      expected.push(say(lang, (slide.play === 'placer') === placerWins ? 'lesson.fact.youWin' : 'lesson.fact.computerWins'));
    } else if (fact === 'event') {
      const e = coreEvent(lesson, slide, s.input);
      assert.equal(s.state.step, e.step, `${where}: the step of the core's ${e.name}`);
      expected.push(geographyEventSentence(slide, e, rows, moves, lang, where));
    } else if (fact === 'triangle') {
      const said = s.lesson.facts[expected.length];
      const cells = [...said.matchAll(/\((\d+),(\d+)\)/g)].map((m) => [Number(m[1]) - 1, Number(m[2]) - 1]);
      assert.equal(cells.length, 3, `${where}: three cells in "${said}"`);
      for (const [i, j] of [[0, 1], [1, 2], [0, 2]]) {
        assert.ok(neighbours(rows, moves, ...cells[i]).some(([a, b]) => a === cells[j][0] && b === cells[j][1]), `${where}: ${cellName(cells[i])} touches ${cellName(cells[j])}`);
      }
      expected.push(said);
    } else if (fact === 'output') expected.push(`${say(lang, 'lesson.fact.output')}\n${judgeOutput(rows, moves)}`);
    else assert.fail(`${where}: no check for the fact ${fact}`);
  }
  return expected;
}

/**
 * The slide game slide's event sentence, from the core's event: the search of a turn
 * starts with the empty cell (the board's '.', by the search's reading of the input)
 * taken out and its partner, a cell beside it that the empty cell can enter, as root.
 */
function slideEventSentence(e, input, lang, where) {
  const { n, m, start } = slideOracle(input);
  const at = slideName(m);
  assert.equal(e.name, 'search_started', `${where}: no check for the event ${e.name}`);
  assert.equal(e.removed, start.indexOf('.'), `${where}: the empty cell is taken out`);
  assert.ok(around(n, m, e.removed).includes(e.root), `${where}: ${at(e.root)} is beside the empty cell`);
  assert.ok(reachable(start, n, m).has(e.root), `${where}: ${at(e.root)} is a cell the empty cell can enter`);
  return say(lang, 'lesson.fact.now', { text: say(lang, 'slide.say.searchStarted', { removed: at(e.removed), root: at(e.root) }) });
}

/** The slide game's sentences: slide-facts.js's, the event's worded from the core here. */
function slideGameFacts(lesson, data, s, lang, where) {
  const expected = slideFacts(s, data, lang, where);
  const i = (data.facts ?? []).indexOf('event');
  if (i >= 0) {
    const e = coreEvent(lesson, data, s.input);
    assert.equal(s.state.step, e.step, `${where}: the step of the core's ${e.name}`);
    expected[i] = slideEventSentence(e, s.input, lang, where);
  }
  return expected;
}

/** Each game's slide sentences, by `lesson.game`: (lesson, slide, shown, lang, where) → the sentences expected. */
const FACTS = {
  geography: geographyFacts,
  mine: mineFacts,
  slide: slideGameFacts,
};

for (const [lesson, least] of [[geography, 10], [mine, 6], [slide, 8]]) {
  describe(`the ${lesson.id} lesson: every slide`, () => {
    test(`has at least ${least} slides, each with its words in both languages`, () => {
      assert.ok(lesson.slides.length >= least);
      for (const slide of lesson.slides) for (const lang of ['en', 'zh-CN']) for (const part of ['title', 'text']) say(lang, `lesson.${lesson.id}.${slide.key}.${part}`);
    });

    test('every slide opens by its link, in Chinese, and the address stays on it', async () => {
      for (let n = 1; n <= lesson.slides.length; n++) {
        const { page, problems, close } = await openAt(site, `?lesson=${lesson.id}&slide=${n}&lang=zh-CN`);
        try {
          await page.waitForFunction(() => window.gridplay.lesson());
          await checkShown(page, lesson, n, 'zh-CN');
          await page.waitForFunction((q) => location.search === q, `?lesson=${lesson.id}&slide=${n}&lang=zh-CN`);
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      }
    });

    test('Next slide and Previous slide (buttons and N / B) walk every slide both ways; the address follows', async () => {
      const { page, problems, close } = await openAt(site, `?lesson=${lesson.id}`);
      try {
        await page.waitForFunction(() => window.gridplay.lesson());
        const region = page.getByRole('region', { name: 'Lesson' });
        const total = lesson.slides.length;
        await checkShown(page, lesson, 1, 'en');
        assert.ok(await region.getByRole('button', { name: 'Previous slide' }).isDisabled());
        for (let n = 2; n <= total; n++) {
          if (n % 2) await region.getByRole('button', { name: 'Next slide' }).click();
          else {
            await page.locator('#board').focus();
            await page.keyboard.press('n');
          }
          await checkShown(page, lesson, n, 'en', n % 2 ? 'button' : 'n');
          await page.waitForFunction((q) => location.search === q, `?lesson=${lesson.id}&slide=${n}`);
        }
        assert.ok(await region.getByRole('button', { name: 'Next slide' }).isDisabled());
        for (let n = total - 1; n >= 1; n--) {
          if (n % 2) await region.getByRole('button', { name: 'Previous slide' }).click();
          else await page.keyboard.press('b');
          await checkShown(page, lesson, n, 'en', 'PageDown');
          await page.waitForFunction((q) => location.search === q, `?lesson=${lesson.id}&slide=${n}`);
        }
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  });
}

describe('the token game lesson', () => {
  test('the timeline keys still step the run on a slide; Copy link and Copy embed code carry the slide', async () => {
    const kuhn = geography.slides.findIndex((s) => s.key === 'kuhn') + 1;
    const { page, problems, close } = await openAt(site, `?lesson=geography&slide=${kuhn}`);
    try {
      await page.waitForFunction(() => window.gridplay.lesson());
      const before = (await shown(page)).state.step;
      await page.locator('#board').focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((s) => window.gridplay.state().step === s + 1, before);
      assert.equal((await shown(page)).lesson.slide, kuhn);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.waitForFunction((q) => location.search === q, `?lesson=geography&slide=${kuhn}`);
      await page.getByRole('button', { name: 'Copy embed code' }).click();
      const element = await page.locator('#embed-element').inputValue();
      assert.match(element, new RegExp(`<gridplay-viewer lesson="geography" slide="${kuhn}" controls="minimal">`));
      const iframe = await page.locator('#embed-iframe').inputValue();
      assert.match(iframe, new RegExp(`embed=1&amp;lesson=geography&amp;slide=${kuhn}`));
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a board edited by hand drops what the slide said about it; Next sets the next slide up', async () => {
    const { page, problems, close } = await openAt(site, '?lesson=geography&slide=2');
    try {
      await page.waitForFunction(() => window.gridplay.lesson());
      assert.equal((await shown(page)).lesson.facts[0], startsSentence('en', winningStarts(boardRows(SAMPLE))));
      await page.locator('#edit-mode').click(); // (only Edit mode edits the board)
      const { x, y } = await page.evaluate(() => window.gridplay.cellPoint(1, 1));
      await page.mouse.click(x, y); // a wall on (2,2)
      await page.waitForFunction(() => document.getElementById('judge-input').value !== '3 3\n.##\n...\n#.#\n');
      assert.deepEqual((await shown(page)).lesson.facts, [say('en', 'lesson.changed')]);
      await page.keyboard.press('n');
      await checkShown(page, geography, 3, 'en');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a bad slide number is named and slide 1 shown; an unknown lesson is named', async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=99');
    try {
      await page.waitForFunction(() => window.gridplay.lesson());
      assert.equal((await shown(page)).lesson.slide, 1);
      assert.match(await page.locator('#notice').textContent(), /slide must be a number from 1 to 15, not "99"/);
    } finally {
      await close();
    }
    const other = await openAt(site, '?lesson=chess');
    try {
      await other.page.waitForFunction(() => !document.getElementById('notice').hidden);
      assert.match(await other.page.locator('#notice').textContent(), /there is no lesson "chess"/);
    } finally {
      await other.close();
    }
  });
});

describe('<gridplay-viewer lesson slide>', () => {
  test('shows the slide: its board, its step and its words; a new slide attribute shows that slide', async () => {
    const { page, problems, close } = await site.openPage('index.html?embed=1&lesson=geography&slide=4&lang=zh-CN');
    try {
      const viewer = page.locator('gridplay-viewer');
      await page.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.complete, null, { timeout: 30_000 });
      await settle(page);
      const read = () =>
        page.evaluate(() => {
          const v = document.querySelector('gridplay-viewer');
          const lesson = v.shadowRoot.getElementById('lesson');
          return { state: v.state, game: v.game, text: lesson.textContent, label: lesson.getAttribute('aria-label') };
        });
      let s = await read();
      const square = boardRows(geography.slides[3].board.input);
      assert.equal(s.label, '课程');
      assert.equal(s.state.step, s.state.lastStep);
      assert.equal(s.state.verdict, winningStarts(square).length ? 'WIN' : 'LOSE');
      assert.ok(s.text.includes(say('zh-CN', 'lesson.geography.square.title')));
      assert.ok(s.text.includes(startsSentence('zh-CN', winningStarts(square))), s.text);
      await viewer.evaluate((v) => v.setAttribute('slide', '7'));
      await page.waitForFunction(() => document.querySelector('gridplay-viewer').game?.you === 'mover');
      s = await read();
      const strategy = boardRows(geography.slides[6].board.input);
      assert.ok(s.text.includes(say('zh-CN', winningStarts(strategy).length ? 'lesson.fact.computerWins' : 'lesson.fact.youWin')), s.text);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
