// The Chinese language, loaded by setLang() (www/i18n/index.js) only when chosen, so
// English pages never fetch it: the catalogue, and the rules that say the core's
// (Rust's) English error messages again in Chinese. A module rather than an import()
// of the JSON itself: Vite's dev server answers a JSON import as JavaScript, which
// import(…, { with: { type: 'json' } }) refuses (vitejs/vite#19095).
export { default } from './messages/zh-CN.json' with { type: 'json' };
export { chineseMessage as coreMessages } from './messages/zh-CN-errors.js';
