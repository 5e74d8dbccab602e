// The viewer core: one run of one game, its Player, Diagram and Controls, the single
// animation loop and redraw path, the progress note, the verdict, the palette and
// state(). The page, <gridplay-viewer>, presentation mode and export are shells over
// it, and talk to it only through the members documented on Session.
//
// Every change (a step, a new board, a zoom, a theme) marks the view or the drawing
// dirty and asks for an animation frame; the frame ticks the player (recording,
// playback), reads the game's view of the current step once, tells the shells'
// panels (on('view')), then draws the canvas.
//
// The canvas is one stack of layers (www/core/draw.js drawLayers): the game's (cells,
// moves, path, focus, …), then those the shells add (Explain, the output comparison,
// play mode over the run), then the axes. Each frame draws the stack; a click on the
// board goes to the topmost shown layer that takes clicks, else to editing.
import { Controls } from './controls.js';
import { Diagram } from './diagram.js';
import { Player } from './player.js';
import { AXES_MARGIN, drawAxes } from './axes.js';
import { drawLayers, isShown, stack } from './draw.js';
import { t } from '../i18n/index.js';
import { errorText } from './errors.js';
import { boardText, fallbackBoard, inputError, where } from './source.js';

const CHASE_VIEW_MS = 250; // four redraws a second on the way to a far step

/**
 * Recording (and the way to a far step) while nothing animates runs in tasks of its
 * own, back to back, so no time is lost waiting for the next frame; frames in between
 * show the progress. Returns start(): queues player.work() unless queued or idle.
 */
export function workPump(player) {
  const channel = new MessageChannel();
  let queued = false;
  const start = () => {
    if (queued || !player.working) return;
    queued = true;
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = () => {
    queued = false;
    player.work();
    start();
  };
  return start;
}

/**
 * @typedef {object} SessionOptions
 * @property {object} core            the wasm core (www/core/wasm.js loadCore())
 * @property {Document|ShadowRoot} root where the viewer's elements are, by id: board,
 *   progress, verdict, and the Controls' (play, forward, back, to-start, to-end,
 *   speed, speed-out, scrubber, marks, step-info)
 * @property {EventTarget} keys       what listens for the playback keys
 * @property {object} [paint]         board editing: { start(r, c), cells(flat), end() }
 *   (the page); none for a viewer
 * @property {(cell: number[]|null) => void} [onHover]
 * @property {number} [tools]         CSS px kept free at the board's right for view buttons
 * @property {boolean} [wheel]        the wheel zooms (false leaves it to the page)
 * @property {boolean} [axes]         row and column numbers along the board's edges (default on)
 */

export class Session {
  /** @param {SessionOptions} o */
  constructor({ core, root, keys, paint, onHover, tools, wheel = true, axes = true }) {
    this.core = core;
    this.root = root;
    /** The game module shown (www/games/), set by setGame(). */
    this.game = null;
    /** Options of the run: { algorithm, greedy, case }. */
    this.options = { algorithm: null, greedy: null, case: 1 };
    /** How the board was made, for links: { preset, rows, cols, density, seed } or { edited: true }. */
    this.source = { edited: true };
    /** Counts board changes: what a game caches per board is keyed by it. */
    this.version = 0;
    /** game.inspect() at the current step (null before the first run). */
    this.view = null;
    /** Board editing allowed (off while presenting, and in viewers). */
    this.editable = !!paint;
    /** Keep the current event's cells in view while playing zoomed in. */
    this.follow = true;
    this.looks = { dark: false, contrast: false };
    this.pal = null;
    this.listeners = { view: [], run: [], play: [], frame: [] };
    /** Layers the shells add (addLayer); `figure` is the whole stack, the game's first. */
    this.layers = [];
    this.figure = [];
    this.dirty = { view: true, draw: true };
    this.viewAt = -Infinity; // when the view was last read (a frame's time)
    this.scheduled = false;
    this.complete = false; // the run was complete at the last view

    const $ = (id) => root.getElementById(id);
    this.el = { progress: $('progress'), verdict: $('verdict') };
    this.el.verdictText = document.createElement('strong');
    this.el.verdictDetail = document.createElement('span');
    this.el.verdict.replaceChildren(this.el.verdictText, ' ', this.el.verdictDetail);

    this.player = new Player((what) => this.changed(what));
    this.pumpOn = workPump(this.player);
    /** True while a game is being set up (play mode's role chooser): a click never edits the board. */
    this.locked = false;
    this.diagram = new Diagram($('board'), {
      draw: (ctx, d) => drawLayers(this.figure, ctx, d, this.scene()),
      onView: (now) => {
        if (now && this.view) this.diagram.redraw();
        else this.dirty.draw = true;
        this.schedule();
      },
      onHover,
      // A layer's click (a move, a cell explained) is never the start of a stroke; a
      // locked board takes no edit.
      paint: {
        start: (r, c) => {
          const layer = this.clicker();
          if (!layer) return !this.locked && !!paint?.start(r, c);
          layer.click(r, c);
          return false;
        },
        cells: (flat) => paint?.cells(flat),
        end: (cancelled) => paint?.end(cancelled),
      },
      tools,
      wheel,
    });
    /** Row and column numbers are drawn (www/core/axes.js). */
    this.axes = axes;
    if (axes) this.diagram.margin = { ...AXES_MARGIN };
    this.layers.push({
      id: 'axes',
      z: 2,
      shown: (scene) => this.axes && !!scene.view,
      draw: (ctx, d, scene) => drawAxes(ctx, d, this.game.coordinates.base, scene.pal),
    });
    this.controls = new Controls(this.player, {
      zoom: (f) => this.diagram.zoom(f),
      fit: () => this.diagram.fit(),
      root,
      keys,
    });
    // What a game's inspect() may use: the board's version, and later(fn) for slow work
    // (mine's exact search): fn runs after the next paint if the board is unchanged,
    // then the view is read again.
    const session = this;
    this.inspectContext = Object.freeze({
      get version() {
        return session.version;
      },
      later: (fn) => {
        const version = this.version;
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (this.version !== version) return;
            fn();
            this.invalidate('view');
          }),
        );
      },
    });
  }

  /** The run handle shown (null before the first board). */
  get run() {
    return this.player.run;
  }

  /** on(what, fn): 'view' fn(view, run) after each new view; 'run' fn(run) on a new board; 'play' fn(playing); 'frame' fn() after each frame. */
  on(what, fn) {
    this.listeners[what].push(fn);
    return this;
  }

  emit(what, ...args) {
    for (const fn of this.listeners[what]) fn(...args);
  }

  /**
   * Adds `layer` (www/core/draw.js Layer) to the board's stack, over the game's layers
   * of the same z, after those added before: Explain's certificate, the output
   * comparison's marks, play mode's board (z 1, covering the run's), the axes (z 2).
   */
  addLayer(layer) {
    this.layers.push(layer);
    this.restack();
    this.invalidate('draw');
    return this;
  }

  /** The layer added as `id` (addLayer), or undefined. */
  layer(id) {
    return this.layers.find((layer) => layer.id === id);
  }

  restack() {
    this.figure = stack([...(this.game?.layers ?? []), ...this.layers]);
  }

  /** What the layers draw from: { core, run, view, pal }. */
  scene() {
    return { core: this.core, run: this.player.run, view: this.view, pal: this.pal };
  }

  /** The topmost shown layer that takes clicks, or undefined. */
  clicker() {
    const scene = this.scene();
    return this.figure.findLast((layer) => layer.click && isShown(layer, scene));
  }

  /** True while a layer over the run's covers the board (play mode): the run's board is not what is shown. */
  covered() {
    const scene = this.scene();
    return this.figure.some((layer) => (layer.z ?? 0) > 0 && layer.covers && isShown(layer, scene));
  }

  /** Shows `game` (a module of www/games/): its palette and timeline ticks. The next open() uses it. */
  setGame(game) {
    if (game === this.game) return;
    this.game = game;
    this.restack();
    this.options = { algorithm: game.defaultAlgorithm(), greedy: null, case: 1 };
    this.controls.setKinds(game.timeline.kinds);
    this.setLooks(this.looks);
  }

  /** { dark, contrast }: the palette (contrast: presentation mode's). */
  setLooks(looks) {
    this.looks = { ...this.looks, ...looks };
    if (!this.game) return;
    this.pal = this.game.theme(this.looks.dark, this.looks.contrast);
    this.controls.restyle();
    this.invalidate('draw');
  }

  /**
   * Opens judge input `text` as the new board with this.options. Returns null, or the
   * input error { line, column, message } (the board shown stays). target: the step to
   * go to once recorded (a number or 'end').
   */
  open(text, { source = { edited: true }, target = null } = {}) {
    let run;
    try {
      run = this.game.open(this.core, text, this.options);
    } catch (err) {
      return inputError(err);
    }
    this.source = source;
    this.adopt(run, target);
    return null;
  }

  /** Opens the same board again (after an option changed), staying at the end if it was there. */
  reopen() {
    if (!this.run) return null;
    return this.open(this.run.judgeInput(), { source: this.source, target: this.player.atEnd ? 'end' : null });
  }

  /** Shows `run` (new, or restarted in place by an edit) from step 0, then goes to `target`. */
  adopt(run, target = null) {
    this.version++;
    this.player.setRun(run, target);
  }

  /**
   * Opens a link's board (readUrl's `board`: input, bits or preset; null for none) at
   * `target`; on a missing or bad board, the game's fallback board. Returns
   * { errors: [sentences], bad: { text, error } | null }.
   */
  load(board, target = null) {
    const errors = [];
    let bad = null;
    if (board) {
      let made = null;
      try {
        made = boardText(this.game, this.core, board);
      } catch (err) {
        errors.push(errorText(inputError(err)));
      }
      if (made) {
        const error = this.open(made.text, { source: made.source, target });
        if (!error) return { errors, bad };
        errors.push(t('session.badBoard', { where: where(error), message: errorText(error) }));
        bad = { text: made.text, error };
      }
    }
    const kase = this.options.case;
    this.options.case = 1;
    const made = boardText(this.game, this.core, fallbackBoard(this.game));
    const error = this.open(made.text, { source: made.source, target: board ? null : target });
    if (error) throw new Error(`the fallback board does not open: ${error.message}`);
    if (board) errors.push(t('session.fallback', { preset: this.game.presets[0].label.toLowerCase() }));
    else this.options.case = kase;
    return { errors, bad };
  }

  /** game.inspect() at the current step, fresh (for export). */
  inspect() {
    return this.game.inspect(this.core, this.run, this.inspectContext);
  }

  /** { step, lastStep, complete, playing, verdict: 'WIN' | 'LOSE' | … | null }, or null before a run. */
  state() {
    const p = this.player;
    if (!p.run) return null;
    const v = this.view ? this.game.verdict(this.view) : null;
    const event = this.view?.event?.name ?? null; // the event of the step shown (the core's name)
    return { step: p.step, lastStep: p.lastStep, complete: p.complete, playing: p.playing, verdict: v?.kind ? (v.id ?? v.text) : null, event };
  }

  /** Marks the view ('view': read it again) or only the drawing ('draw') dirty, and schedules a frame. */
  invalidate(what = 'view') {
    this.dirty[what] = true;
    this.schedule();
  }

  schedule() {
    if (!this.scheduled) {
      this.scheduled = true;
      requestAnimationFrame((now) => this.frame(now));
    }
  }

  changed(what) {
    const p = this.player;
    if (what === 'run' && p.run) {
      this.diagram.setBoard(p.run.rows(), p.run.cols(), this.game.layout?.(p.run));
      this.viewAt = -Infinity; // a new board is shown at once
      this.emit('run', p.run);
    }
    if (what === 'run' || what === 'step') this.dirty.view = true;
    if (what === 'play') this.emit('play', p.playing);
    this.schedule();
  }

  // The one frame: tick, then state → panels (the shells' layers) → canvas.
  frame(now) {
    this.scheduled = false;
    const p = this.player;
    const busy = p.tick(now);
    if (p.complete !== this.complete) {
      this.complete = p.complete;
      this.dirty.view = true;
    }
    // Chasing a far step (a link opened at the end of a long run): the board is read
    // and drawn a few times a second, not every frame; the counters move every frame.
    const chasing = p.target !== null && now - this.viewAt < CHASE_VIEW_MS;
    if (this.dirty.view && p.run && !chasing) {
      this.dirty.view = false;
      this.viewAt = now;
      this.dirty.draw = true;
      this.view = this.inspect();
      this.showVerdict();
      this.emit('view', this.view, p.run);
      if (this.follow && p.playing) this.keepInView();
    }
    if (this.dirty.draw) {
      this.dirty.draw = false;
      this.diagram.redraw();
    }
    if (p.run) this.controls.update();
    this.showProgress();
    this.emit('frame');
    if (busy) this.schedule();
    this.pumpOn();
  }

  /** Follow: when zoomed in, pans so the cells of the current event stay on screen. */
  keepInView() {
    if (this.diagram.fitted) return;
    const cells = this.game.focus(this.view);
    if (cells.length) this.diagram.keepInView(cells);
  }

  showVerdict() {
    const v = this.game.verdict(this.view);
    this.el.verdictText.textContent = v.text;
    this.el.verdictDetail.textContent = v.detail;
    this.el.verdict.className = `verdict ${v.kind}`;
  }

  showProgress() {
    const el = this.el.progress;
    const p = this.player;
    const run = p.run;
    const waiting = p.target !== null;
    if (!run || (run.isComplete() && !waiting)) {
      el.hidden = true;
      return;
    }
    const n = run.recorded();
    const then = waiting ? t('session.then') : '';
    // Past the recording limit the solver goes on without events.
    el.textContent = run.isComplete()
      ? t('session.going', { step: p.target === 'end' ? p.lastStep : p.target })
      : run.pastLimit()
        ? t('session.finishing', { n, then })
        : t('session.solving', { n, kept: t('session.recorded'), then });
    el.hidden = false;
  }
}
