// The graph on the canvas: vertices and edges drawn from their places (layout units),
// a view that zooms and pans (`scale` CSS px per unit, origin `ox`, `oy`), and the
// pointer turned into what it means: a vertex dragged, an edge drawn from a vertex to
// another, a click on a vertex, an edge or empty space, a pan or a pinch. It decides
// nothing about the graph: the page's handlers (`on`) do.
//
//   const view = new GraphView(canvas, { on: { click, join, drag, dragged, hover, view } });
//   view.show({ n, edges, sides, cycle }, places);
//
// What a run, Explain, play mode or a practice question shows goes on as layers
// (`addLayer`), as on the board (www/core/draw.js): z < 0 draws over the edges and under
// the vertices (the matching, a path), z ≥ 0 over the vertices (rings, the token,
// marks); equal z in the order added. Outside Edit mode a click on a vertex goes to the
// topmost shown layer that takes clicks (`click(vertex)`), else to `on.click`.
//
//   view.addLayer({ id: 'matching', z: -1, draw: (ctx, view, pal) => …, shown: () => true });

import { PALETTES } from './palette.js';

const SLOP = 6; // CSS px a pointer moves before a press becomes a drag
const EDGE_HIT = 6; // CSS px from an edge that a click still takes it
export const RADIUS = 10; // a vertex's radius in layout units (the spacing is 40)
const RADIUS_PX = [2.5, 16]; // …kept within these CSS px at any zoom
export const MAX_SCALE = 6; // CSS px per layout unit, zoomed all the way in

export class GraphView {
  constructor(canvas, { on }) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.on = on;
    this.graph = { n: 0, edges: [], sides: null, cycle: [] };
    this.places = [];
    this.scale = 1;
    this.ox = 0;
    this.oy = 0;
    this.width = 1;
    this.height = 1;
    this.dpr = 1;
    this.fitted = true; // refit on resize and while a layout runs, until the user zooms or pans
    this.tools = 48; // CSS px kept free at the right for the view buttons
    this.maxScale = MAX_SCALE; // presentation mode lifts it: a small graph fills the screen
    this.margin = { left: 0, top: 0 }; // no axes around a graph (presentation mode reads it as the board's)
    this.contrast = false; // presentation mode: larger vertices, thicker lines
    this.editing = false;
    this.panMode = false;
    this.wheelNeedsCtrl = false; // true in a viewer: the wheel scrolls the host page, a pinch (ctrl+wheel) zooms
    this.dark = false;
    this.hidden = false; // too big to draw: the canvas stays blank
    this.showCycle = true; // the odd cycle drawn (a run past its start draws its own marks instead)
    this.covered = false; // a game in play covers the run's marks and the odd cycle (play.js)
    this.pointers = new Map();
    this.press = null; // { kind: 'vertex' | 'empty' | 'pan' | 'pinch', … }
    this.hovered = null; // { vertex } | { edge } | null
    this.pending = null; // an edge being drawn: { from, x, y }
    this.queued = false;
    /** Layers added by the page's parts (addLayer), in drawing order. */
    this.layers = [];
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.listen();
  }

  /** The graph ({ n, edges, sides (Uint8Array, empty when not bipartite), cycle }) at `places`. */
  show(graph, places) {
    this.graph = graph;
    this.places = places;
    this.cycleEdges = new Set();
    const c = graph.cycle;
    for (let i = 0; i < c.length; i++) this.cycleEdges.add(key(c[i], c[(i + 1) % c.length]));
    this.hovered = null;
    if (this.fitted) this.fit();
    else this.redraw();
  }

  /** New places for the same graph (a layout's step, a drag). */
  move(places) {
    this.places = places;
    if (this.fitted) this.fit();
    else this.redraw();
  }

  resize() {
    const rect = this.canvas.getBoundingClientRect();
    this.dpr = window.devicePixelRatio || 1;
    this.width = Math.max(1, rect.width);
    this.height = Math.max(1, rect.height);
    this.canvas.width = Math.round(this.width * this.dpr);
    this.canvas.height = Math.round(this.height * this.dpr);
    if (this.fitted) this.fit();
    else this.redraw();
  }

  /**
   * Adds `layer` = { id, z, draw(ctx, view, pal), shown?(), click?(vertex) } to the
   * drawing (see the top of this file); returns it. Cost: drawn every redraw while shown.
   */
  addLayer(layer) {
    this.layers.push(layer);
    this.layers.sort((a, b) => (a.z ?? 0) - (b.z ?? 0)); // stable: equal z keep their order
    this.redraw();
    return layer;
  }

  /** The layer added as `id`, or undefined. */
  layer(id) {
    return this.layers.find((layer) => layer.id === id);
  }

  /** The topmost shown layer that takes clicks, or undefined. */
  clicker() {
    return this.layers.findLast((layer) => layer.click && (layer.shown?.() ?? true));
  }

  /** The shown layers with z in [from, to). */
  drawLayers(ctx, pal, from, to) {
    for (const layer of this.layers) {
      const z = layer.z ?? 0;
      if (z >= from && z < to && (layer.shown?.() ?? true)) layer.draw(ctx, this, pal);
    }
  }

  /** The places' bounding box, in layout units. */
  bounds() {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < this.places.length; i += 2) {
      x0 = Math.min(x0, this.places[i]);
      x1 = Math.max(x1, this.places[i]);
      y0 = Math.min(y0, this.places[i + 1]);
      y1 = Math.max(y1, this.places[i + 1]);
    }
    return x0 <= x1 ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: 0, y1: 0 };
  }

  fitScale() {
    const { x0, y0, x1, y1 } = this.bounds();
    const pad = 16 + this.maxRadius;
    const room = (size, span) => (size - 2 * pad) / Math.max(span, 4 * RADIUS);
    return Math.max(1e-3, Math.min(this.maxScale, room(this.width - this.tools, x1 - x0), room(this.height, y1 - y0)));
  }

  fit() {
    const { x0, y0, x1, y1 } = this.bounds();
    this.scale = this.fitScale();
    this.ox = (this.width - this.tools) / 2 - ((x0 + x1) / 2) * this.scale;
    this.oy = this.height / 2 - ((y0 + y1) / 2) * this.scale;
    this.fitted = true;
    this.changed();
  }

  /** Zooms by `factor` about (x, y), CSS px. */
  zoom(factor, x = (this.width - this.tools) / 2, y = this.height / 2) {
    const scale = Math.min(this.maxScale, Math.max(this.fitScale() * 0.25, this.scale * factor));
    const k = scale / this.scale;
    this.ox = x - (x - this.ox) * k;
    this.oy = y - (y - this.oy) * k;
    this.scale = scale;
    this.fitted = false;
    this.changed();
  }

  pan(dx, dy) {
    this.ox += dx;
    this.oy += dy;
    this.fitted = false;
    this.changed();
  }

  changed() {
    this.redraw();
    this.on.view?.();
  }

  /** A vertex's radius on screen, CSS px. */
  get radius() {
    return Math.min(this.maxRadius, Math.max(RADIUS_PX[0], RADIUS * this.scale));
  }

  /** The largest radius a vertex is drawn at, CSS px (larger in presentation mode). */
  get maxRadius() {
    return RADIUS_PX[1] * (this.contrast ? 1.75 : 1);
  }

  /** Vertex v's centre in CSS px of the canvas. */
  at(v) {
    return [this.ox + this.places[2 * v] * this.scale, this.oy + this.places[2 * v + 1] * this.scale];
  }

  /** The layout point under (x, y), CSS px. */
  unit(x, y) {
    return [(x - this.ox) / this.scale, (y - this.oy) / this.scale];
  }

  /** The vertex under (x, y), CSS px (the topmost: the last drawn), or -1. */
  vertexAt(x, y) {
    const r = Math.max(this.radius, 8) + 2;
    for (let v = this.graph.n - 1; v >= 0; v--) {
      const [px, py] = this.at(v);
      if ((px - x) ** 2 + (py - y) ** 2 <= r * r) return v;
    }
    return -1;
  }

  /** The edge (its index in pairs) nearest (x, y) within EDGE_HIT CSS px, or -1. */
  edgeAt(x, y) {
    const e = this.graph.edges;
    let best = -1;
    let bestD = EDGE_HIT;
    for (let i = 0; i < e.length; i += 2) {
      const d = segmentDistance(x, y, this.at(e[i]), this.at(e[i + 1]));
      if (d <= bestD) [best, bestD] = [i / 2, d];
    }
    return best;
  }

  /** Redraws at the next frame (once, however often asked). */
  redraw() {
    if (this.queued) return;
    this.queued = true;
    requestAnimationFrame(() => {
      this.queued = false;
      this.paint();
    });
  }

  paint() {
    const ctx = this.ctx;
    const pal = PALETTES[this.dark ? 'dark' : 'light'];
    ctx.save();
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = pal.bg;
    ctx.fillRect(0, 0, this.width, this.height);
    if (!this.hidden) this.drawGraph(ctx, pal);
    ctx.restore();
  }

  /** A vertex's shape: a square on the right side of a bipartite graph, else a circle. */
  shape(v) {
    return this.graph.sides.length && this.graph.sides[v] ? square : circle;
  }

  drawGraph(ctx, pal) {
    const { n, edges, sides } = this.graph;
    const r = this.radius;
    const thin = Math.max(0.6, Math.min(2, r / 6)) * (this.contrast ? 1.8 : 1);
    // Edges in one path, then the odd cycle's over them.
    ctx.lineCap = 'round';
    ctx.strokeStyle = pal.edge;
    ctx.lineWidth = thin;
    ctx.beginPath();
    for (let i = 0; i < edges.length; i += 2) {
      if (this.showCycle && !this.covered && this.cycleEdges.has(key(edges[i], edges[i + 1]))) continue;
      ctx.moveTo(...this.at(edges[i]));
      ctx.lineTo(...this.at(edges[i + 1]));
    }
    ctx.stroke();
    if (this.showCycle && !this.covered && this.cycleEdges.size) {
      ctx.strokeStyle = pal.cycle;
      ctx.lineWidth = 2.5 * thin;
      ctx.beginPath();
      const c = this.graph.cycle;
      for (let i = 0; i < c.length; i++) {
        ctx.moveTo(...this.at(c[i]));
        ctx.lineTo(...this.at(c[(i + 1) % c.length]));
      }
      ctx.stroke();
    }
    const hover = this.hovered;
    if (hover?.edge !== undefined) {
      ctx.strokeStyle = pal.focus;
      ctx.lineWidth = 2 * thin + 1;
      ctx.beginPath();
      ctx.moveTo(...this.at(edges[2 * hover.edge]));
      ctx.lineTo(...this.at(edges[2 * hover.edge + 1]));
      ctx.stroke();
    }
    if (this.pending) {
      ctx.strokeStyle = pal.pending;
      ctx.lineWidth = 2 * thin + 1;
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      ctx.moveTo(...this.at(this.pending.from));
      ctx.lineTo(this.pending.x, this.pending.y);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    this.drawLayers(ctx, pal, -Infinity, 0);
    // Vertices: a path per look, so 2000 vertices are a few fills.
    const looks = sides.length ? [[0, pal.left, circle], [1, pal.right, square]] : [[null, pal.plain, circle]];
    for (const [side, colour, shape] of looks) {
      ctx.fillStyle = colour;
      ctx.beginPath();
      for (let v = 0; v < n; v++) if (side === null || sides[v] === side) shape(ctx, ...this.at(v), r);
      ctx.fill();
    }
    if (r >= 4) {
      ctx.strokeStyle = pal.bg;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let v = 0; v < n; v++) (sides.length && sides[v] ? square : circle)(ctx, ...this.at(v), r);
      ctx.stroke();
    }
    const ring = (v, colour, width) => {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.beginPath();
      (sides.length && sides[v] ? square : circle)(ctx, ...this.at(v), r + width);
      ctx.stroke();
    };
    if (this.showCycle && !this.covered) for (const v of this.graph.cycle) ring(v, pal.cycle, 2);
    if (hover?.vertex !== undefined) ring(hover.vertex, pal.focus, 2);
    if (this.pending) ring(this.pending.from, pal.pending, 2.5);
    this.drawLayers(ctx, pal, 0, Infinity);
    // Numbers (1-based, as the judge's) once vertices are big enough to hold them.
    if (r >= 8) {
      ctx.fillStyle = pal.text;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let v = 0; v < n; v++) {
        const label = String(v + 1);
        ctx.font = `600 ${Math.round(r * (label.length > 2 ? 0.8 : 1.05))}px system-ui, sans-serif`;
        const [x, y] = this.at(v);
        ctx.fillText(label, x, y + 0.5);
      }
    }
  }

  // --- pointer ---------------------------------------------------------------------

  point(e) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  listen() {
    const c = this.canvas;
    c.addEventListener('contextmenu', (e) => e.preventDefault());
    c.addEventListener(
      'wheel',
      (e) => {
        if (this.hidden || (this.wheelNeedsCtrl && !e.ctrlKey)) return;
        e.preventDefault();
        const p = this.point(e);
        const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
        this.zoom(Math.exp(-delta * (e.ctrlKey ? 0.01 : 0.002)), p.x, p.y);
      },
      { passive: false },
    );
    c.addEventListener('pointerdown', (e) => this.down(e));
    c.addEventListener('pointermove', (e) => this.moved(e));
    c.addEventListener('pointerup', (e) => this.up(e));
    c.addEventListener('pointercancel', (e) => this.up(e, true));
    c.addEventListener('pointerleave', () => this.hover(null));
  }

  down(e) {
    if (this.hidden) return;
    const p = this.point(e);
    this.pointers.set(e.pointerId, p);
    try {
      this.canvas.setPointerCapture(e.pointerId);
    } catch {
      // a synthetic pointer cannot be captured
    }
    if (this.pointers.size === 2) {
      this.pending = null;
      this.press = { kind: 'pinch', last: this.pinch() };
      this.redraw();
      return;
    }
    if (this.pointers.size > 2) return;
    if (this.panMode || e.shiftKey || e.button === 1 || e.button === 2) {
      this.press = { kind: 'pan' };
      return;
    }
    if (e.button !== 0) return;
    const vertex = this.vertexAt(p.x, p.y);
    this.press = { kind: vertex >= 0 ? 'vertex' : 'empty', vertex, x: p.x, y: p.y, moved: false };
  }

  moved(e) {
    const p = this.point(e);
    const before = this.pointers.get(e.pointerId);
    if (!before) {
      this.hover(p);
      return;
    }
    this.pointers.set(e.pointerId, p);
    const press = this.press;
    if (!press) return;
    if (press.kind === 'pinch') {
      const now = this.pinch();
      if (now && press.last) {
        this.pan(now.x - press.last.x, now.y - press.last.y);
        if (press.last.d > 0) this.zoom(now.d / press.last.d, now.x, now.y);
      }
      press.last = now;
      return;
    }
    if (press.kind === 'pan') return this.pan(p.x - before.x, p.y - before.y);
    if (!press.moved && Math.hypot(p.x - press.x, p.y - press.y) < SLOP) return;
    press.moved = true;
    if (press.kind === 'empty') {
      // Outside Edit mode a drag on empty space moves the view; in it, nothing (a click adds).
      if (!this.editing) this.pan(p.x - before.x, p.y - before.y);
    } else if (this.editing) {
      this.pending = { from: press.vertex, x: p.x, y: p.y };
      const over = this.vertexAt(p.x, p.y);
      this.hovered = over >= 0 && over !== press.vertex ? { vertex: over } : null;
      this.on.pending?.(press.vertex);
      this.redraw();
    } else {
      this.on.drag?.(press.vertex, ...this.unit(p.x, p.y));
    }
  }

  up(e, cancelled = false) {
    if (!this.pointers.has(e.pointerId)) return;
    const p = this.pointers.get(e.pointerId);
    this.pointers.delete(e.pointerId);
    const press = this.press;
    if (press?.kind === 'pinch') {
      if (this.pointers.size === 1) this.press = { kind: 'pan' };
      return;
    }
    if (this.pointers.size) return;
    this.press = null;
    const pending = this.pending;
    this.pending = null;
    if (!press || cancelled) return this.redraw();
    if (press.kind === 'vertex' && press.moved) {
      if (pending) {
        const to = this.vertexAt(p.x, p.y);
        this.on.join?.(press.vertex, to);
      } else this.on.dragged?.(press.vertex);
    } else if (!press.moved && press.kind === 'vertex' && !this.editing && this.clicker()) {
      this.clicker().click(press.vertex);
    } else if (!press.moved && (press.kind === 'vertex' || press.kind === 'empty')) {
      const edge = press.kind === 'empty' ? this.edgeAt(p.x, p.y) : -1;
      this.on.click?.({ vertex: press.vertex, edge, at: this.unit(p.x, p.y) });
    }
    this.redraw();
  }

  /** Says what is under the pointer (null: nothing). */
  hover(p) {
    let now = null;
    if (p && !this.hidden) {
      const vertex = this.vertexAt(p.x, p.y);
      const edge = vertex < 0 ? this.edgeAt(p.x, p.y) : -1;
      now = vertex >= 0 ? { vertex } : edge >= 0 ? { edge } : null;
    }
    if (JSON.stringify(now) === JSON.stringify(this.hovered)) return;
    this.hovered = now;
    this.on.hover?.(now);
    this.redraw();
  }

  pinch() {
    const [a, b] = [...this.pointers.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) } : null;
  }

  /** The centre of vertex v in client (viewport) coordinates: for tests and scripts. */
  clientPoint(v) {
    const rect = this.canvas.getBoundingClientRect();
    const [x, y] = this.at(v);
    return { x: rect.left + x, y: rect.top + y };
  }
}

const key = (u, v) => (u < v ? `${u} ${v}` : `${v} ${u}`);

export function circle(ctx, x, y, r) {
  ctx.moveTo(x + r, y);
  ctx.arc(x, y, r, 0, 2 * Math.PI);
}

export function square(ctx, x, y, r) {
  const s = r * 0.9;
  ctx.rect(x - s, y - s, 2 * s, 2 * s);
}

/** Distance from (x, y) to the segment a–b. */
function segmentDistance(x, y, [ax, ay], [bx, by]) {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length)) : 0;
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}
