// The slide game (NOI 2011 兔兔与蛋蛋游戏) worked out from the judge input alone, for
// the slide lesson's and practice's tests: the real game searched exhaustively
// (pieces and the empty cell, every move tried, memoised on the position), the cells
// the empty cell can ever reach in any play, and sentences matched against their
// catalogue templates. No matching theory, and nothing asks the page's core.
import { CATALOGUES } from './lesson-oracle.js';

/** The judge input read back: { n, m, board (row-major 'X', 'O', '.'), moves: cells of the 2k turns }. */
export function readInput(input) {
  const words = input.trim().split(/\s+/);
  const [n, m] = [Number(words[0]), Number(words[1])];
  const board = words.slice(2, 2 + n).join('');
  const k = Number(words[2 + n]);
  const moves = [];
  for (let i = 0; i < 2 * k; i++) moves.push((Number(words[3 + n + 2 * i]) - 1) * m + Number(words[4 + n + 2 * i]) - 1);
  return { n, m, board, moves };
}

/** The side neighbours of `cell` on an n × m board: up, right, down, left. */
export function around(n, m, cell) {
  const [r, c] = [Math.floor(cell / m), cell % m];
  return [[r - 1, c], [r, c + 1], [r + 1, c], [r, c - 1]].filter(([a, b]) => a >= 0 && b >= 0 && a < n && b < m).map(([a, b]) => a * m + b);
}

/** The cells whose piece `player` (0: 兔兔 slides O, 1: 蛋蛋 slides X) may slide into the empty cell, row-major. */
export function legal(board, n, m, player) {
  const piece = player === 0 ? 'O' : 'X';
  return around(n, m, board.indexOf('.'))
    .filter((cell) => board[cell] === piece)
    .sort((a, b) => a - b);
}

/** The board after the piece on `cell` slides into the empty cell. */
export function slideInto(board, cell) {
  const e = board.indexOf('.');
  const out = board.split('');
  [out[e], out[cell]] = [out[cell], '.'];
  return out.join('');
}

/** The exhaustive search for an n × m board: wins(board, player) is true when `player` to move can force a win. */
export function searcher(n, m) {
  const memo = new Map();
  const wins = (board, player) => {
    const key = board + player;
    if (!memo.has(key)) memo.set(key, legal(board, n, m, player).some((cell) => !wins(slideInto(board, cell), 1 - player)));
    return memo.get(key);
  };
  return wins;
}

/** The moves of `player` at `board` after which the other player loses (the search's winning moves). */
export function winningMoves(board, n, m, player, wins) {
  return legal(board, n, m, player).filter((cell) => !wins(slideInto(board, cell), 1 - player));
}

/**
 * A recorded game by the search: per 兔兔's move { number, cell, before, after,
 * mistake, boardBefore, board (after his move) }, the mistakes and the judge output.
 */
export function oracle(input) {
  const { n, m, board: start, moves } = readInput(input);
  const wins = searcher(n, m);
  let board = start;
  const turns = [];
  for (let i = 0; i < moves.length; i += 2) {
    const boardBefore = board;
    const before = wins(board, 0);
    board = slideInto(board, moves[i]);
    const after = wins(board, 1);
    turns.push({ number: i / 2 + 1, cell: moves[i], before, after, mistake: before && after, boardBefore, board, empty: boardBefore.indexOf('.') });
    board = slideInto(board, moves[i + 1]);
  }
  const mistakes = turns.filter((x) => x.mistake).map((x) => x.number);
  return { n, m, start, moves, wins, turns, mistakes, output: `${mistakes.length}\n${mistakes.map((x) => `${x}\n`).join('')}` };
}

/** Every cell the empty cell stands on in some play from `board` (either player to move first as the game goes), by trying every move. */
export function reachable(board, n, m) {
  const seen = new Set();
  const cells = new Set();
  const walk = (b, player) => {
    const key = b + player;
    if (seen.has(key)) return;
    seen.add(key);
    cells.add(b.indexOf('.'));
    for (const cell of legal(b, n, m, player)) walk(slideInto(b, cell), 1 - player);
  };
  walk(board, 0);
  return cells;
}

/** A cell index as the page names it, 1-based: (r,c). */
export const name = (m) => (cell) => `(${Math.floor(cell / m) + 1},${(cell % m) + 1})`;

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `text` against the catalogue message `key` in `lang` (plural form by
 * params.n; without n, any form), the params given filled in and the others captured:
 * the captured params by name, or null when the text does not have the message's shape.
 * Example: heard('en', 'practice.slide.reply', text, { cell: '(1,2)' }).reply.
 */
export function heard(lang, key, text, params = {}) {
  const message = CATALOGUES[lang][key];
  if (typeof message === 'object' && !('n' in params)) {
    for (const form of Object.keys(message)) {
      const found = match(message[form], text, params);
      if (found) return found;
    }
    return null;
  }
  return match(typeof message === 'object' ? (message[new Intl.PluralRules(lang).select(Number(params.n))] ?? message.other) : message, text, params);
}

/** `text` against one message template: the captured params, or null. */
function match(template, text, params) {
  const names = [];
  const pattern = escape(template).replace(/\\\{(\w+)\\\}/g, (whole, p) => {
    if (p in params) return escape(String(params[p]));
    if (names.includes(p)) return `\\k<${p}>`;
    names.push(p);
    return `(?<${p}>.+?)`;
  });
  const found = new RegExp(pattern).exec(text);
  return found ? { ...found.groups } : null;
}
