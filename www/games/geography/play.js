// The token game's play mode: the adapter www/core/play.js drives. The handle is the
// core's GeographyGame (crate/src/geography/play.rs: a perfect player from any
// position); this module draws it and says its moves in words.
import { t } from '../../i18n/index.js';
import { center, pathLine, playMarks, ring } from '../../core/draw.js';
import { cellsAt, handleState, playAt, refusal } from '../play-state.js';

/** A cell as the narration names it: 1-based, as in the judge output. */
const name = ([r, c]) => t('cell.name', { r: r + 1, c: c + 1 });
const NO_LAYERS = new Uint32Array(0);

/** What the adapter says and does; drawing is added by geographyPlay(). */
const ADAPTER = {
  roles: ['placer', 'mover'],
  /** The matching can be shown (a toggle). */
  hasMatching: true,
  roleLabel: (id) => t(`playmode.geography.role.${id}`),

  start(core, run, you) {
    return new core.GeographyGame(run, you);
  },

  /** window.gridplay.play(): cells as [row, col], 0-based. */
  state(h, run) {
    const cols = run.cols();
    const path = cellsAt(h.path(), cols);
    return {
      ...handleState(h, cols),
      path,
      clicks: path, // every move so far, both players'
    };
  },

  move: (h, r, c, run) => playAt(h, r, c, 'not-free', run),

  hints(h) {
    return h.hints();
  },

  /** Your role, and who wins with perfect play as the core says (GeographyGame.perfect). */
  sayStart(h) {
    const b = t(h.perfect() === 'you' ? 'playmode.startWin' : 'playmode.startLose');
    return t('playmode.then', { a: t(`playmode.geography.start.${h.you()}`), b });
  },

  sayTurn(h) {
    return t(h.path().length === 0 ? 'playmode.geography.turnPlace' : 'playmode.geography.turnMove');
  },

  sayMove(h, result) {
    if (result.verdict === 'kept') return t('playmode.geography.kept');
    if (result.verdict === 'blunder') return t('playmode.geography.blunder', { better: name(result.better) });
    return null;
  },

  sayReply(h, reply) {
    const cell = name(reply.cell);
    switch (reply.reason) {
      case 'place-unmatched':
        return t('playmode.geography.placeUnmatched', { cell });
      case 'place-losing':
        return t('playmode.geography.placeLosing', { cell });
      case 'follow-domino':
        return t('playmode.geography.followDomino', { from: name(reply.from), to: cell });
      default:
        return reply.replies === null
          ? t('playmode.geography.losing', { cell })
          : t('playmode.geography.losingReplies', { cell, n: reply.replies });
    }
  },

  sayEnd(h) {
    return t(h.winner() === 'you' ? 'playmode.geography.youWon' : 'playmode.geography.computerWon');
  },

  /** A refused move: the code it was thrown with, when the core lists it (GeographyGame.refusals). */
  sayRefusal: refusal('GeographyGame', 'geography'),
};

/**
 * The adapter, given the game module's board drawing (bytes in the run's cell layout,
 * links for pairs not side by side) and its star (the hint mark).
 * @param {{ drawBytes(ctx, d, cells, layers, pal): void, drawLinks(ctx, d, cells, mates, pal): void,
 *   star(ctx, x, y, radius, pal): void, bits: () => object }} draw
 */
export function geographyPlay(draw) {
  return { ...ADAPTER, draw: (...args) => drawGame(draw, ...args) };
}

/** The board in play: the run's drawing over the game's bytes, then the path, token and marks. */
function drawGame({ drawBytes, drawLinks, star, bits }, ctx, d, core, h, pal, { matching, hints, last, cursor }) {
  const n = d.rows * d.cols;
  let cells = new Uint8Array(core.memory.buffer, h.cellsPtr(), n);
  const B = bits();
  if (!matching) {
    const bare = new Uint8Array(n);
    for (let i = 0; i < n; i++) bare[i] = (cells[i] & B.partner) === B.wall ? cells[i] : cells[i] & ~B.partner;
    cells = bare;
  }
  drawBytes(ctx, d, cells, NO_LAYERS, pal);
  // Knight jumps (and other pairs not side by side) as links.
  if (matching && d.scale >= 7) drawLinks(ctx, d, cells, new Uint32Array(core.memory.buffer, h.matesPtr(), n), pal);
  const s = d.scale;
  const path = h.path();
  if (hints && s >= 4) for (const cell of hints) star(ctx, ...center(d, cell), s * 0.34, pal);
  if (path.length && s >= 4) {
    // Cells the token has left are out of the game: veiled.
    ctx.save();
    ctx.globalAlpha = 0.55;
    ctx.fillStyle = pal.outside;
    for (let i = 0; i < path.length - 1; i++) {
      const [x, y] = center(d, path[i]);
      ctx.fillRect(x - s / 2, y - s / 2, s, s);
    }
    ctx.restore();
  }
  if (path.length) {
    const points = Array.from(path, (cell) => center(d, cell));
    pathLine(ctx, points, Math.max(3, s * 0.18), pal.path, pal);
    const token = points.at(-1);
    ctx.beginPath();
    ctx.arc(token[0], token[1], Math.max(5, s * 0.32), 0, 2 * Math.PI);
    ctx.fillStyle = pal.found;
    ctx.fill();
    ring(ctx, token, Math.max(5, s * 0.32), pal.focus, pal, Math.max(2, s * 0.06));
  }
  playMarks(ctx, d, pal, last, cursor);
}
