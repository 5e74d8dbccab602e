// A new build reaches visitors who have the old one (issue 38 item 1). Build 1 (dist/)
// is visited on a static host that sends no Cache-Control header, and on one that sends
// max-age=600, every file a day old (a browser may then keep a file for hours without
// asking); then build 2 is deployed in its place. Build 2 must run on the next load, in
// a fresh tab, in the viewer of a blog page, and after one click on the open page's
// "new version" note; what any page runs is never a mix of the two builds (its
// index.html's entry script and every assets/ file it loads are one build's); offline
// afterwards, build 2 is what shows.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'vite';
import en from '../../www/i18n/messages/en.json' with { type: 'json' };
import { DIST, ROOT, launchBrowser, serve } from './harness.js';
import { waitEnd } from './page-helpers.js';

const DAY = 24 * 3600;

let browser;
let build2;
let files1;
let files2;
before(async () => {
  // Build 2: this tree built again with one statement more in each entry, as when the
  // code changes (vite's own build, so names, sw.js and build.json are what a deploy holds).
  build2 = await mkdtemp(join(tmpdir(), 'gridplay-build2-'));
  const mark = { name: 'build-2', transform: (code, id) => (/\/www\/(main|embed)\.js$/.test(id) ? `${code}\nglobalThis.gridplayBuild = 2;\n` : null) };
  await build({ configFile: join(ROOT, 'vite.config.js'), logLevel: 'silent', build: { outDir: build2, emptyOutDir: true }, plugins: [mark] });
  files1 = new Set(await readdir(join(DIST, 'assets')));
  files2 = new Set(await readdir(join(build2, 'assets')));
  assert.ok([...files2].some((f) => !files1.has(f)), 'build 2 has new files');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (build2) await rm(build2, { recursive: true, force: true });
});

/** Which build `page` runs: 1, 2, or 'mixed' (its entry and assets from different builds), from what it loaded. */
async function running(page) {
  const { entry, assets } = await page.evaluate(() => ({
    entry: document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null,
    assets: performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.includes('/assets/'))
      .map((p) => p.split('/').pop()),
  }));
  const of = (files) => (entry === null || files.has(entry.split('/').pop())) && assets.every((f) => files.has(f));
  if (of(files2)) return 2;
  if (of(files1)) return 1;
  return `mixed: ${entry} with ${assets.join(', ')}`;
}

/** The same for a page of viewers: the embed module (assets/embed-<hash>.js) it loaded. */
async function runningViewer(page) {
  const assets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname.split('/').pop())
      .filter((f) => /^embed-.+\.js$/.test(f)),
  );
  if (assets.length === 1 && files2.has(assets[0])) return 2;
  if (assets.length === 1 && files1.has(assets[0])) return 1;
  return `mixed or none: ${assets.join(', ')}`;
}

const viewersDone = (page) =>
  page.waitForFunction(() => {
    const viewers = [...document.querySelectorAll('gridplay-viewer')];
    return viewers.length === 2 && viewers.every((v) => v.state?.lastStep > 0);
  }, null, { timeout: 60_000 });

for (const [host, cache] of [
  ['no Cache-Control header', null],
  ['Cache-Control: max-age=600', 'max-age=600'],
]) {
  describe(`a deploy on a host that sends ${host}, files a day old`, () => {
    test('the next load, a fresh tab, the viewer and the open page (after one click) run build 2, never mixed; offline too', async () => {
      const server = await serve({ dir: DIST, cache, age: DAY });
      const context = await browser.newContext();
      const problems = [];
      const watch = (page) => {
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack ?? e}`));
        page.on('console', (m) => m.type() === 'error' && problems.push(`console.error: ${m.text()}`));
        return page;
      };
      try {
        // One visit of build 1: the page, controlled by its worker, and a blog page's viewers.
        const open = watch(await context.newPage());
        await open.goto(server.url('index.html?step=end'));
        await waitEnd(open);
        await open.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
        const blog = watch(await context.newPage());
        await blog.goto(server.url('examples/blog.html'));
        await viewersDone(blog);
        assert.equal(await running(open), 1);
        assert.equal(await runningViewer(blog), 1);

        server.setDir(build2); // the deploy

        // The next load of a tab: build 2 within two reloads, never mixed.
        const tab = watch(await context.newPage());
        await tab.goto(server.url('index.html?step=end'));
        await waitEnd(tab);
        let seen = [await running(tab)];
        if (seen[0] !== 2) {
          await tab.reload();
          await waitEnd(tab);
          seen.push(await running(tab));
        }
        assert.equal(seen.at(-1), 2, `loads ran ${seen.join(', ')}`);
        assert.ok(seen.every((b) => b === 1 || b === 2), `never mixed: ${seen.join(', ')}`);

        // The viewer on a blog page: its next load.
        await blog.reload();
        await viewersDone(blog);
        assert.equal(await runningViewer(blog), 2);

        // The page left open on build 1 says a new version is there; one click runs it.
        const note = open.getByRole('status').filter({ hasText: en['update.available'] });
        await note.waitFor({ timeout: 30_000 });
        await note.getByRole('button', { name: en['update.reload'] }).click();
        await open.waitForFunction(() => !document.getElementById('update'));
        await waitEnd(open);
        assert.equal(await running(open), 2);
        assert.equal(await tab.locator('#update').count(), 0, 'a page of build 2 offers nothing');

        // Offline afterwards: build 2, from the cache of build 2 alone.
        const keys = await open.evaluate(() => caches.keys());
        assert.equal(keys.length, 1, keys.join());
        await context.setOffline(true);
        await tab.reload();
        await waitEnd(tab);
        assert.equal(await running(tab), 2);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
        await server.close();
      }
    });
  });
}
