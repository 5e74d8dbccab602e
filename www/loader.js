// dist/gridplay.js, the script a page embeds for <gridplay-viewer> (docs/embedding.md).
// It keeps its name from build to build, so a browser may run an old copy of it; so it
// names no build itself. It asks build.json, past the HTTP cache, which module is this
// build's viewer (assets/embed-<hash>.js) and imports it; every file that module loads
// is named by its content, so a page never runs two builds at once. The build writes it
// (scripts/offline.js viewerLoader). Cost: one request of a few bytes per page.
const here = new URL('./', import.meta.url);
const build = await fetch(new URL('build.json', here), { cache: 'no-cache' }).then((r) => r.json());
await import(new URL(build.viewer, here).href);
