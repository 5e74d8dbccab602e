// Editing the board on the page: a click or a drag puts or removes walls (mines: mines),
// one stroke at a time; each stroke can be undone (Ctrl+Z or Undo) and redone
// (Ctrl+Shift+Z, Ctrl+Y or Redo). The game's set() restarts the run in place.

const LIMIT = 200; // strokes kept for undo

/**
 * Returns { paint } for the session's Diagram, and undo()/redo(). `edited()` is called
 * after each change of the board (the page updates its input box and link).
 */
export function boardEditing(getSession, { edited, undoButton, redoButton }) {
  const done = []; // strokes: { cells: flat [r, c, …], on }
  const undone = [];
  let stroke = null;
  let on = false; // this stroke puts walls rather than removing them
  let stayAtEnd = false; // the view was at the end: stay there while editing
  let applying = false;

  const session = () => getSession();
  const show = () => {
    undoButton.disabled = done.length === 0;
    redoButton.disabled = undone.length === 0;
  };

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
      if (!s.run || !s.editable || s.game.editable === false) return false;
      on = !s.game.isSet(s.run, r, c);
      stayAtEnd = s.player.atEnd;
      stroke = [];
      cells([r, c]);
      return true;
    },
    cells,
    end() {
      if (stroke?.length) {
        done.push({ cells: stroke, on });
        if (done.length > LIMIT) done.shift();
        undone.length = 0;
      }
      stroke = null;
      show();
      edited();
    },
  };

  function step(from, to, invert) {
    const s = session();
    const edit = from.pop();
    if (!edit || !s.run || !s.editable) return;
    stayAtEnd = s.player.atEnd;
    apply(edit.cells, invert ? !edit.on : edit.on);
    to.push(edit);
    show();
    edited();
  }
  const undo = () => step(done, undone, true);
  const redo = () => step(undone, done, false);

  undoButton.addEventListener('click', undo);
  redoButton.addEventListener('click', redo);
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    // Text boxes keep their own undo.
    if (e.target instanceof Element && e.target.matches('textarea, input, select, [contenteditable]')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
    else return;
    e.preventDefault();
  });

  /** A new board from elsewhere (a preset, an input, another game): the edits are gone. */
  function forget() {
    if (applying) return;
    done.length = 0;
    undone.length = 0;
    show();
  }
  show();
  return { paint, undo, redo, forget };
}
