// Editing the board on the page: in Edit mode (the Edit button beside the board, or D),
// a click or a drag puts or removes walls (mines: mines), one stroke at a time; each
// stroke can be undone (Ctrl+Z or Undo) and redone (Ctrl+Shift+Z, Ctrl+Y or Redo). The
// game's set() restarts the run in place. A game whose clicks edit its input text
// (slide: `game.edit`, the core's edit) opens the text the core returns, as if pasted;
// undo opens the text before. Outside Edit mode a click or a tap never edits: a
// teacher tapping a smartboard, or a phone scrolled with a thumb, changes nothing (the
// Edit button blinks to say where editing is).
import { typing } from '../../core/controls.js';
import { focusBox } from '../../core/draw.js';
import { errorText } from '../../core/errors.js';
import { t } from '../../i18n/index.js';

const LIMIT = 200; // strokes kept for undo

/**
 * Returns { paint } for the session's Diagram, undo()/redo(), setMode(on) and sync().
 * `edited()` is called after each change of the board (the page updates its input box
 * and link); `onMode(on)` when Edit mode turns on or off (the page turns Explain off).
 * modeButton: the Edit toggle (aria-pressed); note: where a text edit's state is said
 * (a cell picked up, an edit refused).
 */
export function boardEditing(getSession, { edited, undoButton, redoButton, modeButton, note, onMode = () => {} }) {
  const history = new History(undoButton, redoButton);
  const board = boardChanges(getSession);
  const mode = editMode(getSession, modeButton, (on) => {
    if (!on) text.say(null);
    onMode(on);
  });
  // Clicks in a game whose clicks edit its text; text.say fills the note.
  const text = textEditing(getSession, note, () => mode.on, (after) => {
    const before = getSession().run.judgeInput();
    board.open(after);
    history.record({ before, after });
    text.say(null);
    edited();
  });
  const paint = strokes(getSession, { mode, text, board, history, edited });

  /** Takes back (undo) or makes again (redo) the last edit of its list. */
  function step(undo) {
    const s = getSession();
    if (!s.run || !s.editable) return;
    const edit = history.take(undo);
    if (!edit) return;
    if (edit.cells) board.set(edit.cells, undo ? !edit.on : edit.on, s.player.atEnd);
    else (board.open(undo ? edit.before : edit.after), text.say(null));
    edited();
  }
  const undo = () => step(true);
  const redo = () => step(false);

  undoButton.addEventListener('click', undo);
  redoButton.addEventListener('click', redo);
  bindKeys(() => mode.set(!mode.on), undo, redo);

  /** A new board from elsewhere (a preset, an input, another game): the edits are gone. */
  function forget() {
    if (board.applying) return;
    history.clear();
    text.say(null);
  }
  return { paint, undo, redo, forget, setMode: mode.set, sync: mode.sync };
}

/**
 * Edit mode, turned on and off by modeButton (the Edit toggle, aria-pressed): it works
 * while the board can be edited, not while presenting nor during a game. In a game
 * whose clicks edit its text, turning it on shows the starting board (the one such
 * edits change). `changed(on)` after each turn. Returns { on, set(want), sync(), nudge() }.
 */
function editMode(getSession, modeButton, changed) {
  let on = false;
  const allowed = () => {
    const s = getSession();
    return !!(s?.run && s.editable && !s.locked && !s.covered());
  };

  function set(want) {
    const next = !!want && allowed();
    modeButton.disabled = !allowed();
    if (next === on) return;
    on = next;
    modeButton.setAttribute('aria-pressed', String(on));
    const s = getSession();
    s?.diagram.canvas.classList.toggle('editing', on);
    if (on && s.game.edit) (s.player.pause(), s.player.go(0));
    changed(on);
  }
  modeButton.addEventListener('click', () => set(!on));
  modeButton.addEventListener('animationend', () => modeButton.classList.remove('nudge'));

  return {
    get on() {
      return on;
    },
    set,
    /** Edit mode ends when editing stops being allowed (a game starts, presentation mode). */
    sync: () => set(on),
    /** A click outside Edit mode: the Edit button blinks, so the way to edit is seen. */
    nudge() {
      modeButton.classList.remove('nudge');
      void modeButton.offsetWidth; // restart the animation
      modeButton.classList.add('nudge');
    },
  };
}

/**
 * The changes editing makes to the session's board, each one restart of the run:
 * set(flat, value, atEnd) sets the cells of `flat` [r, c, …] to `value` (walls, mines),
 * staying at the last step when `atEnd`; open(text) opens a text in place of the board
 * (a text edit's, or the one before it). `applying` while one runs, so that the page's
 * "new board" (forget) can tell them from a board from elsewhere.
 */
function boardChanges(getSession) {
  let applying = false;
  const running = (change) => {
    applying = true;
    change(getSession());
    applying = false;
  };
  return {
    get applying() {
      return applying;
    },
    set: (flat, value, atEnd) =>
      running((s) => {
        s.game.set(s.run, Uint32Array.from(flat), value);
        s.source = { edited: true };
        s.adopt(s.run, atEnd ? 'end' : null);
      }),
    open: (text) => running((s) => s.open(text, { source: { edited: true }, target: null })),
  };
}

/**
 * The Diagram's paint handlers { start(r, c), cells(flat), end() }: a stroke in Edit
 * mode. A press starts one, putting walls if its first cell has none, else removing
 * them; a drag adds cells; the release records the cells it changed for undo. Outside
 * Edit mode a press only nudges the Edit button; in a game whose clicks edit its text
 * it is one click (text.click), no stroke.
 */
function strokes(getSession, { mode, text, board, history, edited }) {
  let stroke = null; // the cells this stroke changed, flat [r, c, …]
  let on = false; // this stroke puts walls rather than removing them
  let stayAtEnd = false; // the view was at the end: stay there while editing

  function cells(flat) {
    const s = getSession();
    const todo = [];
    for (let i = 0; i < flat.length; i += 2) {
      if (s.game.isSet(s.run, flat[i], flat[i + 1]) !== on) todo.push(flat[i], flat[i + 1]);
    }
    if (todo.length === 0) return;
    board.set(todo, on, stayAtEnd);
    stroke.push(...todo);
  }

  return {
    start(r, c) {
      const s = getSession();
      if (!s.run || !s.editable) return false;
      if (!mode.on) {
        mode.nudge();
        return false;
      }
      if (s.game.edit) {
        text.click(r, c); // one click, no stroke
        return false;
      }
      on = !s.game.isSet(s.run, r, c);
      stayAtEnd = s.player.atEnd;
      stroke = [];
      cells([r, c]);
      return true;
    },
    cells,
    end() {
      if (stroke?.length) history.record({ cells: stroke, on });
      stroke = null;
      edited();
    },
  };
}

/**
 * Edit mode in a game whose clicks edit its input text (slide: `game.edit`, the core's
 * edit). The note says the state: a cell picked up (also boxed on the board while
 * `editing()`), or why an edit was refused; `changed(text)` opens a new text.
 * Returns { click(r, c), say(words, held) }.
 */
function textEditing(getSession, note, editing, changed) {
  const session = getSession;
  // A text edit's state: the cell picked up ([r, c] or null), said in `note` and boxed on the board.
  let held = null;
  function say(text, keep = null) {
    held = keep;
    note.textContent = text ?? '';
    note.hidden = !text;
    session()?.invalidate('draw');
  }
  getSession().addLayer({
    id: 'held',
    z: 1,
    shown: () => held !== null && editing(),
    draw: (ctx, d, scene) => focusBox(ctx, d, held[0] * d.cols + held[1], scene.pal, 0.09),
  });

  /**
   * A click in Edit mode in a game whose clicks edit its text. Its edits change the
   * starting board: shown at a later step, the click shows step 0 first. Then the
   * game's edit says what the click does (picks up a cell, or gives the new text); a
   * refused edit is said in the note, the board stays.
   */
  function click(r, c) {
    const s = session();
    if (s.player.step !== 0) {
      s.player.pause();
      s.player.go(0);
      say(t('edit.text.start'));
      return;
    }
    let result;
    try {
      result = s.game.edit(s.run, r, c, held);
    } catch (err) {
      say(t('edit.text.refused', { reason: errorText(err) }));
      return;
    }
    if (result.text === undefined) {
      say(result.say ?? null, result.hold ?? null);
    } else {
      changed(result.text);
    }
  }
  return { click, say };
}

/**
 * The edits that can be undone (`done`) and redone (`undone`), at most LIMIT: strokes
 * `{ cells: flat [r, c, …], on }` or text edits `{ before, after }`. The Undo and Redo
 * buttons are disabled while their list is empty.
 */
class History {
  constructor(undoButton, redoButton) {
    this.done = [];
    this.undone = [];
    this.buttons = [undoButton, redoButton];
    this.show();
  }

  /** A new edit: it can be undone, and what was undone can no longer be redone. */
  record(edit) {
    this.done.push(edit);
    if (this.done.length > LIMIT) this.done.shift();
    this.undone.length = 0;
    this.show();
  }

  /** The edit to take back (undo) or make again (redo), moved to the other list; or undefined. */
  take(undo) {
    const [from, to] = undo ? [this.done, this.undone] : [this.undone, this.done];
    const edit = from.pop();
    if (edit) to.push(edit);
    this.show();
    return edit;
  }

  clear() {
    this.done.length = 0;
    this.undone.length = 0;
    this.show();
  }

  show() {
    this.buttons[0].disabled = this.done.length === 0;
    this.buttons[1].disabled = this.undone.length === 0;
  }
}

/** D toggles Edit mode; Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (text boxes keep their own undo). */
function bindKeys(toggle, undo, redo) {
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key !== 'd' && e.key !== 'D') return;
    toggle();
    e.preventDefault();
  });
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (e.target instanceof Element && e.target.matches('textarea, input, select, [contenteditable]')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
    else return;
    e.preventDefault();
  });
}
