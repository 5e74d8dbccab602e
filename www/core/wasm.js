// Loads the Rust core (built by wasm-pack --target web) once per page: the page and
// every <gridplay-viewer> share one module and one memory. There are two builds
// (scripts/build.sh): www/pkg/ has every game; www/pkg-geography/ only the token
// game's exports (cargo --no-default-features), for the token game page's first load:
//
//   const core = await loadCore('geography'); // the token game only (lighter)
//   const all = await loadCore();              // every game
//
// The wasm is found relative to this module's own URL (import.meta.url), never the
// page's, so a script included from another directory finds it. Hosts that do not
// send `application/wasm` get the plain path on purpose: the bytes are read into an
// ArrayBuffer and given to WebAssembly.instantiate, which works whatever the MIME
// type and logs nothing. (Handing wasm-bindgen's glue the Response instead would try
// instantiateStreaming, fail, and print a console warning before falling back.)
//
// gridplay-offline.html (one file, opened from file://) cannot fetch anything: its
// build puts the wasm bytes into ./wasm-inline.js as base64, handed to init as they are.
import { t } from '../i18n/index.js';
import inlineWasm from './wasm-inline.js';

// Each build: its glue (a chunk of its own) and its .wasm, as literal URLs so that
// the bundler copies the files.
const BUILDS = {
  all: {
    glue: () => import('../pkg/gridplay.js'),
    wasm: () => new URL('../pkg/gridplay_bg.wasm', import.meta.url),
  },
  geography: {
    glue: () => import('../pkg-geography/gridplay_geography.js'),
    wasm: () => new URL('../pkg-geography/gridplay_geography_bg.wasm', import.meta.url),
  },
};
const loading = {};

/** The core with `build`'s games ('all', the default, or 'geography'); every game's once loaded. */
export function loadCore(build = 'all') {
  // The single file holds only the build with every game.
  const which = inlineWasm || loading.all ? 'all' : build;
  loading[which] ??= load(BUILDS[which]);
  loading[which].catch(() => delete loading[which]); // a failed load can be tried again
  return loading[which];
}

async function load(build) {
  // The glue and the wasm download side by side.
  const [glue, wasm] = await Promise.all([build.glue(), inlineWasm ? fromBase64(inlineWasm) : fetchWasm(build.wasm())]);
  const exports = await glue.default({ module_or_path: wasm });
  // memory.buffer changes when wasm memory grows: read it anew for every view.
  return { ...glue, memory: exports.memory };
}

/** The .wasm file at `url`: the Response to stream, or its bytes (see above). */
async function fetchWasm(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(t('wasm.cannotLoad', { path: url.pathname, status: String(response.status) }));
  const type = (response.headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  const streaming = type === 'application/wasm' && typeof WebAssembly.instantiateStreaming === 'function';
  return streaming ? response : response.arrayBuffer();
}

/** Bytes from base64 text (about 550 KB here: a few milliseconds). */
function fromBase64(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
