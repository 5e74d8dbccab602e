// The graph tab's keyboard cursor (www/games/graph/explain.js nearest): an arrow key
// moves it to a vertex that way, the nearest one in line before one off to the side,
// and nowhere when no vertex lies that way. Checked on drawings whose answers are read
// off by eye: a 3 × 3 grid of vertices, and a fan.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nearest } from '../../www/games/graph/explain.js';

/** A view of the vertices at `points` ([x, y] in CSS px, y down, as on the screen). */
const viewOf = (points) => ({ graph: { n: points.length }, at: (v) => points[v] });
const [RIGHT, LEFT, DOWN, UP] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

test('on a 3 × 3 grid the arrows step to the neighbour that way, and stop at the edge', () => {
  // 0 1 2
  // 3 4 5
  // 6 7 8
  const grid = viewOf(Array.from({ length: 9 }, (_, v) => [(v % 3) * 50, Math.floor(v / 3) * 50]));
  assert.equal(nearest(grid, 4, RIGHT), 5);
  assert.equal(nearest(grid, 4, LEFT), 3);
  assert.equal(nearest(grid, 4, DOWN), 7);
  assert.equal(nearest(grid, 4, UP), 1);
  assert.equal(nearest(grid, 0, LEFT), -1);
  assert.equal(nearest(grid, 0, UP), -1);
  assert.equal(nearest(grid, 8, RIGHT), -1);
  assert.equal(nearest(grid, 3, RIGHT), 4); // not 5, further in line
});

test('a vertex in line wins over a nearer one well off to the side; none behind is taken', () => {
  // From 0 at the origin, going right: 1 is in line at 100 px, 2 is 40 px right and 60 px
  // down (off the line by more than it is along it), 3 is behind.
  const fan = viewOf([[0, 0], [100, 0], [40, 60], [-30, 0]]);
  assert.equal(nearest(fan, 0, RIGHT), 1);
  assert.equal(nearest(fan, 0, DOWN), 2);
  assert.equal(nearest(fan, 0, LEFT), 3);
  assert.equal(nearest(fan, 0, UP), -1);
});

test('with no cursor yet, the first vertex; on an empty graph, none', () => {
  assert.equal(nearest(viewOf([[0, 0], [10, 0]]), -1, RIGHT), 0);
  assert.equal(nearest(viewOf([]), -1, RIGHT), -1);
});
