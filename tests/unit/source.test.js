// Where boards come from (www/core/source.js): link boards to judge input, the one
// fallback board, and errors as { line, column, message }.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, fallbackBoard, inputError, linkRules } from '../../www/core/source.js';

const calls = [];
const game = {
  algorithms: [['kuhn', 'Kuhn']],
  presets: [{ id: 'teaching', label: 'A small board', maxSide: 1000 }, { id: 'random', label: 'Random', maxSide: 1000 }],
  defaults: { rows: 30, cols: 40, density: 0.15, seed: 1 },
  limits: { presetMaxSide: 1000, linkMaxSide: 4000, maxSeed: 4294967295 },
  formats: [['hdu4678', 'HDU 4678']],
  bitsToInput: (rows, cols, bits) => `${rows} ${cols} ${[...bits].join('')}`,
  preset: (core, kind, rows, cols, density, seed) => {
    calls.push([kind, rows, cols, density, seed]);
    if (kind === 'bad') throw { line: 0, column: 0, message: 'unknown preset "bad"' };
    return `${kind}:${rows}x${cols}`;
  },
};

test('each kind of link board becomes judge input, and says how it was made', () => {
  assert.deepEqual(boardText(game, null, { input: '3 3\n...' }), { text: '3 3\n...', source: { edited: true } });
  assert.deepEqual(boardText(game, null, { rows: 2, cols: 2, bits: Uint8Array.of(1, 0, 0, 1) }), { text: '2 2 1001', source: { edited: true } });
  const made = boardText(game, null, { preset: 'random', rows: 5, cols: 6, density: 0.2, seed: 4 });
  assert.equal(made.text, 'random:5x6');
  assert.deepEqual(made.source, { preset: 'random', rows: 5, cols: 6, density: 0.2, seed: 4 });
});

test('the fallback board is the game’s first preset at the game’s defaults', () => {
  calls.length = 0;
  const board = fallbackBoard(game);
  assert.deepEqual(board, { preset: 'teaching', rows: 30, cols: 40, density: 0.15, seed: 1 });
  boardText(game, null, board);
  assert.deepEqual(calls, [['teaching', 30, 40, 0.15, 1]]);
});

test('errors thrown by the core or by JS come out as { line, column, message }', () => {
  assert.throws(() => boardText(game, null, { preset: 'bad', rows: 1, cols: 1 }));
  assert.deepEqual(inputError({ line: 3, column: 7, message: 'row 2 is too short' }), { line: 3, column: 7, message: 'row 2 is too short' });
  assert.deepEqual(inputError(new Error('boom')), { line: 0, column: 0, message: 'boom' });
  assert.deepEqual(inputError('plain'), { line: 0, column: 0, message: 'plain' });
});

test('link rules come from the game shown', () => {
  assert.deepEqual(linkRules({ geography: {}, mine: {} }, game), {
    games: ['geography', 'mine'],
    algorithms: ['kuhn'],
    presets: ['teaching', 'random'],
    defaults: game.defaults,
    maxSide: 1000,
    linkMaxSide: 4000,
    maxSeed: 4294967295,
    formats: ['hdu4678'],
    plays: [],
    moves: [],
    presetMoves: {},
    presetSides: { teaching: 1000, random: 1000 },
    cases: false,
  });
  // A game with move rules (the token game) lists them for ?moves=, and which presets bring one.
  const moved = {
    ...game,
    moves: [['rook', 'Rook'], ['king', 'King']],
    presets: [...game.presets, { id: 'king', fields: [], moves: 'king' }],
  };
  assert.deepEqual(linkRules({ geography: {} }, moved).moves, ['rook', 'king']);
  assert.deepEqual(linkRules({ geography: {} }, moved).presetMoves, { king: 'king' });
});
