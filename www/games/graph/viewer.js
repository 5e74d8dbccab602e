// <gridplay-viewer game="graph">: the graph tab's drawing and run inside a viewer's
// shadow root (www/embed.js loads this module only when a viewer shows a graph). The
// graph is the core's reading of the judge input (or of a preset or a board, as the
// page's links name them: presets.js), drawn two-sided when bipartite and small, else by
// forces (settled for up to SETTLE_MS before it shows, the rest animated); the run is
// run.js's on the viewer's transport, with the tab's marks, narration and verdict.
// Zoom with the keys (+ - 0) or a pinch, pan by dragging empty space, drag a vertex to
// move it; on a touch screen a vertical swipe scrolls the host page. What the core does not read is not drawn: its error goes to the viewer.
//
//   const graph = mountGraphViewer({ core, game, root, keys });
//   graph.load(new URLSearchParams('input=3 2%0A1 2%0A2 3&step=end')); // → { errors }
import { errorText } from '../../core/errors.js';
import { num, t } from '../../i18n/index.js';
import { ForceLayout, LAYERED_AUTO_MAX, layered } from './layout.js';
import { LAYOUTS } from './link.js';
import { readSource } from './presets.js';
import { mountRun } from './run.js';
import { GraphView } from './view.js';

const SETTLE_MS = 300; // the force layout runs this long before the graph shows; the rest is animated
const FRAME_MS = 12; // force layout time per animation frame after that
/**
 * The graph's box in the viewer, in the board's terms (embed.js sizeBoard, share.js
 * frameHeight): the box a 5 × 7.5 board gets, 3:2 and at most 498 px high.
 */
export const GRAPH_BOX = { rows: 5, cols: 7.5 };

// What run.js reads by id beyond the viewer's transport, verdict and narration: the
// counters, the pseudocode, the tick legend, the phase buttons and the run options.
// Kept out of sight: the viewer shows the drawing, the transport and the verdict.
const HIDDEN = `<div class="graph-hidden" hidden>
  <dl id="counters"></dl><ol id="code"></ol><ul id="tick-legend"></ul>
  <div id="phase-nav" hidden><button type="button" id="prev-phase"></button><button type="button" id="next-phase"></button></div>
  <select id="algorithm"></select><input type="checkbox" id="greedy"><span id="greedy-auto"></span>
  <label hidden><input type="checkbox" id="grouped"><span id="grouped-label"></span></label>
</div>`;
// The narration shows the step's sentence only (as the board viewer's does).
const CSS = `.graph-narration { list-style: none; padding: 0; }
.graph-narration li:not(.now), .graph-narration .n { display: none; }
#board.graph { touch-action: pan-y pinch-zoom; cursor: grab; }
.graph-none .bar, .graph-none .verdict { display: none; }`;

let hiddenTemplate = null;

/**
 * Sets the graph's viewer up in `root` (a viewer's shadow root with the viewer's markup,
 * www/shells/viewer-markup.js); `keys` listens for the playback keys; `onPlay(playing)`
 * when playback starts or stops, `onView()` after each step shown. Returns the shape embed.js drives a Session by:
 * { load(query), player, controls, run, state(), setLooks({ dark }), label() }.
 */
export function mountGraphViewer({ core, game, root, keys, onPlay, onView }) {
  hiddenTemplate ??= Object.assign(document.createElement('template'), { innerHTML: `<style>${CSS}</style>${HIDDEN}` }); // constant markup only
  root.querySelector('.frame').append(hiddenTemplate.content.cloneNode(true)); // (before the scope below reads it)
  // The elements by id within this viewer's frame: when the viewer changes kind its markup
  // is made afresh, and this run's last frames still find the old (detached) elements.
  const frame = root.querySelector('.frame');
  const scope = { getElementById: (id) => frame.querySelector(`#${id}`) };
  const said = scope.getElementById('narration');
  const narration = Object.assign(document.createElement('ol'), { id: 'narration', className: `${said.className} graph-narration` });
  narration.setAttribute('role', 'log');
  said.replaceWith(narration);
  const canvas = scope.getElementById('board');
  canvas.classList.add('graph');
  const protocol = game.protocol;
  const limits = protocol.limits;
  const empty = { n: 0, edges: [], sides: new Uint8Array(0), cycle: [] };
  const s = { input: null, graph: empty, force: null, frame: 0, winning: null };

  const view = new GraphView(canvas, {
    on: {
      // Dragging a vertex moves it (the force layout stops: the reader placed it).
      drag(v, x, y) {
        stopLayout();
        view.fitted = false;
        const places = view.places.slice();
        [places[2 * v], places[2 * v + 1]] = [x, y];
        view.move(places);
      },
    },
  });
  view.tools = 0; // no view buttons over the drawing
  view.wheelNeedsCtrl = true; // the wheel scrolls the host page; a pinch (ctrl+wheel) zooms

  const run = mountRun({ core, view, limits, root: scope, keys, onPlay, onView });

  const counts = () => ({ vertices: t('graph.vertices', { n: s.graph.n }), edges: t('graph.edges', { n: s.graph.edges.length / 2 }) });
  const label = () => (s.input ? t('graph.viewer.label', counts()) : t('graph.viewer.unread'));

  function stopLayout() {
    cancelAnimationFrame(s.frame);
    s.force = null;
  }

  /** The core's reading of the graph `query` names: { text } or { error } (a sentence). */
  function source(query) {
    if (query.has('input')) return { text: query.get('input') };
    const got = readSource(query.toString(), protocol, core.geographyProtocol().defaults);
    if (got.error) return { error: got.error };
    try {
      if (got.preset) {
        const p = got.preset;
        return { text: core.graphPreset(p.kind, p.vertices, p.left, p.edges, p.seed) };
      }
      if (got.board) return { text: core.boardAsGraph(got.board.input, got.board.moves).input };
    } catch (err) {
      return { error: whereText(err) };
    }
    return { text: protocol.defaults.input };
  }

  /** Nothing drawn, no run, no verdict: the viewer shows only its errors. */
  function clear() {
    frame.classList.add('graph-none'); // no transport and no verdict for a graph not shown
    stopLayout();
    s.input?.free();
    s.input = null;
    s.graph = empty;
    run.player.setRun(null);
    view.hidden = false;
    view.show(empty, []);
    scope.getElementById('verdict').className = 'verdict';
    for (const el of scope.getElementById('verdict').children) el.textContent = '';
    narration.replaceChildren();
    scope.getElementById('progress').hidden = true;
  }

  /**
   * Shows the graph the viewer's attributes name (`query`: URLSearchParams of input or
   * preset and its settings or board and moves, algo, greedy, layout, step). Returns
   * { errors: [sentence] }; a graph the core does not read is not drawn.
   */
  function load(query) {
    const errors = [];
    let wanted = query.get('layout');
    if (wanted !== null && !LAYOUTS.includes(wanted)) {
      errors.push(t('graph.badLayout', { layout: wanted, known: LAYOUTS.join(t('url.or')) }));
      wanted = null;
    }
    const got = source(query);
    let input = null;
    if (got.text !== undefined) {
      try {
        input = new core.GraphInput(got.text);
      } catch (err) {
        got.error = whereText(err);
      }
    }
    if (!input) {
      clear();
      return { errors: [...errors, got.error] };
    }
    const algorithms = Array.from(input.algorithms());
    const algo = query.get('algo');
    if (algo !== null && !algorithms.includes(algo)) errors.push(t('graph.viewer.algoNotHere', { algo, known: algorithms.join(t('url.or')) }));
    const greedy = query.has('greedy') ? query.get('greedy') === '1' : null;
    stopLayout();
    frame.classList.remove('graph-none');
    s.input?.free();
    s.input = input;
    s.graph = { n: input.n(), edges: Array.from(input.edges()), sides: input.sides(), cycle: Array.from(input.oddCycle()) };
    const big = s.graph.n > limits.drawMaxVertices;
    view.hidden = big;
    const progress = scope.getElementById('progress');
    progress.hidden = !big;
    progress.textContent = big ? t('graph.noRun', { max: num(limits.drawMaxVertices) }) : '';
    lay(wanted, errors);
    run.ask({ algorithm: algorithms.includes(algo) ? algo : null, greedy });
    run.restart(got.text, input);
    if (big) run.setWinning(s.graph.n, solve(got.text));
    const step = query.get('step');
    if (step === 'end') run.player.go('end');
    else if (/^\d{1,9}$/.test(step ?? '')) run.player.go(Number(step));
    return { errors };
  }

  /** Past drawMaxVertices: the winning starts from the core's run without events (as the tab's judge output). */
  function solve(text) {
    const r = new core.GraphRun(text, { maxEvents: 1 });
    while (!r.record(1 << 20));
    const starts = r.winningStarts();
    r.free();
    return starts;
  }

  /** Two-sided when bipartite and small (or asked for), else the force layout. */
  function lay(wanted, errors) {
    const { n, edges, sides } = s.graph;
    view.fitted = true;
    if (view.hidden) return view.show(s.graph, []);
    const bipartite = sides.length === n;
    if (wanted === 'layered' && !bipartite) errors.push(t('graph.noLayered'));
    let right = 0;
    for (const side of sides) right += side;
    const small = Math.max(right, n - right) <= LAYERED_AUTO_MAX;
    if (bipartite && (wanted === 'layered' || (wanted === null && small))) return view.show(s.graph, layered(n, edges, sides));
    const force = new ForceLayout(n, edges);
    s.force = force;
    const settled = force.run(SETTLE_MS);
    view.show(s.graph, force.places());
    if (settled) return;
    const step = () => {
      if (s.force !== force) return;
      const done = force.run(FRAME_MS);
      view.move(force.places());
      if (!done) s.frame = requestAnimationFrame(step);
    };
    s.frame = requestAnimationFrame(step);
  }

  return {
    load,
    player: run.player,
    controls: run.controls,
    get run() {
      return run.player.run;
    },
    /**
     * { step, lastStep, complete, playing, verdict, detail, algorithm, …, n, drawn,
     * settled, zoom: { scale, ox, oy } (CSS px per layout unit, the origin) }, or null
     * while no graph is shown.
     */
    state() {
      if (!s.input) return null;
      const verdict = scope.getElementById('verdict');
      // Past drawMaxVertices there is no run: the verdict is the core's run without events.
      // A drawn graph whose run has not been read yet (before its first frame): nothing
      // recorded, so not complete and no verdict.
      const now =
        run.state() ??
        (view.hidden
          ? { step: 0, lastStep: 0, complete: true, playing: false, verdict: verdict.firstElementChild.textContent, detail: verdict.lastElementChild.textContent }
          : { step: 0, lastStep: 0, complete: false, playing: false, verdict: null, detail: '' });
      return { ...now, n: s.graph.n, drawn: !view.hidden, settled: !s.force || s.force.settled, zoom: { scale: view.scale, ox: view.ox, oy: view.oy } };
    },
    /** Gives the graph's and the run's memory back (the viewer removed from its page); load() shows one again. */
    release: clear,
    setLooks({ dark }) {
      view.dark = dark;
      view.redraw();
      run.controls.restyle();
    },
    label,
  };
}

/** A core error in words, with its line and column when it has them. */
function whereText(err) {
  const where = err?.line ? t('editor.where', { line: String(err.line), column: String(err.column) }) : '';
  return `${where}${errorText(err)}`;
}
