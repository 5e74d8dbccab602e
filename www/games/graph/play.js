// Play mode on the graph tab: the token game on the graph shown, against the computer.
// The handle is the core's GraphPlay (crate/src/wasm/graph_play.rs, over the perfect
// player of crate/src/geography/play.rs): every legal move, the computer's answers,
// who wins from here and why. This module only draws the game on the view's layers,
// words it from the catalogues (playmode.graph.*, loaded with play mode; graph.play.* for why
// Play is off, shown before) and hands clicks and keys on; the
// turn taking, the panel, Undo and Hints are the board's play mode (www/core/play.js),
// run over a small stand-in for the board's Session.
//
//   const play = addGraphPlay({ core, view, graph: () => ({ text, n }), maxVertices, editing, stopEditing });
//   play.sync();        // after the graph, Edit mode or the size changed: Play offered or why not
//   play.state();       // window.gridplay.play(): { you, turn, over, winner, perfect, token, path, moves, cursor } | null
import { t } from '../../i18n/index.js';
import { refusal } from '../play-state.js';
import { PALETTES } from './palette.js';
import { swatchItem } from './legend.js';
// (Its stylesheet, play.css, is imported by page.js: node's tests import this module.)

const $ = (id) => document.getElementById(id);
const vertexName = (v) => t('playmode.graph.vertex', { v: v + 1 });

// Beside the view's own colours (Okabe–Ito; the odd cycle is vermillion): the token
// orange, its path in ink (so it is not read as the cycle), the legal moves reddish
// purple, the matching sky blue, visited vertices grey.
const LOOKS = {
  light: { path: 'rgba(26, 26, 26, 0.7)', token: '#e69f00', moves: '#cc79a7', matching: '#56b4e9', visited: '#b4b4b4', hint: '#000000' },
  dark: { path: 'rgba(242, 242, 242, 0.7)', token: '#f0b030', moves: '#f0a3cf', matching: '#56b4e9', visited: '#6b7078', hint: '#ffffff' },
};

/** What play mode (www/core/play.js) asks of a game: the graph's words and handle. */
export const ADAPTER = {
  roles: ['placer', 'mover'],
  hasMatching: true,
  roleLabel: (id) => t(`playmode.graph.role.${id}`),

  start(core, graph, you) {
    return new core.GraphPlay(graph.text, { you });
  },

  /** window.gridplay.play(): vertices 0-based. */
  state(h) {
    const path = Array.from(h.path());
    return {
      you: h.you(),
      turn: h.turn(),
      over: h.over(),
      winner: h.winner() ?? null,
      perfect: h.perfect(),
      token: h.token() ?? null,
      path,
      moves: Array.from(h.moves()),
      clicks: path,
    };
  },

  move: (h, v) => h.play(v),
  hints: (h) => h.hints(),

  sayStart(h) {
    const b = t(h.perfect() === 'you' ? 'playmode.startWin' : 'playmode.startLose');
    return t('playmode.then', { a: t(`playmode.graph.start.${h.you()}`), b });
  },

  /** Your turn, and who wins from here with perfect play (the core's GraphPlay.perfect). */
  sayTurn(h) {
    const a = t(h.token() === undefined ? 'playmode.graph.turnPlace' : 'playmode.graph.turnMove');
    return t('playmode.then', { a, b: t(h.perfect() === 'you' ? 'playmode.graph.youWinFromHere' : 'playmode.graph.computerWinsFromHere') });
  },

  sayMove(h, result) {
    if (result.verdict === 'kept') return t('playmode.graph.kept');
    if (result.verdict === 'blunder') return t('playmode.graph.blunder', { better: vertexName(result.better) });
    return null;
  },

  sayReply(h, reply) {
    const vertex = vertexName(reply.vertex);
    switch (reply.reason) {
      case 'place-unmatched':
        return t('playmode.graph.placeUnmatched', { vertex });
      case 'place-losing':
        return t('playmode.graph.placeLosing', { vertex });
      case 'follow-domino':
        return t('playmode.graph.followDomino', { from: reply.from + 1, to: reply.vertex + 1 });
      default:
        return reply.replies === null ? t('playmode.graph.losing', { vertex }) : t('playmode.graph.losingReplies', { vertex, n: reply.replies });
    }
  },

  sayEnd(h) {
    return t(h.winner() === 'you' ? 'playmode.graph.youWon' : 'playmode.graph.computerWon');
  },

  sayRefusal: refusal('GraphPlay', 'graph'),
};

/**
 * Play mode on the tab: the Play the game button (and G), Esc to end a game, and the
 * game on the view's layers `play` (z 1: the token, visited vertices, legal moves,
 * marks; takes the vertex clicks) and `play-path` (z -1: the path and the matching,
 * under the vertices). Off in Edit mode and past `maxVertices` (not drawn), saying why.
 * `covered()` is called when a game starts or ends covering the run's marks and the
 * odd cycle (`view.covered`): the page's legend lists only what is drawn.
 * Returns { sync(), state(), leave(), get on() }.
 */
export function addGraphPlay({ core, view, graph, maxVertices, editing, stopEditing, practising = () => false, covered = () => {} }) {
  let mode = null;
  let loading = null;
  const button = $('play-game');
  const why = Object.assign(document.createElement('p'), { className: 'hint-inline graph-play-why', hidden: true });
  button.after(why);
  const refused = () => (view.hidden || graph().n > maxVertices ? t('graph.play.offBig', { max: maxVertices }) : editing() ? t('graph.play.offEdit') : '');

  function sync() {
    const on = mode?.on ?? false;
    document.documentElement.classList.toggle('playing-game', on);
    const cover = view.covered !== on;
    view.covered = on; // the run's marks and the odd cycle give way to the game's
    view.redraw();
    if (cover) covered();
    const reason = refused();
    button.hidden = on;
    button.disabled = !!reason || practising(); // play would say who wins from each vertex: the answer (style.css hides it too)
    why.textContent = reason;
    why.hidden = on || !reason;
    if (!on) $('edit-mode').disabled = view.hidden || practising();
    else $('edit-mode').disabled = true;
  }

  const load = () =>
    (loading ??= import('../../core/play.js').then(async (m) => {
      await m.wordsReady;
      mode = new (graphPlayMode(m.PlayMode))(stand(core, view, graph, () => sync()), $('play-box'), { changed: sync });
      mode.stopEditing = stopEditing;
      return mode;
    }));
  const choose = () => !refused() && !practising() && load().then((m) => m.choose());

  button.hidden = false;
  button.addEventListener('click', choose);
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target?.closest?.('input:not([type="checkbox"], [type="range"]), textarea, select, [contenteditable]')) return;
    if (e.key === 'g' || e.key === 'G') choose();
    else if (e.key === 'Escape' && mode?.on) mode.leave();
    else return;
    e.preventDefault();
  });
  sync();
  return {
    sync,
    /** Ends the game (a new graph is shown) and offers Play again if it can be played. */
    graphChanged() {
      mode?.leave();
      sync();
    },
    /** window.gridplay.play(): the game's state and the keyboard's cursor (a vertex, -1 before the first arrow). */
    state: () => (mode?.on ? { ...mode.state(), cursor: mode.cursor[0] } : null),
    get on() {
      return mode?.on ?? false;
    },
  };
}

/** What PlayMode reads of the board's Session, for the graph view. */
function stand(core, view, graph, changed) {
  return {
    core,
    game: { play: ADAPTER },
    get run() {
      return graph().n > 0 ? graph() : null;
    },
    options: undefined,
    locked: false,
    diagram: { canvas: view.canvas },
    view,
    player: { pause() {} },
    on() {}, // a new graph ends the game: graphChanged()
    addLayer(layer) {
      view.addLayer(layer);
    },
    invalidate(what) {
      if (what === 'view') changed();
      view.redraw();
    },
  };
}

/** PlayMode on vertices: a click is a vertex, the cursor a vertex, the drawing on the view. */
function graphPlayMode(PlayMode) {
  return class GraphPlayMode extends PlayMode {
    constructor(session, container, hooks) {
      super(session, container, hooks);
      this.cursor = [-1, 0];
      const fresh = Object.assign(document.createElement('button'), { type: 'button', textContent: t('playmode.graph.newGame'), title: t('playmode.graph.newGameTitle') });
      fresh.addEventListener('click', () => this.choose());
      this.els.bar.insertBefore(fresh, this.els.bar.lastElementChild);
      const mode = this;
      session.addLayer({ id: 'play-path', z: -1, shown: () => mode.on, draw: (ctx, view) => mode.drawUnder(ctx, view) });
      this.legend = Object.assign(document.createElement('ul'), { className: 'legend graph-play-legend' });
      this.legend.setAttribute('aria-label', t('playmode.graph.legend.label'));
      this.els.status.after(this.legend);
      this.legendDark = null;
    }

    /** After every change: PlayMode's refresh, and the legend in the theme shown. */
    refresh() {
      super.refresh();
      const dark = this.session.view.dark;
      if (this.handle && this.legendDark !== dark) {
        this.legendDark = dark;
        this.legend.replaceChildren(...playLegend(LOOKS[dark ? 'dark' : 'light'], PALETTES[dark ? 'dark' : 'light']));
      }
      this.legend.lastElementChild?.toggleAttribute('hidden', !this.matching);
    }

    choose() {
      this.stopEditing?.();
      super.choose();
    }

    start(you, fresh) {
      this.stopEditing?.();
      return super.start(you, fresh);
    }

    /** A click on vertex v (the view's layer click). */
    click(v) {
      super.click(v, 0);
    }

    get looks() {
      return LOOKS[this.session.view.dark ? 'dark' : 'light'];
    }

    /** Under the vertices: the matching of the vertices in play, then the path so far. */
    drawUnder(ctx, view) {
      const h = this.handle;
      const r = view.radius;
      const looks = this.looks;
      ctx.save();
      ctx.lineCap = 'round';
      if (this.matching && !h.over()) {
        const pairs = h.matching();
        ctx.strokeStyle = looks.matching;
        ctx.lineWidth = Math.max(2, r * 0.45);
        ctx.setLineDash([Math.max(4, r * 0.8), Math.max(3, r * 0.5)]);
        ctx.beginPath();
        for (let i = 0; i < pairs.length; i += 2) {
          ctx.moveTo(...view.at(pairs[i]));
          ctx.lineTo(...view.at(pairs[i + 1]));
        }
        ctx.stroke();
        ctx.setLineDash([]);
      }
      const path = h.path();
      if (path.length > 1) {
        ctx.strokeStyle = looks.path;
        ctx.lineWidth = Math.max(3, r * 0.5);
        ctx.lineJoin = 'round';
        ctx.beginPath();
        ctx.moveTo(...view.at(path[0]));
        for (let i = 1; i < path.length; i++) ctx.lineTo(...view.at(path[i]));
        ctx.stroke();
      }
      ctx.restore();
    }

    /** Over the vertices: visited ones greyed, the legal moves and hints ringed, the token, the cursor. */
    draw(ctx, view, pal) {
      const h = this.handle;
      const r = view.radius;
      const looks = this.looks;
      const path = h.path();
      const ring = (v, colour, width, gap = 2, dash = null) => {
        const [x, y] = view.at(v);
        ctx.strokeStyle = colour;
        ctx.lineWidth = width;
        if (dash) ctx.setLineDash(dash);
        ctx.beginPath();
        ctx.arc(x, y, r + gap + width / 2, 0, 2 * Math.PI);
        ctx.stroke();
        if (dash) ctx.setLineDash([]);
      };
      ctx.save();
      ctx.fillStyle = looks.visited;
      ctx.beginPath();
      for (let i = 0; i < path.length - 1; i++) {
        const [x, y] = view.at(path[i]);
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, 2 * Math.PI);
      }
      ctx.fill();
      if (!h.over() && h.turn() === 'you' && h.token() !== undefined) for (const v of h.moves()) ring(v, looks.moves, Math.max(2, r * 0.2));
      if (this.shownHints) for (const v of this.shownHints) ring(v, looks.hint, Math.max(1.5, r * 0.12), Math.max(5, r * 0.45), [3, 3]);
      const token = h.token();
      if (token !== undefined) {
        const [x, y] = view.at(token);
        ctx.fillStyle = looks.token;
        ctx.beginPath();
        ctx.arc(x, y, r * 1.15, 0, 2 * Math.PI);
        ctx.fill();
        ring(token, pal.ink, Math.max(2, r * 0.18), r * 0.15);
      }
      const cursor = this.cursor[0];
      if (this.focused && cursor >= 0 && cursor < view.graph.n) ring(cursor, pal.focus, 2, Math.max(4, r * 0.35), [4, 3]);
      ctx.restore();
    }

    /** Arrows move the cursor to the nearest vertex that way (on screen); Enter or Space plays it; U undoes. */
    boardKey(e) {
      if (!this.on || e.altKey || e.ctrlKey || e.metaKey) return;
      const view = this.session.view;
      const arrow = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
      if (arrow) {
        const from = this.cursor[0];
        this.cursor = [from >= 0 && from < view.graph.n ? nearest(view, from, arrow) : (this.handle.token() ?? 0), 0];
        this.redraw();
      } else if (e.key === 'Enter' || e.key === ' ') {
        if (this.cursor[0] >= 0) this.click(this.cursor[0]);
      } else if (e.key === 'u' || e.key === 'U') {
        this.undo();
      } else return;
      e.preventDefault();
      e.stopPropagation();
    }
  };
}

/**
 * The vertex nearest `from` in direction `[dx, dy]` on screen: among those ahead of it
 * within 60° either side, the one with the least distance ahead plus twice the distance
 * aside; `from` itself when none. O(n).
 */
export function nearest(view, from, [dx, dy]) {
  const [x0, y0] = view.at(from);
  let best = from;
  let score = Infinity;
  for (let v = 0; v < view.graph.n; v++) {
    if (v === from) continue;
    const [x, y] = view.at(v);
    const ahead = (x - x0) * dx + (y - y0) * dy;
    const aside = Math.abs((x - x0) * dy - (y - y0) * dx);
    if (ahead <= 0 || aside > ahead * 1.8) continue;
    const s = ahead + 2 * aside;
    if (s < score) [best, score] = [v, s];
  }
  return best;
}

/** The legend of the game's marks, drawn as draw() and drawUnder() draw them: <li> items, the matching last. */
function playLegend(looks, pal) {
  const disc = (fill, ring = null, ringWidth = 2) => (ctx) => {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.arc(13, 9, 6, 0, 2 * Math.PI);
    ctx.fill();
    if (!ring) return;
    ctx.strokeStyle = ring;
    ctx.lineWidth = ringWidth;
    ctx.beginPath();
    ctx.arc(13, 9, 7.5, 0, 2 * Math.PI);
    ctx.stroke();
  };
  const line = (colour, width, dash = []) => (ctx) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(2, 14);
    ctx.lineTo(24, 4);
    ctx.stroke();
  };
  const items = [
    ['token', disc(looks.token, pal.ink)],
    ['path', line(looks.path, 4)],
    ['visited', disc(looks.visited)],
    ['moves', disc(pal.plain, looks.moves, 2.5)],
    ['matching', line(looks.matching, 3.5, [5, 3])],
  ];
  return items.map(([key, draw]) => swatchItem(t(`playmode.graph.legend.${key}`), draw));
}
