// Playback controls shared by every game: transport buttons, speed, the timeline
// scrubber with its marks, and the keyboard. They drive a Player; update() shows
// the player's state. Which event codes are which timeline tick comes from the game
// (setKinds); nothing here knows a game.
import { num, t } from '../i18n/index.js';

// Speed slider positions 0…19 are 10^(k/4) steps per second (1 … ~56 000); 20 is instant.
const SPEED_MAX = 20;
export const speedOf = (k) => (k >= SPEED_MAX ? Infinity : 10 ** (k / 4));

// Timeline tick kinds: bits per pixel column, and what draws them.
const STEP = 1; // short accent tick (augmentations, regions finished)
const PHASE = 2; // tall grey (phase starts, the first lone number)
const END = 4; // tall orange (end of matching, verdict)

export class Controls {
  /**
   * root: where the controls' elements are (the document, or a viewer's shadow root);
   * keys: what listens for the keyboard (the document, or one viewer's shadow root).
   */
  constructor(player, { zoom, fit, root = document, keys = document }) {
    this.player = player;
    this.kindOf = new Map(); // event code → STEP | PHASE | END
    this.board = root.getElementById('board');
    const $ = (id) => root.getElementById(id);
    this.el = {
      play: $('play'),
      playIcon: $('play').querySelector('.icon'),
      playLabel: $('play').querySelector('.label'),
      speed: $('speed'),
      speedOut: $('speed-out'),
      scrubber: $('scrubber'),
      marks: $('marks'),
      info: $('step-info'),
    };
    this.marks = new Uint32Array(0);
    this.kindBits = 0;
    this.marksFor = null; // [run, recorded] the marks were read at
    this.shown = { last: -1, step: -1, playing: null, complete: null, width: 0 };

    $('play').addEventListener('click', () => player.toggle());
    $('forward').addEventListener('click', () => player.by(1));
    $('back').addEventListener('click', () => player.by(-1));
    $('to-start').addEventListener('click', () => (player.pause(), player.go(0)));
    $('to-end').addEventListener('click', () => (player.pause(), player.go('end')));
    this.el.speed.addEventListener('input', () => this.setSpeed(Number(this.el.speed.value)));
    this.el.scrubber.addEventListener('input', () => {
      player.pause();
      player.go(Number(this.el.scrubber.value));
    });
    // Sizes and colours are read here, never while drawing: reading layout in a
    // frame forces the browser to lay the page out again.
    this.marksWidth = 0;
    this.restyle();
    new ResizeObserver(([entry]) => {
      this.marksWidth = entry.contentRect.width;
      this.marksHeight = entry.contentRect.height;
      this.drawMarks(true);
    }).observe(this.el.marks);
    keys.addEventListener('keydown', (e) => this.key(e, zoom, fit));
  }

  /** kinds: { phase: [codes], step: [codes], end: [codes] }: which marks draw as which tick. */
  setKinds(kinds) {
    this.kindOf = new Map();
    for (const [kind, bit] of [['step', STEP], ['phase', PHASE], ['end', END]]) {
      for (const code of kinds[kind] ?? []) this.kindOf.set(code, bit);
    }
    this.marksFor = null;
    this.drawMarks(true);
  }

  /** The next mark after `step` (dir 1) or before it (dir -1) of the phase kind. */
  nextPhase(step, dir) {
    return this.nextMark(step, dir, PHASE);
  }

  setSpeed(k) {
    k = Math.max(0, Math.min(SPEED_MAX, Math.round(k)));
    this.el.speed.value = String(k);
    this.showRate(speedOf(k));
    return k;
  }

  /** Plays at `rate` steps per second exactly (Infinity: instant); the slider shows the nearest position. */
  setRate(rate) {
    const k = rate === Infinity ? SPEED_MAX : Math.max(0, Math.min(SPEED_MAX - 1, Math.round(4 * Math.log10(rate))));
    this.el.speed.value = String(k);
    this.showRate(rate);
  }

  showRate(rate) {
    const text = rate === Infinity ? t('play.instant') : t('play.rate', { rate: formatRate(rate) });
    this.el.speedOut.textContent = text;
    this.el.speed.setAttribute('aria-valuetext', text); // screen readers say "3.2 steps/s", not "2"
    this.player.setRate(rate);
  }

  get speed() {
    return Number(this.el.speed.value);
  }

  key(e, zoom, fit) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (this.resting) return; // a game is on (play mode): the solver's keys rest
    const p = this.player;
    const space = e.key === ' ';
    if (typing(e.target, space)) return;
    // Space on a button presses the button: it plays only from the board or the page.
    if (space && !this.spaceTarget(e.target)) return;
    // Arrow keys on the speed slider move the slider.
    if (e.target === this.el.speed && e.key.startsWith('Arrow')) return;
    const n = e.shiftKey ? 10 : 1;
    // Keys that pause and go somewhere: the step each goes to from the current one.
    const jump = {
      Home: () => 0,
      End: () => 'end',
      PageDown: (step) => this.nextMark(step, 1),
      PageUp: (step) => this.nextMark(step, -1),
      ']': (step) => this.nextPhase(step, 1),
      '[': (step) => this.nextPhase(step, -1),
    }[e.key];
    if (jump) {
      p.pause();
      p.go(jump(p.step));
      e.preventDefault();
      return;
    }
    switch (e.key) {
      case ' ':
        if (!e.repeat) p.toggle();
        break;
      case 'ArrowRight':
        p.by(n);
        break;
      case 'ArrowLeft':
        p.by(-n);
        break;
      case '+':
      case '=':
        zoom(1.25);
        break;
      case '-':
        zoom(0.8);
        break;
      case '0':
        fit();
        break;
      default:
        return;
    }
    e.preventDefault();
  }

  /** True for where Space means play/pause: the board, the page itself, nothing focused. */
  spaceTarget(target) {
    return !(target instanceof Element) || target === this.board || target === document.body || target === document.documentElement;
  }

  /** The next mark after `step` (dir 1) or before it (dir -1); only marks of tick kind `only` when given. */
  nextMark(step, dir, only = 0) {
    this.drawMarks(false);
    const m = this.marks;
    const ok = (i) => !only || this.kindOf.get(m[i + 1]) === only;
    if (dir > 0) {
      for (let i = 0; i < m.length; i += 2) if (m[i] > step && ok(i)) return m[i];
      return 'end';
    }
    for (let i = m.length - 2; i >= 0; i -= 2) if (m[i] < step && ok(i)) return m[i];
    return 0;
  }

  /** True when the run has marks of the phase kind (Hopcroft–Karp's phases). */
  get hasPhases() {
    return this.kindsShown().includes('phase');
  }

  /** The tick kinds this run's timeline shows: some of 'phase', 'step', 'end'. */
  kindsShown() {
    this.drawMarks(false);
    const bits = this.kindBits;
    return [['phase', PHASE], ['step', STEP], ['end', END]].filter(([, bit]) => bits & bit).map(([kind]) => kind);
  }

  /** Shows the player's state; cheap when nothing changed. */
  update() {
    const p = this.player;
    const last = p.lastStep;
    const s = this.shown;
    if (s.playing !== p.playing) {
      s.playing = p.playing;
      this.el.playLabel.textContent = t(p.playing ? 'play.pause' : 'play.play');
      this.el.playIcon.setAttribute('d', p.playing ? 'M3 2h3.5v12H3zM9.5 2H13v12H9.5z' : 'M4 2v12l10-6z');
    }
    if (s.last !== last || s.step !== p.step || s.complete !== p.complete) {
      s.last = last;
      s.step = p.step;
      s.complete = p.complete;
      this.el.scrubber.max = String(last);
      this.el.scrubber.value = String(p.step);
      this.el.info.textContent = t(p.complete ? 'play.stepOf' : 'play.stepOfSoFar', { step: p.step, last });
      this.el.scrubber.setAttribute('aria-valuetext', this.el.info.textContent);
      this.drawMarks(false);
    }
  }

  /** Reads the mark colours from CSS (on start and when the theme changes), then redraws. */
  restyle() {
    const style = getComputedStyle(this.el.marks);
    this.markColors = { [STEP]: style.getPropertyValue('--accent'), [PHASE]: style.getPropertyValue('--muted'), [END]: style.getPropertyValue('--mark') };
    this.drawMarks(true);
  }

  drawMarks(force) {
    const run = this.player.run;
    if (!run) return;
    const recorded = run.recorded();
    const stale = !this.marksFor || this.marksFor[0] !== run || this.marksFor[1] !== recorded;
    // While recording, re-read the marks only when the run has grown by a quarter.
    const grown = !this.marksFor || this.marksFor[0] !== run || recorded > this.marksFor[1] * 1.25 + 4096;
    if (stale && (force || run.isComplete() || grown)) {
      this.marks = run.marks();
      this.marksFor = [run, recorded];
      this.kindBits = 0; // the tick kinds among the marks
      for (let i = 1; i < this.marks.length; i += 2) this.kindBits |= this.kindOf.get(this.marks[i]) ?? END;
    } else if (!force) {
      return;
    }
    const canvas = this.el.marks;
    const dpr = window.devicePixelRatio || 1;
    const w = this.marksWidth;
    const h = this.marksHeight;
    if (!w) return;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    const ctx = canvas.getContext('2d');
    ctx.scale(dpr, dpr);
    const last = Math.max(1, this.player.lastStep);
    const colors = this.markColors;
    // The range thumb's travel is inset by about half a thumb on each side.
    const inset = 8;
    const span = Math.max(1, Math.floor(w - 2 * inset));
    // One tick per pixel column at most: long runs have hundreds of thousands of marks.
    // Bits per column: STEP, PHASE, END; the tallest kind wins the colour.
    const columns = new Uint8Array(span + 1);
    const m = this.marks;
    for (let i = 0; i < m.length; i += 2) {
      columns[Math.round((span * m[i]) / last)] |= this.kindOf.get(m[i + 1]) ?? END;
    }
    for (let x = 0; x <= span; x++) {
      const bits = columns[x];
      if (!bits) continue;
      const tall = bits > STEP;
      ctx.fillStyle = bits & END ? colors[END] : bits & PHASE ? colors[PHASE] : colors[STEP];
      ctx.fillRect(inset + x - (tall ? 1 : 0.5), tall ? 0 : h * 0.35, tall ? 2 : 1, tall ? h : h * 0.65);
    }
  }
}

function formatRate(rate) {
  if (rate < 10) return rate.toFixed(1).replace(/\.0$/, '');
  return num(Math.round(Number(rate.toPrecision(2))));
}

/**
 * True when keys typed at `target` are text (or, with `space`, when Space toggles a
 * checkbox there): the page's key shortcuts leave them alone.
 */
export function typing(target, space = false) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable || target.matches('textarea, select')) return true;
  if (target.matches('input')) {
    const type = target.type;
    if (type === 'checkbox' || type === 'radio') return space;
    return !['button', 'submit', 'reset', 'range', 'file'].includes(type);
  }
  return false;
}
