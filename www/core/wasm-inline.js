// The wasm module as base64 text, for gridplay-offline.html only: that build
// (scripts/offline.js, `vite build --mode offline`) replaces this module with the
// bytes of www/pkg/gridplay_bg.wasm, since a page opened as a file cannot fetch them.
// Everywhere else it is null and www/core/wasm.js fetches the .wasm file.
//
//   export default 'AGFzbQEAAAAB…'; // in the single-file build: "\0asm", version 1, …
export default null;
