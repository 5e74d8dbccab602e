// Every name the core declares has its words, pseudocode and legend in JS, in both
// catalogues, and in the CLI's lists: algorithms, move rules, presets, judge formats,
// events and lessons. A name added to the core and forgotten in one of these places
// fails here (and at the page's registration), never shown as another's or a bare key.
// Runs over the built core (www/pkg, `npm run build`) and the release binary
// (target/release/gridplay, `cargo build --release`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { loadGames, registerGame } from '../../www/games/index.js';
import { LESSONS, loadLesson } from '../../www/lessons/index.js';
import { EN, ZH } from '../catalogues.js';
import lessonsEn from '../../www/i18n/messages/lessons.en.json' with { type: 'json' };
import lessonsZh from '../../www/i18n/messages/lessons.zh-CN.json' with { type: 'json' };

const exports = await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
const core = { ...wasm, memory: exports.memory };
const GAMES = await loadGames();
for (const game of Object.values(GAMES)) registerGame(game, core);
const CATALOGUES = { en: { ...EN, ...lessonsEn }, 'zh-CN': { ...ZH, ...lessonsZh } };
const PROTOCOL = { geography: core.geographyProtocol(), mine: core.mineProtocol(), slide: core.slideProtocol() };

/** The keys of `keys` missing from a catalogue, as "lang: key". */
function missingWords(keys) {
  return Object.entries(CATALOGUES).flatMap(([lang, words]) => keys.filter((k) => !(k in words)).map((k) => `${lang}: ${k}`));
}

/** The CLI's help for `args` (its usage on stdout or stderr, whatever the exit code). */
function help(...args) {
  const bin = fileURLToPath(new URL('../../target/release/gridplay', import.meta.url));
  try {
    return execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    if (err.code === 'ENOENT') throw new Error(`no ${bin}: cargo build --release first`);
    return `${err.stdout}${err.stderr}`;
  }
}

/** The names of `names` the text does not list as whole words. */
const unlisted = (text, names) => names.filter((n) => !new RegExp(`(^|[^\\w-])${n.replace(/-/g, '\\-')}($|[^\\w-])`).test(text));

test('each algorithm has its name in both catalogues, its own pseudocode, a legend and a place in the CLI lists', () => {
  const geography = GAMES.geography;
  const ids = PROTOCOL.geography.algorithms.map((a) => a.id);
  assert.deepEqual(ids, PROTOCOL.geography.defaults.algorithms);
  assert.deepEqual(missingWords(ids.map((id) => `geography.algo.${id}`)), []);
  const codes = new Map();
  for (const id of ids) {
    const view = { algorithm: id, greedy: false, event: null, recent: [] };
    const lines = geography.code(view).lines.map((l) => l.text).join('\n');
    assert.ok(lines.length > 0, `${id}: no pseudocode`);
    codes.set(id, lines);
    assert.ok(geography.legend(view).length > 0, `${id}: no legend`);
  }
  // No algorithm shows another's pseudocode.
  assert.equal(new Set(codes.values()).size, ids.length, 'two algorithms share their pseudocode');
  for (const command of [['geography', '--help'], ['explain', 'geography', '--help']]) {
    assert.deepEqual(unlisted(help(...command), ids), [], `gridplay ${command.join(' ')}`);
  }
});

test("the graph tab's pseudocode has each line of the board's, in both catalogues, in a graph's words", () => {
  // code(view, 'graph') reads graph.code.* where the board's reads geography.code.*:
  // the same lines, none missing (a missing key would show as the key), none saying a
  // board's cell (格 in 格子, 邻格, 死格: the board's Chinese for a cell).
  const BOARD = { en: /\b(cells?|board|shaded)\b/i, 'zh-CN': /格|棋盘|深色/ };
  for (const [lang, words] of Object.entries(CATALOGUES)) {
    const board = Object.keys(words).filter((k) => k.startsWith('geography.code.')).map((k) => k.slice('geography.code.'.length));
    const graph = Object.keys(words).filter((k) => k.startsWith('graph.code.')).map((k) => k.slice('graph.code.'.length));
    assert.deepEqual(graph.sort(), board.sort(), lang);
    const said = graph.map((k) => words[`graph.code.${k}`]).filter((text) => BOARD[lang].test(text));
    assert.deepEqual(said, [], `${lang}: board words in the graph's pseudocode`);
  }
});

test('an algorithm, preset, format or event the JS has no words for is an error at registration', () => {
  const cases = [
    ['geography', (p) => p.algorithms.push({ id: 'push-relabel', layers: false, blossoms: false, greedyGuesses: true, needsBipartite: true }), /push-relabel/],
    ['geography', (p) => p.presets.push({ id: 'spiral', fields: [], maxSide: 9 }), /preset spiral/],
    ['geography', (p) => p.presets.push({ id: 'knight', fields: [], maxSide: 9, moves: 'camel' }), /unknown move rule camel/],
    ['geography', (p) => p.formats.push('csv'), /format csv/],
    ['mine', (p) => p.formats.push('hdu9999'), /format hdu9999/],
    ['slide', (p) => p.presets.push({ id: 'spiral', fields: [], maxSide: 9 }), /preset spiral/],
    ['slide', (p) => p.events.push({ name: 'teleported', operands: [] }), /event teleported/],
    ['mine', (p) => p.events.push({ name: 'exploded', operands: [] }), /event exploded/],
  ];
  const original = console.error;
  console.error = () => {};
  try {
    for (const [id, change, error] of cases) {
      const protocol = structuredClone(PROTOCOL[id]);
      change(protocol);
      const name = `${id}Protocol`;
      assert.throws(() => registerGame({ ...GAMES[id] }, { ...core, [name]: () => protocol }), error, `${id}: ${error}`);
    }
  } finally {
    console.error = original;
    for (const game of Object.values(GAMES)) registerGame(game, core);
  }
});

test("each move rule has its names in both catalogues (the token page's, and the graph tab's for a board as a graph) and is in the CLI lists", () => {
  const moves = PROTOCOL.geography.defaults.allMoves;
  assert.deepEqual(missingWords(moves.flatMap((id) => [`geography.moves.${id}`, `graph.asBoard.moves.${id}`])), []);
  for (const command of [['geography', '--help'], ['explain', 'geography', '--help']]) {
    assert.deepEqual(unlisted(help(...command), moves), [], `gridplay ${command.join(' ')}`);
  }
});

test('each preset has its label in both catalogues and is generated by the core at the defaults', () => {
  for (const [id, protocol] of Object.entries(PROTOCOL)) {
    assert.ok(protocol.presets.length > 0, id);
    assert.deepEqual(missingWords(protocol.presets.map((p) => `${id}.preset.${p.id}`)), []);
    assert.deepEqual(GAMES[id].presets.map((p) => p.id), protocol.presets.map((p) => p.id));
    const { rows, cols, density, seed } = protocol.defaults.preset;
    for (const p of protocol.presets) {
      const input = core.preset(id, p.id, Math.min(rows, p.maxSide), Math.min(cols, p.maxSide), density, seed);
      assert.equal(typeof input, 'string', `${id} ${p.id}`);
      for (const field of p.fields) assert.ok(['size', 'density', 'seed'].includes(field), `${id} ${p.id}: ${field}`);
      // A teaching preset's rule is one of the core's, and its board opens under that rule.
      if (p.moves) {
        assert.ok(PROTOCOL.geography.defaults.allMoves.includes(p.moves), p.id);
        const run = GAMES.geography.open(core, input, { moves: p.moves });
        assert.equal(run.moves(), p.moves);
        run.free();
      }
    }
  }
});

test("each graph preset has its label and its settings' words in both catalogues, and the core makes it at the defaults", () => {
  const protocol = core.graphProtocol();
  assert.deepEqual(protocol.presets.map((p) => p.id), ['bipartite', 'random', 'cycle', 'tree', 'petersen']);
  assert.deepEqual(missingWords(protocol.presets.map((p) => `graph.preset.${p.id}`)), []);
  const fields = ['vertices', 'left', 'edges', 'seed'];
  assert.deepEqual(missingWords(fields.flatMap((f) => [`graph.field.${f}`, `graph.field.${f}Title`])), []);
  const { vertices, left, edges, seed } = protocol.defaults.preset;
  for (const p of protocol.presets) {
    for (const field of p.fields) assert.ok(fields.includes(field), `${p.id}: ${field}`);
    assert.ok(p.maxVertices <= protocol.limits.drawMaxVertices, `${p.id}: every preset graph is drawn`);
    const input = core.graphPreset(p.id, vertices, left, edges, seed);
    assert.match(input, /^\d+ \d+\n/, p.id);
  }
});

test('each judge format has its label and is in the CLI lists; the first is the default', () => {
  for (const [id, protocol] of Object.entries(PROTOCOL)) {
    const game = GAMES[id];
    assert.deepEqual(game.formats.map(([f]) => f), protocol.formats);
    for (const [f, label] of game.formats) assert.ok(typeof label === 'string' && label.length > 0, `${id} ${f}`);
    assert.equal(game.judgeFormat, protocol.formats[0]);
  }
  assert.deepEqual(missingWords(PROTOCOL.geography.formats.map((f) => `geography.format.${f}`)), []);
  assert.deepEqual(unlisted(help('geography', '--help'), PROTOCOL.geography.formats), []);
  // Every game is a CLI command.
  assert.deepEqual(unlisted(help('--help'), Object.keys(PROTOCOL)), []);
});

test('each event the core records is narrated by its game', async () => {
  for (const [id, protocol] of Object.entries(PROTOCOL)) {
    const { NARRATED } = await import(`../../www/games/${id}/narration.js`);
    assert.deepEqual(protocol.events.map((e) => e.name).filter((name) => !NARRATED.includes(name)), [], id);
  }
});

test("each lesson has its words in both catalogues and names only the core's games, presets, algorithms, rules and events", async () => {
  for (const key of Object.keys(LESSONS)) {
    const lesson = await loadLesson(key);
    assert.equal(lesson.id, key);
    // The graph's runs are the token game's (its events and algorithms), on the graph tab.
    const protocol = lesson.game === 'graph' ? PROTOCOL.geography : PROTOCOL[lesson.game];
    assert.ok(protocol, `${key}: game ${lesson.game}`);
    const keys = [`lesson.title.${key}`, ...lesson.slides.flatMap((s) => [`lesson.${key}.${s.key}.title`, `lesson.${key}.${s.key}.text`])];
    assert.deepEqual(missingWords(keys), [], key);
    for (const slide of lesson.slides) {
      const where = `${key} ${slide.key}`;
      if (slide.board?.preset) assert.ok(protocol.presets.some((p) => p.id === slide.board.preset), `${where}: preset ${slide.board.preset}`);
      if (slide.algo) assert.ok(protocol.algorithms.some((a) => a.id === slide.algo), `${where}: algorithm ${slide.algo}`);
      if (slide.moves) assert.ok(protocol.defaults.allMoves.includes(slide.moves), `${where}: moves ${slide.moves}`);
      if (slide.at?.event) assert.ok(protocol.events.some((e) => e.name === slide.at.event), `${where}: event ${slide.at.event}`);
    }
  }
});
