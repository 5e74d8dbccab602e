// The token game on any graph (?lesson=graph), for a student who knows the board's
// lesson: the game drawn as a graph, the four conditions of a bipartite game, small
// paths, the placer's rule, alternating paths, an augmenting path, an odd cycle and
// blossoms, a board as its graph, and the judge output. Each slide is a graph set up on
// the graph tab (www/lessons/graph-stage.js says the fields); its words are
// lesson.graph.<key>.* and the facts the core gives.
//
//   { key, graph: 'n m\nu v\n…',              // judge input, or
//     board: { input: '2 3\n...\n' },          // a token-game board shown as its graph (the core's)
//     algo, greedy, step: 'end', at: { event, where, nth }, explain: 0 (a vertex, 0-based),
//     facts: [...], ask: true }                // as a board slide (www/lessons/slides.js)
const edges = (n, list) => `${n} ${list.length}\n${list.map(([u, v]) => `${u} ${v}\n`).join('')}`;

const TWO_SIDED = edges(7, [[1, 4], [1, 5], [2, 5], [2, 6], [3, 6], [3, 7], [2, 4]]);
const PATH3 = edges(3, [[1, 2], [2, 3]]);
const PATH4 = edges(4, [[1, 2], [2, 3], [3, 4]]);
// Kuhn without the greedy start: vertex 2's only neighbour 7 is taken by 1, so its path is 2–7–1–8.
const TWELVE = edges(12, [[1, 7], [1, 8], [2, 7], [3, 9], [3, 10], [4, 10], [4, 11], [5, 11], [5, 12], [6, 12], [6, 8], [3, 11], [1, 12]]);
const FIVE_CYCLE = edges(5, [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1]]);
// The Petersen graph (outer 1–5, spokes, inner star 6–10) and an eleventh vertex on 1:
// eleven vertices cannot all be matched, and the search from the one left closes blossoms.
const PETERSEN_PLUS = edges(11, [
  [1, 2], [2, 3], [3, 4], [4, 5], [5, 1], [1, 6], [2, 7], [3, 8], [4, 9], [5, 10],
  [6, 8], [8, 10], [10, 7], [7, 9], [9, 6], [1, 11],
]);

export default {
  id: 'graph',
  game: 'graph',
  slides: [
    { key: 'rules', graph: TWO_SIDED },
    { key: 'conditions', graph: TWO_SIDED, facts: ['sides'] },
    { key: 'path3', graph: PATH3, step: 'end', facts: ['starts'], ask: true },
    { key: 'path4', graph: PATH4, step: 'end', facts: ['starts', 'matching'], ask: true },
    { key: 'placer', graph: TWO_SIDED, algo: 'kuhn', greedy: false, step: 'end', facts: ['matching', 'starts'] },
    { key: 'alternating', graph: TWO_SIDED, algo: 'kuhn', greedy: false, step: 'end', explain: 3, facts: ['explain'] },
    { key: 'augment', graph: TWELVE, algo: 'kuhn', greedy: false, at: { event: 'path_found', where: (e) => e.len >= 4 }, facts: ['event'] },
    { key: 'odd', graph: FIVE_CYCLE, algo: 'blossom', step: 'end', facts: ['cycle', 'starts'] },
    { key: 'blossom', graph: PETERSEN_PLUS, algo: 'blossom', greedy: false, at: { event: 'blossom_found' }, facts: ['event', 'starts'] },
    { key: 'board', board: { input: '2 3\n...\n.#.\n' }, step: 'end', facts: ['cells', 'starts'] },
    { key: 'judge', graph: TWO_SIDED, step: 'end', facts: ['output'] },
  ],
};
