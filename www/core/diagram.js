// The board canvas: sharp at any devicePixelRatio, a zoomable and pannable view of
// rows × cols cells, and pointer input turned into cells. It knows nothing about
// games: redraw() calls draw(ctx, diagram), the page's single drawing path.
//
// View: `scale` CSS pixels per cell, board origin at (`ox`, `oy`) CSS pixels.

const MAX_SCALE = 96; // CSS px per cell, zoomed all the way in
const TOOLS = 48; // CSS px kept free at the right for the view buttons
const TOUCH_SLOP = 8; // CSS px a finger moves before a touch becomes a stroke
const TOUCH_WAIT_MS = 120; // …or this long without a second finger (a pinch draws nothing)

export class Diagram {
  /**
   * draw(ctx, diagram): paints everything, ctx in CSS pixels.
   * paint: { start(row, col) → truthy to begin a stroke, cells(flat [r, c, …]), end() }.
   * onView(): the view moved (the page redraws). onHover([row, col] | null): the cell under the pointer.
   * tools: CSS px kept free at the right for view buttons; wheel: false leaves the wheel to the
   * page (embedded viewers, so scrolling past them still scrolls).
   */
  constructor(canvas, { draw, paint, onView, onHover, tools = TOOLS, wheel = true }) {
    this.canvas = canvas;
    this.tools = tools;
    this.wheelZoom = wheel;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.draw = draw;
    this.paint = paint;
    this.onView = onView;
    this.onHover = onHover;
    this.rows = 1;
    this.cols = 1;
    this.hex = false; // odd rows half a cell right (hex boards): see setBoard
    this.scale = 1;
    this.ox = 0;
    this.oy = 0;
    this.maxScale = MAX_SCALE; // presentation mode raises it: small boards fill the screen
    this.margin = { left: 0, top: 0 }; // CSS px for the row and column numbers
    this.fitted = true; // refit on resize until the user zooms or pans
    this.panMode = false;
    this.width = 0; // CSS px
    this.height = 0;
    this.dpr = 1;
    this.pointers = new Map(); // pointerId → { x, y }
    this.gesture = null; // 'paint' | 'pan' | 'pinch' | 'touch' (a finger down, not yet a stroke)
    this.lastCell = null;
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.watchDpr();
    this.listen();
  }

  /** The board's size; `hex`: rows with odd index sit half a cell right (the game's layout). */
  setBoard(rows, cols, { hex = false } = {}) {
    const same = rows === this.rows && cols === this.cols && hex === this.hex;
    this.rows = rows;
    this.cols = cols;
    this.hex = hex;
    if (!same || this.fitted) this.fit();
  }

  /** The board's width in cells (see boardSpan). */
  get span() {
    return boardSpan(this.rows, this.cols, this.hex);
  }

  /** How far row `r` is shifted right, in cells. */
  shift(r) {
    return this.hex && r & 1 ? 0.5 : 0;
  }

  resize() {
    const rect = this.canvas.getBoundingClientRect();
    this.dpr = window.devicePixelRatio || 1;
    this.width = Math.max(1, rect.width);
    this.height = Math.max(1, rect.height);
    this.canvas.width = Math.round(this.width * this.dpr);
    this.canvas.height = Math.round(this.height * this.dpr);
    if (this.fitted) this.fit();
    else this.onView();
  }

  // A screen moved to another pixel density (or browser zoom): resize.
  watchDpr() {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener(
      'change',
      () => {
        this.resize();
        this.watchDpr();
      },
      { once: true },
    );
  }

  // The view buttons sit in a column at the right edge: fit the board beside them.
  // Row and column numbers take `margin` at the left and top (the axes layer draws them).
  fitScale() {
    const pad = 8;
    const { left, top } = this.margin;
    return Math.max(1e-3, Math.min((this.width - 2 * pad - this.tools - left) / this.span, (this.height - 2 * pad - top) / this.rows));
  }

  fit() {
    const { left, top } = this.margin;
    this.scale = Math.min(this.fitScale(), this.maxScale);
    this.ox = left + (this.width - left - this.tools - this.span * this.scale) / 2;
    this.oy = top + (this.height - top - this.rows * this.scale) / 2;
    this.fitted = true;
    this.onView();
  }

  /** Zooms by `factor` about the point (x, y) in CSS px. */
  zoom(factor, x = this.width / 2, y = this.height / 2) {
    const scale = Math.min(this.maxScale, Math.max(this.fitScale() * 0.5, this.scale * factor));
    const k = scale / this.scale;
    this.ox = x - (x - this.ox) * k;
    this.oy = y - (y - this.oy) * k;
    this.scale = scale;
    this.fitted = false;
    this.onView();
  }

  pan(dx, dy) {
    // Keep at least a little of the board on screen.
    const w = this.span * this.scale;
    const h = this.rows * this.scale;
    const margin = 24;
    this.ox = Math.min(this.width - margin, Math.max(margin - w, this.ox + dx));
    this.oy = Math.min(this.height - margin, Math.max(margin - h, this.oy + dy));
    this.fitted = false;
    this.onView();
  }

  /** Pans (without zooming) so that the cells (row-major indices) are on screen, when they are not. */
  keepInView(cells) {
    const s = this.scale;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const cell of cells) {
      const [r, c] = [Math.floor(cell / this.cols), cell % this.cols];
      x0 = Math.min(x0, (c + this.shift(r)) * s);
      x1 = Math.max(x1, (c + 1 + this.shift(r)) * s);
      y0 = Math.min(y0, r * s);
      y1 = Math.max(y1, (r + 1) * s);
    }
    const margin = Math.min(2 * s, this.width / 4, this.height / 4);
    const right = this.width - this.tools;
    const inside = this.ox + x0 >= margin && this.ox + x1 <= right - margin && this.oy + y0 >= margin && this.oy + y1 <= this.height - margin;
    if (inside) return;
    // Centre the cells.
    this.ox = right / 2 - (x0 + x1) / 2;
    this.oy = this.height / 2 - (y0 + y1) / 2;
    this.onView();
  }

  /** The cell range on screen: [r0, r1) × [c0, c1), one cell of margin. */
  visible() {
    const s = this.scale;
    return {
      r0: Math.max(0, Math.floor(-this.oy / s) - 1),
      r1: Math.min(this.rows, Math.ceil((this.height - this.oy) / s) + 1),
      c0: Math.max(0, Math.floor(-this.ox / s) - 1),
      c1: Math.min(this.cols, Math.ceil((this.width - this.ox) / s) + 1),
    };
  }

  redraw() {
    const ctx = this.ctx;
    // Every frame starts from the same context state: one step looks the same however it was reached.
    ctx.save();
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    this.draw(ctx, this);
    ctx.restore();
  }

  point(event) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  /** The centre of cell (r, c) in client (viewport) coordinates. */
  clientPoint(r, c) {
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + this.ox + (c + 0.5 + this.shift(r)) * this.scale, y: rect.top + this.oy + (r + 0.5) * this.scale };
  }

  /** The cell [r, c] under the point (CSS px), shifted rows included. */
  cellAt({ x, y }) {
    const r = Math.floor((y - this.oy) / this.scale);
    return [r, Math.floor((x - this.ox) / this.scale - this.shift(r))];
  }

  inside([r, c]) {
    return r >= 0 && c >= 0 && r < this.rows && c < this.cols;
  }

  listen() {
    const canvas = this.canvas;
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
    canvas.addEventListener(
      'wheel',
      (e) => {
        if (!this.wheelZoom) return;
        e.preventDefault();
        const p = this.point(e);
        // Trackpad pinches arrive as wheel events with ctrlKey and small deltas.
        const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
        this.zoom(Math.exp(-delta * (e.ctrlKey ? 0.01 : 0.002)), p.x, p.y);
      },
      { passive: false },
    );
    canvas.addEventListener('pointerdown', (e) => this.down(e));
    canvas.addEventListener('pointermove', (e) => this.move(e));
    canvas.addEventListener('pointerup', (e) => this.up(e));
    canvas.addEventListener('pointercancel', (e) => this.up(e, true));
    canvas.addEventListener('pointerleave', () => this.onHover?.(null));
  }

  down(e) {
    const p = this.point(e);
    this.pointers.set(e.pointerId, p);
    capture(this.canvas, e.pointerId);
    if (this.pointers.size === 2) {
      // A second finger: stop drawing (a finger not yet drawing draws nothing), start a pinch.
      if (this.gesture === 'paint') this.paint.end();
      clearTimeout(this.touchTimer);
      this.gesture = 'pinch';
      this.pinch = this.pinchState();
      return;
    }
    if (this.pointers.size > 2) return;
    const panning = this.panMode || e.shiftKey || e.button === 1 || e.button === 2;
    if (panning) {
      this.gesture = 'pan';
      this.canvas.classList.add('panning');
      return;
    }
    if (e.button !== 0) return;
    const cell = this.cellAt(p);
    if (!this.inside(cell)) return;
    if (e.pointerType === 'touch') {
      // Wait: a second finger soon after makes this a pinch, which must not edit.
      this.gesture = 'touch';
      this.touch = { cell, x: p.x, y: p.y };
      this.touchTimer = setTimeout(() => this.beginStroke(), TOUCH_WAIT_MS);
      return;
    }
    this.touch = { cell };
    this.beginStroke();
  }

  /** The finger (or mouse) that went down on touch.cell starts drawing. */
  beginStroke() {
    clearTimeout(this.touchTimer);
    if (this.gesture === 'pinch' || this.gesture === 'pan') return;
    const { cell } = this.touch;
    this.gesture = this.paint.start(cell[0], cell[1]) ? 'paint' : null;
    this.lastCell = cell;
  }

  move(e) {
    const prev = this.pointers.get(e.pointerId);
    if (!prev) {
      // Hovering: say which cell is under the pointer.
      const cell = this.cellAt(this.point(e));
      this.onHover?.(this.inside(cell) ? cell : null);
      return;
    }
    const p = this.point(e);
    this.pointers.set(e.pointerId, p);
    if (this.gesture === 'touch' && Math.hypot(p.x - this.touch.x, p.y - this.touch.y) > TOUCH_SLOP) this.beginStroke();
    if (this.gesture === 'pan') {
      this.pan(p.x - prev.x, p.y - prev.y);
    } else if (this.gesture === 'pinch') {
      const now = this.pinchState();
      if (now && this.pinch) {
        this.pan(now.x - this.pinch.x, now.y - this.pinch.y);
        if (this.pinch.d > 0) this.zoom(now.d / this.pinch.d, now.x, now.y);
      }
      this.pinch = now;
    } else if (this.gesture === 'paint') {
      // Every cell between the last pointer position and this one, so fast drags leave no gaps.
      const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [e];
      const flat = [];
      for (const ev of events.length ? events : [e]) {
        const cell = this.cellAt(this.point(ev));
        line(this.lastCell, cell, (r, c) => {
          if (r >= 0 && c >= 0 && r < this.rows && c < this.cols) flat.push(r, c);
        });
        this.lastCell = cell;
      }
      // The first point of each segment repeats the previous end: drop it.
      if (flat.length > 2) this.paint.cells(flat.slice(2));
    }
  }

  up(e, cancelled = false) {
    if (!this.pointers.has(e.pointerId)) return;
    this.pointers.delete(e.pointerId);
    if (this.gesture === 'touch' && !cancelled) this.beginStroke(); // a tap
    if (this.gesture === 'paint') this.paint.end(cancelled);
    if (this.gesture === 'pinch' && this.pointers.size === 1) {
      this.gesture = 'pan'; // keep moving with the finger left
      return;
    }
    if (this.pointers.size === 0) {
      this.gesture = null;
      this.canvas.classList.toggle('panning', this.panMode);
    }
  }

  pinchState() {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return null;
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) };
  }

  setPanMode(on) {
    this.panMode = on;
    this.canvas.classList.toggle('panning', on);
  }
}

function capture(canvas, id) {
  try {
    canvas.setPointerCapture(id);
  } catch {
    // a synthetic pointer cannot be captured; drawing still works
  }
}

/** Bresenham's line from cell a to cell b (both included), calling visit(r, c). */
export function line([r0, c0], [r1, c1], visit) {
  const dr = Math.abs(r1 - r0);
  const dc = Math.abs(c1 - c0);
  const sr = r0 < r1 ? 1 : -1;
  const sc = c0 < c1 ? 1 : -1;
  let err = dc - dr;
  for (;;) {
    visit(r0, c0);
    if (r0 === r1 && c0 === c1) return;
    const e2 = 2 * err;
    if (e2 > -dr) {
      err -= dr;
      c0 += sc;
    }
    if (e2 < dc) {
      err += dc;
      r0 += sr;
    }
  }
}

/** A board's width in cells: half a cell more when odd rows are shifted (hex). */
export function boardSpan(rows, cols, hex) {
  return cols + (hex && rows > 1 ? 0.5 : 0);
}

/**
 * A still view of rows × cols cells fitted and centred in the box (x, y, width, height),
 * in CSS px of `canvas`, drawn at `dpr` device px per CSS px: what a game's draw(ctx, d)
 * reads from a Diagram, for pictures drawn off screen (exports).
 */
export function fixedView(canvas, rows, cols, { x, y, width, height, dpr = 1, maxScale = MAX_SCALE, hex = false }) {
  const span = boardSpan(rows, cols, hex);
  const scale = Math.max(1e-3, Math.min(maxScale, width / span, height / rows));
  return {
    canvas,
    rows,
    cols,
    hex,
    span,
    dpr,
    scale,
    ox: x + (width - span * scale) / 2,
    oy: y + (height - rows * scale) / 2,
    width: x + width,
    height: y + height,
    visible: Diagram.prototype.visible,
  };
}
