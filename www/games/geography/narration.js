// The token game's words: the pseudocode panel's lines for each algorithm, one
// sentence per event for the narration log, and the cells each event is about. The
// events and their operands are the core's (readEvents); this module only says them.
import { t } from '../../i18n/index.js';
import { codeTable, counting } from '../words.js';

// Pseudocode: [message key under geography.code. (graph.code. on the graph tab), names
// of the events it stands for];
// a key alone is a heading. `edge_tried` is an edge followed, `edge_skipped` an
// edge_tried that skips.
// Kuhn's greedy start makes the forced pairs only (run.greedyGuesses() false).
const GREEDY_CODE = ['greedy', ['greedy1', ['greedy_matched']]];
const FORCED_CODE = ['greedy', ['greedyForced1', ['greedy_matched']]];

/**
 * A block of pseudocode: the heading `head`, then its lines `<head>1`, `<head>2`, …,
 * each given by the event (or the list of events) it stands for:
 * block('any', 'unmatched_seed', …) is ['any', ['any1', ['unmatched_seed']], …].
 */
const block = (head, ...lines) => [head, ...lines.map((events, i) => [`${head}${i + 1}`, [events].flat()])];

const WINNING_CODE = block('winning', 'unmatched_seed', 'edge_crossed', 'winning_marked', 'verdict');
// The winning starts after blossom: one search with blossoms from every unmatched cell.
const ANY_WINNING_CODE = block('any', 'unmatched_seed', 'edge_crossed', 'winning_marked', ['blossom_found', 'blossom_contracted'], 'verdict');
const CODE = {
  kuhn: block('kuhn', 'search_started', 'augmented', 'search_failed', 'edge_tried', 'edge_skipped', 'path_found',
    'match_followed', 'backtracked', 'matching_done'),
  'hopcroft-karp': block('hk', 'phase_started', 'layer_reached', 'search_started', 'edge_tried', 'edge_skipped',
    ['path_found', 'augmented'], 'match_followed', 'backtracked', 'search_failed', ['phase_ended', 'matching_done']),
  blossom: block('blossom', 'search_started', 'edge_tried', 'cell_labelled', 'path_found', 'augmented', 'blossom_found',
    'blossom_contracted', 'edge_skipped', ['search_failed', 'matching_done']),
};
/** The algorithms with pseudocode here (the module's check() holds the core's list against it). */
export const CODED = Object.keys(CODE);

/**
 * Pseudocode lines for the view's algorithm: [{ text, head }] and the current line's
 * index or -1. `words`: the catalogue's prefix for the lines, the board's
 * (geography.code.*: "for each unmatched shaded cell r:") or the graph's
 * (code(view, 'graph'), graph.code.*: "for each unmatched left vertex r:"); each
 * prefix has every line of every table, in both languages (tests/unit/names.test.js).
 */
export function code(view, words = 'geography') {
  const winning = view.algorithm === 'blossom' ? ANY_WINNING_CODE : WINNING_CODE;
  const greedy = !view.greedy ? [] : view.greedyGuesses ? GREEDY_CODE : FORCED_CODE;
  const own = CODE[view.algorithm];
  if (!own) throw new Error(`geography: no pseudocode for the algorithm ${view.algorithm}`);
  const e = view.event;
  return codeTable(words, [...greedy, ...own, ...winning], !e ? null : e.name === 'edge_tried' && e.skipped ? 'edge_skipped' : e.name);
}

/** The sentence for event `e` in `words`; throws for an event without words (registration refuses a core that has one). */
function say1(e, words, view) {
  if (!Object.hasOwn(SAY, e.name)) throw new Error(`geography: no words for the event ${e.name}`);
  return SAY[e.name](e, words, view);
}

/**
 * The board's words: a cell named by its row and column, ((2,3)), sentences under
 * geography.say.*. Another game on the same events (the graph's vertices) passes its own
 * `{ name(cell), say(key, params) }` to narrate().
 */
export function cellWords(view) {
  return {
    name: (cell) => t('cell.name', { r: Math.floor(cell / view.cols) + 1, c: (cell % view.cols) + 1 }),
    say: (key, params) => t(`geography.say.${key}`, params),
  };
}

/**
 * Sentences for the narration log, oldest first: [{ step, text }]. `words`: how a cell
 * is named and a sentence said (cellWords, the board's, by default); the graph's:
 * narrate(view, { name: (v) => `vertex ${v + 1}`, say }) says "Try the step vertex 1 → vertex 2.".
 */
export function narrate(view, words = cellWords(view)) {
  const out = view.recent.map((e) => ({ step: e.step, text: say1(e, words, view) }));
  if (view.step === 0) out.push({ step: 0, text: words.say('start', { n: view.counters.freeCells }) });
  if (view.step === 0 && view.triangle.length === 6) {
    const at = (i) => t('cell.name', { r: view.triangle[i] + 1, c: view.triangle[i + 1] + 1 });
    out.push({ step: 0, text: words.say('triangle', { a: at(0), b: at(2), c: at(4) }) });
  }
  if (view.tail) out.push({ step: view.step, text: words.say('tail', { n: view.recorded }) });
  return out;
}

/** The cells the current event is about (the view follows them). */
export function focus(view) {
  const e = view.event;
  if (!e) return [];
  return FOCUS[e.name]?.(e) ?? [];
}

// The cells each event is about, by name.
const FOCUS = {
  greedy_matched: (e) => [e.left, e.right],
  layer_reached: (e) => [e.cell],
  search_started: (e) => [e.root],
  edge_tried: (e) => [e.from, e.to],
  match_followed: (e) => [e.from, e.to],
  backtracked: (e) => [e.cell],
  path_found: (e) => [e.root, e.end],
  search_failed: (e) => [e.root],
  unmatched_seed: (e) => [e.cell],
  edge_crossed: (e) => [e.from, e.to],
  winning_marked: (e) => [e.cell, e.via],
  cell_labelled: (e) => [e.cell, e.from],
  blossom_found: (e) => [e.from, e.to, e.base],
  blossom_contracted: (e) => [e.base],
};

// One sentence per event, by name, in `w` ({ name, say }: cellWords or the caller's);
// operands by their protocol names. Its keys are the events this module narrates
// (check() finds each in the protocol).
const hk = (view) => view.algorithm === 'hopcroft-karp';
const bl = (view) => view.algorithm === 'blossom';
const SAY = {
  greedy_matched: (e, w) => w.say(e.forced ? 'greedyForced' : 'greedyGuess', { a: w.name(e.left), b: w.name(e.right) }),
  phase_started: (e, w) => w.say('phase', { phase: e.phase }),
  layer_reached: (e, w) =>
    e.distance === 0 ? w.say('layer0', { cell: w.name(e.cell) }) : w.say('layer', { cell: w.name(e.cell), d: e.distance }),
  search_started: (e, w, view) => w.say(bl(view) ? 'searchTree' : 'search', { root: w.name(e.root) }),
  edge_tried: (e, w, view) => {
    if (!e.skipped) return w.say('try', { from: w.name(e.from), to: w.name(e.to) });
    return w.say(hk(view) ? 'skipLayer' : bl(view) ? 'skipBlossom' : 'skipSeen', { to: w.name(e.to) });
  },
  match_followed: (e, w) => w.say('follow', { from: w.name(e.from), to: w.name(e.to) }),
  backtracked: (e, w) => w.say('back', { cell: w.name(e.cell) }),
  path_found: (e, w, view) =>
    e.len === 2
      ? w.say('pathPair', { root: w.name(e.root), end: w.name(e.end) })
      : w.say(bl(view) ? 'pathTrees' : 'path', { root: w.name(e.root), end: w.name(e.end), len: e.len }),
  augmented: (e, w) => w.say('augmented', { n: e.size }),
  search_failed: (e, w, view) =>
    w.say(hk(view) ? 'failedPhase' : bl(view) ? 'failedTree' : 'failed', { root: w.name(e.root) }),
  phase_ended: (e, w) => w.say('phaseEnded', { phase: e.phase, n: e.size }),
  matching_done: (e, w) => w.say('done', { n: e.size }),
  unmatched_seed: (e, w) => w.say('seed', { cell: w.name(e.cell) }),
  edge_crossed: (e, w) => w.say('crossed', { from: w.name(e.from), to: w.name(e.to) }),
  winning_marked: (e, w) => w.say('marked', { cell: w.name(e.cell), via: w.name(e.via) }),
  verdict: (e, w) => (e.winning > 0 ? w.say('win', { n: e.winning }) : w.say('lose')),
  cell_labelled: (e, w) => w.say(e.odd ? 'odd' : 'even', { cell: w.name(e.cell), from: w.name(e.from) }),
  blossom_found: (e, w) =>
    w.say('blossomFound', { from: w.name(e.from), to: w.name(e.to), base: w.name(e.base), len: e.len }),
  blossom_contracted: (e, w) => w.say('blossomContracted', { base: w.name(e.base), n: e.size }),
};

/** The events this module narrates (check() finds each in the protocol). */
export const NARRATED = Object.keys(SAY);

/**
 * The counters beside the run: [[label, value]]. `features`: what the algorithm shows
 * (the protocol's { layers, blossoms }: phases for one that searches by BFS layers,
 * blossoms for one that contracts them); `last`: the labels of the winning starts and of
 * what the run is on (a board's free cells, a graph's vertices). On the tail (the rest
 * solved without events) the counts of events are those of the recorded part: the run
 * did at least that much (counting's m).
 */
export function counterRows(view, { layers, blossoms }, last = { winning: t('geography.counter.winning'), free: t('geography.counter.free') }) {
  const c = view.counters;
  const { n, m } = counting(view);
  const k = (name) => t(`geography.counter.${name}`);
  const rows = [
    [k('matched'), n(c.matchingSize)],
    [k('edges'), m(c.edgesScanned)],
    [k('searches'), m(c.searches)],
    [k('flipped'), m(c.augmentingPaths)],
    [last.winning, n(c.winning)],
    [last.free, n(c.freeCells)],
  ];
  if (layers) rows.splice(1, 0, [k('phase'), m(c.phase)]);
  if (blossoms) rows.splice(4, 0, [k('blossoms'), m(c.blossoms ?? 0)]);
  return rows;
}
