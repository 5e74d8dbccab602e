// The slide game's practice kinds (?practice=slide, NOI 2011 兔兔与蛋蛋游戏), as
// www/lessons/questions.js's KINDS takes them. JS never decides an answer: each
// question (the recorded game, the move asked about, whether it was a mistake, 兔兔's
// winning moves, the position shown with the empty cell's walk) and the check of an
// answer are the core's, from the seed and the question's number
// (crate/src/slide/practice.rs: slidePracticeQuestion and slidePracticeCheck); the
// reasons said for a wrong answer are Explain's (the core's SlideRun.explain, in
// www/games/slide/explain.js's words), and what they name is drawn on the board.
//
//   mistake       the game up to 兔兔's move k: was move k a mistake?
//   winning-move  兔兔 to move: click the piece he should slide (any winning move is
//                 right), or No winning move when every move loses
import { list, t } from '../i18n/index.js';
import { center, focusBox, ring } from '../core/draw.js';
import { drawBoard, drawWalk } from '../games/slide/layers.js';
import { drawTurn, sayTurn, sayWhy } from '../games/slide/explain.js';
import { atName } from '../games/slide/narration.js';

/**
 * The core's question `index` of `kind` in set `seed`: { input, cols, move, mistake,
 * right: Set (winning moves), pieces (the position shown), walk }, cells as r * cols + c.
 */
function slideQuestion(core, kind, seed, index) {
  const q = core.slidePracticeQuestion(kind, seed, index);
  const cols = Number(q.input.split(/\s+/)[1]);
  const at = ([r, c]) => r * cols + c;
  return { input: q.input, cols, move: q.move || null, mistake: q.mistake, right: new Set(q.winning.map(at)), pieces: Uint8Array.from(q.pieces), walk: q.walk };
}

/**
 * The core's check of an answer: { ok, missed, wrong, illegal, reply } (cells as
 * r * cols + c). The verdict stays on the question, for the board to draw the reply.
 */
function slideJudge(kind) {
  return (q, { selected, answer, core }) => {
    // winning-move: a piece chosen is the answer; else "No winning move", if pressed.
    const none = selected.size === 0 && answer === 'none';
    const cells = none ? new Uint32Array() : Uint32Array.from([...selected].flatMap((cell) => [Math.floor(cell / q.cols), cell % q.cols]));
    const v = core.slidePracticeCheck(kind, q.seed, q.index, cells, none ? '' : (answer ?? ''));
    const at = ([r, c]) => r * q.cols + c;
    q.verdict = { ok: v.ok, missed: v.missed.map(at), wrong: v.wrong.map(at), illegal: v.illegal, reply: v.reply };
    return q.verdict;
  };
}

const name = (q) => (cell) => t('cell.name', { r: Math.floor(cell / q.cols) + 1, c: (cell % q.cols) + 1 });

/** The position shown, drawn over the board of step 0: the pieces, the cells left veiled, the walk. */
function drawPosition(ctx, d, q, pal) {
  const gone = new Set(q.walk.slice(0, -1));
  drawBoard(ctx, d, q.pieces, null, pal, gone);
  drawWalk(ctx, d, q.walk, pal);
}

export const SLIDE_KINDS = {
  mistake: {
    game: 'slide',
    choices: [
      ['mistake', 'practice.slide.mistake'],
      ['not-mistake', 'practice.slide.notMistake'],
    ],
    make: (core, game, seed, index) => slideQuestion(core, 'mistake', seed, index),
    /** The core's explanation of move k (said and drawn when the answer is wrong or shown). */
    solve(q, session) {
      q.explanation = session.run.explain(q.move);
    },
    prompt: (q) => t('practice.prompt.mistake', { n: q.move, cell: name(q)(q.walk.at(-1)), empty: name(q)(q.walk.at(-2)) }),
    judge: slideJudge('mistake'),
    reasons: (q) => [sayWhy(q.explanation), sayTurn(q.explanation.before), sayTurn(q.explanation.after)],
    answerText: (q) => `${t(q.mistake ? 'practice.answer.mistake' : 'practice.answer.notMistake', { n: q.move })} ${sayWhy(q.explanation)}`,
    /** The game up to move k, the moved piece's cell boxed; once checked wrong or shown, the certificates of the turns before and after. */
    draw(ctx, d, q, { pal, path }) {
      drawPosition(ctx, d, q, pal);
      if (path) for (const turn of [q.explanation.before, q.explanation.after]) drawTurn(ctx, d, turn, pal);
      focusBox(ctx, d, q.walk.at(-1), pal, 0.09);
    },
  },
  'winning-move': {
    game: 'slide',
    single: true, // one piece: a click moves the choice
    /** Any cell may be chosen: the core says when it is no legal move. */
    cells: () => true,
    choices: [['none', 'practice.slide.none']],
    nothing: 'practice.nothing.winning-move', // what to choose, when Check finds nothing chosen
    make: (core, game, seed, index) => slideQuestion(core, 'winning-move', seed, index),
    /** The core's certificate of the turn asked (兔兔 to move): its winning move or its path. */
    solve(q, session) {
      q.verdict = null;
      q.explanation = session.run.explain(1);
    },
    prompt: (q) => t('practice.prompt.winning-move', { empty: name(q)(q.walk[0]) }),
    judge: slideJudge('winning-move'),
    /** Why the choice is wrong: not a legal move, or 蛋蛋's winning reply to it; then the turn's certificate. */
    reasons(q, session, cells, verdict) {
      const out = [];
      const wrong = verdict.wrong[0];
      if (wrong !== undefined && verdict.illegal) out.push(t('practice.slide.illegal', { cell: name(q)(wrong), empty: name(q)(q.walk[0]) }));
      else if (wrong !== undefined && verdict.reply) out.push(t('practice.slide.reply', { cell: name(q)(wrong), reply: atName(verdict.reply) }));
      out.push(sayTurn(q.explanation.before));
      return out;
    },
    answerText(q) {
      const cells = [...q.right].sort((a, b) => a - b).map(name(q));
      return cells.length ? t('practice.answer.winningMove', { n: cells.length, cells: list(cells) }) : t('practice.answer.noWinningMove');
    },
    /** Once checked wrong or shown: the turn's certificate, and 蛋蛋's reply to a losing move ringed. */
    draw(ctx, d, q, { pal, path }) {
      if (!path) return;
      drawTurn(ctx, d, q.explanation.before, pal);
      const reply = q.verdict?.ok === false ? q.verdict.reply : null;
      if (reply) ring(ctx, center(d, reply[0] * q.cols + reply[1]), Math.max(5, d.scale * 0.44), pal.path, pal, Math.max(2.5, d.scale * 0.1));
    },
  },
};
