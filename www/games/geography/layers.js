// The token game's board as layers (www/core/draw.js), bottom to top: the cells
// (shapes when large, pixels when small), the links of pairs not side by side,
// blossom's labels and cycle, the triangle that rules out Kuhn, the search path and
// the current event's focus. Each reads the frame the run shows at its current step
// through the protocol's cell byte; none decides anything. Colours and marks: marks.js.
import { blend, CellImage, cellBytes, cellsLayer, center, drawEventFocus, focusBox, pathLine, rgba, ring } from '../../core/draw.js';
import { RAMP_TOP, arrow, domino, dot, hatch, labelMark, shadeMark, star } from './marks.js';

// The protocol's cell byte (set by readCells()): partner direction in the `partner`
// bits (`wall` for a wall), then dead, onPath, layered, visited, winning.
let B = null; // protocol.cell
let NO_LAYER = 0; // protocol.sentinels.noLayer
let UNMATCHED = 0; // protocol.sentinels.none: matesPtr's value for an unmatched cell

/** Reads the cell byte's layout and the sentinels from the core's protocol (geography.check). */
export function readCells(protocol) {
  B = protocol.cell;
  NO_LAYER = protocol.sentinels.noLayer;
  UNMATCHED = protocol.sentinels.none;
}

/** The protocol's cell byte (play mode reads its bits). */
export const cellBits = () => B;

/**
 * The run's board at its current step, bottom to top. Large cells (7 px and more) get
 * shapes: links, blossom labels, the triangle; small ones show blossoms as a tint.
 */
export const LAYERS = [
  cellsLayer((ctx, d, cells, { core, run, view, pal }) => {
    const n = cells.length;
    const layers = new Uint32Array(core.memory.buffer, run.layersPtr(), n);
    const maxLayer = view.counters.part === 'matching' && view.algorithm === 'hopcroft-karp' ? highest(cells, layers) : 0;
    // Small cells show blossoms as a tint (the shapes need 7 px a cell).
    const blossoms = view.algorithm === 'blossom' && view.counters.part !== 'done' && d.scale < 7;
    drawBytes(ctx, d, cells, layers, pal, maxLayer, blossoms ? new Uint8Array(core.memory.buffer, run.labelsPtr(), n) : null);
  }),
  {
    // Pairs that are not side by side (king diagonals, knight jumps, hex) as links between centres.
    id: 'links',
    draw(ctx, d, scene) {
      const { core, run, view, pal } = scene;
      if (d.scale < 7 || view.moves === 'rook') return;
      drawLinks(ctx, d, cellBytes(scene), new Uint32Array(core.memory.buffer, run.matesPtr(), view.rows * view.cols), pal);
    },
  },
  {
    // Blossom's even/odd labels, contracted blossoms (shaded, base ringed) and the odd cycle just found.
    id: 'blossoms',
    draw(ctx, d, { core, run, view, pal }) {
      if (d.scale < 7 || view.algorithm !== 'blossom' || view.counters.part === 'done') return;
      drawBlossoms(ctx, d, new Uint8Array(core.memory.buffer, run.labelsPtr(), view.rows * view.cols), view.cycle, pal);
    },
  },
  {
    // Before the start on king and hex boards: the triangle that rules out Kuhn.
    id: 'triangle',
    draw(ctx, d, { view, pal }) {
      if (d.scale < 7 || view.step !== 0 || view.triangle.length !== 6) return;
      drawTriangle(ctx, d, view, pal);
    },
  },
  { id: 'path', draw: (ctx, d, { view, pal }) => drawPath(ctx, d, view, pal) },
  { id: 'focus', draw: (ctx, d, { view, pal }) => drawFocus(ctx, d, view, pal) },
];

/** Blossom's labels, contracted blossoms and (3 cells or more) the odd cycle as a closed loop. */
function drawBlossoms(ctx, d, labels, cycle, pal) {
  const s = d.scale;
  const L = B.labels;
  for (let i = 0; i < labels.length; i++) {
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

/** The triangle (view.triangle: three 0-based [row, col]) filled and outlined. */
function drawTriangle(ctx, d, view, pal) {
  const tri = [0, 2, 4].map((k) => center(d, view.triangle[k] * view.cols + view.triangle[k + 1]));
  ctx.beginPath();
  tri.forEach((p, k) => (k ? ctx.lineTo(...p) : ctx.moveTo(...p)));
  ctx.closePath();
  ctx.fillStyle = pal.blossomFill;
  ctx.fill();
  ctx.strokeStyle = pal.found;
  ctx.lineWidth = Math.max(2, d.scale * 0.12);
  ctx.stroke();
}

/**
 * The board from cell bytes (the protocol's layout) and BFS layers: background, cells
 * (shapes when large, pixels when small) and the border. For the run and play mode.
 */
export function drawBytes(ctx, d, cells, layers, pal, maxLayer = 0, labels = null) {
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
export function drawLinks(ctx, d, cells, mates, pal) {
  const s = d.scale;
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

// Small cells: one pixel per cell (core/draw.js).
const image = new CellImage((pal) => ({
  free: pal.free.map(rgba),
  wall: rgba(pal.wall),
  dead: rgba(pal.dead),
  matched: pal.matched.map(rgba),
  path: rgba(pal.path),
  visited: rgba(pal.visited),
  winning: rgba(pal.winning),
  ramp: pal.ramp.map(rgba),
  blossom: rgba(blend(pal.free[1], pal.odd, 0.45)),
}));

function drawPixels(ctx, d, cells, layers, ramp, pal, devicePx, labels) {
  const IN_BLOSSOM = B.labels.inBlossom;
  const { partner: PARTNER, wall: WALL, dead: DEAD, onPath: ON_PATH, layered: LAYERED, visited: VISITED, winning: WINNING } = B;
  const px = image.pixels(d.rows, d.cols, pal);
  const lut = image.lut;
  const cols = d.cols;
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
  image.draw(ctx, d, { r0, r1, c0, c1 });
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

/** The step's cells boxed and the move it tries as an arrow (drawEventFocus: the graph's rings are the same events). */
function drawFocus(ctx, d, view, pal) {
  drawEventFocus(view.event, {
    box: (cell) => focusBox(ctx, d, cell, pal, 0.09),
    arrow: (from, to, skipped) => arrow(ctx, center(d, from), center(d, to), d.scale, skipped, pal),
  });
}
