// 兔兔与蛋蛋 (slide)'s play mode: the adapter www/core/play.js drives. The handle is
// the core's SlideGame (crate/src/slide/play.rs: before each turn the empty cell is
// checked against a maximum matching of the cells it can still enter; its partner,
// when the check finds no alternating path, is the winning move). Legal moves, the
// computer's move, who wins with perfect play and every mistake are the core's; this
// module draws the board and says the moves. Cells named 1-based, as in the input.
import { t } from '../../i18n/index.js';
import { center, drawCursor, fillOutside, focusBox, ring } from '../../core/draw.js';
import { cellsAt, handleState, playAt, playGame, refusal } from '../play-state.js';
import { atName, playerName } from './narration.js';

/**
 * The adapter, given the game module's drawing (layers.js).
 * @param {{ drawBoard: Function, drawWalk: Function }} draw
 */
export function slidePlay({ drawBoard, drawWalk }) {
  return {
    roles: ['tutu', 'dandan'],
    hasMatching: false,
    hasHints: true,
    roleLabel: (id) => t(`playmode.slide.role.${id}`),

    start: playGame,

    /** window.gridplay.play(): cells as [row, col], 0-based. */
    state(h) {
      const cols = h.cols();
      return { ...handleState(h, cols), toMove: h.toMove(), path: cellsAt(h.walk(), cols), clicks: cellsAt(h.history(), cols) };
    },

    move: (h, r, c) => playAt(h, r, c, 'illegal'),

    /** The winning move of the side to move, when it has one (the core's). */
    hints(h) {
      const cell = h.winningMove();
      return cell === undefined || cell === null ? [] : [cell];
    },

    /** Your side, and who wins with perfect play as the core says (SlideGame.perfect). */
    sayStart(h) {
      const b = t(h.perfect() === 'you' ? 'playmode.startWin' : 'playmode.startLose');
      return t('playmode.then', { a: t(`playmode.slide.start.${h.you()}`), b });
    },

    sayTurn(h) {
      return t(`playmode.slide.turn.${h.you()}`);
    },

    /** Your move: a mistake names the winning move you had (the core's). */
    sayMove(h, m) {
      if (m.mistake) return t('playmode.slide.mistake', { better: atName(m.better) });
      if (m.winsBefore) return t('playmode.slide.kept');
      return null;
    },

    sayReply(h, m) {
      const cell = atName(m.cell);
      return t(m.winsBefore ? 'playmode.slide.replyWins' : 'playmode.slide.replyLoses', { cell, player: playerName(m.by === 'you' ? h.you() : other(h.you())) });
    },

    sayEnd(h) {
      const stuck = playerName(h.toMove());
      return t(h.winner() === 'you' ? 'playmode.slide.youWon' : 'playmode.slide.computerWon', { stuck });
    },

    /** A refused click: the code it was thrown with, when the core lists it (SlideGame.refusals). */
    sayRefusal: refusal('SlideGame', 'slide'),

    /** The board in play: stones, the cells left veiled, the walk, hints, the last move, the cursor. */
    draw(ctx, d, core, h, pal, { hints, last, cursor }) {
      fillOutside(ctx, d, pal);
      const walk = h.walk();
      const gone = new Set(walk.subarray(0, walk.length - 1));
      drawBoard(ctx, d, h.pieces(), null, pal, gone);
      drawWalk(ctx, d, walk, pal);
      for (const cell of hints ?? []) ring(ctx, center(d, cell), Math.max(5, d.scale * 0.44), pal.match, pal, Math.max(2.5, d.scale * 0.1));
      if (last) focusBox(ctx, d, last[0] * d.cols + last[1], pal, 0.07);
      if (cursor) drawCursor(ctx, d, cursor, pal);
    },
  };
}

const other = (id) => (id === 'tutu' ? 'dandan' : 'tutu');
