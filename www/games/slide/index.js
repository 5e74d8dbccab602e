// 兔兔与蛋蛋 (slide, NOI 2011, Luogu P1971): how a SlideRun is drawn, narrated and
// explained. The rules live in Rust: which cells the empty cell can enter, the
// matching, the alternating-path search before each turn, who wins each turn, the
// mistakes and the judge output. This module reads the frame the run shows at its
// current step and the recorded events through the protocol the core exports
// (`slideProtocol()`: the cell byte, the piece codes, event names and operands,
// timeline marks, limits, presets, judge formats and defaults; docs/protocol.md). Cells are named 1-based, as
// in the judge input. The drawing is in layers.js, the words in narration.js, the
// reasons and the move list in explain.js, play mode in play.js.
import { drawLayers } from '../../core/draw.js';
import { readProtocol, recentEvents } from '../../core/events.js';
import { addWords, list, t } from '../../i18n/index.js';
import words from '../../i18n/messages/slide.en.json' with { type: 'json' };
import { counting, lacksWords, withWords } from '../words.js';
import { panel, slideExplain } from './explain.js';
import { LAYERS, drawBoard, drawMatching, drawWalk, legend, readCells, theme } from './layers.js';
import { NARRATED, cellName, code, focus, narrate, playerName, readPlayers } from './narration.js';
import { slidePlay } from './play.js';

let protocol = null; // the core's protocol (set by check())

const RECENT = 5; // narration lines shown

// What a run handle gives once: its recorded game, and the explanations asked so far.
const perRun = new WeakMap();
function runInfo(run) {
  let info = perRun.get(run);
  if (!info) {
    info = { moves: run.moves(), start: run.startEmpty(), explained: new Map() };
    perRun.set(run, info);
  }
  return info;
}

// The judges' names for the core's output formats (proper names, the same in every language).
const FORMATS = { p1971: 'Luogu P1971' };

// `timeline`, `text` and `presets` (the core's, for preset('slide', kind, rows, cols, density, seed),
// with the settings each uses) are added by withWords, below.
/** This game's words (slide.*), in the catalogues once it resolves: GAMES (www/games/index.js) waits for it. */
export const wordsReady = addWords(words, { 'zh-CN': () => import('./words.zh-CN.js') });

export const slide = withWords({
  id: 'slide',
  algorithms: [],
  defaultAlgorithm: () => null,
  /** The default judge output format (the core's). */
  get judgeFormat() {
    return protocol?.formats[0] ?? null;
  },
  /** The judges' output formats (the core's): [id, label]. */
  get formats() {
    return (protocol?.formats ?? []).map((id) => [id, FORMATS[id]]);
  },
  // How cells are numbered on the board's edges and in the words: from 1.
  get coordinates() {
    return { base: 1, note: t('slide.coordinates') };
  },
  problems: [
    ['Luogu P1971', 'https://www.luogu.com.cn/problem/P1971'],
    ['BZOJ 2437', 'https://www.lydsy.com/JudgeOnline/problem.php?id=2437'],
  ],
  /** The phase buttons' words: here they jump between turns. */
  phaseWords: { nav: 'slide.turns', prev: 'slide.prevTurn', prevTitle: 'slide.prevTurnTitle', next: 'slide.nextTurn', nextTitle: 'slide.nextTurnTitle' },
  /** The core's protocol (slideProtocol()), set by check(). */
  protocol: null,

  /** Reads the core's protocol; names (console) and throws for events this module narrates but the core lacks. */
  check(core) {
    protocol = readProtocol(core.slideProtocol(), 'slide', NARRATED);
    lacksWords('slide', protocol, NARRATED, FORMATS);
    readCells(protocol);
    readPlayers(protocol);
    this.protocol = protocol;
  },

  /** A run handle; throws { line, column, message } for bad input. */
  open(core, text) {
    return new core.SlideRun(text, {});
  },

  preset(core, kind, rows, cols, density, seed) {
    return core.preset('slide', kind, rows, cols, density, seed);
  },

  /**
   * Edit mode (www/shells/page/edits.js): a click on a piece swaps its colour; a click
   * on the empty cell picks it up, and the next click moves it to the cell clicked (the
   * two cells swap; the empty cell again puts it back), on the starting board. The
   * core's edit (run.editInput) gives the new judge input, the recorded game kept as
   * far as it stays legal; a refusal throws its { message }. `held`: the cell picked up.
   * Returns { text } or { hold, say }.
   */
  edit(run, r, c, held) {
    const empty = r * run.cols() + c === run.startEmpty();
    if (held) return empty ? { hold: null } : { text: run.editInput(r, c, true) };
    if (empty) return { hold: [r, c], say: t('slide.edit.held', { cell: cellName(run.startEmpty(), run.cols()) }) };
    return { text: run.editInput(r, c, false) };
  },
  /** Edit mode's words: a click swaps a colour or moves the empty cell. */
  get editWords() {
    return { title: t('slide.edit.title'), board: (rows, cols) => t('slide.edit.boardLabel', { rows, cols }) };
  },
  // The wall editing's members, unused (slide edits through edit()). The hover names
  // the cell only: its piece changes from step to step, and in play mode from move to move.
  isSet: () => false,
  set: () => {},
  hover: (run, r, c) => t('cell.name', { r: r + 1, c: c + 1 }),

  /** No compact form: a slide board carries its recorded game (links hold the input). */
  compact: false,
  bits: (core, run) => new Uint8Array(run.rows() * run.cols()),
  bitsToInput() {
    throw { message: t('slide.noCompact') };
  },

  /** The label of the grouped-stepping option: one search as one step. */
  groupLabel: () => t('slide.grouped'),

  /** The cells the current event is about (the view follows them). */
  focus: (view) => view.focus,

  /** Everything the page shows at the run's current step, read once per step. */
  inspect(core, run, ctx = {}) {
    const cols = run.cols();
    const rows = run.rows();
    const { step, recorded, tail, recent, event } = recentEvents(run, protocol, RECENT);
    const counters = run.counters();
    const info = runInfo(run);
    const view = {
      rows,
      cols,
      step,
      tail,
      recorded,
      event,
      recent,
      counters,
      version: ctx.version,
      moves: info.moves,
      rounds: info.moves.length / 2,
      walk: [info.start, ...info.moves.subarray(0, counters.played)],
      pieces: run.pieces(),
      mates: run.mates(),
      path: run.path(),
      /** The core's explanation of 兔兔's move `n`, asked once per run. */
      explain(n) {
        if (!info.explained.has(n)) info.explained.set(n, run.explain(n));
        return info.explained.get(n);
      },
    };
    view.focus = focus(view);
    return view;
  },

  /** Sentences for the narration log, oldest first: [{ step, text }]. */
  narrate,

  /** Pseudocode lines: [{ text, head }] and the current line's index or -1. */
  code,

  counters(view) {
    const c = view.counters;
    const { n, m } = counting(view);
    return [
      [t('slide.counter.turn'), t('slide.counter.turns', { played: c.played, all: view.moves.length })],
      [t('slide.counter.empty'), cellName(c.empty, view.cols)],
      [t('slide.counter.matched'), n(c.matchingSize)],
      [t('slide.counter.edges'), m(c.edgesTried)],
      [t('slide.counter.mistakes'), n(c.mistakes.length)],
    ];
  },

  /** { text, detail, kind: 'win' | 'lose' | '', id } */
  verdict(view) {
    const c = view.counters;
    if (c.verdict === null || c.verdict === undefined) {
      const doing =
        c.turn > 0 ? t('slide.doing.turn', { turn: c.turn, player: playerName(c.player) })
        : view.step === 0 ? t('slide.doing.start')
        : t('slide.doing.matching');
      return { text: t('verdict.none'), detail: doing, kind: '' };
    }
    const n = c.verdict;
    return {
      text: t('slide.verdict.mistakes', { n }),
      detail: n ? t('slide.verdict.which', { moves: list(c.mistakes.map(String)) }) : t('slide.verdict.none'),
      kind: n ? 'lose' : 'win',
      // As state().verdict gives it, in English whatever the page's language.
      id: `${n} ${n === 1 ? 'mistake' : 'mistakes'}`,
    };
  },

  /** The move list and the mistakes with their reasons (explain.js). */
  panel,

  /** "Why this move?": a click on a cell 兔兔 slid explains that move (the core's explain). */
  explain: slideExplain,

  /** Play mode against the computer (www/core/play.js). */
  play: slidePlay({ drawBoard, drawWalk }),

  /** The board's colours: light, dark, or (contrast) the presentation palette. */
  theme,

  /** The board's drawing as layers (www/core/draw.js; layers.js). */
  layers: LAYERS,

  /** Draws the board at the current step: the layers as one picture (export). */
  draw(ctx, d, core, run, view, pal) {
    drawLayers(LAYERS, ctx, d, { core, run, view, pal });
  },

  /** Legend entries: [label, draw(ctx, w, h, pal)]. */
  legend,
}, () => protocol?.presets ?? [], () => protocol?.marks);
