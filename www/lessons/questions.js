// The kinds of practice question: how each makes its board (the core's seeded random
// preset, bigger as the questions go on), what the core says the right answer is, how
// an answer is compared with it, and the words. JS never decides the answer: the token
// game's questions and checks are the core's (crate/src/geography/practice.rs:
// geographyPracticeQuestion, geographyPracticeCheck); mine's come from the core's
// judge output and certificates for the board.
//
//   winning-starts  click every cell the first player wins from (the judge's WIN list)
//   who-wins        a cell is ringed: who wins if the token starts there?
//   augmenting-path the matching Kuhn has so far and a search's unmatched start: click
//                   the cell where the augmenting path ends
//   grundy          (mine) a region's blank is ringed: what is the region's Grundy value?
//   mine-winner     (mine) who wins this board?
// Mine boards keep the problem's promise (no number borders two regions), so the
// judge's formula is the true answer there.
import { list, t } from '../i18n/index.js';
import { pathLine } from '../core/draw.js';
import { domino } from '../games/geography/marks.js';
import { facts } from './slides.js';

/** Mine's board sizes by question number (one more each way): small first. */
const SIZES = [[2, 3], [2, 3], [3, 3], [3, 3], [3, 4], [3, 4], [4, 4]];
const REASONS_MAX = 3; // certificates said per check

/** A 32-bit seed for question `index` of set `seed` (attempt: the next board when one is too small). */
export function questionSeed(seed, index, attempt = 0) {
  let x = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(attempt + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The core's token-game question `index` of `kind` in set `seed`: { input, cols, cell?,
 * right: Set, matching: [[r1, c1, r2, c2]], path: [cells] }, cells as r * cols + c.
 */
function geographyQuestion(core, kind, seed, index) {
  const q = core.geographyPracticeQuestion(kind, seed, index);
  const cols = Number(q.input.split(/\s+/)[1]);
  const at = ([r, c]) => r * cols + c;
  const out = { input: q.input, cols, right: new Set(q.right.map(at)), matching: q.matching, path: q.path.map(at) };
  if (q.cell) out.cell = at(q.cell);
  return out;
}

/** The core's check of an answer to a token-game question: { ok, missed, wrong, mistake, partner } (cells as r * cols + c). */
function geographyJudge(kind) {
  return (q, { selected, answer, core }) => {
    const rc = (cell) => [Math.floor(cell / q.cols), cell % q.cols];
    const cells = Uint32Array.from([...selected].flatMap(rc));
    const v = core.geographyPracticeCheck(kind, q.seed, q.index, cells, answer ?? '');
    const at = ([r, c]) => r * q.cols + c;
    return { ok: v.ok, missed: v.missed.map(at), wrong: v.wrong.map(at), mistake: v.mistake, partner: v.partner };
  };
}

const cellName = (cols) => (cell) => t('cell.name', { r: Math.floor(cell / cols) + 1, c: (cell % cols) + 1 });

/** Explain's words (the core's certificate) for each of `cells`, at most REASONS_MAX. */
function geographyReasons(session, cells) {
  const run = session.run;
  const cols = run.cols();
  return cells.slice(0, REASONS_MAX).map((cell) => session.game.explain.say(run.explain(Math.floor(cell / cols), cell % cols)).text);
}

/** A whole recorded run of `input`, shown at its last step (freed by the caller). */
function recorded(game, core, input) {
  const run = game.open(core, input, {});
  while (!run.isComplete()) run.record(1 << 16);
  run.seek(run.lastStep());
  return run;
}

/** A random mine board for question `index` that keeps the promise and has a blank region: the core's preset. */
function mineBoard(core, game, seed, index) {
  const [rows, cols] = SIZES[Math.min(index, SIZES.length - 1)].map((x) => x + 1);
  for (let attempt = 0; ; attempt++) {
    const input = core.minePreset('random', rows, cols, 0.15, questionSeed(seed, index, attempt));
    const run = recorded(game, core, input);
    const mines = Number(input.split('\n')[1].split(' ')[2]);
    const ok = mines > 0 && run.sharedCells().length === 0 && run.regionGrundy().length > 0;
    run.free();
    if (ok) return { input };
  }
}

/** Mine's regions as the core labels them: the cell [r, c] each is named by (its first blank), in order. */
function mineRegions(session) {
  const { run, game } = session;
  const out = [];
  for (let r = 0; r < run.rows(); r++) {
    for (let c = 0; c < run.cols(); c++) {
      let ex = null;
      try {
        ex = game.explain.certificate(run, r, c);
      } catch {
        continue; // a number or a mine: not a region's cell
      }
      if (ex.cell[0] === r && ex.cell[1] === c) out.push(ex);
    }
  }
  return out;
}

const mineWinnerFirst = (run) => run.judgeOutput().includes('Xiemao');

export const KINDS = {
  'winning-starts': {
    game: 'geography',
    /** The cells an answer may choose: free cells (a start is never a wall). */
    cells: (run, r, c) => !run.isWall(r, c),
    make: (core, game, seed, index) => geographyQuestion(core, 'winning-starts', seed, index),
    solve() {},
    prompt: () => t('practice.prompt.winning-starts'),
    judge: geographyJudge('winning-starts'),
    reasons: (q, session, cells) => geographyReasons(session, cells),
    answerText(q) {
      const cells = [...q.right].sort((a, b) => a - b).map(cellName(q.cols));
      return cells.length ? t('lesson.fact.starts', { n: cells.length, cells: list(cells) }) : t('lesson.fact.noStart');
    },
  },
  'who-wins': {
    game: 'geography',
    choices: [
      ['first', 'practice.first'],
      ['second', 'practice.second'],
    ],
    make: (core, game, seed, index) => geographyQuestion(core, 'who-wins', seed, index),
    solve() {},
    prompt: (q) => t('practice.prompt.who-wins', { cell: cellName(q.cols)(q.cell) }),
    judge: geographyJudge('who-wins'),
    reasons: (q, session) => geographyReasons(session, [q.cell]),
    answerText: (q) => t(q.right.has(q.cell) ? 'practice.answer.first' : 'practice.answer.second', { cell: cellName(q.cols)(q.cell) }),
  },
  'augmenting-path': {
    game: 'geography',
    single: true, // one cell: a click moves the choice
    cells: (run, r, c) => !run.isWall(r, c),
    make: (core, game, seed, index) => geographyQuestion(core, 'augmenting-path', seed, index),
    solve() {},
    prompt: (q) => t('practice.prompt.augmenting-path', { cell: cellName(q.cols)(q.cell) }),
    judge: geographyJudge('augmenting-path'),
    /** Why the chosen end is wrong (the core's mistake), then the path Kuhn finds. */
    reasons(q, session, cells, verdict) {
      const name = cellName(q.cols);
      const [r, c] = verdict.partner ?? [0, 0];
      const why = t(`practice.path.${verdict.mistake}`, { cell: name(verdict.wrong[0] ?? q.cell), partner: t('cell.name', { r: r + 1, c: c + 1 }), start: name(q.cell) });
      return [why, t('practice.path.found', { path: pathWords(q), end: name(q.path.at(-1)) })];
    },
    answerText: (q) => t('practice.answer.augmenting-path', { start: cellName(q.cols)(q.cell), end: cellName(q.cols)(q.path.at(-1)), path: pathWords(q) }),
    /** The matching as dominoes under everything; the path once checked wrong or shown. */
    draw(ctx, d, q, { pal, path }) {
      const s = d.scale;
      const inset = s * 0.12;
      for (const [ra, ca, rb, cb] of q.matching) {
        const [x, y] = [d.ox + Math.min(ca, cb) * s + inset, d.oy + Math.min(ra, rb) * s + inset];
        domino(ctx, x, y, (Math.abs(ca - cb) + 1) * s - 2 * inset, (Math.abs(ra - rb) + 1) * s - 2 * inset, s * 0.22, pal);
      }
      if (!path) return;
      const point = (cell) => [d.ox + ((cell % q.cols) + 0.5) * s, d.oy + (Math.floor(cell / q.cols) + 0.5) * s];
      pathLine(ctx, q.path.map(point), Math.max(3, s * 0.12), pal.path, pal);
    },
  },
  grundy: {
    game: 'mine',
    choices: [0, 1, 2, 3].map((v) => [String(v), `practice.value${v}`]),
    make: (core, game, seed, index) => mineBoard(core, game, seed, index),
    solve(q, session) {
      const regions = mineRegions(session);
      const ex = regions[questionSeed(q.seed, q.index, 99) % regions.length];
      q.cols = session.run.cols();
      q.cell = ex.cell[0] * q.cols + ex.cell[1];
      q.value = ex.value; // the core's Grundy value of the region
      q.explanation = ex;
    },
    prompt: (q) => t('practice.prompt.grundy', { cell: mineName(q) }),
    judge(q, { answer }) {
      const ok = answer === String(q.value);
      return { missed: [], wrong: [], ok };
    },
    reasons: (q, session) => [session.game.explain.say(q.explanation).text],
    answerText: (q) => t('practice.answer.grundy', { cell: mineName(q), value: q.value }),
  },
  'mine-winner': {
    game: 'mine',
    choices: [
      ['first', 'practice.xiemao'],
      ['second', 'practice.fanglaoshi'],
    ],
    make: (core, game, seed, index) => mineBoard(core, game, seed, index),
    solve(q, session) {
      q.first = mineWinnerFirst(session.run); // the core's judge output
      q.cols = session.run.cols();
    },
    prompt: () => t('practice.prompt.mine-winner'),
    judge(q, { answer }) {
      const ok = answer === (q.first ? 'first' : 'second');
      return { missed: [], wrong: [], ok };
    },
    // The parts and their XOR, as the core counts them at the end of the run.
    reasons(q, session) {
      const run = session.run;
      const at = run.step();
      run.seek(run.lastStep());
      const said = facts(session, { facts: ['parts', 'winner'] }).map((f) => f.text);
      run.seek(at);
      return said;
    },
    answerText: (q) => t('practice.answer.mineWinner', { who: t(q.first ? 'lesson.fact.mineFirst' : 'lesson.fact.mineSecond') }),
  },
};

/** The augmenting path's cells, start to end, as words: (1,2) → (2,2) → … */
const pathWords = (q) => q.path.map(cellName(q.cols)).join(t('practice.path.step'));

/** A mine cell as mine names it: from 0, as in HDU 4678's input. */
const mineName = (q) => t('cell.name', { r: Math.floor(q.cell / q.cols), c: q.cell % q.cols });
