// Mine's words: the pseudocode panel's lines, one sentence per event for the
// narration log, and the judge's names for the players. The events, their operands
// and the winners' names are the core's; this module only says them.
import { t } from '../../i18n/index.js';
import { codeTable } from '../words.js';

let WINNERS = []; // protocol.defaults.winners: the judge's word for each winner code
let PARITY = new Map(); // a region's value → 'even' or 'odd' (the parity of its numbers), protocol.defaults.regionValue

/** Reads the judge's names for the winners, and which region value is which parity, from the core's protocol (mine.check). */
export function readWinners(protocol) {
  WINNERS = protocol.defaults.winners;
  PARITY = new Map(Object.entries(protocol.defaults.regionValue).map(([parity, value]) => [value, parity]));
}

/** 'even' or 'odd': the parity of the bordering numbers a region of value `grundy` has (the core's table); throws for another value. */
function parityOf(grundy) {
  const parity = PARITY.get(grundy);
  if (!parity) throw new Error(`mine: the core gives no parity for a region worth ${grundy}`);
  return parity;
}

/** A winner as the page names it, from the judge's word: winnerName('Xiemao'). */
export const winnerName = (judgeWord) => t(`mine.winner.${judgeWord}`);

// Pseudocode: [line, keys of the events it stands for] (see codeKey); a string alone is a heading.
// Lines are message keys under mine.code.
const CODE = [
  'head',
  ['start', ['start']],
  ['blank', ['blank']],
  ['number', ['number']],
  ['finished', ['finished']],
  ['xorRegion', ['xor-region']],
  ['lone', ['lone']],
  ['xorLone', ['xor-lone']],
  ['verdict', ['verdict']],
];

/** Pseudocode lines: [{ text, head }] and the current line's index or -1. */
export function code(view) {
  return codeTable('mine', CODE, codeKey(view.event, view.recent));
}

/** The sentence for event `e`; throws for an event without words (registration refuses a core that has one). */
function say1(e, name, broken) {
  if (!Object.hasOwn(SAY, e.name)) throw new Error(`mine: no words for the event ${e.name}`);
  return SAY[e.name](e, name, broken);
}

/** Sentences for the narration log, oldest first: [{ step, text }]. */
export function narrate(view) {
  const name = (cell) => cellName(cell, view.cols);
  const broken = view.counters.sharedNumbers > 0;
  const out = view.recent.map((e) => ({ step: e.step, text: say1(e, name, broken) }));
  if (view.step === 0) {
    const cells = view.rows * view.cols;
    const mines = t('mine.say.mines', { n: view.mines });
    let text = t('mine.say.start', { rows: view.rows, cols: view.cols, mines, clicks: t('mine.say.clicks', { n: cells - view.mines }) });
    if (view.promise) text += t('mine.say.startBroken');
    out.push({ step: 0, text });
  }
  return out;
}

// One sentence per event, by name; operands by their protocol names. Its keys are
// the events this module narrates (check() finds each in the protocol).
const region = (id) => id + 1;
const say = (key, params) => t(`mine.say.${key}`, params);
export const cellName = (cell, cols) => t('cell.name', { r: Math.floor(cell / cols), c: cell % cols });
const SAY = {
  region_started: (e, name) => say('regionStarted', { region: e.region + 1, cell: name(e.cell) }),
  cell_reached: (e, name) => {
    if (e.number === 0) return say('blank', { cell: name(e.cell), region: region(e.region) });
    if (e.shared) {
      // The accepted solution's rule: a number counts once, for the first region that reached it.
      return say('shared', { cell: name(e.cell), number: e.number, region: region(e.region), counted: region(e.countedBy) });
    }
    return say('number', { cell: name(e.cell), number: e.number, region: region(e.region) });
  },
  region_finished: (e) =>
    say('regionFinished', {
      region: e.region + 1,
      blanks: say('blanks', { n: e.blanks }),
      numbers: say('numbers', { n: e.numbers }),
      parity: say(parityOf(e.grundy)),
      grundy: e.grundy,
    }),
  lone_number: (e, name) => say('lone', { cell: name(e.cell), number: e.number }),
  xor: (e) => say('xor', { before: e.before, added: e.added, value: e.value }),
  verdict: (e, name, broken) => {
    const winner = winnerName(WINNERS[e.winner]);
    const xor = e.xor ? say('xorNot0', { xor: e.xor }) : say('xor0');
    return say(broken ? 'verdictBroken' : 'verdict', { xor, winner });
  },
};

/** The events this module narrates (check() finds each in the protocol). */
export const NARRATED = Object.keys(SAY);

/** Which pseudocode line an event belongs to. */
function codeKey(e, recent) {
  if (!e) return null;
  switch (e.name) {
    case 'region_started':
      return 'start';
    case 'cell_reached':
      return e.number ? 'number' : 'blank';
    case 'region_finished':
      return 'finished';
    case 'lone_number':
      return 'lone';
    case 'xor':
      return recent[recent.length - 2]?.name === 'lone_number' ? 'xor-lone' : 'xor-region';
    case 'verdict':
      return 'verdict';
    default:
      return null;
  }
}
