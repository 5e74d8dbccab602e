// Canvas helpers both games draw with: layers, colours, cell geometry and a few shapes.
// `d` is a diagram (diagram.js): ox, oy, scale, cols.

/**
 * @typedef {object} Layer one part of the board's drawing (the run's cells, its path,
 *   play mode's board, Explain's certificate, the axes, …)
 * @property {string} id
 * @property {(ctx: CanvasRenderingContext2D, d: object, scene: Scene) => void} draw
 * @property {(scene: Scene) => boolean} [shown] whether it draws now; by default once
 *   a view has been read (scene.view)
 * @property {boolean} [covers] it paints the whole board: the layers under it are skipped
 * @property {number} [z] its place: 0 the run's (the default), 1 over the run (play
 *   mode), 2 on top (the axes); equal z in the order registered
 * @property {(row: number, col: number) => void} [click] takes the board's clicks while
 *   shown (play mode's moves, Explain's cells), before editing does
 *
 * @typedef {object} Scene what layers draw from
 * @property {object} core the wasm core
 * @property {object|null} run the run handle shown
 * @property {object|null} view game.inspect() at the current step
 * @property {object} pal the game's palette
 */

/**
 * Draws `layers` bottom to top on one context, as one drawing: the context's state
 * carries from a layer to the next. Only the shown ones draw, from the topmost that
 * covers the board up. Example: the run's [cells, moves, path, focus] under play
 * mode's covering layer draw nothing while a game is on; the axes above still do.
 * Cost: one pass over the layers, then theirs.
 */
export function drawLayers(layers, ctx, d, scene) {
  const shown = layers.filter((layer) => isShown(layer, scene));
  for (let i = Math.max(0, shown.findLastIndex((layer) => layer.covers)); i < shown.length; i++) shown[i].draw(ctx, d, scene);
}

/** Whether `layer` draws in `scene`: its shown(scene), by default once a view has been read. */
export function isShown(layer, scene) {
  return layer.shown ? layer.shown(scene) : !!scene.view;
}

/** `layers` in drawing order: by z, equal z in the order given (a stable sort). */
export function stack(layers) {
  return [...layers].sort((a, b) => (a.z ?? 0) - (b.z ?? 0));
}

/** `a` moved toward `b` by `t` (0…1), both '#rrggbb'. */
export function blend(a, b, t) {
  const [x, y] = [parseInt(a.slice(1), 16), parseInt(b.slice(1), 16)];
  const channel = (shift) => Math.round(((x >> shift) & 255) * (1 - t) + ((y >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** Relative luminance of '#rrggbb', 0…1 (sRGB, roughly). */
export function luminance(hex) {
  const v = parseInt(hex.slice(1), 16);
  const lin = (c) => (c / 255) ** 2.2;
  return 0.2126 * lin((v >> 16) & 255) + 0.7152 * lin((v >> 8) & 255) + 0.0722 * lin(v & 255);
}

/** '#rrggbb' at opacity `alpha` (0…1) as a CSS colour: translucent('#d55e00', 0.2) is 'rgba(213, 94, 0, 0.2)'. */
export function translucent(hex, alpha) {
  const v = parseInt(hex.slice(1), 16);
  return `rgba(${v >> 16}, ${(v >> 8) & 255}, ${v & 255}, ${alpha})`;
}

/** '#rrggbb' as a little-endian RGBA u32 for ImageData. */
export function rgba(hex) {
  const v = parseInt(hex.slice(1), 16);
  return (0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | (v >> 16);
}

/**
 * Small cells, one pixel a cell: an ImageData of the board's size (made again only when
 * the size changes), scaled up or down by drawImage. `colors(pal)` turns a palette into
 * the game's table of rgba() words, made again only when the palette changes. The game
 * fills the pixels in its own loop, between `pixels` and `draw` (the loop passed in here
 * as a callback ran slower in Chromium).
 *
 *   const image = new CellImage((pal) => ({ wall: rgba(pal.wall), free: rgba(pal.free) }));
 *   const px = image.pixels(d.rows, d.cols, pal);
 *   for (…) px[cell] = image.lut.wall;
 *   image.draw(ctx, d, d.visible());
 */
export class CellImage {
  constructor(colors) {
    this.colors = colors;
    this.canvas = null;
    this.data = null;
    this.rows = 0;
    this.cols = 0;
    this.lut = null;
    this.pal = null;
  }

  /** The pixels to fill, one u32 a cell (row-major); `this.lut` holds `pal`'s colours. */
  pixels(rows, cols, pal) {
    if (!this.canvas || this.rows !== rows || this.cols !== cols) {
      this.canvas = new OffscreenCanvas(cols, rows);
      this.data = new ImageData(cols, rows);
      this.rows = rows;
      this.cols = cols;
    }
    if (this.pal !== pal) {
      this.pal = pal;
      this.lut = this.colors(pal);
    }
    return new Uint32Array(this.data.data.buffer);
  }

  /** Draws the filled pixels of rows r0…r1 and columns c0…c1 over the board's cells. */
  draw(ctx, d, { r0, r1, c0, c1 }) {
    const { rows, cols } = this;
    this.canvas.getContext('2d').putImageData(this.data, 0, 0, c0, r0, c1 - c0, r1 - r0);
    ctx.imageSmoothingEnabled = d.scale * d.dpr < 1; // smooth only when shrinking
    if (!d.hex) {
      ctx.drawImage(this.canvas, d.ox, d.oy, cols * d.scale, rows * d.scale);
      return;
    }
    // Hex: each row of the image on its own, odd rows half a cell right.
    for (let r = r0; r < r1; r++) {
      ctx.drawImage(this.canvas, 0, r, cols, 1, d.ox + (r & 1 ? d.scale / 2 : 0), d.oy + r * d.scale, cols * d.scale, d.scale);
    }
  }
}

/** The centre of a cell (row-major index), in CSS px. */
export function center(d, cell) {
  const row = Math.floor(cell / d.cols);
  const shift = d.hex && row & 1 ? 0.5 : 0; // hex boards: odd rows half a cell right
  return [d.ox + ((cell % d.cols) + 0.5 + shift) * d.scale, d.oy + (row + 0.5) * d.scale];
}

/**
 * The square around a cell that marks the current event; `weight`: line width per cell
 * size. It reaches a little past the cell, but never past the board's edge, where the
 * row and column numbers are: at (1,1) its outer sides sit on the board.
 */
export function focusBox(ctx, d, cell, pal, weight) {
  const [x, y] = center(d, cell);
  const s = d.scale;
  const half = Math.max(6, s * 0.56);
  const lw = Math.max(2, s * weight);
  const inset = lw / 2 + 1; // the halo's outer edge stays inside the board
  const x0 = Math.max(x - half, d.ox + inset);
  const y0 = Math.max(y - half, d.oy + inset);
  const x1 = Math.min(x + half, d.ox + (d.span ?? d.cols) * s - inset);
  const y1 = Math.min(y + half, d.oy + d.rows * s - inset);
  ctx.lineWidth = lw + 2;
  ctx.strokeStyle = pal.halo;
  ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
  ctx.lineWidth = lw;
  ctx.strokeStyle = pal.focus;
  ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
}

/**
 * The keyboard cursor of Explain and play mode (every game): a dashed square around
 * cell [r, c], kept inside the board at its edges (the row and column numbers beside
 * it stay readable). d.span: the columns drawn, when not d.cols. Cost: one rectangle.
 */
export function drawCursor(ctx, d, [r, c], pal) {
  const s = d.scale;
  const half = Math.max(7, s * 0.62);
  const [x, y] = [d.ox + (c + 0.5) * s, d.oy + (r + 0.5) * s];
  const inset = Math.max(2, s * 0.07) / 2 + 2; // the halo's outer edge
  const x0 = Math.max(x - half, d.ox + inset);
  const y0 = Math.max(y - half, d.oy + inset);
  const x1 = Math.min(x + half, d.ox + (d.span ?? d.cols) * s - inset);
  const y1 = Math.min(y + half, d.oy + d.rows * s - inset);
  ctx.save();
  ctx.setLineDash([Math.max(3, s * 0.14), Math.max(3, s * 0.1)]);
  for (const [w, color] of [[Math.max(2, s * 0.07) + 2, pal.halo], [Math.max(2, s * 0.07), pal.focus]]) {
    ctx.lineWidth = w;
    ctx.strokeStyle = color;
    ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
  }
  ctx.restore();
}

/**
 * Play mode's marks over a board: a box on the last move's cell and a dashed box on
 * the keyboard cursor's (each [row, col], or null for none).
 */
export function playMarks(ctx, d, pal, last, cursor) {
  if (last) focusBox(ctx, d, last[0] * d.cols + last[1], pal, 0.07);
  if (cursor) {
    ctx.save();
    ctx.setLineDash([Math.max(3, d.scale * 0.14), Math.max(3, d.scale * 0.1)]);
    focusBox(ctx, d, cursor[0] * d.cols + cursor[1], pal, 0.06);
    ctx.restore();
  }
}

/** Strokes the current path in `color`, `width` wide, over a halo `extra` px wider. */
export function strokeOverHalo(ctx, width, color, pal, extra = 2) {
  ctx.lineWidth = width + extra;
  ctx.strokeStyle = pal.halo;
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
}

/** A round-jointed line through `points` ([x, y] in CSS px; one point: a dot), over a halo. */
export function pathLine(ctx, points, width, color, pal) {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  if (points.length === 1) ctx.lineTo(points[0][0] + 0.01, points[0][1]);
  strokeOverHalo(ctx, width, color, pal, 3);
}

/** A circle of line width `width` over a halo. */
export function ring(ctx, [x, y], radius, color, pal, width) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  strokeOverHalo(ctx, width, color, pal);
}

/**
 * Diagonal lines over a rectangle, clipped to it: line width `weight` and spacing
 * 1/`lines` of its shorter side.
 */
export function hatch(ctx, x, y, w, h, color, weight, lines) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1, Math.min(w, h) * weight);
  ctx.beginPath();
  const step = Math.max(4, Math.min(w, h) / lines);
  for (let k = -h; k < w; k += step) {
    ctx.moveTo(x + k, y + h);
    ctx.lineTo(x + k + h, y);
  }
  ctx.stroke();
  ctx.restore();
}

/** A legend swatch filled with a palette colour: its key, or fill(pal). */
export function swatch(fill) {
  return (ctx, w, h, pal) => {
    ctx.fillStyle = typeof fill === 'function' ? fill(pal) : pal[fill];
    ctx.fillRect(0, 0, w, h);
  };
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1…21. */
export function contrast(a, b) {
  const lum = (hex) => {
    const v = parseInt(hex.slice(1), 16);
    const lin = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin((v >> 16) & 255) + 0.7152 * lin((v >> 8) & 255) + 0.0722 * lin(v & 255);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/**
 * `hex` moved toward `target` from `t` on, in steps, until it stands `ratio` apart
 * from `against`: a hue kept as far as the contrast allows.
 */
export function apart(hex, target, against, ratio, t = 0) {
  let out = blend(hex, target, t);
  for (let k = t; contrast(out, against) < ratio && k < 1; k += 0.02) out = blend(hex, target, Math.min(1, k));
  return out;
}

/**
 * A game's theme(dark, contrast) over its palettes { light, dark, contrast }: the
 * presentation palette when `contrast`, else the page's light or dark one.
 */
export const themes = (palettes) => (dark, contrast = false) => palettes[contrast ? 'contrast' : dark ? 'dark' : 'light'];

/** The board's background: every device pixel of the canvas (even past a fractional CSS width) in the colour outside the board. */
export function fillOutside(ctx, d, pal) {
  ctx.fillStyle = pal.outside;
  ctx.fillRect(0, 0, d.canvas.width, d.canvas.height);
}

/**
 * A game's bottom layer, the run's cells: it covers the board and is always shown (the
 * background, even before the first run). It fills the outside, then, once a run has
 * been read, calls draw(ctx, d, cells, scene) with the run's cell bytes at its current
 * step (cellBytes). Example: cellsLayer((ctx, d, cells, { view, pal }) =>
 * drawBoard(ctx, d, view.pieces, cells, pal)). Cost: one fill, then draw's.
 */
export function cellsLayer(draw) {
  return {
    id: 'cells',
    covers: true,
    shown: () => true,
    draw(ctx, d, scene) {
      fillOutside(ctx, d, scene.pal);
      if (scene.run && scene.view) draw(ctx, d, cellBytes(scene), scene);
    },
  };
}

/**
 * The run's cell bytes at its current step (run.cellsPtr(), one byte a cell, row-major,
 * laid out by the game's protocol): a view of wasm memory, made anew for each drawing
 * because the memory's buffer changes when it grows.
 */
export const cellBytes = ({ core, run, view }) => new Uint8Array(core.memory.buffer, run.cellsPtr(), view.rows * view.cols);

/**
 * A five-pointed star in `pal.winning` with a `pal.halo` outline `outline` × its radius
 * wide: the winning starts' mark on boards and graphs.
 */
export function star(ctx, x, y, radius, pal, outline = 0.12) {
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? radius * 0.45 : radius;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = pal.winning;
  ctx.fill();
  ctx.lineWidth = Math.max(1, radius * outline);
  ctx.strokeStyle = pal.halo;
  ctx.stroke();
}

/** A filled dot with a thin `pal.halo` rim (the visited mark). */
export function dot(ctx, x, y, radius, fill, pal) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = pal.halo;
  ctx.stroke();
}

/**
 * An arrow from `from` to the tip `to` (CSS px) over a halo: the shaft `width` wide
 * (the halo 3 px wider), a head `head` long and `spread` × head wide on each side,
 * dashed by `dash` (a shaft pattern, or null), in `color` over `halo`. The edge a search
 * tries, on boards and graphs. Example: arrow(ctx, [0, 0], [40, 0], { width: 2.5, head: 8,
 * spread: 0.55, dash: null, color: '#000', halo: '#fff' }).
 */
export function arrow(ctx, [x0, y0], [ex, ey], { width, head, spread, dash, color, halo }) {
  const len = Math.hypot(ex - x0, ey - y0) || 1;
  const [ux, uy] = [(ex - x0) / len, (ey - y0) / len];
  ctx.lineCap = 'round';
  for (const [w, c] of [[width + 3, halo], [width, color]]) {
    ctx.setLineDash(dash ?? []);
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(ex, ey);
    ctx.lineWidth = w;
    ctx.strokeStyle = c;
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(ex, ey);
    ctx.lineTo(ex - ux * head - uy * head * spread, ey - uy * head + ux * head * spread);
    ctx.lineTo(ex - ux * head + uy * head * spread, ey - uy * head - ux * head * spread);
    ctx.closePath();
    ctx.fillStyle = c;
    if (c === color) ctx.fill();
    else ctx.stroke();
  }
}

/**
 * Draws what a step of the token game's run is about, alike on a board and on a graph:
 * `box(cell)` for each cell (a vertex on a graph) the event `e` names, and
 * `arrow(from, to, skipped)` for the move it tries or follows (`skipped`: an edge
 * tried and passed over, drawn dashed). The caller draws them in its geometry: a
 * square around a cell, a ring around a vertex. Events with no cell of their own
 * (augmented, verdict, …) and null draw nothing. Example: { name: 'winning_marked',
 * via: 4, cell: 9 } → arrow(4, 9, false), then box(9). Cost: O(1).
 */
export function drawEventFocus(e, { box, arrow }) {
  switch (e?.name) {
    case 'greedy_matched':
      box(e.left);
      box(e.right);
      break;
    case 'layer_reached':
    case 'backtracked':
    case 'unmatched_seed':
    case 'cell_labelled':
      box(e.cell);
      break;
    case 'search_started':
    case 'search_failed':
      box(e.root);
      break;
    case 'path_found':
      box(e.end);
      break;
    case 'blossom_found':
    case 'blossom_contracted':
      box(e.base);
      break;
    case 'edge_tried':
    case 'match_followed':
    case 'edge_crossed':
      arrow(e.from, e.to, e.name === 'edge_tried' && !!e.skipped);
      break;
    case 'winning_marked':
      arrow(e.via, e.cell, false);
      box(e.cell);
      break;
    default:
  }
}
