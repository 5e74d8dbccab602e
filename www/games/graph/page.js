// The graph tab on the page: the graph read from judge input (the input box and the
// outputs: io.js), the drawing (view.js) laid out two-sided or by forces (layout.js),
// Edit mode with undo (edits.js), the facts and legend beside it, the address
// (`?game=graph&input=…&layout=…`: address.js) and what the rest of the page drives
// (window.gridplay, a lesson's and a practice set's hooks, presentation mode: hooks.js).
// Every graph shown is one the core read: an edit becomes judge input and goes through
// `GraphInput` again.
// Each graph shown is solved by the core (`GraphRun`, the default algorithm, without
// recording events) for its judge output, byte-equal to `gridplay graph`, and restarts
// the run, animated on the drawing with the page's transport (run.js, its marks
// marks.js); a vertex clicked at the verdict is explained (explain.js). Dragging a
// vertex only moves it.
import './graph.css';
import { errorText } from '../../core/errors.js';
import { num, t } from '../../i18n/index.js';
import { graphAddress, openLink } from './address.js';
import { exposeGraph, presentation, tabHooks } from './hooks.js';
import { mountIO } from './io.js';
import { History, addEdge, addVertex, deleteEdge, deleteVertex } from './edits.js';
import { ForceLayout, LAYERED_AUTO_MAX, layered } from './layout.js';
import { legendItems } from './legend.js';
import { addGraphPlay } from './play.js';
import './play.css';
import { runLegend } from './marks.js';
import { mountRun } from './run.js';
import { setupExplain } from './explain.js';
import { mountPresets } from './presets.js';
import { GraphView } from './view.js';

const $ = (id) => document.getElementById(id);
const FRAME_MS = [12, 30]; // force layout time per frame: small graphs, and past 500 vertices (fewer redraws)
const TWEEN_MS = 250; // the two-sided drawing moves into place this long after an edit

/**
 * Sets the tab up; resolves, once the link's graph shows, to its address bar
 * { write, changed } with what other parts of the tab (presets, play, practice) use:
 * show(text, source?) shows judge input `text` as the graph (null, or its error
 * { line, column, message }, said beside the input box), `view` (the GraphView, for
 * their layers), `run` (run.js's: the player, atVerdict(), state()) and `tab` (what a
 * practice set and a lesson need: www/games/graph/practice.js, www/lessons/graph-stage.js).
 * `teachingQuery()`: the address a practice set or a lesson on the tab gives (null: the
 * graph's own).
 */
export async function mountGraph({ core, notice, game, teachingQuery = () => null }) {
  document.documentElement.classList.add('graph-tab');
  const limits = game.protocol.limits;
  const view = new GraphView($('board'), { on: {} });
  const edits = new History(); // undo and redo of edits
  const shown = []; // listeners told of each graph shown (address.tab.onChange)
  const s = {
    input: null, // the GraphInput shown
    graph: { n: 0, edges: [], sides: new Uint8Array(0), cycle: [] },
    text: '',
    wanted: null, // the drawing asked for ('layered' | 'force'), null: the core's sides decide
    layout: 'force', // the drawing shown
    force: null, // the running ForceLayout
    tweening: false, // the two-sided drawing is moving into place
    pinned: new Set(), // vertices the force layout keeps where they are: dragged, or added by a click
    failed: false, // the input box holds text with an error
    practising: false, // a practice set is on the tab: no edits
    frame: 0,
  };
  const ui = buildControls();
  const play = addGraphPlay({ core, view, graph: () => ({ text: s.text, n: s.graph.n }), maxVertices: limits.drawMaxVertices, editing: () => view.editing, stopEditing: () => setEditing(false), practising: () => s.practising, covered: () => showLegend() });
  // The presets and a board as its graph (presets.js): shown as any input is, then remembered for the link and the facts.
  const presets = mountPresets({ core, game, refuse: (error, source) => io.showError(error, source), open(text, source, from) {
    const error = apply(text, from);
    if (!error) {
      presets.shown(source);
      showFacts();
      address.changed();
    }
    return error;
  } });
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const looks = () => {
    view.dark = dark.matches;
    view.redraw();
    showLegend();
    runCtl?.controls.restyle();
  };
  dark.addEventListener('change', looks);
  view.dark = dark.matches;

  // --- reading and showing ----------------------------------------------------------

  /** The core's reading of `text`: { input } or { error }. */
  function read(text) {
    try {
      return { input: new core.GraphInput(text) };
    } catch (err) {
      return { error: { line: err?.line ?? 0, column: err?.column ?? 0, message: err?.message ?? String(err) } };
    }
  }

  /** Shows the graph `input` read from `text`; `places` keeps vertices where they were (an edit). */
  function show(input, text, places = null) {
    s.input?.free();
    presets.shown(null); // (a preset or board says so after showing it)
    s.input = input;
    s.text = text;
    s.graph = { n: input.n(), edges: Array.from(input.edges()), sides: input.sides(), cycle: Array.from(input.oddCycle()) };
    for (const fn of shown) fn();
    const { n } = s.graph;
    const big = n > limits.drawMaxVertices;
    view.hidden = big;
    ui.big.hidden = !big;
    ui.big.textContent = big ? t('graph.tooBig', { n, max: limits.drawMaxVertices }) : '';
    $('edit-mode').disabled = big || s.practising;
    if (big && editing()) setEditing(false);
    ui.layout.disabled = ui.again.disabled = big;
    $('board').setAttribute('aria-label', t('graph.label', counts()));
    play.graphChanged();
    showFacts();
    solve();
    explain?.clear();
    runCtl?.restart(text, input);
    runCtl?.setWinning(n, s.winning);
    io.setText(text);
    lay(big ? null : places);
    showUndo();
    address.changed();
  }

  /**
   * Lays the graph out by the drawing chosen: from `places` (an edit's: kept, and the
   * force layout only tidies them, `warm`; a switch of drawing: its start) or anew (`again`).
   */
  function lay(places, { again = false, warm = true } = {}) {
    cancelAnimationFrame(s.frame);
    s.force = null;
    s.tweening = false;
    const { n, edges, sides } = s.graph;
    const bipartite = sides.length === n;
    let right = 0;
    for (const side of sides) right += side;
    const small = Math.max(right, n - right) <= LAYERED_AUTO_MAX;
    s.layout = bipartite && (s.wanted === 'layered' || (s.wanted === null && small)) ? 'layered' : 'force';
    ui.layout.value = s.layout;
    ui.layout.options[0].disabled = !bipartite;
    ui.why.hidden = bipartite || s.wanted !== 'layered';
    if (view.hidden) return view.show(s.graph, []);
    if (s.layout === 'layered') {
      const target = layered(n, edges, sides);
      if (!places || places.length !== target.length) return view.show(s.graph, target);
      view.show(s.graph, places);
      tween(places, target);
    } else {
      if (again) s.pinned.clear();
      s.force = new ForceLayout(n, edges, again ? null : places, { warm: warm && !!places && !again && places.length === 2 * n, pinned: s.pinned });
      view.show(s.graph, s.force.places());
      runForce();
    }
  }

  function runForce() {
    const force = s.force;
    if (!force) return;
    const settled = force.run(FRAME_MS[s.graph.n > 500 ? 1 : 0]);
    view.move(force.places());
    if (!settled) s.frame = requestAnimationFrame(runForce);
  }

  function tween(from, to) {
    const start = performance.now();
    s.tweening = true;
    const step = (now) => {
      const k = Math.min(1, (now - start) / TWEEN_MS);
      const e = k * (2 - k);
      view.move(from.map((x, i) => x + (to[i] - x) * e));
      if (k < 1) s.frame = requestAnimationFrame(step);
      else s.tweening = false;
    };
    s.frame = requestAnimationFrame(step);
  }

  function showFacts() {
    const { n, sides, cycle } = s.graph;
    const lines = [t('graph.facts', counts())];
    if (sides.length === n) {
      let right = 0;
      for (const side of sides) right += side;
      lines.push(t('graph.bipartite', { left: t('graph.vertices', { n: n - right }), right: t('graph.vertices', { n: right }) }));
    } else {
      const names = cycle.slice(0, 12).map((v) => num(v + 1));
      const shown = cycle.length > names.length ? t('graph.cycleMore', { list: names.join(' – '), n: cycle.length }) : `${names.join(' – ')} – ${names[0]}`;
      lines.push(t('graph.oddCycle', { cycle: shown }));
    }
    lines.push(...presets.facts());
    $('game-note').replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
    $('game-note').hidden = false;
    showLegend();
  }

  /** The graph's size in words: { vertices: '12 vertices', edges: '15 edges' }. */
  function counts() {
    return { vertices: t('graph.vertices', { n: s.graph.n }), edges: t('graph.edges', { n: s.graph.edges.length / 2 }) };
  }

  /** The legend of what the drawing shows: while a game is in play (view.covered), only the vertices and edges. */
  function showLegend() {
    const bipartite = s.graph.sides.length === s.graph.n;
    const scene = view.covered ? null : runCtl?.scene();
    const marks = scene ? runLegend(scene.shows, !!explain?.shown()) : [];
    const cycle = !bipartite && view.showCycle && !view.covered; // (a run past its start draws its own marks instead)
    const key = `${view.hidden} ${bipartite} ${cycle} ${view.dark} ${marks.map((m) => m[0]).join()}`;
    if (key === s.legendKey) return;
    s.legendKey = key;
    $('legend').replaceChildren(...(view.hidden ? [] : legendItems(bipartite, cycle, view.dark, marks)));
  }

  // --- the judge output and the input box (io.js) -----------------------------------

  /** Solves the graph shown with the core's default algorithm (no events recorded) and shows its judge output. */
  function solve() {
    const run = new core.GraphRun(s.text, { maxEvents: 1 });
    while (!run.record(1 << 20));
    s.output = run.judgeOutput();
    s.winning = run.winningStarts();
    run.free();
    io.setOutput(s.output);
  }

  /** A new input from the box, a file or a link: shown when the core reads it, else its error (io.js says it). */
  const io = mountIO({
    use(text) {
      const got = read(text);
      if (got.error) return got.error;
      edits.clear();
      s.pinned = new Set();
      show(got.input, text);
      return null;
    },
  });
  const apply = io.apply;

  // --- editing ------------------------------------------------------------------------

  const editing = () => view.editing;
  function setEditing(on) {
    view.editing = on;
    if (on) explain?.clear();
    $('edit-mode').setAttribute('aria-pressed', String(on));
    $('board').classList.toggle('editing', on);
    say('');
    play.sync();
  }

  function say(text) {
    $('edit-note').textContent = text;
    $('edit-note').hidden = !text;
  }

  const now = () => ({ text: s.text, places: view.places.slice(), pinned: [...s.pinned] });

  /** An edit's new judge input (and places), read by the core; refused with its reason. */
  function edit(result, words, pinned = s.pinned) {
    view.fitted = false; // the view stays where the edit was made
    const got = read(result.text);
    if (got.error) return say(t('graph.edit.refused', { reason: errorText(got.error) }));
    edits.push(now());
    s.pinned = new Set(pinned);
    show(got.input, result.text, result.places);
    say(words);
  }

  function restore(state) {
    const got = read(state.text);
    if (got.error) return; // (every text kept was read once)
    s.pinned = new Set(state.pinned);
    show(got.input, state.text, state.places);
    say('');
  }

  view.on = {
    click({ vertex, edge, at }) {
      if (!editing()) return blinkEdit();
      const g = s.graph;
      const places = view.places;
      if (vertex >= 0) {
        // The pinned vertices after the deleted one move down by one, as their numbers do.
        const pinned = [...s.pinned].filter((w) => w !== vertex).map((w) => (w > vertex ? w - 1 : w));
        edit(deleteVertex(g, places, vertex), t('graph.edit.deletedVertex', { v: vertex + 1 }), pinned);
      }
      else if (edge >= 0) {
        const r = deleteEdge(g, places, edge);
        edit(r, t('graph.edit.deletedEdge', { u: r.u + 1, v: r.v + 1 }));
      } else edit(addVertex(g, places, ...at), t('graph.edit.added', { v: g.n + 1 }), [...s.pinned, g.n]);
    },
    pending: (v) => say(t('graph.edit.dragTo', { v: v + 1 })),
    join(u, v) {
      if (v < 0 || v === u) return say('');
      const r = addEdge(s.graph, view.places, u, v);
      if (!r) return say(t('graph.edit.already', { u: u + 1, v: v + 1 }));
      edit(r, t('graph.edit.joined', { u: u + 1, v: v + 1 }));
    },
    drag(v, x, y) {
      view.fitted = false; // the view stays put under the pointer
      if (s.force) {
        s.force.hold(v, x, y);
        if (s.force.settled) view.move(s.force.places());
        else {
          cancelAnimationFrame(s.frame);
          runForce();
        }
      } else {
        cancelAnimationFrame(s.frame);
        const places = view.places.slice();
        [places[2 * v], places[2 * v + 1]] = [x, y];
        view.move(places);
      }
    },
    hover(what) {
      const el = $('hover');
      el.hidden = !what;
      if (what?.vertex !== undefined) {
        const v = what.vertex;
        let degree = 0;
        for (const w of s.graph.edges) if (w === v) degree++;
        el.textContent = t('graph.hoverVertex', { v: v + 1, n: degree }) + presets.cellWords(v);
      } else if (what) {
        const e = s.graph.edges;
        el.textContent = t('graph.hoverEdge', { u: e[2 * what.edge] + 1, v: e[2 * what.edge + 1] + 1 });
      }
    },
  };

  function blinkEdit() {
    const button = $('edit-mode');
    if (button.disabled) return;
    button.classList.remove('nudge');
    void button.offsetWidth; // restart the animation
    button.classList.add('nudge');
  }

  function undo(redo = false) {
    const state = redo ? edits.redo(now()) : edits.undo(now());
    if (state) restore(state);
    showUndo();
  }

  function showUndo() {
    $('undo').disabled = !edits.canUndo;
    $('redo').disabled = !edits.canRedo;
  }

  $('undo').addEventListener('click', () => undo());
  $('redo').addEventListener('click', () => undo(true));
  $('edit-mode').addEventListener('click', () => setEditing(!editing()));
  $('edit-mode').addEventListener('animationend', () => $('edit-mode').classList.remove('nudge'));
  // The drawing fits beside the view buttons (on phones they are a row under it).
  const tools = document.querySelector('.view-tools');
  new ResizeObserver(() => {
    view.tools = getComputedStyle(tools).position === 'absolute' ? Math.ceil(tools.getBoundingClientRect().width) + 10 : 0;
    if (view.fitted) view.fit();
  }).observe(tools);
  $('fit').addEventListener('click', () => view.fit());
  $('zoom-in').addEventListener('click', () => view.zoom(1.25));
  $('zoom-out').addEventListener('click', () => view.zoom(0.8));
  $('pan-mode').addEventListener('click', (e) => {
    const on = e.currentTarget.getAttribute('aria-pressed') !== 'true';
    e.currentTarget.setAttribute('aria-pressed', String(on));
    view.panMode = on;
    $('board').classList.toggle('panning', on);
  });
  ui.layout.addEventListener('change', () => {
    s.wanted = ui.layout.value;
    lay(view.places.slice(), { warm: false });
    address.changed();
  });
  ui.again.addEventListener('click', () => lay(null, { again: true }));
  document.addEventListener('keydown', (e) => keys(e, { undo, setEditing, editing, view }));

  // --- the run and Explain (after the tab's keys: theirs come first) ------------------

  let explain = null;
  const runCtl = mountRun({
    core,
    view,
    limits,
    onView() {
      if (!runCtl.atVerdict()) explain?.clear();
      explain?.sync();
      showLegend();
      const label = t('graph.label', counts());
      $('board').setAttribute('aria-label', runCtl.atVerdict() ? `${label}. ${t('graph.explain.title')}` : label);
    },
  });
  explain = setupExplain(view, {
    run: () => runCtl.player.run,
    atVerdict: () => runCtl.atVerdict(),
    els: { button: $('explain-mode'), panel: $('why'), title: $('why-title'), text: $('why-text'), note: $('explain-note'), canvas: $('board') },
    changed: () => showLegend(),
    busy: () => play.on || s.practising,
  });

  // Export… (export.js, loaded on first use): the drawing at the run's steps, with its words.
  $('export').addEventListener('click', () =>
    import('./export.js').then((m) => m.openGraphExport({ view, run: runCtl, graph: () => s.graph, explained: () => explain.shown() })),
  );

  // --- the address, the link's graph, and what the rest of the page drives ------------

  const address = graphAddress({ shown: () => ({ text: s.text, layout: s.wanted }), game, presets, run: runCtl, teachingQuery });
  openLink({
    start(layout) {
      s.wanted = layout;
      show(read(game.protocol.defaults.input).input, game.protocol.defaults.input);
    },
    apply,
    box: io.box,
    presets,
    notice,
  });
  view.resize();
  looks();

  const tab = { core, s, view, run: runCtl, explain, play, presets, apply, setEditing, shown };
  exposeGraph(tab);
  address.tab = tabHooks(tab);
  return Object.assign(address, { show: (text, source) => apply(text, source), view, run: runCtl, presentable: presentation(tab) });
}

/** The tab's own controls: the drawing select and Lay out again (under the board), the too-big note (on it). */
function buildControls() {
  const row = document.createElement('div');
  row.className = 'graph-options';
  const label = document.createElement('label');
  label.title = t('graph.layoutTitle');
  const layout = document.createElement('select');
  layout.id = 'graph-layout';
  for (const id of ['layered', 'force']) layout.append(new Option(t(`graph.layout.${id}`), id));
  label.append(Object.assign(document.createElement('span'), { textContent: t('graph.layout') }), ' ', layout);
  const again = Object.assign(document.createElement('button'), { type: 'button', id: 'graph-again', textContent: t('graph.layoutAgain'), title: t('graph.layoutAgainTitle') });
  const why = Object.assign(document.createElement('span'), { className: 'hint-inline', textContent: t('graph.noLayered'), hidden: true });
  row.append(label, again, why);
  $('coords-note').after(row);
  $('coords-note').textContent = t('graph.coordinates');
  const big = Object.assign(document.createElement('p'), { id: 'graph-big', className: 'graph-big', hidden: true });
  $('board').after(big);
  $('edit-hint').textContent = t('graph.text.edit');
  $('edit-mode').title = t('graph.editTitle');
  $('explain-mode').title = t('graph.explain.title');
  $('pan-mode').title = t('graph.panTitle');
  $('editor-title').textContent = t('graph.editorTitle');
  const keys = document.querySelector('[data-i18n-html="foot.keys"]');
  if (keys) keys.innerHTML = t('graph.keys'); // (trusted markup from the catalogue)
  return { layout, again, why, big };
}

/** The tab's keys, outside text boxes: D Edit mode, + - 0 zoom, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo, Esc leaves Edit. */
function keys(e, { undo, setEditing, editing, view }) {
  const target = e.target;
  if (target?.closest?.('input, textarea, select, [contenteditable]') || e.altKey) return;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (ctrl && (key === 'z' || key === 'y')) undo(key === 'y' || e.shiftKey);
  else if (ctrl) return;
  else if (key === 'd' && !$('edit-mode').disabled) setEditing(!editing());
  else if (key === 'escape' && editing()) setEditing(false);
  else if (key === '+' || key === '=') view.zoom(1.25);
  else if (key === '-') view.zoom(0.8);
  else if (key === '0') view.fit();
  else return;
  e.preventDefault();
}
