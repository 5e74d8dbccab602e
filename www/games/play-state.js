// What every game's play handle (GeographyGame, MineGame, SlideGame) reports alike,
// for play mode's state (www/core/play.js; window.gridplay.play()): cells as
// [row, col], 0-based.

/** A row-major cell as [row, col]. */
export const at = (cell, cols) => [Math.floor(cell / cols), cell % cols];

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
    moves: Array.from(h.moves(), (c) => at(c, cols)),
  };
}

/** Play mode's start for a run whose handle makes the game (`run.playGame(you)`: mine, slide). */
export const playGame = (core, run, you) => run.playGame(you);
