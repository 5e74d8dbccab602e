// Row and column numbers (www/core/axes.js): a 1-2-5 step that keeps labels apart at
// every zoom, and never more than needed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { labelStep } from '../../www/core/axes.js';

test('every line is numbered on big cells; steps of 1, 2, 5 × 10^k as cells shrink', () => {
  assert.equal(labelStep(40, 20), 1);
  assert.equal(labelStep(12, 20), 2);
  assert.equal(labelStep(5, 20), 5);
  assert.equal(labelStep(1, 20), 20);
  assert.equal(labelStep(0.5, 24), 50);
  assert.equal(labelStep(0.01, 24), 5000);
});

test('the step chosen is the smallest whose labels are at least the gap apart', () => {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  for (const scale of [0.3, 0.7, 1, 2.5, 3, 7, 11, 19, 33, 96]) {
    for (const gap of [12, 20, 36]) {
      const k = labelStep(scale, gap);
      assert.ok(k * scale >= gap, `${scale} ${gap}`);
      const smaller = steps.filter((s) => s < k);
      assert.ok(smaller.every((s) => s * scale < gap), `${scale} ${gap}: ${k} is not the smallest`);
    }
  }
});
