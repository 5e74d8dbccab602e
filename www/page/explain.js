// The page's Explain tool ("Why this cell?"): after the verdict, at the last step, a
// toggle (button, or E) makes a click on a cell explain it instead of editing. With
// the board focused, the arrow keys move a cell cursor, Enter explains the cell under
// it and Esc turns the tool off. The certificate comes from the Rust core
// (run.explain(row, col)); the game module says and draws it (game.explain).

/**
 * Wires the tool into `session`: wraps `paint.start` (clicks explain while on) and the
 * diagram's draw (the explanation and the cursor over the board). `els`: { button,
 * panel, title, text }. Returns { certificate(row, col) } for window.gridplay.
 */
export function setupExplain(session, paint, els) {
  const game = () => session.game;
  const canvas = session.diagram.canvas;
  const state = { on: false, shown: null, cursor: [0, 0], focused: false, label: null };

  const available = () => {
    const p = session.player;
    return !!(game()?.explain && p.run && p.complete && p.atEnd && p.target === null);
  };

  function setOn(on) {
    on = on && available();
    if (on === state.on) return;
    state.on = on;
    els.button.setAttribute('aria-pressed', String(on));
    if (on) {
      state.label = canvas.getAttribute('aria-label');
      canvas.setAttribute('aria-label', 'Explain: click a cell, or move the cursor with the arrow keys and press Enter, to see why it wins or loses; Esc leaves');
    } else {
      if (state.label !== null) canvas.setAttribute('aria-label', state.label);
      show(null);
    }
    session.invalidate('draw');
  }

  /** Explains the cell at (r, c) on the board and in the panel. */
  function explainCell(r, c) {
    state.cursor = [r, c];
    let ex = null;
    let error = null;
    try {
      ex = session.run.explain(r, c);
    } catch (err) {
      error = err?.message ?? String(err);
    }
    if (error) {
      show(null);
      els.panel.hidden = false;
      els.title.textContent = `(${r + 1},${c + 1})`;
      els.text.textContent = `No explanation: ${error}.`;
    } else show(ex);
    session.invalidate('draw');
  }

  function show(ex) {
    state.shown = ex;
    els.panel.hidden = !ex;
    if (!ex) return;
    const { title, text } = game().explain.say(ex);
    els.title.textContent = title;
    els.text.textContent = text;
  }

  // A click while on explains instead of starting a stroke.
  const start = paint.start;
  paint.start = (r, c) => {
    if (!state.on) return start(r, c);
    explainCell(r, c);
    return false;
  };

  const draw = session.diagram.draw;
  session.diagram.draw = (ctx, d) => {
    draw(ctx, d);
    if (!state.on) return;
    if (state.shown) game().explain.draw(ctx, d, state.shown, session.pal);
    if (state.focused) game().explain.cursor(ctx, d, state.cursor, session.pal);
  };

  els.button.addEventListener('click', () => setOn(!state.on));
  const sync = () => {
    els.button.hidden = !game()?.explain;
    els.button.disabled = !available();
    if (!available()) setOn(false);
  };
  session.on('view', sync);
  session.on('run', () => setOn(false));

  canvas.addEventListener('focus', () => ((state.focused = true), session.invalidate('draw')));
  canvas.addEventListener('blur', () => ((state.focused = false), session.invalidate('draw')));
  canvas.addEventListener('keydown', (e) => {
    if (!state.on || e.altKey || e.ctrlKey || e.metaKey) return;
    const n = e.shiftKey ? 10 : 1;
    const [dr, dc] = { ArrowUp: [-n, 0], ArrowDown: [n, 0], ArrowLeft: [0, -n], ArrowRight: [0, n] }[e.key] ?? [0, 0];
    if (dr || dc) {
      const d = session.diagram;
      const r = Math.min(d.rows - 1, Math.max(0, state.cursor[0] + dr));
      const c = Math.min(d.cols - 1, Math.max(0, state.cursor[1] + dc));
      state.cursor = [r, c];
      if (!d.fitted) d.keepInView([r * d.cols + c]);
      session.invalidate('draw');
    } else if (e.key === 'Enter') {
      explainCell(...state.cursor);
    } else return;
    // The playback keys (← →) must not step the run meanwhile.
    e.preventDefault();
    e.stopPropagation();
  });
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if (e.key === 'e' || e.key === 'E') setOn(!state.on);
    else if (e.key === 'Escape' && state.on) setOn(false);
    else return;
    e.preventDefault();
  });

  return {
    /** run.explain(row, col)'s certificate (null before the run is complete); throws an Error for a wall or a cell off the board. */
    certificate(r, c) {
      if (!session.run) return null;
      try {
        return session.run.explain(r, c) ?? null;
      } catch (err) {
        throw new Error(err?.message ?? String(err));
      }
    },
  };
}

function typing(target) {
  return target instanceof Element && (target.isContentEditable || target.matches('textarea, select, input:not([type="button"], [type="checkbox"], [type="radio"], [type="range"])'));
}
