// Oracles for the browser tests: exhaustive game searches on tiny boards, written from
// the problems' rules alone (the judge input: cells, walls, mines), never from the
// core's theory (matchings, Grundy values by formula). Tests check the page's words
// against them. Cost: exponential in the free cells; boards of up to about 12 cells.

/** A seeded generator (mulberry32): the same boards on every run. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The token game on `rows` (strings of '.' free and '#' wall) by exhaustive search,
 * rook moves: `wins(path)` is true when the player to move after `path` (cells
 * [r, c], the token on the last; empty before placing) wins.
 */
export function geographySearch(rows) {
  const n = rows.length;
  const m = rows[0].length;
  const free = (r, c) => r >= 0 && c >= 0 && r < n && c < m && rows[r][c] === '.';
  const memo = new Map();
  const after = (seen, r, c) =>
    [[-1, 0], [1, 0], [0, -1], [0, 1]].map(([dr, dc]) => [r + dr, c + dc]).filter(([a, b]) => free(a, b) && !seen.has(a * m + b));
  // The player to move from (r, c), with `seen` visited (the token's cell included), wins.
  const from = (seen, r, c) => {
    const key = `${[...seen].sort((x, y) => x - y)}|${r},${c}`;
    if (!memo.has(key)) memo.set(key, after(seen, r, c).some(([a, b]) => !from(new Set([...seen, a * m + b]), a, b)));
    return memo.get(key);
  };
  const cells = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (free(r, c)) cells.push([r, c]);
  return (path) => {
    if (!path.length) return cells.some(([r, c]) => !from(new Set([r * m + c]), r, c));
    return from(new Set(path.map(([r, c]) => r * m + c)), ...path.at(-1));
  };
}

/**
 * Mine (HDU 4678) on an n×m board with `mines` (cells r*m+c) by exhaustive search:
 * `wins(clicks)` is true when the player to move after `clicks` (cells) wins. A
 * number turns over alone; a blank turns over its 8-connected blanks and the numbers
 * around them; the player with no face-down safe cell to click loses.
 */
export function mineSearch(n, m, mines) {
  const { safe, click } = mineRules(n, m, mines);
  const memo = new Map();
  const from = (open) => {
    const key = [...open].sort((a, b) => a - b).join(',');
    if (!memo.has(key)) memo.set(key, safe.some((cell) => !open.has(cell) && !from(click(open, cell))));
    return memo.get(key);
  };
  return (clicks) => from(clicks.reduce(click, new Set()));
}

/**
 * Mine's rules on an n×m board with `mines` (cells r*m+c): the 8 neighbours of a cell,
 * the safe cells, whether a cell is blank (no mine around it), and click(open, cell),
 * the set of open cells after clicking `cell` (a blank opens its 8-connected blanks
 * and the numbers around them).
 */
export function mineRules(n, m, mines) {
  const around = (cell) => {
    const [r, c] = [Math.floor(cell / m), cell % m];
    const out = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < m) out.push((r + dr) * m + c + dc);
    return out;
  };
  const safe = [...Array(n * m).keys()].filter((cell) => !mines.has(cell));
  const blank = (cell) => around(cell).every((x) => !mines.has(x));
  const click = (open, cell) => {
    const next = new Set(open).add(cell);
    for (const stack = blank(cell) ? [cell] : []; stack.length; ) {
      for (const y of around(stack.pop())) {
        if (mines.has(y) || next.has(y)) continue;
        next.add(y);
        if (blank(y)) stack.push(y);
      }
    }
    return next;
  };
  return { around, safe, blank, click };
}

/**
 * The Grundy value of a mine position by exhaustive search: mex (the smallest whole
 * number missing) of the values of every click, over the open cells `open` (a Set).
 * Returns grundy(open).
 */
export function mineGrundy(n, m, mines) {
  const { safe, click } = mineRules(n, m, mines);
  const memo = new Map();
  const grundy = (open) => {
    const key = [...open].sort((a, b) => a - b).join(',');
    if (!memo.has(key)) {
      const seen = new Set(safe.filter((cell) => !open.has(cell)).map((cell) => grundy(click(open, cell))));
      let g = 0;
      while (seen.has(g)) g++;
      memo.set(key, g);
    }
    return memo.get(key);
  };
  return grundy;
}

/** `count` boards where the first player wins and `count` where it loses, from random tiny boards. */
export function pick(count, make, seed = 4678) {
  const boards = { wins: [], loses: [] };
  const next = rng(seed);
  while (boards.wins.length < count || boards.loses.length < count) {
    const board = make(next);
    if (!board) continue;
    const list = board.firstWins ? boards.wins : boards.loses;
    if (list.length < count) list.push(board);
  }
  return [...boards.wins, ...boards.loses];
}
