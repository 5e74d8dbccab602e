// The graph tab's play handle over the real core (node --test, the wasm from the build):
// core.GraphPlay on random small graphs, bipartite and not, in both roles, against an
// exhaustive game search written here (memoised over the token and the visited set, no
// matching theory). Every line of play you can choose is walked (your every legal move,
// the computer's answers), and at each position: who wins from here, the legal moves,
// the hints (the winning moves), the end and the winner are the search's, the computer
// never gives away a position the search says it wins, and every illegal move is
// refused with a listed, worded code and changes nothing.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { t } from '../../www/i18n/index.js';
import { EN, ZH } from '../catalogues.js';
import { wordsReady } from '../../www/core/play.js'; // play mode's words, loaded with it
import { ADAPTER } from '../../www/games/graph/play.js';
import { adjacency, input, searcher, treeWithChords } from './graph-helpers.js';

await wordsReady;
const exports = await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
const core = { ...wasm, memory: exports.memory };

/** A seeded random graph of n vertices: a random tree plus chords (bipartite: only between the tree's two colours). */
const randomGraph = (n, chords, seed, bipartite) => treeWithChords(n, chords, seed, { bipartite, tries: 200 });

function thrown(body) {
  try {
    body();
  } catch (err) {
    return err;
  }
  assert.fail('nothing was thrown');
}

const sorted = (a) => [...a].sort((x, y) => x - y);
const listed = core.GraphPlay.refusals();

/** Walks every line of play of `game` as `you` from its position, checking each against `search`. Returns the positions seen. */
function walk(game, search, n) {
  let positions = 0;
  const stack = [{ undo: false }];
  // Iterative: each frame checks a position, then plays its moves one at a time (undoing in between).
  const visit = () => {
    positions++;
    const path = Array.from(game.path());
    const winning = search.winningMoves(path);
    const legal = search.legal(path);
    const youMove = game.turn() === 'you';
    assert.equal(game.perfect(), winning.length > 0 === youMove ? 'you' : 'computer', `perfect after ${path}`);
    assert.deepEqual(sorted(game.moves()), sorted(legal), `moves after ${path}`);
    assert.equal(game.over(), legal.length === 0);
    if (game.over()) {
      assert.equal(game.winner(), youMove ? 'computer' : 'you');
      assert.equal(thrown(() => game.play(0)).code, youMove ? 'game-over' : 'not-your-turn');
      return [];
    }
    assert.equal(game.winner(), undefined);
    if (!youMove) {
      assert.equal(thrown(() => game.play(legal[0])).code, 'not-your-turn');
      return ['reply'];
    }
    assert.deepEqual(sorted(game.hints()), sorted(winning), `hints after ${path}`);
    // Every illegal vertex, and one past the end: refused with a listed code, nothing changed.
    for (let v = 0; v <= n; v++) {
      if (legal.includes(v)) continue;
      const err = thrown(() => game.play(v));
      const want = v === n ? 'not-free' : path.includes(v) ? 'visited' : 'not-neighbour';
      assert.equal(err.code, want, `vertex ${v} after ${path}`);
      assert.ok(listed.includes(err.code));
      assert.deepEqual(Array.from(game.path()), path);
    }
    return legal;
  };
  stack[0].moves = visit();
  while (stack.length) {
    const top = stack.at(-1);
    if (!top.moves.length) {
      stack.pop();
      if (top.undo) assert.ok(game.undo());
      continue;
    }
    const move = top.moves.pop();
    const path = Array.from(game.path());
    if (move === 'reply') {
      const won = search.winningMoves(path);
      const reply = game.reply();
      assert.equal(reply.vertex, game.token());
      assert.equal(reply.from ?? undefined, path.at(-1));
      if (won.length) assert.ok(won.includes(reply.vertex), `the computer gave away a won position after ${path}: ${reply.vertex}`);
      assert.ok(ADAPTER.sayReply(game, reply).length > 0);
    } else {
      const result = game.play(move);
      const won = search.winningMoves(path);
      const want = !won.length ? 'still-losing' : won.includes(move) ? 'kept' : 'blunder';
      assert.equal(result.verdict, want, `your move ${move} after ${path}`);
      if (want === 'blunder') assert.ok(won.includes(result.better));
    }
    stack.push({ undo: true, moves: visit() });
  }
  return positions;
}

test('GraphPlay in both roles against the exhaustive search: every line of play you can choose', () => {
  let positions = 0;
  const graphs = [];
  for (let i = 0; i < 200; i++) graphs.push(randomGraph(3 + (i % 7), i % 5, 100 + i, i % 2 === 0));
  graphs.push({ n: 5, edges: [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1]] }); // the 5-cycle
  graphs.push({ n: 1, edges: [] }); // one vertex: the placer wins at once
  graphs.push({ n: 2, edges: [] }); // no edges
  for (const graph of graphs) {
    const search = searcher(adjacency(graph.n, graph.edges));
    for (const you of core.GraphPlay.roles()) {
      const game = new core.GraphPlay(input(graph.n, graph.edges), { you });
      assert.equal(game.you(), you);
      assert.equal(game.n(), graph.n);
      positions += walk(game, search, graph.n);
      assert.equal(game.path().length, 0, 'every move undone');
      assert.equal(game.undo(), false);
      game.free();
    }
  }
  assert.ok(positions > 2000, `${positions} positions`);
});

test('the matching shown is a matching of the vertices in play, on edges of the graph', () => {
  const graph = randomGraph(8, 4, 7, false);
  const game = new core.GraphPlay(input(graph.n, graph.edges), { you: 'mover' });
  const edges = new Set(graph.edges.map(([u, v]) => `${Math.min(u, v) - 1} ${Math.max(u, v) - 1}`));
  for (;;) {
    const pairs = Array.from(game.matching());
    const used = new Set(pairs);
    assert.equal(used.size, pairs.length, 'each vertex once');
    const left = Array.from(game.path()).slice(0, -1);
    for (let i = 0; i < pairs.length; i += 2) {
      assert.ok(edges.has(`${pairs[i]} ${pairs[i + 1]}`), `${pairs[i]}–${pairs[i + 1]} is an edge`);
      assert.ok(!left.includes(pairs[i]) && !left.includes(pairs[i + 1]), 'in play');
    }
    if (game.over()) break;
    if (game.turn() === 'computer') game.reply();
    else game.play(game.moves()[0]);
  }
  game.free();
});

test('refusals: every code is listed by the core and worded in both languages; bad input and roles throw', () => {
  for (const code of listed) {
    assert.ok(`playmode.graph.refused.${code}` in EN, code);
    assert.ok(`playmode.graph.refused.${code}` in ZH, code);
    assert.equal(ADAPTER.sayRefusal({ code }, core), t(`playmode.graph.refused.${code}`));
  }
  assert.equal(ADAPTER.sayRefusal({ code: 'made-up' }, core), t('playmode.graph.refused.other'));
  for (const key of Object.keys(EN).filter((k) => k.startsWith('playmode.graph.'))) assert.ok(key in ZH, key);
  const bad = thrown(() => new core.GraphPlay('2 1\n1 3\n', {}));
  assert.deepEqual([bad.line, bad.column], [2, 3]);
  assert.match(thrown(() => new core.GraphPlay('2 1\n1 2\n', { you: 'referee' })).message, /unknown role/);
  assert.equal(new core.GraphPlay('2 1\n1 2\n', undefined).you(), 'placer');
});
