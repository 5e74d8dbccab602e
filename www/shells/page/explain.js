// The page's Explain tool ("Why this cell?"): after the verdict, at the last step, a
// toggle (button, or E) makes a click on a cell explain it (Edit mode turns off). With
// the board focused, the arrow keys move a cell cursor, Enter explains the cell under
// it and Esc turns the tool off. The certificate comes from the Rust core
// (run.explain(row, col)); the game module says and draws it (game.explain): a one-line
// plain summary first, in bold, then the detail.

import { typing } from '../../core/controls.js';
import { errorText } from '../../core/errors.js';
import { t } from '../../i18n/index.js';

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * Adds the tool to `session` as the board layer `explain`: while on, it draws the
 * explanation and the cursor over the run's board and takes the board's clicks (a
 * click explains, never edits). `els`: { button, note (says why the button is
 * disabled), panel, title, text, onOn() (called when the tool turns on) }. Returns
 * { certificate(row, col) } for window.gridplay, off(), and show(row, col).
 */
export function setupExplain(session, els) {
  const tool = new ExplainTool(session, els);
  session.addLayer(tool);
  return {
    certificate: (r, c) => tool.certificate(r, c),
    off: () => tool.setOn(false),
    // Turns the tool on and explains (r, c), at the verdict (a lesson's slide).
    show: (r, c) => (tool.setOn(true), tool.explainCell(r, c)),
  };
}

class ExplainTool {
  id = 'explain';

  constructor(session, els) {
    this.session = session;
    this.els = els;
    this.canvas = session.diagram.canvas;
    this.on = false;
    this.certificateShown = null; // the certificate drawn
    this.cursor = [0, 0];
    this.focused = false;
    this.label = null; // the board's aria-label before Explain
    els.button.addEventListener('click', () => this.setOn(!this.on));
    session.on('view', () => this.sync());
    session.on('run', () => this.setOn(false));
    this.canvas.addEventListener('focus', () => this.setFocused(true));
    this.canvas.addEventListener('blur', () => this.setFocused(false));
    this.canvas.addEventListener('keydown', (e) => this.boardKey(e));
    document.addEventListener('keydown', (e) => this.pageKey(e));
  }

  get game() {
    return this.session.game;
  }

  /** At the verdict: the run complete and shown at its last step. */
  available() {
    const p = this.session.player;
    return !!(this.game?.explain && !this.session.covered() && p.run && p.complete && p.atEnd && p.target === null);
  }

  /** The tool's words: the game's own (game.explain.words: { later, board, title }) or the cells' ones. */
  words(name) {
    const own = this.game?.explain?.words?.[name];
    return t(own ?? { later: 'view.explainLater', board: 'explain.boardLabel', title: 'view.explainTitle' }[name]);
  }

  sync() {
    this.els.button.hidden = !this.game?.explain;
    this.els.button.disabled = !this.available();
    this.els.button.title = this.words('title');
    // Why it is disabled, in visible text (a tooltip never shows on a touch screen).
    const note = this.els.note;
    if (note) {
      note.hidden = !this.game?.explain || this.available() || this.session.covered();
      if (!note.hidden) note.textContent = this.words('later');
    }
    if (!this.available()) this.setOn(false);
  }

  setOn(on) {
    on = on && this.available();
    if (on === this.on) return;
    this.on = on;
    this.els.button.setAttribute('aria-pressed', String(on));
    if (on) this.els.onOn?.();
    if (on) {
      this.label = this.canvas.getAttribute('aria-label');
      this.canvas.setAttribute('aria-label', this.words('board'));
    } else {
      if (this.label !== null) this.canvas.setAttribute('aria-label', this.label);
      this.show(null);
    }
    this.session.invalidate('draw');
  }

  setFocused(focused) {
    this.focused = focused;
    this.session.invalidate('draw');
  }

  /** Explains the cell at (r, c) on the board and in the panel. */
  explainCell(r, c) {
    this.cursor = [r, c];
    try {
      this.show(this.fetch(r, c));
    } catch (err) {
      this.show(null);
      this.els.panel.hidden = false;
      this.els.title.textContent = t('cell.name', { r: r + 1, c: c + 1 });
      this.els.text.textContent = t('explain.none', { error: errorText(err) });
    }
    this.session.invalidate('draw');
  }

  show(ex) {
    this.certificateShown = ex;
    this.els.panel.hidden = !ex;
    if (!ex) return;
    const { title, summary, text } = this.game.explain.say(ex);
    this.els.title.textContent = title;
    const strong = document.createElement('strong');
    strong.className = 'why-summary';
    strong.textContent = summary;
    this.els.text.replaceChildren(strong, ' ', text);
  }

  /** The layer draws (and takes clicks) while the tool is on. */
  shown(scene) {
    return this.on && !!scene.view;
  }

  click(r, c) {
    this.explainCell(r, c);
  }

  draw(ctx, d, { pal }) {
    if (this.certificateShown) this.game.explain.draw(ctx, d, this.certificateShown, pal);
    if (this.focused) this.game.explain.cursor(ctx, d, this.cursor, pal);
  }

  /** Arrows move the cursor (Shift: ten cells), Enter explains; the run does not step meanwhile. */
  boardKey(e) {
    if (!this.on || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      const d = this.session.diagram;
      const n = e.shiftKey ? 10 : 1;
      const r = Math.min(d.rows - 1, Math.max(0, this.cursor[0] + arrow[0] * n));
      const c = Math.min(d.cols - 1, Math.max(0, this.cursor[1] + arrow[1] * n));
      this.cursor = [r, c];
      if (!d.fitted) d.keepInView([r * d.cols + c]);
      this.session.invalidate('draw');
    } else if (e.key === 'Enter') {
      this.explainCell(...this.cursor);
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }

  /** E toggles the tool, Esc leaves it. */
  pageKey(e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key === 'e' || e.key === 'E') this.setOn(!this.on);
    else if (e.key === 'Escape' && this.on) this.setOn(false);
    else return;
    e.preventDefault();
  }

  /** The game's certificate for (r, c): its own certificate(), else run.explain(r, c). */
  fetch(r, c) {
    const run = this.session.run;
    const own = this.game.explain.certificate;
    return own ? own(run, r, c) : run.explain(r, c);
  }

  /** run.explain(row, col)'s certificate (null before the run is complete); throws an Error for a wall or a cell off the board. */
  certificate(r, c) {
    const run = this.session.run;
    if (!run) return null;
    try {
      return this.fetch(r, c) ?? null;
    } catch (err) {
      throw new Error(err?.message ?? String(err));
    }
  }
}
