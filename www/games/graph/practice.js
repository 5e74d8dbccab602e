// Practice on the graph tab (?practice=graph, kind graph-winning-starts): the graph
// tab as the practice panel's board (www/lessons/practice.js; SessionBoard there is
// the board games' side of the same interface), and the core's certificate of a
// vertex said and drawn on the graph. The question, its right answer, the check and
// the certificate are the core's (crate/src/graph/practice.rs, graphPracticeQuestion
// and graphPracticeCheck); this module only shows the graph, takes the clicks and the
// keys, and draws what the words name.
//
//   const board = new GraphBoard(tab, game); // tab: the graph tab's { core, view, open(text), practise() }
//   openPractice({ board, notice, changed }, query);
//
// While practising the tab takes no edits (Edit mode off and its button disabled); the
// page's `practising` class hides the input box, the judge output and the run's
// controls (www/style.css), which would give the answer away.
import { t } from '../../i18n/index.js';
import { PALETTES } from './palette.js';
import { circle, square } from './view.js';

// Okabe–Ito, beside the view's vertex colours: the proof's matching in ink, its new
// pairs (flipped along the path) reddish purple, the path and the mover's first move
// orange; the marks of an answer as on the board (missed green dashed, wrong
// vermillion crosses, chosen in the focus colour).
const MARKS = {
  light: { matching: '#1a1a1a', fresh: '#cc79a7', path: '#e69f00', right: '#00785a', wrong: '#d55e00', halo: '#ffffff' },
  dark: { matching: '#f2f2f2', fresh: '#f0a3cf', path: '#f0b43c', right: '#2fc79b', wrong: '#ff7b3a', halo: '#121416' },
};
const marksOf = (pal) => MARKS[pal === PALETTES.dark ? 'dark' : 'light'];

/** The graph tab as the practice panel's board (see SessionBoard in www/lessons/practice.js). Items are vertices, 0-based. */
export class GraphBoard {
  first = 0;

  constructor(tab, game) {
    this.tab = tab;
    this.game = game;
    this.core = tab.core;
    this.view = tab.view;
    this.canvas = tab.view.canvas;
    this.session = this; // what the kinds are given: this board
    tab.practise();
  }

  /** Shows the question's graph (laid out two-sided when bipartite: the tab's own choice). */
  open(q) {
    const error = this.tab.open(q.input);
    if (error) throw new Error(`practice graph: ${error.message}`);
  }

  label() {
    const g = this.view.graph;
    this.canvas.setAttribute('aria-label', t('practice.graph.label', { vertices: t('graph.vertices', { n: g.n }), edges: t('graph.edges', { n: g.edges.length / 2 }) }));
  }

  choosable(kind, v) {
    return Number.isInteger(v) && v >= 0 && v < this.view.graph.n;
  }

  name(v) {
    return t('practice.graph.vertex', { v: v + 1 });
  }

  position(v) {
    return v;
  }

  /**
   * The vertex the cursor goes to from `v` for an arrow [dr, dc]: the nearest on screen
   * in that direction (ahead of `v`, the distance across counted twice), or `v` when
   * none is. Cost: O(n).
   */
  step(v, [dr, dc]) {
    const [x0, y0] = this.view.at(v);
    let best = v;
    let bestCost = Infinity;
    for (let w = 0; w < this.view.graph.n; w++) {
      const [x, y] = this.view.at(w);
      const along = (x - x0) * dc + (y - y0) * dr;
      const across = Math.abs((x - x0) * dr - (y - y0) * dc);
      if (w === v || along <= 0.5) continue;
      const cost = along + 2 * across;
      if (cost < bestCost) [best, bestCost] = [w, cost];
    }
    return best;
  }

  showEnd() {}

  redraw() {
    this.view.redraw();
  }

  /** The kind's drawing over the edges and under the vertices; the answer's marks over the vertices, taking the clicks. */
  addLayer(panel) {
    this.view.addLayer({ id: 'practice-why', z: -1, shown: () => panel.shown(), draw: (ctx, view, pal) => panel.draw(ctx, view, pal, null, { over: false }) });
    this.view.addLayer({
      id: 'practice',
      z: 1,
      shown: () => panel.shown(),
      click: (v) => panel.click(v),
      draw: (ctx, view, pal) => panel.draw(ctx, view, pal, this.marker(ctx, view, pal), { under: false }),
    });
  }

  /** How the panel's marks are drawn on vertices: { ring(v, colour, dash), cross(v, colour), cursor(v), colors }. */
  marker(ctx, view, pal) {
    const m = marksOf(pal);
    const r = view.radius;
    const width = Math.max(2, r * 0.22);
    const stroke = (path, colour, dash = []) => {
      ctx.save();
      ctx.setLineDash(dash);
      for (const [w, c] of [[width + 2, m.halo], [width, colour]]) {
        ctx.beginPath();
        path();
        ctx.lineWidth = w;
        ctx.strokeStyle = c;
        ctx.stroke();
      }
      ctx.restore();
    };
    const shape = (v) => view.shape(v);
    const ring = (v, colour, dash = false) => {
      const gap = dash === 'focus' ? 4 : 0;
      stroke(() => shape(v)(ctx, ...view.at(v), r + width + 1 + gap), colour, dash ? [width * 1.6, width * 1.1] : []);
    };
    const cross = (v, colour) => {
      const [x, y] = view.at(v);
      const k = r * 0.95;
      stroke(() => {
        ctx.moveTo(x - k, y - k);
        ctx.lineTo(x + k, y + k);
        ctx.moveTo(x + k, y - k);
        ctx.lineTo(x - k, y + k);
      }, colour);
    };
    // The keyboard's cursor: a square of corners around the vertex, apart from its rings.
    const cursor = (v) => {
      const [x, y] = view.at(v);
      const s = r + 2 * width + 6;
      const c = s * 0.45;
      stroke(() => {
        for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
          ctx.moveTo(x + sx * s, y + sy * (s - c));
          ctx.lineTo(x + sx * s, y + sy * s);
          ctx.lineTo(x + sx * (s - c), y + sy * s);
        }
      }, pal.focus);
    };
    return { ring, cross, cursor, colors: { focus: pal.focus, right: m.right, wrong: m.wrong } };
  }
}

/**
 * The certificate `ex` ({ wins, vertex, matching, path, flipped, partner }, the core's,
 * vertices 0-based) in words: why the player who places the token on the vertex wins
 * or loses, naming the matching and the path drawWhy draws.
 */
export function sayWhy(ex) {
  const name = (v) => t('practice.graph.vertex', { v: v + 1 });
  const me = name(ex.vertex);
  const pairs = t('practice.graph.pairs', { n: ex.matching.length });
  if (!ex.wins) return t('practice.graph.loses', { me, p: name(ex.partner), pairs });
  if (ex.path.length === 1) return t('practice.graph.winsUnmatched', { me, pairs });
  return t('practice.graph.winsPath', { me, start: name(ex.path[0]), edges: ex.path.length - 1, pairs });
}

/**
 * Draws `ex` on the graph under the vertices: the proof's maximum matching as thick
 * edges (flipped along the path for a win: the new pairs in purple; the run's for a
 * loss), the alternating path in orange with its unmatched start ringed, or the mover's
 * first move along the vertex's matching edge in orange with the partner ringed.
 */
export function drawWhy(ctx, view, ex, pal) {
  const m = marksOf(pal);
  const r = view.radius;
  const thick = Math.max(5, r * 0.8);
  // A line of `points` (vertices); with `halo`, on a band of the background colour.
  const line = (points, width, colour, dash = [], halo = true) => {
    ctx.save();
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash(dash);
    for (const [w, c] of halo ? [[width + 3, m.halo], [width, colour]] : [[width, colour]]) {
      ctx.beginPath();
      ctx.moveTo(...view.at(points[0]));
      for (const p of points.slice(1)) ctx.lineTo(...view.at(p));
      ctx.lineWidth = w;
      ctx.strokeStyle = c;
      ctx.stroke();
    }
    ctx.restore();
  };
  const pairs = ex.wins ? ex.flipped : ex.matching;
  const onPath = new Set(ex.path);
  for (const [a, b] of pairs) {
    const fresh = ex.wins && ex.path.length > 1 && onPath.has(a) && onPath.has(b);
    line([a, b], thick, fresh ? m.fresh : m.matching);
  }
  const ringAt = (v, colour) => {
    ctx.save();
    ctx.lineWidth = Math.max(2.5, r * 0.3);
    ctx.strokeStyle = colour;
    ctx.beginPath();
    (view.shape(v) === square ? square : circle)(ctx, ...view.at(v), r + Math.max(5, r * 0.5));
    ctx.stroke();
    ctx.restore();
  };
  if (ex.wins) {
    if (ex.path.length > 1) line(ex.path, Math.max(2.5, thick * 0.3), m.path, [thick * 0.9, thick * 0.6], false);
    ringAt(ex.path[0], m.path); // the vertex the matching leaves unmatched
  } else {
    line([ex.vertex, ex.partner], Math.max(2.5, thick * 0.3), m.path, [thick * 0.9, thick * 0.6], false);
    ringAt(ex.partner, m.path);
  }
}
