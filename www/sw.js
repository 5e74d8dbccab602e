// gridplay's service worker: after one visit, the hosted page (and the viewer script,
// gridplay.js, on pages of the same site) works with the network gone, and a new build
// reaches the visitor at the next load, never mixed with the old one.
//
// The build (scripts/offline.js) writes it as dist/sw.js with BUILD filled in: the files
// of this build the page and the viewer load (page, scripts, styles, the wasm, both
// catalogues, the examples), never gridplay-offline.html (a visitor must not pay for a
// download they did not ask for), and a version made from their bytes:
//
//   const BUILD = { version: '3f2a9c01d4be', files: ['index.html', 'assets/index-Dx3k9aQf.js', …] };
//
// Files under assets/ are named by their content (vite.config.js): a name always means
// the same bytes. The others (index.html, gridplay.js, build.json, …) keep their names
// from build to build, and a host may let the browser's HTTP cache keep them for hours
// (no Cache-Control header, or max-age), so every request here goes past that cache.
//
// install   every file into the cache `gridplay-<version>`, fetched past the HTTP cache
//           (about 700 KB, once per build); the worker then takes over at once
// activate  deletes the caches of other builds (only now: the new one is complete) and
//           controls the open pages; a page of the old build then offers a reload
//           (www/shells/page/update.js asks which files this worker holds)
// fetch     assets/ files from the cache first (their names never change meaning); the
//           others from the network first, revalidated, and only when the network
//           fails from the cache. Other requests are left alone.
const BUILD = self.__GRIDPLAY_BUILD__;
const CACHE = `gridplay-${BUILD.version}`;
const BASE = new URL('./', self.location.href); // this worker's folder: dist/

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.files.map((file) => new Request(new URL(file, BASE).href, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('gridplay-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const file = cachedFile(event.request);
  if (!file) return;
  const url = new URL(file, BASE).href;
  const fromCache = async () => (await caches.match(url, { cacheName: CACHE })) ?? Response.error();
  if (file.startsWith('assets/')) {
    event.respondWith(caches.match(url, { cacheName: CACHE }).then((hit) => hit ?? fetch(event.request)));
    return;
  }
  // The request's URL keeps its ?query (links carry boards); 'no-cache' revalidates.
  event.respondWith(fetch(event.request.url, { cache: 'no-cache', credentials: 'same-origin' }).catch(fromCache));
});

// A page asks which build this worker serves: { version, files }.
self.addEventListener('message', (event) => {
  if (event.data === 'gridplay-build') event.ports[0]?.postMessage({ version: BUILD.version, files: BUILD.files });
});

/** The file of BUILD.files that `request` asks for (any ?query: the page's links carry boards), or null. */
function cachedFile(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== BASE.origin || !url.pathname.startsWith(BASE.pathname)) return null;
  const file = url.pathname.slice(BASE.pathname.length) || 'index.html';
  return BUILD.files.includes(file) ? file : null;
}
