// The slide game lesson's sentences (www/lessons/slide.js) and Explain's and
// practice's certificate sentences, worked out from the judge input alone by the
// exhaustive search of tests/e2e/slide-oracle.js: shared by slide-lesson.test.js and
// lessons.test.js (which checks every lesson as its own game).
import assert from 'node:assert/strict';
import { list, maxMatching, say } from './lesson-oracle.js';
import { heard, legal, name, oracle, reachable, winningMoves } from './slide-oracle.js';

/** A cell named (r,c) back to its index on a board of m columns. */
export const cellOf = (m, text) => {
  const [, r, c] = /^\((\d+),(\d+)\)$/.exec(text) ?? [];
  assert.ok(r, `a cell name, not "${text}"`);
  return (Number(r) - 1) * m + Number(c) - 1;
};

/**
 * Checks a turn's certificate sentence (Explain's sayTurn) in `text`: the player to
 * move at `board` wins by the search exactly when it says so, and the move it names
 * is a winning move.
 */
export function checkTurn(lang, text, { turn, player, board, n, m, wins }, where) {
  const at = name(m);
  const who = say(lang, `slide.player.${player ? 'dandan' : 'tutu'}`);
  const empty = at(board.indexOf('.'));
  if (wins(board, player)) {
    const g = heard(lang, 'slide.why.covered', text, { turn, player: who, empty });
    assert.ok(g, `${where}: "${text}" says turn ${turn} is won`);
    assert.ok(winningMoves(board, n, m, player, wins).includes(cellOf(m, g.partner)), `${where}: ${g.partner} wins`);
  } else {
    const g = heard(lang, 'slide.why.unmatched', text, { turn, player: who, empty }) ?? heard(lang, 'slide.why.uncovered', text, { turn, player: who, empty });
    assert.ok(g, `${where}: "${text}" says turn ${turn} is lost`);
  }
}

/** Checks Explain's sentence on 兔兔's move `k` of the game `o` (oracle()): mistake or not, and the cells it names win. */
export function checkWhy(lang, text, o, k, where) {
  const t = o.turns[k - 1];
  const at = name(o.m);
  const key = t.mistake ? 'slide.why.mistake' : t.before ? 'slide.why.kept' : t.after ? 'slide.why.lost' : 'slide.why.lostNoReply';
  const g = heard(lang, key, text, { n: k, moved: at(t.cell), empty: at(t.empty), after: at(t.cell) });
  assert.ok(g, `${where}: "${text}" is ${key}`);
  if (g.best) assert.ok(winningMoves(t.boardBefore, o.n, o.m, 0, o.wins).includes(cellOf(o.m, g.best)), `${where}: ${g.best} wins for 兔兔`);
  if (g.reply) assert.ok(winningMoves(t.board, o.n, o.m, 1, o.wins).includes(cellOf(o.m, g.reply)), `${where}: ${g.reply} wins for 蛋蛋`);
}

/** The slide's sentences, from the input alone (the search), in `lang`; also checks the page's step, play and Explain. */
export function slideFacts(s, slideData, lang, where) {
  const o = oracle(s.input);
  const { n, m, start, moves } = o;
  const at = name(m);
  const expected = [];
  for (const fact of slideData.facts ?? []) {
    const said = s.lesson.facts[expected.length];
    if (fact === 'legal') {
      const cells = legal(start, n, m, 0).map(at);
      expected.push(say(lang, 'lesson.slide.fact.legal', { n: cells.length, cells: list(lang, cells), empty: at(start.indexOf('.')) }));
    } else if (fact === 'walk') {
      const walk = [start.indexOf('.'), ...moves];
      // The lesson's claim: the walk never comes back.
      assert.equal(new Set(walk).size, walk.length, `${where}: the empty cell never returns`);
      expected.push(say(lang, 'lesson.slide.fact.walk', { n: moves.length, cells: walk.map(at).join(say(lang, 'practice.path.step')), distinct: walk.length }));
    } else if (fact === 'graph') {
      const cells = reachable(start, n, m).size;
      expected.push(say(lang, 'lesson.slide.fact.graph', { n: cells, total: n * m, out: n * m - cells }));
    } else if (fact === 'matching') {
      const cells = reachable(start, n, m);
      const rows = [];
      for (let r = 0; r < n; r++) rows.push([...Array(m)].map((_, c) => (cells.has(r * m + c) ? '.' : '#')).join(''));
      expected.push(say(lang, 'lesson.slide.fact.matching', { n: maxMatching(rows), cells: cells.size }));
    } else if (fact === 'event') {
      // The search of turn 1 starts: the empty cell out, a neighbour the search starts from; no winner named.
      assert.ok(s.narration, `${where}: a narration line`);
      assert.equal(said, say(lang, 'lesson.fact.now', { text: s.narration }), where);
      const g = heard(lang, 'slide.say.searchStarted', s.narration, { removed: at(start.indexOf('.')) });
      assert.ok(g, `${where}: "${s.narration}" starts the search`);
      assert.ok(reachable(start, n, m).has(cellOf(m, g.root)), `${where}: the search starts on a cell in the game`);
      expected.push(said);
    } else if (fact === 'judged') {
      // The slide's step is turn 1's judgement: 兔兔 to move on the starting board.
      const key = o.wins(start, 0) ? 'lesson.slide.fact.wins' : 'lesson.slide.fact.loses';
      expected.push(say(lang, key, { turn: 1, player: say(lang, 'slide.player.tutu'), empty: at(start.indexOf('.')) }));
    } else if (fact === 'why') {
      const [r, c] = slideData.explain;
      const k = o.turns.find((t) => t.cell === r * m + c).number;
      assert.ok(s.why?.includes(at(r * m + c)), `${where}: Explain names the move`);
      checkWhy(lang, said, o, k, where);
      expected.push(said);
    } else if (fact === 'output') expected.push(`${say(lang, 'lesson.fact.output')}\n${o.output}`);
    else if (fact === 'perfect') {
      assert.equal(slideData.play, 'tutu');
      expected.push(say(lang, o.wins(start, 0) ? 'lesson.fact.youWin' : 'lesson.fact.computerWins'));
    } else assert.fail(`${where}: no check for the fact ${fact}`);
  }
  return expected;
}
