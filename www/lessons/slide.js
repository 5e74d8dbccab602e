// The slide game lesson (NOI 2011 兔兔与蛋蛋游戏, Luogu P1971): the rule, the empty
// cell's walk that never comes back, the cells it can ever enter (the colouring), the
// token game on them and its maximum matching, the check before each turn (take the
// empty cell out, search an alternating path from its partner), who wins a turn, a
// mistake explained, the judge output, and a game as 兔兔. Slides as in
// www/lessons/slides.js; words lesson.slide.<key>.* and the facts below, each read
// from the core (the run's pieces, cell bits, counters, explanation, judge output; a
// SlideGame's legal moves), never written into the slide.
import { cellBytes } from '../core/draw.js';
import { list, t } from '../i18n/index.js';
import { sayWhy, slideExplain } from '../games/slide/explain.js';
import { cellName, playerName, playerOf } from '../games/slide/narration.js';

const SAMPLE_1 = { preset: 'sample1' }; // 1 6 XO.OXO: move 1 a mistake
const SAMPLE_3 = { preset: 'sample3' }; // 4 4: moves 1 and 2 mistakes
// A board whose empty cell is left out by some maximum matching at turn 1: five
// cells in the game, three on the empty cell's side.
const LOST = { input: '2 3\n.OX\nOXX\n1\n1 2\n1 3\n' };

/** The run's cells the empty cell can ever enter (the core's cell bit `inGraph`). */
function inGraph({ core, run, game }) {
  const bytes = cellBytes({ core, run, view: { rows: run.rows(), cols: run.cols() } });
  const bit = game.protocol.cell.inGraph;
  return bytes.reduce((n, b) => n + (b & bit ? 1 : 0), 0);
}

const FACTS = {
  /** 兔兔's first moves: the core's legal moves (a SlideGame from the start, freed at once). */
  legal({ run }) {
    const h = run.playGame('tutu');
    try {
      const cols = run.cols();
      const cells = Array.from(h.moves(), (c) => cellName(c, cols));
      return { text: t('lesson.slide.fact.legal', { n: cells.length, cells: list(cells), empty: cellName(h.empty(), cols) }) };
    } finally {
      h.free();
    }
  },
  /** The empty cell's walk over the recorded game: the core's start and moves. */
  walk({ run }) {
    const cols = run.cols();
    const walk = [run.startEmpty(), ...run.moves()];
    return { text: t('lesson.slide.fact.walk', { n: walk.length - 1, cells: walk.map((c) => cellName(c, cols)).join(t('practice.path.step')), distinct: new Set(walk).size }) };
  },
  /** How many cells the empty cell can ever enter, and how many it cannot (hatched). */
  graph(scene) {
    const total = scene.run.rows() * scene.run.cols();
    const n = inGraph(scene);
    return { text: t('lesson.slide.fact.graph', { n, total, out: total - n }) };
  },
  /** The starting maximum matching's size at the step (the core's counters). */
  matching(scene) {
    return { text: t('lesson.slide.fact.matching', { n: Number(scene.run.counters().matchingSize), cells: inGraph(scene) }) };
  },
  /** The last turn judged at the step: who is to move and whether they can force a win (the core's judgement). */
  judged({ run }) {
    const c = run.counters();
    const turn = c.judged.length;
    if (!turn) return null;
    const player = playerName(playerOf(turn));
    const key = c.judged[turn - 1] ? 'lesson.slide.fact.wins' : 'lesson.slide.fact.loses';
    return { text: t(key, { turn, player, empty: cellName(c.empty, run.cols()) }) };
  },
  /** Why the explained move was or was not a mistake: the core's explanation, in Explain's words. */
  why({ run, slide }) {
    return { text: sayWhy(slideExplain.certificate(run, ...slide.explain)) };
  },
};

export default {
  id: 'slide',
  game: 'slide',
  facts: FACTS,
  slides: [
    { key: 'rules', board: SAMPLE_1, facts: ['legal'] },
    { key: 'walk', board: SAMPLE_3, step: 'end', facts: ['walk'] },
    { key: 'colours', board: SAMPLE_3, facts: ['graph'] },
    { key: 'token', board: SAMPLE_3, at: { event: 'matching_done' }, facts: ['matching'] },
    { key: 'check', board: SAMPLE_3, at: { event: 'search_started' }, facts: ['event'] },
    { key: 'judged', board: SAMPLE_3, at: { event: 'judged' }, facts: ['judged'] },
    { key: 'path', board: LOST, at: { event: 'judged' }, facts: ['judged'] },
    { key: 'mistake', board: SAMPLE_1, step: 'end', explain: [0, 1], facts: ['why'] },
    { key: 'judge', board: SAMPLE_3, step: 'end', facts: ['output'] },
    { key: 'play', board: SAMPLE_3, play: 'tutu', facts: ['perfect'] },
  ],
};
