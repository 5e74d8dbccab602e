// The lessons' and practice's words: www/i18n/messages/lessons.en.json and
// lessons.zh-CN.json, added to the page's catalogues when a lesson or practice opens
// (the catalogues are plain objects that t() reads, so the English page does not
// carry these words unless it needs them). Example: `await addLessonWords()` then
// t('lesson.next') is "Next slide" (or "下一页").
import en from '../i18n/messages/en.json' with { type: 'json' };
import { lang } from '../i18n/index.js';
import lessonsEn from '../i18n/messages/lessons.en.json' with { type: 'json' };

/** Adds the lessons' words to the English catalogue and, on a Chinese page, to the Chinese one. */
export async function addLessonWords() {
  Object.assign(en, lessonsEn);
  if (lang() === 'zh-CN') {
    const [zh, lessonsZh] = await Promise.all([import('../i18n/zh-CN.js'), import('./words.zh-CN.js')]);
    Object.assign(zh.default, lessonsZh.default);
  }
}
