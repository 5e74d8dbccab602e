// Builds the page (index.html + www/) into dist/; `vite build --mode offline` then adds
// dist/gridplay-offline.html, the page in one file (scripts/offline.js).
// `bash scripts/build.sh` runs wasm-pack first: www/pkg/ must exist.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { fileNotice, serviceWorker, singleFile, viewerLoader } from './scripts/offline.js';

const root = import.meta.dirname;

// One line per entry. HTML entries land at their own path (index.html ->
// dist/index.html), JS entries at dist/assets/<key>-<hash>.js: every script, style and
// wasm file is named by its content, so an index.html can only ever load its own
// build's modules. dist/gridplay.js, the name pages embed, is a loader that asks
// build.json for this build's viewer (scripts/offline.js viewerLoader).
const entries = {
  index: resolve(root, 'index.html'),
  embed: resolve(root, 'www/embed.js'), // <gridplay-viewer>, for other pages
};

// examples/ (pages that embed gridplay as an author would, with ../gridplay.js) is
// copied into dist/examples/ as it is; the dev server answers /gridplay.js with its source.
const examples = {
  name: 'gridplay-examples',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.split('?')[0] === '/gridplay.js') req.url = '/www/embed.js';
      next();
    });
  },
  generateBundle() {
    const dir = resolve(root, 'examples');
    for (const name of readdirSync(dir)) {
      this.emitFile({ type: 'asset', fileName: `examples/${name}`, source: readFileSync(resolve(dir, name)) });
    }
  },
};

// The single file: one input, every dynamic import (Chinese, export, embed) inlined,
// written beside the hosted build (which it leaves as it is).
const offline = {
  root,
  base: './',
  publicDir: false,
  plugins: [singleFile()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The wasm goes in as base64 through www/core/wasm-inline.js; the glue's own
    // new URL('gridplay_bg.wasm', …), never used then, must not inline a second copy.
    assetsInlineLimit: 0,
    modulePreload: false, // one module, nothing to preload
    rolldownOptions: { input: resolve(root, 'index.html'), output: { codeSplitting: false } },
  },
};

export default defineConfig(({ mode }) =>
  mode === 'offline'
    ? offline
    : {
        root,
        // Relative URLs everywhere, so dist/ works copied under any sub-path of a static host.
        base: './',
        publicDir: false,
        plugins: [examples, fileNotice(), viewerLoader(), serviceWorker()],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Never inline: the wasm (loaded via new URL('gridplay_bg.wasm', import.meta.url)
          // by wasm-bindgen's --target web glue) must stay a file served as application/wasm.
          assetsInlineLimit: 0,
          rolldownOptions: {
            input: entries,
            // Names by content (see entries above); the readable part stays for people.
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              // A game's module (www/games/<id>/index.js, loaded when that game is
              // shown) as assets/game-<id>-<hash>.js, apart from the lessons' chunks of the same name.
              chunkFileNames: (chunk) => (/\/www\/games\/\w+\/index\.js$/.test(chunk.facadeModuleId ?? '') ? 'assets/game-[name]-[hash].js' : 'assets/[name]-[hash].js'),
              assetFileNames: 'assets/[name]-[hash][extname]',
            },
          },
        },
        server: { host: '127.0.0.1', port: 8080 },
        preview: { host: '127.0.0.1', port: 8080 },
      },
);
