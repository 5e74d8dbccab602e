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
import { h } from './dialog.js';

const IDLE_MS = 3500; // on-screen buttons hide after this long without touch or mouse

/** Adds the Present button's behaviour and the P key to the page of `session`. */
export function setupPresent(session) {
  const { player, controls, diagram } = session;
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
  const leaveButton = document.getElementById('leave-present');
  let presenting = false;
  let wentFullscreen = false;
  let idleTimer = 0;
  const saved = { tools: diagram.tools, maxScale: diagram.maxScale, editable: session.editable };
  const showSpeed = () => (speedNow.textContent = speedOut.textContent);

  async function enter() {
    if (presenting) return;
    presenting = true;
    root.classList.add('presenting');
    button?.setAttribute('aria-pressed', 'true');
    session.setLooks({ contrast: true });
    Object.assign(saved, { tools: diagram.tools, maxScale: diagram.maxScale, editable: session.editable });
    session.editable = false;
    diagram.tools = 0;
    diagram.maxScale = Infinity; // a small board fills the screen
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
    if (!presenting) return;
    presenting = false;
    root.classList.remove('presenting', 'present-touch');
    button?.setAttribute('aria-pressed', 'false');
    session.setLooks({ contrast: false });
    session.editable = saved.editable;
    diagram.tools = saved.tools;
    diagram.maxScale = saved.maxScale;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    requestAnimationFrame(() => diagram.fit());
  }

  // Touch or mouse: the on-screen buttons, for a while.
  function active() {
    if (!presenting) return;
    root.classList.add('present-touch');
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => root.classList.remove('present-touch'), IDLE_MS);
  }
  for (const type of ['pointerdown', 'pointermove']) window.addEventListener(type, active, { passive: true });
  // A pressed on-screen button gives the focus back: keys drive the show.
  document.querySelector('.transport')?.addEventListener('click', (e) => {
    if (presenting && e.target instanceof Element && e.target.closest('button')) e.target.closest('button').blur();
  });
  leaveButton?.addEventListener('click', leave);

  button?.addEventListener('click', () => (presenting ? leave() : enter()));
  // Esc in full screen is the browser's: it leaves full screen, and so do we.
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement && wentFullscreen) leave();
  });
  window.addEventListener('keydown', (e) => key(e), { capture: true });

  function key(e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (!presenting) {
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
  }

  return { get presenting() {
    return presenting;
  } };
}

function typing(target) {
  return target instanceof Element && (target.isContentEditable || target.matches('textarea, select, input:not([type="button"], [type="checkbox"], [type="radio"], [type="range"])'));
}
