// The kinds of practice question: how each asks, draws and words its question. JS
// never decides an answer: each question (its board, the core's seeded random preset,
// bigger as the questions go on; the cell asked about; the right answer) and the check
// of an answer are the core's, from the seed and the question's number
// (crate/src/geography/practice.rs, crate/src/mine/practice.rs: geographyPracticeQuestion
// and geographyPracticeCheck, minePracticeQuestion and minePracticeCheck); the reasons
// said for a wrong answer are Explain's certificates.
//
//   winning-starts  click every cell the first player wins from (the judge's WIN list),
//                   or No winning start (the judge's LOSE)
//   who-wins        a cell is ringed: who wins if the token starts there?
//   augmenting-path the matching Kuhn has so far and a search's unmatched start: click
//                   the cell where the augmenting path ends
//   grundy          (mine) a region's blank is ringed: what is the region's Grundy value?
//   mine-winner     (mine) who wins this board?
//   graph-winning-starts (graph) click every vertex where the player who places the
//                   token wins (www/lessons/questions-graph.js)
// Mine boards keep the problem's promise (no number borders two regions), so the
// judge's formula is the true answer there.
//
// Each kind: { game, make, solve, prompt, judge, reasons, answerText } and optionally
// choices ([id, message key] buttons; with `cells` too, a choice is an answer with no
// cell, e.g. No winning start), cells(run, r, c) (the cells an answer may choose),
// single (one cell), nothing (the message key that says what to choose when Check
// finds nothing chosen; default: a cell, or a choice), terms ({ keys, missed, wrong }:
// message keys for the keys' hint and the marks' words where the answer is not on a
// board of cells; default practice.keys, practice.missed, practice.wrongCells), draw(ctx, d, q, { pal, path, explained }) (under the panel's
// marks; `explained`: checked wrong, so what reasons() named is drawn), drawn(q,
// session, { wrong, shown }) (what draw() shows of the explanation, for tests) and
// reveal: 'end' (the run's last step is shown once the answer is explained: the
// words speak of the turned-over board).
//
// What the words name is drawn as it is named: the token game's reason is Explain's
// certificate for one cell (the first chosen wrongly, else the first missed), drawn by
// Explain's own drawing (the matching, the path in the path colour, the new pairs in
// the winning colour, or the partner's domino); mine's reasons name the region's
// numbers or the parts of the board, shown turned over at the run's last step.
import { pathLine, ring } from '../core/draw.js';
import { list, t } from '../i18n/index.js';
import { drawExplanation } from '../games/geography/explain.js';
import { domino } from '../games/geography/marks.js';
import { facts } from './slides.js';
import { SLIDE_KINDS } from './questions-slide.js';
import { GRAPH_KINDS } from './questions-graph.js';

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
    // No winning start is the answer "no cells".
    const cells = Uint32Array.from(answer === 'none' ? [] : [...selected].flatMap(rc));
    const v = core.geographyPracticeCheck(kind, q.seed, q.index, cells, answer ?? '');
    const at = ([r, c]) => r * q.cols + c;
    return { ok: v.ok, missed: v.missed.map(at), wrong: v.wrong.map(at), mistake: v.mistake, partner: v.partner };
  };
}

const cellName = (cols) => (cell) => t('cell.name', { r: Math.floor(cell / cols) + 1, c: (cell % cols) + 1 });

/**
 * Explain's words (the core's certificate) for the first of `cells`, kept in q.shown
 * for draw(): one certificate, so that everything it names is on the board at once.
 */
function geographyReasons(q, session, cells) {
  q.shown = null;
  if (!cells.length) return [];
  const run = session.run;
  const cols = run.cols();
  q.shown = run.explain(Math.floor(cells[0] / cols), cells[0] % cols);
  return [session.game.explain.say(q.shown).text];
}

/** Draws the certificate the reasons said (Explain's drawing), once checked wrong. */
function geographyDraw(ctx, d, q, { pal, explained }) {
  if (explained && q.shown) drawExplanation(ctx, d, q.shown, pal);
}

/** What geographyDraw shows: the cell, the path, the pairs drawn (flipped along the path for a win) and the partner. */
function geographyDrawn(q, session, { wrong }) {
  const ex = wrong ? q.shown : null;
  if (!ex) return null;
  return { cell: ex.cell, path: ex.path, matching: ex.wins ? ex.flipped : ex.matching, partner: ex.partner ?? null, wins: ex.wins };
}

/** The core's mine question `index` of `kind` in set `seed`: { input, cols, cell?, value, first }, cells as r * cols + c. */
function mineQuestion(core, kind, seed, index) {
  const q = core.minePracticeQuestion(kind, seed, index);
  const cols = Number(q.input.split(/\s+/)[2]);
  const out = { input: q.input, cols, value: q.value, first: q.first };
  if (q.cell) out.cell = q.cell[0] * cols + q.cell[1];
  return out;
}

/** The core's check of an answer to a mine question: { ok } (no cells are chosen in mine's kinds). */
function mineJudge(kind) {
  return (q, { answer, core }) => ({ missed: [], wrong: [], ok: core.minePracticeCheck(kind, q.seed, q.index, answer ?? '') });
}

/** The cells the run's board shows turned over at its current step, as [r, c]. */
function mineRevealed(session) {
  const { core, run } = session;
  const n = run.rows() * run.cols();
  const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), n);
  const reached = core.mineProtocol().cell.reached;
  const out = [];
  for (let i = 0; i < n; i++) if (cells[i] & reached) out.push([Math.floor(i / run.cols()), i % run.cols()]);
  return out;
}

export const KINDS = {
  'winning-starts': {
    game: 'geography',
    /** The cells an answer may choose: free cells (a start is never a wall). */
    cells: (run, r, c) => !run.isWall(r, c),
    choices: [['none', 'practice.noStart']], // the answer with no cell
    nothing: 'practice.nothing.winning-starts', // what to choose, when Check finds nothing chosen
    make: (core, game, seed, index) => geographyQuestion(core, 'winning-starts', seed, index),
    solve() {},
    prompt: () => t('practice.prompt.winning-starts'),
    judge: geographyJudge('winning-starts'),
    reasons: (q, session, cells) => geographyReasons(q, session, cells),
    draw: geographyDraw,
    drawn: geographyDrawn,
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
    reasons: (q, session) => geographyReasons(q, session, [q.cell]),
    draw: geographyDraw,
    drawn: geographyDrawn,
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
    /** The matching (always shown) and the path Kuhn finds. */
    drawn: (q) => ({ matching: q.matching, path: q.path.map((cell) => [Math.floor(cell / q.cols), cell % q.cols]) }),
  },
  grundy: {
    game: 'mine',
    choices: [0, 1, 2, 3].map((v) => [String(v), `practice.value${v}`]),
    make: (core, game, seed, index) => mineQuestion(core, 'grundy', seed, index),
    /** Explain's certificate for the ringed region, said when the answer is wrong. */
    solve(q, session) {
      q.explanation = session.game.explain.certificate(session.run, Math.floor(q.cell / q.cols), q.cell % q.cols);
    },
    prompt: (q) => t('practice.prompt.grundy', { cell: mineName(q) }),
    judge: mineJudge('grundy'),
    reasons: (q, session) => [session.game.explain.say(q.explanation).text],
    answerText: (q) => t('practice.answer.grundy', { cell: mineName(q), value: q.value }),
    reveal: 'end',
    /**
     * Once explained, over the turned-over board: the region's bordering numbers the
     * words name, ringed in its colour (its first blank is the question's ring; a box
     * there would hide the region's label).
     */
    draw(ctx, d, q, { pal, path }) {
      if (!path) return;
      const ex = q.explanation;
      const s = d.scale;
      for (const [r, c] of ex.numbers) ring(ctx, [d.ox + (c + 0.5) * s, d.oy + (r + 0.5) * s], Math.max(5, s * 0.42), pal.strong[ex.region % pal.strong.length], pal, Math.max(2.5, s * 0.09));
    },
    drawn: (q, session) => ({ revealed: mineRevealed(session), ringed: q.explanation.numbers }),
  },
  'mine-winner': {
    game: 'mine',
    choices: [
      ['first', 'practice.xiemao'],
      ['second', 'practice.fanglaoshi'],
    ],
    make: (core, game, seed, index) => mineQuestion(core, 'mine-winner', seed, index),
    solve() {},
    prompt: () => t('practice.prompt.mine-winner'),
    judge: mineJudge('mine-winner'),
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
    reveal: 'end', // the parts named (regions with their values, lone numbers) turned over
    drawn: (q, session) => ({ revealed: mineRevealed(session) }),
  },
  ...SLIDE_KINDS,
  ...GRAPH_KINDS,
};

/** The augmenting path's cells, start to end, as words: (1,2) → (2,2) → … */
const pathWords = (q) => q.path.map(cellName(q.cols)).join(t('practice.path.step'));

/** A mine cell as mine names it: from 0, as in HDU 4678's input. */
const mineName = (q) => t('cell.name', { r: Math.floor(q.cell / q.cols), c: q.cell % q.cols });
