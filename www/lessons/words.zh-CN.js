// The lessons' and practice's Chinese words (www/i18n/messages/lessons.zh-CN.json), which
// words.js loads on a Chinese page only. A module rather than an import() of the JSON
// itself, for the reason www/i18n/zh-CN.js gives.
export { default } from '../i18n/messages/lessons.zh-CN.json' with { type: 'json' };
