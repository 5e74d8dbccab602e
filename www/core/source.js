// Where a board comes from: a link's or a viewer's board parameter (input, compact bits
// or a preset) turned into judge input text, and the one fallback board every shell
// shows when there is nothing else. No DOM here: node's tests import it.
import { t } from '../i18n/index.js';

/**
 * Judge input for `board` (from readUrl): { input } | { rows, cols, bits } |
 * { preset, rows, cols, density, seed }. Returns { text, source } where source says
 * how the board was made (for links), or throws { message } from the core.
 */
export function boardText(game, core, board) {
  if (board.input !== undefined) return { text: board.input, source: { edited: true } };
  if (board.bits) return { text: game.bitsToInput(board.rows, board.cols, board.bits), source: { edited: true } };
  const { preset, rows, cols, density, seed } = board;
  return {
    text: game.preset(core, preset, rows, cols, density, seed),
    source: { preset, rows, cols, density, seed },
  };
}

/** The board shown when a link has none or a broken one: the game's first preset, at its defaults. */
export function fallbackBoard(game) {
  const d = game.defaults;
  return { preset: game.presets[0].id, rows: d.rows, cols: d.cols, density: d.density, seed: d.seed };
}

/** A thrown wasm error ({ line, column, message }) or JS error as { line, column, message }. */
export function inputError(err) {
  if (err && typeof err === 'object' && typeof err.message === 'string') {
    return { line: err.line ?? 0, column: err.column ?? 0, message: err.message };
  }
  return { line: 0, column: 0, message: String(err) };
}

/** " at line L, column C" for an input error that has a position, else "". */
export function where(error) {
  return error.line ? t('source.where', { line: error.line, column: error.column }) : '';
}

/** What a link (or a viewer's attributes) may ask of `game`, for readUrl. */
export function linkRules(games, game) {
  return {
    games: Object.keys(games),
    algorithms: game.algorithms.map(([id]) => id),
    presets: game.presets.map((p) => p.id),
    defaults: game.defaults,
    maxSide: game.limits.presetMaxSide,
    linkMaxSide: game.limits.linkMaxSide,
    maxSeed: game.limits.maxSeed,
    formats: game.formats.map(([id]) => id),
    plays: game.play?.roles ?? [],
    moves: game.moves?.map(([id]) => id) ?? [],
    presetMoves: Object.fromEntries(game.presets.filter((p) => p.moves).map((p) => [p.id, p.moves])),
    presetSides: Object.fromEntries(game.presets.map((p) => [p.id, p.maxSide])),
    cases: !!game.cases,
  };
}
