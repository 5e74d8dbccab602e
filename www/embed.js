// <gridplay-viewer>: the board, playback and verdict of one run, for blog posts and
// other pages. One <script type="module" src=".../gridplay.js"> (this module, built
// by vite as dist/gridplay.js) defines the element; every viewer on the page shares
// one wasm module (www/core/wasm.js loads it once, relative to this script's URL).
//
//   <gridplay-viewer game="geography" input="3 3&#10;.##&#10;...&#10;#.#" algo="kuhn"
//                    autoplay speed="4" loop controls="minimal"></gridplay-viewer>
//
// Attributes (all optional; changing one updates the viewer):
//   game       geography (default) or mine
//   input      the board as judge input (newlines as &#10;), or instead
//   board      the page's compact <rows>x<cols>.<data> form, or instead
//   preset, size, density, seed   a preset board, as in the page's links (size="12x16")
//   algo       the game's algorithm (geography: kuhn, hopcroft-karp, blossom)
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
//              mover; mine: first | second): clicks on the board are moves
//   lang       zh-CN or en: the viewer's words. Without it, the nearest lang of the page
//              around it (<html lang="zh-CN"> gives Chinese), else English. One
//              language per document: the first viewer to start sets it for all.
// Shadow DOM keeps the host page's styles out and ours in. Attribute values are data:
// they reach the page only as textContent. The viewer is a shell over the viewer core
// (www/core/session.js), as the page is: it adds the attributes, autoplay, loop and
// visibility. The rules of the games live in Rust.
//
// `index.html?embed=1&…` (an iframe) is this element filling the window: mountEmbed().

import { PlayMode } from './core/play.js';
import { Session } from './core/session.js';
import { linkRules } from './core/source.js';
import { GAMES, registerGame } from './games/index.js';
import { normalizeLang, setLang, t, translatePage } from './i18n/index.js';
import { readUrl } from './core/url.js';
import { loadCore } from './core/wasm.js';

const BOARD_ATTRS = ['game', 'input', 'board', 'preset', 'size', 'density', 'seed', 'algo', 'moves', 'greedy', 'case'];
export const ATTRS = [...BOARD_ATTRS, 'step', 'autoplay', 'speed', 'loop', 'controls', 'theme', 'title', 'lang', 'play'];
const DEFAULT_SPEED = 4;
const LOOP_HOLD_MS = 2000; // the verdict stays on screen this long before a loop starts again
const CONTROLS = ['none', 'minimal', 'full'];
const THEMES = ['auto', 'light', 'dark'];

// Static markup (no data): the same accessible names as the page's controls.
const MARKUP = `
<div class="frame" part="frame">
  <p class="title" part="title" hidden></p>
  <div class="board-wrap">
    <canvas id="board" role="img" tabindex="0" aria-label="Board" data-i18n-aria-label="board.label"></canvas>
    <p id="progress" class="progress" hidden></p>
  </div>
  <div class="bar">
    <div class="transport" role="toolbar" aria-label="Playback" data-i18n-aria-label="play.toolbar">
      <button type="button" id="to-start" aria-label="Jump to start" title="Jump to start (Home)" data-i18n-aria-label="play.toStart" data-i18n-title="play.toStartTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 2h2.5v12H2zM14 2v12L5.5 8z"/></svg></button>
      <button type="button" id="back" aria-label="Step back" title="Step back (←)" data-i18n-aria-label="play.back" data-i18n-title="embed.backTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M12 2v12L4 8z"/></svg></button>
      <button type="button" id="play" class="primary" title="Play or pause (Space)" data-i18n-title="play.playTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path class="icon" d="M4 2v12l10-6z"/></svg><span class="label">Play</span></button>
      <button type="button" id="forward" aria-label="Step forward" title="Step forward (→)" data-i18n-aria-label="play.forward" data-i18n-title="embed.forwardTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l8-6z"/></svg></button>
      <button type="button" id="to-end" aria-label="Jump to end" title="Jump to end (End)" data-i18n-aria-label="play.toEnd" data-i18n-title="play.toEndTitle"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11.5 2H14v12h-2.5zM2 2v12l8.5-6z"/></svg></button>
      <p id="step-info" class="step-info">Step 0 of 0</p>
    </div>
    <div class="full timeline">
      <input type="range" id="scrubber" min="0" max="0" step="1" value="0" aria-label="Timeline" data-i18n-aria-label="play.timeline">
      <canvas id="marks" aria-hidden="true"></canvas>
    </div>
    <label class="full speed"><span data-i18n="options.speed">Speed</span>
      <input type="range" id="speed" min="0" max="20" step="1" value="6">
      <output id="speed-out" for="speed"></output>
    </label>
  </div>
  <div id="verdict" class="verdict" role="status" aria-label="Verdict" data-i18n-aria-label="panel.verdict"><strong data-i18n="verdict.none">No verdict yet</strong> <span></span></div>
  <p id="narration" class="full narration"></p>
  <div id="play-box" class="play-box"></div>
  <p id="error" class="error" role="alert" hidden></p>
</div>`;

// Sizes in px and em, never rem: rem is the host page's root font size.
const CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
.frame {
  all: initial;
  --bg: #ffffff; --fg: #1a1a1a; --muted: #5b5b5b; --panel: #f4f4f1; --line: #c9c9c4;
  --accent: #0072b2; --accent-fg: #ffffff; --mark: #e69f00; --error: #b3261e;
  display: flex; flex-direction: column; gap: 6px;
  box-sizing: border-box; width: 100%; height: 100%; min-width: 200px;
  padding: 6px; border-radius: 8px;
  background: var(--bg); color: var(--fg);
  font: 15px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  container-type: inline-size;
}
.frame.dark {
  --bg: #121416; --fg: #ececec; --muted: #a8a8a8; --panel: #1d2024; --line: #3a3f45;
  --accent: #56b4e9; --accent-fg: #0b0c0d; --error: #ff8a80;
  color-scheme: dark;
}
.frame * { box-sizing: border-box; }
[hidden] { display: none !important; }
.title { margin: 0; font-weight: 650; font-size: 1.05em; }
.board-wrap {
  position: relative; flex: 1 1 auto; min-height: 96px; max-height: min(85vh, var(--board-h, 85vh));
  aspect-ratio: var(--gridplay-aspect, var(--ar, 4 / 3));
  border: 1px solid var(--line); border-radius: 6px; overflow: hidden;
}
#board { display: block; width: 100%; height: 100%; touch-action: manipulation; }
#board:focus-visible { outline: 3px solid var(--mark); outline-offset: -3px; }
.progress {
  position: absolute; left: 6px; bottom: 6px; margin: 0; padding: 2px 7px; border-radius: 4px;
  background: var(--panel); border: 1px solid var(--line); font-size: 0.85em;
}
.bar { display: flex; flex-direction: column; gap: 4px; }
.transport { display: flex; flex-wrap: wrap; align-items: center; gap: 5px; }
button {
  font: inherit; color: inherit; display: inline-flex; align-items: center; justify-content: center; gap: 0.35em;
  min-height: 2.2em; min-width: 2.4em; padding: 0.1em 0.55em; margin: 0;
  border: 1px solid var(--line); border-radius: 0.4em; background: var(--panel); cursor: pointer;
}
button:hover { border-color: var(--accent); }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); min-width: 5.6em; }
:focus-visible { outline: 3px solid var(--mark); outline-offset: 2px; }
svg { width: 0.9em; height: 0.9em; fill: currentColor; flex: none; }
.step-info { margin: 0 0 0 auto; font-size: 0.85em; color: var(--muted); font-variant-numeric: tabular-nums; text-align: right; }
.timeline { position: relative; }
#scrubber { display: block; width: 100%; margin: 0; height: 1.3em; accent-color: var(--accent); }
#marks { display: block; width: 100%; height: 0.5em; }
.speed { display: flex; align-items: center; gap: 0.5em; font-size: 0.9em; }
.speed input { flex: 1; max-width: 14em; accent-color: var(--accent); }
.speed output { min-width: 6em; font-variant-numeric: tabular-nums; }
.verdict {
  min-height: 2.3em; padding: 0.25em 0.6em; border-radius: 0.4em;
  background: var(--panel); border-left: 0.35em solid var(--line);
}
.verdict strong { font-size: 1.2em; margin-right: 0.3em; }
.play-panel { margin-top: 0.5em; padding: 0.4em 0.6em; border-left: 0.3em solid #e69f00; background: var(--panel, rgba(127, 127, 127, 0.1)); }
.play-panel h2 { font-size: 1em; margin: 0 0 0.2em; }
.play-roles, .play-bar { display: flex; flex-wrap: wrap; gap: 0.3em 0.7em; align-items: center; margin: 0.3em 0; }
.play-roles[hidden], .play-bar[hidden] { display: none; }
.play-status { margin: 0.2em 0; font-weight: 600; }
.play-log { margin: 0.2em 0 0; padding-left: 1.2em; max-height: 9em; overflow-y: auto; }
.verdict.win { border-left-color: #009e73; }
.verdict.lose { border-left-color: #d55e00; }
.narration { margin: 0; min-height: 2.7em; font-size: 0.95em; }
.error { margin: 0; color: var(--error); font-weight: 600; font-size: 0.9em; }
.controls-none .bar, .controls-none .full, .controls-minimal .full { display: none; }
@media (pointer: coarse) { button { min-height: 44px; min-width: 44px; } }
@container (max-width: 400px) {
  .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  button.primary { min-width: 2.6em; }
  .step-info { flex-basis: 100%; text-align: left; margin: 0; }
}
`;

let template = null;
function makeTemplate() {
  if (!template) {
    template = document.createElement('template');
    // Only the constant markup above goes through HTML parsing; data never does.
    template.innerHTML = `<style>${CSS}</style>${MARKUP}`;
  }
  return template;
}

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
    this.root.append(makeTemplate().content.cloneNode(true));
    this.el = {
      frame: this.root.querySelector('.frame'),
      title: this.root.querySelector('.title'),
      wrap: this.root.querySelector('.board-wrap'),
      board: this.root.getElementById('board'),
      narration: this.root.getElementById('narration'),
      error: this.root.getElementById('error'),
    };
    this.session = null;
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
      if (!this.isConnected && this.session?.run) this.session.player.setRun(null);
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

  async boot() {
    const [core] = await Promise.all([loadCore(), documentLang(this)]);
    translatePage(this.root);
    this.el.frame.lang = documentLang.lang;
    this.darkQuery = matchMedia('(prefers-color-scheme: dark)');
    this.darkQuery.addEventListener('change', () => this.applyLooks());
    this.reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
    const session = new Session({ core, root: this.root, keys: this.root, tools: 0, wheel: false });
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
    // Someone pressing a control takes over from autoplay.
    for (const type of ['pointerdown', 'keydown']) {
      this.root.addEventListener(type, (e) => {
        if (type === 'pointerdown' || [' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) this.auto = false;
      });
    }
    this.applySpeed();
    this.applyLooks();
    await this.reload();
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

  /** The game attribute's module, or geography with an error. */
  pickGame(errors) {
    const name = this.getAttribute('game') ?? 'geography';
    const game = GAMES[name];
    if (game) return game;
    errors.push(t('url.unknownGame', { game: name, known: Object.keys(GAMES).join(t('url.or')) }));
    return GAMES.geography;
  }

  async reload() {
    const session = this.session;
    const gen = ++this.loads;
    this.reloading = null; // attributes changed from here on reload again
    this.loading = true;
    const errors = [];
    const game = this.pickGame(errors);
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
    this.auto = false;
    this.autoPaused = false;
    if (flag(this, 'autoplay')) {
      this.autoplayPending = true;
      this.maybeAutoplay();
    }
  }

  /** The play attribute: a game in that role, or none. */
  applyPlay() {
    const role = this.getAttribute('play');
    const mode = this.playMode;
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
    const [rows, cols] = [run.rows(), run.cols()];
    const ratio = Math.min(2.5, Math.max(1.25, cols / rows));
    this.el.wrap.style.setProperty('--ar', String(Math.round(ratio * 1000) / 1000));
    // Small boards stop at the largest cells the diagram draws (96 px) instead of floating in space.
    this.el.wrap.style.setProperty('--board-h', `${rows * 96 + 18}px`);
    this.labelBoard();
  }

  labelBoard() {
    const run = this.session?.run;
    const title = this.getAttribute('title');
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
