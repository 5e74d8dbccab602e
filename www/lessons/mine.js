// The mine lesson (HDU 4678): clicks and flood fill, blank regions and their bordering
// numbers, a region's Grundy value by the parity of its numbers (mex), lone numbers,
// the XOR of the parts (Sprague–Grundy), and the problem's promise with what the
// accepted code prints when a board breaks it. Slides as in www/lessons/slides.js;
// words lesson.mine.<key>.* and the facts the core gives.
// Two regions split by a column of mines, a mine in a corner: two lone numbers.
const BOARD = { input: '1\n5 7 6\n0 3\n1 3\n2 3\n3 3\n4 0\n4 3\n' };

export default {
  id: 'mine',
  game: 'mine',
  slides: [
    { key: 'clicks', board: BOARD, play: 'first', overlay: false }, // no values before slide 3 teaches them
    { key: 'flood', board: BOARD, at: { event: 'region_finished' }, facts: ['event'] },
    { key: 'grundy', board: BOARD, step: 'end', explain: [0, 0], facts: ['region'] },
    { key: 'lone', board: BOARD, at: { event: 'lone_number' }, facts: ['event'] },
    { key: 'xor', board: BOARD, step: 'end', facts: ['parts', 'winner'] },
    { key: 'promise', board: { preset: 'broken', rows: 4, cols: 5, seed: 3 }, step: 'end', facts: ['shared', 'output', 'exact'] },
  ],
};
