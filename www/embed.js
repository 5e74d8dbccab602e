// <gridplay-viewer>: the board, playback and verdict of one run, for blog posts and
// other pages. One <script type="module" src=".../gridplay.js"> (this module, built
// by vite as dist/gridplay.js) defines the element; every viewer on the page shares
// one wasm module (www/core/wasm.js loads it once, relative to this script's URL).
//
//   <gridplay-viewer game="geography" input="3 3&#10;.##&#10;...&#10;#.#" algo="kuhn"
//                    autoplay speed="4" loop controls="minimal"></gridplay-viewer>
//
// Attributes (all optional; changing one updates the viewer):
//   game       geography (default), mine, slide or graph
//   input      the board (or the graph: `n m`, then m lines `u v`) as judge input
//              (newlines as &#10;), or instead
//   board      the page's compact <rows>x<cols>.<data> form, or instead
//   preset, size, density, seed   a preset board, as in the page's links (size="12x16")
//   preset, vertices, left, edges, seed   graph: a preset graph, as in the graph tab's links
//   board, moves   graph: a token-game board (judge input) as its graph
//   layout     graph: layered (two sides) or force; by default two sides when bipartite and small
//   algo       the game's algorithm (geography and graph: kuhn, hopcroft-karp, blossom)
//   moves      geography: the move rule (rook, king, knight, hex; default rook)
//   greedy     geography: start from a greedy matching (greedy="0" or "false": off)
//   case       mine: which case of a multi-case input, from 1
//   step       the step shown first: a number or "end"
//   autoplay   play once the viewer is on screen (paused while scrolled away)
//   speed      steps per second (default 4), or "instant"
//   loop       start again two seconds after the end
//   controls   none | minimal (default: buttons and step count) | full (timeline, speed, narration)
//   theme      auto (default, follows the system) | light | dark
//   title      a caption above the board (also the element's tooltip)
//   play       start a game against the computer in this role (geography: placer |
//              mover; mine: first | second): clicks on the board are moves (not for graphs)
//   lesson, slide   a lesson's slide (lesson="geography" slide="4", from 1): the slide's
//              board, step, game or explained cell, and its text under the board
//              (www/lessons/); the board attributes are not read then (not for graphs)
//   lang       zh-CN or en: the viewer's words. Without it, the nearest lang of the page
//              around it (<html lang="zh-CN"> gives Chinese), else English. One
//              language per document: the first viewer to start sets it for all.
// Shadow DOM keeps the host page's styles out and ours in. Attribute values are data:
// they reach the page only as textContent. The viewer is a shell over the viewer core
// (www/core/session.js), as the page is: it adds the attributes, autoplay, loop and
// visibility. The rules of the games live in Rust. A graph (game="graph") is drawn by
// the graph tab's view and run instead of a Session (www/games/graph/viewer.js), loaded
// only when a viewer shows one.
//
// `index.html?embed=1&…` (an iframe) is this element filling the window: mountEmbed().

import { PlayMode } from './core/play.js';
import { Session } from './core/session.js';
import { linkRules } from './core/source.js';
import { BOARD_GAMES, GAMES, registerGame } from './games/index.js';
import { normalizeLang, setLang, t, translatePage } from './i18n/index.js';
import { readUrl } from './core/url.js';
import { loadCore } from './core/wasm.js';
import { viewerTemplate } from './shells/viewer-markup.js';

const BOARD_ATTRS = ['game', 'input', 'board', 'preset', 'size', 'density', 'seed', 'algo', 'moves', 'greedy', 'case', 'lesson', 'slide', 'vertices', 'left', 'edges', 'layout'];
// A graph's link parameters (www/games/graph/link.js, presets.js) the viewer reads; size, density and case are a board's.
const GRAPH_ATTRS = ['input', 'preset', 'vertices', 'left', 'edges', 'seed', 'board', 'moves', 'algo', 'layout', 'step'];
export const ATTRS = [...BOARD_ATTRS, 'step', 'autoplay', 'speed', 'loop', 'controls', 'theme', 'title', 'lang', 'play'];
const DEFAULT_SPEED = 4;
const LOOP_HOLD_MS = 2000; // the verdict stays on screen this long before a loop starts again
const CONTROLS = ['none', 'minimal', 'full'];
const THEMES = ['auto', 'light', 'dark'];

/** A boolean attribute: present and not "0" or "false". */
function flag(el, name) {
  const v = el.getAttribute(name);
  return v !== null && v !== '0' && v.toLowerCase() !== 'false';
}

export class GridplayViewer extends HTMLElement {
  static observedAttributes = ATTRS;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.markup();
    this.session = null;
    this.kind = null; // 'board' (a Session) or 'graph' (www/games/graph/viewer.js)
    this.visible = false;
    this.auto = false; // playing because of autoplay or loop, not because someone pressed Play
    this.autoplayPending = false;
    this.autoPaused = false; // auto playback paused while scrolled away
    this.reloading = null; // a reload queued for attributes just set
    this.loading = false; // a reload under way
    this.loads = 0; // reloads started (only the newest finishes)
    this.errors = { board: [], speed: [], looks: [], play: [] };
    this.ready = null;
  }

  connectedCallback() {
    this.ready ??= this.boot().catch((err) => {
      this.errors.board = [t('embed.cannotStart', { error: err?.message ?? err })];
      this.showErrors();
      console.error(err);
    });
    if (this.session && !this.session.run) this.reloadSoon();
    this.observeVisibility();
  }

  disconnectedCallback() {
    this.intersection?.disconnect();
    this.intersection = null;
    clearTimeout(this.loopTimer);
    // Removed for good (not just moved): give the run's memory back.
    queueMicrotask(() => {
      if (!this.isConnected && this.session?.run) {
        if (this.session.release) this.session.release(); // a graph: its GraphInput too
        else this.session.player.setRun(null);
      }
    });
  }

  attributeChangedCallback(name, old, value) {
    if (!this.session || old === value) return;
    if (BOARD_ATTRS.includes(name)) this.reloadSoon();
    else if (name === 'step') {
      if (!this.reloading && !this.loading) this.goToAttributeStep();
    } else if (name === 'speed') this.applySpeed();
    else if (name === 'autoplay') {
      if (value !== null && !this.session.player.playing) {
        this.autoplayPending = true;
        this.maybeAutoplay();
      }
    } else if (name === 'controls' || name === 'theme' || name === 'title') this.applyLooks();
    else if (name === 'play') this.applyPlay();
  }

  // --- public: for pages and tests ---------------------------------------------------

  /** { step, lastStep, complete, playing, verdict: 'WIN' | 'LOSE' | … | null } */
  get state() {
    return this.session?.state() ?? null;
  }
  play() {
    this.auto = false;
    this.session?.player.play();
  }
  pause() {
    this.auto = false;
    this.session?.player.pause();
  }
  /** Goes to `step`, a number or 'end'. */
  go(step) {
    this.auto = false;
    this.session?.player.pause();
    this.session?.player.go(step);
  }

  // --- start ----------------------------------------------------------------------

  /** The shadow root's markup afresh (www/shells/viewer-markup.js), and this.el. */
  markup() {
    this.root.replaceChildren(viewerTemplate().content.cloneNode(true));
    this.el = {
      frame: this.root.querySelector('.frame'),
      title: this.root.querySelector('.title'),
      wrap: this.root.querySelector('.board-wrap'),
      board: this.root.getElementById('board'),
      narration: this.root.getElementById('narration'),
      error: this.root.getElementById('error'),
      lesson: this.root.getElementById('lesson'),
    };
  }

  async boot() {
    const [core] = await Promise.all([loadCore(), documentLang(this)]);
    this.core = core;
    this.darkQuery = matchMedia('(prefers-color-scheme: dark)');
    this.darkQuery.addEventListener('change', () => this.applyLooks());
    this.reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
    // Someone pressing a control takes over from autoplay.
    for (const type of ['pointerdown', 'keydown']) {
      this.root.addEventListener(type, (e) => {
        if (type === 'pointerdown' || [' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) this.auto = false;
      });
    }
    await this.reload();
  }

  /**
   * Sets the viewer up for `kind`: 'board' (a Session, with play mode) or 'graph' (the
   * graph tab's view and run: www/games/graph/viewer.js, loaded here the first time).
   * A change of kind starts from fresh markup; the old run's memory is given back.
   * Resolves to false when a newer reload (`gen`) overtook it.
   */
  async build(kind, gen) {
    const graph = kind === 'graph' ? await Promise.all([GAMES.graph(), import('./games/graph/viewer.js')]) : null;
    if (gen !== this.loads) return false;
    this.session?.player.setRun(null);
    this.playMode?.leave();
    if (this.kind) this.markup(); // (the first build uses the constructor's)
    translatePage(this.root);
    this.el.frame.lang = documentLang.lang;
    this.kind = kind;
    // The playback keys listen on the frame: markup made afresh takes the old listeners with it.
    const keys = this.el.frame;
    if (graph) {
      const [game, { mountGraphViewer, GRAPH_BOX }] = graph;
      if (!game.protocol) game.check(this.core);
      this.session = mountGraphViewer({ core: this.core, game, root: this.root, keys, onPlay: (playing) => this.maybeLoop(playing), onView: () => this.labelBoard() });
      this.playMode = null;
      this.sizeBox(GRAPH_BOX.rows, GRAPH_BOX.cols);
    } else {
      const session = new Session({ core: this.core, root: this.root, keys, tools: 0, wheel: false });
      this.session = session;
      session.follow = false; // a viewer's board is not zoomed
      session.on('run', (run) => this.sizeBoard(run));
      session.on('view', (view) => {
        if (this.controlsMode !== 'full') return;
        const lines = session.game.narrate(view);
        this.el.narration.textContent = lines.length ? lines[lines.length - 1].text : '';
      });
      session.on('play', (playing) => this.maybeLoop(playing));
      this.playMode = new PlayMode(session, this.root.getElementById('play-box'));
    }
    this.applySpeed();
    this.applyLooks();
    return true;
  }

  observeVisibility() {
    if (this.intersection) return;
    this.intersection = new IntersectionObserver(([entry]) => {
      this.visible = entry.isIntersecting;
      const p = this.session?.player;
      if (!p) return;
      if (!this.visible && this.auto && p.playing) {
        p.pause();
        this.autoPaused = true;
      } else if (this.visible) {
        if (this.autoPaused) {
          this.autoPaused = false;
          this.auto = true;
          p.play();
        }
        this.maybeAutoplay();
      }
    });
    this.intersection.observe(this);
  }

  /** Several attributes set together reload once. */
  reloadSoon() {
    this.reloading ??= Promise.resolve().then(() => this.reload());
    return this.reloading;
  }

  /** The game attribute's module (loaded), or geography with an error. */
  pickGame(errors) {
    const name = this.getAttribute('game') ?? 'geography';
    if (BOARD_GAMES.includes(name)) return GAMES[name]();
    errors.push(t('url.unknownGame', { game: name, known: [...BOARD_GAMES, 'graph'].join(t('url.or')) }));
    return GAMES.geography();
  }

  async reload() {
    const gen = ++this.loads;
    this.reloading = null; // attributes changed from here on reload again
    this.loading = true;
    const kind = this.getAttribute('game') === 'graph' && !this.hasAttribute('lesson') ? 'graph' : 'board';
    if (kind !== this.kind && !(await this.build(kind, gen))) return;
    if (kind === 'graph') return this.reloadGraph();
    const session = this.session;
    if (this.hasAttribute('lesson')) return this.reloadSlide(gen);
    this.el.lesson.hidden = true;
    const errors = [];
    const game = await this.pickGame(errors);
    if (gen !== this.loads) return; // a newer reload is on its way
    if (game !== session.game) {
      registerGame(game, session.core);
      session.setGame(game);
    }
    // The attributes are the page's link parameters: one reader for both.
    const q = new URLSearchParams();
    for (const name of ['input', 'board', 'preset', 'size', 'density', 'seed', 'algo', 'moves', 'case', 'step']) {
      const v = this.getAttribute(name);
      if (v !== null) q.set(name, v);
    }
    if (this.hasAttribute('greedy')) q.set('greedy', flag(this, 'greedy') ? '1' : '0');
    const link = await readUrl(q.toString(), linkRules(GAMES, game));
    if (gen !== this.loads) return; // a newer reload is on its way
    session.options = { algorithm: link.algo ?? game.defaultAlgorithm(link.moves), greedy: link.greedy, moves: link.moves, case: link.case };
    const loaded = session.load(link.board, this.attributeStep() || null); // the step as it is now
    this.loading = false;
    this.errors.board = [...errors, ...link.errors, ...loaded.errors];
    this.applyPlay();
    this.showErrors();
    this.startAutoplay();
  }

  /** autoplay: play once on screen, from the reload's start. */
  startAutoplay() {
    this.auto = false;
    this.autoPaused = false;
    if (flag(this, 'autoplay')) {
      this.autoplayPending = true;
      this.maybeAutoplay();
    }
  }

  /** game="graph": the graph the attributes name, drawn and run (www/games/graph/viewer.js). */
  reloadGraph() {
    const q = new URLSearchParams();
    for (const name of GRAPH_ATTRS) {
      const v = this.getAttribute(name);
      if (v !== null) q.set(name, v);
    }
    if (this.hasAttribute('greedy')) q.set('greedy', flag(this, 'greedy') ? '1' : '0');
    const errors = [];
    for (const name of ['size', 'density', 'case']) {
      const value = this.getAttribute(name);
      if (value !== null) errors.push(t('graph.notHere', { name, value }));
    }
    const step = this.getAttribute('step');
    if (step !== null && step !== 'end' && !/^\d{1,9}$/.test(step)) errors.push(t('url.badStep', { step }));
    const loaded = this.session.load(q);
    this.loading = false;
    this.labelBoard();
    this.errors.board = [...errors, ...loaded.errors];
    this.applyPlay();
    this.showErrors();
    this.startAutoplay();
  }

  /** lesson and slide: the slide set up as the page's lesson panel does, its words under the board. */
  async reloadSlide(gen) {
    const [{ openSlide }, { loadLesson }] = await Promise.all([import('./lessons/viewer.js'), import('./lessons/index.js')]);
    const id = this.getAttribute('lesson');
    // A graph lesson's slides are the graph tab's (www/lessons/graph-stage.js), not a board's: not in a viewer.
    const graphLesson = (await loadLesson(id))?.game === 'graph' && (await GAMES.graph());
    if (gen !== this.loads) return;
    if (graphLesson) {
      this.loading = false;
      this.session.player.setRun(null);
      this.el.lesson.hidden = true;
      this.errors.board = [t('graph.viewer.notForGraph', { name: `lesson="${id}"` })];
      return this.showErrors();
    }
    const shown = await openSlide(this.session, this.playMode, this.getAttribute('lesson'), this.getAttribute('slide'), (game) => registerGame(game, this.session.core));
    if (gen !== this.loads) return;
    this.loading = false;
    this.el.lesson.setAttribute('aria-label', t('lesson.region'));
    this.el.lesson.replaceChildren(...shown.nodes);
    this.el.lesson.hidden = shown.nodes.length === 0;
    this.errors.board = shown.errors;
    this.showErrors();
  }

  /** The play attribute: a game in that role, or none. */
  applyPlay() {
    const role = this.getAttribute('play');
    const mode = this.playMode;
    if (this.kind === 'graph') {
      this.errors.play = role ? [t('graph.viewer.notForGraph', { name: `play="${role}"` })] : [];
      return this.showErrors();
    }
    if (!role) return mode.leave();
    if (mode.you === role) return;
    const error = mode.start(role);
    this.errors.play = error ? [error] : [];
    this.showErrors();
  }

  /** The game in play mode, as window.gridplay.play() gives it on the page; null outside. */
  get game() {
    return this.playMode?.state() ?? null;
  }

  /** The step attribute: a number, 'end', or 0 when absent or malformed (readUrl names the error). */
  attributeStep() {
    const s = this.getAttribute('step');
    return s === 'end' ? 'end' : /^\d{1,9}$/.test(s ?? '') ? Number(s) : 0;
  }

  goToAttributeStep() {
    if (!this.session) return;
    this.session.player.pause();
    this.session.player.go(this.attributeStep());
  }

  maybeAutoplay() {
    const p = this.session?.player;
    if (!this.autoplayPending || !p?.run || !this.visible) return;
    this.autoplayPending = false;
    if (this.reducedMotion.matches) {
      // No animation unasked for: a viewer without controls shows the result instead.
      if (this.controlsMode === 'none') p.go('end');
      return;
    }
    this.auto = true;
    p.play();
  }

  /** loop: start again a moment after the end. */
  maybeLoop(playing) {
    const p = this.session.player;
    if (playing || !p.atEnd || !flag(this, 'loop')) return;
    clearTimeout(this.loopTimer);
    const auto = this.auto;
    this.loopTimer = setTimeout(() => {
      if (!this.isConnected || p.playing || !p.atEnd) return;
      if (auto && !this.visible) this.autoPaused = true; // again once scrolled back
      else {
        this.auto = auto;
        p.play();
      }
    }, LOOP_HOLD_MS);
  }

  applySpeed() {
    const s = (this.getAttribute('speed') ?? '').trim();
    let rate = DEFAULT_SPEED;
    this.errors.speed = [];
    if (s === 'instant' || s === 'Infinity') rate = Infinity;
    else if (s !== '') {
      const n = Number(s);
      if (Number.isFinite(n) && n > 0) rate = Math.min(n, 1e6);
      else this.errors.speed = [t('embed.badSpeed', { speed: s })];
    }
    this.session.controls.setRate(rate);
    this.showErrors();
  }

  get dark() {
    const theme = this.getAttribute('theme');
    return theme === 'dark' || (theme !== 'light' && !!this.darkQuery?.matches);
  }

  get controlsMode() {
    const c = this.getAttribute('controls');
    return CONTROLS.includes(c) ? c : 'minimal';
  }

  /** controls, theme, title. */
  applyLooks() {
    const looks = [];
    const c = this.getAttribute('controls');
    if (c !== null && !CONTROLS.includes(c)) looks.push(t('embed.badControls', { known: CONTROLS.join(', '), value: c }));
    const theme = this.getAttribute('theme');
    if (theme !== null && !THEMES.includes(theme)) looks.push(t('embed.badTheme', { known: THEMES.join(', '), value: theme }));
    this.errors.looks = looks;
    const frame = this.el.frame;
    for (const mode of CONTROLS) frame.classList.toggle(`controls-${mode}`, mode === this.controlsMode);
    frame.classList.toggle('dark', this.dark);
    const title = this.getAttribute('title') ?? '';
    this.el.title.textContent = title;
    this.el.title.hidden = title === '';
    this.labelBoard();
    this.showErrors();
    this.session?.setLooks({ dark: this.dark });
  }

  /** A sensible box for the board: its own shape, kept between 5:4 and 5:2. */
  sizeBoard(run) {
    this.sizeBox(run.rows(), run.cols());
  }

  /** The board's box for rows × cols cells (share.js frameHeight computes the same). */
  sizeBox(rows, cols) {
    const ratio = Math.min(2.5, Math.max(1.25, cols / rows));
    this.el.wrap.style.setProperty('--ar', String(Math.round(ratio * 1000) / 1000));
    // Small boards stop at the largest cells the diagram draws (96 px) instead of floating in space.
    this.el.wrap.style.setProperty('--board-h', `${rows * 96 + 18}px`);
    this.labelBoard();
  }

  labelBoard() {
    const title = this.getAttribute('title');
    if (this.kind === 'graph') {
      const label = this.session.label();
      this.el.board.setAttribute('aria-label', title ? t('embed.titled', { title, size: label }) : label);
      return;
    }
    const run = this.session?.run;
    const size = run ? { rows: run.rows(), cols: run.cols() } : null;
    const label = title
      ? t('embed.titled', { title, size: size ? t('embed.boardOf', size) : t('embed.board') })
      : size
        ? t('embed.boardOfAlone', size)
        : t('board.label');
    this.el.board.setAttribute('aria-label', label);
  }

  showErrors() {
    const all = [...this.errors.board, ...this.errors.speed, ...this.errors.looks, ...this.errors.play];
    this.el.error.textContent = all.length ? t('embed.errors', { list: all.join(t('editor.semicolon')) }) : '';
    this.el.error.hidden = all.length === 0;
  }
}

/**
 * The document's language for viewers, set once by the first viewer to start: its lang
 * attribute, else the nearest lang around it, else English (documentLang.lang after).
 */
function documentLang(viewer) {
  documentLang.ready ??= setLang(normalizeLang(viewer.closest('[lang]')?.getAttribute('lang')) ?? 'en', { isExplicit: true }).then(
    (lang) => (documentLang.lang = lang),
  );
  return documentLang.ready;
}

if (!customElements.get('gridplay-viewer')) customElements.define('gridplay-viewer', GridplayViewer);

/**
 * index.html?embed=1&…: one viewer fills the window (for an <iframe>). The query takes
 * the viewer's attributes; boolean ones as =1. The page's link parameters work as they are.
 */
export function mountEmbed(search = location.search) {
  const q = new URLSearchParams(search);
  const viewer = document.createElement('gridplay-viewer');
  for (const name of ATTRS) if (q.has(name)) viewer.setAttribute(name, q.get(name));
  if (!q.has('controls')) viewer.setAttribute('controls', 'minimal');
  document.documentElement.classList.add('embed');
  const lang = normalizeLang(q.get('lang'));
  if (lang) document.documentElement.lang = lang;
  document.title = q.get('title') ? `${q.get('title')} · gridplay` : 'gridplay';
  document.body.replaceChildren(viewer);
  return viewer;
}
