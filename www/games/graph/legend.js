// The legend beside the drawing: the two sides' shapes and colours, or plain vertices
// and the odd cycle, drawn as the view draws them (view.js's palette), then the run's
// marks (marks.js runLegend) when a run is shown.
import { t } from '../../i18n/index.js';
import { PALETTES } from './palette.js';
import { circle, square } from './view.js';

/**
 * <li> items for a bipartite graph (its two sides) or one with an odd cycle, then
 * `marks`: the run's entries, [label, draw(ctx, pal)] on a 26×18 swatch.
 */
export function legendItems(bipartite, cycle, dark, marks = []) {
  return legendEntries(bipartite, cycle, dark, marks).map(([label, draw]) => swatchItem(label, draw));
}

/**
 * The same legend as [label, draw(ctx)] entries, each drawing a 26×18 swatch at the
 * context's origin (an exported picture's legend: www/games/graph/export.js).
 */
export function legendEntries(bipartite, cycle, dark, marks = []) {
  const pal = PALETTES[dark ? 'dark' : 'light'];
  const vertex = (colour, shape, ring = null) => (ctx) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    shape(ctx, 13, 9, 6);
    ctx.fill();
    if (!ring) return;
    ctx.strokeStyle = ring;
    ctx.lineWidth = 2;
    ctx.beginPath();
    shape(ctx, 13, 9, 8);
    ctx.stroke();
  };
  const edge = (colour, width) => (ctx) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(2, 14);
    ctx.lineTo(24, 4);
    ctx.stroke();
  };
  const items = bipartite
    ? [['graph.legend.left', vertex(pal.left, circle)], ['graph.legend.right', vertex(pal.right, square)]]
    : [['graph.legend.vertex', vertex(pal.plain, circle)]];
  items.push(['graph.legend.edge', edge(pal.edge, 1.5)]);
  if (cycle) items.push(['graph.legend.cycle', edge(pal.cycle, 3)]);
  return [...items.map(([key, draw]) => [t(key), draw]), ...marks.map(([label, draw]) => [label, (ctx) => draw(ctx, pal)])];
}

/** A legend <li>: `draw(ctx)` on a 26×18 CSS px swatch (sharp at the screen's pixel ratio), then `label`. */
export function swatchItem(label, draw) {
  const li = document.createElement('li');
  const canvas = document.createElement('canvas');
  const dpr = window.devicePixelRatio || 1;
  [canvas.width, canvas.height] = [26 * dpr, 18 * dpr];
  const ctx = canvas.getContext('2d');
  ctx.scale(dpr, dpr);
  draw(ctx);
  li.append(canvas, document.createTextNode(label));
  return li;
}
