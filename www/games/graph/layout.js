// Where the vertices go: the two sides in columns (a bipartite graph, its sides the
// core's `GraphInput.sides()`), or a force layout (d3-force: edges pull like springs,
// vertices push apart through a Barnes–Hut quadtree, O(n log n + m) a tick). Places
// are flat [x0, y0, x1, y1, …] in layout units, SPACING apart; the view scales them.
// No DOM here: node's tests import it.
import { forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';

/** Layout units between neighbouring vertices of a column, and an edge's rest length. */
export const SPACING = 40;
/**
 * The largest side the two-sided drawing is chosen for by itself: past it a column is
 * a dense comb whose edges cross in a mesh, and the force layout is the default (the
 * two-sided drawing can still be asked for).
 */
export const LAYERED_AUTO_MAX = 40;
const SWEEPS = 4; // barycentre passes that order each side by its neighbours

/**
 * The two-sided drawing: side 0 in a column on the left, side 1 on the right, the gap
 * between them growing with the columns' height so that edges keep a readable slope.
 * Within a side the vertices are ordered by the mean row of their
 * neighbours on the other side (the barycentre heuristic, SWEEPS passes from the
 * vertices' numbers), which uncrosses trees and chains. Cost: O(SWEEPS · (n log n + m)).
 * layered(4, [0, 1, 1, 2, 2, 3], [0, 1, 0, 1]) puts 1 and 3 left, 2 and 4 right, 1 beside 2.
 */
export function layered(n, edges, sides) {
  const columns = [[], []];
  for (let v = 0; v < n; v++) columns[sides[v]].push(v);
  const rank = new Float64Array(n);
  const rankBy = (list) => list.forEach((v, i) => (rank[v] = i / Math.max(1, list.length - 1)));
  rankBy(columns[0]);
  rankBy(columns[1]);
  const adjacency = neighbours(n, edges);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (const side of sweep % 2 ? [0, 1] : [1, 0]) {
      const key = new Float64Array(n);
      for (const v of columns[side]) {
        const near = adjacency[v];
        key[v] = near.length ? near.reduce((sum, w) => sum + rank[w], 0) / near.length : rank[v];
      }
      columns[side].sort((a, b) => key[a] - key[b] || a - b);
      rankBy(columns[side]);
    }
  }
  const rows = Math.max(1, columns[0].length, columns[1].length);
  const gap = SPACING * Math.max(4, rows / 3);
  const places = new Array(2 * n);
  for (const side of [0, 1]) {
    const list = columns[side];
    list.forEach((v, row) => {
      places[2 * v] = side * gap;
      places[2 * v + 1] = (row + (rows - list.length) / 2) * SPACING; // the shorter side centred
    });
  }
  return places;
}

/** Each vertex's neighbours from the flat edges. */
export function neighbours(n, edges) {
  const lists = Array.from({ length: n }, () => []);
  for (let i = 0; i < edges.length; i += 2) {
    lists[edges[i]].push(edges[i + 1]);
    lists[edges[i + 1]].push(edges[i]);
  }
  return lists;
}

/**
 * What d3-force is given: nodes { index, x, y, fx?, fy? } (from `places` where a vertex
 * has one, else d3's own spiral; `pinned` vertices fixed where they are) and links
 * { source, target } by vertex index.
 */
export function forceInput(n, edges, places = null, pinned = new Set()) {
  const nodes = Array.from({ length: n }, (_, index) => {
    const node = { index };
    if (places && 2 * index + 1 < places.length && Number.isFinite(places[2 * index])) {
      node.x = places[2 * index];
      node.y = places[2 * index + 1];
      if (pinned.has(index)) [node.fx, node.fy] = [node.x, node.y];
    }
    return node;
  });
  const links = [];
  for (let i = 0; i < edges.length; i += 2) links.push({ source: edges[i], target: edges[i + 1] });
  return { nodes, links };
}

/**
 * A force layout that runs a slice at a time (`run(ms)` between frames), so the page
 * keeps drawing while it settles. `warm`: the places are a drawing already (after an
 * edit or a switch), so the layout starts cool and only tidies them. d3's start is
 * seeded: the same graph settles the same way every time.
 */
export class ForceLayout {
  constructor(n, edges, places = null, { warm = false, pinned = new Set() } = {}) {
    const { nodes, links } = forceInput(n, edges, places, pinned);
    this.nodes = nodes;
    this.pinned = pinned;
    this.sim = forceSimulation(nodes)
      .force('link', forceLink(links).distance(SPACING).strength(0.7))
      // Past 500 vertices the quadtree's approximation is coarser (theta 1.5) and the
      // layout cools faster: about 95 ticks instead of 300. On 2000 vertices and 3000
      // edges that is 0.53 s of ticks in node instead of 0.94 s (theta 1.2, 135 ticks),
      // the mean edge length within 5 %.
      .force('charge', forceManyBody().strength(-4 * SPACING).distanceMax(12 * SPACING).theta(n > 500 ? 1.5 : 0.9))
      .force('x', forceX(0).strength(0.04))
      .force('y', forceY(0).strength(0.04))
      .alphaDecay(n > 500 ? 0.07 : 0.0228)
      .stop();
    if (warm) this.sim.alpha(0.3);
    this.ticks = 0;
  }

  /** True once the layout has come to rest. */
  get settled() {
    return this.sim.alpha() < this.sim.alphaMin();
  }

  /** Ticks for about `ms` milliseconds (at least one); true once settled. */
  run(ms, now = () => performance.now()) {
    const end = now() + ms;
    do {
      if (this.settled) return true;
      this.sim.tick();
      this.ticks++;
    } while (now() < end);
    return this.settled;
  }

  /** The places now, flat. */
  places() {
    const out = new Array(2 * this.nodes.length);
    this.nodes.forEach((node, v) => ((out[2 * v] = node.x), (out[2 * v + 1] = node.y)));
    return out;
  }

  /** Vertex v held at (x, y) while dragged; the others follow for a while. */
  hold(v, x, y) {
    const node = this.nodes[v];
    [node.fx, node.fy, node.x, node.y] = [x, y, x, y];
    this.pinned.add(v);
    if (this.sim.alpha() < 0.15) this.sim.alpha(0.15);
  }
}
