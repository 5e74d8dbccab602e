// The graph tab on the page: the input box (paste, type, open a file; the error beside
// it, the last good graph kept), the drawing (view.js) laid out two-sided or by forces
// (layout.js), Edit mode with undo (edits.js), the facts and legend beside it, and the
// address (`?game=graph&input=…&layout=…`). Every graph shown is one the core read:
// an edit becomes judge input and goes through `GraphInput` again.
// Each graph shown is solved by the core (`GraphRun`, the default algorithm, without
// recording events): its judge output, byte-equal to `gridplay graph`, and Your output
// compared with it as the judges compare. The places for a run's verdict, narration,
// Explain and play are the page's own (hidden here: graph.css), for the animation.
import './graph.css';
import { errorText } from '../../core/errors.js';
import { linkLang, num, t } from '../../i18n/index.js';
import { copy } from '../../ui/copy.js';
import { compareOutput, startsWithBom } from '../../shells/page/compare.js';
import { describe } from '../../shells/page/judge.js';
import { History, addEdge, addVertex, deleteEdge, deleteVertex } from './edits.js';
import { ForceLayout, LAYERED_AUTO_MAX, layered } from './layout.js';
import { addressOf, readLink } from './link.js';
import { legendItems } from './legend.js';
import { mountPresets } from './presets.js';
import { GraphView } from './view.js';

const $ = (id) => document.getElementById(id);
const INPUT_SHOWN_MAX = 100_000; // longer inputs are left out of the box (Copy and Download have them)
const RECHECK_MS = 300; // an input with an error is tried again this long after typing stops
const FRAME_MS = [12, 30]; // force layout time per frame: small graphs, and past 500 vertices (fewer redraws)
const TWEEN_MS = 250; // the two-sided drawing moves into place this long after an edit
const URL_DELAY = 300;

/** Sets the tab up; resolves to its address bar { write, changed } once the link's graph shows. */
export async function mountGraph({ core, notice, game }) {
  document.documentElement.classList.add('graph-tab');
  const limits = game.protocol.limits;
  const view = new GraphView($('board'), { on: {} });
  const edits = new History(); // undo and redo of edits
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
    frame: 0,
  };
  const ui = buildControls();
  // The presets and a board as its graph (presets.js): shown as any input is, then remembered for the link and the facts.
  const presets = mountPresets({ core, game, refuse: showError, open(text, source, from) {
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
    const { n } = s.graph;
    const big = n > limits.drawMaxVertices;
    view.hidden = big;
    ui.big.hidden = !big;
    ui.big.textContent = big ? t('graph.tooBig', { n, max: limits.drawMaxVertices }) : '';
    $('edit-mode').disabled = big;
    if (big && editing()) setEditing(false);
    ui.layout.disabled = ui.again.disabled = big;
    $('board').setAttribute('aria-label', t('graph.label', counts()));
    showFacts();
    solve();
    setInputText(text);
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

  function showLegend() {
    const bipartite = s.graph.sides.length === s.graph.n;
    $('legend').replaceChildren(...(view.hidden ? [] : legendItems(bipartite, !bipartite, view.dark)));
  }

  // --- the judge output and Your output --------------------------------------------

  /** Solves the graph shown with the core's default algorithm (no events recorded) and shows its judge output. */
  function solve() {
    const run = new core.GraphRun(s.text, { maxEvents: 1 });
    while (!run.record(1 << 20));
    s.output = run.judgeOutput();
    run.free();
    $('judge-output').value = s.output;
    compareYours();
  }

  function compareYours() {
    const status = $('comparison');
    const got = $('your-output').value;
    if (got.trim() === '') status.textContent = '';
    else describe(status, compareOutput(s.output, got), startsWithBom(got));
    status.className = `comparison ${got.trim() === '' ? '' : status.dataset.same === '1' ? 'same' : 'differ'}`;
  }

  $('output-command').textContent = 'gridplay graph';
  $('your-output').addEventListener('input', compareYours);
  $('download-output').addEventListener('click', () => download(s.output, 'graph.out'));
  $('copy-output').addEventListener('click', (e) => copy(s.output, e.currentTarget));

  // --- the input box ------------------------------------------------------------------

  function setInputText(text) {
    const box = $('judge-input');
    showError(null);
    box.value = text.length <= INPUT_SHOWN_MAX ? text : '';
    box.placeholder = text.length <= INPUT_SHOWN_MAX ? '' : t('graph.tooLong', { n: text.length });
  }

  function showError(error, source = t('editor.theInput')) {
    const box = $('input-error');
    s.failed = !!error;
    box.hidden = !error;
    box.textContent = error ? t('graph.error', { where: error.line ? t('editor.where', { line: String(error.line), column: String(error.column) }) : '', message: errorText(error), source }) : '';
    if (error) $('judge-input').setAttribute('aria-invalid', 'true');
    else $('judge-input').removeAttribute('aria-invalid');
  }

  /** A new input from the box, a file or a link: shown when the core reads it, else its error beside the box. */
  function apply(text, source) {
    clearTimeout(s.recheck);
    const got = read(text);
    if (got.error) return showError(got.error, source), got.error;
    edits.clear();
    s.pinned = new Set();
    show(got.input, text);
    return null;
  }

  const box = $('judge-input');
  $('apply-input').addEventListener('click', () => apply(box.value));
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      apply(box.value);
    }
  });
  box.addEventListener('paste', () => {
    const whole = box.selectionStart === 0 && box.selectionEnd === box.value.length;
    if (whole || box.value.trim() === '') setTimeout(() => apply(box.value));
  });
  box.addEventListener('input', () => {
    clearTimeout(s.recheck);
    if (s.failed && box.value.length <= INPUT_SHOWN_MAX) s.recheck = setTimeout(() => apply(box.value), RECHECK_MS);
  });
  $('file').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    e.target.value = '';
    if (text.length <= INPUT_SHOWN_MAX) box.value = text;
    apply(text, file.name);
  });
  $('download-input').addEventListener('click', () => download(s.text, 'graph.txt'));
  $('copy-input').addEventListener('click', (e) => copy(s.text, e.currentTarget));

  // --- editing ------------------------------------------------------------------------

  const editing = () => view.editing;
  function setEditing(on) {
    view.editing = on;
    $('edit-mode').setAttribute('aria-pressed', String(on));
    $('board').classList.toggle('editing', on);
    say('');
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

  // --- the address --------------------------------------------------------------------

  let timer = 0;
  const address = {
    async write() {
      clearTimeout(timer);
      const query = addressOf({ text: s.text, sample: game.protocol.defaults.input, layout: s.wanted, lang: linkLang(), source: presets.query() });
      if (query !== location.search) history.replaceState(null, '', query + location.hash);
    },
    changed() {
      clearTimeout(timer);
      timer = setTimeout(() => address.write(), URL_DELAY);
    },
  };

  // --- the link's graph ---------------------------------------------------------------

  const link = readLink(location.search);
  s.wanted = link.layout;
  const fallback = read(game.protocol.defaults.input).input;
  show(fallback, game.protocol.defaults.input);
  if (link.input !== null) {
    const error = apply(link.input, t('page.fromLink'));
    if (error) box.value = link.input.length <= INPUT_SHOWN_MAX ? link.input : '';
  } else presets.fromLink(location.search);
  if (link.errors.length) notice(t('page.linkProblem', { problems: link.errors.join(t('list.clauses')) }));
  view.resize();
  looks();

  window.gridplay = Object.freeze({
    graph: () => ({
      n: s.graph.n,
      edges: [...s.graph.edges],
      sides: [...s.graph.sides],
      cycle: [...s.graph.cycle],
      text: s.text,
      output: s.output,
      layout: s.layout,
      settled: !s.tweening && (!s.force || s.force.settled),
      drawn: !view.hidden,
      editing: view.editing,
      places: [...view.places],
      cells: presets.source()?.cells ? [...presets.source().cells] : null, // a board's graph: the cell of each vertex
    }),
    vertexPoint: (v) => view.clientPoint(v),
    viewport: () => ({ scale: view.scale, ox: view.ox, oy: view.oy, radius: view.radius }),
  });
  return address;
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

function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
