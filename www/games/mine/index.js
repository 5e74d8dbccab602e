// Mine (HDU 4678): how a MineRun is drawn, narrated and explained. The rules, the
// flood fills, the Grundy values, the XOR and the winners all come from Rust: this
// module reads the frame at the current step, the recorded events, the counters and,
// when a board breaks the problem's promise, the exact search's answer, through the
// protocol the core exports (`mineProtocol()`: the cell byte, event names and
// operands, timeline marks, limits, presets, judge formats and defaults; docs/protocol.md).
// Cells are named 0-based (row, col), as in the HDU input. The drawing is in
// layers.js, the words in narration.js, the panel beside the board in panel.js.
import { drawLayers } from '../../core/draw.js';
import { readEvents, readProtocol } from '../../core/events.js';
import { addWords, num, t } from '../../i18n/index.js';
import words from '../../i18n/messages/mine.en.json' with { type: 'json' };
import { lacksWords, withWords } from '../words.js';
import { mineExplain } from './explain.js';
import { LAYERS, drawBoard, legend, readCells, theme } from './layers.js';
import { NARRATED, code, narrate, readWinners, winnerName } from './narration.js';
import { panel } from './panel.js';
import { minePlay } from './play.js';

// The core's protocol (set by check()) and its cell byte: the number 0–8 or `mine`
// in the `value` bits, then reached, border, shared, lone.
let protocol = null;
let B = null; // protocol.cell
let wasm = null; // the core given to check(): bitsToInput asks it

const RECENT = 5; // narration lines shown

// The judge's names for the players in state().verdict, with their roles: Xiemao (first player).
const API_NAMES = { Xiemao: 'Xiemao (first player)', Fanglaoshi: 'Fanglaoshi (second player)' };

// Exact answers per run handle: { version, pending, value }.
const exactAnswers = new WeakMap();

// The judges' names for the core's output formats (proper names, the same in every language).
const FORMATS = { hdu4678: 'HDU 4678' };

// `timeline`, `text` and `presets` (the core's, for preset('mine', kind, rows, cols, density, seed),
// with the settings each uses) are added by withWords, below.
/** This game's words (mine.*), in the catalogues once it resolves: GAMES (www/games/index.js) waits for it. */
export const wordsReady = addWords(words, { 'zh-CN': () => import('./words.zh-CN.js') });

export const mine = withWords({
  id: 'mine',
  algorithms: [],
  defaultAlgorithm: () => null,
  cases: true, // an input holds several boards; the page shows one
  // How cells are numbered on the board's edges and in the words: from 0.
  get coordinates() {
    return { base: 0, note: t('mine.coordinates') };
  },
  /** The default judge output format (the core's). */
  get judgeFormat() {
    return protocol?.formats[0] ?? null;
  },
  /** The judges' output formats (the core's): [id, label]. */
  get formats() {
    return (protocol?.formats ?? []).map((id) => [id, FORMATS[id]]);
  },
  problems: [['HDU 4678', 'https://acm.hdu.edu.cn/showproblem.php?pid=4678']],
  /** The core's protocol (mineProtocol()), set by check(). */
  protocol: null,

  /** Reads the core's protocol; names (console) and throws for events this module narrates but the core lacks. */
  check(core) {
    wasm = core;
    protocol = readProtocol(core.mineProtocol(), 'mine', NARRATED);
    lacksWords('mine', protocol, NARRATED, FORMATS);
    B = protocol.cell;
    readCells(protocol);
    readWinners(protocol);
    this.protocol = protocol;
  },

  /** A run handle for case `options.case` (from 1); throws { line, column, message } for bad input. */
  open(core, text, options = {}) {
    return new core.MineRun(text, { case: options.case ?? 1 });
  },

  preset(core, kind, rows, cols, density, seed) {
    return core.preset('mine', kind, rows, cols, density, seed);
  },

  // Editing: a click or drag puts or removes mines.
  isSet: (run, r, c) => run.isMine(r, c),
  set: (run, flat, on) => run.setMines(flat, on),
  hover: (run, r, c) => t(run.isMine(r, c) ? 'mine.hoverMine' : 'cell.name', { r, c }),

  /** The label of the grouped-stepping option: a region's flood fill as one step. */
  groupLabel: () => t('mine.grouped'),

  /** The cells the current event is about (the view follows them). */
  focus(view) {
    const cell = view.counters.lastCell;
    return cell != null && view.event ? [cell] : [];
  },

  /** Row-major mine bits of the shown board (1 = mine). */
  bits(core, run) {
    const n = run.rows() * run.cols();
    const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), n);
    const out = new Uint8Array(n);
    const { value, mine } = B;
    for (let i = 0; i < n; i++) out[i] = (cells[i] & value) === mine ? 1 : 0;
    return out;
  },

  /** HDU 4678 input (one case) for rows × cols mine bits (links' compact boards), written by the core. */
  bitsToInput: (rows, cols, bits) => wasm.mineBitsInput(rows, cols, bits),

  /**
   * Everything the page shows at the run's current step, read once per step.
   * ctx: { version (counts board changes), later(fn) (runs fn after the next paint,
   * if the board is unchanged, then refreshes the view) }.
   */
  inspect(core, run, ctx = {}) {
    const cols = run.cols();
    const rows = run.rows();
    const step = run.step();
    const recent = readEvents(run, protocol, Math.max(0, step - RECENT), step);
    const counters = run.counters();

    let mines = null;
    let promise = false;
    if (step === 0) {
      const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), rows * cols);
      mines = 0;
      for (let i = 0; i < cells.length; i++) mines += (cells[i] & B.value) === B.mine;
      promise = run.isComplete() && run.sharedCells().length > 0;
    }
    // Shared numbers found so far (the list is known once the run is complete).
    let shared = [];
    if (counters.sharedNumbers > 0 && run.isComplete()) {
      const all = run.sharedCells(); // (may grow wasm memory: make the view after)
      const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), rows * cols);
      shared = Array.from(all).filter((cell) => cells[cell] & B.shared);
    }
    // The true winner, once the judge's rule has spoken on a board that breaks its promise.
    let exact = null;
    if (counters.verdict != null && counters.sharedNumbers > 0) {
      let answer = exactAnswers.get(run);
      if (!answer || answer.version !== ctx.version) {
        answer = { version: ctx.version, pending: true, value: null };
        exactAnswers.set(run, answer);
        const compute = () => {
          answer.value = run.exact();
          answer.pending = false;
        };
        // Up to a second of search: show "computing…" first.
        if (ctx.later) ctx.later(compute);
        else compute();
      }
      exact = answer.pending ? { status: 'computing' } : answer.value;
    }
    return {
      rows,
      cols,
      step,
      cases: run.cases(),
      case: run.case(),
      event: step > 0 ? recent[recent.length - 1] : null,
      recent,
      counters,
      grundy: run.regionGrundy(),
      numbers: run.regionNumbers(),
      mines,
      promise,
      shared,
      exact,
    };
  },

  /** Sentences for the narration log, oldest first: [{ step, text }]. */
  narrate,

  /** Pseudocode lines: [{ text, head }] and the current line's index or -1. */
  code,

  counters(view) {
    const c = view.counters;
    const n = (x) => num(Number(x));
    return [
      [t('mine.counter.regions'), c.currentRegion != null ? `${n(c.finishedRegions)} + 1` : n(c.regions)],
      [t('mine.counter.lone'), n(c.loneNumbers)],
      [t('mine.counter.shared'), n(c.sharedNumbers)],
      [t('mine.counter.xor'), String(c.xor)],
    ];
  },

  /** { text, detail, kind: 'win' | 'lose' | '' } */
  verdict(view) {
    const c = view.counters;
    if (c.verdict == null) {
      const doing =
        c.currentRegion != null
          ? t('mine.doing.region', { region: c.currentRegion + 1 })
          : view.step === 0
            ? t('mine.doing.start')
            : c.loneNumbers > 0
              ? t('mine.doing.lone')
              : t('mine.doing.next');
      return { text: t('verdict.none'), detail: doing, kind: '' };
    }
    const judge = c.verdict;
    const kind = (winner) => (winner === 'Xiemao' ? 'win' : 'lose');
    // id: the verdict as state().verdict gives it, in English whatever the page's language.
    const wins = (winner) => ({ text: t('mine.verdict.wins', { winner: winnerName(winner) }), id: `${API_NAMES[winner]} wins`, kind: kind(winner) });
    if (!c.sharedNumbers) return { ...wins(judge), detail: t(c.xor ? 'mine.verdict.xorNot0' : 'mine.verdict.xor0', { xor: c.xor }) };
    const ex = view.exact;
    if (!ex || ex.status === 'computing') {
      return { text: t('mine.verdict.checking'), detail: t('mine.verdict.computing', { judge }), kind: '' };
    }
    if (ex.status === 'known') {
      return { ...wins(ex.winner), detail: t(ex.winner === judge ? 'mine.verdict.exactSame' : 'mine.verdict.exactOther', { judge }) };
    }
    return { text: t('mine.verdict.unknown'), detail: t('mine.verdict.capped', { judge }), kind: '' };
  },

  /** The game's own panel: the promise note and the values being XORed (panel.js). */
  panel,

  /** The board's colours: light, dark, or (contrast) the presentation palette. */
  theme,

  /** The board's drawing as layers (www/core/draw.js; layers.js): cells, shared, focus. */
  layers: LAYERS,

  /** Draws the board at the current step: the layers as one picture (export). */
  draw(ctx, d, core, run, view, pal) {
    drawLayers(LAYERS, ctx, d, { core, run, view, pal });
  },

  /** Legend entries: [label, draw(ctx, w, h, pal)]. */
  legend,

  /** Play mode against the computer (www/core/play.js). */
  play: minePlay({ drawBoard }),

  /** "Why this value?": a region's Grundy value from its bordering numbers. */
  explain: mineExplain,
}, () => protocol?.presets ?? [], () => protocol?.marks);
