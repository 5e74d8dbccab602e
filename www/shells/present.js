// Presentation mode, for a classroom: the board full screen (Fullscreen API), scaled up
// to fill it, large type, the high-contrast palette with thick lines, the narration
// sentence large under the board, the verdict, a compact legend (and mine's values and
// promise note) beside it. The keyboard (a presenter's clicker sends PageDown/PageUp):
//   Space play/pause · ←/→ (PageDown/PageUp) one step · Shift+arrows ten · Home/End
//   + / - speed · P or Esc leave.
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
    const keys = h('span', { class: 'present-keys' }, t('present.keys'));
    document.querySelector('.stage')?.append(h('p', { id: 'present-bar', class: 'present-bar' }, this.speedNow, keys));

    this.button?.addEventListener('click', () => (this.presenting ? this.leave() : this.enter()));
    document.getElementById('leave-present')?.addEventListener('click', () => this.leave());
    // Esc in full screen is the browser's: it leaves full screen, and so do we.
    document.addEventListener('fullscreenchange', () => {
      if (!document.fullscreenElement && this.wentFullscreen) this.leave();
    });
    window.addEventListener('keydown', (e) => this.key(e), { capture: true });
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
    requestAnimationFrame(() => diagram.fit());
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
        player.by(1);
        break;
      case 'PageUp':
        player.by(-1);
        break;
      default:
        return;
    }
    e.preventDefault();
  }
}
