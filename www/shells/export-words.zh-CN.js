// The Export dialog's Chinese words (www/i18n/messages/export.zh-CN.json), loaded on a
// Chinese page only (www/i18n/index.js addWords). A module rather than an import() of
// the JSON itself, for the reason www/i18n/zh-CN.js gives.
export { default } from '../i18n/messages/export.zh-CN.json' with { type: 'json' };
