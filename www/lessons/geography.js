// The token game lesson (Luogu P4055, LOJ 6033), for a 15-year-old: the game played on
// the problem's sample, small boards, the colouring, dominoes as a matching, the
// domino strategy played, perfect matchings, alternating paths and Explain, Kuhn's
// augmenting path, Hopcroft–Karp's phases, king moves' odd cycle and blossoms, and
// the judge output. Each slide is a board set up (www/lessons/slides.js says the
// fields); its words are lesson.geography.<key>.* and the facts the core gives.
const SAMPLE = { preset: 'sample' };
const EMPTY_3X4 = { input: '3 4\n....\n....\n....\n' };

export default {
  id: 'geography',
  game: 'geography',
  slides: [
    { key: 'rules', board: SAMPLE, play: 'placer', overlay: false }, // the matching would give the answer away
    { key: 'sample', board: SAMPLE, step: 'end', facts: ['starts'] },
    { key: 'row', board: { input: '1 3\n...\n' }, step: 'end', facts: ['starts'], ask: true },
    { key: 'square', board: { input: '2 2\n..\n..\n' }, step: 'end', facts: ['starts'], ask: true },
    { key: 'colours', board: { input: '3 4\n....\n.#..\n....\n' }, algo: 'kuhn', greedy: false },
    { key: 'dominoes', board: { input: '3 4\n....\n.#..\n....\n' }, algo: 'kuhn', greedy: false, step: 'end', facts: ['matching', 'starts'] },
    { key: 'strategy', board: { input: '2 3\n...\n...\n' }, play: 'mover', overlay: false, facts: ['perfect'] }, // the words ask to show it
    { key: 'perfect', board: { input: '2 4\n....\n....\n' }, step: 'end', facts: ['matching', 'starts'] },
    { key: 'alternating', board: SAMPLE, step: 'end', explain: [2, 1], facts: ['explain', 'starts'] },
    { key: 'partner', board: SAMPLE, step: 'end', explain: [1, 1], facts: ['explain'] },
    { key: 'kuhn', board: EMPTY_3X4, algo: 'kuhn', greedy: false, at: { event: 'path_found', where: (e) => e.len >= 4 }, facts: ['event'] },
    {
      key: 'hopcroft',
      board: { input: '4 5\n.....\n..#..\n.....\n.#...\n' },
      algo: 'hopcroft-karp',
      greedy: false,
      // A layer beyond the first is reached only in a later phase's search: layers are on the board.
      at: { event: 'layer_reached', where: (e) => e.distance >= 2 },
      facts: ['event'],
    },
    { key: 'king', board: { preset: 'king' }, moves: 'king', facts: ['triangle'] },
    { key: 'blossom', board: { preset: 'king' }, moves: 'king', algo: 'blossom', greedy: false, at: { event: 'blossom_found' }, facts: ['event', 'starts'] },
    { key: 'judge', board: SAMPLE, step: 'end', facts: ['output'] },
  ],
};
