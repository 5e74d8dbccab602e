// What every game module says the same way, each under its own message keys: the
// timeline's tick words (`<id>.tick.*`) and the game's words on the page
// (`<id>.text.*`). Read when asked, so they follow the page's language.
import { has, num, t } from '../i18n/index.js';

/**
 * Timeline ticks: the words for each kind, and `kinds` (which event codes are which:
 * the protocol's marks, from `marks()`). timelineWords('mine', …).step is
 * t('mine.tick.step'): 'regions finished' in English.
 */
export function timelineWords(id, marks) {
  return {
    get phase() {
      return t(`${id}.tick.phase`);
    },
    get step() {
      return t(`${id}.tick.step`);
    },
    get end() {
      return t(`${id}.tick.end`);
    },
    get kinds() {
      return marks();
    },
  };
}

/**
 * The game's words on the page (title, rules, editing hints, …) and its CLI command,
 * `gridplay <id>`. `edit`, the hint of a game edited as text only (`<id>.text.edit`,
 * slide's), is read only when asked: the games edited by clicks have none.
 */
export function pageText(id) {
  const k = (name) => t(`${id}.text.${name}`);
  return {
    title: k('title'),
    description: k('description'),
    sub: k('sub'),
    rules: k('rules'),
    problem: k('problem'),
    get edit() {
      return k('edit');
    },
    density: k('density'),
    command: `gridplay ${id}`,
    cell: k('cell'),
    cells: k('cells'),
  };
}

/**
 * Gives `game` the members every game says alike, each read when asked (so they
 * follow the page's language): `timeline` (timelineWords, with the protocol's marks
 * from `marks()`), `text` (pageText) and `presets` (the core's presets from
 * `presets()`, each with its label t('<id>.preset.<preset id>')). Returns `game`.
 */
export function withWords(game, presets, marks) {
  const { id } = game;
  return Object.defineProperties(game, {
    timeline: { value: timelineWords(id, marks), enumerable: true },
    text: { get: () => pageText(id), enumerable: true },
    presets: { get: () => presets().map((p) => ({ ...p, label: t(`${id}.preset.${p.id}`) })), enumerable: true },
  });
}

/**
 * Checks that `protocol` names nothing game `id` has no words for: each event (one of
 * `narrated`, the events the module narrates), each preset (`<id>.preset.<preset>`)
 * and each judge format (a label in `formats`, or `<id>.format.<format>` when
 * `formats` is null). Throws, after naming them in the console: an unknown name is an
 * error at registration, never shown as a bare key or a generic line.
 * lacksWords('mine', protocol, NARRATED, { hdu4678: 'HDU 4678' }) passes on the real core.
 */
export function lacksWords(id, protocol, narrated, formats = null) {
  const lacking = [
    ...protocol.events.filter((e) => !narrated.includes(e.name)).map((e) => `event ${e.name}`),
    ...protocol.presets.filter((p) => !has(`${id}.preset.${p.id}`)).map((p) => `preset ${p.id}`),
    ...protocol.formats.filter((f) => (formats ? !formats[f] : !has(`${id}.format.${f}`))).map((f) => `format ${f}`),
  ];
  if (lacking.length) {
    const message = `${id}: no words for the core's ${lacking.join(', ')}`;
    console.error(message);
    throw new Error(message);
  }
}

/**
 * The pseudocode panel of game `id` (every game's, one table form): `table` holds a
 * heading as a message key alone and a line as [key, names of the events it stands
 * for], keys under `<id>.code.`; the current line is the first whose events include
 * `current` (none for null). Returns { lines: [{ text, head }], current: index or -1 },
 * which the page's one panel (www/shells/page/panels.js) shows. Cost: one t() a line.
 * codeTable('mine', ['head', ['start', ['start']]], 'start') is
 * { lines: [{ text: t('mine.code.head'), head: true }, { text: t('mine.code.start'), head: false }], current: 1 }.
 */
export function codeTable(id, table, current) {
  return {
    lines: table.map((l) => (typeof l === 'string' ? { text: t(`${id}.code.${l}`), head: true } : { text: t(`${id}.code.${l[0]}`), head: false })),
    current: current == null ? -1 : table.findIndex((l) => Array.isArray(l) && l[1].includes(current)),
  };
}

/**
 * The counters' number words for `view`: n(x) a count; m(x) a count of events, which
 * on the tail (the rest solved without events) is "at least" the recorded part's.
 */
export function counting(view) {
  const n = (x) => num(Number(x));
  const m = (x) => (view.tail ? t('counter.atLeast', { n: Number(x) }) : n(x));
  return { n, m };
}
