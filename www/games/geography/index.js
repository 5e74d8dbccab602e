// The token game ("geography"): how a GeographyRun is drawn, narrated and
// explained. The rules and the solving live in Rust; this module only reads the
// frame the run shows at its current step and the recorded events, through the
// protocol the core exports (`geographyProtocol()`: the cell byte's bits, event
// names and operands, timeline marks, limits, presets, judge formats, the algorithms
// with what each shows, options and defaults; docs/protocol.md).
// The drawing is in layers.js and marks.js, the words in narration.js.
import { drawExplanation, sayExplanation } from './explain.js';
import { LAYERS, cellBits, drawBytes, drawLinks, readCells } from './layers.js';
import { LEGEND_HIDES, legend, star, theme } from './marks.js';
import { CODED, NARRATED, code, counterRows, focus, narrate } from './narration.js';
import { geographyPlay } from './play.js';
import { drawCursor, drawLayers } from '../../core/draw.js';
import { readProtocol, recentEvents } from '../../core/events.js';
import { has, t } from '../../i18n/index.js';
import { boardParameter } from '../graph/board-link.js';
import { lacksWords, withWords } from '../words.js';

let protocol = null; // the core's protocol (set by check())
let FITS = new Map(); // move rule → the algorithms that apply (protocol.defaults.algorithmsFor)
let wasm = null; // the core given to check(): bitsToInput asks it

const RECENT = 5; // narration lines shown

// A run's triangle (cells that touch each other), asked once per run.
const triangles = new WeakMap();
function triangleOf(run) {
  if (!triangles.has(run)) triangles.set(run, run.triangle ? Array.from(run.triangle()) : []);
  return triangles.get(run);
}

/**
 * What the core's `algorithm` shows beside the matching (the protocol's algorithms:
 * { layers, blossoms, greedyGuesses, needsBipartite }). Throws for a name the core
 * does not offer: no algorithm is drawn as another.
 */
/** The algorithms that apply under move rule `moves` (null: the default rule); throws for a rule the core does not have. */
function fitting(moves) {
  const rule = moves ?? protocol.defaults.moves;
  const fit = FITS.get(rule);
  if (!fit) throw new Error(`geography: the core has no move rule "${rule}"`);
  return fit;
}

function shows(algorithm) {
  const found = protocol.algorithms.find((a) => a.id === algorithm);
  if (!found) throw new Error(`geography: the core has no algorithm "${algorithm}"`);
  return found;
}

// `timeline`, `text` and `presets` (the core's, for preset('geography', kind, rows, cols, density,
// seed), with the settings each uses and the move rule a teaching board brings) are added by
// withWords, below.
export const geography = withWords({
  id: 'geography',
  title: 'the token game',
  /** The default judge output format (the core's). */
  get judgeFormat() {
    return protocol?.defaults.judgeFormat ?? null;
  },
  // The judges' output formats (the core's): [id, label]; the first is the default (?format=).
  get formats() {
    return (protocol?.formats ?? []).map((id) => [id, t(`geography.format.${id}`)]);
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
    const rule = moves ?? d.moves;
    if (!Object.hasOwn(d.algorithmByMoves, rule)) throw new Error(`geography: the core has no move rule "${rule}"`);
    return d.algorithmByMoves[rule];
  },
  /** The core's move rules: [id, label], the default first (?moves=; names: geography.moves.<id>). */
  get moves() {
    return (protocol?.defaults.allMoves ?? []).map((id) => [id, t(`geography.moves.${id}`)]);
  },
  /** True when `algorithm` applies to boards under `moves` (the core's algorithmsFor). */
  fits: (algorithm, moves = null) => fitting(moves).includes(algorithm),
  /**
   * The algorithm a run under `moves` uses when `wanted` (or null) is asked: `wanted`
   * when it applies, else the rule's default when that applies, else the first that
   * does (king and hex: blossom, as Kuhn's colouring fails there).
   */
  algorithmFor(moves, wanted = null) {
    const fit = fitting(moves);
    return [wanted, geography.defaultAlgorithm(moves)].find((a) => a && fit.includes(a)) ?? fit[0];
  },
  /** The core's protocol (geographyProtocol()), set by check(). */
  protocol: null,

  /** Reads the core's protocol; names (console) and throws for events this module narrates but the core lacks. */
  check(core) {
    protocol = readProtocol(core.geographyProtocol(), 'geography', NARRATED);
    // Every algorithm the core offers has its name, pseudocode and legend here: a new
    // one is named at once, rather than shown with another's.
    const ids = new Set([...protocol.defaults.algorithms, ...protocol.algorithms.map((a) => a.id)]);
    const lacking = [...ids].filter((id) => !CODED.includes(id) || !LEGEND_HIDES[id] || !has(`geography.algo.${id}`));
    if (lacking.length) {
      const message = `geography: no name, pseudocode or legend for the core's algorithm ${lacking.join(', ')}`;
      console.error(message);
      throw new Error(message);
    }
    const unshown = [...ids].filter((id) => !protocol.algorithms.some((a) => a.id === id));
    if (unshown.length) throw new Error(`geography: the core does not say what ${unshown.join(', ')} shows`);
    // Every preset and judge format has its words; a teaching preset's rule is one of the core's.
    lacksWords('geography', protocol, NARRATED);
    const rules = protocol.presets.filter((p) => p.moves && !protocol.defaults.allMoves.includes(p.moves));
    if (rules.length) throw new Error(`geography: preset ${rules[0].id} brings the unknown move rule ${rules[0].moves}`);
    readCells(protocol);
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
    return core.preset('geography', kind, rows, cols, density, seed);
  },

  /**
   * The graph tab's link to this board as its graph (Show as a graph): the core's
   * from_board makes it there. A board too long for a link goes through sessionStorage
   * (boardParameter); throws when that is full.
   */
  graphLink: (run) => `?${new URLSearchParams({ game: 'graph', board: boardParameter(run.judgeInput()), moves: run.moves() })}`,

  // Editing: a click or drag puts or removes walls.
  isSet: (run, r, c) => run.isWall(r, c),
  set: (run, flat, on) => run.setWalls(flat, on),
  hover: (run, r, c) => t(run.isWall(r, c) ? 'geography.hoverWall' : 'cell.name', { r: r + 1, c: c + 1 }),

  /** Judge input text for rows × cols wall bits (links' compact boards), written by the core. */
  bitsToInput: (rows, cols, bits) => wasm.geographyBitsInput(rows, cols, bits),

  /** The label of the grouped-stepping option for `algorithm`, or null: an algorithm that shows BFS layers steps a layer at once. */
  groupLabel: (algorithm) => (algorithm && shows(algorithm).layers ? t('geography.grouped') : null),

  /** The cells the current event is about (the view follows them). */
  focus,

  /** Row-major wall bits of the current board (1 = wall). */
  bits(core, run) {
    const n = run.rows() * run.cols();
    const cells = new Uint8Array(core.memory.buffer, run.cellsPtr(), n);
    const out = new Uint8Array(n);
    const { partner, wall } = cellBits();
    for (let i = 0; i < n; i++) out[i] = (cells[i] & partner) === wall ? 1 : 0;
    return out;
  },

  /**
   * Everything the page shows at the run's current step, read once per step:
   * the event just applied, recent events, counters, the search path.
   */
  inspect(core, run) {
    const cols = run.cols();
    const { step, recorded, tail, recent, event } = recentEvents(run, protocol, RECENT);
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
  narrate,

  /** Pseudocode lines for the view's algorithm: [{ text, head }] and the current line's index or -1. */
  code,

  counters: (view) => counterRows(view, shows(view.algorithm)),

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
  play: geographyPlay({ drawBytes, drawLinks, star, bits: cellBits }),

  /** The board's colours: light, dark, or (contrast) the presentation palette. */
  theme,

  /** The board's drawing as layers (www/core/draw.js; layers.js): cells, links, blossoms, triangle, path, focus. */
  layers: LAYERS,

  /** Draws the board at the current step: the layers as one picture (export). */
  draw(ctx, d, core, run, view, pal) {
    drawLayers(LAYERS, ctx, d, { core, run, view, pal });
  },

  /** Legend entries for `view`'s algorithm: [label, draw(ctx, w, h, pal)]; without a view, every entry. */
  legend,

  /** The board's geometry (www/core/diagram.js): hex boards shift their odd rows half a cell right. */
  layout(run) {
    return { hex: run.moves() === 'hex' };
  },
}, () => protocol?.presets ?? [], () => protocol?.marks);
