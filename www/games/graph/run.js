// The graph tab's run, animated: a GraphRun (the token game's solver on the graph,
// with its events) played by the page's Player and Controls (play, step, speed, the
// timeline with its marks), recorded a slice at a time as the board's run is (Player's
// record slices between frames: never solved to the end in one go), and shown at its
// current step: the frame as layers on the graph (marks.js), the step's sentence in the
// token game's words with vertices (geography/narration.js with the graph's words), the
// pseudocode, the counters and the verdict with the winning starts. The algorithm (the
// core's list for this graph, its default first) and the greedy start are the board's
// options. A new graph restarts the run; past limits.drawMaxVertices there is no run
// here: the verdict is the one the page's judge output came from.
//
//   const run = mountRun({ core, view, limits, onView });
//   run.restart(text, input); // after each graph shown (input: its GraphInput)
import { Controls } from '../../core/controls.js';
import { readProtocol, recentEvents } from '../../core/events.js';
import { Player } from '../../core/player.js';
import { workPump } from '../../core/session.js';
import { has, num, t } from '../../i18n/index.js';
import { counterList, narrationLog, pseudocodePanel } from '../../shells/page/panels.js';
import { NARRATED, code, counterRows, narrate } from '../geography/narration.js';
import { addMarks } from './marks.js';

const RECENT = 5; // narration lines shown
const LISTED = 30; // winning starts named in the verdict; past that, "… (n in all)"

/** The graph's words for the token game's sentences: "vertex 7", graph.say.* where the board's say "cell". */
export const SAY_WORDS = {
  name: (v) => t('graph.vertex', { v: v + 1 }),
  say(key, params) {
    const text = t(has(`graph.say.${key}`) ? `graph.say.${key}` : `geography.say.${key}`, params);
    return text.charAt(0).toUpperCase() + text.slice(1); // a sentence that opens with "vertex 7"
  },
};

/**
 * Sets the run up on the page's transport, timeline, options and side panels, drawing
 * on `view`. `onView(scene)` is called after each new step shown (the legend, Explain),
 * `onPlay(playing)` when playback starts or stops. `root`: where the elements are, by id
 * (the page's document, or a <gridplay-viewer>'s frame: www/games/graph/viewer.js);
 * `keys`: what listens for the playback keys. Returns { restart(text, input), scene(),
 * player, controls, marks, setWinning(n, starts), atVerdict(), readNow(), state() }.
 */
export function mountRun({ core, view, limits, onView, onPlay = () => {}, root = document, keys = document }) {
  const $ = (id) => root.getElementById(id);
  const protocol = readProtocol(core.geographyProtocol(), 'graph', NARRATED);
  // What the core's algorithm `id` shows ({ layers, blossoms, greedyGuesses }); throws for
  // one the core does not describe: no algorithm is drawn as another.
  const shows = (id) => {
    const found = protocol.algorithms.find((a) => a.id === id);
    if (!found) throw new Error(`graph: the core does not say what ${id} shows`);
    return found;
  };
  const options = { algorithm: null, greedy: null }; // asked for (null: the core's choice)
  const s = { text: '', algorithms: [], big: false, view: null, dirty: true, scheduled: false, winning: null };

  const player = new Player((what) => changed(what));
  const pump = workPump(player);
  const controls = new Controls(player, { zoom: (f) => view.zoom(f), fit: () => view.fit(), root, keys });
  controls.setKinds(protocol.marks);
  controls.setSpeed(Number($('speed').value));
  const narration = narrationLog($('narration'));
  const counters = counterList($('counters'));
  const pseudocode = pseudocodePanel($('code'));
  const verdictText = document.createElement('strong');
  const verdictDetail = document.createElement('span');
  $('verdict').replaceChildren(verdictText, ' ', verdictDetail);

  /** What the layers draw from: { core, run, view (this step's), shows, protocol }, or null. */
  const scene = () => (player.run && s.view ? { core, run: player.run, view: s.view, shows: shows(s.view.algorithm), protocol } : null);
  const marks = addMarks(view, scene);

  // --- the run ------------------------------------------------------------------------

  /** Starts the run again on the graph `text` (read as `input`), from step 0. */
  function restart(text, input) {
    s.text = text;
    s.big = input.n() > limits.drawMaxVertices;
    s.algorithms = input.algorithms();
    open();
  }

  /** Opens the graph shown with the options asked for (an algorithm that does not apply: the default). */
  function open() {
    if (root === document) document.documentElement.classList.toggle('graph-no-run', s.big);
    showOptions();
    if (s.big) {
      player.setRun(null);
      s.view = null;
      view.showCycle = true;
      showBig();
      return;
    }
    const algorithm = s.algorithms.includes(options.algorithm) ? options.algorithm : s.algorithms[0];
    s.view = null; // the last graph's step is not this one's: nothing shown or stated until the next frame reads the new run
    player.setRun(new core.GraphRun(s.text, { algorithm, greedy: options.greedy }));
  }

  function changed(what) {
    if (what === 'run') {
      narration.reset();
      s.dirty = true;
      showOptions();
    }
    if (what === 'step') s.dirty = true;
    if (what === 'play') {
      $('narration').setAttribute('aria-live', player.playing ? 'off' : 'polite');
      onPlay(player.playing);
    }
    schedule();
  }

  function schedule() {
    if (s.scheduled) return;
    s.scheduled = true;
    requestAnimationFrame(frame);
  }

  let complete = false;
  function frame(now) {
    s.scheduled = false;
    const busy = player.tick(now);
    if (player.run && player.complete !== complete) {
      complete = player.complete;
      s.dirty = true;
    }
    if (s.dirty && player.run) {
      s.dirty = false;
      s.view = inspect(player.run);
      view.showCycle = s.view.step === 0;
      showView();
      view.redraw();
      onView(scene());
    }
    if (player.run) controls.update();
    $('phase-nav').hidden = !player.run || !controls.hasPhases;
    showTicks();
    if (busy) schedule();
    pump();
  }

  /** Under the timeline, what its ticks mean: the kinds this run's timeline shows (geography.tick.*). */
  let ticksShown = '';
  function showTicks() {
    const kinds = player.run ? controls.kindsShown() : [];
    if (kinds.join() === ticksShown) return;
    ticksShown = kinds.join();
    $('tick-legend').replaceChildren(
      ...kinds.map((kind) => {
        const li = document.createElement('li');
        li.append(Object.assign(document.createElement('span'), { className: `tick ${kind}` }), t(`geography.tick.${kind}`));
        return li;
      }),
    );
  }

  /** The run at its current step, read once per step (as the board's game.inspect). */
  function inspect(run) {
    const { step, recorded, tail, recent, event } = recentEvents(run, protocol, RECENT);
    const algorithm = run.algorithm();
    return {
      cols: 0,
      step,
      tail,
      recorded,
      algorithm,
      greedy: run.greedy(),
      greedyGuesses: shows(algorithm).greedyGuesses,
      triangle: [],
      cycle: Array.from(run.cycle()),
      event,
      recent,
      flipped: event?.name === 'augmented' ? Array.from(run.flipped()) : null,
      path: Array.from(run.path()),
      counters: run.counters(),
      winning: run.isComplete() ? run.winningStarts() : null,
    };
  }

  function showView() {
    const v = s.view;
    narration.show(narrate(v, SAY_WORDS));
    counters.show(counterRows(v, shows(v.algorithm), { winning: t('graph.counter.winning'), free: t('graph.counter.vertices') }));
    pseudocode.show(code(v, 'graph'));
    const verdict = verdictOf(v.counters, v.winning);
    verdictText.textContent = verdict.text;
    verdictDetail.textContent = verdict.detail;
    $('verdict').className = `verdict ${verdict.kind}`;
  }

  /**
   * The verdict: { text, detail, kind }; `winning` the core's winning starts once the
   * run is complete. At the verdict step the detail names them ("the first player wins
   * from 2 of 5 vertices: 1, 3").
   */
  function verdictOf(c, winning) {
    if (c.verdict === null || c.verdict === undefined) {
      const doing = ['start', 'greedy', 'matching', 'winning'].includes(c.part) ? t(`geography.doing.${c.part}`) : c.part;
      return { text: t('verdict.none'), detail: doing, kind: '' };
    }
    if (c.verdict > 0) return { text: 'WIN', detail: t('graph.verdict.win', { w: num(c.verdict), n: c.freeCells, list: listed(winning ?? []) }), kind: 'win' };
    return { text: 'LOSE', detail: t('graph.verdict.lose'), kind: 'lose' };
  }

  /** The narration's sentence for the step of `v` (an inspect()), or null. */
  function sentenceOf(v) {
    const lines = narrate(v, SAY_WORDS);
    return (lines.findLast((l) => l.step === v.step) ?? lines.at(-1))?.text ?? null;
  }

  /** Vertices named 1-based, joined in the page's language; past LISTED, "… (n in all)". */
  function listed(vertices) {
    const names = Array.from(vertices.slice(0, LISTED), (v) => num(v + 1)).join(t('graph.listJoin'));
    return vertices.length > LISTED ? t('graph.listMore', { list: names, n: vertices.length }) : names;
  }

  /** Past drawMaxVertices: no run, the verdict from the judge output's run (setWinning). */
  function showBig() {
    narration.reset();
    narration.show([{ step: 0, text: t('graph.noRun', { max: num(limits.drawMaxVertices) }) }]);
    counters.show([]);
    pseudocode.show({ lines: [], current: -1 });
    showBigVerdict();
  }

  function showBigVerdict() {
    if (!s.big || !s.winning) return;
    const c = { verdict: s.winning.starts.length, freeCells: s.winning.n };
    const verdict = verdictOf(c, s.winning.starts);
    verdictText.textContent = verdict.text;
    verdictDetail.textContent = verdict.detail;
    $('verdict').className = `verdict ${verdict.kind}`;
  }

  // --- the options --------------------------------------------------------------------

  const algorithmSelect = $('algorithm');
  function showOptions() {
    algorithmSelect.replaceChildren(...s.algorithms.map((id) => new Option(t(`geography.algo.${id}`), id)));
    const run = player.run;
    algorithmSelect.disabled = s.big;
    $('greedy').disabled = s.big;
    if (run) algorithmSelect.value = run.algorithm();
    $('greedy').checked = !!run?.greedy();
    // The page's checkbox sits in a label whose tooltip, the board's, speaks of cells
    // (a viewer's hidden controls have none).
    const greedyLabel = $('greedy').closest('label');
    if (greedyLabel) greedyLabel.title = t('graph.options.greedyTitle');
    // Automatic: the core chose by the graph's size.
    $('greedy-auto').textContent = options.greedy === null ? t('options.greedyAuto') : '';
    const group = run && shows(run.algorithm()).layers ? t('geography.grouped') : null;
    $('grouped').closest('label').hidden = !group;
    $('grouped-label').textContent = group ?? '';
    if (!group) player.grouped = $('grouped').checked = false;
  }
  algorithmSelect.addEventListener('change', () => {
    options.algorithm = algorithmSelect.value;
    open();
  });
  $('greedy').addEventListener('change', (e) => {
    options.greedy = e.target.checked;
    open();
  });
  $('grouped').addEventListener('change', (e) => (player.grouped = e.target.checked));
  $('prev-phase').addEventListener('click', () => (player.pause(), player.go(controls.nextPhase(player.step, -1))));
  $('next-phase').addEventListener('click', () => (player.pause(), player.go(controls.nextPhase(player.step, 1))));

  return {
    restart,
    scene,
    player,
    controls,
    marks,
    /** Asks for `algorithm` and `greedy` (null: the core's choice) for the next graph shown (a lesson's slide). */
    ask({ algorithm = null, greedy = null }) {
      options.algorithm = algorithm;
      options.greedy = greedy;
    },
    /** The narration's sentence for the step shown (read now, not at the next frame), or null. */
    sentence() {
      return player.run ? sentenceOf(inspect(player.run)) : null;
    },
    /**
     * The player's step read now, not at the next frame, and made the scene the layers
     * draw (an export moves the player and paints at once): { step, verdict: { text,
     * detail, kind }, sentence }, or null without a run. The page's panels follow at the
     * next frame.
     */
    readNow() {
      if (!player.run) return null;
      s.view = inspect(player.run);
      view.showCycle = s.view.step === 0;
      s.dirty = true;
      schedule();
      return { step: s.view.step, verdict: verdictOf(s.view.counters, s.view.winning), sentence: sentenceOf(s.view) ?? '' };
    },
    /** The judge output's run's winning starts (0-based) on a graph of n vertices: the verdict when there is no run here. */
    setWinning(n, starts) {
      s.winning = { n, starts };
      showBigVerdict();
    },
    /** True at the verdict: the run complete and shown at its last step. */
    atVerdict: () => !!player.run && player.complete && player.atEnd && player.target === null,
    /** For tests: the run's state at the step shown (drawn and said: the player may be a step on until the next frame). */
    state() {
      const v = s.view;
      if (!player.run || !v) return null;
      return {
        step: v.step,
        lastStep: player.lastStep,
        complete: player.complete,
        playing: player.playing,
        algorithm: v.algorithm,
        algorithms: [...s.algorithms],
        greedy: v.greedy,
        event: v.event?.name ?? null,
        verdict: verdictText.textContent,
        detail: verdictDetail.textContent,
        marks: structuredClone(marks.drawn),
      };
    },
  };
}
