// What every game's play handle (GeographyGame, MineGame, SlideGame) reports and does
// alike, for play mode (www/core/play.js; window.gridplay.play()): cells as [row, col],
// 0-based; a move by its cell; a refused move in words.
import { t } from '../i18n/index.js';

/** A row-major cell as [row, col]. */
export const at = (cell, cols) => [Math.floor(cell / cols), cell % cols];

/** Row-major cells as [row, col] each. */
export const cellsAt = (cells, cols) => Array.from(cells, (c) => at(c, cols));

/**
 * The state every handle has: your role, the turn, whether the game is over and who
 * won, who wins from here with perfect play ('you' | 'computer'; null where the core
 * cannot tell, mine past its search cap), and the legal moves. Each game adds its
 * `path` and `clicks`. `cols`: the board's width (the handle's, unless given).
 */
export function handleState(h, cols = h.cols()) {
  return {
    you: h.you(),
    turn: h.turn(),
    over: h.over(),
    winner: h.winner() ?? null,
    perfect: h.perfect() ?? null,
    moves: cellsAt(h.moves(), cols),
  };
}

/** Play mode's start for a run whose handle makes the game (`run.playGame(you)`: mine, slide). */
export const playGame = (core, run, you) => run.playGame(you);

/**
 * Plays the cell (r, c). Handles take a row-major index, where a column past the edge
 * would name a cell of the next row: a cell off the board throws { code: offBoard }
 * instead, the refusal the game words it as. `board`: what has rows() and cols() (the
 * handle, unless given). Example: playAt(h, 0, 9, 'off-board') on 3 × 5 throws.
 */
export function playAt(h, r, c, offBoard, board = h) {
  const cols = board.cols();
  if (r < 0 || c < 0 || r >= board.rows() || c >= cols) throw { code: offBoard };
  return h.play(r * cols + c);
}

/**
 * Play mode's sayRefusal for game `id` whose handle class is core[game]: a refused
 * move in words, by the code it was thrown with when the core lists it
 * (core[game].refusals()), else as 'other'. Example: refusal('MineGame', 'mine').
 */
export const refusal = (game, id) => (err, core) => {
  const code = core?.[game].refusals().includes(err?.code) ? err.code : 'other';
  return t(`playmode.${id}.refused.${code}`);
};
