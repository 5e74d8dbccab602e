// Mine (HDU 4678): how a MineRun is drawn, narrated and explained. The rules, the
// flood fills, the Grundy values, the XOR and the winners all come from Rust: this
// module reads the frame at the current step, the recorded events, the counters and,
// when a board breaks the problem's promise, the exact search's answer, through the
// protocol the core exports (`mineProtocol()`: the cell byte, event names and
// operands, timeline marks, limits and defaults; docs/protocol.md).
// Cells are named 0-based (row, col), as in the HDU input.
import { apart, center, contrast, focusBox, hatch, rgba, ring, swatch } from '../../core/draw.js';
import { pseudocode, readEvents, readProtocol } from '../../core/narration.js';
import { list, num, t } from '../../i18n/index.js';
import { mineExplain } from './explain.js';
import { minePlay } from './play.js';

// The core's protocol (set by check()) and its cell byte: the number 0–8 or `mine`
// in the `value` bits, then reached, border, shared, lone.
let protocol = null;
let B = null; // protocol.cell
let NO_REGION = 0; // protocol.sentinels.noRegion

const RECENT = 5; // narration lines shown

// The judge's names for the players, with their roles: Xiemao (first player).
const winnerName = (judgeWord) => t(`mine.winner.${judgeWord}`);
const API_NAMES = { Xiemao: 'Xiemao (first player)', Fanglaoshi: 'Fanglaoshi (second player)' };

// Okabe–Ito hues. Regions cycle through five (two blank regions never touch, so
// neighbours differ anyway); reddish purple marks lone numbers, vermillion shared ones.
// Shapes carry the meaning too: outlines, hatching, dashed rings and labels. Every
// difference that carries meaning stands 3:1 apart (tests/unit/palette.test.js):
// face-down tiles against turned-over cells and region fills, outlines against open
// cells, a mark against its fill.
const HUES = ['#56b4e9', '#e69f00', '#009e73', '#f0e442', '#0072b2'];
const PALETTES = {
  light: {
    outside: '#ffffff', grid: '#d3d0c6', down: '#7a776e', downHi: '#9b988e', downLo: '#5b5952',
    mine: '#141414', mineHi: '#ffffff', open: '#f7f6f1', text: '#1a1a1a',
    shared: '#c05400', sharedFill: '#fbe7da', lone: '#a8508a', loneFill: '#f5e2ee',
    focus: '#000000', halo: '#ffffff',
  },
  // Dark: face-down tiles are the light ones (raised), turned-over cells dark.
  dark: {
    outside: '#121416', grid: '#0b0c0e', down: '#8a9099', downHi: '#a7adb5', downLo: '#6a7079',
    mine: '#121416', mineHi: '#ffffff', open: '#24282e', text: '#f2f2f2',
    shared: '#ff7b3a', sharedFill: '#4a2a1c', lone: '#e28fc4', loneFill: '#3e2737',
    focus: '#ffffff', halo: '#000000',
  },
  // Presentation mode (projectors wash colours out): black lines, stronger hues.
  contrast: {
    outside: '#ffffff', grid: '#000000', down: '#6e6e6e', downHi: '#9a9a9a', downLo: '#444444',
    mine: '#000000', mineHi: '#ffffff', open: '#ffffff', text: '#000000',
    shared: '#c23300', sharedFill: '#ffe0d3', lone: '#b0007a', loneFill: '#fde3f4',
    focus: '#000000', halo: '#ffffff',
  },
};
const APART = 3.1; // contrast kept between the colours of two states
for (const [name, mix, strong] of [['light', 0.55, 0.22], ['dark', 0.5, 0], ['contrast', 0.35, 0.35]]) {
  const pal = PALETTES[name];
  const ink = name === 'dark' ? '#ffffff' : '#000000'; // toward more contrast with open cells
  // Blanks of a region: the hue toward the open colour until it stands apart from face-down tiles.
  pal.fill = HUES.map((h) => apart(h, pal.open, pal.down, APART, mix));
  // Its numbers' outlines and its label: the hue toward ink until it stands apart from open cells.
  pal.strong = HUES.map((h) => apart(h, ink, pal.open, APART, strong));
  pal.strongText = pal.strong.map((c) => (contrast(c, '#000000') >= contrast(c, '#ffffff') ? '#000000' : '#ffffff'));
}

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

// Exact answers per run handle: { version, pending, value }.
const exactAnswers = new WeakMap();

const PRESETS = [
  { id: 'teaching', fields: [] },
  { id: 'random', fields: ['size', 'density', 'seed'] },
  { id: 'broken', fields: ['size', 'seed'] },
  { id: 'empty', fields: ['size'] },
];

export const mine = {
  id: 'mine',
  algorithms: [],
  defaultAlgorithm: () => null,
  cases: true, // an input holds several boards; the page shows one
  // How cells are numbered on the board's edges and in the words: from 0.
  get coordinates() {
    return { base: 0, note: t('mine.coordinates') };
  },
  judgeFormat: 'hdu4678',
  formats: [['hdu4678', 'HDU 4678']],
  problems: [['HDU 4678', 'https://acm.hdu.edu.cn/showproblem.php?pid=4678']],
  /** The core's protocol (mineProtocol()), set by check(). */
  protocol: null,
  /** Timeline ticks: the words for each kind, and (`kinds`, the protocol's marks) which event codes are which. */
  timeline: {
    get phase() {
      return t('mine.tick.phase');
    },
    get step() {
      return t('mine.tick.step');
    },
    get end() {
      return t('mine.tick.end');
    },
    get kinds() {
      return protocol?.marks;
    },
  },
  /** A preset's settings when a link or the form leaves them out (Rust's defaults). */
  get defaults() {
    return protocol?.defaults.preset;
  },
  /** Sizes links, the form and viewers accept: { maxCells, presetMaxSide, maxEvents } (Rust's limits). */
  get limits() {
    return protocol?.limits;
  },
  get text() {
    const k = (name) => t(`mine.text.${name}`);
    return {
      title: k('title'),
      description: k('description'),
      sub: k('sub'),
      rules: k('rules'),
      problem: k('problem'),
      edit: k('edit'),
      density: k('density'),
      command: 'gridplay mine',
      cell: k('cell'),
      cells: k('cells'),
    };
  },

  // Presets for minePreset(kind, rows, cols, density, seed), with the settings each uses.
  get presets() {
    return PRESETS.map((p) => ({ ...p, label: t(`mine.preset.${p.id}`) }));
  },

  /** Reads the core's protocol; names (console) and throws for events this module narrates but the core lacks. */
  check(core) {
    protocol = readProtocol(core.mineProtocol(), 'mine', Object.keys(SAY));
    B = protocol.cell;
    NO_REGION = protocol.sentinels.noRegion;
    this.protocol = protocol;
  },

  /** A run handle for case `options.case` (from 1); throws { line, column, message } for bad input. */
  open(core, text, options = {}) {
    return new core.MineRun(text, { case: options.case ?? 1 });
  },

  preset(core, kind, rows, cols, density, seed) {
    return core.minePreset(kind, rows, cols, density, seed);
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

  /** HDU 4678 input (one case) for rows × cols mine bits. */
  bitsToInput(rows, cols, bits) {
    const lines = [];
    for (let i = 0; i < bits.length; i++) if (bits[i]) lines.push(`${Math.floor(i / cols)} ${i % cols}`);
    return `1\n${rows} ${cols} ${lines.length}\n${lines.map((l) => l + '\n').join('')}`;
  },

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
  narrate(view) {
    const name = (cell) => cellName(cell, view.cols);
    const broken = view.counters.sharedNumbers > 0;
    const out = view.recent.map((e) => ({ step: e.step, text: SAY[e.name]?.(e, name, broken) ?? t('narration.event', { name: e.name }) }));
    if (view.step === 0) {
      const cells = view.rows * view.cols;
      const mines = t('mine.say.mines', { n: view.mines });
      let text = t('mine.say.start', { rows: view.rows, cols: view.cols, mines, clicks: t('mine.say.clicks', { n: cells - view.mines }) });
      if (view.promise) text += t('mine.say.startBroken');
      out.push({ step: 0, text });
    }
    return out;
  },

  /** Pseudocode lines: [{ text, head }] and the current line's index or -1. */
  code(view) {
    const words = CODE.map((l) => (typeof l === 'string' ? t(`mine.code.${l}`) : [t(`mine.code.${l[0]}`), l[1]]));
    return pseudocode(words, codeKey(view.event, view.recent));
  },

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

  /**
   * The game's own panel: the promise note and the values being XORed.
   * Elements only, text through textContent.
   */
  panel({ note, extra }, view, pal) {
    note.hidden = !(view.counters.sharedNumbers > 0);
    note.replaceChildren(...(note.hidden ? [] : [promiseNote(view)]));
    extra.replaceChildren(valuesList(view, pal));
    extra.hidden = false;
  },

  /** The board's colours: light, dark, or (contrast) the presentation palette. */
  theme(dark, contrast = false) {
    return PALETTES[contrast ? 'contrast' : dark ? 'dark' : 'light'];
  },

  /** Draws the board at the current step. */
  draw(ctx, d, core, run, view, pal) {
    ctx.fillStyle = pal.outside;
    ctx.fillRect(0, 0, d.canvas.width, d.canvas.height); // every device pixel, even past a fractional CSS width
    if (!run || !view) return;
    const n = view.rows * view.cols;
    const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), n);
    const regions = new Uint32Array(core.memory.buffer, run.regionsPtr(), n);
    drawBoard(ctx, d, cells, regions, view.grundy, pal);
    if (d.scale < 7 && view.shared.length && view.shared.length <= 200) {
      // Too small to see: ring the shared numbers.
      for (const cell of view.shared) ring(ctx, center(d, cell), Math.max(6, d.scale * 1.5), pal.shared, pal, 2.5);
    }
    const focus = view.counters.lastCell;
    if (focus != null && view.event && view.event.name !== 'xor') focusBox(ctx, d, focus, pal, 0.08);
  },

  /** Play mode against the computer (www/core/play.js). */
  play: minePlay({ drawBoard }),

  /** "Why this value?": a region's Grundy value from its bordering numbers. */
  explain: mineExplain,

  /** Legend entries: [label, draw(ctx, w, h, pal)]. */
  legend() {
    return [
      [t('mine.legend.down'), (ctx, w, h, pal) => tile(ctx, 0, 0, w, h, 0, pal)],
      [t('mine.legend.mine'), (ctx, w, h, pal) => {
        tile(ctx, 0, 0, w, h, 0, pal);
        mineIcon(ctx, w / 2, h / 2, h * 0.7, pal);
      }],
      [t('mine.legend.regions'), (ctx, w, h, pal) => {
        for (let i = 0; i < 3; i++) {
          ctx.fillStyle = pal.fill[i];
          ctx.fillRect((i * w) / 3, 0, w / 3 + 1, h);
        }
      }],
      [t('mine.legend.number'), (ctx, w, h, pal) => {
        swatch('open')(ctx, w, h, pal);
        outline(ctx, 0, 0, h + 8, h, pal.strong[0], Math.max(2, h * 0.12));
        digit(ctx, (h + 8) / 2, h / 2, '2', h * 0.7, pal.text);
      }],
      [t('mine.legend.badge'), (ctx, w, h, pal) => {
        swatch((p) => p.fill[1])(ctx, w, h, pal);
        badge(ctx, 1, 2, 'g', h * 0.75, pal.strong[1], pal.strongText[1]);
      }],
      [t('mine.legend.lone'), (ctx, w, h, pal) => {
        swatch('loneFill')(ctx, w, h, pal);
        loneMark(ctx, 0, 0, h + 8, h, pal);
        digit(ctx, (h + 8) / 2, h / 2, '1', h * 0.7, pal.text);
      }],
      [t('mine.legend.shared'), (ctx, w, h, pal) => {
        swatch('sharedFill')(ctx, w, h, pal);
        sharedMark(ctx, 0, 0, h + 8, h, pal);
      }],
    ];
  },
};

// --- words ------------------------------------------------------------------------

// One sentence per event, by name; operands by their protocol names. Its keys are
// the events this module narrates (check() finds each in the protocol).
const region = (id) => id + 1;
const say = (key, params) => t(`mine.say.${key}`, params);
const cellName = (cell, cols) => t('cell.name', { r: Math.floor(cell / cols), c: cell % cols });
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
      parity: say(e.grundy === 2 ? 'odd' : 'even'),
      grundy: e.grundy,
    }),
  lone_number: (e, name) => say('lone', { cell: name(e.cell), number: e.number }),
  xor: (e) => say('xor', { before: e.before, added: e.added, value: e.value }),
  verdict: (e, name, broken) => {
    const winner = winnerName(protocol.defaults.winners[e.winner]);
    const xor = e.xor ? say('xorNot0', { xor: e.xor }) : say('xor0');
    return say(broken ? 'verdictBroken' : 'verdict', { xor, winner });
  },
};

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

function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The plain-words note for a board that breaks the promise. */
function promiseNote(view) {
  const c = view.counters;
  const box = element('div', 'promise');
  const n = c.sharedNumbers;
  const names = view.shared.slice(0, 5).map((cell) => cellName(cell, view.cols));
  const more = n > names.length && names.length ? t('mine.promise.more', { n: n - names.length }) : '';
  const which =
    n === 1
      ? t(names[0] ? 'mine.promise.oneNamed' : 'mine.promise.one', { cell: names[0] ?? '' })
      : t(names.length ? 'mine.promise.manyNamed' : 'mine.promise.many', { n, cells: list(names) + more });
  box.append(element('strong', '', t('mine.promise.head')), t('mine.promise.why', { which }));
  const ex = view.exact;
  if (c.verdict == null) {
    box.append(t('mine.promise.later'));
  } else if (!ex || ex.status === 'computing') {
    box.append(element('em', '', t('mine.promise.computing')));
  } else if (ex.status === 'known') {
    const same = ex.winner === c.verdict;
    box.append(
      element('strong', '', t('mine.promise.exact', { winner: winnerName(ex.winner) })),
      t('mine.promise.searched', { grundy: ex.grundy, states: ex.states }) +
        t(same ? 'mine.promise.same' : 'mine.promise.other', { judge: c.verdict }),
    );
  } else {
    // (The core names these fields in snake_case; camelCase is read too.)
    box.append(
      element('strong', '', t('mine.promise.capped')),
      t('mine.promise.cappedWhy', {
        visits: ex.maxVisits,
        regions: t('mine.promise.regions', { n: ex.clusterRegions }),
        classes: t('mine.promise.classes', { n: ex.clusterNumbers }),
      }),
      element('code', '', 'gridplay mine --exact --max-visits 1000000000'),
      t('mine.promise.end'),
    );
  }
  return box;
}

const LIST_MAX = 6; // regions listed in the values panel

/** The values being XORed, as chips: the latest regions, then the lone numbers. */
function valuesList(view, pal) {
  const c = view.counters;
  const wrap = element('div', 'values');
  wrap.append(element('h2', '', t('mine.values.title', { xor: c.xor })));
  const list = element('ol');
  const chip = (fill, border, text, className = '') => {
    const li = element('li', className);
    const swatch = element('span', 'swatch');
    swatch.style.background = fill;
    swatch.style.borderColor = border;
    li.append(swatch, text);
    list.append(li);
  };
  const total = view.grundy.length;
  const from = Math.max(0, total - LIST_MAX);
  if (from > 0) list.append(element('li', 'more', t('mine.values.before', { n: from })));
  for (let r = from; r < total; r++) {
    const g = view.grundy[r];
    const k = r % HUES.length;
    const text = g ? `R${r + 1} k=${num(view.numbers[r])} g=${g}` : `R${r + 1} k=${num(view.numbers[r])}…`;
    chip(pal.fill[k], pal.strong[k], text, g ? '' : 'filling');
  }
  if (c.loneNumbers > 0) chip(pal.loneFill, pal.lone, t('mine.values.lone', { n: c.loneNumbers }));
  if (!list.children.length) list.append(element('li', 'more', t('mine.values.none')));
  wrap.append(list);
  return wrap;
}

// --- drawing ------------------------------------------------------------------------

// Large cells: tiles, digits, outlines and labels, only the cells on screen.
/**
 * The board from cell bytes (the protocol's layout), region ids and per-region values
 * (labels for those set): shapes when cells are large, pixels when small, the border.
 * For the run and play mode.
 */
/** `play`: play mode (open lone numbers are out of the game; with `values`, closed ones show g=1). */
function drawBoard(ctx, d, cells, regions, grundy, pal, { play = false, values = false } = {}) {
  ctx.fillStyle = pal.outside;
  ctx.fillRect(0, 0, d.canvas.width, d.canvas.height);
  if (d.scale >= 7) drawCells(ctx, d, cells, regions, { grundy, play, values }, pal);
  else drawPixels(ctx, d, cells, regions, pal);
  ctx.strokeStyle = pal.grid;
  ctx.lineWidth = 1;
  ctx.strokeRect(d.ox - 0.5, d.oy - 0.5, d.cols * d.scale + 1, d.rows * d.scale + 1);
}

function drawCells(ctx, d, cells, regions, view, pal) {
  const { value: VALUE, mine: MINE, reached: REACHED, border: BORDER, shared: SHARED, lone: LONE } = B;
  const { r0, r1, c0, c1 } = d.visible();
  const s = d.scale;
  const cols = d.cols;
  const gap = s >= 14 ? 1 : 0.5;
  ctx.fillStyle = pal.grid;
  ctx.fillRect(d.ox + c0 * s, d.oy + r0 * s, (c1 - c0) * s, (r1 - r0) * s);
  // Cell backgrounds.
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const byte = cells[i];
      const x = d.ox + c * s;
      const y = d.oy + r * s;
      if (!(byte & REACHED)) {
        tile(ctx, x, y, s, s, gap, pal);
        if ((byte & VALUE) === MINE) mineIcon(ctx, x + s / 2, y + s / 2, s * 0.62, pal);
        // Play mode with the values shown: a closed lone number is worth 1 on its own.
        if (view.play && view.values && byte & LONE && s >= 30) loneBadge(ctx, x, y, s, pal);
        continue;
      }
      const region = regions[i];
      ctx.fillStyle =
        byte & SHARED ? pal.sharedFill
        : byte & LONE ? pal.loneFill
        : (byte & VALUE) === 0 && region !== NO_REGION ? pal.fill[region % HUES.length]
        : pal.open;
      ctx.fillRect(x + gap / 2, y + gap / 2, s - gap, s - gap);
    }
  }
  // Numbers: outlined in their region's colour, hatched when shared, ringed when lone.
  const digits = s >= 11;
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const byte = cells[i];
      const value = byte & VALUE;
      if (!(byte & REACHED) || value === 0) continue;
      const x = d.ox + c * s;
      const y = d.oy + r * s;
      if (byte & SHARED) sharedMark(ctx, x, y, s, s, pal);
      else if (byte & BORDER) outline(ctx, x, y, s, s, pal.strong[regions[i] % HUES.length], Math.max(1.5, s * 0.09));
      else if (byte & LONE) loneMark(ctx, x, y, s, s, pal);
      if (digits) digit(ctx, x + s / 2, y + s / 2, String(value), s * 0.56, pal.text);
      // In play mode an open lone number is out of the game: no value.
      if (byte & LONE && s >= 30 && !view.play) loneBadge(ctx, x, y, s, pal);
    }
  }
  if (s >= 16) drawLabels(ctx, d, cells, regions, view, pal);
}

/**
 * Each region's label (R3 g=2, g=2 or just 2 as cells shrink) on a blank of the
 * region on screen where it covers no number: the first blank if it fits in one
 * cell, else the first blank whose right neighbour is a blank of the region too,
 * else a shorter label in the first blank.
 */
function drawLabels(ctx, d, cells, regions, view, pal) {
  const VALUE = B.value;
  const { r0, r1, c0, c1 } = d.visible();
  const s = d.scale;
  const cols = d.cols;
  const blank = (i, region) => regions[i] === region && (cells[i] & VALUE) === 0;
  const first = new Map();
  const roomy = new Map();
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const region = regions[i];
      if (region === NO_REGION || !blank(i, region)) continue;
      if (!first.has(region)) first.set(region, [r, c]);
      if (!roomy.has(region) && c + 1 < c1 && blank(i + 1, region)) roomy.set(region, [r, c]);
    }
  }
  const size = Math.max(11, Math.min(20, s * 0.32));
  ctx.font = `700 ${Math.round(size)}px system-ui, sans-serif`;
  const width = (text) => ctx.measureText(text).width + size * 0.6;
  for (const [region, at] of first) {
    const g = view.grundy[region];
    if (g === undefined) continue; // play mode with the values hidden
    const texts = (s >= 44 ? [`R${region + 1}${g ? ` g=${g}` : ''}`] : []).concat(g ? (s >= 26 ? [`g=${g}`, String(g)] : [String(g)]) : []);
    if (!texts.length) continue;
    let [r, c] = at;
    let text = texts.find((t) => width(t) <= s - 4);
    if (text !== texts[0] && roomy.has(region) && width(texts[0]) <= 2 * s - 4) [[r, c], text] = [roomy.get(region), texts[0]];
    text ??= texts[texts.length - 1];
    const k = region % HUES.length;
    badge(ctx, d.ox + c * s + 2, d.oy + r * s + 2, text, size, pal.strong[k], pal.strongText[k]);
  }
}

// Small cells: one pixel per cell in an ImageData, scaled up (or down) by drawImage.
// (Each game keeps its own copy of this set-up: shared, it made the loop up to a fifth
// slower in Chromium, as V8 then optimised the loop differently.)
const image = { canvas: null, data: null, rows: 0, cols: 0, lut: null, pal: null };

function drawPixels(ctx, d, cells, regions, pal) {
  const { value: VALUE, mine: MINE, reached: REACHED, shared: SHARED, lone: LONE } = B;
  const { rows, cols } = d;
  if (!image.canvas || image.rows !== rows || image.cols !== cols) {
    image.canvas = new OffscreenCanvas(cols, rows);
    image.data = new ImageData(cols, rows);
    image.rows = rows;
    image.cols = cols;
  }
  if (image.pal !== pal) {
    image.pal = pal;
    image.lut = {
      down: rgba(pal.down),
      mine: rgba(pal.mine),
      open: rgba(pal.open),
      fill: pal.fill.map(rgba),
      strong: pal.strong.map(rgba),
      shared: rgba(pal.shared),
      lone: rgba(pal.lone),
    };
  }
  const lut = image.lut;
  const px = new Uint32Array(image.data.data.buffer);
  const k = HUES.length;
  const { r0, r1, c0, c1 } = d.visible();
  for (let r = r0; r < r1; r++) {
    let i = r * cols + c0;
    for (let c = c0; c < c1; c++, i++) {
      const byte = cells[i];
      let color;
      if (!(byte & REACHED)) color = (byte & VALUE) === MINE ? lut.mine : lut.down;
      else if (byte & SHARED) color = lut.shared;
      else if (byte & LONE) color = lut.lone;
      else if (regions[i] === NO_REGION) color = lut.open;
      else color = (byte & VALUE) === 0 ? lut.fill[regions[i] % k] : lut.strong[regions[i] % k];
      px[i] = color;
    }
  }
  const g = image.canvas.getContext('2d');
  g.putImageData(image.data, 0, 0, c0, r0, c1 - c0, r1 - r0);
  ctx.imageSmoothingEnabled = d.scale * d.dpr < 1; // smooth only when shrinking
  ctx.drawImage(image.canvas, d.ox, d.oy, cols * d.scale, rows * d.scale);
}

/** A raised face-down tile. */
function tile(ctx, x, y, w, h, gap, pal) {
  ctx.fillStyle = pal.down;
  ctx.fillRect(x + gap / 2, y + gap / 2, w - gap, h - gap);
  if (Math.min(w, h) < 14) return;
  const b = Math.max(1.5, Math.min(w, h) * 0.07);
  ctx.fillStyle = pal.downHi;
  ctx.fillRect(x + gap / 2, y + gap / 2, w - gap, b);
  ctx.fillRect(x + gap / 2, y + gap / 2, b, h - gap);
  ctx.fillStyle = pal.downLo;
  ctx.fillRect(x + gap / 2, y + h - gap / 2 - b, w - gap, b);
  ctx.fillRect(x + w - gap / 2 - b, y + gap / 2, b, h - gap);
}

function mineIcon(ctx, x, y, size, pal) {
  const r = size * 0.3;
  ctx.strokeStyle = pal.mine;
  ctx.lineWidth = Math.max(1, size * 0.08);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 4;
    ctx.moveTo(x - Math.cos(a) * size * 0.45, y - Math.sin(a) * size * 0.45);
    ctx.lineTo(x + Math.cos(a) * size * 0.45, y + Math.sin(a) * size * 0.45);
  }
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = pal.mine;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x - r * 0.35, y - r * 0.35, r * 0.25, 0, 2 * Math.PI);
  ctx.fillStyle = pal.mineHi;
  ctx.fill();
}

function outline(ctx, x, y, w, h, color, width) {
  const inset = width / 2 + Math.min(w, h) * 0.05;
  ctx.beginPath();
  ctx.roundRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, Math.min(w, h) * 0.14);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
}

function loneMark(ctx, x, y, w, h, pal) {
  ctx.setLineDash([Math.max(2, Math.min(w, h) * 0.12), Math.max(2, Math.min(w, h) * 0.08)]);
  outline(ctx, x, y, w, h, pal.lone, Math.max(1.5, Math.min(w, h) * 0.08));
  ctx.setLineDash([]);
}

function sharedMark(ctx, x, y, w, h, pal) {
  ctx.save();
  ctx.globalAlpha = 0.55;
  hatch(ctx, x, y, w, h, pal.shared, 0.05, 4);
  ctx.restore();
  outline(ctx, x, y, w, h, pal.shared, Math.max(2.5, Math.min(w, h) * 0.14));
}

function digit(ctx, x, y, text, size, color) {
  ctx.font = `700 ${Math.round(size)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, x, y + size * 0.04);
}

/** A label pill with its top-left corner at (x, y); `right` caps its right edge. */
/** A lone number's value, g=1, in the corner of its cell. */
function loneBadge(ctx, x, y, s, pal) {
  const size = Math.max(10, s * 0.26);
  badge(ctx, x + s - size * 1.9, y + s - size * 1.25, s >= 44 ? 'g=1' : '1', size, pal.lone, '#ffffff', x + s - 2);
}

function badge(ctx, x, y, text, size, fill, color, right = Infinity) {
  ctx.font = `700 ${Math.round(size)}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + size * 0.6;
  const h = size * 1.25;
  x = Math.min(x, right - w);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, h / 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, x + w / 2, y + h / 2 + size * 0.05);
}
