// A lesson slide is data: a board and the run's options, a step, a game in play mode
// or a cell explained, and the sentences it says. show() sets the real Session up as
// the slide says (the page's and <gridplay-viewer>'s own session), in one go, so a
// slide opens the same way by link, by Next or by Previous; facts() says what the
// slide claims about its board, each sentence read from the core's answer for that
// board (the judge output, the counters, a certificate, an event), never written
// into the slide.
//
//   { key: 'sample',                       // words: lesson.<lesson>.<key>.title / .text
//     board: { preset: 'sample' },          // or { input: '1 3\n...\n' }
//     moves: 'king', algo: 'blossom', greedy: false,   // the run's options (defaults: the core's)
//     step: 'end',                          // a step number or 'end' (default 0), or instead
//     at: { event: 'path_found', where: (e) => e.len >= 4, nth: 1 },   // the step of an event
//     play: 'mover',                        // a game against the computer in this role
//     overlay: false,                       // …with the game's matching / values overlay off (default on)
//     explain: [2, 1],                      // Explain on this cell (0-based), at the end
//     facts: ['starts', 'matching'],        // the sentences below, in order
//     ask: true }                           // the slide asks: it opens at step 0 without its
//                                           // facts, and its answer (its step and facts) is
//                                           // shown on request (Show the answer, or Next)
import { readEvents } from '../core/events.js';
import { list, t } from '../i18n/index.js';

/** A cell as the game numbers it (the token game from 1, mine from 0). */
let base = 1;
const name = (r, c) => t('cell.name', { r: r + base, c: c + base });

/**
 * A board game's stage for lessons (www/lessons/index.js): what sets a slide up on
 * `session` and says its facts, and what tells of a board changed by hand.
 * hooks: { play, explain, opened } as show() takes them.
 */
export function boardStage({ session, play, explain, opened }) {
  return {
    show: (slide, answered) => show(session, slide, { play, explain, opened }, answered),
    facts: (slide, lesson) => facts(session, slide, { play, lesson }),
    onChange: (fn) => session.on('run', fn),
  };
}

/** The slide's board as readUrl gives boards (session.load): its input, or a preset at the game's defaults. */
export function slideBoard(game, slide) {
  const b = slide.board;
  if (b.input !== undefined) return { input: b.input };
  const d = game.defaults;
  return { preset: b.preset, rows: b.rows ?? d.rows, cols: b.cols ?? d.cols, density: b.density ?? d.density, seed: b.seed ?? d.seed };
}

/** The run's options for the slide: its algorithm, else the core's for its move rule. */
export function slideOptions(game, slide) {
  const moves = slide.moves ?? null;
  return { algorithm: slide.algo ?? game.defaultAlgorithm(moves), greedy: slide.greedy ?? null, moves, case: 1 };
}

/**
 * Sets `session` up as `slide` says: opens its board with its options, records the
 * (small) run whole, goes to its step, then starts its game or explains its cell.
 * hooks: { play (a PlayMode), explain(r, c) (the page's Explain tool, optional),
 * opened(run) (the page's editor) }. `answered` false: an asking slide's board before
 * its answer (step 0). Returns the errors of the board (none for a good lesson).
 */
export function show(session, slide, hooks, answered = true) {
  hooks.play?.leave();
  session.player.pause();
  session.options = slideOptions(session.game, slide);
  const { errors } = session.load(slideBoard(session.game, slide), null);
  const run = session.run;
  while (!run.isComplete()) run.record(1 << 16);
  session.player.go(slide.ask && !answered ? 0 : slideStep(session, slide));
  hooks.opened?.(run);
  if (slide.play && hooks.play) {
    // A fresh game: its log, hints and overlay as the slide says, whatever the last slide left.
    const error = hooks.play.start(slide.play, { overlay: slide.overlay ?? true, hints: false });
    if (error) errors.push(error);
  }
  if (slide.explain && hooks.explain) hooks.explain(...slide.explain);
  return errors;
}

/** The slide's step on the session's (complete) run: `at`'s event, else `step`. */
export function slideStep(session, slide) {
  const run = session.run;
  if (!slide.at) return slide.step === 'end' ? run.lastStep() : (slide.step ?? 0);
  const { event, nth = 1, where = () => true } = slide.at;
  const found = readEvents(run, session.game.protocol, 0, run.recorded()).filter((e) => e.name === event && where(e));
  return found[nth - 1]?.step ?? 0;
}

/**
 * The slide's sentences about its board: [{ text }] or [{ text, pre }] (the judge
 * output), from the core's answers. `play`: the PlayMode (for the game's perfect-play
 * winner); `lesson`: its own `facts` (by name, as FACTS below) come first.
 */
export function facts(session, slide, { play, lesson } = {}) {
  const out = [];
  const { core, run, game } = session;
  base = game.coordinates.base;
  for (const fact of slide.facts ?? []) {
    const say = lesson?.facts?.[fact] ?? FACTS[fact];
    if (!say) throw new Error(`lesson ${lesson?.id}: no fact "${fact}"`);
    const said = say({ core, run, game, session, slide, play });
    out.push(...(Array.isArray(said) ? said : [said]).filter(Boolean));
  }
  return out;
}

/**
 * Winning start cells [[r, c]] (0-based) and the verdict of a complete geography run,
 * under its move rule: the core's winningStarts() (the judge output's cells).
 */
export function geographyStarts(run) {
  const flat = run.winningStarts();
  if (!flat) throw new Error('geographyStarts: the run is not complete');
  const cells = [];
  for (let i = 0; i < flat.length; i += 2) cells.push([flat[i], flat[i + 1]]);
  return { win: cells.length > 0, cells };
}

const FACTS = {
  /** Who wins from which start (geography): the core's judge output. */
  starts({ run }) {
    const { win, cells } = geographyStarts(run);
    if (!win) return { text: t('lesson.fact.noStart') };
    return { text: t('lesson.fact.starts', { n: cells.length, cells: list(cells.map(([r, c]) => name(r, c))) }) };
  },
  /** The maximum matching's size against the free cells (geography): the core's counters at the end. */
  matching({ run }) {
    const c = run.counters();
    const n = Number(c.matchingSize);
    const free = Number(c.freeCells);
    const left = free - 2 * n;
    return [
      { text: t('lesson.fact.matching', { n, covered: 2 * n, free }) },
      { text: left === 0 ? t('lesson.fact.perfectMatching') : t('lesson.fact.uncovered', { n: left }) },
    ];
  },
  /** Why the slide's cell wins or loses: the core's certificate (run.explain). */
  explain({ run, slide }) {
    const [r, c] = slide.explain;
    const ex = run.explain(r, c);
    return ex.wins
      ? { text: t('lesson.fact.cellWins', { cell: name(r, c) }) }
      : { text: t('lesson.fact.cellLoses', { cell: name(r, c), partner: name(...ex.partner) }) };
  },
  /** Who wins the game on with perfect play: the core's game handle (play().perfect). */
  perfect({ play }) {
    const s = play?.state();
    if (!s) return null;
    return { text: t(s.perfect === 'you' ? 'lesson.fact.youWin' : 'lesson.fact.computerWins') };
  },
  /** The event of the step, as the narration says it (the core's event). */
  event({ session }) {
    const view = session.inspect();
    const lines = session.game.narrate(view);
    const now = lines.findLast((l) => l.step === view.step) ?? lines.at(-1);
    return now ? { text: t('lesson.fact.now', { text: now.text }) } : null;
  },
  /** Three cells that touch each other (king and hex moves): the core's run.triangle(). */
  triangle({ run }) {
    const tri = Array.from(run.triangle());
    if (tri.length !== 6) return null;
    return { text: t('lesson.fact.triangle', { a: name(tri[0], tri[1]), b: name(tri[2], tri[3]), c: name(tri[4], tri[5]) }) };
  },
  /** The judge's output for the board, as the core prints it. */
  output({ run, game }) {
    return { text: t('lesson.fact.output'), pre: run.judgeOutput(game.formats[0]?.[0]) ?? '' };
  },
  /** A mine region's value and its bordering numbers: the core's explanation (the Explain panel's). */
  region({ run, slide, game }) {
    const [r, c] = slide.explain;
    const ex = game.explain.certificate(run, r, c);
    return { text: t('lesson.fact.mineRegion', { cell: name(r, c), n: ex.count, value: ex.value }) };
  },
  /** Mine's parts: each region's value and the lone numbers (the core's values at the step). */
  parts({ run }) {
    const regions = Array.from(run.regionGrundy()).filter((g) => g > 0);
    const lone = Number(run.counters().loneNumbers);
    const parts = regions.map((g, i) => t('lesson.fact.minePart', { region: i + 1, value: g }));
    if (lone) parts.push(t('lesson.fact.mineLone', { n: lone }));
    return { text: t('lesson.fact.mineParts', { parts: list(parts) }) };
  },
  /** Mine's winner and XOR: the core's verdict. */
  winner({ run }) {
    const c = run.counters();
    return { text: t('lesson.fact.mineWinner', { who: t(c.verdict === 'Xiemao' ? 'lesson.fact.mineFirst' : 'lesson.fact.mineSecond'), xor: c.xor }) };
  },
  /** Numbers bordering two regions (the promise broken): the core's sharedCells(). */
  shared({ run }) {
    const n = run.sharedCells().length;
    return { text: n ? t('lesson.fact.mineBroken', { n }) : t('lesson.fact.mineKept') };
  },
  /** The true winner by the core's exact search, whatever the promise. */
  exact({ run }) {
    const e = run.exact();
    if (e.status !== 'known') return null;
    return { text: t('lesson.fact.mineExact', { who: t(e.winner === 'Xiemao' ? 'lesson.fact.mineFirst' : 'lesson.fact.mineSecond') }) };
  },
};
