// Loads the Rust core (www/pkg, built by wasm-pack --target web) once.
// Streams the module when the host sends application/wasm; otherwise compiles it
// from the bytes, so hosts with a wrong MIME type work without a console warning.
import init, * as core from './pkg/gridplay.js';

export async function loadCore() {
  const url = new URL('./pkg/gridplay_bg.wasm', import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load the solver (${url.pathname}): HTTP ${response.status}`);
  const streaming = (response.headers.get('Content-Type') || '').startsWith('application/wasm');
  const exports = await init({ module_or_path: streaming ? response : await response.arrayBuffer() });
  // memory.buffer changes when wasm memory grows: read it anew for every view.
  return { ...core, memory: exports.memory };
}
