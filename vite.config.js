// Builds the page (index.html + www/) into dist/.
// `bash scripts/build.sh` runs wasm-pack first: www/pkg/ must exist.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// One line per entry. The key names the output: JS entries land at dist/<key>.js,
// HTML entries at their own path (index.html -> dist/index.html).
const entries = {
  index: resolve(root, 'index.html'),
  gridplay: resolve(root, 'www/embed.js'), // <gridplay-viewer>, for other pages
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

export default defineConfig({
  root,
  // Relative URLs everywhere, so dist/ works copied under any sub-path of a static host.
  base: './',
  publicDir: false,
  plugins: [examples],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline: the wasm (loaded via new URL('gridplay_bg.wasm', import.meta.url)
    // by wasm-bindgen's --target web glue) must stay a file served as application/wasm.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: entries,
      // Names without hashes, stable for tests and for people embedding dist/ files.
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'assets/[name].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
  server: { host: '127.0.0.1', port: 8080 },
  preview: { host: '127.0.0.1', port: 8080 },
});
