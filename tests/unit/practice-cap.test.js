// The practice index cap without a browser (node --test; the core from the build,
// www/pkg): every game's question and check functions refuse an index from
// practiceMaxQuestions() on — at once, the largest u32 included (the core builds
// question `index` from every earlier one, so a walk that far would hang) — with a
// message said in both languages, and still make the last question of the largest set.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { chineseMessage } from '../../www/i18n/messages/zh-CN-errors.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });

const MAX = wasm.practiceMaxQuestions();

// Each game's kinds: [kind, question(kind, seed, index), check(kind, seed, index)].
const CALLS = [
  ...['winning-starts', 'who-wins', 'augmenting-path'].map((kind) => [
    kind,
    (i) => wasm.geographyPracticeQuestion(kind, 3, i),
    (i) => wasm.geographyPracticeCheck(kind, 3, i, new Uint32Array(), ''),
  ]),
  ...['grundy', 'mine-winner'].map((kind) => [kind, (i) => wasm.minePracticeQuestion(kind, 3, i), (i) => wasm.minePracticeCheck(kind, 3, i, '0')]),
  ...['mistake', 'winning-move'].map((kind) => [kind, (i) => wasm.slidePracticeQuestion(kind, 3, i), (i) => wasm.slidePracticeCheck(kind, 3, i, new Uint32Array(), '')]),
  ['graph-winning-starts', (i) => wasm.graphPracticeQuestion('graph-winning-starts', 3, i), (i) => wasm.graphPracticeCheck('graph-winning-starts', 3, i, new Uint32Array())],
];

const refusal = (index) => `practice question ${index} does not exist: a set has at most ${MAX} questions, numbered 0 to ${MAX - 1}`;

test('every practice kind refuses an index past the largest set, in both languages, and makes its last question', () => {
  assert.equal(MAX, 100); // the page's &count= cap (www/lessons/practice.js reads it here)
  for (const [kind, question, check] of CALLS) {
    for (const index of [MAX, MAX + 1, 2 ** 32 - 1]) {
      for (const call of [question, check]) {
        assert.throws(() => call(index), (e) => e.line === 0 && e.message === refusal(index), `${kind} ${index}`);
      }
    }
    const last = question(MAX - 1);
    assert.equal(typeof last.input, 'string', kind);
    assert.ok(last.input.length > 0, kind);
  }
  assert.equal(chineseMessage(refusal(2 ** 32 - 1)), `练习题 4294967295 不存在：一组最多 100 道题，编号为 0 到 99`);
});
