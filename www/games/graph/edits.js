// Edit mode on a graph, as judge input: each edit turns the graph the core read
// ({ n, edges }: `edges` flat [u0, v0, …], 0-based, each edge once, as
// GraphInput.edges() gives them) into new judge input, which the page hands back to
// the core's parser; the text is the state. The vertices' places travel with them
// (`places`: flat [x0, y0, …]), so an edit moves nothing that it does not delete.
// Undo and redo step through the texts with their places. No DOM here: node's tests
// import it.
//
//   const e = addEdge({ n: 3, edges: [0, 1] }, 1, 2);
//   e.text  // "3 2\n1 2\n2 3\n"

/** Judge input for `n` vertices and the flat 0-based `edges`: `n m`, then `u v` a line, 1-based. */
export function toInput(n, edges) {
  const lines = [`${n} ${edges.length / 2}`];
  for (let i = 0; i < edges.length; i += 2) lines.push(`${edges[i] + 1} ${edges[i + 1] + 1}`);
  return `${lines.join('\n')}\n`;
}

/** The index (in edge pairs) of the edge u – v in `edges`, or -1. */
export function edgeIndex(edges, u, v) {
  for (let i = 0; i < edges.length; i += 2) {
    if ((edges[i] === u && edges[i + 1] === v) || (edges[i] === v && edges[i + 1] === u)) return i / 2;
  }
  return -1;
}

/**
 * A new vertex n + 1 (0-based n) at (x, y): { text, places, vertex }.
 * addVertex({ n: 2, edges: [0, 1] }, [0, 0, 1, 0], 5, 5).text is "3 1\n1 2\n".
 */
export function addVertex({ n, edges }, places, x, y) {
  return { text: toInput(n + 1, edges), places: [...places.slice(0, 2 * n), x, y], vertex: n };
}

/**
 * The edge u – v (0-based) added, low end first: { text, places }; null when u is v or
 * they are joined already (the parser would take a repeated edge once: nothing changes).
 */
export function addEdge({ n, edges }, places, u, v) {
  if (u === v || edgeIndex(edges, u, v) !== -1) return null;
  return { text: toInput(n, [...edges, Math.min(u, v), Math.max(u, v)]), places: [...places] };
}

/** The edge number `index` (in pairs) deleted: { text, places, u, v }. */
export function deleteEdge({ n, edges }, places, index) {
  const [u, v] = [edges[2 * index], edges[2 * index + 1]];
  const kept = [...edges.slice(0, 2 * index), ...edges.slice(2 * index + 2)];
  return { text: toInput(n, kept), places: [...places], u, v };
}

/**
 * Vertex v (0-based) deleted with its edges; the vertices after it move down by one, as
 * the judge numbers them, and their places with them: { text, places }. Deleting the
 * last vertex gives "0 0", which the core refuses (n starts at 1).
 */
export function deleteVertex({ n, edges }, places, v) {
  const kept = [];
  for (let i = 0; i < edges.length; i += 2) {
    const [a, b] = [edges[i], edges[i + 1]];
    if (a !== v && b !== v) kept.push(a > v ? a - 1 : a, b > v ? b - 1 : b);
  }
  return { text: toInput(n - 1, kept), places: [...places.slice(0, 2 * v), ...places.slice(2 * v + 2)] };
}

/**
 * Undo and redo over states { text, places } (the places may be null: laid out anew).
 * `push(state)` after an edit, with the state before it; `undo(now)` gives the state
 * to go back to (and keeps `now` for redo), `redo(now)` the one undone; null when
 * there is none. A new edit forgets what was undone.
 */
export class History {
  constructor(limit = 200) {
    this.limit = limit;
    this.done = [];
    this.undone = [];
  }

  push(before) {
    this.done.push(before);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  undo(now) {
    const back = this.done.pop() ?? null;
    if (back) this.undone.push(now);
    return back;
  }

  redo(now) {
    const again = this.undone.pop() ?? null;
    if (again) this.done.push(now);
    return again;
  }

  get canUndo() {
    return this.done.length > 0;
  }

  get canRedo() {
    return this.undone.length > 0;
  }

  clear() {
    this.done = [];
    this.undone = [];
  }
}
