// The page's message catalogues as t() sees them once every part is loaded: the main
// catalogue of each language with the words added with a part of the page (the mine,
// slide and graph games', play mode's, the Export and Copy embed code dialogs'; www/i18n/messages/,
// added with their module by addWords). For tests that read words by key.
import en from '../www/i18n/messages/en.json' with { type: 'json' };
import zh from '../www/i18n/messages/zh-CN.json' with { type: 'json' };
import mineEn from '../www/i18n/messages/mine.en.json' with { type: 'json' };
import mineZh from '../www/i18n/messages/mine.zh-CN.json' with { type: 'json' };
import slideEn from '../www/i18n/messages/slide.en.json' with { type: 'json' };
import slideZh from '../www/i18n/messages/slide.zh-CN.json' with { type: 'json' };
import graphEn from '../www/i18n/messages/graph.en.json' with { type: 'json' };
import graphZh from '../www/i18n/messages/graph.zh-CN.json' with { type: 'json' };
import exportEn from '../www/i18n/messages/export.en.json' with { type: 'json' };
import exportZh from '../www/i18n/messages/export.zh-CN.json' with { type: 'json' };
import shareEn from '../www/i18n/messages/share.en.json' with { type: 'json' };
import shareZh from '../www/i18n/messages/share.zh-CN.json' with { type: 'json' };
import playEn from '../www/i18n/messages/playmode.en.json' with { type: 'json' };
import playZh from '../www/i18n/messages/playmode.zh-CN.json' with { type: 'json' };

/** The catalogue files of each language, main first: [file name, words]. */
export const FILES = {
  en: [['en.json', en], ['mine.en.json', mineEn], ['slide.en.json', slideEn], ['graph.en.json', graphEn], ['export.en.json', exportEn], ['share.en.json', shareEn], ['playmode.en.json', playEn]],
  'zh-CN': [['zh-CN.json', zh], ['mine.zh-CN.json', mineZh], ['slide.zh-CN.json', slideZh], ['graph.zh-CN.json', graphZh], ['export.zh-CN.json', exportZh], ['share.zh-CN.json', shareZh], ['playmode.zh-CN.json', playZh]],
};

export const EN = { ...en, ...mineEn, ...slideEn, ...graphEn, ...exportEn, ...shareEn, ...playEn };
export const ZH = { ...zh, ...mineZh, ...slideZh, ...graphZh, ...exportZh, ...shareZh, ...playZh };
