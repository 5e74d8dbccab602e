// Mine's "Why this value?": after the verdict, a click on a blank (or a number) of a
// region explains the region's Grundy value from the data the core gives
// (MineGame.explainRegion, crate/src/mine/play.rs): its face-down bordering numbers
// and the values of its two kinds of move. This module only says and draws it.
import { list, t } from '../../i18n/index.js';
import { drawCursor, focusBox, ring } from '../../core/draw.js';

const name = ([r, c]) => t('cell.name', { r, c });
const LISTED = 8; // numbers named in the sentence; the rest are counted

/**
 * The explanation of the region at (row, col) on `run`'s board, from the core, with the
 * whole board's XOR and who wins it (`perfect`: 'you' when the first player wins,
 * 'computer' when the second does, undefined past the exact search's cap). Throws { code, message }.
 */
function certificate(run, row, col) {
  const game = run.playGame('first');
  try {
    return { ...game.explainRegion(row, col), xor: game.grundy().xor ?? null, perfect: game.perfect() ?? null };
  } catch (err) {
    const code = ['mine', 'open', 'not-a-region', 'off-board'].includes(err?.code) ? err.code : null;
    throw code ? { message: t(`mine.why.error.${code}`, { cell: name([row, col]) }) } : err;
  } finally {
    game.free();
  }
}

/**
 * { title, summary, text } for the explanation panel. The summary says what the value
 * means for the player to move and who wins this board, as the core says (ex.perfect).
 */
function say(ex) {
  const cell = name(ex.cell);
  const shown = ex.numbers.slice(0, LISTED).map(name);
  const numbers = ex.count === 0 ? '' : list(ex.numbers.length > LISTED ? [...shown, t('mine.why.more', { n: ex.numbers.length - LISTED })] : shown);
  const title = ex.value === null ? t('mine.why.titleCluster', { cell }) : t('mine.why.title', { cell, value: ex.value });
  let text;
  if (ex.cluster !== null && ex.cluster !== undefined) {
    text = t('mine.why.cluster', { n: ex.shared.length, shared: list(ex.shared.slice(0, LISTED).map(name)), value: ex.clusterValue ?? '?' });
  } else if (ex.count === 0) {
    text = t('mine.why.none', { blanks: ex.blanks });
  } else {
    text = t(ex.odd ? 'mine.why.odd' : 'mine.why.even', { n: ex.count, numbers, after: ex.options.number, value: ex.value });
  }
  if (ex.value !== null) text += ` ${t('mine.why.mex')}`;
  const head = ex.value === null ? t('mine.why.head.cluster', { value: ex.clusterValue ?? '?' }) : t('mine.why.head.region', { value: ex.value });
  const winner = ex.perfect === 'you' ? 'wins' : ex.perfect === 'computer' ? 'loses' : 'unsure';
  return { title, summary: t(`mine.why.summary.${winner}`, { head, xor: ex.xor ?? '?' }), text };
}

/** Draws the explanation: a veil, the region's bordering numbers ringed, the region's first blank boxed. */
function draw(ctx, d, ex, pal) {
  ctx.save();
  ctx.globalAlpha = 0.45;
  ctx.fillStyle = pal.outside;
  ctx.fillRect(d.ox, d.oy, d.cols * d.scale, d.rows * d.scale);
  ctx.restore();
  const s = d.scale;
  const radius = Math.max(5, s * 0.42);
  const shared = new Set(ex.shared.map(String));
  for (const [r, c] of ex.numbers) {
    const colour = shared.has(String([r, c])) ? pal.shared : pal.strong[ex.region % pal.strong.length];
    ring(ctx, [d.ox + (c + 0.5) * s, d.oy + (r + 0.5) * s], radius, colour, pal, Math.max(2.5, s * 0.09));
  }
  focusBox(ctx, d, ex.cell[0] * d.cols + ex.cell[1], pal, 0.09);
}

export const mineExplain = { certificate, say, draw, cursor: drawCursor };
