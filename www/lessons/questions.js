// The kinds of practice question: how each makes its board (the core's seeded random
// preset, bigger as the questions go on), what the core says the right answer is, how
// an answer is compared with it, and the words. JS never decides the answer: it reads
// the core's judge output and certificates for the board.
//
//   winning-starts  click every cell the first player wins from (the judge's WIN list)
//   who-wins        a cell is ringed: who wins if the token starts there?
import { list, t } from '../i18n/index.js';
import { geographyStarts } from './slides.js';

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
      return { missed: [], wrong: ok ? [] : [q.cell], ok };
    },
    reasons: (q, session) => geographyReasons(session, [q.cell]),
    answerText: (q) => t(q.right.has(q.cell) ? 'practice.answer.first' : 'practice.answer.second', { cell: cellName(q.cols)(q.cell) }),
  },
};
