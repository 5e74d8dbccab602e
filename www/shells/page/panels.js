// The page's side panels, each a layer that redraws from the session's view: the
// narration log, the counters, the game's own panel, the pseudocode and the legend.
// (The verdict is the core's; the judge output is www/shells/page/judge.js.)

import { t } from '../../i18n/index.js';

const $ = (id) => document.getElementById(id);

/** Registers the panels on `session`. */
export function addPanels(session) {
  const narration = narrationLog($('narration'));
  const counters = counterList($('counters'));
  const code = pseudocodePanel($('code'));
  const legend = legendList($('legend'), $('tick-legend'));
  const note = $('game-note');
  const extra = $('game-panel');

  session.on('run', () => narration.reset());
  session.on('view', (view) => {
    const game = session.game;
    narration.show(game.narrate(view));
    counters.show(game.counters(view));
    game.panel?.({ note, extra }, view, session.pal);
    code.show(game.code(view));
    legend.show(game, view, session);
  });
  // A new palette (presentation mode's high contrast, the system's dark theme) redraws the
  // legend's swatches at once, not at the next step.
  let pal = null;
  session.on('frame', () => {
    if (session.view && session.pal !== pal) legend.show(session.game, session.view, session);
    pal = session.pal;
  });
  session.on('play', (playing) => {
    // Screen readers hear each step when stepping, not a flood while playing.
    $('narration').setAttribute('aria-live', playing ? 'off' : 'polite');
  });
  return { legend };
}

/** The narration: the last few sentences, the current one marked. */
export function narrationLog(log) {
  let steps = []; // steps of the lines shown
  return {
    reset() {
      steps = [];
      log.replaceChildren();
    },
    show(lines) {
      // Going forward a little: append, so screen readers hear only the new lines.
      const first = steps.indexOf(lines[0]?.step);
      const keep =
        first >= 0 &&
        steps.length - first <= lines.length &&
        lines.every((l, i) => first + i >= steps.length || steps[first + i] === l.step);
      if (!keep || lines.some((l) => l.step === 0) || steps.includes(0)) {
        log.replaceChildren();
        steps = [];
      } else {
        for (let i = 0; i < first; i++) log.firstElementChild?.remove();
        steps = steps.slice(first);
      }
      for (const line of lines.slice(steps.length)) {
        const li = document.createElement('li');
        if (line.step) {
          const n = document.createElement('span');
          n.className = 'n';
          n.textContent = t('panel.stepNumber', { step: line.step });
          li.append(n);
        }
        li.append(document.createTextNode(line.text));
        log.append(li);
        steps.push(line.step);
      }
      log.querySelector('.now')?.classList.remove('now');
      log.lastElementChild?.classList.add('now');
      log.classList.toggle('one', log.children.length === 1);
    },
  };
}

/** The counters: [label, value] rows; the labels' elements are made again only when they change. */
export function counterList(list) {
  let cells = [];
  let labels = '';
  return {
    show(rows) {
      const now = rows.map((r) => r[0]).join();
      if (now !== labels) {
        labels = now;
        cells = rows.map(([label]) => {
          const div = document.createElement('div');
          const dt = document.createElement('dt');
          const dd = document.createElement('dd');
          dt.textContent = label;
          div.append(dt, dd);
          return [div, dd];
        });
        list.replaceChildren(...cells.map(([div]) => div));
      }
      rows.forEach(([, value], i) => {
        cells[i][1].textContent = value;
        cells[i][0].classList.toggle('wide', String(value).length > 9); // (see .counters .wide)
      });
    },
  };
}

/** The pseudocode, the current line marked. */
export function pseudocodePanel(list) {
  let shown = null;
  return {
    show(c) {
      const key = c.lines.map((l) => l.text).join();
      if (shown !== key) {
        shown = key;
        list.replaceChildren(
          ...c.lines.map((line) => {
            const li = document.createElement('li');
            li.textContent = line.text;
            if (line.head) li.className = 'head';
            return li;
          }),
        );
      }
      [...list.children].forEach((li, i) => {
        if (i === c.current) li.setAttribute('aria-current', 'step');
        else li.removeAttribute('aria-current');
      });
    },
  };
}

/** A small canvas swatch drawn by draw(ctx, w, h, pal). */
export function swatchCanvas(draw, pal, [w, h] = [26, 18]) {
  const canvas = document.createElement('canvas');
  const dpr = window.devicePixelRatio || 1;
  canvas.width = w * dpr;
  canvas.height = h * dpr;
  const ctx = canvas.getContext('2d');
  ctx.scale(dpr, dpr);
  draw(ctx, w, h, pal);
  return canvas;
}

/** The legend of the board (for this run's algorithm) and of the timeline's ticks. */
function legendList(list, ticks) {
  let shown = null;
  return {
    show(game, view, session, force = false) {
      const items = game.legend(view);
      const kinds = session.controls.kindsShown().filter((kind) => game.timeline[kind]);
      const key = `${game.id} ${items.map((i) => i[0]).join()} ${kinds.join()}`;
      if (!force && shown?.key === key && shown.pal === session.pal) return;
      shown = { key, pal: session.pal };
      list.replaceChildren(
        ...items.map(([label, draw]) => {
          const li = document.createElement('li');
          li.append(swatchCanvas(draw, session.pal), document.createTextNode(label));
          return li;
        }),
      );
      ticks.replaceChildren(
        ...kinds.map((kind) => {
          const li = document.createElement('li');
          const tick = document.createElement('span');
          tick.className = `tick ${kind}`;
          li.append(tick, document.createTextNode(game.timeline[kind]));
          return li;
        }),
      );
    },
  };
}
