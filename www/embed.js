// <gridplay-viewer>: the board, playback and verdict of one run, for blog posts and
// other pages. One <script type="module" src=".../gridplay.js"> (this module, built
// by vite as dist/gridplay.js) defines the element; every viewer on the page shares
// one wasm module (www/wasm.js loads it once, relative to this script's URL).
//
//   <gridplay-viewer game="geography" input="3 3&#10;.##&#10;...&#10;#.#" algo="kuhn"
//                    autoplay speed="4" loop controls="minimal"></gridplay-viewer>
//
// Attributes (all optional; changing one updates the viewer):
//   game       geography (default) or mine
//   input      the board as judge input (newlines as &#10;), or instead
//   board      the page's compact <rows>x<cols>.<data> form, or instead
//   preset, size, density, seed   a preset board, as in the page's links (size="12x16")
//   algo       the game's algorithm (geography: kuhn, hopcroft-karp)
//   greedy     geography: start from a greedy matching (greedy="0" or "false": off)
//   case       mine: which case of a multi-case input, from 1
//   step       the step shown first: a number or "end"
//   autoplay   play once the viewer is on screen (paused while scrolled away)
//   speed      steps per second (default 4), or "instant"
//   loop       start again two seconds after the end
//   controls   none | minimal (default: buttons and step count) | full (timeline, speed, narration)
//   theme      auto (default, follows the system) | light | dark
//   title      a caption above the board (also the element's tooltip)
// Shadow DOM keeps the host page's styles out and ours in. Attribute values are data:
// they reach the page only as textContent. The rules of the games live in Rust; this
// module, like the page, only draws and narrates the recorded events.
//
// `index.html?embed=1&…` (an iframe) is this element filling the window: mountEmbed().

import { Controls } from './controls.js';
import { Diagram } from './diagram.js';
import { geography } from './games/geography.js';
import { mine } from './games/mine.js';
import { Player } from './player.js';
import { bitsToInput, readUrl } from './url.js';
import { loadCore } from './wasm.js';

export const GAMES = { geography, mine };

const BOARD_ATTRS = ['game', 'input', 'board', 'preset', 'size', 'density', 'seed', 'algo', 'greedy', 'case'];
export const ATTRS = [...BOARD_ATTRS, 'step', 'autoplay', 'speed', 'loop', 'controls', 'theme', 'title'];
const DEFAULT_SPEED = 4;
const LOOP_HOLD_MS = 2000; // the verdict stays on screen this long before a loop starts again
const CONTROLS = ['none', 'minimal', 'full'];
const THEMES = ['auto', 'light', 'dark'];

// Static markup (no data): the same accessible names as the page's controls.
const MARKUP = `
<div class="frame" part="frame">
  <p class="title" part="title" hidden></p>
  <div class="board-wrap">
    <canvas id="board" role="img" tabindex="0" aria-label="Board"></canvas>
    <p id="progress" class="progress" hidden></p>
  </div>
  <div class="bar">
    <div class="transport" role="toolbar" aria-label="Playback">
      <button type="button" id="to-start" aria-label="Jump to start" title="Jump to start (Home)"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M2 2h2.5v12H2zM14 2v12L5.5 8z"/></svg></button>
      <button type="button" id="back" aria-label="Step back" title="Step back (←)"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M12 2v12L4 8z"/></svg></button>
      <button type="button" id="play" class="primary" title="Play or pause (Space)"><svg viewBox="0 0 16 16" aria-hidden="true"><path class="icon" d="M4 2v12l10-6z"/></svg><span class="label">Play</span></button>
      <button type="button" id="forward" aria-label="Step forward" title="Step forward (→)"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 2v12l8-6z"/></svg></button>
      <button type="button" id="to-end" aria-label="Jump to end" title="Jump to end (End)"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="M11.5 2H14v12h-2.5zM2 2v12l8.5-6z"/></svg></button>
      <p id="step-info" class="step-info">Step 0 of 0</p>
    </div>
    <div class="full timeline">
      <input type="range" id="scrubber" min="0" max="0" step="1" value="0" aria-label="Timeline">
      <canvas id="marks" aria-hidden="true"></canvas>
    </div>
    <label class="full speed">Speed
      <input type="range" id="speed" min="0" max="20" step="1" value="6">
      <output id="speed-out" for="speed"></output>
    </label>
  </div>
  <div id="verdict" class="verdict" role="status" aria-label="Verdict"><strong>No verdict yet</strong> <span></span></div>
  <p id="narration" class="full narration"></p>
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
.verdict.win { border-left-color: #009e73; }
.verdict.lose { border-left-color: #d55e00; }
.narration { margin: 0; min-height: 2.7em; font-size: 0.95em; }
.error { margin: 0; color: var(--error); font-weight: 600; font-size: 0.9em; }
.controls-none .bar, .controls-none .full, .controls-minimal .full { display: none; }
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
    const $ = (id) => this.root.getElementById(id);
    this.el = {
      frame: this.root.querySelector('.frame'),
      title: this.root.querySelector('.title'),
      wrap: this.root.querySelector('.board-wrap'),
      board: $('board'),
      progress: $('progress'),
      verdict: $('verdict'),
      narration: $('narration'),
      error: $('error'),
    };
    this.el.verdictText = this.el.verdict.querySelector('strong');
    this.el.verdictDetail = this.el.verdict.querySelector('span');
    this.core = null;
    this.game = null;
    this.player = null;
    this.view = null;
    this.dirty = { view: true, draw: true };
    this.scheduled = false;
    this.visible = false;
    this.auto = false; // playing because of autoplay or loop, not because someone pressed Play
    this.autoplayPending = false;
    this.autoPaused = false; // auto playback paused while scrolled away
    this.reloading = null; // a reload queued for attributes just set
    this.loading = false; // a reload under way
    this.loads = 0; // reloads started (only the newest finishes)
    this.version = 0; // counts runs (a game's inspect() caches per board version)
    this.errors = { board: [], speed: [], looks: [] };
    this.ready = null;
  }

  connectedCallback() {
    this.ready ??= this.boot().catch((err) => {
      this.errors.board = [`gridplay could not start: ${err?.message ?? err}`];
      this.showErrors();
      console.error(err);
    });
    if (this.core && !this.player.run) this.reloadSoon();
    this.observeVisibility();
  }

  disconnectedCallback() {
    this.intersection?.disconnect();
    this.intersection = null;
    clearTimeout(this.loopTimer);
    // Removed for good (not just moved): give the run's memory back.
    queueMicrotask(() => {
      if (!this.isConnected && this.player?.run) this.player.setRun(null);
    });
  }

  attributeChangedCallback(name, old, value) {
    if (!this.core || old === value) return;
    if (BOARD_ATTRS.includes(name)) this.reloadSoon();
    else if (name === 'step') {
      if (!this.reloading && !this.loading) this.goToAttributeStep();
    } else if (name === 'speed') this.applySpeed();
    else if (name === 'autoplay') {
      if (value !== null && !this.player.playing) {
        this.autoplayPending = true;
        this.maybeAutoplay();
      }
    } else if (name === 'controls' || name === 'theme' || name === 'title') this.applyLooks();
  }

  // --- public: for pages and tests ---------------------------------------------------

  /** { step, lastStep, complete, playing, verdict: 'WIN' | 'LOSE' | … | null } */
  get state() {
    const p = this.player;
    if (!p?.run) return null;
    const v = this.view ? this.game.verdict(this.view) : null;
    return { step: p.step, lastStep: p.lastStep, complete: p.complete, playing: p.playing, verdict: v?.kind ? v.text : null };
  }
  play() {
    this.auto = false;
    this.player?.play();
  }
  pause() {
    this.auto = false;
    this.player?.pause();
  }
  /** Goes to `step`, a number or 'end'. */
  go(step) {
    this.auto = false;
    this.player?.pause();
    this.player?.go(step);
  }

  // --- start ----------------------------------------------------------------------

  async boot() {
    const core = await loadCore();
    this.core = core;
    this.darkQuery = matchMedia('(prefers-color-scheme: dark)');
    this.darkQuery.addEventListener('change', () => this.applyLooks());
    this.reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

    this.player = new Player((what) => this.changed(what));
    this.diagram = new Diagram(this.el.board, {
      draw: (ctx, d) => this.game.draw(ctx, d, core, this.player.run, this.view, this.pal),
      onView: (now) => {
        if (now && this.view) this.diagram.redraw();
        else this.dirty.draw = true;
        this.schedule();
      },
      paint: { start: () => false, cells() {}, end() {} }, // a viewer does not edit
      tools: 0,
      wheel: false,
    });
    this.controls = new Controls(this.player, {
      zoom: (f) => this.diagram.zoom(f),
      fit: () => this.diagram.fit(),
      root: this.root,
      keys: this.root,
    });
    this.geographyMarks = this.controls.mark;
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
      if (!this.player) return;
      if (!this.visible && this.auto && this.player.playing) {
        this.player.pause();
        this.autoPaused = true;
      } else if (this.visible) {
        if (this.autoPaused) {
          this.autoPaused = false;
          this.auto = true;
          this.player.play();
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

  async reload() {
    const core = this.core;
    const gen = ++this.loads;
    this.reloading = null; // attributes changed from here on reload again
    this.loading = true;
    const errors = [];
    const gameName = this.getAttribute('game') ?? 'geography';
    let game = GAMES[gameName];
    if (!game) {
      errors.push(`unknown game "${gameName}" (use ${Object.keys(GAMES).join(' or ')})`);
      game = geography;
    }
    if (game !== this.game) {
      game.check(core);
      this.game = game;
      this.pal = game.theme(this.dark);
      this.controls.mark = game.marks ?? this.geographyMarks; // which timeline ticks are which
    }
    const q = new URLSearchParams();
    for (const name of ['input', 'board', 'preset', 'size', 'density', 'seed', 'algo', 'case', 'step']) {
      const v = this.getAttribute(name);
      if (v !== null) q.set(name, v);
    }
    if (this.hasAttribute('greedy')) q.set('greedy', flag(this, 'greedy') ? '1' : '0');
    const link = await readUrl(q.toString(), {
      games: Object.keys(GAMES),
      algorithms: game.algorithms.map(([id]) => id),
      presets: game.presets.map((p) => p.id),
    });
    if (gen !== this.loads) return; // a newer reload is on its way
    errors.push(...link.errors);
    const options = { algorithm: link.algo ?? game.defaultAlgorithm, greedy: link.greedy, case: link.case };
    let text;
    const b = link.board;
    try {
      if (!b) text = undefined;
      else if (b.input !== undefined) text = b.input;
      else if (b.bits) text = (game.bitsToInput ?? bitsToInput)(b.rows, b.cols, b.bits);
      else text = game.preset(core, b.preset, b.rows, b.cols, b.density, b.seed);
    } catch (err) {
      errors.push(message(err));
    }
    let run = null;
    if (text !== undefined) {
      try {
        run = game.open(core, text, options);
      } catch (err) {
        const where = err?.line ? ` at line ${err.line}, column ${err.column}` : '';
        errors.push(`the board is not valid input${where}: ${message(err)}`);
      }
    }
    if (!run) {
      if (b) errors.push('showing the default board instead');
      const first = game.presets[0];
      run = game.open(core, game.preset(core, first.id, 12, 16, 0.3, 1), { ...options, case: 1 });
    }
    this.loading = false;
    this.errors.board = errors;
    this.showErrors();
    this.auto = false;
    this.autoPaused = false;
    this.version++;
    this.player.setRun(run, this.attributeStep() || null); // the step as it is now
    if (flag(this, 'autoplay')) {
      this.autoplayPending = true;
      this.maybeAutoplay();
    }
  }

  /** The step attribute: a number, 'end', or 0 when absent or malformed (readUrl names the error). */
  attributeStep() {
    const s = this.getAttribute('step');
    return s === 'end' ? 'end' : /^\d{1,9}$/.test(s ?? '') ? Number(s) : 0;
  }

  goToAttributeStep() {
    this.player.pause();
    this.player.go(this.attributeStep());
  }

  maybeAutoplay() {
    if (!this.autoplayPending || !this.player?.run || !this.visible) return;
    this.autoplayPending = false;
    if (this.reducedMotion.matches) {
      // No animation unasked for: a viewer without controls shows the result instead.
      if (this.controlsMode === 'none') this.player.go('end');
      return;
    }
    this.auto = true;
    this.player.play();
  }

  applySpeed() {
    const s = (this.getAttribute('speed') ?? '').trim();
    let rate = DEFAULT_SPEED;
    this.errors.speed = [];
    if (s === 'instant' || s === 'Infinity') rate = Infinity;
    else if (s !== '') {
      const n = Number(s);
      if (Number.isFinite(n) && n > 0) rate = Math.min(n, 1e6);
      else this.errors.speed = [`speed must be a positive number of steps per second or "instant", not "${s}"`];
    }
    this.controls.setRate(rate);
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
    if (c !== null && !CONTROLS.includes(c)) looks.push(`controls must be ${CONTROLS.join(', ')}, not "${c}"`);
    const t = this.getAttribute('theme');
    if (t !== null && !THEMES.includes(t)) looks.push(`theme must be ${THEMES.join(', ')}, not "${t}"`);
    this.errors.looks = looks;
    const frame = this.el.frame;
    for (const mode of CONTROLS) frame.classList.toggle(`controls-${mode}`, mode === this.controlsMode);
    const dark = this.dark;
    frame.classList.toggle('dark', dark);
    const title = this.getAttribute('title') ?? '';
    this.el.title.textContent = title;
    this.el.title.hidden = title === '';
    this.labelBoard();
    this.showErrors();
    if (this.game) {
      this.pal = this.game.theme(dark);
      this.controls.restyle();
      this.dirty.draw = true;
      this.schedule();
    }
  }

  labelBoard() {
    const run = this.player?.run;
    const title = this.getAttribute('title');
    const size = run ? `board of ${run.rows()} × ${run.cols()} cells` : 'board';
    this.el.board.setAttribute('aria-label', title ? `${title}: ${size}` : size.replace(/^b/, 'B'));
  }

  showErrors() {
    const all = [...this.errors.board, ...this.errors.speed, ...this.errors.looks];
    this.el.error.textContent = all.length ? `gridplay-viewer: ${all.join('; ')}.` : '';
    this.el.error.hidden = all.length === 0;
  }

  // --- the frame loop (as the page's: tick, then state → canvas and panels) ------------

  changed(what) {
    const p = this.player;
    if (what === 'run' && p.run) {
      const [rows, cols] = [p.run.rows(), p.run.cols()];
      this.diagram.setBoard(rows, cols);
      // A sensible box for the board: its own shape, kept between 5:4 and 5:2.
      const ratio = Math.min(2.5, Math.max(1.25, cols / rows));
      this.el.wrap.style.setProperty('--ar', String(Math.round(ratio * 1000) / 1000));
      // Small boards stop at the largest cells the diagram draws (96 px) instead of floating in space.
      this.el.wrap.style.setProperty('--board-h', `${rows * 96 + 18}px`);
      this.labelBoard();
    }
    if (what === 'run' || what === 'step') this.dirty.view = true;
    if (what === 'play' && !p.playing && p.atEnd && flag(this, 'loop')) {
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
    this.schedule();
  }

  schedule() {
    if (!this.scheduled && this.player) {
      this.scheduled = true;
      requestAnimationFrame((now) => this.frame(now));
    }
  }

  frame(now) {
    this.scheduled = false;
    const p = this.player;
    const busy = p.tick(now);
    if (this.dirty.view) {
      this.dirty.view = false;
      this.dirty.draw = true;
      this.view = p.run ? this.game.inspect(this.core, p.run, { version: this.version }) : null;
      this.showPanels();
    }
    if (this.dirty.draw) {
      this.dirty.draw = false;
      this.diagram.redraw();
    }
    if (p.run) this.controls.update();
    this.showProgress();
    if (busy) this.schedule();
  }

  showPanels() {
    const view = this.view;
    if (!view) return;
    const v = this.game.verdict(view);
    this.el.verdictText.textContent = v.text;
    this.el.verdictDetail.textContent = v.detail;
    this.el.verdict.className = `verdict ${v.kind}`;
    if (this.controlsMode === 'full') {
      const lines = this.game.narrate(view);
      this.el.narration.textContent = lines.length ? lines[lines.length - 1].text : '';
    }
  }

  showProgress() {
    const el = this.el.progress;
    const run = this.player.run;
    if (!run || (run.isComplete() && this.player.target === null)) {
      el.hidden = true;
      return;
    }
    el.textContent = run.isComplete() ? 'Going there…' : `Solving… ${run.recorded().toLocaleString('en')} events`;
    el.hidden = false;
  }
}

function message(err) {
  return typeof err?.message === 'string' ? err.message : String(err);
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
  document.title = q.get('title') ? `${q.get('title')} · gridplay` : 'gridplay';
  document.body.replaceChildren(viewer);
  return viewer;
}
