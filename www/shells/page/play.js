// The page's play mode (www/core/play.js, a chunk of its own, loaded when a game is
// first asked for): the Play the game button and G, Esc to end a game, and the verdict
// box showing the game's state while it is on.
import { t } from '../../i18n/index.js';

const $ = (id) => document.getElementById(id);

/**
 * Play mode on the page: loaded when a game is first asked for, the Play the game
 * button and its keys, and the verdict box during a game. While a game is on, the
 * solver steps aside; each start and end calls addressChanged() (a link carries the
 * game). Returns the lazy play mode (lazyPlay).
 */
export function addPlay(session, addressChanged) {
  const play = lazyPlay(session, {
    changed: () => {
      // While a game is on, the run's narration and pseudocode step aside,
      // and the solver's controls rest (hidden by the stylesheet, deaf to their keys).
      document.documentElement.classList.toggle('playing-game', play.on);
      session.controls.resting = play.on;
      $('play-game').hidden = play.on || !session.game.play;
      session.invalidate('view');
      addressChanged();
    },
  });
  wirePlay(session, play);
  showGameVerdict(session, play);
  return play;
}

/**
 * During a game the verdict box shows the game's state, as the play handle reports it
 * (whose turn, who won), with the game's status line; the solver's verdict comes back
 * when the game ends.
 */
function showGameVerdict(session, play) {
  const box = $('verdict');
  const show = () => {
    const g = play.on ? play.state() : null;
    if (!g) return;
    const status = $('play-box').querySelector('.play-status')?.textContent ?? '';
    const head = !g.over ? 'verdict.game.on' : g.winner === 'you' ? 'verdict.game.youWon' : 'verdict.game.computerWon';
    const [strong, detail] = box.children;
    strong.textContent = t(head);
    detail.textContent = status;
    box.className = `verdict game ${g.over ? (g.winner === 'you' ? 'win' : 'lose') : ''}`;
  };
  session.on('view', show);
  new MutationObserver(show).observe($('play-box'), { subtree: true, childList: true, characterData: true });
}

/**
 * Play mode (www/core/play.js, a chunk of its own), loaded when a game is first asked
 * for (the Play the game button, G, a ?play= link, a lesson): `await play.load()` is
 * the PlayMode; `play.on` and `play.state()` answer as it would before it is loaded.
 * hooks: as PlayMode's.
 */
function lazyPlay(session, hooks) {
  let loading = null;
  const play = {
    mode: null,
    get on() {
      return play.mode?.on ?? false;
    },
    state: () => play.mode?.state() ?? null,
    load: () => (loading ??= import('../../core/play.js').then(async (m) => (await m.wordsReady, (play.mode = new m.PlayMode(session, $('play-box'), hooks))))),
  };
  return play;
}

/** The Play the game button (and G), shown for games with a play mode; Esc ends a game. */
function wirePlay(session, play) {
  const button = $('play-game');
  button.hidden = !session.game.play;
  button.addEventListener('click', () => play.load().then((mode) => mode.choose()));
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (t instanceof Element && (t.isContentEditable || t.matches('textarea, select, input:not([type="checkbox"], [type="range"])'))) return;
    if ((e.key === 'g' || e.key === 'G') && session.game.play) play.load().then((mode) => mode.choose());
    else if (e.key === 'Escape' && play.on) play.mode.leave();
    else return;
    e.preventDefault();
  });
}
