// Play mode: the game against the computer, over a Session. The rules, the computer's
// moves and the verdict on every move come from the Rust core (the game module's
// `play` adapter makes the handle: GeographyGame, MineGame); this file only takes
// turns, keeps the history for Undo, says what happened and draws through the
// adapter. One implementation for the page and for <gridplay-viewer>: it builds its
// own panel inside the container it is given.
//
// This object is the session's layer `play` (over the run's, covering them): while a
// game is on, it draws the game and the board's clicks and Enter make moves.
import { addWords, t } from '../i18n/index.js';
import words from '../i18n/messages/playmode.en.json' with { type: 'json' };

/** Play mode's words (playmode.*), in the catalogues once it resolves: loaded with this module, not the page. */
export const wordsReady = addWords(words, { 'zh-CN': () => import('./play-words.zh-CN.js') });

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
/** How long the computer waits before answering, so your move is seen first. */
const THINK_MS = 450;

export class PlayMode {
  id = 'play';
  z = 1;
  covers = true;

  /**
   * @param {import('./session.js').Session} session
   * @param {HTMLElement} container where the panel goes (shown while playing or choosing)
   * @param {{ changed?: () => void }} [hooks] told when a game starts or ends (links)
   */
  constructor(session, container, hooks = {}) {
    this.session = session;
    this.hooks = hooks;
    this.handle = null;
    this.you = null;
    this.history = []; // 'you' | 'computer', one per move made
    this.log = []; // sentences, newest last
    this.last = null; // the computer's last move [r, c]
    this.hints = false;
    this.matching = true;
    this.cursor = [0, 0];
    this.focused = false;
    this.timer = 0;
    this.panel = this.build(container);
    const canvas = session.diagram.canvas;
    canvas.addEventListener('keydown', (e) => this.boardKey(e));
    canvas.addEventListener('focus', () => ((this.focused = true), this.redraw()));
    canvas.addEventListener('blur', () => ((this.focused = false), this.redraw()));
    session.on('run', () => this.leave());
    session.addLayer(this);
  }

  /** The layer draws (and takes the board's clicks) while a game is on. */
  shown() {
    return this.on;
  }

  get adapter() {
    return this.session.game?.play ?? null;
  }

  /** True while a game is on. */
  get on() {
    return !!this.handle;
  }

  build(container) {
    const el = (tag, cls, text) => {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const panel = el('section', 'play-panel');
    panel.hidden = true;
    panel.setAttribute('aria-labelledby', 'play-title');
    const title = el('h2', null, t('playmode.title'));
    title.id = 'play-title';
    const roles = el('div', 'play-roles');
    roles.setAttribute('role', 'group');
    roles.setAttribute('aria-label', t('playmode.roles'));
    const status = el('p', 'play-status');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-label', t('playmode.statusLabel'));
    const said = el('ol', 'play-log');
    said.setAttribute('role', 'log');
    said.setAttribute('aria-label', t('playmode.logLabel'));
    const bar = el('div', 'play-bar');
    const undo = el('button', null, t('playmode.undo'));
    undo.type = 'button';
    undo.title = t('playmode.undoTitle');
    undo.addEventListener('click', () => this.undo());
    const toggle = (key, get, set) => {
      const label = el('label', 'check');
      const box = el('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => (set(box.checked), this.refresh()));
      const text = document.createElement('span');
      text.textContent = t(key);
      label.append(box, ' ', text);
      return { label, box, text, sync: () => (box.checked = get()) };
    };
    const hints = toggle('playmode.hints', () => this.hints, (v) => (this.hints = v));
    const matching = toggle('playmode.matching', () => this.matching, (v) => (this.matching = v));
    const leave = el('button', null, t('playmode.leave'));
    leave.type = 'button';
    leave.addEventListener('click', () => this.leave());
    bar.append(undo, hints.label, matching.label, leave);
    // The game's own values (mine: the Grundy values being XORed), from the handle.
    const values = el('div', 'values play-values');
    values.hidden = true;
    panel.append(title, roles, status, values, bar, said);
    container.append(panel);
    this.els = { panel, title, roles, status, values, said, bar, undo, hints, matching };
    return panel;
  }

  /** Shows the role choice (the Play the game button). */
  choose() {
    const a = this.adapter;
    if (!a || !this.session.run) return;
    this.leave();
    const { roles } = this.els;
    roles.replaceChildren(
      ...a.roles.map((id) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = a.roleLabel(id);
        b.addEventListener('click', () => {
          const error = this.start(id);
          if (error) this.status(error);
        });
        return b;
      }),
    );
    roles.hidden = false;
    // Until a role is chosen (or the game is left), a click on the board edits nothing
    // (the page's Edit mode ends at the next view).
    this.session.locked = true;
    this.session.invalidate('view');
    this.els.bar.hidden = true;
    this.showValues(null);
    this.els.said.replaceChildren();
    this.els.status.textContent = t('playmode.choose');
    this.panel.hidden = false;
    roles.querySelector('button')?.focus();
  }

  /**
   * Starts a game with you in role `you` (the adapter's roles). `fresh`, when given
   * (a lesson's slide): { overlay, hints } set the two checkboxes instead of keeping
   * the last game's. Returns an error sentence or null.
   */
  start(you, fresh) {
    const a = this.adapter;
    const run = this.session.run;
    if (!a || !run) return t('playmode.noGame');
    if (!a.roles.includes(you)) return t('playmode.badRole', { role: you, roles: a.roles.join(' / ') });
    this.stop();
    try {
      this.handle = a.start(this.session.core, run, you, this.session.options);
    } catch (err) {
      this.handle = null;
      return a.sayRefusal(err, this.session.core);
    }
    this.you = you;
    this.history = [];
    this.log = [];
    this.els.said.replaceChildren(); // the last game's sentences go with it
    this.last = null;
    if (fresh) {
      this.matching = fresh.overlay;
      this.hints = fresh.hints;
      this.cursor = [0, 0];
    }
    this.session.player.pause();
    this.els.roles.hidden = true;
    this.els.bar.hidden = false;
    this.els.matching.label.hidden = !a.hasMatching;
    this.els.matching.text.textContent = t(a.overlayLabel ?? 'playmode.matching');
    this.els.hints.label.hidden = a.hasHints === false;
    this.panel.hidden = false;
    this.say(a.sayStart(this.handle));
    this.hooks.changed?.();
    this.next();
    return null;
  }

  /** Ends the game (if any) and hides the panel. */
  leave() {
    const was = this.on;
    this.stop();
    this.handle?.free?.();
    this.handle = null;
    this.you = null;
    if (this.panel) this.panel.hidden = true;
    this.session.locked = false;
    this.session.invalidate('draw');
    if (was) this.hooks.changed?.();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = 0;
  }

  /** The contract of window.gridplay.play(): null outside play mode. */
  state() {
    if (!this.handle) return null;
    return this.adapter.state(this.handle, this.session.run);
  }

  /** A click (or Enter) on cell (r, c): your move, when it is your turn. */
  click(r, c) {
    this.cursor = [r, c];
    const h = this.handle;
    if (!h || h.over() || h.turn() !== 'you' || this.timer) return;
    let result;
    try {
      result = this.adapter.move(h, r, c, this.session.run);
    } catch (err) {
      this.status(this.adapter.sayRefusal(err, this.session.core));
      this.redraw();
      return;
    }
    this.history.push('you');
    this.say(this.adapter.sayMove(h, result, [r, c]));
    this.next();
  }

  /** After each move: the computer's turn (after a pause), or yours, or the end. */
  next() {
    const h = this.handle;
    this.refresh();
    if (h.over()) {
      this.say(this.adapter.sayEnd(h));
      return;
    }
    if (h.turn() === 'computer') {
      this.timer = setTimeout(() => {
        this.timer = 0;
        if (this.handle !== h) return;
        const reply = h.reply();
        if (reply) {
          this.history.push('computer');
          this.last = reply.cell;
          this.say(this.adapter.sayReply(h, reply));
        }
        this.next();
      }, THINK_MS);
    }
  }

  /** Takes back your last move and the computer's answers after it. */
  undo() {
    const h = this.handle;
    if (!h || !this.history.includes('you')) return;
    this.stop();
    while (this.history.length && this.history.at(-1) === 'computer') {
      h.undo();
      this.history.pop();
    }
    h.undo();
    this.history.pop();
    this.last = null;
    this.say(t('playmode.undone'));
    this.next();
  }

  say(text) {
    if (!text) return;
    this.log.push(text);
    const li = document.createElement('li');
    li.textContent = text;
    this.els.said.append(li);
    while (this.els.said.children.length > 8) this.els.said.firstElementChild.remove();
    this.els.said.scrollTop = this.els.said.scrollHeight;
  }

  status(text) {
    this.els.status.textContent = text;
  }

  /** Status line, buttons and the board after a change. */
  refresh() {
    const h = this.handle;
    if (!h) return;
    const a = this.adapter;
    this.els.hints.sync();
    this.els.matching.sync();
    this.els.undo.disabled = !this.history.includes('you');
    this.status(h.over() ? a.sayEnd(h) : this.timer || h.turn() === 'computer' ? t('playmode.thinking') : a.sayTurn(h, { overlay: this.matching }));
    this.showValues(h.over() || !this.matching ? null : a.values?.(h));
    this.shownHints = this.hints && !h.over() && h.turn() === 'you' ? a.hints(h) : null;
    if (this.shownHints?.length === 0) this.status(t('playmode.then', { a: this.els.status.textContent, b: t('playmode.noHint') }));
    this.redraw();
  }

  /** The values panel from the adapter's `{ title, items }`, or hidden for null. */
  showValues(v) {
    const box = this.els.values;
    box.hidden = !v;
    if (!v) return box.replaceChildren();
    const title = document.createElement('h3');
    title.textContent = v.title;
    const list = document.createElement('ol');
    for (const item of v.items) {
      const li = document.createElement('li');
      li.textContent = item;
      list.append(li);
    }
    box.replaceChildren(title, list);
  }

  redraw() {
    this.session.invalidate('draw');
  }

  /** Draws the game (the layer covers the run's). */
  draw(ctx, d, { pal }) {
    this.adapter.draw(ctx, d, this.session.core, this.handle, pal, {
      matching: this.matching,
      hints: this.shownHints ?? null,
      last: this.last,
      cursor: this.focused ? this.cursor : null,
    });
  }

  /** Arrows move the cell cursor (Shift: ten cells), Enter or Space plays the cell under it. */
  boardKey(e) {
    if (!this.on || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    const d = this.session.diagram;
    if (arrow) {
      const n = e.shiftKey ? 10 : 1;
      const r = Math.min(d.rows - 1, Math.max(0, this.cursor[0] + arrow[0] * n));
      const c = Math.min(d.cols - 1, Math.max(0, this.cursor[1] + arrow[1] * n));
      this.cursor = [r, c];
      if (!d.fitted) d.keepInView([r * d.cols + c]);
      this.redraw();
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.click(...this.cursor);
    } else if (e.key === 'u' || e.key === 'U') {
      this.undo();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }
}
