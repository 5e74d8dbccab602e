// Mine's board as layers (www/core/draw.js), bottom to top: the cells (face-down
// tiles, turned-over regions with their values, numbers outlined, hatched or ringed;
// pixels when small), the shared numbers ringed when too small to see, and the
// current event's focus; then the palettes, the marks and the legend. Each reads the
// frame the run shows at its current step through the protocol's cell byte.
import { apart, CellImage, cellsLayer, center, contrast, focusBox, hatch, rgba, ring, swatch, themes } from '../../core/draw.js';
import { t } from '../../i18n/index.js';

// The protocol's cell byte (set by readCells()): the number 0–8 or `mine` in the
// `value` bits, then reached, border, shared, lone.
let B = null; // protocol.cell
let NO_REGION = 0; // protocol.sentinels.noRegion

/** Reads the cell byte's layout and the sentinels from the core's protocol (mine.check). */
export function readCells(protocol) {
  B = protocol.cell;
  NO_REGION = protocol.sentinels.noRegion;
}

// Okabe–Ito hues. Regions cycle through five (two blank regions never touch, so
// neighbours differ anyway); reddish purple marks lone numbers, vermillion shared ones.
// Shapes carry the meaning too: outlines, hatching, dashed rings and labels. Every
// difference that carries meaning stands 3:1 apart (tests/unit/palette.test.js):
// face-down tiles against turned-over cells and region fills, outlines against open
// cells, a mark against its fill.
export const HUES = ['#56b4e9', '#e69f00', '#009e73', '#f0e442', '#0072b2'];
const PALETTES = {
  light: {
    outside: '#ffffff', grid: '#d3d0c6', down: '#7a776e', downHi: '#9b988e', downLo: '#5b5952',
    mine: '#141414', mineHi: '#ffffff', open: '#f7f6f1', text: '#1a1a1a',
    shared: '#c05400', sharedFill: '#fbe7da', lone: '#a8508a', loneFill: '#f5e2ee',
    focus: '#000000', halo: '#ffffff',
  },
  // Dark: face-down tiles are the light ones (raised), turned-over cells dark.
  dark: {
    outside: '#121416', grid: '#0b0c0e', down: '#8a9099', downHi: '#a7adb5', downLo: '#6a7079',
    mine: '#121416', mineHi: '#ffffff', open: '#24282e', text: '#f2f2f2',
    shared: '#ff7b3a', sharedFill: '#4a2a1c', lone: '#e28fc4', loneFill: '#3e2737',
    focus: '#ffffff', halo: '#000000',
  },
  // Presentation mode (projectors wash colours out): black lines, stronger hues.
  contrast: {
    outside: '#ffffff', grid: '#000000', down: '#6e6e6e', downHi: '#9a9a9a', downLo: '#444444',
    mine: '#000000', mineHi: '#ffffff', open: '#ffffff', text: '#000000',
    shared: '#c23300', sharedFill: '#ffe0d3', lone: '#b0007a', loneFill: '#fde3f4',
    focus: '#000000', halo: '#ffffff',
  },
};
const APART = 3.1; // contrast kept between the colours of two states
for (const [name, mix, strong] of [['light', 0.55, 0.22], ['dark', 0.5, 0], ['contrast', 0.35, 0.35]]) {
  const pal = PALETTES[name];
  const ink = name === 'dark' ? '#ffffff' : '#000000'; // toward more contrast with open cells
  // Blanks of a region: the hue toward the open colour until it stands apart from face-down tiles.
  pal.fill = HUES.map((h) => apart(h, pal.open, pal.down, APART, mix));
  // Its numbers' outlines and its label: the hue toward ink until it stands apart from open cells.
  pal.strong = HUES.map((h) => apart(h, ink, pal.open, APART, strong));
  pal.strongText = pal.strong.map((c) => (contrast(c, '#000000') >= contrast(c, '#ffffff') ? '#000000' : '#ffffff'));
}

/** The board's colours: light, dark, or (contrast) the presentation palette. */
export const theme = themes(PALETTES);

/** The run's board at its current step, bottom to top. */
export const LAYERS = [
  cellsLayer((ctx, d, cells, { core, run, view, pal }) => {
    const regions = new Uint32Array(core.memory.buffer, run.regionsPtr(), cells.length);
    drawBoard(ctx, d, cells, regions, view.grundy, pal);
  }),
  {
    // Too small to see: the shared numbers ringed (up to 200 of them).
    id: 'shared',
    draw(ctx, d, { view, pal }) {
      if (d.scale >= 7 || !view.shared.length || view.shared.length > 200) return;
      for (const cell of view.shared) ring(ctx, center(d, cell), Math.max(6, d.scale * 1.5), pal.shared, pal, 2.5);
    },
  },
  {
    // The cell the current event is about (none for the XOR).
    id: 'focus',
    draw(ctx, d, { view, pal }) {
      const focus = view.counters.lastCell;
      if (focus != null && view.event && view.event.name !== 'xor') focusBox(ctx, d, focus, pal, 0.08);
    },
  },
];

/**
 * The board from cell bytes (the protocol's layout), region ids and per-region values
 * (labels for those set): shapes when cells are large, pixels when small, the border.
 * For the run and play mode. `play`: play mode (open lone numbers are out of the game;
 * with `values`, closed ones show g=1).
 */
export function drawBoard(ctx, d, cells, regions, grundy, pal, { play = false, values = false } = {}) {
  ctx.fillStyle = pal.outside;
  ctx.fillRect(0, 0, d.canvas.width, d.canvas.height);
  if (d.scale >= 7) drawCells(ctx, d, cells, regions, { grundy, play, values }, pal);
  else drawPixels(ctx, d, cells, regions, pal);
  ctx.strokeStyle = pal.grid;
  ctx.lineWidth = 1;
  ctx.strokeRect(d.ox - 0.5, d.oy - 0.5, d.cols * d.scale + 1, d.rows * d.scale + 1);
}

// Large cells: tiles, digits, outlines and labels, only the cells on screen.
function drawCells(ctx, d, cells, regions, view, pal) {
  const { value: VALUE, mine: MINE, reached: REACHED, border: BORDER, shared: SHARED, lone: LONE } = B;
  const { r0, r1, c0, c1 } = d.visible();
  const s = d.scale;
  const cols = d.cols;
  const gap = s >= 14 ? 1 : 0.5;
  ctx.fillStyle = pal.grid;
  ctx.fillRect(d.ox + c0 * s, d.oy + r0 * s, (c1 - c0) * s, (r1 - r0) * s);
  // Cell backgrounds.
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const byte = cells[i];
      const x = d.ox + c * s;
      const y = d.oy + r * s;
      if (!(byte & REACHED)) {
        tile(ctx, x, y, s, s, gap, pal);
        if ((byte & VALUE) === MINE) mineIcon(ctx, x + s / 2, y + s / 2, s * 0.62, pal);
        // Play mode with the values shown: a closed lone number is worth 1 on its own.
        if (view.play && view.values && byte & LONE && s >= 30) loneBadge(ctx, x, y, s, pal);
        continue;
      }
      const region = regions[i];
      ctx.fillStyle =
        byte & SHARED ? pal.sharedFill
        : byte & LONE ? pal.loneFill
        : (byte & VALUE) === 0 && region !== NO_REGION ? pal.fill[region % HUES.length]
        : pal.open;
      ctx.fillRect(x + gap / 2, y + gap / 2, s - gap, s - gap);
    }
  }
  // Numbers: outlined in their region's colour, hatched when shared, ringed when lone.
  const digits = s >= 11;
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const byte = cells[i];
      const value = byte & VALUE;
      if (!(byte & REACHED) || value === 0) continue;
      const x = d.ox + c * s;
      const y = d.oy + r * s;
      if (byte & SHARED) sharedMark(ctx, x, y, s, s, pal);
      else if (byte & BORDER) outline(ctx, x, y, s, s, pal.strong[regions[i] % HUES.length], Math.max(1.5, s * 0.09));
      else if (byte & LONE) loneMark(ctx, x, y, s, s, pal);
      if (digits) digit(ctx, x + s / 2, y + s / 2, String(value), s * 0.56, pal.text);
      // In play mode an open lone number is out of the game: no value.
      if (byte & LONE && s >= 30 && !view.play) loneBadge(ctx, x, y, s, pal);
    }
  }
  if (s >= 16) drawLabels(ctx, d, cells, regions, view, pal);
}

/**
 * Each region's label (R3 g=2, g=2 or just 2 as cells shrink) on a blank of the
 * region on screen where it covers no number: the first blank if it fits in one
 * cell, else the first blank whose right neighbour is a blank of the region too,
 * else a shorter label in the first blank.
 */
function drawLabels(ctx, d, cells, regions, view, pal) {
  const VALUE = B.value;
  const { r0, r1, c0, c1 } = d.visible();
  const s = d.scale;
  const cols = d.cols;
  const blank = (i, region) => regions[i] === region && (cells[i] & VALUE) === 0;
  const first = new Map();
  const roomy = new Map();
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * cols + c;
      const region = regions[i];
      if (region === NO_REGION || !blank(i, region)) continue;
      if (!first.has(region)) first.set(region, [r, c]);
      if (!roomy.has(region) && c + 1 < c1 && blank(i + 1, region)) roomy.set(region, [r, c]);
    }
  }
  const size = Math.max(11, Math.min(20, s * 0.32));
  ctx.font = `700 ${Math.round(size)}px system-ui, sans-serif`;
  const width = (text) => ctx.measureText(text).width + size * 0.6;
  for (const [region, at] of first) {
    const g = view.grundy[region];
    if (g === undefined) continue; // play mode with the values hidden
    const texts = (s >= 44 ? [`R${region + 1}${g ? ` g=${g}` : ''}`] : []).concat(g ? (s >= 26 ? [`g=${g}`, String(g)] : [String(g)]) : []);
    if (!texts.length) continue;
    let [r, c] = at;
    let text = texts.find((t) => width(t) <= s - 4);
    if (text !== texts[0] && roomy.has(region) && width(texts[0]) <= 2 * s - 4) [[r, c], text] = [roomy.get(region), texts[0]];
    text ??= texts[texts.length - 1];
    const k = region % HUES.length;
    badge(ctx, d.ox + c * s + 2, d.oy + r * s + 2, text, size, pal.strong[k], pal.strongText[k]);
  }
}

// Small cells: one pixel per cell (core/draw.js).
const image = new CellImage((pal) => ({
  down: rgba(pal.down),
  mine: rgba(pal.mine),
  open: rgba(pal.open),
  fill: pal.fill.map(rgba),
  strong: pal.strong.map(rgba),
  shared: rgba(pal.shared),
  lone: rgba(pal.lone),
}));

function drawPixels(ctx, d, cells, regions, pal) {
  const { value: VALUE, mine: MINE, reached: REACHED, shared: SHARED, lone: LONE } = B;
  const px = image.pixels(d.rows, d.cols, pal);
  const lut = image.lut;
  const cols = d.cols;
  const k = HUES.length;
  const { r0, r1, c0, c1 } = d.visible();
  for (let r = r0; r < r1; r++) {
    let i = r * cols + c0;
    for (let c = c0; c < c1; c++, i++) {
      const byte = cells[i];
      let color;
      if (!(byte & REACHED)) color = (byte & VALUE) === MINE ? lut.mine : lut.down;
      else if (byte & SHARED) color = lut.shared;
      else if (byte & LONE) color = lut.lone;
      else if (regions[i] === NO_REGION) color = lut.open;
      else color = (byte & VALUE) === 0 ? lut.fill[regions[i] % k] : lut.strong[regions[i] % k];
      px[i] = color;
    }
  }
  image.draw(ctx, d, { r0, r1, c0, c1 });
}

/** A raised face-down tile. */
function tile(ctx, x, y, w, h, gap, pal) {
  ctx.fillStyle = pal.down;
  ctx.fillRect(x + gap / 2, y + gap / 2, w - gap, h - gap);
  if (Math.min(w, h) < 14) return;
  const b = Math.max(1.5, Math.min(w, h) * 0.07);
  ctx.fillStyle = pal.downHi;
  ctx.fillRect(x + gap / 2, y + gap / 2, w - gap, b);
  ctx.fillRect(x + gap / 2, y + gap / 2, b, h - gap);
  ctx.fillStyle = pal.downLo;
  ctx.fillRect(x + gap / 2, y + h - gap / 2 - b, w - gap, b);
  ctx.fillRect(x + w - gap / 2 - b, y + gap / 2, b, h - gap);
}

function mineIcon(ctx, x, y, size, pal) {
  const r = size * 0.3;
  ctx.strokeStyle = pal.mine;
  ctx.lineWidth = Math.max(1, size * 0.08);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 4;
    ctx.moveTo(x - Math.cos(a) * size * 0.45, y - Math.sin(a) * size * 0.45);
    ctx.lineTo(x + Math.cos(a) * size * 0.45, y + Math.sin(a) * size * 0.45);
  }
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = pal.mine;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x - r * 0.35, y - r * 0.35, r * 0.25, 0, 2 * Math.PI);
  ctx.fillStyle = pal.mineHi;
  ctx.fill();
}

function outline(ctx, x, y, w, h, color, width) {
  const inset = width / 2 + Math.min(w, h) * 0.05;
  ctx.beginPath();
  ctx.roundRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, Math.min(w, h) * 0.14);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
}

function loneMark(ctx, x, y, w, h, pal) {
  ctx.setLineDash([Math.max(2, Math.min(w, h) * 0.12), Math.max(2, Math.min(w, h) * 0.08)]);
  outline(ctx, x, y, w, h, pal.lone, Math.max(1.5, Math.min(w, h) * 0.08));
  ctx.setLineDash([]);
}

function sharedMark(ctx, x, y, w, h, pal) {
  ctx.save();
  ctx.globalAlpha = 0.55;
  hatch(ctx, x, y, w, h, pal.shared, 0.05, 4);
  ctx.restore();
  outline(ctx, x, y, w, h, pal.shared, Math.max(2.5, Math.min(w, h) * 0.14));
}

function digit(ctx, x, y, text, size, color) {
  ctx.font = `700 ${Math.round(size)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, x, y + size * 0.04);
}

/** A lone number's value, g=1, in the corner of its cell. */
function loneBadge(ctx, x, y, s, pal) {
  const size = Math.max(10, s * 0.26);
  badge(ctx, x + s - size * 1.9, y + s - size * 1.25, s >= 44 ? 'g=1' : '1', size, pal.lone, '#ffffff', x + s - 2);
}

/** A label pill with its top-left corner at (x, y); `right` caps its right edge. */
function badge(ctx, x, y, text, size, fill, color, right = Infinity) {
  ctx.font = `700 ${Math.round(size)}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + size * 0.6;
  const h = size * 1.25;
  x = Math.min(x, right - w);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, h / 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, x + w / 2, y + h / 2 + size * 0.05);
}

/** Legend entries: [label, draw(ctx, w, h, pal)]. */
export function legend() {
  return [
    [t('mine.legend.down'), (ctx, w, h, pal) => tile(ctx, 0, 0, w, h, 0, pal)],
    [t('mine.legend.mine'), (ctx, w, h, pal) => {
      tile(ctx, 0, 0, w, h, 0, pal);
      mineIcon(ctx, w / 2, h / 2, h * 0.7, pal);
    }],
    [t('mine.legend.regions'), (ctx, w, h, pal) => {
      for (let i = 0; i < 3; i++) {
        ctx.fillStyle = pal.fill[i];
        ctx.fillRect((i * w) / 3, 0, w / 3 + 1, h);
      }
    }],
    [t('mine.legend.number'), (ctx, w, h, pal) => {
      swatch('open')(ctx, w, h, pal);
      outline(ctx, 0, 0, h + 8, h, pal.strong[0], Math.max(2, h * 0.12));
      digit(ctx, (h + 8) / 2, h / 2, '2', h * 0.7, pal.text);
    }],
    [t('mine.legend.badge'), (ctx, w, h, pal) => {
      swatch((p) => p.fill[1])(ctx, w, h, pal);
      badge(ctx, 1, 2, 'g', h * 0.75, pal.strong[1], pal.strongText[1]);
    }],
    [t('mine.legend.lone'), (ctx, w, h, pal) => {
      swatch('loneFill')(ctx, w, h, pal);
      loneMark(ctx, 0, 0, h + 8, h, pal);
      digit(ctx, (h + 8) / 2, h / 2, '1', h * 0.7, pal.text);
    }],
    [t('mine.legend.shared'), (ctx, w, h, pal) => {
      swatch('sharedFill')(ctx, w, h, pal);
      sharedMark(ctx, 0, 0, h + 8, h, pal);
    }],
  ];
}
