// The game modules over the real core, without a browser (node --test): the wasm
// from the build (www/pkg, `bash scripts/build.sh`) is loaded into node. Checks that
// the modules take the event layout from the protocol (named operands), that
// inspect() only reads (never seeks), and that registration names what is missing.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { REQUIRED, loadGames, registerGame } from '../../www/games/index.js';
import { readEvents } from '../../www/core/events.js';

const exports = await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
const core = { ...wasm, memory: exports.memory };
const GAMES = await loadGames();

/** Runs `body` with console.error collected. */
function errorsDuring(body) {
  const seen = [];
  const original = console.error;
  console.error = (...args) => seen.push(args.join(' '));
  try {
    return { result: body(), errors: seen };
  } finally {
    console.error = original;
  }
}

/** A run handle whose seek() calls are counted while `counting` is on. */
function counted(run) {
  const state = { seeks: 0, counting: false };
  const seek = run.seek.bind(run);
  run.seek = (step) => {
    if (state.counting) state.seeks++;
    seek(step);
  };
  return state;
}

function recordAll(run) {
  while (!run.record(10_000));
}

test('both games register against the core with no problem', () => {
  for (const game of Object.values(GAMES)) {
    const { result, errors } = errorsDuring(() => registerGame(game, core));
    assert.equal(result, game);
    assert.deepEqual(errors, []);
    assert.equal(game.protocol.game, game.id);
    for (const kind of ['phase', 'step', 'end']) {
      assert.equal(typeof game.timeline[kind], 'string');
      assert.deepEqual(game.timeline.kinds[kind], game.protocol.marks[kind]);
    }
  }
});

test('registration names missing members and events the core lacks', () => {
  const broken = { ...GAMES.mine, id: 'broken', draw: undefined, legend: undefined };
  const { errors } = errorsDuring(() => registerGame(broken, core));
  assert.deepEqual(errors, ['gridplay: game "broken" lacks draw, legend']);
  // A core whose protocol has lost an event the module narrates.
  const protocol = core.mineProtocol();
  protocol.events[4] = { name: 'xor_renamed', operands: [] };
  const older = { ...core, mineProtocol: () => protocol };
  const seen = errorsDuring(() => assert.throws(() => registerGame({ ...GAMES.mine }, older), /mine: .*no event xor\b/));
  assert.match(seen.errors.join('\n'), /no event xor\b/);
  assert.ok(REQUIRED.includes('inspect'));
  registerGame(GAMES.mine, core); // the real protocol back
});

test("an algorithm the core offers without the token game's name, pseudocode or legend is named at registration", () => {
  // A core with a fourth algorithm: the module says so, rather than drawing Kuhn's pseudocode for it.
  const protocol = core.geographyProtocol();
  protocol.defaults.algorithms = [...protocol.defaults.algorithms, 'push-relabel'];
  const newer = { ...core, geographyProtocol: () => protocol };
  const seen = errorsDuring(() => assert.throws(() => registerGame({ ...GAMES.geography }, newer), /no name, pseudocode or legend for the core's algorithm push-relabel/));
  assert.match(seen.errors.join('\n'), /push-relabel/);
  // And every algorithm of the real core has them (registration above passed): each one's pseudocode and legend.
  registerGame(GAMES.geography, core);
  for (const id of core.geographyProtocol().defaults.algorithms) {
    const view = { algorithm: id, greedy: false, event: null };
    assert.ok(GAMES.geography.code(view).lines.length > 0, id);
    assert.ok(GAMES.geography.legend(view).length > 0, id);
  }
  assert.throws(() => GAMES.geography.code({ algorithm: 'push-relabel', greedy: false, event: null }), /no pseudocode for the algorithm push-relabel/);
  assert.throws(() => GAMES.geography.legend({ algorithm: 'push-relabel' }), /no legend for the algorithm push-relabel/);
});

test('readEvents names every operand the protocol lists, nothing packed', () => {
  const protocol = core.mineProtocol();
  const run = new core.MineRun(core.preset('mine', 'teaching', 8, 10, 0, 1), null);
  recordAll(run);
  const events = readEvents(run, protocol, 0, run.lastStep());
  assert.equal(events.length, run.lastStep());
  let xor = 0;
  for (const e of events) {
    const spec = protocol.events[e.code];
    assert.equal(e.name, spec.name);
    for (const operand of spec.operands) assert.equal(typeof e[operand], 'number', `${e.name}.${operand}`);
    if (e.name === 'xor') {
      assert.equal(e.before, xor, `step ${e.step}`);
      assert.equal(e.value, e.before ^ e.added);
      xor = e.value;
    }
    if (e.name === 'region_finished') assert.equal(e.grundy, 1 + (e.numbers % 2));
  }
  assert.equal(events.at(-1).name, 'verdict');
  assert.equal(events.at(-1).xor, xor);
});

test('mine: inspect() never seeks, and every XOR line reads before ⊕ added = value', () => {
  const game = GAMES.mine;
  registerGame(game, core);
  // Long regions: the XOR after them used to need a seek back.
  const run = game.open(core, game.preset(core, 'random', 40, 50, 0.08, 3), {});
  recordAll(run);
  const seeks = counted(run);
  const events = readEvents(run, game.protocol, 0, run.lastStep());
  let checked = 0;
  for (const e of events.filter((x) => x.name === 'xor')) {
    run.seek(e.step);
    seeks.counting = true;
    const view = game.inspect(core, run, { version: 1, later: () => {} });
    const lines = game.narrate(view);
    seeks.counting = false;
    assert.equal(run.step(), e.step);
    assert.equal(lines.at(-1).text, `XOR so far: ${e.before} ⊕ ${e.added} = ${e.value}.`);
    checked++;
  }
  assert.equal(seeks.seeks, 0);
  assert.ok(checked > 5, `${checked} XOR steps`);
});

test('token game: the flipped path comes with the augmentation, without seeking', () => {
  const game = GAMES.geography;
  registerGame(game, core);
  const run = game.open(core, game.preset(core, 'random', 10, 12, 0.2, 5), { algorithm: 'kuhn', greedy: false });
  recordAll(run);
  const events = readEvents(run, game.protocol, 0, run.lastStep());
  const seeks = counted(run);
  let flips = 0;
  for (const e of events.filter((x) => x.name === 'augmented')) {
    run.seek(e.step - 1);
    const before = Array.from(run.path());
    run.seek(e.step);
    seeks.counting = true;
    const view = game.inspect(core, run);
    seeks.counting = false;
    assert.deepEqual(Array.from(view.flipped), before, `step ${e.step}`);
    assert.match(game.narrate(view).at(-1).text, new RegExp(`the matching has ${e.size} pair`));
    flips++;
  }
  assert.equal(seeks.seeks, 0);
  assert.ok(flips > 5);
});

test('token game: on the tail of a run too long to record, the event counts say "at least"', () => {
  const game = GAMES.geography;
  registerGame(game, core);
  const text = game.preset(core, 'random', 30, 30, 0.2, 3);
  const run = new core.GeographyRun(text, { algorithm: 'blossom', moves: 'king', greedy: false, maxEvents: 200 });
  recordAll(run);
  assert.ok(run.truncated());
  const counters = () => Object.fromEntries(game.counters(game.inspect(core, run)));
  run.seek(run.lastStep() - 1);
  const recorded = counters();
  run.seek(run.lastStep());
  const tail = counters();
  const atLeast = Object.keys(tail).filter((label) => tail[label].startsWith('≥'));
  assert.equal(atLeast.length, 4, JSON.stringify(tail)); // edges, searches, paths flipped, blossoms
  for (const label of atLeast) assert.equal(tail[label], `≥\u00a0${recorded[label]}`, label);
  for (const label of Object.keys(tail).filter((l) => !atLeast.includes(l))) assert.doesNotMatch(tail[label], /≥/);
  assert.doesNotMatch(Object.values(recorded).join(' '), /≥/);
});

test('the legend follows the algorithm: no BFS layers on Kuhn, no dead cells on Hopcroft–Karp', () => {
  const labels = (view) => GAMES.geography.legend(view).map(([label]) => label);
  const kuhn = labels({ algorithm: 'kuhn' });
  const hk = labels({ algorithm: 'hopcroft-karp' });
  assert.ok(kuhn.some((l) => /dead/.test(l)) && !kuhn.some((l) => /BFS/.test(l)));
  assert.ok(hk.some((l) => /BFS/.test(l)) && !hk.some((l) => /dead/.test(l)));
  assert.ok(labels(undefined).some((l) => /BFS/.test(l)) && labels(undefined).some((l) => /dead/.test(l)));
});

test('the greedy start is automatic unless given, and the view says which', () => {
  const game = GAMES.geography;
  const small = game.open(core, game.preset(core, 'empty', 64, 64, 0, 1), { algorithm: 'kuhn' });
  const big = game.open(core, game.preset(core, 'empty', 65, 64, 0, 1), { algorithm: 'kuhn' });
  const forced = game.open(core, game.preset(core, 'empty', 8, 8, 0, 1), { algorithm: 'kuhn', greedy: true });
  assert.deepEqual([small.greedy(), small.greedyAuto()], [false, true]);
  assert.deepEqual([big.greedy(), big.greedyAuto()], [true, true]);
  assert.deepEqual([forced.greedy(), forced.greedyAuto()], [true, false]);
  assert.equal(game.inspect(core, big).greedyAuto, true);
});

test("kuhn's greedy start makes forced pairs only, and its pseudocode says so", () => {
  const game = GAMES.geography;
  const text = game.preset(core, 'maze', 9, 11, 0, 2);
  const lines = (algorithm) => {
    const run = game.open(core, text, { algorithm, greedy: true });
    recordAll(run);
    const events = [];
    for (let step = 1; step <= run.lastStep(); step++) {
      run.seek(step);
      const { event } = game.inspect(core, run);
      if (event?.name === 'greedy_matched') events.push(event);
    }
    const view = game.inspect(core, run);
    return { guesses: run.greedyGuesses(), events, code: game.code(view).lines.map((l) => l.text) };
  };
  const kuhn = lines('kuhn');
  const hk = lines('hopcroft-karp');
  assert.deepEqual([kuhn.guesses, hk.guesses], [false, true]);
  assert.ok(kuhn.events.length > 0 && kuhn.events.every((e) => e.forced), JSON.stringify(kuhn.events));
  assert.ok(kuhn.code.some((l) => /^pair forced cells only$/.test(l)) && !kuhn.code.some((l) => /else guess/.test(l)));
  assert.ok(hk.code.some((l) => /else guess a pair/.test(l)));
});

test('defaults and limits come from the core', () => {
  assert.deepEqual(GAMES.mine.defaults, { rows: 30, cols: 40, density: 0.15, seed: 1 });
  assert.deepEqual(GAMES.geography.defaults, { rows: 12, cols: 16, density: 0.3, seed: 1 });
  assert.deepEqual(GAMES.slide.defaults, { rows: 6, cols: 6, density: 0.9, seed: 1 });
  // Slide's boards are the problem's, at most 40×40.
  const sides = { geography: [1000, 'empty'], mine: [1000, 'empty'], slide: [40, 'random'] };
  for (const game of Object.values(GAMES)) {
    const side = game.protocol.limits.presetMaxSide;
    const [want, preset] = sides[game.id];
    assert.equal(side, want);
    const kind = game.presets.find((p) => p.id === preset).id;
    assert.ok(game.preset(core, kind, side, 2, 0.5, 1).length > 0);
    assert.throws(() => game.preset(core, kind, side + 1, 2, 0.5, 1), (e) => e.message.includes(`1 to ${want}`));
  }
});

test('token game: the core writes the judge input of wall bits, and refuses bits of another size', () => {
  const game = GAMES.geography;
  registerGame(game, core);
  // The judge's format, written here by hand: "rows cols", then a row of . and # per line.
  const [rows, cols] = [3, 4];
  const bits = Uint8Array.from({ length: rows * cols }, (_, i) => (i * 7) % 3 === 0);
  let want = `${rows} ${cols}\n`;
  for (let r = 0; r < rows; r++) want += Array.from({ length: cols }, (_, c) => (bits[r * cols + c] ? '#' : '.')).join('') + '\n';
  assert.equal(game.bitsToInput(rows, cols, bits), want);
  assert.throws(() => game.bitsToInput(rows, cols, bits.subarray(1)), (e) => /^11 wall bits for a 3x4 board$/.test(e.message));
});

test('mine: the core writes the HDU 4678 input of mine bits, and refuses bits of another size', () => {
  const game = GAMES.mine;
  registerGame(game, core);
  // The judge's format, written here by hand: 1 case, "rows cols mines", then "row col" per mine.
  const [rows, cols] = [3, 4];
  const bits = Uint8Array.from({ length: rows * cols }, (_, i) => (i * 7) % 3 === 0);
  const places = [];
  for (let i = 0; i < bits.length; i++) if (bits[i]) places.push(`${Math.floor(i / cols)} ${i % cols}\n`);
  assert.equal(game.bitsToInput(rows, cols, bits), `1\n${rows} ${cols} ${places.length}\n${places.join('')}`);
  assert.throws(() => game.bitsToInput(rows, cols, bits.subarray(1)), (e) => /^11 mine bits for a 3x4 board$/.test(e.message));
  const run = game.open(core, game.preset(core, 'random', 7, 9, 0.3, 4));
  const again = game.open(core, game.bitsToInput(7, 9, game.bits(core, run)));
  assert.equal(again.judgeInput(), run.judgeInput());
});

test('token game: compact-board bits go back to the same board, and focus names the event\'s cells', () => {
  const game = GAMES.geography;
  registerGame(game, core);
  const run = game.open(core, game.preset(core, 'random', 7, 9, 0.3, 4), { algorithm: 'kuhn', greedy: false });
  const bits = game.bits(core, run);
  const again = game.open(core, game.bitsToInput(7, 9, bits), { algorithm: 'kuhn', greedy: false });
  assert.equal(again.judgeInput(), run.judgeInput());
  recordAll(run);
  const events = readEvents(run, game.protocol, 0, run.lastStep());
  const tried = events.find((e) => e.name === 'edge_tried');
  run.seek(tried.step);
  assert.deepEqual(game.focus(game.inspect(core, run)), [tried.from, tried.to]);
  run.seek(0);
  assert.deepEqual(game.focus(game.inspect(core, run)), []);
});
