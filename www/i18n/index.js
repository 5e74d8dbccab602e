// The page's words in its language: English (www/i18n/messages/en.json, always loaded) or
// Simplified Chinese (www/i18n/messages/zh-CN.json, loaded only when chosen, by a dynamic
// import, so English pages do not carry it). No framework: a key, a catalogue per
// language, Intl for plurals and numbers. No DOM needed (node's tests import it).
//
// The catalogues are JSON data, one flat object each: keys are 'area.name', grouped by
// area (a blank line between areas, new areas at the end); a value is the text, its
// {params} filled in by t(), or a plural { "one": …, "other": … } chosen by the param n.
// The lessons' and practice's words are in lessons.en.json and lessons.zh-CN.json,
// added only when a lesson or practice opens (www/lessons/words.js); the mine, slide and
// graph games' words (mine.*, slide.*, graph.*) in <game>.<lang>.json, added with the
// game's module (addWords), and so play mode's and the Export and Copy embed code
// dialogs' (playmode.*, export.*, share.*: playmode.<lang>.json, …; the play button's
// own words stay, index.html shows them), so the token game's page does not carry them. A slide's text is
// teaching prose that holds on any board; what it says about the board shown (who wins,
// which cells, a value) is a `lesson.fact.*` sentence filled in from the core's answer.
// The core's (Rust's) error messages are said again in Chinese by the rules of
// messages/zh-CN-errors.js (code, not data), loaded with the Chinese catalogue by
// www/i18n/zh-CN.js.
//
// To add a string:
//  1. Put `"area.name": "English text with {param}"` in www/i18n/messages/en.json, among
//     its area's keys (or a new area, after a blank line, at the end of the file); a
//     mine.*, slide.*, graph.*, playmode.*, export.* or share.* key in its own <area>.en.json.
//  2. Put the same key in www/i18n/messages/zh-CN.json, same place, same {params}.
//     (zh-CN.json, or <area>.zh-CN.json beside <area>.en.json).
//     tests/unit/messages.test.js fails while a key or a {param} is missing from either
//     (tests/unit/lessons-messages.test.js, for the lessons' catalogues).
//  3. Call t('area.name', { param: value }). Numbers in params are formatted for the
//     language (1,200); a value may be a plural: { one: '{n} cell', other: '{n} cells' },
//     chosen by the param `n` through Intl.PluralRules (Chinese has only `other`).
//  Static text of index.html (and of <gridplay-viewer>'s markup in www/embed.js):
//  mark the element data-i18n="key" (its text), data-i18n-html="key" (trusted markup)
//  or data-i18n-title / -aria-label / -placeholder (attributes). Its English is the
//  markup's own text, read into the English catalogue at start (harvest(): English is
//  not written twice, the page weight budget is tight); its other languages go in their
//  catalogues. translatePage() fills them in.
//
// Notes for translators on some keys:
//  - view.explainLater: visible text beside the board, saying why Explain is disabled.
//  - verdict.game.*: the verdict box during a game (play mode): the game's state, not
//    the solver's.
//  - counter.atLeast: counters (every game's) on the last step of a run too long to record
//    (counts of the recorded part); the no-break space (\u00a0) keeps the sign with the number.
//  - export.join: what goes between the sentences of the export note (a space in
//    English, nothing in Chinese).
//  - offline.file*: written into index.html by the build (scripts/offline.js): opened as
//    a file, the page's scripts cannot run, so the notice shows both languages at once.
//
// Chinese terms as Chinese olympiad coaches use them: 二分图, 二分图博弈, 黑白染色,
// 最大匹配, 完美匹配, 匈牙利算法, 带花树, 增广路, 交错路, 奇环, 先手/后手, 必胜/必败,
// 连通块, 洪水填充, SG 函数, mex, 异或. The judges' words (WIN, LOSE, Xiemao, Fanglaoshi)
// stay as printed, with their meaning beside them.
//
// Choosing the language: ?lang=zh-CN|en, else the choice remembered in localStorage
// (the Language select), else the first of navigator.languages that is English or
// Chinese, else English. <gridplay-viewer> on another page: its lang attribute, else
// the nearest lang of the page around it (www/embed.js). One language per document.
import en from './messages/en.json' with { type: 'json' };

export const LANGUAGES = [
  ['en', 'English'],
  ['zh-CN', '简体中文'],
];
const STORE_KEY = 'gridplay.lang';
const loaders = { 'zh-CN': () => import('./zh-CN.js') };
const catalogues = { en };
const coreRules = { en: null }; // per language: the core's messages translated, or null (as they are)
const extras = []; // words added with a part of the page: { [lang]: loader of { default: words } }

let current = 'en';
let messages = en;
let explicit = false; // chosen by ?lang= or remembered: links carry it
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');

/** A language tag as one of ours ('en', 'zh-CN'), or null: zh, zh-Hans, zh-cn… are 'zh-CN'. */
export function normalizeLang(tag) {
  const t = String(tag ?? '').trim().toLowerCase();
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN';
  return null;
}

/**
 * The language to show: { lang, explicit }. search: location.search; stored: the
 * remembered choice; preferred: navigator.languages.
 */
export function chooseLang(search = '', stored = null, preferred = []) {
  const asked = normalizeLang(new URLSearchParams(search).get('lang'));
  if (asked) return { lang: asked, explicit: true };
  const kept = normalizeLang(stored);
  if (kept) return { lang: kept, explicit: true };
  for (const tag of preferred ?? []) {
    const lang = normalizeLang(tag);
    if (lang) return { lang, explicit: false };
  }
  return { lang: 'en', explicit: false };
}

/**
 * Adds the words of a part of the page loaded on demand (a game's module): `english`
 * at once, and for each other language its loader, run when that language's
 * catalogue is loaded (now, if it is). Resolves once the words of every loaded
 * language are in. Example: addWords(mineEn, { 'zh-CN': () => import('./words.zh-CN.js') }).
 */
export async function addWords(english, others) {
  Object.assign(en, english);
  extras.push(others);
  await Promise.all(Object.keys(others).filter((l) => catalogues[l]).map((l) => merge(l, others[l])));
}

/** Merges the words `load()` gives into `lang`'s catalogue. */
async function merge(lang, load) {
  Object.assign(catalogues[lang], (await load()).default);
}

/** Loads `lang`'s catalogue (once, with the words added so far) and makes it the current language. */
export async function setLang(lang, { isExplicit = explicit } = {}) {
  const want = normalizeLang(lang) ?? 'en';
  if (!catalogues[want]) {
    const module = await loaders[want]();
    catalogues[want] = module.default;
    coreRules[want] = module.coreMessages ?? null;
    await Promise.all(extras.filter((x) => x[want]).map((x) => merge(want, x[want])));
  }
  current = want;
  messages = catalogues[want];
  explicit = isExplicit;
  plurals = new Intl.PluralRules(want);
  numbers = new Intl.NumberFormat(want);
  return want;
}

/** The page's start: chooses (chooseLang), loads, and sets <html lang>. */
export async function startLang() {
  let stored = null;
  try {
    stored = globalThis.localStorage?.getItem(STORE_KEY) ?? null;
  } catch {
    // storage refused (privacy settings): no remembered choice
  }
  const search = globalThis.location?.search ?? '';
  const { lang, explicit: isExplicit } = chooseLang(search, stored, globalThis.navigator?.languages);
  await setLang(lang, { isExplicit });
  if (globalThis.document) document.documentElement.lang = current;
  return current;
}

/** Remembers `lang` as the reader's choice (the Language select). */
export function rememberLang(lang) {
  try {
    globalThis.localStorage?.setItem(STORE_KEY, lang);
  } catch {
    // not remembered; ?lang= in the address still holds it
  }
}

/** The current language's translation of the core's English messages (message → text or null), or null. */
export const coreMessages = () => coreRules[current];

/** The current language: 'en' or 'zh-CN'. */
export const lang = () => current;

/** The language links should carry (?lang=, lang="…"), or null: chosen, or not English. */
export const linkLang = () => (explicit || current !== 'en' ? current : null);

/** A number formatted for the current language: 1,200. */
export const num = (n) => numbers.format(n);

/** A list joined as the language joins them: "a, b", "a、b". */
export const list = (items) => items.join(t('list.separator'));

/** Whether `key` has words (in the current language, or English). */
export const has = (key) => key in messages || key in en;

/**
 * The message `key` in the current language, its {params} filled in (numbers
 * formatted). A missing key falls back to English, then to the key itself.
 */
export function t(key, params = {}) {
  let text = messages[key] ?? en[key];
  if (text === undefined) {
    console.error(`i18n: no message ${key}`);
    return key;
  }
  if (typeof text === 'object') text = text[plurals.select(Number(params.n ?? 0))] ?? text.other;
  return fill(text, params);
}

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!(name in params)) return whole;
    const v = params[name];
    return typeof v === 'number' ? numbers.format(v) : String(v);
  });
}

// The data-i18n attributes: [dataset name, how to read the English, how to write].
const MARKED = [
  ['i18n', (el) => el.textContent, (el, text) => (el.textContent = text)],
  ['i18nHtml', (el) => el.innerHTML, (el, text) => (el.innerHTML = text)],
  ...['title', 'aria-label', 'placeholder'].map((name) => [
    `i18n${name.replace(/(^|-)(\w)/g, (_, _dash, c) => c.toUpperCase())}`,
    (el) => el.getAttribute(name) ?? '',
    (el, text) => el.setAttribute(name, text),
  ]),
];
const selector = (data) => `[data-${data.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;

/**
 * Reads the English of the data-i18n* elements under `root` into the English
 * catalogue (keys it has already keep theirs), then, for another language, writes
 * that language's text in.
 */
export function translatePage(root = document) {
  for (const [data, read, write] of MARKED) {
    for (const el of root.querySelectorAll(selector(data))) {
      const key = el.dataset[data];
      en[key] ??= read(el).replace(/\s+/g, ' ').trim();
      if (current !== 'en') write(el, t(key));
    }
  }
}
