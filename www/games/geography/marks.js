// The token game's colours and marks: the palettes (light, dark, presentation), the
// shapes cells carry (dominoes, dots, stars, hatching, arrows, blossom labels, the
// search side's corner mark) and the legend that names them. The layers
// (layers.js) place them on the board.
import { arrow as drawArrow, blend, dot, hatch as hatchLines, luminance, pathLine, ring, star, swatch, translucent } from '../../core/draw.js';
import { t } from '../../i18n/index.js';

// Okabe–Ito hues; shapes (dominoes, dots, hatching, stars, rings) carry the meaning too.
// Every difference that carries meaning stands 3:1 apart (tests/unit/palette.test.js):
// walls against free cells (darker in every theme), marks against the cells or the
// halo under them. Shaded (search-side) cells differ from the others by a corner mark
// (`shade`), not by colour alone.
export const RAMP_TOP = 7; // highest VIRIDIS index used for layers
const VIRIDIS = ['#fde725', '#b5de2b', '#6ece58', '#35b779', '#1f9e89', '#26828e', '#31688e', '#3e4989', '#482878', '#440154'];
const PALETTES = {
  light: {
    outside: '#ffffff', grid: '#c9c7bd', free: ['#e3e0d2', '#fbfaf6'], wall: '#3a3a3a', shade: '#7a7568',
    dead: '#d6d6d6', hatch: '#6b6b6b', domino: '#0072b2', dominoFill: 'rgba(0, 114, 178, 0.22)',
    matched: ['#8bbbd8', '#a9cde3'], path: '#b86e00', found: '#d55e00', visited: '#a8508a',
    winning: '#00785a', winningFill: '#c9ebdf', focus: '#000000', text: '#1a1a1a', halo: '#ffffff',
  },
  // Dark: free cells mid-grey, walls black below them.
  dark: {
    outside: '#121416', grid: '#0b0c0e', free: ['#6b727d', '#5d636d'], wall: '#000000', shade: '#c9ced6',
    dead: '#3b3d42', hatch: '#b4b8bf', domino: '#a8dcfa', dominoFill: 'rgba(86, 180, 233, 0.3)',
    matched: ['#2f6688', '#2a5a78'], path: '#f0a30a', found: '#ff7b3a', visited: '#ffc2e6',
    winning: '#2fc79b', winningFill: '#1d4d3f', focus: '#ffffff', text: '#f2f2f2', halo: '#000000',
  },
  // Presentation mode (projectors wash colours out): black and white, saturated hues,
  // every line outlined in black, grid lines three times as thick.
  contrast: {
    outside: '#ffffff', grid: '#000000', free: ['#cfcfcf', '#ffffff'], wall: '#000000', shade: '#555555',
    dead: '#8f8f8f', hatch: '#000000', domino: '#003f9e', dominoFill: 'rgba(0, 63, 158, 0.28)',
    matched: ['#5a8fd6', '#84aee3'], path: '#ff8c00', found: '#e23b00', visited: '#b0007a',
    winning: '#00804f', winningFill: '#9ee6c4', focus: '#000000', text: '#000000', halo: '#000000',
    gridWeight: 3,
  },
};

// Colours made from the others. Layer colours: viridis softened toward the free-cell
// colour by `mix`, so dominoes and paths stay in front. Blossom labels: even cells in the
// dominoes' colour, odd ones in the path's; a blossom's fill is the found path's colour
// at opacity `fill`.
for (const [name, mix, fill] of [['light', 0.3, 0.2], ['dark', 0.45, 0.28], ['contrast', 0.1, 0.3]]) {
  const pal = PALETTES[name];
  pal.ramp = VIRIDIS.slice(0, RAMP_TOP + 1).map((c) => blend(c, pal.free[1], mix));
  pal.rampText = pal.ramp.map((c) => (luminance(c) > 0.3 ? '#000000' : '#ffffff'));
  pal.even = pal.domino;
  pal.odd = pal.path;
  pal.blossomFill = translucent(pal.found, fill);
}

/** The board's colours: light, dark, or (contrast) the presentation palette. */
export function theme(dark, contrast = false) {
  return PALETTES[contrast ? 'contrast' : dark ? 'dark' : 'light'];
}

/** A blossom label in a cell's corner: a filled square for even, a hollow one for odd. */
export function labelMark(ctx, x, y, size, even, pal) {
  const m = size * 0.18;
  const w = size * 0.5;
  ctx.lineWidth = Math.max(1.5, size * 0.1);
  if (even) {
    ctx.fillStyle = pal.even;
    ctx.fillRect(x + m, y + m, w, w);
  } else {
    ctx.strokeStyle = pal.odd;
    ctx.strokeRect(x + m, y + m, w, w);
  }
}

/** The shaded cells' corner mark (a triangle, added to the current path). */
export function shadeMark(ctx, x, y, s) {
  const t = s * 0.26;
  ctx.moveTo(x, y);
  ctx.lineTo(x + t, y);
  ctx.lineTo(x, y + t);
  ctx.closePath();
}

export function domino(ctx, x, y, w, h, radius, pal) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, radius);
  ctx.fillStyle = pal.dominoFill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, Math.min(w, h) * 0.07);
  ctx.strokeStyle = pal.domino;
  ctx.stroke();
}

/** Dead cells' hatching. */
export function hatch(ctx, x, y, w, h, pal) {
  hatchLines(ctx, x, y, w, h, pal.hatch, 0.06, 3);
}

/** The edge a search tries on the board, from a cell's centre to near the next's (cell size `s`); dashed and grey when the step skips. */
export function arrow(ctx, [x0, y0], [x1, y1], s, skipped, pal) {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const tip = [x1 - ((x1 - x0) / len) * s * 0.18, y1 - ((y1 - y0) / len) * s * 0.18];
  const gap = Math.max(3, s * 0.1);
  const style = { width: Math.max(2, s * 0.08), head: Math.max(7, s * 0.3), spread: 0.6, dash: skipped ? [gap, gap] : null };
  drawArrow(ctx, [x0, y0], tip, { ...style, color: skipped ? pal.hatch : pal.focus, halo: pal.halo });
}

export { dot, star };

/** Per algorithm (the module's check() holds the core's list against it): the legend's marks it never draws. */
export const LEGEND_HIDES = {
  kuhn: ['layers', 'even', 'odd', 'blossom'],
  'hopcroft-karp': ['dead', 'even', 'odd', 'blossom'],
  blossom: ['layers', 'dead'],
};

/**
 * Legend entries for `view`'s algorithm: [label, draw(ctx, w, h, pal)]. Without a
 * view, every entry.
 */
export function legend(view) {
  const k = (name) => t(`geography.legend.${name}`);
  const entries = [
    [k('shaded'), (ctx, w, h, pal) => {
      swatch((p) => p.free[0])(ctx, w, h, pal);
      ctx.fillStyle = pal.shade;
      ctx.beginPath();
      shadeMark(ctx, 0, 0, h * 1.4);
      ctx.fill();
    }],
    [k('wall'), swatch(k('wall'))],
    [k('matched'), (ctx, w, h, pal) => {
      swatch((p) => p.free[1])(ctx, w, h, pal);
      domino(ctx, 1, 1, w - 2, h - 2, h * 0.3, pal);
    }],
    [k('path'), (ctx, w, h, pal) => {
      swatch((p) => p.free[1])(ctx, w, h, pal);
      pathLine(ctx, [[2, h / 2], [w - 2, h / 2]], h * 0.3, pal.path, pal);
    }],
    [k('visited'), (ctx, w, h, pal) => {
      swatch((p) => p.free[1])(ctx, w, h, pal);
      dot(ctx, w / 2, h / 2, h * 0.22, pal.visited, pal);
    }],
    [k('dead'), (ctx, w, h, pal) => {
      swatch('dead')(ctx, w, h, pal);
      hatch(ctx, 0, 0, w, h, pal);
    }],
    [k('layers'), (ctx, w, h, pal) => {
      for (let i = 0; i < 4; i++) {
        ctx.fillStyle = pal.ramp[i * 2];
        ctx.fillRect((i * w) / 4, 0, w / 4 + 1, h);
      }
    }],
    [k('winning'), (ctx, w, h, pal) => {
      swatch('winningFill')(ctx, w, h, pal);
      star(ctx, w / 2, h / 2, h * 0.45, pal);
    }],
  ];
  entries.push(
    [k('even'), (ctx, w, h, pal) => {
      swatch((p) => p.free[1])(ctx, w, h, pal);
      labelMark(ctx, w / 2 - h / 2, 0, h, true, pal);
    }],
    [k('odd'), (ctx, w, h, pal) => {
      swatch((p) => p.free[1])(ctx, w, h, pal);
      labelMark(ctx, w / 2 - h / 2, 0, h, false, pal);
    }],
    [k('blossom'), (ctx, w, h, pal) => {
      swatch((p) => p.free[1])(ctx, w, h, pal);
      ctx.fillStyle = pal.blossomFill;
      ctx.fillRect(0, 0, w, h);
      ring(ctx, [w / 2, h / 2], h * 0.32, pal.found, pal, Math.max(1.5, h * 0.12));
    }],
  );
  // Dead cells are Kuhn's, BFS layers Hopcroft–Karp's, labels and blossoms the blossom algorithm's.
  const other = view?.algorithm === undefined ? [] : LEGEND_HIDES[view.algorithm]?.map(k);
  if (!other) throw new Error(`geography: no legend for the algorithm ${view.algorithm}`);
  return entries.filter(([label]) => !other.includes(label));
}
