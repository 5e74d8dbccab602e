// Loads the Rust core (www/pkg, built by wasm-pack --target web) once per page:
// the page and every <gridplay-viewer> share one module and one memory.
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
import init, * as core from '../pkg/gridplay.js';
import { t } from '../i18n/index.js';
import inlineWasm from './wasm-inline.js';

let loading = null;

export function loadCore() {
  loading ??= load();
  loading.catch(() => (loading = null)); // a failed load can be tried again
  return loading;
}

async function load() {
  const exports = await init({ module_or_path: inlineWasm ? fromBase64(inlineWasm) : await fetchWasm() });
  // memory.buffer changes when wasm memory grows: read it anew for every view.
  return { ...core, memory: exports.memory };
}

/** The .wasm file next to the glue: the Response to stream, or its bytes (see above). */
async function fetchWasm() {
  const url = new URL('../pkg/gridplay_bg.wasm', import.meta.url);
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
