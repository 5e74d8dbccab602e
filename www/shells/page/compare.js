// "Your output" against the judge output, as the judges compare: spaces and tabs at
// the end of a line and blank lines at the end of the output do not count; any other
// difference does. No DOM here: node's tests import it.

/** The lines of `text` as a judge reads them: CRLF as LF, trailing blanks and trailing empty lines dropped. */
export function judgeLines(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/[ \t]+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Compares `got` with `expected`. Returns { same, differing (lines that differ, counting
 * lines one has and the other lacks), first: { line (from 1), expected, got } | null },
 * where a missing line is null.
 */
export function compareOutput(expected, got) {
  const a = judgeLines(expected);
  const b = judgeLines(got);
  let differing = 0;
  let first = null;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i] ?? null, b[i] ?? null];
    if (x === y) continue;
    differing++;
    first ??= { line: i + 1, expected: x, got: y };
  }
  return { same: differing === 0, differing, first };
}

/**
 * `line` with what cannot be seen made visible, as the CLI escapes its messages:
 * control characters as \xNN (a NUL as \x00), a byte-order mark and the zero-width
 * characters as \u{feff}. Example: visible('\ufeff1') is '\\u{feff}1'.
 */
export function visible(line) {
  return line.replace(/[\x00-\x1f\x7f]|[\u200b-\u200f\u2028\u2029\u2060\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}

/** Whether `got` starts with a byte-order mark (an editor's invisible U+FEFF), which judges read as text. */
export const startsWithBom = (got) => got.startsWith('\ufeff');

/** The `row col` cells listed in a token-game output (either format), as "r c" strings, 1-based. */
export function listedCells(text) {
  const cells = new Set();
  for (const line of judgeLines(text)) {
    const m = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
    if (m) cells.add(`${Number(m[1])} ${Number(m[2])}`);
  }
  return cells;
}

/** Cells the judge lists that `got` lacks (missing), and cells `got` lists that the judge does not (extra). */
export function cellDifferences(expected, got) {
  const want = listedCells(expected);
  const have = listedCells(got);
  const toCell = (key) => key.split(' ').map(Number);
  return {
    missing: [...want].filter((k) => !have.has(k)).map(toCell),
    extra: [...have].filter((k) => !want.has(k)).map(toCell),
  };
}
