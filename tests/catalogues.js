// The page's message catalogues as t() sees them once every part is loaded: the main
// catalogue of each language with the mine and slide games' words (www/i18n/messages/,
// added with their game's module by addWords). For tests that read words by key.
import en from '../www/i18n/messages/en.json' with { type: 'json' };
import zh from '../www/i18n/messages/zh-CN.json' with { type: 'json' };
import mineEn from '../www/i18n/messages/mine.en.json' with { type: 'json' };
import mineZh from '../www/i18n/messages/mine.zh-CN.json' with { type: 'json' };
import slideEn from '../www/i18n/messages/slide.en.json' with { type: 'json' };
import slideZh from '../www/i18n/messages/slide.zh-CN.json' with { type: 'json' };

/** The catalogue files of each language, main first: [file name, words]. */
export const FILES = {
  en: [['en.json', en], ['mine.en.json', mineEn], ['slide.en.json', slideEn]],
  'zh-CN': [['zh-CN.json', zh], ['mine.zh-CN.json', mineZh], ['slide.zh-CN.json', slideZh]],
};

export const EN = { ...en, ...mineEn, ...slideEn };
export const ZH = { ...zh, ...mineZh, ...slideZh };
