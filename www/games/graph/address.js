// The graph tab's address bar: the link's graph opened at start (the query read by
// link.js), the address written back after each change (URL_DELAY ms after the last
// one, by replaceState: an edit adds no history entry), and Copy embed code's query.
//
//   const address = graphAddress({ shown: () => ({ text, layout }), game, presets, run });
//   address.changed(); // after anything the address names: ?game=graph&input=…&layout=force
//   openLink({ start, apply, box, presets, notice }); // once, with the tab set up
import { linkLang, t } from '../../i18n/index.js';
import { INPUT_SHOWN_MAX } from './io.js';
import { addressOf, readLink } from './link.js';
import { GRAPH_BOX } from './viewer.js';

const URL_DELAY = 300;

/**
 * The address bar of the tab: { write(), changed(), embedQuery(), embedSize }. `shown()`:
 * the graph's judge input and the drawing asked for ({ text, layout }); `presets`: the
 * preset or board it came from (presets.js); `run`: run.js's (its player, atVerdict());
 * `teachingQuery()`: a lesson's or practice set's address, which wins (null: none).
 */
export function graphAddress({ shown, game, presets, run, teachingQuery }) {
  let timer = 0;
  const address = {
    async write() {
      clearTimeout(timer);
      const { text, layout } = shown();
      const query = teachingQuery() ?? addressOf({ text, sample: game.protocol.defaults.input, layout, lang: linkLang(), source: presets.query() });
      if (query !== location.search) history.replaceState(null, '', query + location.hash);
    },
    changed() {
      clearTimeout(timer);
      timer = setTimeout(() => address.write(), URL_DELAY);
    },
    /**
     * Copy embed code's query (www/shells/page/share.js): the graph shown as the address
     * names it (its input even when it is the default), the run's algorithm, greedy start
     * and step: `game=graph&input=…&algo=blossom&greedy=0&step=12`.
     */
    embedQuery() {
      const { text, layout } = shown();
      const q = new URLSearchParams(addressOf({ text, sample: null, layout, lang: linkLang(), source: presets.query() }));
      const r = run.player.run;
      if (r) {
        q.set('algo', r.algorithm());
        q.set('greedy', r.greedy() ? '1' : '0');
        const step = run.player.step;
        if (step) q.set('step', run.atVerdict() ? 'end' : String(step));
      }
      return `?${q}`;
    },
    /** The viewer's box for the graph, in a board's rows and columns (share.js sizes the iframe by it). */
    embedSize: GRAPH_BOX,
  };
  return address;
}

/**
 * Opens the page's link on the tab: `start(layout)` shows the default graph with the
 * drawing the link asks for (null: the core's sides decide), then the link's input goes
 * through `apply(text, source)` (left in the input `box` when the core refuses it, up to
 * INPUT_SHOWN_MAX characters), or its preset or board through `presets`; what was wrong
 * with the link goes to `notice(sentence)`.
 */
export function openLink({ start, apply, box, presets, notice }) {
  const link = readLink(location.search);
  start(link.layout);
  if (link.input !== null) {
    const error = apply(link.input, t('page.fromLink'));
    if (error) box.value = link.input.length <= INPUT_SHOWN_MAX ? link.input : '';
  } else presets.fromLink(location.search);
  if (link.errors.length) notice(t('page.linkProblem', { problems: link.errors.join(t('list.clauses')) }));
}
