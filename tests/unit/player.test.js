// The Player against a fake run handle that records in slices, seeks and counts steps:
// playback speed, seeking before the recording has got there, stepping back, the end,
// and who records when (work() between frames, or the tick while animating).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Player } from '../../www/core/player.js';

/** A run of `n` events, recorded `per` at a time per record() call. */
function fakeRun(n, per = 1000) {
  return {
    recordedCount: 0,
    at: 0,
    freed: false,
    record(budget) {
      this.recordedCount = Math.min(n, this.recordedCount + Math.min(budget, per));
      return this.recordedCount === n;
    },
    isComplete() {
      return this.recordedCount === n;
    },
    lastStep() {
      return this.recordedCount;
    },
    recorded() {
      return this.recordedCount;
    },
    seek(step) {
      this.at = Math.min(step, this.recordedCount);
    },
    step() {
      return this.at;
    },
    free() {
      this.freed = true;
    },
  };
}

/** One frame as the session runs it: a recording task between frames, then the tick. */
function frame(p, t) {
  p.work();
  return p.tick(t);
}

function player() {
  const seen = [];
  const p = new Player((what) => seen.push(what));
  return { p, seen };
}

test('go() to a step not yet recorded waits for it, then arrives exactly there', () => {
  const { p } = player();
  const run = fakeRun(50_000, 3000);
  p.setRun(run, null);
  p.go(20_000);
  assert.equal(p.step, 0);
  assert.equal(p.target, 20_000);
  let frames = 0;
  for (let t = 0; frame(p, t) && frames < 1000; t += 16) frames++;
  assert.equal(p.step, 20_000);
  assert.equal(p.target, null);
  assert.ok(run.isComplete());
});

test("'end' goes to the last step once everything is recorded", () => {
  const { p } = player();
  const run = fakeRun(12_345, 1000);
  p.setRun(run, 'end');
  for (let t = 0, i = 0; frame(p, t) && i < 1000; t += 16, i++);
  assert.equal(p.step, 12_345);
  assert.ok(p.atEnd);
});

test('playing at 4 steps per second moves 4 steps in a second, and stops at the end', () => {
  const { p } = player();
  const run = fakeRun(10);
  p.setRun(run);
  frame(p, 0); // records everything
  p.setRate(4);
  p.play();
  // The first step shows at once, then 4 per second (ticks every 20 ms, for a second and a tick).
  for (let t = 0; t <= 1020; t += 20) frame(p, 1000 + t);
  assert.equal(p.step, 5);
  for (let t = 1020; t <= 4000; t += 20) frame(p, 1000 + t);
  assert.equal(p.step, 10);
  assert.equal(p.playing, false, 'paused at the end');
});

test('by(-1) and by(1) step back and forth; clamped at 0', () => {
  const { p } = player();
  const run = fakeRun(30);
  p.setRun(run);
  frame(p, 0);
  p.go(10);
  p.by(-1);
  assert.equal(p.step, 9);
  p.by(1);
  p.by(1);
  assert.equal(p.step, 11);
  p.go(0);
  p.by(-1);
  assert.equal(p.step, 0);
});

test('a new run frees the old handle, and starts at step 0', () => {
  const { p, seen } = player();
  const a = fakeRun(5);
  p.setRun(a);
  frame(p, 0);
  p.go(3);
  const b = fakeRun(5);
  p.setRun(b);
  assert.ok(a.freed);
  assert.equal(p.step, 0);
  assert.ok(seen.includes('run'));
  p.setRun(b); // the same handle restarted in place is not freed
  assert.equal(b.freed, false);
});

test('speed "instant" (Infinity) plays straight to the end', () => {
  const { p } = player();
  const run = fakeRun(100_000, 5000);
  p.setRun(run);
  p.setRate(Infinity);
  p.play();
  for (let t = 0, i = 0; frame(p, t) && i < 1000; t += 16, i++);
  assert.equal(p.step, 100_000);
  assert.equal(p.playing, false);
});

test('recording is work() between frames unless playing at a speed; then the tick records', () => {
  const { p } = player();
  const run = fakeRun(1e12, 100);
  p.setRun(run);
  assert.ok(p.working);
  p.tick(0);
  assert.equal(run.recorded(), 0, 'a tick does not record while nothing animates');
  p.work();
  const afterWork = run.recorded();
  assert.ok(afterWork > 0);
  p.setRate(4);
  p.play();
  assert.equal(p.working, false, 'while playing, the frames record');
  p.work();
  assert.equal(run.recorded(), afterWork);
  p.tick(16);
  assert.ok(run.recorded() > afterWork);
  p.pause();
  assert.ok(p.working);
});
