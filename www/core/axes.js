// Row and column numbers along the board's left and top edges, in the game's own
// convention (token game from 1, as in the judge output; mine from 0, as in the HDU
// input). Every k-th line is numbered, k chosen from 1, 2, 5, 10, 20, 50… so that
// labels never crowd at any zoom; when the board's edge is scrolled away, the numbers
// stay at the edge of the view, over a band.

const FONT_PX = 11; // the smallest type, on the page's usual cells
const LEFT = 30; // CSS px reserved at the left for row numbers (up to 4 digits)
const TOP = 16; // …and at the top for column numbers
const PER_CELL = 0.3; // type grows with the cells up to what the bands hold

/** The margin the diagram keeps free for the numbers (presentation mode asks for more). */
export const AXES_MARGIN = { left: LEFT, top: TOP };

/** The smallest step of 1, 2, 5 × 10^k that puts labels at least `gap` px apart. */
export function labelStep(scale, gap) {
  for (let k = 1; ; k *= 10) {
    for (const m of [1, 2, 5]) if (m * k * scale >= gap) return m * k;
  }
}

/**
 * The type size in px for cells of `scale` px in bands of `band` { left, top } px: 0.3 of
 * a cell, at least 11 px, at most what the top band holds. Example: 250 px cells in a
 * 64 px band (presentation) → 45 px; 40 px cells in the page's 16 px band → 11 px.
 */
export function axesFont(scale, band = AXES_MARGIN) {
  return Math.max(FONT_PX, Math.min(Math.round(PER_CELL * scale), Math.floor((band.top - 4) * 0.75)));
}

/**
 * Draws the numbers over the canvas of diagram `d`, numbering from `base` (0 or 1), in
 * the bands of `d.margin` (the page's { left: 30, top: 16 } unless set larger).
 */
export function drawAxes(ctx, d, base, pal) {
  const s = d.scale;
  const band = d.margin?.top > 0 ? d.margin : AXES_MARGIN;
  const { left: LEFT, top: TOP } = band;
  const font = axesFont(s, band);
  const { r0, r1, c0, c1 } = d.visible();
  const top = Math.max(0, d.oy - TOP); // the band sticks to the view's edge
  const left = Math.max(0, d.ox - LEFT);
  ctx.save();
  ctx.font = `600 ${font}px system-ui, sans-serif`;
  ctx.fillStyle = pal.outside;
  if (d.oy < TOP) ctx.fillRect(0, 0, d.width, TOP);
  if (d.ox < LEFT) ctx.fillRect(0, 0, LEFT, d.height);
  ctx.fillStyle = pal.text;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const width = ctx.measureText(String(d.cols - 1 + base)).width;
  const colStep = labelStep(s, width + 8);
  for (let c = Math.ceil(c0 / colStep) * colStep; c < c1; c += colStep) {
    const x = d.ox + (c + 0.5) * s;
    if (x > LEFT - 4 || d.ox >= LEFT) ctx.fillText(String(c + base), x, top + TOP / 2);
  }
  ctx.textAlign = 'right';
  const rowStep = labelStep(s, font + 4);
  const pad = Math.max(5, Math.round(font * 0.4));
  for (let r = Math.ceil(r0 / rowStep) * rowStep; r < r1; r += rowStep) {
    const y = d.oy + (r + 0.5) * s;
    if (y > TOP - 2 || d.oy >= TOP) ctx.fillText(String(r + base), left + LEFT - pad, y);
  }
  ctx.restore();
}
