// Editing the board on the page: in Edit mode (the Edit button beside the board, or D),
// a click or a drag puts or removes walls (mines: mines), one stroke at a time; each
// stroke can be undone (Ctrl+Z or Undo) and redone (Ctrl+Shift+Z, Ctrl+Y or Redo). The
// game's set() restarts the run in place. A game whose clicks edit its input text
// (slide: `game.edit`, the core's edit) opens the text the core returns, as if pasted;
// undo opens the text before. Outside Edit mode a click or a tap never edits: a
// teacher tapping a smartboard, or a phone scrolled with a thumb, changes nothing (the
// Edit button blinks to say where editing is).
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
  let stroke = null;
  let on = false; // this stroke puts walls rather than removing them
  let stayAtEnd = false; // the view was at the end: stay there while editing
  let applying = false;
  let mode = false; // Edit mode: clicks and drags edit the board

  const session = () => getSession();

  /** Edit mode works while the board can be edited: not while presenting, nor during a game. */
  const allowed = () => {
    const s = session();
    return !!(s?.run && s.editable && !s.locked && !s.covered());
  };

  function setMode(want) {
    const next = !!want && allowed();
    modeButton.disabled = !allowed();
    if (next === mode) return;
    mode = next;
    modeButton.setAttribute('aria-pressed', String(mode));
    session()?.diagram.canvas.classList.toggle('editing', mode);
    if (!mode) say(null);
    // A game whose clicks edit its text edits the starting board: show it.
    else if (session().game.edit) (session().player.pause(), session().player.go(0));
    onMode(mode);
  }

  // Clicks in a game whose clicks edit its text; `say` fills the note.
  const text = textEditing(getSession, note, () => mode, (after) => {
    const before = session().run.judgeInput();
    openText(after);
    history.record({ before, after });
    say(null);
    edited();
  });
  const say = (words) => text.say(words);

  /** Opens `text` (an edit's, or the one before it) in place of the board. */
  function openText(text) {
    const s = session();
    applying = true;
    s.open(text, { source: { edited: true }, target: null });
    applying = false;
  }

  /** Edit mode ends when editing stops being allowed (a game starts, presentation mode). */
  function sync() {
    setMode(mode);
  }

  /** A click outside Edit mode: the Edit button blinks, so the way to edit is seen. */
  function nudge() {
    modeButton.classList.remove('nudge');
    void modeButton.offsetWidth; // restart the animation
    modeButton.classList.add('nudge');
  }

  /** Sets the cells of `flat` to `value`, all at once: one restart of the run. */
  function apply(flat, value) {
    const s = session();
    applying = true;
    s.game.set(s.run, Uint32Array.from(flat), value);
    s.source = { edited: true };
    s.adopt(s.run, stayAtEnd ? 'end' : null);
    applying = false;
  }

  function cells(flat) {
    const s = session();
    const todo = [];
    for (let i = 0; i < flat.length; i += 2) {
      if (s.game.isSet(s.run, flat[i], flat[i + 1]) !== on) todo.push(flat[i], flat[i + 1]);
    }
    if (todo.length === 0) return;
    apply(todo, on);
    stroke.push(...todo);
  }

  const paint = {
    start(r, c) {
      const s = session();
      if (!s.run || !s.editable) return false;
      if (!mode) {
        nudge();
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

  /** Takes back (undo) or makes again (redo) the last edit of its list. */
  function step(undo) {
    const s = session();
    if (!s.run || !s.editable) return;
    const edit = history.take(undo);
    if (!edit) return;
    stayAtEnd = s.player.atEnd;
    if (edit.cells) apply(edit.cells, undo ? !edit.on : edit.on);
    else (openText(undo ? edit.before : edit.after), say(null));
    edited();
  }
  const undo = () => step(true);
  const redo = () => step(false);

  undoButton.addEventListener('click', undo);
  redoButton.addEventListener('click', redo);
  modeButton.addEventListener('click', () => setMode(!mode));
  modeButton.addEventListener('animationend', () => modeButton.classList.remove('nudge'));
  bindKeys(() => setMode(!mode), undo, redo);

  /** A new board from elsewhere (a preset, an input, another game): the edits are gone. */
  function forget() {
    if (applying) return;
    history.clear();
    say(null);
  }
  return { paint, undo, redo, forget, setMode, sync };
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

function typing(target) {
  return target instanceof Element && (target.isContentEditable || target.matches('textarea, select, input:not([type="button"], [type="checkbox"], [type="radio"], [type="range"])'));
}
