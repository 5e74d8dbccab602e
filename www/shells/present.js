// Presentation mode, for a classroom: the board full screen (Fullscreen API), scaled up
// to fill it, large type, the high-contrast palette with thick lines, the narration
// sentence large under the board, the verdict, a compact legend (and mine's values and
// promise note) beside it. The keyboard (a presenter's clicker sends PageDown/PageUp):
//   Space play/pause · ←/→ (PageDown/PageUp) one step · Shift+arrows ten · Home/End
//   + / - speed · P or Esc leave. In a lesson PageDown/PageUp turn slides instead (the
//   lesson panel takes them first), and the hint bar says so.
// On a smartboard or tablet, a touch or a mouse move shows large playback buttons
// (the page's own: the same names) and Leave; they hide again after a few seconds.
// The session's Controls handle Space, arrows, Home and End; this module takes +/-
// (speed instead of zoom), PageUp/PageDown, P and Esc first (capture phase).
import { typing } from '../core/controls.js';
import { h } from '../ui/dialog.js';
import { t } from '../i18n/index.js';

const IDLE_MS = 3500; // on-screen buttons hide after this long without touch or mouse
const PRESENT_MARGIN = { left: 100, top: 64 }; // CSS px for the numbers (www/core/axes.js): up to 45 px type

/** Adds the Present button's behaviour and the P key to the page of `session`. */
export function setupPresent(session) {
  return new Presenter(session);
}

/** True while a lesson is open (www/lessons/index.js): its panel turns slides on PageDown/PageUp. */
const inLesson = () => document.documentElement.classList.contains('in-lesson');

class Presenter {
  constructor(session) {
    this.session = session;
    this.presenting = false;
    this.wentFullscreen = false;
    this.idleTimer = 0;
    this.saved = {};
    this.button = document.getElementById('present');
    this.speedOut = document.getElementById('speed-out');
    this.speedNow = h('span', { class: 'present-speed' });
    this.keys = h('span', { class: 'present-keys' });
    document.querySelector('.stage')?.append(h('p', { id: 'present-bar', class: 'present-bar' }, this.speedNow, this.keys));

    this.button?.addEventListener('click', () => (this.presenting ? this.leave() : this.enter()));
    document.getElementById('leave-present')?.addEventListener('click', () => this.leave());
    // Esc in full screen is the browser's: it leaves full screen, and so do we.
    document.addEventListener('fullscreenchange', () => {
      if (!document.fullscreenElement && this.wentFullscreen) this.leave();
    });
    window.addEventListener('keydown', (e) => this.key(e), { capture: true });
    this.watchFit();
    // Touch or mouse: the on-screen buttons, for a while.
    for (const type of ['pointerdown', 'pointermove']) window.addEventListener(type, () => this.active(), { passive: true });
    // A pressed on-screen button gives the focus back: keys drive the show.
    document.querySelector('.transport')?.addEventListener('click', (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (this.presenting && button) button.blur();
    });
  }

  showSpeed() {
    this.speedNow.textContent = this.speedOut.textContent;
  }

  async enter() {
    if (this.presenting) return;
    const { session } = this;
    const diagram = session.diagram;
    this.presenting = true;
    document.documentElement.classList.add('presenting');
    this.button?.setAttribute('aria-pressed', 'true');
    session.setLooks({ contrast: true });
    this.saved = { tools: diagram.tools, maxScale: diagram.maxScale, editable: session.editable, margin: diagram.margin };
    session.editable = false;
    // Row and column numbers readable from the back of the room: wider bands, type grows with the cells.
    if (diagram.margin.left > 0) diagram.margin = { ...PRESENT_MARGIN };
    diagram.tools = 0;
    diagram.maxScale = Infinity; // a small board fills the screen
    this.showSpeed();
    this.keys.textContent = t(inLesson() ? 'lesson.presentKeys' : 'present.keys');
    // Keys, not a focused button, drive the show: Space must not click what was last clicked.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    this.wentFullscreen = false;
    if (document.fullscreenEnabled && !document.fullscreenElement) {
      try {
        await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
        this.wentFullscreen = true;
      } catch {
        // Not allowed here (an iframe without allowfullscreen, say): present in the window.
      }
    }
    requestAnimationFrame(() => (this.fit(true), diagram.fit()));
  }

  /**
   * A lesson presented: the slide's words, the legend or the game's panel, and the
   * verdict all on screen, never clipped. When the page's grid overflows the screen the
   * type shrinks (--fit on html, 5 % a time, down to half) until it fits; a new slide or
   * a resize starts again from full size. Costs a few layouts per change, presenting only.
   */
  fit(reset) {
    const root = document.documentElement;
    const layout = document.querySelector('.layout');
    if (!this.presenting || !inLesson() || !layout) return root.style.removeProperty('--fit');
    let f = reset ? 1 : Number(root.style.getPropertyValue('--fit') || 1);
    root.style.setProperty('--fit', String(f));
    while (layout.scrollHeight > layout.clientHeight + 1 && f > 0.5) {
      f = Math.round((f - 0.05) * 100) / 100;
      root.style.setProperty('--fit', String(f));
    }
  }

  /** Refits when the words change (a new slide from full size; a game's sentences, the step's narration) or the window does. */
  watchFit() {
    let pending = 0;
    let reset = false;
    const later = (fresh) => {
      reset ||= fresh;
      if (!this.presenting || pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        this.fit(reset);
        reset = false;
      });
    };
    const lesson = document.getElementById('lesson');
    const layout = document.querySelector('.layout');
    const words = { subtree: true, childList: true, characterData: true };
    if (lesson) new MutationObserver(() => later(true)).observe(lesson, words);
    if (layout) new MutationObserver(() => later(false)).observe(layout, { ...words, attributes: true, attributeFilter: ['hidden'] });
    window.addEventListener('resize', () => later(true));
  }

  leave() {
    if (!this.presenting) return;
    const { session } = this;
    const diagram = session.diagram;
    this.presenting = false;
    document.documentElement.classList.remove('presenting', 'present-touch');
    this.button?.setAttribute('aria-pressed', 'false');
    session.setLooks({ contrast: false });
    session.editable = this.saved.editable;
    diagram.tools = this.saved.tools;
    diagram.maxScale = this.saved.maxScale;
    diagram.margin = this.saved.margin;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    this.fit(true);
    requestAnimationFrame(() => diagram.fit());
  }

  active() {
    if (!this.presenting) return;
    const root = document.documentElement;
    root.classList.add('present-touch');
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => root.classList.remove('present-touch'), IDLE_MS);
  }

  key(e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (!this.presenting) {
      if ((e.key === 'p' || e.key === 'P') && !typing(e.target)) {
        e.preventDefault();
        this.enter();
      }
      return;
    }
    const { controls, player } = this.session;
    switch (e.key) {
      case 'Escape':
      case 'p':
      case 'P':
        this.leave();
        break;
      case '+':
      case '=':
        controls.setSpeed(controls.speed + 1);
        this.showSpeed();
        break;
      case '-':
      case '_':
        controls.setSpeed(controls.speed - 1);
        this.showSpeed();
        break;
      case 'PageDown':
        if (inLesson()) return; // the lesson's: next slide
        player.by(1);
        break;
      case 'PageUp':
        if (inLesson()) return;
        player.by(-1);
        break;
      default:
        return;
    }
    e.preventDefault();
  }
}
