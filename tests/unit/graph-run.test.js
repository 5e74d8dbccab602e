// The graph tab's run handle without a browser (node --test; the core from the build,
// www/pkg, and the CLI, target/release/gridplay): GraphRun's judge output is
// byte-equal to `gridplay graph --algo A` on random graphs, bipartite and not, for
// every algorithm the core says applies; kuhn and hopcroft-karp are refused on a graph
// with an odd cycle; the timeline ends at the verdict.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { random, randomInput } from './graph-helpers.js';

await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
const bin = fileURLToPath(new URL('../../target/release/gridplay', import.meta.url));
const cli = (args, input) => execFileSync(bin, args, { input, encoding: 'utf8' });

const record = (run) => {
  while (!run.record(10_000));
  return run;
};

test('GraphRun gives the CLI’s judge output, byte for byte, with every algorithm that applies', () => {
  const rnd = random(39);
  let odd = 0;
  for (let i = 0; i < 120; i++) {
    const text = randomInput(rnd, i % 2 === 0);
    const input = new wasm.GraphInput(text);
    const algorithms = input.algorithms();
    assert.equal(algorithms.includes('kuhn'), input.bipartite(), text);
    const run = record(new wasm.GraphRun(text, {}));
    assert.equal(run.algorithm(), algorithms[0]);
    assert.equal(run.judgeOutput(), cli(['graph'], text), text);
    run.free();
    for (const algorithm of ['kuhn', 'hopcroft-karp', 'blossom']) {
      if (!algorithms.includes(algorithm)) {
        odd++;
        assert.throws(() => new wasm.GraphRun(text, { algorithm }), (e) => e.line === 0 && typeof e.message === 'string');
        continue;
      }
      const run = record(new wasm.GraphRun(text, { algorithm }));
      const expected = cli(['graph', '--algo', algorithm], text);
      assert.equal(run.judgeOutput(), expected, `${algorithm}\n${text}`);
      const winning = Array.from(run.winningStarts(), (v) => `${v + 1}\n`).join('');
      assert.equal(expected, winning ? `WIN\n${winning}` : 'LOSE\n');
      run.seek(run.lastStep());
      assert.equal(run.counters().verdict !== undefined, true);
      run.free();
    }
    input.free();
  }
  assert.ok(odd > 20, `${odd} refusals on graphs with an odd cycle`);
});
