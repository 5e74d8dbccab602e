// The graph's practice kind (?practice=graph, the token game on any graph), as
// www/lessons/questions.js's KINDS takes them. JS never decides an answer: each
// question (a small random graph, bipartite and not in turn, and its winning starts)
// and the check of an answer with its certificate are the core's, from the seed and
// the question's number (crate/src/graph/practice.rs: graphPracticeQuestion and
// graphPracticeCheck); the words and the drawing of the certificate are
// www/games/graph/practice.js's. The questions are asked on the graph tab
// (GraphBoard there): an answer's items are vertices, 0-based.
//
//   graph-winning-starts  click every vertex where the player who places the token
//                         wins, or No winning start (the judge's LOSE)
import { list, t } from '../i18n/index.js';
import { drawWhy, sayWhy } from '../games/graph/practice.js';

const KIND = 'graph-winning-starts';
const vertexName = (v) => t('practice.graph.vertex', { v: v + 1 });

export const GRAPH_KINDS = {
  [KIND]: {
    game: 'graph',
    /** Any vertex may be chosen (the board says which numbers are vertices). */
    cells: () => true,
    choices: [['none', 'practice.noStart']], // the answer with no vertex
    nothing: `practice.nothing.${KIND}`,
    terms: { keys: 'practice.graph.keys', missed: 'practice.graph.missed', wrong: 'practice.graph.wrong' },
    /** The core's question: { input (judge input), right: Set of vertices }. */
    make(core, game, seed, index) {
      const q = core.graphPracticeQuestion(KIND, seed, index);
      return { input: q.input, right: new Set(q.right) };
    },
    solve(q) {
      q.shown = null;
    },
    prompt: () => t(`practice.prompt.${KIND}`),
    /** The core's check: { ok, missed, wrong }; its certificate (of the first vertex chosen wrongly, else the first missed) kept in q.shown to say and draw. */
    judge(q, { selected, answer, core }) {
      const vertices = Uint32Array.from(answer === 'none' ? [] : [...selected]);
      const v = core.graphPracticeCheck(KIND, q.seed, q.index, vertices);
      q.shown = v.why;
      return { ok: v.ok, missed: v.missed, wrong: v.wrong };
    },
    reasons: (q) => (q.shown ? [sayWhy(q.shown)] : []),
    /** The certificate the reasons said, once checked wrong. */
    draw(ctx, view, q, { pal, explained }) {
      if (explained && q.shown) drawWhy(ctx, view, q.shown, pal);
    },
    /** What draw() shows: the vertex, the path, the matching drawn (flipped along the path for a win) and the partner. */
    drawn(q, board, { wrong }) {
      const ex = wrong ? q.shown : null;
      if (!ex) return null;
      return { vertex: ex.vertex, wins: ex.wins, path: ex.path, matching: ex.wins ? ex.flipped : ex.matching, partner: ex.partner ?? null };
    },
    answerText(q) {
      const vertices = [...q.right].sort((a, b) => a - b).map(vertexName);
      return vertices.length ? t('practice.answer.graph', { n: vertices.length, vertices: list(vertices) }) : t('practice.answer.graphNone');
    },
  },
};
