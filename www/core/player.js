// Playback of one run: recording it in slices, the current step, play/pause at a
// speed, seeking. It uses only the shape every game's run handle shares
// (record, seek, step, lastStep, isComplete, free), so game modules plug in.
// The page's animation loop calls tick() once per frame while busy is true; while
// nothing animates, the session also calls work() between frames (see work).

const RECORD_SLICE_MS = 8; // recording time per frame while playing: the animation stays smooth
const RECORD_SLICE_IDLE_MS = 30; // otherwise, a task between frames (waiting for a step or the end): there sooner
const RECORD_BATCH = 4096; // events per record() call
const SEEK_SLICE = 250_000; // forward jumps longer than this go through tick()
const SEEK_SLICE_MS = 8; // replay time per frame on those
const SEEK_BATCH = 2048; // events per seek() call on those (early checkpoints are dense)

export class Player {
  /** onChange(what): 'run' (new run), 'step', 'progress' (more recorded), 'play'. */
  constructor(onChange) {
    this.onChange = onChange;
    this.run = null;
    this.step = 0;
    this.playing = false;
    this.rate = 3; // steps per second; Infinity plays as "jump to end"
    this.target = null; // a step to reach once recorded: a number or 'end'
    this.carry = 0; // playback steps owed, fractional
    this.last = 0; // time of the previous tick while playing
    this.grouped = false; // a step is a group of events (a BFS layer, a region): run.groupEnd/groupStart
  }

  /** Adopts `run` (freeing the previous handle unless it is the same one, restarted in place). */
  setRun(run, target = null) {
    if (this.run && this.run !== run) this.run.free();
    this.run = run;
    this.step = 0;
    this.playing = false;
    this.target = target;
    this.onChange('run');
    this.onChange('play');
  }

  get lastStep() {
    return this.run ? this.run.lastStep() : 0;
  }
  get complete() {
    return !this.run || this.run.isComplete();
  }
  get atEnd() {
    return this.complete && this.step >= this.lastStep;
  }
  /** True while a tick has work to do. */
  get busy() {
    return !!this.run && (!this.complete || this.playing || this.target !== null);
  }

  /** Goes to `step` (a number or 'end'), as soon as it is recorded. */
  go(step) {
    if (!this.run) return;
    if (step !== 'end') {
      step = Math.max(0, Math.round(step));
      if (this.complete) step = Math.min(step, this.lastStep);
      if (step <= this.lastStep && Math.abs(step - this.step) <= SEEK_SLICE) {
        this.target = null;
        this.moveTo(step);
        return;
      }
    }
    this.target = step;
    this.onChange('progress');
  }

  by(delta) {
    this.pause();
    const from = typeof this.target === 'number' ? this.target : this.step;
    if (this.grouped && this.run.groupEnd && Math.abs(delta) === 1 && from <= this.lastStep) {
      this.go(delta > 0 ? this.run.groupEnd(from) : this.run.groupStart(from));
      return;
    }
    this.go(Math.max(0, from + delta));
  }

  play() {
    if (!this.run || this.playing) return;
    if (this.atEnd) this.moveTo(0);
    this.playing = true;
    this.carry = 1; // show the next step at once
    this.last = 0;
    if (this.rate === Infinity) this.go('end');
    this.onChange('play');
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.onChange('play');
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  setRate(rate) {
    this.rate = rate;
    if (rate === Infinity && this.playing) this.go('end');
  }

  moveTo(step) {
    this.run.seek(step);
    const now = this.run.step();
    if (now !== this.step) {
      this.step = now;
      this.onChange('step');
    }
  }

  /** True while work() has work: recording, or the way to a target, while nothing animates. */
  get working() {
    return !!this.run && !this.animating && (!this.run.isComplete() || this.chasing);
  }
  /** True while the target is ahead and recorded. */
  get chasing() {
    return this.target !== null && (this.target === 'end' || this.target > this.step) && this.lastStep > this.step;
  }
  get animating() {
    return this.playing && this.rate !== Infinity;
  }

  /** Records for up to `ms` (a task between frames, or part of a frame). */
  record(ms) {
    const run = this.run;
    if (!run || run.isComplete()) return;
    const start = performance.now();
    while (!run.record(RECORD_BATCH) && performance.now() - start < ms);
    this.onChange('progress');
  }

  /** A task between frames while nothing animates: a slice of recording, or of the way
   * to the target once everything is recorded; the frames show where it got. */
  work() {
    if (!this.working) return;
    if (!this.run.isComplete()) this.record(RECORD_SLICE_IDLE_MS);
    else this.chase(RECORD_SLICE_IDLE_MS);
  }

  /** One animation frame: record a slice while playing, advance playback, chase the target. */
  tick(now) {
    if (!this.run) return false;
    if (this.animating) {
      this.record(RECORD_SLICE_MS);
      const dt = this.last ? Math.min(now - this.last, 100) : 0;
      this.last = now;
      this.carry = Math.min(this.carry + (dt * this.rate) / 1000, SEEK_SLICE);
      const n = Math.floor(this.carry);
      if (n > 0) {
        const to = Math.min(this.step + n, this.lastStep);
        this.carry -= to - this.step;
        if (to === this.step) this.carry = Math.min(this.carry, 1); // waiting for the recorder
        this.moveTo(to);
      }
      if (this.atEnd) this.pause();
    }
    this.chase(SEEK_SLICE_MS);
    return this.busy;
  }

  /** Moves toward the target for up to `ms`: as far as it is recorded. */
  chase(ms) {
    if (this.target === null) return;
    const goal = this.target === 'end' ? (this.complete ? this.lastStep : Infinity) : this.target;
    const reachable = Math.min(goal, this.lastStep);
    if (reachable < this.step) this.moveTo(reachable); // back: from a checkpoint, cheap
    // Forward past steps never shown before saves checkpoints on the way: a slice at a time.
    const start = performance.now();
    while (reachable > this.step && performance.now() - start < ms) {
      this.moveTo(Math.min(reachable, this.step + SEEK_BATCH));
    }
    if (this.step === goal || (this.complete && this.step === this.lastStep)) {
      this.target = null;
      if (this.playing && this.atEnd) this.pause();
    }
  }
}
