// What the games share to narrate a run: its events as objects, plurals, and the
// pseudocode panel.

/** Events from…to of a run handle (4 numbers each) as [{ step, code, a, b, c }], steps from 1. */
export function readEvents(run, from, to) {
  const flat = run.events(from, to);
  const events = [];
  for (let i = 0; i < flat.length; i += 4) {
    events.push({ step: from + i / 4 + 1, code: flat[i], a: flat[i + 1], b: flat[i + 2], c: flat[i + 3] });
  }
  return events;
}

/** `n word` or `n words`, n with thousands separators: plural(1200, 'cell') → '1,200 cells'. */
export function plural(n, word) {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The pseudocode panel: `lines` holds [text, keys] per line and a string per heading;
 * the current line is the first whose keys include `key` (none for null).
 */
export function pseudocode(lines, key) {
  return {
    lines: lines.map((l) => (typeof l === 'string' ? { text: l, head: true } : { text: l[0], head: false })),
    current: key == null ? -1 : lines.findIndex((l) => Array.isArray(l) && l[1].includes(key)),
  };
}
