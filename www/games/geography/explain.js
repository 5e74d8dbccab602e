// The token game's "Why this cell?": words and drawing for the certificate that
// run.explain(row, col) returns. The certificate is computed in Rust
// (crate/src/geography/explain.rs); this module only says and draws it.
//
// Certificate: { wins, cell: [r, c], matching: [[r1, c1, r2, c2], …], path: [[r, c], …],
// flipped: [[r1, c1, r2, c2], …] | null, partner: [r, c] | null }, cells 0-based.
import { focusBox, pathLine, ring } from '../../core/draw.js';
import { t } from '../../i18n/index.js';

/** The board's words: a cell as the narration names it (1-based, as in the judge output), sentences under explain.*. */
const CELL_WORDS = { name: ([r, c]) => t('cell.name', { r: r + 1, c: c + 1 }), say: (key, params) => t(`explain.${key}`, params) };

/**
 * { title, summary, text }: the certificate in words, for the explanation panel. The
 * summary is one plain sentence for a student ("Put the token on (2,3) and you win:
 * …"); who wins is the core's `wins`, never worked out here. `words`: how a place is
 * named and a sentence said (the board's cells by default); the graph passes its
 * vertices: sayExplanation(ex, { name: (v) => `vertex ${v + 1}`, say }).
 */
export function sayExplanation(ex, words = CELL_WORDS) {
  const { name, say } = words;
  const me = name(ex.cell);
  if (ex.wins) {
    const how =
      ex.path.length === 1
        ? say('winsUnmatched', { me })
        : say('winsPath', { me, edges: ex.path.length - 1, start: name(ex.path[0]), pairs: ex.matching.length });
    return { title: say('winsTitle', { me }), summary: say('summary.wins', { me }), text: say('wins', { how, me }) };
  }
  return {
    title: say('losesTitle', { me }),
    summary: say('summary.loses', { me }),
    text: say('loses', { me, p: name(ex.partner) }),
  };
}

/** Draws the certificate over the board: a veil, the matching it proves with, the path and the cell. */
export function drawExplanation(ctx, d, ex, pal) {
  const s = d.scale;
  const point = ([r, c]) => [d.ox + (c + 0.5) * s, d.oy + (r + 0.5) * s];
  // The path's cells are re-paired by the flip: clear the run's dominoes there first.
  const gap = s >= 14 ? 1 : 0.5;
  for (const [r, c] of ex.path) {
    ctx.fillStyle = pal.free[(r + c) & 1];
    ctx.fillRect(d.ox + c * s + gap / 2, d.oy + r * s + gap / 2, s - gap, s - gap);
  }
  ctx.save();
  ctx.globalAlpha = 0.6;
  ctx.fillStyle = pal.outside;
  ctx.fillRect(d.ox, d.oy, d.cols * s, d.rows * s);
  ctx.restore();

  // The matching of the proof: flipped along the path (win) or the run's (lose).
  const pairs = ex.wins ? ex.flipped : ex.matching;
  const onPath = new Set(ex.path.map(([r, c]) => r * d.cols + c));
  const mine = (r, c) => r === ex.cell[0] && c === ex.cell[1];
  const { r0, r1, c0, c1 } = d.visible();
  for (const [ra, ca, rb, cb] of pairs) {
    const fresh = ex.wins ? onPath.has(ra * d.cols + ca) && onPath.has(rb * d.cols + cb) : mine(ra, ca) || mine(rb, cb);
    if (!fresh && (s < 7 || Math.max(ra, rb) < r0 || Math.min(ra, rb) >= r1 || Math.max(ca, cb) < c0 || Math.min(ca, cb) >= c1)) continue;
    dominoBetween(ctx, d, [ra, ca], [rb, cb], fresh ? (ex.wins ? pal.winning : pal.found) : pal.domino, fresh, pal);
  }

  const width = Math.max(3, s * 0.16);
  const radius = Math.max(5, s * 0.28);
  if (ex.wins) {
    const points = ex.path.map(point);
    pathLine(ctx, points, width, pal.path, pal);
    ring(ctx, points[0], radius, pal.path, pal, Math.max(2.5, radius * 0.25)); // the unmatched start
  } else {
    // The opponent's first move: along the cell's domino to its partner.
    pathLine(ctx, [point(ex.cell), point(ex.partner)], width, pal.found, pal);
    ring(ctx, point(ex.partner), radius, pal.found, pal, Math.max(2.5, radius * 0.25));
  }
  focusBox(ctx, d, ex.cell[0] * d.cols + ex.cell[1], pal, 0.09);
}

function dominoBetween(ctx, d, [ra, ca], [rb, cb], color, strong, pal) {
  const s = d.scale;
  const inset = s * 0.12;
  const x = d.ox + Math.min(ca, cb) * s + inset;
  const y = d.oy + Math.min(ra, rb) * s + inset;
  const w = (Math.abs(ca - cb) + 1) * s - 2 * inset;
  const h = (Math.abs(ra - rb) + 1) * s - 2 * inset;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, s * 0.22);
  ctx.fillStyle = pal.dominoFill;
  ctx.fill();
  ctx.lineWidth = Math.max(strong ? 2.5 : 1.5, Math.min(w, h) * (strong ? 0.14 : 0.07));
  ctx.strokeStyle = color;
  ctx.stroke();
}
