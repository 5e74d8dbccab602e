// Explain on the graph tab ("Why this vertex?"): at the verdict, a click on a vertex
// (outside Edit mode), or Enter/Space on the vertex under the keyboard cursor (the
// Explain button or E turns the cursor on, or a vertex explained does), asks the
// core for its certificate (GraphRun.explain(v): the maximum matching, the alternating
// path from an unmatched vertex and the matching flipped along it, or the partner) and
// shows it: drawn on the graph as layers (a veil over the run's marks, the matching of
// the proof with its new pairs green, the path orange, the start or the partner ringed)
// and said in the board's words with "vertex" (geography/explain.js sayExplanation).
// With the drawing focused and the cursor on, the arrow keys move it to the nearest
// vertex in that direction (otherwise they step the run); Esc clears and turns it off.
// Before the verdict a click says when Explain works.
import { pathLine, ring } from '../../core/draw.js';
import { errorText } from '../../core/errors.js';
import { typing } from '../../core/controls.js';
import { has, t } from '../../i18n/index.js';
import { sayExplanation } from '../geography/explain.js';
import { polyline } from './marks.js';

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** The graph's words for a certificate: vertices named as the narration names them, graph.explain.* where the board's say "cell". */
export const VERTEX_WORDS = {
  name: (v) => t('graph.vertex', { v: v + 1 }),
  say: (key, params) => t(has(`graph.explain.${key}`) ? `graph.explain.${key}` : `explain.${key}`, params),
};

/**
 * Sets Explain up on `view`: `run()` is the run shown (or null), `atVerdict()` true at
 * its last step, complete; `els`: { button (Explain: the cursor on or off), panel,
 * title, text, note, canvas }; `changed()` is called when the certificate shown changes
 * (the legend); `busy()` is true while something else owns the vertices' clicks and
 * keys (a game in play, a practice question): Explain then stays out. Returns { explain(v), clear(), sync(), cursor, on, shown() }: explain(v)
 * returns the words shown, or null.
 */
export function setupExplain(view, { run, atVerdict, els, changed, busy = () => false }) {
  const state = { ex: null, cursor: -1, focused: false, on: false };
  const live = () => !!run() && !view.hidden && !view.editing && !busy();
  const keyed = () => state.on || !!state.ex; // the arrow keys move the cursor

  /** Hides the certificate and turns the cursor off. */
  function clear() {
    setOn(false);
    els.note.hidden = true;
    if (!state.ex && els.panel.hidden) return;
    state.ex = null;
    els.panel.hidden = true;
    view.redraw();
    changed();
  }

  function setOn(on) {
    on = on && live() && atVerdict();
    if (on === state.on) return;
    state.on = on;
    els.button.setAttribute('aria-pressed', String(on));
    if (on) {
      if (state.cursor < 0 || state.cursor >= view.graph.n) state.cursor = view.graph.n ? 0 : -1;
      els.canvas.focus();
    }
    view.redraw();
  }

  /** The button enabled at the verdict only (after each step shown). */
  function sync() {
    els.button.disabled = !(live() && atVerdict());
    if (els.button.disabled) setOn(false);
  }

  function explain(v) {
    els.note.hidden = true;
    if (!atVerdict()) {
      els.note.textContent = t('graph.explain.later');
      els.note.hidden = false;
      return null;
    }
    let ex;
    try {
      ex = run().explain(v);
    } catch (err) {
      ex = null;
      els.title.textContent = t('explain.title');
      els.text.textContent = t('explain.none', { error: errorText(err) });
      els.panel.hidden = false;
      return null;
    }
    if (!ex) return null;
    state.ex = ex;
    state.cursor = v;
    setOn(true);
    const words = sayExplanation({ ...ex, cell: ex.vertex }, VERTEX_WORDS);
    els.title.textContent = words.title;
    const strong = Object.assign(document.createElement('strong'), { textContent: words.summary });
    els.text.replaceChildren(strong, ' ', words.text);
    els.panel.hidden = false;
    view.redraw();
    changed();
    return words;
  }

  // Under the vertices: a veil over the run's marks, then the matching of the proof and the path.
  view.addLayer({
    id: 'explain-under',
    z: -0.5,
    shown: () => live() && !!state.ex,
    draw(ctx, v, pal) {
      const ex = state.ex;
      ctx.fillStyle = pal.veil;
      ctx.fillRect(0, 0, v.width, v.height);
      const onPath = new Set(ex.path);
      const pairs = ex.wins ? ex.flipped : ex.matching;
      const w = Math.max(2, Math.min(7, v.radius * 0.5));
      for (const [a, b] of pairs) {
        const fresh = ex.wins ? onPath.has(a) && onPath.has(b) : a === ex.vertex || b === ex.vertex;
        pathLine(ctx, [v.at(a), v.at(b)], w * 1.4, fresh ? (ex.wins ? pal.fresh : pal.found) : pal.match, pal);
      }
      // The path thin and dashed over them: the new pairs show round it.
      if (ex.wins && ex.path.length > 1) {
        ctx.setLineDash([w * 1.2, w * 0.8]);
        polyline(ctx, ex.path.map((a) => v.at(a)), w * 0.5, pal.path, pal);
        ctx.setLineDash([]);
      }
    },
  });
  // Over the vertices: the unmatched start (wins) or the partner (loses) ringed, and the vertex explained.
  view.addLayer({
    id: 'explain-over',
    z: 3,
    shown: () => live() && !!state.ex,
    draw(ctx, v, pal) {
      const ex = state.ex;
      const r = v.radius;
      if (ex.wins) ring(ctx, v.at(ex.path[0]), r + 4, pal.path, pal, 3);
      else ring(ctx, v.at(ex.partner), r + 4, pal.found, pal, 3);
      ring(ctx, v.at(ex.vertex), r + 7, pal.focus, pal, 3);
    },
  });
  // The keyboard cursor, while the drawing has the focus; a click on a vertex explains it.
  view.addLayer({
    id: 'explain-cursor',
    z: 4,
    shown: () => live(),
    draw(ctx, v, pal) {
      if (!state.focused || !keyed() || state.cursor < 0 || state.cursor >= v.graph.n) return;
      ctx.setLineDash([4, 3]);
      ring(ctx, v.at(state.cursor), v.radius + 10, pal.focus, pal, 2);
      ctx.setLineDash([]);
    },
    click: (vertex) => explain(vertex),
  });

  const canvas = els.canvas;
  canvas.addEventListener('focus', () => {
    state.focused = true;
    if (state.cursor < 0 || state.cursor >= view.graph.n) state.cursor = view.graph.n ? 0 : -1;
    view.redraw();
  });
  canvas.addEventListener('blur', () => {
    state.focused = false;
    view.redraw();
  });
  // The drawing's own keys, before the page's (which step the run on the arrows): at the
  // verdict the arrows move the cursor and Enter or Space explains.
  canvas.addEventListener('keydown', (e) => {
    if (!live() || !atVerdict() || !keyed() || e.altKey || e.ctrlKey || e.metaKey) return;
    if (ARROWS[e.key]) {
      const next = nearest(view, state.cursor, ARROWS[e.key]);
      if (next >= 0) state.cursor = next;
      view.redraw();
    } else if ((e.key === 'Enter' || e.key === ' ') && state.cursor >= 0) {
      explain(state.cursor);
    } else if (e.key === 'Escape') {
      clear();
    } else return;
    e.preventDefault();
  });
  els.button.addEventListener('click', () => (state.on ? clear() : setOn(true)));
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key.toLowerCase() !== 'e' || els.button.disabled) return;
    if (state.on) clear();
    else setOn(true);
    e.preventDefault();
  });

  return {
    explain,
    clear,
    sync,
    get on() {
      return state.on;
    },
    get cursor() {
      return state.cursor;
    },
    /** The certificate shown, or null. */
    shown: () => state.ex,
  };
}

/**
 * The vertex nearest `from` in direction [dx, dy] (screen axes): among those within 60°
 * of it, the one with the least distance, a sideways step counting double; -1 when none.
 * Cost: O(n).
 */
export function nearest(view, from, [dx, dy]) {
  const n = view.graph.n;
  if (from < 0 || from >= n) return n ? 0 : -1;
  const [x0, y0] = view.at(from);
  let best = -1;
  let bestScore = Infinity;
  for (let v = 0; v < n; v++) {
    if (v === from) continue;
    const [x, y] = view.at(v);
    const along = (x - x0) * dx + (y - y0) * dy;
    const side = Math.abs((x - x0) * dy - (y - y0) * dx);
    if (along <= 0.5 || side > along * 1.75) continue;
    const score = along + 2 * side;
    if (score < bestScore) [best, bestScore] = [v, score];
  }
  return best;
}
