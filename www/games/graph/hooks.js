// What the rest of the page drives the graph tab through, set up by page.js's mountGraph
// over its state: `window.gridplay` (tests and embedding pages read the graph, the run
// and Explain), the tab's hooks for a practice set and a lesson (www/games/graph/practice.js,
// www/lessons/graph-stage.js), and what presentation mode drives (www/shells/present.js).
// They read the tab's state when called; none keeps a copy.
//
//   exposeGraph(tab); address.tab = tabHooks(tab); address.presentable = presentation(tab);
//   // tab = { core, s, view, run, explain, play, presets, apply, setEditing, shown }
import { errorText } from '../../core/errors.js';
import { t } from '../../i18n/index.js';

const $ = (id) => document.getElementById(id);

/** window.gridplay on the tab: graph() (what is shown), go(step), vertexPoint(v), play(), viewport(). */
export function exposeGraph({ s, view, run, explain, play, presets }) {
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
      run: run.state(),
      explained: explain.shown(),
      cursor: explain.cursor,
      explaining: explain.on,
      cells: presets.source()?.cells ? [...presets.source().cells] : null, // a board's graph: the cell of each vertex
    }),
    /** Goes to `step` of the run (a number or 'end'), paused. */
    go: (step) => (run.player.pause(), run.player.go(step)),
    vertexPoint: (v) => view.clientPoint(v),
    play: () => play.state(),
    viewport: () => ({ scale: view.scale, ox: view.ox, oy: view.oy, radius: view.radius }),
  });
}

/** The hooks a practice set and a lesson's slides use on the tab (address.tab). */
export function tabHooks({ core, s, view, run, explain, apply, setEditing, shown }) {
  return {
    core,
    view,
    open: (text) => apply(text, t('page.fromLink')),
    practise: () => ((s.practising = true), setEditing(false), ($('edit-mode').disabled = true)),
    // A lesson's slide (www/lessons/graph-stage.js): the graph with the run's options,
    // the run, its step, a vertex explained, the step's sentence.
    load(text, options) {
      run.ask(options);
      const error = apply(text, t('page.fromLink'));
      return error ? [errorText(error)] : [];
    },
    run: () => run.player.run,
    input: () => s.input,
    go: (step) => (run.player.pause(), run.player.go(step)),
    explain: (v) => explain.explain(v),
    clear: () => explain.clear(),
    narration: () => run.sentence(),
    protocol: () => run.scene()?.protocol ?? core.geographyProtocol(),
    /** The token-game board `text` (rook moves) as its graph: { text, cells: [[r, c]] per vertex }, the core's. */
    boardAsGraph(text) {
      const g = core.boardAsGraph(text, 'rook');
      return { text: g.input, cells: Array.from(g.cells, (cell) => [Math.floor(cell / g.cols), cell % g.cols]) };
    },
    /** fn() after each graph shown (a slide's, or one edited by hand). */
    onChange: (fn) => shown.push(fn),
  };
}

/**
 * What presentation mode (www/shells/present.js) drives on the tab, in the shape of a
 * board's Session: the drawing (tools, maxScale, margin, fit), the looks, editing, the
 * run's controls.
 */
export function presentation({ s, view, run, setEditing }) {
  return {
    diagram: view,
    setLooks({ contrast }) {
      view.contrast = !!contrast;
      view.fit();
      run.controls.restyle();
    },
    get editable() {
      return !$('edit-mode').disabled;
    },
    set editable(on) {
      if (!on) setEditing(false);
      $('edit-mode').disabled = !on || view.hidden || s.practising;
    },
    controls: run.controls,
    player: run.player,
  };
}
