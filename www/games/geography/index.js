// The token game ("geography"): how a GeographyRun is drawn, narrated and
// explained. The rules and the solving live in Rust; this module only reads the
// frame the run shows at its current step and the recorded events, through the
// protocol the core exports (`geographyProtocol()`: the cell byte's bits, event
// names and operands, timeline marks, limits and defaults; docs/protocol.md).
import { drawCursor, drawExplanation, sayExplanation } from './explain.js';
import { geographyPlay } from './play.js';
import { blend, center, focusBox, hatch as hatchLines, luminance, pathLine, rgba, ring, swatch } from '../../core/draw.js';
import { pseudocode, readEvents, readProtocol } from '../../core/narration.js';
import { num, t } from '../../i18n/index.js';

// The core's protocol (set by check()) and its cell byte: partner direction in the
// `partner` bits (`wall` for a wall), then dead, onPath, layered, visited, winning.
let protocol = null;
let B = null; // protocol.cell
let NO_LAYER = 0; // protocol.sentinels.noLayer
let FITS = new Map(); // move rule → the algorithms that apply (protocol.defaults.algorithmsFor)
let wasm = null; // the core given to check(): bitsToInput asks it

const RECENT = 5; // narration lines shown

// Okabe–Ito hues; shapes (dominoes, dots, hatching, stars, rings) carry the meaning too.
// Every difference that carries meaning stands 3:1 apart (tests/unit/palette.test.js):
// walls against free cells (darker in every theme), marks against the cells or the
// halo under them. Shaded (search-side) cells differ from the others by a corner mark
// (`shade`), not by colour alone.
const RAMP_TOP = 7; // highest VIRIDIS index used for layers
const VIRIDIS = ['#fde725', '#b5de2b', '#6ece58', '#35b779', '#1f9e89', '#26828e', '#31688e', '#3e4989', '#482878', '#440154'];
const PALETTES = {
  light: {
    outside: '#ffffff', grid: '#c9c7bd', free: ['#e3e0d2', '#fbfaf6'], wall: '#3a3a3a', shade: '#7a7568',
    dead: '#d6d6d6', hatch: '#6b6b6b', domino: '#0072b2', dominoFill: 'rgba(0, 114, 178, 0.22)',
    matched: ['#8bbbd8', '#a9cde3'], path: '#b86e00', found: '#d55e00', visited: '#a8508a',
    winning: '#00785a', winningFill: '#c9ebdf', focus: '#000000', text: '#1a1a1a', halo: '#ffffff',
    blossomFill: 'rgba(213, 94, 0, 0.2)', even: '#0072b2', odd: '#b86e00',
  },
  // Dark: free cells mid-grey, walls black below them.
  dark: {
    outside: '#121416', grid: '#0b0c0e', free: ['#6b727d', '#5d636d'], wall: '#000000', shade: '#c9ced6',
    dead: '#3b3d42', hatch: '#b4b8bf', domino: '#a8dcfa', dominoFill: 'rgba(86, 180, 233, 0.3)',
    matched: ['#2f6688', '#2a5a78'], path: '#f0a30a', found: '#ff7b3a', visited: '#ffc2e6',
    winning: '#2fc79b', winningFill: '#1d4d3f', focus: '#ffffff', text: '#f2f2f2', halo: '#000000',
    blossomFill: 'rgba(255, 123, 58, 0.28)', even: '#a8dcfa', odd: '#f0a30a',
  },
  // Presentation mode (projectors wash colours out): black and white, saturated hues,
  // every line outlined in black, grid lines three times as thick.
  contrast: {
    outside: '#ffffff', grid: '#000000', free: ['#cfcfcf', '#ffffff'], wall: '#000000', shade: '#555555',
    dead: '#8f8f8f', hatch: '#000000', domino: '#003f9e', dominoFill: 'rgba(0, 63, 158, 0.28)',
    matched: ['#5a8fd6', '#84aee3'], path: '#ff8c00', found: '#e23b00', visited: '#b0007a',
    winning: '#00804f', winningFill: '#9ee6c4', focus: '#000000', text: '#000000', halo: '#000000',
    blossomFill: 'rgba(226, 59, 0, 0.3)', even: '#003f9e', odd: '#ff8c00',
    gridWeight: 3,
  },
};

// Layer colours: viridis softened toward the free-cell colour, so dominoes and paths stay in front.
for (const [name, mix] of [['light', 0.3], ['dark', 0.45], ['contrast', 0.1]]) {
  const pal = PALETTES[name];
  pal.ramp = VIRIDIS.slice(0, RAMP_TOP + 1).map((c) => blend(c, pal.free[1], mix));
  pal.rampText = pal.ramp.map((c) => (luminance(c) > 0.3 ? '#000000' : '#ffffff'));
}

// Pseudocode: [message key under geography.code., names of the events it stands for];
// a key alone is a heading. `edge_tried` is an edge followed, `edge_skipped` an
// edge_tried that skips.
// Kuhn's greedy start makes the forced pairs only (run.greedyGuesses() false).
const GREEDY_CODE = ['greedy', ['greedy1', ['greedy_matched']]];
const FORCED_CODE = ['greedy', ['greedyForced1', ['greedy_matched']]];
const WINNING_CODE = [
  'winning',
  ['winning1', ['unmatched_seed']],
  ['winning2', ['edge_crossed']],
  ['winning3', ['winning_marked']],
  ['winning4', ['verdict']],
];
const CODE = {
  kuhn: [
    'kuhn',
    ['kuhn1', ['search_started']],
    ['kuhn2', ['augmented']],
    ['kuhn3', ['search_failed']],
    ['kuhn4', ['edge_tried']],
    ['kuhn5', ['edge_skipped']],
    ['kuhn6', ['path_found']],
    ['kuhn7', ['match_followed']],
    ['kuhn8', ['backtracked']],
    ['kuhn9', ['matching_done']],
  ],
  'hopcroft-karp': [
    'hk',
    ['hk1', ['phase_started']],
    ['hk2', ['layer_reached']],
    ['hk3', ['search_started']],
    ['hk4', ['edge_tried']],
    ['hk5', ['edge_skipped']],
    ['hk6', ['path_found', 'augmented']],
    ['hk7', ['match_followed']],
    ['hk8', ['backtracked']],
    ['hk9', ['search_failed']],
    ['hk10', ['phase_ended', 'matching_done']],
  ],
};
CODE.blossom = [
  'blossom',
  ['blossom1', ['search_started']],
  ['blossom2', ['edge_tried']],
  ['blossom3', ['cell_labelled']],
  ['blossom4', ['path_found']],
  ['blossom5', ['augmented']],
  ['blossom6', ['blossom_found']],
  ['blossom7', ['blossom_contracted']],
  ['blossom8', ['edge_skipped']],
  ['blossom9', ['search_failed', 'matching_done']],
];
// The winning starts after blossom: one search with blossoms from every unmatched cell.
const ANY_WINNING_CODE = [
  'any',
  ['any1', ['unmatched_seed']],
  ['any2', ['edge_crossed']],
  ['any3', ['winning_marked']],
  ['any4', ['blossom_found', 'blossom_contracted']],
  ['any5', ['verdict']],
];
const code = (key) => t(`geography.code.${key}`);
// A run's triangle (cells that touch each other), asked once per run.
const triangles = new WeakMap();
function triangleOf(run) {
  if (!triangles.has(run)) triangles.set(run, run.triangle ? Array.from(run.triangle()) : []);
  return triangles.get(run);
}

const PRESETS = [
  { id: 'sample', fields: [] },
  { id: 'empty', fields: ['size'] },
  { id: 'random', fields: ['size', 'density', 'seed'] },
  { id: 'maze', fields: ['size', 'seed'] },
  { id: 'serpentine', fields: ['size'] },
  // A teaching board per move rule (generate::lesson): choosing one sets the rule.
  { id: 'king', fields: [], moves: 'king' },
  { id: 'knight', fields: [], moves: 'knight' },
  { id: 'hex', fields: [], moves: 'hex' },
];

export const geography = {
  id: 'geography',
  title: 'the token game',
  judgeFormat: 'p4055',
  // The judges' output formats: [id, label]; the first is the default (?format=).
  get formats() {
    return ['p4055', 'loj6033'].map((id) => [id, t(`geography.format.${id}`)]);
  },
  // How cells are numbered on the board's edges and in the words: from 1.
  get coordinates() {
    return { base: 1, note: t('geography.coordinates') };
  },
  // The problems this game is, with their statements.
  problems: [
    ['Luogu P4055', 'https://www.luogu.com.cn/problem/P4055'],
    ['BZOJ 1443', 'https://www.lydsy.com/JudgeOnline/problem.php?id=1443'],
    ['LOJ 6033', 'https://loj.ac/p/6033'],
  ],
  /** The core's algorithms: [id, label] (names: geography.algo.<id> in the catalogues). */
  get algorithms() {
    return (protocol?.defaults.algorithms ?? []).map((id) => [id, t(`geography.algo.${id}`)]);
  },
  /** The core's default algorithm for boards under `moves` (null: the default rule). */
  defaultAlgorithm(moves = null) {
    const d = protocol.defaults;
    return d.algorithmByMoves?.[moves ?? d.moves] ?? d.algorithm;
  },
  /** The core's move rules: [id, label], the default first (?moves=; names: geography.moves.<id>). */
  get moves() {
    return (protocol?.defaults.allMoves ?? []).map((id) => [id, t(`geography.moves.${id}`)]);
  },
  /** True when `algorithm` applies to boards under `moves` (the core's algorithmsFor). */
  fits: (algorithm, moves = null) => FITS.get(moves ?? protocol.defaults.moves)?.includes(algorithm) ?? false,
  /**
   * The algorithm a run under `moves` uses when `wanted` (or null) is asked: `wanted`
   * when it applies, else the rule's default when that applies, else the first that
   * does (king and hex: blossom, as Kuhn's colouring fails there).
   */
  algorithmFor(moves, wanted = null) {
    const fit = FITS.get(moves ?? protocol.defaults.moves) ?? [];
    return [wanted, geography.defaultAlgorithm(moves)].find((a) => a && fit.includes(a)) ?? fit[0];
  },
  /** The core's protocol (geographyProtocol()), set by check(). */
  protocol: null,
  /** Timeline ticks: the words for each kind, and (`kinds`, the protocol's marks) which event codes are which. */
  timeline: {
    get phase() {
      return t('geography.tick.phase');
    },
    get step() {
      return t('geography.tick.step');
    },
    get end() {
      return t('geography.tick.end');
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
    const k = (name) => t(`geography.text.${name}`);
    return {
      title: k('title'),
      description: k('description'),
      sub: k('sub'),
      rules: k('rules'),
      problem: k('problem'),
      edit: k('edit'),
      density: k('density'),
      command: 'gridplay geography',
      cell: k('cell'),
      cells: k('cells'),
    };
  },

  // Presets for geographyPreset(kind, rows, cols, density, seed), with the settings each uses.
  get presets() {
    return PRESETS.map((p) => ({ ...p, label: t(`geography.preset.${p.id}`) }));
  },

  /** Reads the core's protocol; names (console) and throws for events this module narrates but the core lacks. */
  check(core) {
    protocol = readProtocol(core.geographyProtocol(), 'geography', Object.keys(SAY));
    B = protocol.cell;
    NO_LAYER = protocol.sentinels.noLayer;
    FITS = new Map(protocol.defaults.algorithmsFor);
    wasm = core;
    this.protocol = protocol;
  },

  /**
   * A run handle; throws { line, column, message } for bad input. `greedy`: true,
   * false, or null/undefined for the core's automatic choice (run.greedyAuto()).
   */
  open(core, text, { algorithm, greedy, moves }) {
    const rule = moves ?? protocol.defaults.moves;
    // On king and hex boards Kuhn's colouring fails: the page says why and runs blossom.
    return new core.GeographyRun(text, { algorithm: geography.algorithmFor(rule, algorithm), greedy: greedy ?? null, moves: rule });
  },

  preset(core, kind, rows, cols, density, seed) {
    return core.geographyPreset(kind, rows, cols, density, seed);
  },

  // Editing: a click or drag puts or removes walls.
  isSet: (run, r, c) => run.isWall(r, c),
  set: (run, flat, on) => run.setWalls(flat, on),
  hover: (run, r, c) => t(run.isWall(r, c) ? 'geography.hoverWall' : 'cell.name', { r: r + 1, c: c + 1 }),

  /** Judge input text for rows × cols wall bits (links' compact boards), written by the core. */
  bitsToInput: (rows, cols, bits) => wasm.geographyBitsInput(rows, cols, bits),

  /** The label of the grouped-stepping option for `algorithm`, or null: Hopcroft–Karp's BFS layers. */
  groupLabel: (algorithm) => (algorithm === 'hopcroft-karp' ? t('geography.grouped') : null),

  /** The cells the current event is about (the view follows them). */
  focus(view) {
    const e = view.event;
    if (!e) return [];
    return FOCUS[e.name]?.(e) ?? [];
  },

  /** Row-major wall bits of the current board (1 = wall). */
  bits(core, run) {
    const n = run.rows() * run.cols();
    const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), n);
    const out = new Uint8Array(n);
    const { partner, wall } = B;
    for (let i = 0; i < n; i++) out[i] = (cells[i] & partner) === wall ? 1 : 0;
    return out;
  },

  /**
   * Everything the page shows at the run's current step, read once per step:
   * the event just applied, recent events, counters, the search path.
   */
  inspect(core, run) {
    const cols = run.cols();
    const step = run.step();
    const recorded = run.recorded();
    const tail = run.truncated() && step > recorded;
    const from = Math.max(0, Math.min(step, recorded) - RECENT);
    const recent = readEvents(run, protocol, from, Math.min(step, recorded));
    const event = !tail && step > 0 ? recent[recent.length - 1] : null;
    return {
      cols,
      rows: run.rows(),
      step,
      tail,
      recorded,
      algorithm: run.algorithm(),
      moves: run.moves ? run.moves() : protocol.defaults.moves,
      triangle: triangleOf(run),
      cycle: run.cycle ? run.cycle() : [],
      greedy: run.greedy(),
      greedyAuto: run.greedyAuto(),
      greedyGuesses: run.greedyGuesses(),
      event,
      recent,
      flipped: event?.name === 'augmented' ? run.flipped() : null,
      path: run.path(),
      counters: run.counters(),
    };
  },

  /** Sentences for the narration log, oldest first: [{ step, text }]. */
  narrate(view) {
    const name = (cell) => t('cell.name', { r: Math.floor(cell / view.cols) + 1, c: (cell % view.cols) + 1 });
    const out = view.recent.map((e) => ({ step: e.step, text: SAY[e.name]?.(e, name, view) ?? t('narration.event', { name: e.name }) }));
    if (view.step === 0) out.push({ step: 0, text: t('geography.say.start', { n: view.counters.freeCells }) });
    if (view.step === 0 && view.triangle.length === 6) {
      const at = (i) => t('cell.name', { r: view.triangle[i] + 1, c: view.triangle[i + 1] + 1 });
      out.push({ step: 0, text: t('geography.say.triangle', { a: at(0), b: at(2), c: at(4) }) });
    }
    if (view.tail) out.push({ step: view.step, text: t('geography.say.tail', { n: view.recorded }) });
    return out;
  },

  /** Pseudocode lines for `algorithm`: [{ text, head }] and the current line's index or -1. */
  code(view) {
    const winning = view.algorithm === 'blossom' ? ANY_WINNING_CODE : WINNING_CODE;
    const greedy = !view.greedy ? [] : view.greedyGuesses ? GREEDY_CODE : FORCED_CODE;
    const lines = [...greedy, ...(CODE[view.algorithm] ?? CODE.kuhn), ...winning];
    const e = view.event;
    const words = lines.map((l) => (typeof l === 'string' ? code(l) : [code(l[0]), l[1]]));
    return pseudocode(words, !e ? null : e.name === 'edge_tried' && e.skipped ? 'edge_skipped' : e.name);
  },

  counters(view) {
    const c = view.counters;
    const n = (x) => num(Number(x));
    // On the tail (the rest solved without events) the counts of events are those of
    // the recorded part: the run did at least that much.
    const m = (x) => (view.tail ? t('geography.counter.atLeast', { n: Number(x) }) : n(x));
    const k = (name) => t(`geography.counter.${name}`);
    const rows = [
      [k('matched'), n(c.matchingSize)],
      [k('edges'), m(c.edgesScanned)],
      [k('searches'), m(c.searches)],
      [k('flipped'), m(c.augmentingPaths)],
      [k('winning'), n(c.winning)],
      [k('free'), n(c.freeCells)],
    ];
    if (view.algorithm === 'hopcroft-karp') rows.splice(1, 0, [k('phase'), m(c.phase)]);
    if (view.algorithm === 'blossom') rows.splice(4, 0, [k('blossoms'), m(c.blossoms ?? 0)]);
    return rows;
  },

  /** { text, detail, kind: 'win' | 'lose' | '' } */
  verdict(view) {
    const c = view.counters;
    if (c.verdict === null || c.verdict === undefined) {
      const doing = ['start', 'greedy', 'matching', 'winning'].includes(c.part) ? t(`geography.doing.${c.part}`) : c.part;
      return { text: t('verdict.none'), detail: doing, kind: '' };
    }
    if (c.verdict > 0) return { text: 'WIN', detail: t('geography.verdict.win', { w: c.verdict, n: c.freeCells }), kind: 'win' };
    return { text: 'LOSE', detail: t('geography.verdict.lose'), kind: 'lose' };
  },

  /** "Why this cell?": words and drawing for run.explain(row, col)'s certificate. */
  explain: { say: sayExplanation, draw: drawExplanation, cursor: drawCursor },

  /** Play mode against the computer (www/core/play.js). */
  play: geographyPlay({ drawBytes, drawLinks, star, bits: () => B }),

  /** The board's colours: light, dark, or (contrast) the presentation palette. */
  theme(dark, contrast = false) {
    return PALETTES[contrast ? 'contrast' : dark ? 'dark' : 'light'];
  },

  /** The board's geometry (www/core/diagram.js): hex boards shift their odd rows half a cell right. */
  layout(run) {
    return { hex: run.moves() === 'hex' };
  },

  /** Draws the board at the current step. */
  draw(ctx, d, core, run, view, pal) {
    if (!run) {
      ctx.fillStyle = pal.outside;
      ctx.fillRect(0, 0, d.canvas.width, d.canvas.height);
      return;
    }
    const n = view.rows * view.cols;
    const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), n);
    const layers = new Uint32Array(core.memory.buffer, run.layersPtr(), n);
    const maxLayer = view.counters.part === 'matching' && view.algorithm === 'hopcroft-karp' ? highest(cells, layers) : 0;
    // Small cells show blossoms as a tint (the shapes need 7 px a cell).
    const blossoms = view.algorithm === 'blossom' && view.counters.part !== 'done' && d.scale < 7;
    drawBytes(ctx, d, cells, layers, pal, maxLayer, blossoms ? new Uint8Array(core.memory.buffer, run.labelsPtr(), n) : null);
    if (d.scale >= 7) drawMoves(ctx, d, core, run, view, cells, pal);
    drawPath(ctx, d, view, pal);
    drawFocus(ctx, d, view, pal);
  },

  /**
   * Legend entries for `view`'s algorithm: [label, draw(ctx, w, h, pal)]. Without a
   * view, every entry.
   */
  legend(view) {
    const k = (name) => t(`geography.legend.${name}`);
    const entries = [
      [k('shaded'), (ctx, w, h, pal) => {
        swatch((p) => p.free[0])(ctx, w, h, pal);
        ctx.fillStyle = pal.shade;
        ctx.beginPath();
        shadeMark(ctx, 0, 0, h * 1.4);
        ctx.fill();
      }],
      [k('wall'), swatch(k('wall'))],
      [k('matched'), (ctx, w, h, pal) => {
        swatch((p) => p.free[1])(ctx, w, h, pal);
        domino(ctx, 1, 1, w - 2, h - 2, h * 0.3, pal);
      }],
      [k('path'), (ctx, w, h, pal) => {
        swatch((p) => p.free[1])(ctx, w, h, pal);
        pathLine(ctx, [[2, h / 2], [w - 2, h / 2]], h * 0.3, pal.path, pal);
      }],
      [k('visited'), (ctx, w, h, pal) => {
        swatch((p) => p.free[1])(ctx, w, h, pal);
        dot(ctx, w / 2, h / 2, h * 0.22, pal.visited, pal);
      }],
      [k('dead'), (ctx, w, h, pal) => {
        swatch('dead')(ctx, w, h, pal);
        hatch(ctx, 0, 0, w, h, pal);
      }],
      [k('layers'), (ctx, w, h, pal) => {
        for (let i = 0; i < 4; i++) {
          ctx.fillStyle = pal.ramp[i * 2];
          ctx.fillRect((i * w) / 4, 0, w / 4 + 1, h);
        }
      }],
      [k('winning'), (ctx, w, h, pal) => {
        swatch('winningFill')(ctx, w, h, pal);
        star(ctx, w / 2, h / 2, h * 0.45, pal);
      }],
    ];
    entries.push(
      [k('even'), (ctx, w, h, pal) => {
        swatch((p) => p.free[1])(ctx, w, h, pal);
        labelMark(ctx, w / 2 - h / 2, 0, h, true, pal);
      }],
      [k('odd'), (ctx, w, h, pal) => {
        swatch((p) => p.free[1])(ctx, w, h, pal);
        labelMark(ctx, w / 2 - h / 2, 0, h, false, pal);
      }],
      [k('blossom'), (ctx, w, h, pal) => {
        swatch((p) => p.free[1])(ctx, w, h, pal);
        ctx.fillStyle = pal.blossomFill;
        ctx.fillRect(0, 0, w, h);
        ring(ctx, [w / 2, h / 2], h * 0.32, pal.found, pal, Math.max(1.5, h * 0.12));
      }],
    );
    // Dead cells are Kuhn's, BFS layers Hopcroft–Karp's, labels and blossoms the blossom algorithm's.
    const blossom = [k('even'), k('odd'), k('blossom')];
    const other = {
      kuhn: [k('layers'), ...blossom],
      'hopcroft-karp': [k('dead'), ...blossom],
      blossom: [k('layers'), k('dead')],
    }[view?.algorithm] ?? [];
    return entries.filter(([label]) => !other.includes(label));
  },
};

/**
 * The board from cell bytes (the protocol's layout) and BFS layers: background, cells
 * (shapes when large, pixels when small) and the border. For the run and play mode.
 */
function drawBytes(ctx, d, cells, layers, pal, maxLayer = 0, labels = null) {
  ctx.fillStyle = pal.outside;
  ctx.fillRect(0, 0, d.canvas.width, d.canvas.height); // every device pixel, even past a fractional CSS width
  // One colour per layer while they last, then spread over the ramp (its darkest end left out).
  const top = RAMP_TOP;
  const ramp = (layer) => (maxLayer <= top ? Math.min(layer, top) : Math.round((layer / maxLayer) * top));
  if (d.scale >= 7) drawCells(ctx, d, cells, layers, ramp, pal);
  else drawPixels(ctx, d, cells, layers, ramp, pal, d.scale * d.dpr, labels);
  ctx.strokeStyle = pal.grid;
  ctx.lineWidth = 1;
  ctx.strokeRect(d.ox - 0.5, d.oy - 0.5, d.span * d.scale + 1, d.rows * d.scale + 1);
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

// One sentence per event, by name; operands by their protocol names. Its keys are
// the events this module narrates (check() finds each in the protocol).
const hk = (view) => view.algorithm === 'hopcroft-karp';
const bl = (view) => view.algorithm === 'blossom';
const say = (key, params) => t(`geography.say.${key}`, params);
const SAY = {
  greedy_matched: (e, name) => say(e.forced ? 'greedyForced' : 'greedyGuess', { a: name(e.left), b: name(e.right) }),
  phase_started: (e) => say('phase', { phase: e.phase }),
  layer_reached: (e, name) =>
    e.distance === 0 ? say('layer0', { cell: name(e.cell) }) : say('layer', { cell: name(e.cell), d: e.distance }),
  search_started: (e, name, view) => say(bl(view) ? 'searchTree' : 'search', { root: name(e.root) }),
  edge_tried: (e, name, view) => {
    if (!e.skipped) return say('try', { from: name(e.from), to: name(e.to) });
    return say(hk(view) ? 'skipLayer' : bl(view) ? 'skipBlossom' : 'skipSeen', { to: name(e.to) });
  },
  match_followed: (e, name) => say('follow', { from: name(e.from), to: name(e.to) }),
  backtracked: (e, name) => say('back', { cell: name(e.cell) }),
  path_found: (e, name, view) =>
    e.len === 2
      ? say('pathPair', { root: name(e.root), end: name(e.end) })
      : say(bl(view) ? 'pathTrees' : 'path', { root: name(e.root), end: name(e.end), len: e.len }),
  augmented: (e) => say('augmented', { n: e.size }),
  search_failed: (e, name, view) =>
    say(hk(view) ? 'failedPhase' : bl(view) ? 'failedTree' : 'failed', { root: name(e.root) }),
  phase_ended: (e) => say('phaseEnded', { phase: e.phase, n: e.size }),
  matching_done: (e) => say('done', { n: e.size }),
  unmatched_seed: (e, name) => say('seed', { cell: name(e.cell) }),
  edge_crossed: (e, name) => say('crossed', { from: name(e.from), to: name(e.to) }),
  winning_marked: (e, name) => say('marked', { cell: name(e.cell), via: name(e.via) }),
  verdict: (e) => (e.winning > 0 ? say('win', { n: e.winning }) : say('lose')),
  cell_labelled: (e, name) => say(e.odd ? 'odd' : 'even', { cell: name(e.cell), from: name(e.from) }),
  blossom_found: (e, name) =>
    say('blossomFound', { from: name(e.from), to: name(e.to), base: name(e.base), len: e.len }),
  blossom_contracted: (e, name) => say('blossomContracted', { base: name(e.base), n: e.size }),
};

// --- drawing -------------------------------------------------------------------

function highest(cells, layers) {
  const LAYERED = B.layered;
  let max = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] & LAYERED && layers[i] !== NO_LAYER && layers[i] > max) max = layers[i];
  }
  return max;
}

function cellFill(byte, parity, layer, ramp, pal) {
  if ((byte & B.partner) === B.wall) return pal.wall;
  if (byte & B.layered && layer !== NO_LAYER) return pal.ramp[ramp(layer)];
  if (byte & B.winning) return pal.winningFill;
  if (byte & B.dead) return pal.dead;
  return pal.free[parity];
}

// Large cells: shapes per cell, only the cells on screen.
function drawCells(ctx, d, cells, layers, ramp, pal) {
  const { partner: PARTNER, wall: WALL, dead: DEAD, layered: LAYERED, visited: VISITED, winning: WINNING } = B;
  const { r0, r1, c0, c1 } = d.visible();
  const s = d.scale;
  const cols = d.cols;
  const gap = (s >= 14 ? 1 : 0.5) * (pal.gridWeight ?? 1);
  ctx.fillStyle = pal.grid;
  if (d.hex) for (let r = r0; r < r1; r++) ctx.fillRect(d.ox + (c0 + (r & 1) / 2) * s, d.oy + r * s, (c1 - c0) * s, s);
  else ctx.fillRect(d.ox + c0 * s, d.oy + r0 * s, (c1 - c0) * s, (r1 - r0) * s);
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const byte = cells[i];
      const hx = d.hex && r & 1 ? s / 2 : 0; // hex: odd rows half a cell right
      ctx.fillStyle = cellFill(byte, (r + c) & 1, layers[i], ramp, pal);
      ctx.fillRect(d.ox + c * s + hx + gap / 2, d.oy + r * s + gap / 2, s - gap, s - gap);
      if (byte & DEAD && (byte & PARTNER) !== WALL && !(byte & LAYERED)) {
        hatch(ctx, d.ox + c * s + hx, d.oy + r * s, s, s, pal);
      }
    }
  }
  // Shaded cells (the search side) get a corner mark: the shading alone is too faint.
  if (s >= 10 && !d.hex) {
    ctx.fillStyle = pal.shade;
    ctx.beginPath();
    for (let r = r0; r < r1; r++) {
      for (let c = c0 + ((r + c0) & 1); c < c1; c += 2) {
        if ((cells[r * cols + c] & PARTNER) !== WALL) shadeMark(ctx, d.ox + c * s + gap / 2, d.oy + r * s + gap / 2, s);
      }
    }
    ctx.fill();
  }
  // Dominoes: each matched pair once, from its top or left cell.
  const RIGHT = B.directions.indexOf('right');
  const DOWN = B.directions.indexOf('down');
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const p = cells[r * cols + c] & PARTNER;
      if (p !== RIGHT && p !== DOWN) continue;
      if (d.hex) continue; // hex pairs are drawn as links (drawMoves)
      const inset = s * 0.14;
      const w = p === RIGHT ? 2 * s : s;
      const h = p === DOWN ? 2 * s : s;
      domino(ctx, d.ox + c * s + inset, d.oy + r * s + inset, w - 2 * inset, h - 2 * inset, s * 0.22, pal);
    }
  }
  // Marks on top: visits, layer numbers, winning stars.
  const numbers = s >= 22;
  if (numbers) {
    ctx.font = `600 ${Math.round(s * 0.36)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
  }
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const byte = cells[i];
      if ((byte & PARTNER) === WALL) continue;
      const [x, y] = center(d, i);
      if (byte & WINNING) star(ctx, x, y, s * 0.36, pal);
      else if (byte & VISITED) dot(ctx, x, y, s * 0.13, pal.visited, pal);
      if (numbers && byte & LAYERED && layers[i] !== NO_LAYER) {
        ctx.fillStyle = pal.rampText[ramp(layers[i])];
        ctx.fillText(String(layers[i]), x + s * 0.26, y - s * 0.24);
      }
    }
  }
}

/** Pairs that are not side by side (king diagonals, knight jumps, hex) as links between centres. */
function drawLinks(ctx, d, cells, mates, pal) {
  const s = d.scale;
  const UNMATCHED = protocol.sentinels.none;
  ctx.lineCap = 'round';
  for (let i = 0; i < mates.length; i++) {
    const m = mates[i];
    if (m === UNMATCHED || m < i) continue;
    const p = cells[i] & B.partner;
    if (!d.hex && p !== B.elsewhere) continue; // side by side: a domino already
    const [a, b] = [center(d, i), center(d, m)];
    ctx.strokeStyle = pal.halo;
    ctx.lineWidth = s * 0.34;
    ctx.beginPath();
    ctx.moveTo(...a);
    ctx.lineTo(...b);
    ctx.stroke();
    ctx.strokeStyle = pal.domino;
    ctx.lineWidth = s * 0.24;
    ctx.stroke();
  }
}

/**
 * What the move rules and the blossom algorithm add on large cells: pairs that are
 * not side by side (king diagonals, knight jumps, hex) as links between centres;
 * for blossom, even/odd labels, contracted blossoms (shaded, base ringed) and the
 * odd cycle just found as a closed loop; before the start on king and hex, the
 * triangle that rules out Kuhn.
 */
function drawMoves(ctx, d, core, run, view, cells, pal) {
  const n = view.rows * view.cols;
  const s = d.scale;
  if (view.moves !== 'rook') drawLinks(ctx, d, cells, new Uint32Array(core.memory.buffer, run.matesPtr(), n), pal);
  if (view.algorithm === 'blossom' && view.counters.part !== 'done') {
    const L = B.labels;
    const labels = new Uint8Array(core.memory.buffer, run.labelsPtr(), n);
    for (let i = 0; i < n; i++) {
      const byte = labels[i];
      if (!byte) continue;
      const [x, y] = center(d, i);
      if (byte & L.inBlossom) {
        ctx.fillStyle = pal.blossomFill;
        ctx.fillRect(x - s / 2, y - s / 2, s, s);
      }
      const label = byte & L.label;
      if (s >= 12 && (label === L.even || label === L.odd)) labelMark(ctx, x - s / 2, y - s / 2, s * 0.42, label === L.even, pal);
      if (byte & L.base) ring(ctx, [x, y], s * 0.4, pal.found, pal, Math.max(2, s * 0.1));
    }
    const cycle = view.cycle;
    if (cycle.length >= 3) {
      ctx.beginPath();
      cycle.forEach((cell, k) => (k ? ctx.lineTo(...center(d, cell)) : ctx.moveTo(...center(d, cell))));
      ctx.closePath();
      ctx.lineJoin = 'round';
      ctx.strokeStyle = pal.halo;
      ctx.lineWidth = Math.max(4, s * 0.22);
      ctx.stroke();
      ctx.strokeStyle = pal.found;
      ctx.lineWidth = Math.max(2, s * 0.12);
      ctx.stroke();
      ring(ctx, center(d, cycle[0]), s * 0.42, pal.found, pal, Math.max(2, s * 0.1));
    }
  }
  if (view.step === 0 && view.triangle.length === 6) {
    const tri = [0, 2, 4].map((k) => center(d, view.triangle[k] * view.cols + view.triangle[k + 1]));
    ctx.beginPath();
    tri.forEach((p, k) => (k ? ctx.lineTo(...p) : ctx.moveTo(...p)));
    ctx.closePath();
    ctx.fillStyle = pal.blossomFill;
    ctx.fill();
    ctx.strokeStyle = pal.found;
    ctx.lineWidth = Math.max(2, s * 0.12);
    ctx.stroke();
  }
}

/** A blossom label in a cell's corner: a filled square for even, a hollow one for odd. */
function labelMark(ctx, x, y, size, even, pal) {
  const m = size * 0.18;
  const w = size * 0.5;
  ctx.lineWidth = Math.max(1.5, size * 0.1);
  if (even) {
    ctx.fillStyle = pal.even;
    ctx.fillRect(x + m, y + m, w, w);
  } else {
    ctx.strokeStyle = pal.odd;
    ctx.strokeRect(x + m, y + m, w, w);
  }
}

// Small cells: one pixel per cell in an ImageData, scaled up (or down) by drawImage.
// (Each game keeps its own copy of this set-up: shared, it made the loop up to a fifth
// slower in Chromium, as V8 then optimised the loop differently.)
const image = { canvas: null, data: null, rows: 0, cols: 0, lut: null, pal: null };

function drawPixels(ctx, d, cells, layers, ramp, pal, devicePx, labels) {
  const IN_BLOSSOM = B.labels.inBlossom;
  const { partner: PARTNER, wall: WALL, dead: DEAD, onPath: ON_PATH, layered: LAYERED, visited: VISITED, winning: WINNING } = B;
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
      free: pal.free.map(rgba),
      wall: rgba(pal.wall),
      dead: rgba(pal.dead),
      matched: pal.matched.map(rgba),
      path: rgba(pal.path),
      visited: rgba(pal.visited),
      winning: rgba(pal.winning),
      ramp: pal.ramp.map(rgba),
      blossom: rgba(blend(pal.free[1], pal.odd, 0.45)),
    };
  }
  const lut = image.lut;
  const px = new Uint32Array(image.data.data.buffer);
  // Below ~2 device pixels per cell a chessboard only makes moiré: one free colour.
  const checker = devicePx >= 2;
  const { r0, r1, c0, c1 } = d.visible();
  for (let r = r0; r < r1; r++) {
    let i = r * cols + c0;
    for (let c = c0; c < c1; c++, i++) {
      const byte = cells[i];
      const parity = checker ? (r + c) & 1 : 1;
      const partner = byte & PARTNER;
      let color;
      if (partner === WALL) color = lut.wall;
      else if (byte & ON_PATH) color = lut.path;
      else if (byte & WINNING) color = lut.winning;
      else if (labels && labels[i] & IN_BLOSSOM) color = lut.blossom;
      else if (byte & LAYERED && layers[i] !== NO_LAYER) color = lut.ramp[ramp(layers[i])];
      else if (byte & VISITED) color = lut.visited;
      else if (byte & DEAD) color = lut.dead;
      else if (partner) color = lut.matched[parity];
      else color = lut.free[parity];
      px[i] = color;
    }
  }
  const g = image.canvas.getContext('2d');
  g.putImageData(image.data, 0, 0, c0, r0, c1 - c0, r1 - r0);
  ctx.imageSmoothingEnabled = devicePx < 1; // smooth only when shrinking
  if (!d.hex) {
    ctx.drawImage(image.canvas, d.ox, d.oy, cols * d.scale, rows * d.scale);
    return;
  }
  // Hex: each row of the image on its own, odd rows half a cell right.
  for (let r = r0; r < r1; r++) {
    ctx.drawImage(image.canvas, 0, r, cols, 1, d.ox + (r & 1 ? d.scale / 2 : 0), d.oy + r * d.scale, cols * d.scale, d.scale);
  }
}

function drawPath(ctx, d, view, pal) {
  const s = d.scale;
  const width = Math.max(3, s * 0.16);
  const found = view.event?.name === 'path_found';
  if (view.path.length > 0) {
    const points = [...view.path].map((cell) => center(d, cell));
    pathLine(ctx, points, width, found ? pal.found : pal.path, pal);
    const radius = Math.max(5, s * 0.28);
    const weight = Math.max(2.5, radius * 0.25);
    ring(ctx, points[0], radius, found ? pal.found : pal.path, pal, weight);
    if (found) ring(ctx, points[points.length - 1], radius, pal.found, pal, weight);
  }
  if (view.flipped?.length) {
    // The path just flipped: its new pairs are the dominoes under this line.
    const points = [...view.flipped].map((cell) => center(d, cell));
    ctx.setLineDash([width, width * 0.8]);
    pathLine(ctx, points, Math.max(2, width * 0.6), pal.found, pal);
    ctx.setLineDash([]);
  }
}

function drawFocus(ctx, d, view, pal) {
  const e = view.event;
  if (!e) return;
  const s = d.scale;
  const box = (cell) => focusBox(ctx, d, cell, pal, 0.09);
  switch (e.name) {
    case 'greedy_matched':
      box(e.left);
      box(e.right);
      break;
    case 'layer_reached':
    case 'backtracked':
    case 'unmatched_seed':
      box(e.cell);
      break;
    case 'search_started':
    case 'search_failed':
      box(e.root);
      break;
    case 'edge_tried':
    case 'match_followed':
    case 'edge_crossed':
      arrow(ctx, center(d, e.from), center(d, e.to), s, e.name === 'edge_tried' && e.skipped, pal);
      break;
    case 'winning_marked':
      arrow(ctx, center(d, e.via), center(d, e.cell), s, false, pal);
      box(e.cell);
      break;
    default:
  }
}

/** The shaded cells' corner mark (a triangle, added to the current path). */
function shadeMark(ctx, x, y, s) {
  const t = s * 0.26;
  ctx.moveTo(x, y);
  ctx.lineTo(x + t, y);
  ctx.lineTo(x, y + t);
  ctx.closePath();
}

function domino(ctx, x, y, w, h, radius, pal) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, radius);
  ctx.fillStyle = pal.dominoFill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, Math.min(w, h) * 0.07);
  ctx.strokeStyle = pal.domino;
  ctx.stroke();
}

/** Dead cells' hatching. */
function hatch(ctx, x, y, w, h, pal) {
  hatchLines(ctx, x, y, w, h, pal.hatch, 0.06, 3);
}

function dot(ctx, x, y, radius, fill, pal) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = pal.halo;
  ctx.stroke();
}

function arrow(ctx, [x0, y0], [x1, y1], s, skipped, pal) {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const head = Math.max(7, s * 0.3);
  const ex = x1 - ux * s * 0.18;
  const ey = y1 - uy * s * 0.18;
  const color = skipped ? pal.hatch : pal.focus;
  ctx.lineCap = 'round';
  for (const [w, c] of [[Math.max(2, s * 0.08) + 3, pal.halo], [Math.max(2, s * 0.08), color]]) {
    ctx.setLineDash(skipped ? [Math.max(3, s * 0.1), Math.max(3, s * 0.1)] : []);
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(ex, ey);
    ctx.lineWidth = w;
    ctx.strokeStyle = c;
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(ex, ey);
    ctx.lineTo(ex - ux * head - uy * head * 0.6, ey - uy * head + ux * head * 0.6);
    ctx.lineTo(ex - ux * head + uy * head * 0.6, ey - uy * head - ux * head * 0.6);
    ctx.closePath();
    ctx.fillStyle = c;
    if (c === color) ctx.fill();
    else ctx.stroke();
  }
}

function star(ctx, x, y, radius, pal) {
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? radius * 0.45 : radius;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = pal.winning;
  ctx.fill();
  ctx.lineWidth = Math.max(1, radius * 0.12);
  ctx.strokeStyle = pal.halo;
  ctx.stroke();
}
