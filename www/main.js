// gridplay's page: the viewer core (www/core/session.js) composed with the page's
// panels, the board editor, the address bar, Copy embed code, presentation mode and
// export. index.html?embed=1 is the <gridplay-viewer> shell instead (www/embed.js).
import { Session } from './core/session.js';
import { linkRules } from './core/source.js';
import { Editor } from './shells/page/editor.js';
import { copy } from './ui/copy.js';
import { GAMES, registerGame } from './games/index.js';
import { LANGUAGES, linkLang, rememberLang, startLang, t, translatePage, lang } from './i18n/index.js';
import { addressBar } from './shells/page/address.js';
import { boardEditing } from './shells/page/edits.js';
import { setupExplain } from './shells/page/explain.js';
import { addJudge } from './shells/page/judge.js';
import { addPanels } from './shells/page/panels.js';
import { addPlay } from './shells/page/play.js';
import { typing } from './core/controls.js';
import { readUrl } from './core/url.js';
import { loadCore } from './core/wasm.js';
import { newWorker } from './shells/page/update.js';
import { showGame } from './shells/page/show-game.js';

const $ = (id) => document.getElementById(id);

async function startPage() {
  const query = new URLSearchParams(location.search);
  const { core, game, taught } = await loadGame(query);
  if (game.mount) return startOwnTab(core, game, query);
  const paint = {}; // filled in below: editing needs the session, the session its diagram's paint
  const session = newSession(core, game, paint);

  let judge = null; // the judge output box and Your output (www/shells/page/judge.js)
  let teaching = null; // the lesson or practice shown (www/lessons/), whose address is its own
  const address = addressBar(session, () => (judge && judge.format !== game.formats[0][0] ? judge.format : null), linkLang, () =>
    teaching ? teaching.query(linkLang()) : null,
  );
  wireLanguage(address);
  wireLearn();
  const { editor, editing, explain } = addBoardTools(session, game, address, paint);
  addPanels(session);
  const play = addPlay(session, () => address.changed());
  showEachRun(session, game, editor);
  session.on('view', () => (address.changed(), editing.sync()));
  session.on('frame', () => showPhaseButtons(session));
  session.controls.setSpeed(2);

  wireOptions(session, editing);
  wireViewTools(session);
  wireSharing(session, address, () => teaching?.lessonState?.() ?? null);
  offerPresent(session);

  // A lesson or practice sets its own boards: the link's board parameters are not read.
  const link = await openLink(session, editor, game, taught === null ? location.search : '');
  judge = addJudge(session, editor, link.format, () => address.changed());
  if (link.play) {
    const error = (await play.load()).start(link.play);
    if (error) showNotice(t('page.linkProblem', { problems: error }));
  }
  if (taught !== null) {
    const opened = (run) => (editor.setInput(run.judgeInput()), editor.showWarnings([]));
    const page = { session, play: await play.load(), explain: explain.show, opened, notice: showNotice, changed: () => address.changed() };
    teaching = await import('./lessons/index.js').then((m) => m.openTeaching(page, query));
  }
  exposeHandle(session, explain, play, () => teaching);
}

/**
 * A game with a tab of its own (graph): it sets the tab up; the page adds the language,
 * Learn and Copy link, and a lesson (?lesson=, game.lessonStage) or a practice set
 * (?practice=<game>, game.practiceBoard) on the tab, whose address is then the page's.
 */
async function startOwnTab(core, game, query) {
  let teaching = null;
  const address = await game.mount({ core, notice: showNotice, teachingQuery: () => teaching?.query(linkLang()) ?? null });
  wireLanguage(address);
  wireLearn();
  $('copy-link').addEventListener('click', async (e) => {
    const button = e.currentTarget;
    await address.write();
    copy(location.href, button);
  });
  if (address.presentable) offerPresent(address.presentable);
  // Copy embed code: the graph shown as a <gridplay-viewer game="graph">.
  if (address.embedQuery) wireEmbed({ graph: true, writeAddress: address.write, query: address.embedQuery, size: address.embedSize });
  // The lesson or practice shown, for tests and embedding pages (null until it opens, and without one).
  window.gridplay = Object.freeze({
    ...window.gridplay,
    practice: () => teaching?.practiceState?.() ?? null,
    lesson: () => teaching?.lessonState?.() ?? null,
  });
  const lesson = query.has('lesson') && game.lessonStage;
  if (!lesson && !(query.has('practice') && game.practiceBoard)) return;
  const page = { notice: showNotice, changed: () => address.changed() };
  if (lesson) page.stage = await game.lessonStage(address.tab);
  else page.board = await game.practiceBoard(address.tab);
  const { openTeaching } = await import('./lessons/index.js');
  teaching = await openTeaching(page, query);
  address.changed();
}

/**
 * Loads the game the address asks for (?lesson=<id> names it by the lesson's `game`,
 * ?practice=<game> by name, else ?game=, else the token game) with the core and the
 * page's language, and shows it: the page's words, the version, the game's controls.
 * taught: the ?lesson= or ?practice= value.
 */
async function loadGame(query) {
  const taught = query.get('lesson') ?? query.get('practice');
  const known = (id) => (id !== null && Object.hasOwn(GAMES, id) ? id : null);
  const id = known(await taughtGame(query)) ?? known(query.get('game')) ?? 'geography';
  // The token game's page loads the lighter core, which has only that game's exports,
  // and only that game's module; practice questions are in the core with every game.
  const light = id === 'geography' && !query.has('practice');
  const [core, game] = await Promise.all([loadCore(light ? 'geography' : 'all'), GAMES[id](), startLang()]);
  translatePage();
  $('version').textContent = `gridplay ${core.version()}`;
  registerGame(game, core);
  showGame(game);
  return { core, game, taught };
}

/**
 * The game a lesson or practice link shows: ?lesson=<id> the lesson's `game` (its
 * module is loaded on demand; an unknown lesson is null, and openLesson names it),
 * ?practice=<game> that game; null without either.
 */
async function taughtGame(query) {
  if (query.has('lesson')) {
    const { loadLesson } = await import('./lessons/index.js');
    return (await loadLesson(query.get('lesson')))?.game ?? null;
  }
  return query.get('practice');
}

/** The page's Session of `game`: the words of the cell under the pointer, light or dark as the reader's system. */
function newSession(core, game, paint) {
  let hovered = null; // the cell under the pointer: its words are said again when the board changes under it
  const session = new Session({ core, root: document, keys: document, paint, onHover: (cell) => showHover(session, (hovered = cell)) });
  session.on('run', () => showHover(session, hovered));
  session.setGame(game);
  const dark = matchMedia('(prefers-color-scheme: dark)');
  session.setLooks({ dark: dark.matches });
  dark.addEventListener('change', () => session.setLooks({ dark: dark.matches }));
  return session;
}

/**
 * The tools that change or question the board: the board editor (presets, the input
 * box), editing on the board (Edit mode, undo; its handlers go into `paint`) and
 * Explain. One of Edit and Explain takes the board's clicks at a time.
 */
function addBoardTools(session, game, address, paint) {
  const editor = new Editor(
    {
      makePreset: (p) => makePreset(session, editor, p),
      useInput: (text) => openNew(session, editor, text),
      boardName: () => `${game.id}-${session.run.rows()}x${session.run.cols()}.txt`,
    },
    game,
  );
  const editing = boardEditing(() => session, {
    edited: () => {
      editor.setInput(session.run.judgeInput());
      editor.showWarnings([]);
      address.changed();
    },
    undoButton: $('undo'),
    redoButton: $('redo'),
    modeButton: $('edit-mode'),
    note: $('edit-note'),
    onMode: (on) => on && explain.off(), // one tool takes the board's clicks at a time
  });
  Object.assign(paint, editing.paint);
  // Show as a graph (the token game): the board shown on the graph tab, in the page's language.
  $('show-graph').hidden = !game.graphLink;
  $('show-graph').addEventListener('click', () => {
    let link;
    try {
      link = game.graphLink(session.run);
    } catch {
      return showNotice(t('editor.asGraphNoRoom')); // (a board past a link's length, and sessionStorage full)
    }
    const url = new URL(link, location.href);
    if (linkLang()) url.searchParams.set('lang', linkLang());
    location.assign(url);
  });
  const explain = setupExplain(session, {
    button: $('explain-mode'),
    note: $('explain-note'),
    panel: $('why'),
    title: $('why-title'),
    text: $('why-text'),
    onOn: () => editing.setMode(false),
  });
  return { editor, editing, explain };
}

/** On each new run: the board's label and shape, the cases, the run's options, the board in the editor. */
function showEachRun(session, game, editor) {
  session.on('run', (run) => {
    $('board').setAttribute(
      'aria-label',
      game.editWords?.board(run.rows(), run.cols()) ?? t('edit.boardLabel', { rows: run.rows(), cols: run.cols(), things: game.text.cells }),
    );
    $('board').style.setProperty('--board-shape', String(run.rows() / session.diagram.span)); // (phones: the canvas takes the board's shape)
    showCases(session);
    showRunOptions(session);
    editor.showBoard(session.source, run);
  });
}

/**
 * Presentation mode (www/shells/present.js) loads on first use: the Present button or
 * the P key outside a text field. From then on it handles both itself.
 */
function offerPresent(session) {
  const button = document.getElementById('present');
  const start = (e) => {
    e.preventDefault();
    button?.removeEventListener('click', start);
    window.removeEventListener('keydown', key, { capture: true });
    import('./shells/present.js').then((m) => m.setupPresent(session).enter());
  };
  const key = (e) => {
    const plain = !e.defaultPrevented && !e.altKey && !e.ctrlKey && !e.metaKey;
    if (plain && (e.key === 'p' || e.key === 'P') && !typing(e.target)) start(e);
  };
  button?.addEventListener('click', start);
  window.addEventListener('keydown', key, { capture: true });
}

/** Copy link, Copy embed code and Export (the last two load their dialogs when clicked). */
function wireSharing(session, address, lesson) {
  $('copy-link').addEventListener('click', async (e) => {
    const button = e.currentTarget;
    await address.write();
    copy(location.href, button);
  });
  wireEmbed({ session, writeAddress: address.write, lesson });
  $('export').addEventListener('click', () => import('./shells/export.js').then(async (m) => (await m.wordsReady, m.openExport(session))));
}

/** Copy embed code: its dialog (www/shells/page/share.js, loaded when clicked) for `shell`, the view's. */
function wireEmbed(shell) {
  $('copy-embed').addEventListener('click', (e) => {
    const button = e.currentTarget;
    import('./shells/page/share.js').then(async (m) => (await m.wordsReady, m.openShare(shell, button)));
  });
}

/** window.gridplay: a small read-only handle for tests and for pages that embed this one. */
function exposeHandle(session, explain, play, teaching) {
  window.gridplay = Object.freeze({
    cellPoint: (r, c) => session.diagram.clientPoint(r, c),
    // No run yet (no board opened): nothing recorded, so not complete and no verdict.
    state: () => session.state() ?? { step: 0, lastStep: 0, complete: false, playing: false, verdict: null, event: null },
    marks: () => Array.from(session.run?.marks() ?? []), // [step, event code, …]
    viewport: () => viewport(session),
    explain: (r, c) => explain.certificate(r, c), // { wins, matching, path, … } once complete
    play: () => play.state(), // null outside play mode; { you, turn, over, winner, moves, path }
    lesson: () => teaching()?.lessonState?.() ?? null, // ?lesson=: { lesson, slide, total, key, title, text, facts }
    practice: () => teaching()?.practiceState?.() ?? null, // ?practice=: { kind, input, selected, result, … }
  });
}

/** The board's view: CSS px per cell, origin, and whether the current event's cells are on screen. */
function viewport(session) {
  const d = session.diagram;
  const onScreen = (cell) => {
    const [x, y] = [d.ox + ((cell % d.cols) + 0.5) * d.scale, d.oy + (Math.floor(cell / d.cols) + 0.5) * d.scale];
    return x >= 0 && y >= 0 && x <= d.width && y <= d.height;
  };
  const cells = session.view ? session.game.focus(session.view) : [];
  return { scale: d.scale, ox: d.ox, oy: d.oy, focusOnScreen: cells.every(onScreen) };
}

/** Opens the board of the link's `search` (or the fallback), and says what was wrong with the link. */
async function openLink(session, editor, game, search) {
  const link = await readUrl(search, linkRules(GAMES, game));
  session.options = { algorithm: link.algo ?? game.defaultAlgorithm(link.moves), greedy: link.greedy, moves: link.moves, case: link.case };
  const { errors, bad } = session.load(link.board, link.step === 0 ? null : link.step);
  if (bad) {
    // Show the bad text next to its error, so it can be fixed.
    $('judge-input').value = bad.text.length <= 300_000 ? bad.text : '';
    editor.showError(bad.error, t('page.fromLink'));
  } else {
    editor.setInput(session.run.judgeInput());
  }
  editor.showWarnings(session.run.warnings?.() ?? []);
  const problems = [...link.errors, ...errors];
  if (problems.length) showNotice(t('page.linkProblem', { problems: problems.join(t('list.clauses')) }));
  return link;
}

function showNotice(text) {
  const notice = $('notice');
  notice.textContent = text;
  notice.hidden = false;
}

/** Opens a new input (not another case of this one), from its first case; returns null or the error. */
function openNew(session, editor, text, source = { edited: true }) {
  const shown = session.options.case;
  session.options.case = 1;
  const error = session.open(text, { source });
  if (error) {
    session.options.case = shown;
    return error;
  }
  editor.setInput(session.run.judgeInput());
  editor.showWarnings(session.run.warnings?.() ?? []);
  return null;
}

/**
 * The move rule for the next run. An algorithm chosen on purpose stays while it
 * applies (Kuhn and Hopcroft–Karp need a bipartite rule); else the core's choice for the rule.
 */
function setMoves(session, rule) {
  const { game, options } = session;
  const chosen = options.algorithm !== game.defaultAlgorithm(options.moves ?? null);
  options.moves = rule;
  options.algorithm = game.algorithmFor(rule, chosen ? options.algorithm : null);
}

function makePreset(session, editor, p) {
  // A move rule's teaching board comes with its rule.
  const rule = session.game.presets.find((x) => x.id === p.preset)?.moves;
  if (rule) setMoves(session, rule);
  let text;
  try {
    text = session.game.preset(session.core, p.preset, p.rows, p.cols, p.density, p.seed);
  } catch (err) {
    editor.showError({ line: 0, column: 0, message: err?.message ?? String(err) }, t('page.fromPreset'));
    return;
  }
  openNew(session, editor, text, { ...p });
  session.diagram.fit();
}

function showHover(session, cell) {
  const el = $('hover');
  const run = session.run;
  el.hidden = !cell || !run || cell[0] >= run.rows() || cell[1] >= run.cols();
  if (!el.hidden) el.textContent = session.game.hover(session.run, cell[0], cell[1]);
}

/**
 * The Language select: the choice is remembered, and the page opens again in it, on
 * the same board and step (the address bar is written first, then ?lang= set).
 */
function wireLanguage(address) {
  const select = $('lang');
  select.value = lang();
  for (const option of select.options) option.textContent = LANGUAGES.find(([id]) => id === option.value)?.[1] ?? option.value;
  select.addEventListener('change', async () => {
    rememberLang(select.value);
    await address.write();
    const url = new URL(location.href);
    url.searchParams.set('lang', select.value);
    location.assign(url);
  });
}

/**
 * The header's Learn menu (a <details>): its lesson and practice links carry the page's
 * language when it is not English; Esc closes it and gives the focus back to its summary.
 */
function wireLearn() {
  const menu = $('learn');
  const code = linkLang();
  for (const a of menu.querySelectorAll('a')) {
    const url = new URL(a.getAttribute('href'), location.href);
    if (code) url.searchParams.set('lang', code);
    a.setAttribute('href', url.search);
  }
  menu.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary').focus();
    e.preventDefault();
    e.stopPropagation();
  });
}

/** The algorithm, greedy start and case controls. */
function wireOptions(session, editing) {
  const game = session.game;
  $('algorithm').replaceChildren(
    ...game.algorithms.map(([id, label]) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = label;
      return option;
    }),
  );
  $('algorithm').addEventListener('change', (e) => {
    session.options.algorithm = e.target.value;
    session.reopen();
  });
  $('greedy').addEventListener('change', (e) => {
    session.options.greedy = e.target.checked;
    session.reopen();
  });
  $('moves').replaceChildren(
    ...(game.moves ?? []).map(([id, label]) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = label;
      return option;
    }),
  );
  $('moves').addEventListener('change', (e) => {
    setMoves(session, e.target.value);
    session.reopen();
  });
  $('case').addEventListener('change', (e) => {
    session.options.case = Number(e.target.value);
    editing.forget();
    session.reopen();
  });
  $('follow').addEventListener('change', (e) => (session.follow = e.target.checked));
  $('grouped').addEventListener('change', (e) => (session.player.grouped = e.target.checked));
  session.on('run', () => editing.forget()); // (not for the edits' own restarts)
}

function showRunOptions(session) {
  const run = session.run;
  const group = session.game.groupLabel(session.options.algorithm);
  $('grouped').closest('label').hidden = !group;
  $('grouped-label').textContent = group ?? '';
  if (!group) session.player.grouped = $('grouped').checked = false;
  if (!session.game.algorithms.length) return;
  const moves = session.options.moves ?? session.game.protocol.defaults.moves;
  $('moves').value = moves;
  for (const option of $('algorithm').options) option.disabled = !session.game.fits(option.value, moves);
  $('algorithm').value = run.algorithm();
  // King and hex: say why Kuhn's colouring does not apply (the triangle is drawn at step 0).
  const tri = run.triangle ? Array.from(run.triangle()) : [];
  const at = (i) => t('cell.name', { r: tri[i] + 1, c: tri[i + 1] + 1 });
  $('moves-why').textContent = tri.length === 6 ? t('geography.moves.why', { a: at(0), b: at(2), c: at(4) }) : '';
  $('greedy').checked = run.greedy();
  // The core chose it by the board's size: say so.
  $('greedy-auto').textContent = run.greedyAuto() ? t('options.greedyAuto') : '';
}

function showPhaseButtons(session) {
  const show = session.controls.hasPhases;
  $('phase-nav').hidden = !show;
}

function wireViewTools(session) {
  const d = session.diagram;
  // The board fits beside the view buttons, however wide their labels are (on phones they are a row under it).
  const tools = document.querySelector('.view-tools');
  new ResizeObserver(() => {
    const width = getComputedStyle(tools).position === 'absolute' ? Math.ceil(tools.getBoundingClientRect().width) + 10 : 0;
    if (width !== d.tools && !document.documentElement.classList.contains('presenting')) {
      d.tools = width;
      if (d.fitted) d.fit();
    }
  }).observe(tools);
  $('fit').addEventListener('click', () => d.fit());
  $('zoom-in').addEventListener('click', () => d.zoom(1.25));
  $('zoom-out').addEventListener('click', () => d.zoom(0.8));
  const pan = $('pan-mode');
  pan.addEventListener('click', () => {
    const on = pan.getAttribute('aria-pressed') !== 'true';
    pan.setAttribute('aria-pressed', String(on));
    d.setPanMode(on);
  });
  const c = session.controls;
  const p = session.player;
  $('prev-phase').addEventListener('click', () => (p.pause(), p.go(c.nextPhase(p.step, -1))));
  $('next-phase').addEventListener('click', () => (p.pause(), p.go(c.nextPhase(p.step, 1))));
}

/** The case selector, for games whose input holds several boards. */
function showCases(session) {
  if (!session.game.cases) return;
  const select = $('case');
  const run = session.run;
  const n = run.cases();
  if (select.options.length !== n) {
    select.replaceChildren(
      ...Array.from({ length: n }, (_, i) => {
        const option = document.createElement('option');
        option.value = String(i + 1);
        option.textContent = t('options.caseOf', { i: i + 1, n });
        return option;
      }),
    );
  }
  select.value = String(run.case());
  select.disabled = n < 2;
}

// index.html's notice for readers who opened it as a file (where this script cannot
// run): this script runs, so the page is served and the notice has nothing to say.
document.getElementById('file-notice')?.remove();

// index.html?embed=1&…: only the board, a slim control bar and the verdict (for an
// iframe), drawn by the <gridplay-viewer> element of www/embed.js, loaded only then.
const embedded = new URLSearchParams(location.search).get('embed') === '1';
(embedded ? import('./embed.js').then((m) => m.mountEmbed()) : startPage()).catch((err) => {
  const notice = document.getElementById('notice');
  notice.textContent = t('page.cannotStart', { error: err?.message ?? err });
  notice.hidden = false;
  console.error(err);
});

// The hosted build works offline after one visit: its service worker (www/sw.js, built
// as dist/sw.js) keeps this build's files, and a new build offers a reload
// (shells/page/update.js). Registered once the page has loaded and is idle, so its
// download (the files not loaded yet: Chinese, export) never slows the first.
// Not in the dev server (no sw.js), nor in gridplay-offline.html (a file: nothing to fetch).
if (import.meta.env.PROD && import.meta.env.MODE !== 'offline' && location.protocol !== 'file:' && 'serviceWorker' in navigator) {
  // A page that had no worker when it loaded is this build's first visit: the worker that
  // takes over then is its own. Afterwards, a worker taking over may be a newer build's.
  let first = !navigator.serviceWorker.controller;
  const register = () =>
    navigator.serviceWorker
      .register('./sw.js')
      .then((registration) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (first) first = false;
          else newWorker();
        });
        // A tab left open (a class's) asks for a new build whenever it is shown again.
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && registration.update().catch(() => {}));
      })
      .catch((err) => console.info('gridplay: no offline copy:', err));
  addEventListener('load', () => (globalThis.requestIdleCallback ?? setTimeout)(register));
}
