// The kinds of practice question: how each makes its board (the core's seeded random
// preset, bigger as the questions go on), what the core says the right answer is, how
// an answer is compared with it, and the words. JS never decides the answer: it reads
// the core's judge output and certificates for the board.
//
//   winning-starts  click every cell the first player wins from (the judge's WIN list)
//   who-wins        a cell is ringed: who wins if the token starts there?
//   grundy          (mine) a region's blank is ringed: what is the region's Grundy value?
//   mine-winner     (mine) who wins this board?
// Mine boards keep the problem's promise (no number borders two regions), so the
// judge's formula is the true answer there.
import { list, t } from '../i18n/index.js';
import { facts, geographyStarts } from './slides.js';

/** Board sizes by question number: small first. */
const SIZES = [[2, 3], [2, 3], [3, 3], [3, 3], [3, 4], [3, 4], [4, 4]];
const REASONS_MAX = 3; // certificates said per check

/** A 32-bit seed for question `index` of set `seed` (attempt: the next board when one is too small). */
export function questionSeed(seed, index, attempt = 0) {
  let x = (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(attempt + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** A random token-game board for question `index`: the core's preset, at least 3 free cells. */
function geographyBoard(core, seed, index) {
  const [rows, cols] = SIZES[Math.min(index, SIZES.length - 1)];
  for (let attempt = 0; ; attempt++) {
    const input = core.geographyPreset('random', rows, cols, 0.25, questionSeed(seed, index, attempt));
    if ((input.match(/\./g) ?? []).length >= 3) return { input };
  }
}

const cellName = (cols) => (cell) => t('cell.name', { r: Math.floor(cell / cols) + 1, c: (cell % cols) + 1 });

/** The core's winning starts of the session's run, as cells r * cols + c. */
function winningCells(session) {
  const run = session.run;
  return new Set(geographyStarts(run).cells.map(([r, c]) => r * run.cols() + c));
}

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
    make: (core, game, seed, index) => geographyBoard(core, seed, index),
    solve(q, session) {
      q.right = winningCells(session);
      q.cols = session.run.cols();
    },
    prompt: () => t('practice.prompt.winning-starts'),
    judge(q, { selected }) {
      const missed = [...q.right].filter((c) => !selected.has(c)).sort((a, b) => a - b);
      const wrong = [...selected].filter((c) => !q.right.has(c)).sort((a, b) => a - b);
      return { missed, wrong, ok: !missed.length && !wrong.length };
    },
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
    make: (core, game, seed, index) => geographyBoard(core, seed, index),
    solve(q, session) {
      const run = session.run;
      const cols = run.cols();
      const free = [];
      for (let cell = 0; cell < run.rows() * cols; cell++) if (!run.isWall(Math.floor(cell / cols), cell % cols)) free.push(cell);
      q.cell = free[questionSeed(q.seed ?? 0, q.index ?? 0, 99) % free.length];
      q.right = winningCells(session);
      q.cols = cols;
    },
    prompt: (q) => t('practice.prompt.who-wins', { cell: cellName(q.cols)(q.cell) }),
    judge(q, { answer }) {
      const ok = answer === (q.right.has(q.cell) ? 'first' : 'second');
      return { missed: [], wrong: [], ok };
    },
    reasons: (q, session) => geographyReasons(session, [q.cell]),
    answerText: (q) => t(q.right.has(q.cell) ? 'practice.answer.first' : 'practice.answer.second', { cell: cellName(q.cols)(q.cell) }),
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

/** A mine cell as mine names it: from 0, as in HDU 4678's input. */
const mineName = (q) => t('cell.name', { r: Math.floor(q.cell / q.cols), c: q.cell % q.cols });
