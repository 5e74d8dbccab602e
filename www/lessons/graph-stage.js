// The graph tab's stage for lessons (www/lessons/index.js; the board games' is
// boardStage in slides.js): a slide of www/lessons/graph.js set up on the tab — its
// graph (judge input, or a board shown as its graph by the core), the run's options,
// recorded whole (a lesson's graphs are small), its step or event, the vertex
// explained — and the slide's facts, each sentence read from the core's answer for
// that graph (its two sides or odd cycle, the judge output, the counters, a
// certificate, the step's narration), never written into the slide.
//
//   const stage = graphStage(tab);   // tab: mountGraph's lesson hooks (page.js)
//   stage.show(slide, answered);     // → errors
//   stage.facts(slide, lesson);      // → [{ text, pre? }]
import { readEvents } from '../core/events.js';
import { list, num, t } from '../i18n/index.js';

const vertex = (v) => t('graph.vertex', { v: v + 1 });
const vertices = (vs) => list(Array.from(vs, vertex));

/**
 * tab: { load(text, options) → errors, run() (the GraphRun shown), input() (its
 * GraphInput), go(step), explain(v), clear(), narration() (the step's sentence),
 * boardAsGraph(boardText) → { text, cells } (the core's), onChange(fn) }.
 */
export function graphStage(tab) {
  return {
    show(slide, answered) {
      tab.clear();
      const text = slide.board ? tab.boardAsGraph(slide.board.input).text : slide.graph;
      const errors = tab.load(text, { algorithm: slide.algo ?? null, greedy: slide.greedy ?? null });
      if (errors.length) return errors;
      const run = tab.run();
      while (!run.isComplete()) run.record(1 << 16);
      tab.go(slide.ask && !answered ? 0 : slideStep(tab, slide));
      if (slide.explain !== undefined && (answered || !slide.ask)) tab.explain(slide.explain);
      return [];
    },
    facts(slide, lesson) {
      const out = [];
      for (const fact of slide.facts ?? []) {
        const say = FACTS[fact];
        if (!say) throw new Error(`lesson ${lesson?.id}: no fact "${fact}"`);
        const said = say({ tab, run: tab.run(), input: tab.input(), slide });
        out.push(...(Array.isArray(said) ? said : [said]).filter(Boolean));
      }
      return out;
    },
    onChange: (fn) => tab.onChange(fn),
  };
}

/** The slide's step on the tab's (complete) run: `at`'s event, else `step`. */
function slideStep(tab, slide) {
  const run = tab.run();
  if (!slide.at) return slide.step === 'end' ? run.lastStep() : (slide.step ?? 0);
  const { event, nth = 1, where = () => true } = slide.at;
  const found = readEvents(run, tab.protocol(), 0, run.recorded()).filter((e) => e.name === event && where(e));
  return found[nth - 1]?.step ?? 0;
}

const FACTS = {
  /** The two sides the core found (every edge joins them). */
  sides({ input }) {
    const sides = input.sides();
    if (sides.length !== input.n()) return null;
    const on = (side) => [...sides.keys()].filter((v) => sides[v] === side);
    return { text: t('lesson.fact.graphSides', { left: vertices(on(0)), right: vertices(on(1)) }) };
  },
  /** The odd cycle the core found. */
  cycle({ input }) {
    const cycle = input.oddCycle();
    if (!cycle.length) return null;
    const names = Array.from(cycle, (v) => num(v + 1));
    return { text: t('lesson.fact.graphCycle', { cycle: `${names.join(' – ')} – ${names[0]}` }) }; // as the tab's facts write a cycle
  },
  /** Who wins from which vertex: the core's winning starts (the judge output's). */
  starts({ run }) {
    const wins = run.winningStarts();
    if (!wins.length) return { text: t('lesson.fact.graphNoStart') };
    return { text: t('lesson.fact.graphStarts', { n: wins.length, vertices: vertices(wins) }) };
  },
  /** The maximum matching's size against the vertices: the core's counters at the end. */
  matching({ run, input }) {
    const size = Number(run.counters().matchingSize);
    const n = input.n();
    return [
      { text: t('lesson.fact.graphMatching', { n: size, covered: 2 * size, vertices: n }) },
      ...(2 * size === n ? [{ text: t('lesson.fact.graphPerfect') }] : []),
    ];
  },
  /** Why the slide's vertex wins or loses: the core's certificate (run.explain). */
  explain({ run, slide }) {
    const v = slide.explain;
    const ex = run.explain(v);
    return ex.wins ? { text: t('lesson.fact.vertexWins', { v: v + 1 }) } : { text: t('lesson.fact.vertexLoses', { v: v + 1, partner: ex.partner + 1 }) };
  },
  /** The event of the step, as the narration says it (the core's event). */
  event({ tab }) {
    const text = tab.narration();
    return text ? { text: t('lesson.fact.now', { text }) } : null;
  },
  /** The board's free cells as the graph's vertices, row by row: the core's numbering. */
  cells({ tab, slide }) {
    const { cells } = tab.boardAsGraph(slide.board.input);
    const named = cells.map(([r, c], v) => `${v + 1} = ${t('cell.name', { r: r + 1, c: c + 1 })}`);
    return { text: t('lesson.fact.boardCells', { cells: list(named) }) };
  },
  /** The judge's output for the graph, as the core prints it. */
  output({ run }) {
    return { text: t('lesson.fact.graphOutput'), pre: run.judgeOutput() ?? '' };
  },
};
