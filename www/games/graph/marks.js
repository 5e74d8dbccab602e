// A run's frame drawn on the graph, as the view's layers (view.js addLayer): the
// matching (matched edges thick), the search path and the path just flipped, the
// vertices the step is about (rings, the edge tried as an arrow), Hopcroft–Karp's BFS
// layers (a ring in the layer's colour and its number), blossom's labels and blossoms
// (the odd cycle found outlined and filled, contracted vertices ringed, the base
// thicker), dead and visited vertices, and the winning starts (a star). Each layer
// reads the frame at the run's current step through the token game's protocol (the
// state byte at cellsPtr, matesPtr, layersPtr, labelsPtr, path, flipped, cycle);
// which marks an algorithm has comes from the protocol's `algorithms` entry (layers,
// blossoms), never from its name. What was drawn last is kept in `drawn` for tests.
//
//   const marks = addMarks(view, () => scene); // scene: { core, run, view: inspect(), shows }
//   marks.drawn.matching; // [[u, v], …] the matched edges drawn at the last paint
import { arrow as drawArrow, dot, drawEventFocus, pathLine, ring, star as drawStar } from '../../core/draw.js';
import { t } from '../../i18n/index.js';
import { circle } from './view.js';

/**
 * Adds the run's layers to `view`; `scene()` is the current { core, run, view, shows,
 * protocol } or null (no run shown: nothing drawn). Returns { drawn }: what the layers
 * drew at the last paint ({ matching, winning, path, flipped, focus, layered, blossom,
 * visited, dead }, vertices 0-based).
 */
export function addMarks(view, scene) {
  const drawn = { matching: [], winning: [], path: [], flipped: [], focus: [], layered: [], blossom: { cycle: [], contracted: [], bases: [] }, visited: [], dead: [] };
  const shown = () => !!scene() && !view.hidden && !view.covered; // a game in play covers the run
  const width = (v) => Math.max(2, Math.min(7, v.radius * 0.5));
  const frame = () => {
    const s = scene();
    const n = s.run.n();
    const mem = s.core.memory.buffer;
    return { s, n, cells: new Uint8Array(mem, s.run.cellsPtr(), n), B: s.protocol.cell };
  };

  // The matching: each matched pair once, as a thick edge over a halo.
  view.addLayer({
    id: 'run-matching',
    z: -3,
    shown,
    draw(ctx, v, pal) {
      const { s, n } = frame();
      const none = s.protocol.sentinels.none;
      const mates = new Uint32Array(s.core.memory.buffer, s.run.matesPtr(), n);
      drawn.matching = [];
      ctx.beginPath();
      for (let a = 0; a < n; a++) {
        const b = mates[a];
        if (b === none || b < a) continue;
        drawn.matching.push([a, b]);
        ctx.moveTo(...v.at(a));
        ctx.lineTo(...v.at(b));
      }
      ctx.lineCap = 'round';
      ctx.strokeStyle = pal.halo;
      ctx.lineWidth = width(v) * 1.4 + 3;
      ctx.stroke();
      ctx.strokeStyle = pal.match;
      ctx.lineWidth = width(v) * 1.4;
      ctx.stroke();
    },
  });

  // The blossom just found: its odd cycle filled and outlined (blossom runs only).
  view.addLayer({
    id: 'run-blossom',
    z: -2,
    shown: () => shown() && scene().shows.blossoms,
    draw(ctx, v, pal) {
      const { s, n } = frame();
      const cycle = s.view.cycle;
      drawn.blossom = { cycle: [...cycle], contracted: [], bases: [] };
      if (s.view.counters.part !== 'done') {
        const L = s.protocol.cell.labels;
        const labels = new Uint8Array(s.core.memory.buffer, s.run.labelsPtr(), n);
        for (let a = 0; a < n; a++) {
          if (labels[a] & L.inBlossom) drawn.blossom.contracted.push(a);
          if (labels[a] & L.base) drawn.blossom.bases.push(a);
        }
      }
      if (cycle.length < 3) return;
      ctx.beginPath();
      cycle.forEach((a, k) => (k ? ctx.lineTo(...v.at(a)) : ctx.moveTo(...v.at(a))));
      ctx.closePath();
      ctx.fillStyle = pal.blossomFill;
      ctx.fill();
      ctx.setLineDash([8, 5]);
      ctx.lineJoin = 'round';
      ctx.strokeStyle = pal.halo;
      ctx.lineWidth = width(v) + 2;
      ctx.stroke();
      ctx.strokeStyle = pal.found;
      ctx.lineWidth = width(v) * 0.8;
      ctx.stroke();
      ctx.setLineDash([]);
    },
  });

  // The search path (orange; vermillion once it reaches a free vertex) and the path just
  // flipped (dashed), thinner than the matched edges: those on the path show round it.
  view.addLayer({
    id: 'run-path',
    z: -1,
    shown,
    draw(ctx, v, pal) {
      const { s } = frame();
      const found = s.view.event?.name === 'path_found';
      drawn.path = [...s.view.path];
      drawn.flipped = [...(s.view.flipped ?? [])];
      if (drawn.path.length > 1) polyline(ctx, drawn.path.map((a) => v.at(a)), width(v) * 0.5, found ? pal.found : pal.path, pal);
      if (drawn.flipped.length > 1) {
        ctx.setLineDash([width(v) * 1.6, width(v) * 1.2]);
        polyline(ctx, drawn.flipped.map((a) => v.at(a)), width(v) * 0.5, pal.found, pal);
        ctx.setLineDash([]);
      }
    },
  });

  // Over the vertices: dead ones faded, visited ones dotted, BFS layers, blossom labels and bases, winning stars.
  view.addLayer({
    id: 'run-vertices',
    z: 1,
    shown,
    draw(ctx, v, pal) {
      const { s, n, cells, B } = frame();
      const r = v.radius;
      const noLayer = s.protocol.sentinels.noLayer;
      const layers = new Uint32Array(s.core.memory.buffer, s.run.layersPtr(), n);
      const labels = s.shows.blossoms && s.view.counters.part !== 'done' ? new Uint8Array(s.core.memory.buffer, s.run.labelsPtr(), n) : null;
      const L = s.protocol.cell.labels;
      Object.assign(drawn, { winning: [], layered: [], visited: [], dead: [] });
      const top = pal.ramp.length - 1;
      let maxLayer = 0;
      for (let a = 0; a < n; a++) if (cells[a] & B.layered && layers[a] !== noLayer) maxLayer = Math.max(maxLayer, layers[a]);
      const ramp = (layer) => (maxLayer <= top ? Math.min(layer, top) : Math.round((layer / maxLayer) * top));
      for (let a = 0; a < n; a++) {
        const byte = cells[a];
        const [x, y] = v.at(a);
        if (byte & B.dead) {
          drawn.dead.push(a);
          ctx.fillStyle = pal.fade;
          ctx.beginPath();
          v.shape(a)(ctx, x, y, r + 0.5);
          ctx.fill();
        }
        if (byte & B.layered && layers[a] !== noLayer) {
          drawn.layered.push([a, layers[a]]);
          const k = ramp(layers[a]);
          ring(ctx, [x, y], r + 3, pal.ramp[k], pal, 3);
          if (r >= 8) badge(ctx, x + r * 0.9, y + r * 0.9, r * 0.55, pal.ramp[k], pal.rampText[k], String(layers[a]), pal);
        }
        if (labels) {
          const label = labels[a] & L.label;
          if (labels[a] & L.inBlossom) {
            ctx.setLineDash([4, 3]);
            ring(ctx, [x, y], r + 4, pal.found, pal, 2);
            ctx.setLineDash([]);
          }
          if (labels[a] & L.base) ring(ctx, [x, y], r + 5, pal.found, pal, 3.5);
          if (r >= 8 && (label === L.even || label === L.odd)) labelMark(ctx, x - r * 0.95, y - r * 0.95, r * 0.6, label === L.even, pal);
        }
        if (byte & B.winning) {
          drawn.winning.push(a);
          star(ctx, x + r * 0.85, y - r * 0.85, Math.max(5, r * 0.6), pal);
        } else if (byte & B.visited) {
          drawn.visited.push(a);
          dot(ctx, x + r * 0.85, y - r * 0.85, Math.max(2.5, r * 0.28), pal.visited, pal);
        }
      }
    },
  });

  // The step's vertices: rings, and the edge followed as an arrow (dashed when skipped).
  view.addLayer({
    id: 'run-focus',
    z: 2,
    shown,
    draw(ctx, v, pal) {
      const { s } = frame();
      const e = s.view.event;
      drawn.focus = [];
      if (!e) return;
      const r = v.radius;
      const box = (a) => {
        if (!drawn.focus.includes(a)) drawn.focus.push(a);
        ring(ctx, v.at(a), r + 3.5, pal.focus, pal, 2.5);
      };
      // A path found: its free start ringed in the path's colour too (the board's path layer rings its ends).
      const p = s.view.path;
      if (e.name === 'path_found' && p.length) ring(ctx, v.at(p[0]), r + 3.5, pal.found, pal, 3);
      drawEventFocus(e, {
        box,
        arrow: (from, to, skipped) => {
          drawn.focus.push(from, to);
          arrow(ctx, v.at(from), v.at(to), r, skipped, pal);
        },
      });
    },
  });

  return { drawn };
}

/** A line through `points` of `width` over a thin halo (the matched edges under it show on both sides). */
export function polyline(ctx, points, width, color, pal) {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.strokeStyle = pal.halo;
  ctx.lineWidth = width + 1;
  ctx.stroke();
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** A small round badge with `text` (a BFS layer's number). */
function badge(ctx, x, y, r, fill, ink, text, pal) {
  ctx.beginPath();
  circle(ctx, x, y, r);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = pal.halo;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = `600 ${Math.round(r * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

/** Blossom's label: a filled square for even, a hollow one for odd, at (x, y) of side `size`. */
function labelMark(ctx, x, y, size, even, pal) {
  ctx.lineWidth = Math.max(1.5, size * 0.2);
  if (even) {
    ctx.fillStyle = pal.match;
    ctx.fillRect(x, y, size, size);
    ctx.strokeStyle = pal.halo;
    ctx.lineWidth = 1;
    ctx.strokeRect(x, y, size, size);
  } else {
    ctx.fillStyle = pal.halo;
    ctx.fillRect(x, y, size, size);
    ctx.strokeStyle = pal.path;
    ctx.strokeRect(x, y, size, size);
  }
}

/** The winning starts' star beside a vertex (core/draw.js star, a heavier rim). */
export const star = (ctx, x, y, radius, pal) => drawStar(ctx, x, y, radius, pal, 0.15);

/** An arrow from a vertex's rim to another's (radius `r`), over a halo; dashed and grey when the step skips. */
function arrow(ctx, [x0, y0], [x1, y1], r, skipped, pal) {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const style = { width: 2.5, head: Math.max(7, r * 0.8), spread: 0.55, dash: skipped ? [5, 4] : null };
  drawArrow(ctx, [x0 + ux * r, y0 + uy * r], [x1 - ux * (r + 3), y1 - uy * (r + 3)], { ...style, color: skipped ? pal.edge : pal.focus, halo: pal.halo });
}

/**
 * The legend's entries for the run's marks: [message key, draw(ctx, pal)] on a 26×18
 * swatch. `shows`: the protocol's entry for the run's algorithm ({ layers, blossoms });
 * dead vertices are a depth-first search's (no BFS layers); `explaining` adds the
 * certificate's new pairs.
 */
export function runLegend(shows, explaining = false) {
  const line = (colour, w, dash = null) => (ctx, pal) => {
    if (dash) ctx.setLineDash(dash);
    pathLine(ctx, [[3, 13], [23, 5]], w, pal[colour], pal);
    ctx.setLineDash([]);
  };
  const vertexWith = (mark) => (ctx, pal) => {
    ctx.fillStyle = pal.plain;
    ctx.beginPath();
    circle(ctx, 11, 10, 6);
    ctx.fill();
    mark(ctx, pal);
  };
  const items = [
    ['graph.legend.matched', line('match', 4)],
    ['graph.legend.path', line('path', 3.5)],
    ['graph.legend.flipped', line('found', 2.5, [4, 3])],
    ['graph.legend.focus', vertexWith((ctx, pal) => ring(ctx, [11, 10], 8.5, pal.focus, pal, 2))],
    ['graph.legend.visited', vertexWith((ctx, pal) => dot(ctx, 17, 4, 3, pal.visited, pal))],
  ];
  if (!shows.layers) {
    items.push(['graph.legend.dead', vertexWith((ctx, pal) => {
      ctx.fillStyle = pal.fade;
      ctx.beginPath();
      circle(ctx, 11, 10, 6.5);
      ctx.fill();
    })]);
  }
  if (shows.layers) {
    items.push(['graph.legend.layers', (ctx, pal) => {
      for (let i = 0; i < 4; i++) badge(ctx, 4 + i * 6, 9, 3.5, pal.ramp[i * 2], pal.rampText[i * 2], '', pal);
    }]);
  }
  if (shows.blossoms) {
    items.push(
      ['graph.legend.even', (ctx, pal) => labelMark(ctx, 8, 4, 10, true, pal)],
      ['graph.legend.odd', (ctx, pal) => labelMark(ctx, 8, 4, 10, false, pal)],
      ['graph.legend.blossom', (ctx, pal) => {
        ctx.beginPath();
        ctx.moveTo(4, 15);
        ctx.lineTo(13, 2);
        ctx.lineTo(22, 15);
        ctx.closePath();
        ctx.fillStyle = pal.blossomFill;
        ctx.fill();
        ctx.setLineDash([4, 3]);
        ctx.strokeStyle = pal.found;
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.setLineDash([]);
      }],
    );
  }
  items.push(['graph.legend.winning', vertexWith((ctx, pal) => star(ctx, 18, 5, 5, pal))]);
  if (explaining) items.push(['graph.legend.fresh', line('fresh', 4)]);
  return items.map(([key, draw]) => [t(key), draw]);
}
