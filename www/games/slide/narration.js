// 兔兔与蛋蛋 (slide)'s words: the pseudocode panel's lines and one sentence per event
// for the narration log. The events, their operands and the players' names by turn
// are the core's (slideProtocol()); this module only says them. Cells are named
// 1-based (row,col), as in the judge input.
import { t } from '../../i18n/index.js';
import { codeTable } from '../words.js';

let PLAYERS = ['tutu', 'dandan']; // protocol.defaults.players: who moves on odd, even turns

/** Reads the players by turn parity from the core's protocol (slide.check). */
export function readPlayers(protocol) {
  PLAYERS = protocol.defaults.players;
}

/** The player id (`tutu`, `dandan`) of turn `turn` (from 1), as the protocol orders them. */
export const playerOf = (turn) => PLAYERS[(turn + 1) % 2];

/** A player as the page names it: 兔兔 or 蛋蛋. */
export const playerName = (id) => t(`slide.player.${id}`);

/** A cell index as the page names it, 1-based: (2,3). */
export const cellName = (cell, cols) => t('cell.name', { r: Math.floor(cell / cols) + 1, c: (cell % cols) + 1 });

/** A [row, col] (0-based) as the page names it, 1-based. */
export const atName = ([r, c]) => t('cell.name', { r: r + 1, c: c + 1 });

// Pseudocode: [line, keys (event names) it stands for]; a string alone is a heading.
const CODE = [
  'head',
  ['matching', ['paired', 'matching_done']],
  ['turn', ['turn_started']],
  ['search', ['search_started', 'edge_tried', 'match_followed', 'backtracked']],
  ['judge', ['path_found', 'search_failed', 'judged']],
  ['remove', ['cell_removed']],
  ['mistake', ['mistake']],
  ['move', ['moved']],
  ['verdict', ['verdict']],
];

/** Pseudocode lines: [{ text, head }] and the current line's index or -1. */
export function code(view) {
  return codeTable('slide', CODE, view.event?.name ?? null);
}

const say = (key, params) => t(`slide.say.${key}`, params);

// One sentence per event, by name; operands by their protocol names.
const SAY = {
  paired: (e, name) => say('paired', { black: name(e.black), white: name(e.white) }),
  matching_done: (e) => say('matchingDone', { size: e.size }),
  turn_started: (e, name) => say('turnStarted', { turn: e.turn, player: playerName(playerOf(e.turn)), empty: name(e.empty) }),
  search_started: (e, name) => say('searchStarted', { removed: name(e.removed), root: name(e.root) }),
  edge_tried: (e, name) => say(e.skipped ? 'edgeSkipped' : 'edgeTried', { from: name(e.from), to: name(e.to) }),
  match_followed: (e, name) => say('matchFollowed', { from: name(e.from), to: name(e.to) }),
  backtracked: (e, name) => say('backtracked', { cell: name(e.cell) }),
  path_found: (e, name) => say('pathFound', { end: name(e.end), n: e.len }),
  search_failed: (e, name) => say('searchFailed', { root: name(e.root) }),
  judged: (e) => say(e.wins ? 'judgedWins' : 'judgedLoses', { turn: e.turn, player: playerName(playerOf(e.turn)) }),
  cell_removed: (e, name) => say('cellRemoved', { cell: name(e.cell), size: e.size }),
  moved: (e, name) => say('moved', { player: playerName(playerOf(e.turn)), to: name(e.to), from: name(e.from) }),
  mistake: (e) => say('mistake', { number: e.number }),
  verdict: (e) => say('verdict', { n: e.mistakes }),
};

/** The events this module narrates (check() finds each in the protocol). */
export const NARRATED = Object.keys(SAY);

/** The sentence for event `e`; throws for an event without words (registration refuses a core that has one). */
function say1(e, name) {
  if (!Object.hasOwn(SAY, e.name)) throw new Error(`slide: no words for the event ${e.name}`);
  return SAY[e.name](e, name);
}

/** Sentences for the narration log, oldest first: [{ step, text }]. */
export function narrate(view) {
  const name = (cell) => cellName(cell, view.cols);
  const out = view.recent.map((e) => ({ step: e.step, text: say1(e, name) }));
  if (view.step === 0) {
    out.push({ step: 0, text: say('start', { rows: view.rows, cols: view.cols, empty: name(view.counters.empty), moves: say('moves', { n: view.rounds }) }) });
  }
  if (view.tail) out.push({ step: view.step, text: say('tail', { n: view.recorded }) });
  return out;
}

/** The cells the current event is about (the view follows them). */
export function focus(view) {
  const e = view.event;
  if (!e) return [];
  const cells = ['black', 'white', 'empty', 'root', 'removed', 'from', 'to', 'cell', 'end'].filter((k) => k in e).map((k) => e[k]);
  return cells.filter((c) => c < view.rows * view.cols);
}
