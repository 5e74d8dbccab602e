// Presentation mode, for a classroom: the board full screen (Fullscreen API), large
// type, the high-contrast palette with thick lines, the narration sentence large under
// the board, and the keyboard only (a presenter's clicker sends PageDown/PageUp):
//   Space play/pause · ←/→ (PageDown/PageUp) one step · Shift+arrows ten · Home/End
//   + / - speed · P or Esc leave.
// The page's Controls handle Space, arrows, Home and End; this module takes +/- (speed
// instead of zoom), PageUp/PageDown, P and Esc first (capture phase).
import { h } from './dialog.js';

/**
 * page: { player, controls, diagram, app, setContrast(on) }. Adds the "Present" button's
 * behaviour and the P key; app.presenting is true while presenting (the board is not edited then).
 */
export function setupPresent(page) {
  const { player, controls, diagram, app } = page;
  const root = document.documentElement;
  const button = document.getElementById('present');
  const speedOut = document.getElementById('speed-out');
  const speedNow = h('span', { class: 'present-speed' });
  const bar = h(
    'p',
    { id: 'present-bar', class: 'present-bar' },
    speedNow,
    h('span', { class: 'present-keys' }, 'Space play · ← → step · Home End · + − speed · Esc leave'),
  );
  document.querySelector('.stage')?.append(bar);
  let wentFullscreen = false;
  const tools = diagram.tools; // room for the view buttons, hidden while presenting

  const showSpeed = () => (speedNow.textContent = speedOut.textContent);

  async function enter() {
    if (app.presenting) return;
    app.presenting = true;
    root.classList.add('presenting');
    button?.setAttribute('aria-pressed', 'true');
    page.setContrast(true);
    diagram.tools = 0;
    showSpeed();
    // Keys, not a focused button, drive the show: Space must not click what was last clicked.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    wentFullscreen = false;
    if (document.fullscreenEnabled && !document.fullscreenElement) {
      try {
        await root.requestFullscreen({ navigationUI: 'hide' });
        wentFullscreen = true;
      } catch {
        // Not allowed here (an iframe without allowfullscreen, say): present in the window.
      }
    }
    requestAnimationFrame(() => diagram.fit());
  }

  function leave() {
    if (!app.presenting) return;
    app.presenting = false;
    root.classList.remove('presenting');
    button?.setAttribute('aria-pressed', 'false');
    page.setContrast(false);
    diagram.tools = tools;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    requestAnimationFrame(() => diagram.fit());
  }

  button?.addEventListener('click', () => (app.presenting ? leave() : enter()));
  // Esc in full screen is the browser's: it leaves full screen, and so do we.
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement && wentFullscreen) leave();
  });

  window.addEventListener(
    'keydown',
    (e) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!app.presenting) {
        if ((e.key === 'p' || e.key === 'P') && !typing(e.target)) {
          e.preventDefault();
          enter();
        }
        return;
      }
      switch (e.key) {
        case 'Escape':
        case 'p':
        case 'P':
          leave();
          break;
        case '+':
        case '=':
          controls.setSpeed(controls.speed + 1);
          showSpeed();
          break;
        case '-':
        case '_':
          controls.setSpeed(controls.speed - 1);
          showSpeed();
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
    },
    { capture: true },
  );
}

function typing(target) {
  return target instanceof Element && (target.isContentEditable || target.matches('textarea, select, input:not([type="button"], [type="checkbox"], [type="radio"], [type="range"])'));
}
