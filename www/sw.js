// gridplay's service worker: after one visit, the hosted page (and the viewer script,
// gridplay.js, on pages of the same site) works with the network gone.
//
// The build (scripts/offline.js) writes it as dist/sw.js with BUILD filled in: the files
// of this build the page and the viewer load (page, scripts, styles, the wasm, both
// catalogues, the examples), never gridplay-offline.html (a visitor must not pay for a
// download they did not ask for), and a version made from their bytes:
//
//   const BUILD = { version: '3f2a9c01d4be', files: ['index.html', 'index.js', 'assets/gridplay_bg.wasm', …] };
//
// install   every file into the cache `gridplay-<version>` (about 700 KB, once per build)
// activate  deletes the caches of other builds: a new build replaces the old cleanly
// fetch     those files from the network first (so a new build shows at once); only
//           when the network fails, from the cache. Other requests are left alone.
const BUILD = self.__GRIDPLAY_BUILD__;
const CACHE = `gridplay-${BUILD.version}`;
const BASE = new URL('./', self.location.href); // this worker's folder: dist/

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.files.map((file) => new URL(file, BASE).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('gridplay-') && key !== CACHE).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('fetch', (event) => {
  const file = cachedFile(event.request);
  if (!file) return;
  event.respondWith(
    fetch(event.request).catch(async () => (await caches.match(new URL(file, BASE).href, { cacheName: CACHE })) ?? Response.error()),
  );
});

/** The file of BUILD.files that `request` asks for (any ?query: the page's links carry boards), or null. */
function cachedFile(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== BASE.origin || !url.pathname.startsWith(BASE.pathname)) return null;
  const file = url.pathname.slice(BASE.pathname.length) || 'index.html';
  return BUILD.files.includes(file) ? file : null;
}
