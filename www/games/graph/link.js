// The graph tab's address: `?game=graph&input=<URL-encoded judge input>&layout=force`,
// or a preset or board instead of `input` (read and written by presets.js), and `lang`
// as every page has. A link without any opens the core's default graph;
// parameters of the board games (algo, step, …) are named as not applying. A
// practice link (`?practice=graph&seed=…`) is the practice's: its graphs are the set's;
// a lesson link (`?lesson=graph&slide=…`) the lesson's: its graphs are the slides'.
// No DOM here: node's tests import it.
import { t } from '../../i18n/index.js';

/** The drawings a link may ask for (`layout=`). */
export const LAYOUTS = ['layered', 'force'];
const OWN = new Set(['game', 'input', 'layout', 'lang', 'preset', 'vertices', 'left', 'edges', 'seed', 'board', 'moves']);
// A practice link's own (www/lessons/practice.js reads and checks them).
const PRACTICE = new Set(['practice', 'kind', 'seed', 'count', 'q', 'game', 'lang']);
// A lesson link's own (www/lessons/index.js reads and checks them).
const LESSON = new Set(['lesson', 'slide', 'lang']);
const INPUT_IN_URL_MAX = 1_000_000; // characters of input a link carries; longer graphs are left out

/** Reads `search`: { input (text or null), layout ('layered' | 'force' | null), errors: [sentence] }. */
export function readLink(search) {
  const q = new URLSearchParams(search);
  const errors = [];
  let layout = q.get('layout');
  if (layout !== null && !LAYOUTS.includes(layout)) {
    errors.push(t('graph.badLayout', { layout, known: LAYOUTS.join(t('url.or')) }));
    layout = null;
  }
  const taught = q.has('lesson') ? LESSON : q.has('practice') ? PRACTICE : null;
  if (taught) {
    for (const [name, value] of q) if (!taught.has(name)) errors.push(t('graph.notHere', { name, value }));
    return { input: null, layout: null, errors };
  }
  for (const [name, value] of q) if (!OWN.has(name)) errors.push(t('graph.notHere', { name, value }));
  return { input: q.get('input'), layout, errors };
}

/**
 * The query for the graph shown: its source's parameters (`source`, [[name, value]]:
 * a preset or a board, from presets.js) or else its judge input unless it is the
 * default (`sample`) or too long for a link, the drawing chosen (null: the core's
 * sides decide), the language links carry (null: none).
 * addressOf({ text: '2 1\n1 2\n', sample: '…', layout: null, lang: null }) is '?game=graph&input=2+1%0A1+2%0A'.
 */
export function addressOf({ text, sample, layout, lang, source = null }) {
  const q = new URLSearchParams({ game: 'graph' });
  if (source) for (const [name, value] of source) q.set(name, value);
  else if (text !== sample && text.length <= INPUT_IN_URL_MAX) q.set('input', text);
  if (layout) q.set('layout', layout);
  if (lang) q.set('lang', lang);
  return `?${q}`;
}
