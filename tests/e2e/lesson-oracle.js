// What the lessons' and practice's sentences must say, worked out here from the judge
// input alone: the token game by exhaustive game search (rook or king moves), the
// maximum matching by exhaustive search over pairings, the judge's output from the
// winners, and the lesson catalogues filled in as t() fills them. Nothing here asks
// the page's core.
import { EN as en, ZH as zh } from '../catalogues.js';
import lessonsEn from '../../www/i18n/messages/lessons.en.json' with { type: 'json' };
import lessonsZh from '../../www/i18n/messages/lessons.zh-CN.json' with { type: 'json' };

export const CATALOGUES = { en: { ...en, ...lessonsEn }, 'zh-CN': { ...zh, ...lessonsZh } };

/** The message `key` in `lang` with `params`, as www/i18n/index.js t() fills it (plural by n). */
export function say(lang, key, params = {}) {
  let text = CATALOGUES[lang][key];
  if (text === undefined) throw new Error(`no message ${key} in ${lang}`);
  if (typeof text === 'object') text = text[new Intl.PluralRules(lang).select(Number(params.n ?? 0))] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Items joined as the language lists them. */
export const list = (lang, items) => items.join(CATALOGUES[lang]['list.separator']);

/** A cell [r, c] (0-based) as the page names it: (r+1,c+1). */
export const cellName = ([r, c]) => `(${r + 1},${c + 1})`;

/** The rows of judge input `text` ('.' free, '#' wall). */
export function boardRows(text) {
  const lines = text.trim().split('\n');
  const [n] = lines[0].trim().split(/\s+/).map(Number);
  return lines.slice(1, 1 + n).map((l) => l.trim());
}

const STEPS = {
  rook: [[-1, 0], [1, 0], [0, -1], [0, 1]],
  king: [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
};

/** The free neighbours of (r, c) under `moves`. */
export function neighbours(rows, moves, r, c) {
  const free = (a, b) => a >= 0 && b >= 0 && a < rows.length && b < rows[0].length && rows[a][b] === '.';
  return STEPS[moves].map(([dr, dc]) => [r + dr, c + dc]).filter(([a, b]) => free(a, b));
}

/** Free cells [r, c], row-major. */
export function freeCells(rows) {
  const out = [];
  rows.forEach((row, r) => [...row].forEach((ch, c) => ch === '.' && out.push([r, c])));
  return out;
}

/**
 * The token game by exhaustive search: the start cells [r, c] (row-major) from which the
 * first player (who puts the token; the other moves next) wins.
 */
export function winningStarts(rows, moves = 'rook') {
  const m = rows[0].length;
  const memo = new Map();
  // The player to move from (r, c), with `seen` visited, wins.
  const wins = (seen, r, c) => {
    const key = `${[...seen].sort((a, b) => a - b)}|${r},${c}`;
    if (!memo.has(key)) {
      const next = neighbours(rows, moves, r, c).filter(([a, b]) => !seen.has(a * m + b));
      memo.set(key, next.some(([a, b]) => !wins(new Set([...seen, a * m + b]), a, b)));
    }
    return memo.get(key);
  };
  return freeCells(rows).filter(([r, c]) => !wins(new Set([r * m + c]), r, c));
}

/** The size of a maximum matching of the free cells under `moves`, by trying every pairing. */
export function maxMatching(rows, moves = 'rook') {
  const cells = freeCells(rows);
  const m = rows[0].length;
  const index = new Map(cells.map(([r, c], i) => [r * m + c, i]));
  const memo = new Map();
  const best = (used, i) => {
    while (i < cells.length && used & (1n << BigInt(i))) i++;
    if (i >= cells.length) return 0;
    const key = `${used}|${i}`;
    if (memo.has(key)) return memo.get(key);
    const mine = used | (1n << BigInt(i));
    let top = best(mine, i + 1); // cell i left uncovered
    for (const [a, b] of neighbours(rows, moves, ...cells[i])) {
      const j = index.get(a * m + b);
      if (j > i && !(used & (1n << BigInt(j)))) top = Math.max(top, 1 + best(mine | (1n << BigInt(j)), i + 1));
    }
    memo.set(key, top);
    return top;
  };
  return best(0n, 0);
}

/** The judge's output (P4055) for the board: WIN and the winning starts, or LOSE. */
export function judgeOutput(rows, moves = 'rook') {
  const wins = winningStarts(rows, moves);
  return wins.length ? `WIN\n${wins.map(([r, c]) => `${r + 1} ${c + 1}\n`).join('')}` : 'LOSE\n';
}

/** The lesson's sentence about the winning starts, in `lang`. */
export function startsSentence(lang, wins) {
  if (!wins.length) return say(lang, 'lesson.fact.noStart');
  return say(lang, 'lesson.fact.starts', { n: wins.length, cells: list(lang, wins.map(cellName)) });
}

/**
 * HDU 4678 on the first case of judge input `text`, from the rules alone: the board's
 * numbers, its blank regions (8-connected, numbered in row-major order of their first
 * blank) and their bordering numbers, the numbers shared by two regions and the lone
 * ones, and Grundy values by exhaustive search with mex (a click on a number turns it
 * over; on a blank, its region and every number around it).
 */
export function mineBoard(text) {
  const nums = text.trim().split(/\s+/).map(Number);
  const [n, m, k] = nums.slice(1, 4);
  const mines = new Set();
  for (let i = 0; i < k; i++) mines.add(nums[4 + 2 * i] * m + nums[5 + 2 * i]);
  const around = (cell) => {
    const [r, c] = [Math.floor(cell / m), cell % m];
    const out = [];
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < m) out.push((r + dr) * m + c + dc);
    return out;
  };
  const safe = [...Array(n * m).keys()].filter((cell) => !mines.has(cell));
  const blank = (cell) => !mines.has(cell) && around(cell).every((x) => !mines.has(x));
  const regionOf = new Map();
  const regions = []; // [{ blanks: [cells], numbers: [cells] }]
  for (const start of safe) {
    if (!blank(start) || regionOf.has(start)) continue;
    const id = regions.length;
    const blanks = [];
    const numbers = new Set();
    regionOf.set(start, id);
    for (const stack = [start]; stack.length; ) {
      const cell = stack.pop();
      blanks.push(cell);
      for (const y of around(cell)) {
        if (mines.has(y)) continue;
        if (!blank(y)) numbers.add(y);
        else if (!regionOf.has(y)) {
          regionOf.set(y, id);
          stack.push(y);
        }
      }
    }
    regions.push({ blanks, numbers: [...numbers].sort((a, b) => a - b) });
  }
  const bordering = (cell) => regions.filter((g) => g.numbers.includes(cell)).length;
  const numbers = safe.filter((cell) => !blank(cell));
  /** The Grundy value of the game on the safe cells `cells` only (all of them: the whole board). */
  const grundy = (cells = safe) => {
    const inside = new Set(cells);
    const click = (open, cell) => {
      const next = new Set(open).add(cell);
      for (const stack = blank(cell) ? [cell] : []; stack.length; ) {
        for (const y of around(stack.pop())) {
          if (!inside.has(y) || next.has(y)) continue;
          next.add(y);
          if (blank(y)) stack.push(y);
        }
      }
      return next;
    };
    const memo = new Map();
    const value = (open) => {
      const key = [...open].sort((a, b) => a - b).join(',');
      if (!memo.has(key)) {
        const seen = new Set(cells.filter((cell) => !open.has(cell)).map((cell) => value(click(open, cell))));
        let g = 0;
        while (seen.has(g)) g++;
        memo.set(key, g);
      }
      return memo.get(key);
    };
    return value(new Set());
  };
  return {
    n,
    m,
    regions,
    regionAt: (r, c) => regionOf.get(r * m + c),
    shared: numbers.filter((cell) => bordering(cell) >= 2),
    lone: numbers.filter((cell) => bordering(cell) === 0),
    grundy,
    /** A region's value: its blanks and bordering numbers played alone. */
    regionValue: (id) => grundy([...regions[id].blanks, ...regions[id].numbers]),
  };
}

/**
 * What the accepted HDU 4678 solutions print for the board: each region (in row-major
 * order) counts the numbers around it that no earlier region counted; a region with an
 * odd count is worth 2, an even one 1; a number no region counts is worth 1; the first
 * player (Xiemao) wins when the XOR is not 0.
 */
export function mineJudge(board) {
  const counted = new Set();
  let xor = 0;
  for (const g of board.regions) {
    const mine = g.numbers.filter((cell) => !counted.has(cell));
    mine.forEach((cell) => counted.add(cell));
    xor ^= mine.length % 2 ? 2 : 1;
  }
  for (let i = 0; i < board.lone.length; i++) xor ^= 1;
  return { xor, winner: xor ? 'Xiemao' : 'Fanglaoshi' };
}

/**
 * Where an augmenting path from the unmatched cell `start` [r, c] can end, given the
 * matching as pairs [r1, c1, r2, c2] (rook moves): every simple path that steps to a
 * side neighbour and, on a matched cell, goes on to its partner, enumerated one by
 * one (depth-first, explicit stack). A Map from the end's key 'r,c' to one such path.
 */
export function augmentingEnds(rows, pairs, start) {
  const key = ([r, c]) => `${r},${c}`;
  const mate = new Map();
  for (const [r1, c1, r2, c2] of pairs) {
    mate.set(key([r1, c1]), [r2, c2]);
    mate.set(key([r2, c2]), [r1, c1]);
  }
  const ends = new Map();
  const stack = [[start]];
  while (stack.length) {
    const path = stack.pop();
    const on = new Set(path.map(key));
    for (const next of neighbours(rows, 'rook', ...path.at(-1))) {
      if (on.has(key(next))) continue;
      const partner = mate.get(key(next));
      if (!partner) {
        if (!ends.has(key(next))) ends.set(key(next), [...path, next]);
      } else if (!on.has(key(partner))) stack.push([...path, next, partner]);
    }
  }
  return ends;
}

/** True when `path` [[r, c]…] is an augmenting path for `pairs` from `start`: side steps, every second one along a pair, both ends unmatched. */
export function isAugmentingPath(rows, pairs, start, path) {
  const paired = (a, b) => pairs.some(([r1, c1, r2, c2]) => (r1 === a[0] && c1 === a[1] && r2 === b[0] && c2 === b[1]) || (r2 === a[0] && c2 === a[1] && r1 === b[0] && c1 === b[1]));
  const matched = (a) => pairs.some(([r1, c1, r2, c2]) => (r1 === a[0] && c1 === a[1]) || (r2 === a[0] && c2 === a[1]));
  const steps = path.slice(1).map((b, i) => [path[i], b]);
  return (
    path.length % 2 === 0 &&
    path[0][0] === start[0] &&
    path[0][1] === start[1] &&
    !matched(path[0]) &&
    !matched(path.at(-1)) &&
    new Set(path.map(String)).size === path.length &&
    steps.every(([a, b], i) => neighbours(rows, 'rook', ...a).some(([r, c]) => r === b[0] && c === b[1]) && paired(a, b) === (i % 2 === 1))
  );
}
