// The core's error messages in Chinese (www/i18n/messages/zh-CN-errors.js, www/core/errors.js): the built core (www/pkg,
// `bash scripts/build.sh`) reads bad inputs that reach each of its message templates,
// and every message it gives must come out in Chinese, with no English left but the
// input's own text and the names of the input's numbers (N, M, K, T, x, y).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { errorText } from '../../www/core/errors.js';
import { chineseMessage } from '../../www/i18n/messages/zh-CN-errors.js';
import { setLang } from '../../www/i18n/index.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });

const error = (open) => {
  try {
    open();
  } catch (err) {
    return err;
  }
  assert.fail('no error');
};
const geography = (text) => error(() => new wasm.GeographyRun(text, {}));
const mine = (text) => error(() => new wasm.MineRun(text, {}));
const slide = (text) => error(() => new wasm.SlideRun(text, {}));
const graph = (text) => error(() => new wasm.GraphInput(text));

// Bad inputs, each reaching one template (or one "what" inside one).
const BAD = [
  geography(''),
  geography('3'),
  geography('3 x\n'),
  geography('\u{feff}3 \u{feff}3\n'),
  geography('0 3\n'),
  geography('3 0\n'),
  geography('99999999999999999999999 3\n'),
  geography('100000 100000\n'),
  geography('9000000000 9000000000\n'),
  geography('2 2\n..\n'),
  geography('2 2\n..\n..\n..\n'),
  geography('2 2\n...\n..\n'),
  geography('2 2\n.\n..\n'),
  geography('2 2\n.x\n..\n'),
  geography('2 2\n.\u200b\n..\n'),
  geography('2 2\n.\xff\n..\n'),
  geography('2 2 7\n..\n..\n'),
  mine(''),
  mine('x\n'),
  mine('0\n'),
  mine('999999\n'),
  mine('1\n'),
  mine('1\n2\n'),
  mine('1\n2 2\n'),
  mine('1\n0 2 1\n'),
  mine('1\n2 0 1\n'),
  mine('1\n2 2 5\n'),
  mine('1\n2 2 1\n'),
  mine('1\n2 2 1\n5 0\n'),
  mine('1\n2 2 1\n0 5\n'),
  mine('1\n2 2 1\n0\n'),
  mine('1\n2 2 1\n0 x\n'),
  mine('1\n2 2 1\n0 0 0\n'),
  mine('1\n2 2 0\n9\n'),
  mine('1\n2 2 1 3\n0 0\n'),
  mine('1\n100000 100000 0\n'),
  mine('1\n99999 2 0\n'),
  error(() => wasm.preset('geography', 'random', 0, 5, 0.3, 1)),
  error(() => wasm.preset('geography', 'nonesuch', 5, 5, 0.3, 1)),
  error(() => new wasm.MineRun('1\n2 2 0\n', { case: 3 })),
  slide('1 3\nXO.\n0\n'),
  slide('41 2\n'),
  slide('1 3\nXOX\n1\n'),
  slide('1 3\nX..\n'),
  slide('1 3\nXQ.\n'),
  slide('2 2\nXO.\n'),
  slide('1 3\nXO.\n1\n1 1\n1 2\n'),
  slide('1 3\nXO.\n1\n9 2\n1 1\n'),
  slide('2 3\nO.O\nXXO\n1\n2 3\n1 1\n'),
  slide('2 3\nXO.\nOXO\n1\n1 2\n1 1\n'),
  slide('1 3\nXO.\n1\n1 2\n1 1\n5\n'),
  error(() => wasm.preset('slide', 'random', 41, 2, 0.5, 1)),
  error(() => wasm.preset('slide', 'random', 1, 2, 0.5, 1)),
  error(() => wasm.preset('mine', 'broken', 201, 10, 0, 1)),
  error(() => wasm.preset('mine', 'broken', 2, 2, 0, 1)),
  error(() => wasm.preset('go', 'empty', 5, 5, 0, 1)),
  error(() => wasm.graphPreset('cycle', 2, 0, 0, 0)),
  error(() => wasm.graphPreset('bipartite', 6, 6, 1, 0)),
  error(() => wasm.graphPreset('random', 5, 0, 11, 0)),
  error(() => wasm.graphPreset('tree', 5, 0, 0, 2 ** 32)),
  error(() => wasm.graphPreset('tree', NaN, 0, 0, 0)),
  error(() => wasm.graphPreset('tree', 2.5, 0, 0, 0)),
  error(() => wasm.graphPreset('spiral', 5, 0, 0, 0)),
  error(() => wasm.boardAsGraph('2 2\n##\n##\n', 'rook')),
  error(() => wasm.boardAsGraph(`1000 1001\n${'.'.repeat(1001).concat('\n').repeat(1000)}`, 'rook')),
  error(() => wasm.graphPracticeQuestion('graph-winning-starts', 1, 2 ** 32 - 1)),
  // Click-editing's refusals (SlideRun.editInput on sample 1, XO.OXO): the empty cell
  // flipped, moved where 兔兔 has no move, (1,1) turned white (兔兔 always wins), off the board.
  ...[[0, 2, false], [0, 5, true], [0, 0, false], [3, 0, false]].map(([r, c, move]) =>
    error(() => new wasm.SlideRun('1 6\nXO.OXO\n1\n1 2\n1 1\n', {}).editInput(r, c, move)),
  ),
  ...['', 'x 1\n', '0 0\n', '3 9999999\n', '3\n', '3 1 7\n', '3 2\n1 2\n', '3 1\n1\n', '3 1\n1 9\n', '3 1\n0 2\n', '3 1\n2 2\n'].map(graph),
  ...['3 1\n1 2 3\n', '3 1\n1 2\n2 3\n', '3 1\nx 2\n', '3 1\n1 99999999999999999999999\n'].map(graph),
  // (a warning, not an error: a mine listed twice)
  new wasm.MineRun('1\n2 2 2\n0 0\n0 0\n', {}).warnings()[0],
];

// What may stay: the input's own bad text in 「」 or quotes, the names of its numbers,
// and notation.
const ENGLISH_LEFT = /[A-Za-z]{2,}/g;
const ALLOWED = new Set(['gridplay', 'UTF', 'FEFF']);

test('every core error message the bad inputs reach is said in Chinese', async () => {
  const messages = [...new Set(BAD.map((e) => e.message))];
  assert.ok(messages.length >= 25, `only ${messages.length} distinct messages`);
  try {
    await setLang('zh-CN');
    for (const message of messages) {
      const zh = chineseMessage(message);
      assert.ok(zh, `no Chinese for: ${message}`);
      const rest = zh.replace(/「[^」]*」|"[^"]*"/g, ' ').match(ENGLISH_LEFT) ?? [];
      assert.deepEqual(rest.filter((w) => !ALLOWED.has(w)), [], `English left in: ${zh} (from: ${message})`);
      assert.equal(errorText({ message }), zh);
      // The numbers of the message are all in the translation.
      for (const n of message.match(/\d+/g) ?? []) assert.ok(zh.includes(n), `${n} missing from: ${zh} (from: ${message})`);
    }
  } finally {
    await setLang('en');
  }
});

test('in English the core messages are shown as they are; unknown ones stay English in Chinese', async () => {
  const message = BAD[2].message;
  assert.equal(errorText({ message }), message);
  try {
    await setLang('zh-CN');
    assert.equal(errorText({ message: 'something new the core says' }), 'something new the core says');
  } finally {
    await setLang('en');
  }
});
