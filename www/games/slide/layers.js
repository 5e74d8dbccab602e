// 兔兔与蛋蛋 (slide)'s board as layers (www/core/draw.js), bottom to top: the board
// (squares, the cells the empty cell can never enter shaded, those it has left veiled,
// the stones: white O, black X, and the empty cell), the empty cell's walk so far, the
// matching as dominoes between partners, the current search (cells reached, the
// alternating path), and the current event's focus. Each reads what the run shows at
// its current step: the piece bytes, the cell byte of the protocol, the partners.
import { apart, cellBytes, cellsLayer, center, focusBox, hatch, pathLine, ring, swatch, themes } from '../../core/draw.js';
import { t } from '../../i18n/index.js';

let B = null; // protocol.cell: inGraph, gone, visited, onPath
let P = null; // protocol.defaults.piece: black, white, empty
let NONE = 0; // protocol.sentinels.none

/** Reads the cell byte, the piece codes and the sentinel from the core's protocol (slide.check). */
export function readCells(protocol) {
  B = protocol.cell;
  P = protocol.defaults.piece;
  NONE = protocol.sentinels.none;
}

// Okabe–Ito hues for what the solve marks: bluish green the matching, orange the
// search, vermillion the path. Stones are black and white with an outline.
const PALETTES = {
  light: {
    outside: '#ffffff', board: '#e8d6b0', line: '#b89a66', out: '#cfc4ae', veil: '#ffffff',
    black: '#1b1b1b', white: '#fbfbf8', stoneEdge: '#3a3a3a', empty: '#ffffff',
    walk: '#0072b2', match: '#007a5a', visited: '#e69f00', path: '#c04400',
    focus: '#000000', halo: '#ffffff', text: '#1a1a1a',
  },
  dark: {
    outside: '#121416', board: '#5b4a2e', line: '#3a2f1c', out: '#2b2d31', veil: '#121416',
    black: '#050505', white: '#f2f2ee', stoneEdge: '#c8c8c8', empty: '#24282e',
    walk: '#56b4e9', match: '#2ed3a0', visited: '#f0b030', path: '#ff7b3a',
    focus: '#ffffff', halo: '#000000', text: '#f2f2f2',
  },
  contrast: {
    outside: '#ffffff', board: '#f1e2bd', line: '#000000', out: '#bdbdbd', veil: '#ffffff',
    black: '#000000', white: '#ffffff', stoneEdge: '#000000', empty: '#ffffff',
    walk: '#0050a0', match: '#006644', visited: '#b86e00', path: '#c23300',
    focus: '#000000', halo: '#ffffff', text: '#000000',
  },
};
for (const pal of Object.values(PALETTES)) {
  // The matching, the paths and the search's rings stand 3:1 apart from the board they
  // are drawn on (tests/unit/palette.test.js); a cell the empty cell can never enter is
  // hatched in lines that stand apart from its fill.
  for (const key of ['match', 'path', 'walk', 'visited']) pal[key] = apart(pal[key], pal.text, pal.board, 3.1);
  pal.outLine = apart(pal.line, pal.text, pal.out, 3.1);
}

/** The board's colours: light, dark, or (contrast) the presentation palette. */
export const theme = themes(PALETTES);

/** The run's board at its current step, bottom to top. */
export const LAYERS = [
  cellsLayer((ctx, d, cells, { view, pal }) => drawBoard(ctx, d, view.pieces, cells, pal)),
  {
    // The empty cell's walk from its start, as far as the turns played.
    id: 'walk',
    draw(ctx, d, { view, pal }) {
      drawWalk(ctx, d, view.walk, pal);
    },
  },
  {
    id: 'matching',
    draw(ctx, d, scene) {
      drawMatching(ctx, d, scene.view.mates, cellBytes(scene), scene.pal);
    },
  },
  {
    // The current search: the cells reached and the alternating path from the root.
    id: 'search',
    draw(ctx, d, scene) {
      const { view, pal } = scene;
      const cells = cellBytes(scene);
      const s = d.scale;
      ctx.save();
      for (let i = 0; i < cells.length; i++) {
        if (!(cells[i] & B.visited)) continue;
        ring(ctx, center(d, i), Math.max(3, s * 0.42), pal.visited, pal, Math.max(1.5, s * 0.06));
      }
      ctx.restore();
      if (view.path.length > 1) pathLine(ctx, Array.from(view.path, (c) => center(d, c)), Math.max(2.5, s * 0.14), pal.path, pal);
      if (view.path.length) ring(ctx, center(d, view.path[0]), Math.max(4, s * 0.3), pal.path, pal, Math.max(2, s * 0.08));
    },
  },
  {
    id: 'focus',
    draw(ctx, d, { view, pal }) {
      for (const cell of view.focus) focusBox(ctx, d, cell, pal, 0.07);
    },
  },
];

/**
 * The board from piece bytes (the protocol's `defaults.piece`) and cell bytes (the
 * protocol's `cell`; null in play mode, where `gone` lists the cells left instead):
 * squares, out-of-graph cells shaded, left cells veiled, stones and the empty cell.
 */
export function drawBoard(ctx, d, pieces, cells, pal, gone = null) {
  const s = d.scale;
  const { r0, r1, c0, c1 } = d.visible();
  const gap = s >= 14 ? 1 : s >= 5 ? 0.5 : 0;
  ctx.fillStyle = pal.line;
  ctx.fillRect(d.ox + c0 * s, d.oy + r0 * s, (c1 - c0) * s, (r1 - r0) * s);
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const i = r * d.cols + c;
      const x = d.ox + c * s;
      const y = d.oy + r * s;
      const inGraph = cells ? cells[i] & B.inGraph : true;
      ctx.fillStyle = inGraph ? pal.board : pal.out;
      ctx.fillRect(x + gap / 2, y + gap / 2, s - gap, s - gap);
      if (!inGraph && s >= 6) hatch(ctx, x, y, s, s, pal.outLine, 0.05, 3);
      const piece = pieces[i];
      if (piece === P.empty) emptyCell(ctx, x + s / 2, y + s / 2, s, pal);
      else stone(ctx, x + s / 2, y + s / 2, s * 0.36, piece === P.white, pal);
      // A cell the empty cell has left is out of the game: veiled.
      const left = cells ? cells[i] & B.gone : gone?.has(i);
      if (left && piece !== P.empty) {
        ctx.save();
        ctx.globalAlpha = 0.55;
        ctx.fillStyle = pal.veil;
        ctx.fillRect(x, y, s, s);
        ctx.restore();
      }
    }
  }
  ctx.strokeStyle = pal.line;
  ctx.lineWidth = 1;
  ctx.strokeRect(d.ox - 0.5, d.oy - 0.5, d.cols * s + 1, d.rows * s + 1);
}

/** A stone: white O or black X, outlined. */
export function stone(ctx, x, y, radius, white, pal) {
  ctx.beginPath();
  ctx.arc(x, y, Math.max(1, radius), 0, 2 * Math.PI);
  ctx.fillStyle = white ? pal.white : pal.black;
  ctx.fill();
  if (radius >= 3) {
    ctx.lineWidth = Math.max(1, radius * 0.12);
    ctx.strokeStyle = pal.stoneEdge;
    ctx.stroke();
  }
}

/** The empty cell: a dashed square hole. */
function emptyCell(ctx, x, y, s, pal) {
  const h = s * 0.36;
  ctx.fillStyle = pal.empty;
  ctx.fillRect(x - h, y - h, 2 * h, 2 * h);
  if (s < 8) return;
  ctx.save();
  ctx.setLineDash([Math.max(2, s * 0.1), Math.max(2, s * 0.07)]);
  ctx.lineWidth = Math.max(1.5, s * 0.07);
  ctx.strokeStyle = pal.walk;
  ctx.strokeRect(x - h, y - h, 2 * h, 2 * h);
  ctx.restore();
}

/** The empty cell's walk: a line through the cells it stood on, in order. */
export function drawWalk(ctx, d, walk, pal) {
  if (walk.length < 2) return;
  ctx.save();
  ctx.globalAlpha = 0.85;
  pathLine(ctx, Array.from(walk, (c) => center(d, c)), Math.max(2, d.scale * 0.1), pal.walk, pal);
  ctx.restore();
}

/** The matching: a domino bar between partners still in the game (each pair once). */
export function drawMatching(ctx, d, mates, cells, pal) {
  const s = d.scale;
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(2, s * 0.2);
  ctx.strokeStyle = pal.match;
  ctx.globalAlpha = 0.75;
  ctx.beginPath();
  for (let i = 0; i < mates.length; i++) {
    const m = mates[i];
    if (m === NONE || m < i || (cells && (cells[i] & B.gone || cells[m] & B.gone))) continue;
    const [x1, y1] = center(d, i);
    const [x2, y2] = center(d, m);
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  ctx.stroke();
  ctx.restore();
}

/** Legend entries: [label, draw(ctx, w, h, pal)]. */
export function legend() {
  const piece = (white) => (ctx, w, h, pal) => {
    swatch('board')(ctx, w, h, pal);
    stone(ctx, w / 2, h / 2, h * 0.38, white, pal);
  };
  const line = (key) => (ctx, w, h, pal) => {
    swatch('board')(ctx, w, h, pal);
    pathLine(ctx, [[2, h / 2], [w - 2, h / 2]], Math.max(2, h * 0.25), pal[key], pal);
  };
  return [
    [t('slide.legend.white'), piece(true)],
    [t('slide.legend.black'), piece(false)],
    [t('slide.legend.empty'), (ctx, w, h, pal) => {
      swatch('board')(ctx, w, h, pal);
      emptyCell(ctx, w / 2, h / 2, h, pal);
    }],
    [t('slide.legend.out'), (ctx, w, h, pal) => {
      swatch('out')(ctx, w, h, pal);
      hatch(ctx, 0, 0, w, h, pal.outLine, 0.05, 3);
    }],
    [t('slide.legend.gone'), (ctx, w, h, pal) => {
      piece(false)(ctx, w, h, pal);
      ctx.globalAlpha = 0.55;
      ctx.fillStyle = pal.veil;
      ctx.fillRect(0, 0, w, h);
      ctx.globalAlpha = 1;
    }],
    [t('slide.legend.walk'), line('walk')],
    [t('slide.legend.matching'), line('match')],
    [t('slide.legend.visited'), (ctx, w, h, pal) => {
      swatch('board')(ctx, w, h, pal);
      ring(ctx, [w / 2, h / 2], h * 0.38, pal.visited, pal, 2);
    }],
    [t('slide.legend.path'), line('path')],
  ];
}
