// The message catalogues (www/i18n/messages/*.json) and the lookup (www/i18n/index.js): every key
// of one language is in the other with the same {params}; plurals have the forms the
// language needs; index.html's static English is the catalogue's; choosing a language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { chooseLang, normalizeLang, setLang, t } from '../../www/i18n/index.js';
import { EN as en, FILES, ZH as zh } from '../catalogues.js';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The English of the static markup (index.html, <gridplay-viewer>'s in www/shells/viewer-markup.js):
 * { key: text }, as translatePage() reads it; each key once, with one text.
 */
function markupEnglish() {
  const squash = (s) => s.replace(/\s+/g, ' ').trim();
  const out = {};
  const put = (key, text, where) => {
    if (key in out) assert.equal(text, out[key], `${where}: ${key} has two English texts`);
    out[key] = text;
  };
  for (const file of ['index.html', 'www/shells/viewer-markup.js']) {
    const html = readFileSync(join(ROOT, file), 'utf8');
    // Elements whose whole content is a key: <tag … data-i18n="key" …>text</tag> (no nesting).
    for (const m of html.matchAll(/<(\w+)[^>]*\sdata-i18n(-html)?="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g)) {
      const [, , isHtml, key, inner] = m;
      assert.ok(isHtml || !inner.includes('<'), `${file}: ${key} holds markup: use data-i18n-html`);
      put(key, squash(inner), file);
    }
    for (const m of html.matchAll(/\s(title|aria-label|placeholder)="([^"]*)"(?=([^>]*))/g)) {
      const [, attr, value, rest] = m;
      const key = new RegExp(`data-i18n-${attr}="([^"]+)"`).exec(rest)?.[1];
      if (key) put(key, value, file);
    }
    const named = [...html.matchAll(/data-i18n[\w-]*="([^"]+)"/g)].map((m) => m[1]);
    for (const key of named) assert.ok(key in out, `${file}: ${key} is marked but its English was not read`);
  }
  return out;
}

const MARKUP = markupEnglish();
const EN = { ...MARKUP, ...en };
const CATALOGUES = { en: EN, 'zh-CN': zh };

/** The {params} of a message (a string, or a plural's forms together). */
function params(value) {
  const texts = typeof value === 'string' ? [value] : Object.values(value);
  return [...new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
}

test('every key of each catalogue is in the other, with the same {params}', () => {
  assert.ok(Object.keys(MARKUP).length > 80, `only ${Object.keys(MARKUP).length} strings read from the markup`);
  for (const [a, b] of [['en', 'zh-CN'], ['zh-CN', 'en']]) {
    const missing = Object.keys(CATALOGUES[a]).filter((k) => !(k in CATALOGUES[b]));
    assert.deepEqual(missing, [], `keys of ${a} missing from ${b}`);
  }
  for (const key of Object.keys(EN)) {
    assert.deepEqual(params(zh[key]), params(EN[key]), `{params} of ${key}`);
  }
});

test("the markup's English and en.json agree where both have a key", () => {
  for (const key of Object.keys(MARKUP).filter((k) => k in en)) assert.equal(MARKUP[key], en[key], key);
});

test('no key is written twice in a catalogue file (the second would silently win)', () => {
  const all = { en: [], 'zh-CN': [] };
  for (const [lang, files] of Object.entries(FILES)) {
    for (const [name, words] of files) {
      const text = readFileSync(join(ROOT, 'www/i18n/messages', name), 'utf8');
      const keys = [...text.matchAll(/^  "((?:[^"\\]|\\.)*)":/gm)].map((m) => JSON.parse(`"${m[1]}"`));
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      assert.deepEqual(twice, [], name);
      assert.equal(keys.length, Object.keys(words).length, `${name}: a key not at the start of a line`);
      all[lang].push(...keys);
    }
    // Nor across a language's files (a game's words would overwrite the main's).
    assert.deepEqual(all[lang].filter((k, i) => all[lang].indexOf(k) !== i), [], lang);
  }
});

test('every message is text, and each plural has the forms its language uses', () => {
  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, value] of Object.entries(catalogue)) {
      if (typeof value === 'string') {
        assert.ok(value.length > 0 || ['list.separator', 'export.join'].includes(key), `${lang} ${key} is empty`);
        continue;
      }
      assert.equal(typeof value, 'object', `${lang} ${key}`);
      for (const form of forms) assert.equal(typeof value[form], 'string', `${lang} ${key} lacks the plural form ${form}`);
      assert.ok('n' in Object.fromEntries(params(value).map((p) => [p, 1])), `${lang} ${key}: a plural needs {n}`);
    }
  }
});

test('the Chinese catalogue is Chinese: no message is left in English', () => {
  // Words that stay as they are: the brand, problem and algorithm names, the judges'
  // words, key names, formats, and the short names of the notation.
  const allowed = new Set(
    (
      'gridplay Luogu BZOJ LOJ HDU JSOI NOI Hopcroft Karp WIN LOSE Xiemao Fanglaoshi Space Enter Esc Shift Ctrl Home End ' +
      'PageUp PageDown SG BFS DFS PNG WebM GIF iframe HTML Language English Mine Case geography mine explain max visits exact ' +
      'wasm GitHub Pages dist UTF MediaRecorder HTTP ' +
      // link parameters and attributes, as written in a link
      'speed instant controls theme greedy case step end density seed size board play embed layout ' +
      'Grundy mex try x y g k r u v w p d R N M K T U FEFF'
    ).split(' '),
  );
  for (const [key, value] of Object.entries(zh)) {
    const texts = typeof value === 'string' ? [value] : Object.values(value);
    for (const text of texts) {
      const words = text
        .replace(/<[^>]+>/g, ' ') // markup
        .replace(/gridplay-viewer/g, ' ') // the element's name
        .replace(/\{\w+\}/g, ' ') // params
        .match(/[A-Za-z]{2,}/g) ?? [];
      const english = words.filter((w) => !allowed.has(w));
      assert.deepEqual(english, [], `zh-CN ${key}: ${text}`);
    }
  }
});

test('the language: ?lang=, else the remembered choice, else the browser, else English', () => {
  assert.deepEqual(chooseLang('?lang=zh-CN', 'en', ['en-US']), { lang: 'zh-CN', explicit: true });
  assert.deepEqual(chooseLang('?lang=zh', null, []), { lang: 'zh-CN', explicit: true });
  assert.deepEqual(chooseLang('?lang=en', 'zh-CN', ['zh-CN']), { lang: 'en', explicit: true });
  assert.deepEqual(chooseLang('?lang=fr', 'zh-CN', []), { lang: 'zh-CN', explicit: true });
  assert.deepEqual(chooseLang('', null, ['fr-FR', 'zh-Hans-CN', 'en']), { lang: 'zh-CN', explicit: false });
  assert.deepEqual(chooseLang('', null, ['de', 'en-GB', 'zh-CN']), { lang: 'en', explicit: false });
  assert.deepEqual(chooseLang('', null, ['fr']), { lang: 'en', explicit: false });
  assert.deepEqual(chooseLang('', 'garbage', undefined), { lang: 'en', explicit: false });
  assert.equal(normalizeLang('ZH-cn'), 'zh-CN');
  assert.equal(normalizeLang('ja'), null);
});

test('t() fills params, formats numbers and picks plurals by language', async () => {
  try {
    await setLang('en');
    assert.equal(t('play.stepOf', { step: 1200, last: 34567 }), 'Step 1,200 of 34,567');
    await setLang('zh-CN');
    assert.equal(t('play.stepOf', { step: 1200, last: 34567 }), '第 1,200 步，共 34,567 步');
    assert.equal(t('play.play'), '播放');
  } finally {
    await setLang('en');
  }
});
