// gridplay's page. One game module, one run handle, one Player. Every change
// (a step, a new board, a zoom, a theme) marks something dirty and asks for an
// animation frame; the frame ticks the player (recording, playback) and then draws
// state → canvas and panels along a single path.
import { Controls } from './controls.js';
import { Diagram } from './diagram.js';
import { copy, Editor } from './editor.js';
import { geography } from './games/geography.js';
import { mine } from './games/mine.js';
import { Player } from './player.js';
import { setupPresent } from './present.js';
import { openShare } from './share.js';
import { bitsToInput, encodeBoard, readUrl, writeUrl } from './url.js';
import { loadCore } from './wasm.js';

const GAMES = { geography, mine };
const URL_DELAY = 300; // ms of quiet before the address bar follows the view
const INPUT_IN_URL_MAX = 2500; // longer boards go in the URL compressed
const INPUT_IN_URL_LONG = 1_000_000; // inputs of several cases go in whole up to this

const $ = (id) => document.getElementById(id);

async function main() {
  const core = await loadCore();
  $('version').textContent = `gridplay ${core.version()}`;

  const game = GAMES[new URLSearchParams(location.search).get('game')] ?? GAMES.geography;
  game.check(core);
  showGame(game);
  const darkQuery = matchMedia('(prefers-color-scheme: dark)');

  const app = {
    algo: game.defaultAlgorithm,
    greedy: false,
    case: 1, // the input's case shown, for games with several (mine)
    source: { preset: 'sample' }, // how the board was made, for links
    version: 0, // counts board changes
    view: null, // game.inspect() at the current step
    output: null, // { version, text }: the judge output of board `version`
    pal: game.theme(darkQuery.matches),
  };
  const dirty = { view: true, draw: true };
  // What a game's inspect() may use: the board's version, and later(fn) for slow work
  // (mine's exact search): fn runs after the next paint if the board is unchanged,
  // then the view is read again.
  const inspectContext = {
    get version() {
      return app.version;
    },
    later(fn) {
      const version = app.version;
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (app.version !== version) return;
          fn();
          dirty.view = true;
          schedule();
        }),
      );
    },
  };

  // --- the frame loop ------------------------------------------------------------
  let scheduled = false;
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(frame);
    }
  };
  let complete = false; // the run was complete at the last view (what a game shows can depend on it)
  function frame(now) {
    scheduled = false;
    const busy = player.tick(now);
    if (player.complete !== complete) {
      complete = player.complete;
      dirty.view = true;
    }
    if (dirty.view) {
      dirty.view = false;
      dirty.draw = true;
      app.view = player.run ? game.inspect(core, player.run, inspectContext) : null;
      panels.show(app.view, player.run);
    }
    if (dirty.draw) {
      dirty.draw = false;
      diagram.redraw();
    }
    controls.update();
    showProgress();
    if (busy) schedule();
  }

  const player = new Player((what) => {
    if (what === 'run' || what === 'step') {
      dirty.view = true;
      urlChanged();
    }
    if (what === 'run') {
      const [rows, cols] = [player.run.rows(), player.run.cols()];
      diagram.setBoard(rows, cols);
      $('board').setAttribute('aria-label', `Board of ${rows} × ${cols} cells; click a cell to add or remove a ${game.text.cell}`);
      showCases(player.run);
      panels.reset();
    }
    if (what === 'play') {
      // Screen readers hear each step when stepping, not a flood while playing.
      $('narration').setAttribute('aria-live', player.playing ? 'off' : 'polite');
    }
    schedule();
  });

  // --- the board canvas and editing ------------------------------------------------
  let paintOn = false; // the stroke puts walls (mines) rather than removing them
  let paintFollow = false; // the view was at the end: stay at the end while editing
  const diagram = new Diagram($('board'), {
    draw: (ctx, d) => game.draw(ctx, d, core, player.run, app.view, app.pal),
    onView: (now) => {
      if (now && app.view) diagram.redraw();
      else dirty.draw = true;
      schedule();
    },
    onHover: (cell) => {
      const el = $('hover');
      el.hidden = !cell || !player.run;
      if (!el.hidden) el.textContent = game.hover(player.run, cell[0], cell[1]);
    },
    paint: {
      start(r, c) {
        if (!player.run || app.presenting) return false;
        paintOn = !game.isSet(player.run, r, c);
        paintFollow = player.atEnd;
        setCells([r, c]);
        return true;
      },
      cells: (flat) => setCells(flat),
      end() {
        editor.setInput(player.run.judgeInput());
        editor.showWarnings([]);
        urlChanged();
      },
    },
  });

  function setCells(flat) {
    const run = player.run;
    const todo = [];
    for (let i = 0; i < flat.length; i += 2) {
      if (game.isSet(run, flat[i], flat[i + 1]) !== paintOn) todo.push(flat[i], flat[i + 1]);
    }
    if (todo.length === 0) return;
    game.set(run, Uint32Array.from(todo), paintOn); // restarts the run in place
    app.source = { edited: true };
    app.version++;
    player.setRun(run, paintFollow ? 'end' : null);
  }

  // --- runs ------------------------------------------------------------------------
  /** Opens `text` as the new board; returns null or the input error. */
  function open(text, source, target = null) {
    let run;
    try {
      run = game.open(core, text, { algorithm: app.algo, greedy: app.greedy, case: app.case });
    } catch (err) {
      return inputError(err);
    }
    app.source = source;
    app.version++;
    player.setRun(run, target);
    editor.setInput(run.judgeInput());
    editor.showWarnings(run.warnings?.() ?? []);
    return null;
  }

  /** Opens a new input (not another case of this one): from its first case. */
  function openNew(text, source, target = null) {
    const shown = app.case;
    app.case = 1;
    const error = open(text, source, target);
    if (error) app.case = shown;
    return error;
  }

  // The case selector, for games whose input holds several boards.
  const caseSelect = $('case');
  function showCases(run) {
    if (!game.cases) return;
    const n = run.cases();
    if (caseSelect.options.length !== n) {
      caseSelect.replaceChildren(
        ...Array.from({ length: n }, (_, i) => {
          const option = document.createElement('option');
          option.value = String(i + 1);
          option.textContent = `${i + 1} of ${n}`;
          return option;
        }),
      );
    }
    caseSelect.value = String(run.case());
    caseSelect.disabled = n < 2;
  }
  caseSelect.addEventListener('change', () => {
    app.case = Number(caseSelect.value);
    reopen();
  });

  function reopen() {
    const target = player.atEnd ? 'end' : null;
    open(player.run.judgeInput(), app.source, target);
  }

  function makePreset(p) {
    let text;
    try {
      text = game.preset(core, p.preset, p.rows, p.cols, p.density, p.seed);
    } catch (err) {
      editor.showError(inputError(err), 'the preset');
      return;
    }
    openNew(text, { ...p });
    diagram.fit();
  }

  function showProgress() {
    const el = $('progress');
    const run = player.run;
    const waiting = player.target !== null;
    if (!run || (run.isComplete() && !waiting)) {
      el.hidden = true;
      return;
    }
    const recorded = run.recorded();
    const solved = run.solved?.() ?? recorded;
    const n = (x) => x.toLocaleString('en');
    // Past the recording limit the solver goes on without keeping events.
    const kept = solved > recorded ? ` (${n(recorded)} kept for playback)` : ' recorded';
    el.textContent = run.isComplete()
      ? `Going to step ${n(player.target === 'end' ? player.lastStep : player.target)}…`
      : `Solving… ${n(solved)} events${kept}${waiting ? ', then jumping ahead' : ''}`;
    el.hidden = false;
  }

  // --- controls --------------------------------------------------------------------
  const editor = new Editor(
    {
      makePreset,
      useInput: (text) => openNew(text, { edited: true }),
      boardName: () => `${game.id}-${player.run.rows()}x${player.run.cols()}.txt`,
    },
    game.presets,
  );
  // Verdict, narration, counters, pseudocode, legend and judge output.
  const panels = makePanels(game, editor, app);

  const controls = new Controls(player, {
    zoom: (f) => diagram.zoom(f),
    fit: () => diagram.fit(),
    marks: game.marks,
  });
  controls.setSpeed(2);

  const algoSelect = $('algorithm');
  algoSelect.replaceChildren(
    ...game.algorithms.map(([id, label]) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = label;
      return option;
    }),
  );
  const greedyBox = $('greedy');
  algoSelect.addEventListener('change', () => {
    app.algo = algoSelect.value;
    reopen();
  });
  greedyBox.addEventListener('change', () => {
    app.greedy = greedyBox.checked;
    reopen();
  });
  $('fit').addEventListener('click', () => diagram.fit());
  $('zoom-in').addEventListener('click', () => diagram.zoom(1.25));
  $('zoom-out').addEventListener('click', () => diagram.zoom(0.8));
  const panButton = $('pan-mode');
  panButton.addEventListener('click', () => {
    const on = panButton.getAttribute('aria-pressed') !== 'true';
    panButton.setAttribute('aria-pressed', String(on));
    diagram.setPanMode(on);
  });
  $('copy-link').addEventListener('click', async (e) => {
    const button = e.currentTarget;
    await writeAddress();
    copy(location.href, button);
  });

  // Copy embed code, presentation mode, and exports (www/export.js, loaded on first use).
  const page = {
    core,
    game,
    player,
    diagram,
    controls,
    app,
    writeAddress,
    inspect: () => game.inspect(core, player.run, { version: app.version }),
    setContrast(on) {
      app.contrast = on;
      app.pal = game.theme(darkQuery.matches, on);
      controls.drawMarks(true);
      dirty.draw = true;
      schedule();
    },
  };
  $('copy-embed').addEventListener('click', (e) => openShare(page, e.currentTarget));
  $('export').addEventListener('click', () => import('./export.js').then((m) => m.openExport(page)));
  setupPresent(page);

  darkQuery.addEventListener('change', () => {
    app.pal = game.theme(darkQuery.matches, app.contrast);
    panels.legend(app.pal);
    controls.drawMarks(true);
    dirty.draw = true;
    schedule();
  });

  // --- the address bar ---------------------------------------------------------------
  let urlTimer = 0;
  let compact = { version: -1, value: null };
  let inputText = { version: -1, value: '' };
  function urlChanged() {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(writeAddress, URL_DELAY);
  }
  async function writeAddress() {
    clearTimeout(urlTimer);
    const run = player.run;
    if (!run) return;
    const preset = game.presets.find((p) => p.id === app.source.preset);
    let board = preset ? { ...app.source, fields: preset.fields, rows: run.rows(), cols: run.cols() } : null;
    let kase = app.case;
    if (!board) {
      const rows = run.rows();
      const cols = run.cols();
      if (inputText.version !== app.version) inputText = { version: app.version, value: run.judgeInput() };
      const input = inputText.value;
      // Several cases go in whole while they fit a URL; past that, the shown case alone.
      const cases = run.cases?.() ?? 1;
      if (input.length <= INPUT_IN_URL_MAX || (cases > 1 && input.length <= INPUT_IN_URL_LONG)) {
        board = { input };
      } else {
        kase = 1;
        const version = app.version;
        if (compact.version !== version) {
          compact = { version, value: await encodeBoard(rows, cols, game.bits(core, run)) };
        }
        if (app.version !== version) return urlChanged(); // changed meanwhile
        board = { compact: compact.value };
      }
    }
    const step = player.atEnd && player.step > 0 ? 'end' : (player.target ?? player.step);
    const query = writeUrl({ game: game.id, board, case: kase, algo: app.algo, defaultAlgo: game.defaultAlgorithm, greedy: app.greedy, step });
    if (query !== location.search) history.replaceState(null, '', query + location.hash);
  }

  // --- start: the view from the link, or the sample ------------------------------------
  panels.legend(app.pal);

  const link = await readUrl(location.search, {
    games: Object.keys(GAMES),
    algorithms: game.algorithms.map(([id]) => id),
    presets: game.presets.map((p) => p.id),
  });
  app.algo = link.algo ?? game.defaultAlgorithm;
  app.greedy = link.greedy;
  app.case = link.case;
  algoSelect.value = app.algo;
  greedyBox.checked = app.greedy;
  const problems = [...link.errors];
  const target = link.step === 0 ? null : link.step;
  let badInput = null;
  if (link.board) {
    const b = link.board;
    let text;
    let source = { edited: true };
    if (b.input !== undefined) text = b.input;
    else if (b.bits) text = (game.bitsToInput ?? bitsToInput)(b.rows, b.cols, b.bits);
    else {
      try {
        text = game.preset(core, b.preset, b.rows, b.cols, b.density, b.seed);
        source = { preset: b.preset, rows: b.rows, cols: b.cols, density: b.density, seed: b.seed };
        editor.showPreset(b);
      } catch (err) {
        problems.push(inputError(err).message);
      }
    }
    const error = text === undefined ? true : open(text, source, target);
    if (error && error !== true) {
      const where = error.line ? ` at line ${error.line}, column ${error.column}` : '';
      problems.push(`its board is not valid judge input${where}: ${error.message}`);
      badInput = { text, error };
    }
  }
  if (!player.run) {
    const first = game.presets[0].id;
    app.case = 1;
    open(game.preset(core, first, 3, 3, 0, 0), { preset: first }, link.board ? null : target);
    if (link.board) problems.push('showing the sample board instead');
  }
  if (badInput) {
    // Show the bad text next to its error, so it can be fixed.
    $('judge-input').value = badInput.text.length <= 300_000 ? badInput.text : '';
    editor.showError(badInput.error, 'the link');
  }
  if (problems.length) {
    const notice = $('notice');
    notice.textContent = `This link has a problem: ${problems.join('; ')}.`;
    notice.hidden = false;
  }
  schedule();

  // A small read-only handle for tests and for pages that embed this one.
  window.gridplay = Object.freeze({
    cellPoint: (r, c) => diagram.clientPoint(r, c),
    state: () => ({ step: player.step, lastStep: player.lastStep, complete: player.complete, playing: player.playing }),
    marks: () => Array.from(player.run?.marks() ?? []), // [step, event code, …]
  });
}

/** Puts the game's words on the page and shows the options it has. */
function showGame(game) {
  const t = game.text;
  document.title = t.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', t.description);
  $('subtitle').textContent = t.sub;
  $('rules').textContent = t.rules;
  $('edit-hint').textContent = t.edit;
  $('density-label').textContent = t.density;
  $('output-command').textContent = t.command;
  $('pan-mode').title = `Dragging moves the view instead of drawing ${t.cell}s`;
  for (const link of document.querySelectorAll('#games a')) {
    if (link.dataset.game === game.id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  $('algorithm').closest('label').hidden = game.algorithms.length === 0;
  $('greedy').closest('label').hidden = game.algorithms.length === 0;
  $('case').closest('label').hidden = !game.cases;
  for (const [field, value] of Object.entries(game.defaults ?? {})) $(field).value = String(value);
}

/** A thrown wasm error ({ line, column, message }) or JS error as { line, column, message }. */
function inputError(err) {
  if (err && typeof err === 'object' && typeof err.message === 'string') {
    return { line: err.line ?? 0, column: err.column ?? 0, message: err.message };
  }
  return { line: 0, column: 0, message: String(err) };
}

/** The side panels; show(view) is called once per step. */
function makePanels(game, editor, app) {
  const verdict = $('verdict');
  const verdictText = document.createElement('strong');
  const verdictDetail = document.createElement('span');
  verdict.replaceChildren(verdictText, ' ', verdictDetail);
  const log = $('narration');
  const counters = $('counters');
  const code = $('code');
  const legendList = $('legend');
  const gameNote = $('game-note');
  const gamePanel = $('game-panel');
  let logSteps = []; // steps of the narration lines shown
  let codeFor = null;
  let counterCells = null;
  let counterLabels = '';

  function narrate(view) {
    const lines = game.narrate(view);
    // Going forward a little: append, so screen readers hear only the new lines.
    const first = logSteps.indexOf(lines[0]?.step);
    const keep =
      first >= 0 &&
      logSteps.length - first <= lines.length &&
      lines.every((l, i) => first + i >= logSteps.length || logSteps[first + i] === l.step);
    if (!keep || lines.some((l) => l.step === 0) || logSteps.includes(0)) {
      log.replaceChildren();
      logSteps = [];
    } else {
      for (let i = 0; i < first; i++) log.firstElementChild?.remove();
      logSteps = logSteps.slice(first);
    }
    for (const line of lines.slice(logSteps.length)) {
      const li = document.createElement('li');
      const n = document.createElement('span');
      n.className = 'n';
      if (line.step) {
        n.textContent = `${line.step.toLocaleString('en')}.`;
        li.append(n);
      }
      li.append(document.createTextNode(line.text));
      log.append(li);
      logSteps.push(line.step);
    }
    log.querySelector('.now')?.classList.remove('now');
    log.lastElementChild?.classList.add('now');
  }

  return {
    reset() {
      logSteps = [];
      log.replaceChildren();
    },
    show(view, run) {
      if (!view) return;
      const v = game.verdict(view);
      verdictText.textContent = v.text;
      verdictDetail.textContent = v.detail;
      verdict.className = `verdict ${v.kind}`;
      narrate(view);

      const rows = game.counters(view);
      const labels = rows.map((r) => r[0]).join();
      if (labels !== counterLabels) {
        counterLabels = labels;
        counterCells = rows.map(([label]) => {
          const div = document.createElement('div');
          const dt = document.createElement('dt');
          const dd = document.createElement('dd');
          dt.textContent = label;
          div.append(dt, dd);
          return [div, dd];
        });
        counters.replaceChildren(...counterCells.map(([div]) => div));
      }
      rows.forEach(([, value], i) => (counterCells[i][1].textContent = value));
      game.panel?.({ note: gameNote, extra: gamePanel }, view, app.pal);

      const c = game.code(view);
      const codeKey = c.lines.map((l) => l.text).join();
      if (codeFor !== codeKey) {
        codeFor = codeKey;
        code.replaceChildren(
          ...c.lines.map((line) => {
            const li = document.createElement('li');
            li.textContent = line.text;
            if (line.head) li.className = 'head';
            return li;
          }),
        );
      }
      [...code.children].forEach((li, i) => {
        if (i === c.current) li.setAttribute('aria-current', 'step');
        else li.removeAttribute('aria-current');
      });

      // The judge output, once the frame has reached the verdict (read once per board).
      if (view.counters.verdict !== null && view.counters.verdict !== undefined) {
        if (app.output?.version !== app.version) {
          app.output = { version: app.version, text: run.judgeOutput(game.judgeFormat) ?? null };
        }
        editor.setOutput(app.output.text);
      } else {
        editor.setOutput(null);
      }
    },
    legend(pal) {
      const items = game.legend().map(([label, draw]) => {
        const li = document.createElement('li');
        const canvas = document.createElement('canvas');
        const dpr = window.devicePixelRatio || 1;
        const [w, h] = [26, 18];
        canvas.width = w * dpr;
        canvas.height = h * dpr;
        const ctx = canvas.getContext('2d');
        ctx.scale(dpr, dpr);
        draw(ctx, w, h, pal);
        li.append(canvas, document.createTextNode(label));
        return li;
      });
      legendList.replaceChildren(...items);
    },
  };
}

// index.html?embed=1&…: only the board, a slim control bar and the verdict (for an
// iframe), drawn by the <gridplay-viewer> element of www/embed.js, loaded only then.
const embedded = new URLSearchParams(location.search).get('embed') === '1';
(embedded ? import('./embed.js').then((m) => m.mountEmbed()) : main()).catch((err) => {
  const notice = document.getElementById('notice');
  notice.textContent = `The page could not start: ${err?.message ?? err}`;
  notice.hidden = false;
  console.error(err);
});
