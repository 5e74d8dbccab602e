// Export… on the graph tab: the figure (www/shells/export.js) of the graph's run, for
// the same dialog, pictures and GIF/WebM machinery as the boards'. The drawing is the
// view's own (GraphView.drawGraph and its layers: the run's marks, Explain, play) with
// the vertices where they are now, through a fixed view that fits the picture rather
// than the zoom on screen; the words are the run's verdict and the step's sentence.
// Loaded on first use (the Export… button).
//
//   openGraphExport({ view, run, graph: () => s.graph, explained: () => explain.shown() });
//   // PNG: gridplay-graph-12v-step7.png; GIF: gridplay-graph-12v-steps0-30.gif
import { t } from '../../i18n/index.js';
import { DRAWING_MAX_H, openFigure, wordsReady } from '../../shells/export.js';
import { legendEntries } from './legend.js';
import { runLegend } from './marks.js';
import { PALETTES } from './palette.js';
import { RADIUS, MAX_SCALE } from './view.js';

const PAD = 16 + 16; // CSS px around the graph: as the view's fit (16 px and a vertex's largest radius)

/**
 * The figure of the run `run` (run.js mountRun's) on `view`: its vertices at view.places,
 * its step read by run.readNow(). `graph()` is the graph shown ({ n, edges, sides }),
 * `explained()` true when a vertex is explained (its legend entries).
 */
export function graphFigure({ view, run, graph, explained }) {
  const g = graph();
  const bipartite = g.sides.length === g.n;
  const pal = PALETTES[view.dark ? 'dark' : 'light'];
  const scene = run.scene();
  const marks = scene ? runLegend(scene.shows, explained()) : [];
  const { x0, y0, x1, y1 } = view.bounds();
  const span = [Math.max(x1 - x0, 4 * RADIUS), Math.max(y1 - y0, 4 * RADIUS)];
  /** CSS px per layout unit for a drawing `width` px wide (at most DRAWING_MAX_H high). */
  const scaleFor = (width) => Math.max(1e-3, Math.min(MAX_SCALE, (width - 2 * PAD) / span[0], (DRAWING_MAX_H - 2 * PAD) / span[1]));
  const algo = t(`geography.algo.${scene?.view.algorithm}`);
  const detail = [scene?.view.greedy ? t('export.greedy', { algo }) : algo, t('export.graph', { vertices: t('graph.vertices', { n: g.n }), edges: t('graph.edges', { n: g.edges.length / 2 }) })];
  return {
    name: `gridplay-graph-${g.n}v`,
    detail: detail.join(' · '),
    player: run.player,
    pal: { outside: pal.bg, text: pal.ink, grid: pal.edge },
    // The odd cycle's entry as the page shows it: while the run is at its start.
    legend: legendEntries(bipartite, !bipartite && view.showCycle, view.dark, marks),
    height: (width) => Math.ceil(span[1] * scaleFor(width) + 2 * PAD),
    now: () => run.readNow(),
    draw(ctx, area, at, canvas, dpr) {
      ctx.fillStyle = pal.bg;
      ctx.fillRect(0, 0, canvas.width / dpr, canvas.height / dpr);
      const scale = scaleFor(area.width);
      // The view itself, seen through another scale and origin: no hover, no edge being
      // drawn, the page's ordinary sizes (not presentation mode's).
      const fixed = Object.create(view, {
        scale: { value: scale },
        ox: { value: area.x + area.width / 2 - ((x0 + x1) / 2) * scale },
        oy: { value: area.y + area.height / 2 - ((y0 + y1) / 2) * scale },
        hovered: { value: null },
        pending: { value: null },
        contrast: { value: false },
      });
      ctx.save();
      fixed.drawGraph(ctx, pal);
      ctx.restore();
    },
    caption: (at) => ({ verdict: at.verdict, sentence: at.sentence }),
  };
}

/** Opens the Export dialog on the graph tab (its words loaded first). */
export async function openGraphExport(tab) {
  await wordsReady;
  if (tab.run.player.run) openFigure(graphFigure(tab));
}
