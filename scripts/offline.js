// Vite plugins for offline use (issue 28), used by vite.config.js:
//
//  fileNotice()    index.html opened as a file (file://) cannot run its module scripts:
//                  it shows #file-notice instead, in English and Chinese at once (who
//                  opened it has no language chooser that works), its words from the
//                  catalogues, written into the markup here.
//  viewerLoader()  dist/gridplay.js (www/loader.js), the name pages embed, and
//                  dist/build.json naming this build's viewer module, whose name is
//                  its content's hash like every script, style and wasm file.
//  serviceWorker() the hosted build: dist/sw.js (www/sw.js with the list of files and a
//                  version made from their bytes), the web app manifest and its icons.
//  singleFile()    `vite build --mode offline`: dist/gridplay-offline.html, the whole page
//                  in one file (the JS as one inline module, the CSS, the wasm as base64
//                  through www/core/wasm-inline.js), which works opened from file://.
//
// Parts of index.html between <!--hosted--> and <!--/hosted--> are for the hosted page
// only (the file notice, the manifest, the download link): the single file drops them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import en from '../www/i18n/messages/en.json' with { type: 'json' };
import zh from '../www/i18n/messages/zh-CN.json' with { type: 'json' };
import { iconPng } from './icons.js';

const root = resolve(import.meta.dirname, '..');
const HOSTED = /<!--hosted-->[\s\S]*?<!--\/hosted-->/g;
export const OFFLINE_FILE = 'gridplay-offline.html';

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** #file-notice's content: the same four messages in each language. */
function noticeMarkup() {
  const params = { file: OFFLINE_FILE, command: 'python3 -m http.server' };
  const say = (m, key) => escape(m[key].replace(/\{(\w+)\}/g, (_, name) => params[name]));
  return [
    ['en', en],
    ['zh-CN', zh],
  ]
    .map(
      ([lang, m]) =>
        `<section lang="${lang}"><h1>${say(m, 'offline.fileTitle')}</h1><p>${say(m, 'offline.fileText')}</p>` +
        `<p><a href="./${OFFLINE_FILE}">${say(m, 'offline.fileLink')}</a></p><p>${say(m, 'offline.fileServe')}</p></section>`,
    )
    .join('');
}

export function fileNotice() {
  return {
    name: 'gridplay-file-notice',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!--file-notice-->', noticeMarkup()),
    },
  };
}

export function viewerLoader() {
  return {
    name: 'gridplay-viewer-loader',
    apply: 'build',
    // Before serviceWorker()'s, so that sw.js lists gridplay.js and build.json.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const viewer = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry && item.name === 'embed');
        if (!viewer) this.error('no embed entry in the bundle (vite.config.js entries)');
        this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ viewer: viewer.fileName })}\n` });
        this.emitFile({ type: 'asset', fileName: 'gridplay.js', source: readFileSync(resolve(root, 'www/loader.js'), 'utf8') });
      },
    },
  };
}

export function serviceWorker() {
  return {
    name: 'gridplay-service-worker',
    apply: 'build',
    // After vite's own HTML step, so that index.html is in the bundle to be listed.
    generateBundle: { order: 'post', handler: writeServiceWorker },
  };
}

/** Emits the manifest and icons, then sw.js listing every file of the build but itself. */
function writeServiceWorker(_options, bundle) {
  const files = new Map(Object.entries(bundle).map(([name, item]) => [name, item.type === 'chunk' ? item.code : item.source]));
  files.set('manifest.webmanifest', readFileSync(resolve(root, 'public/manifest.webmanifest')));
  for (const size of [192, 512]) files.set(`icon-${size}.png`, iconPng(size));
  for (const name of ['manifest.webmanifest', 'icon-192.png', 'icon-512.png']) {
    this.emitFile({ type: 'asset', fileName: name, source: files.get(name) });
  }
  // In a stable order; the version changes with any byte of any file.
  const names = [...files.keys()].sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update(files.get(name));
  const build = { version: hash.digest('hex').slice(0, 12), files: names };
  const template = readFileSync(resolve(root, 'www/sw.js'), 'utf8');
  if (!template.includes('self.__GRIDPLAY_BUILD__')) this.error('www/sw.js lacks self.__GRIDPLAY_BUILD__');
  this.emitFile({ type: 'asset', fileName: 'sw.js', source: template.replace('self.__GRIDPLAY_BUILD__', JSON.stringify(build)) });
}

/** Text of a bundle item, chunk or asset. */
const text = (item) => (item.type === 'chunk' ? item.code : String(item.source));

export function singleFile() {
  const inlineModule = resolve(root, 'www/core/wasm-inline.js');
  return {
    name: 'gridplay-single-file',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace(HOSTED, '') },
    load(id) {
      if (id !== inlineModule) return null;
      const wasm = readFileSync(resolve(root, 'www/pkg/gridplay_bg.wasm'));
      return `export default ${JSON.stringify(wasm.toString('base64'))};`;
    },
    // After vite's own HTML step has written index.html into the bundle.
    generateBundle: { order: 'post', handler: inline },
  };
}

/** Puts index.html's scripts and styles into it, as gridplay-offline.html, and drops the rest. */
function inline(_options, bundle) {
  const take = (url) => {
    const item = bundle[url.replace(/^\.\//, '')];
    if (!item) this.error(`${url}, named by index.html, is not in the bundle`);
    return text(item);
  };
  const scripts = [];
  let html = text(bundle['index.html'])
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src) => {
      scripts.push(take(src));
      return `<script type="module">\0${scripts.length - 1}\0</script>`;
    })
    .replace(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href) => `<style>${take(href)}</style>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const left = /<script\b[^>]*\ssrc=|<link\b[^>]*\shref="(?!data:)/.exec(html);
  if (left) this.error(`gridplay-offline.html would still load a file: ${left[0]}…`);
  html = html.replace(/\0(\d+)\0/g, (_, i) => {
    const code = scripts[i];
    // The HTML parser ends a script at "</script" and changes state at "<!--".
    if (code.includes('<!--')) this.error('a script holds "<!--", which cannot be inlined in a <script>');
    return code.replace(/<\/script/gi, '<\\/script');
  });
  for (const file of Object.keys(bundle)) delete bundle[file];
  this.emitFile({ type: 'asset', fileName: OFFLINE_FILE, source: html });
}
