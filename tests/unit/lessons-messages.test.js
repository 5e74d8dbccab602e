// The lessons' catalogues (www/i18n/messages/lessons.en.json, lessons.zh-CN.json): every key
// of one is in the other with the same {params} and the plural forms the language needs;
// no key repeats one of the page's catalogues; every slide of every lesson and every
// practice kind has its words in both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EN as en, ZH as zh } from '../catalogues.js';
import lessonsEn from '../../www/i18n/messages/lessons.en.json' with { type: 'json' };
import lessonsZh from '../../www/i18n/messages/lessons.zh-CN.json' with { type: 'json' };
import geography from '../../www/lessons/geography.js';
import mine from '../../www/lessons/mine.js';
import slide from '../../www/lessons/slide.js';
import { KINDS } from '../../www/lessons/questions.js';

const params = (value) => {
  const texts = typeof value === 'string' ? [value] : Object.values(value);
  return [...new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

test('both lesson catalogues have the same keys and {params}', () => {
  assert.deepEqual(Object.keys(lessonsZh).sort(), Object.keys(lessonsEn).sort());
  for (const key of Object.keys(lessonsEn)) assert.deepEqual(params(lessonsZh[key]), params(lessonsEn[key]), key);
});

test('plurals: English has one and other, Chinese other', () => {
  for (const [key, value] of Object.entries(lessonsEn)) if (typeof value === 'object') assert.deepEqual(Object.keys(value).sort(), ['one', 'other'], key);
  for (const [key, value] of Object.entries(lessonsZh)) if (typeof value === 'object') assert.deepEqual(Object.keys(value), ['other'], key);
});

test('no lesson key shadows a key of the page catalogues', () => {
  for (const key of Object.keys(lessonsEn)) assert.ok(!(key in en) && !(key in zh), key);
});

test('every slide and every practice kind has its words in both languages', () => {
  const lessons = [geography, mine, slide];
  for (const lesson of lessons) {
    for (const cat of [lessonsEn, lessonsZh]) {
      assert.ok(cat[`lesson.title.${lesson.id}`]);
      for (const slide of lesson.slides) for (const part of ['title', 'text']) assert.ok(cat[`lesson.${lesson.id}.${slide.key}.${part}`], `${slide.key}.${part}`);
    }
  }
  for (const kind of Object.keys(KINDS)) for (const cat of [lessonsEn, lessonsZh]) assert.ok(cat[`practice.kind.${kind}`] && cat[`practice.prompt.${kind}`], kind);
});
