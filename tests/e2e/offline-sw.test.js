// The hosted page offline after one visit (issue 28): its service worker (www/sw.js,
// built as dist/sw.js) keeps this build's files, not the single-file download; with the
// network gone the page, the Chinese page and the viewer script still solve; a new build
// replaces the old cache; the manifest names icons that exist.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EN as en } from '../catalogues.js';
import zh from '../../www/i18n/messages/zh-CN.json' with { type: 'json' };
import { DIST, launchBrowser, pngStats, serve, unhashed } from './harness.js';
import { ensureCli, runCli, waitEnd } from './page-helpers.js';

let browser;
let dir;
let server;
before(async () => {
  ensureCli();
  // A copy of the build, so that one test can put a "new build" in its place.
  dir = await mkdtemp(join(tmpdir(), 'gridplay-sw-'));
  await cp(DIST, dir, { recursive: true });
  server = await serve({ dir });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Visits index.html at its last step in a new context, waits until the service worker is active: { context, page, problems }. */
async function visit() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack ?? e}`));
  await page.goto(server.url('index.html?step=end'));
  await waitEnd(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  return { context, page, problems };
}

/** The paths (under the server's base) in the page's gridplay caches: { name: [path, …] }. */
const cached = (page) =>
  page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
    }
    return out;
  });

describe('the hosted page, after one visit', () => {
  test('caches the page, scripts, styles, wasm and both catalogues, never the offline download', async () => {
    const { context, page, problems } = await visit();
    try {
      const caches = await cached(page);
      const names = Object.keys(caches);
      assert.equal(names.length, 1);
      assert.match(names[0], /^gridplay-[0-9a-f]{12}$/);
      const files = caches[names[0]].map(unhashed);
      for (const file of ['index.html', 'assets/index.js', 'gridplay.js', 'build.json', 'assets/embed.js', 'assets/gridplay_bg.wasm', 'assets/zh-CN.js', 'assets/index.css', 'manifest.webmanifest', 'examples/blog.html']) {
        assert.ok(files.includes(`/${file}`), `${file} cached`);
      }
      assert.ok(!caches[names[0]].some((p) => p.endsWith('gridplay-offline.html')));
      assert.ok(!server.requests.some((r) => r.path.endsWith('gridplay-offline.html')), 'the download is never fetched');
      // The download link is on the page, and points at the single file.
      const link = page.getByRole('link', { name: 'Download for offline use' });
      assert.equal(await link.getAttribute('href'), './gridplay-offline.html');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('offline: reloads and solves; the mine page, play mode, the Chinese page and the blog example\'s viewers work', async () => {
    const { context, page, problems } = await visit();
    try {
      const online = await page.locator('#judge-output').inputValue();
      await context.setOffline(true);
      await page.reload();
      await waitEnd(page);
      assert.equal(await page.locator('#judge-output').inputValue(), online);
      assert.equal(online, runCli('geography', await page.getByLabel('Judge input').inputValue()));

      const input = '1\n3 3 1\n0 0\n';
      await page.goto(server.url(`index.html?game=mine&input=${encodeURIComponent(input)}&step=end`));
      await waitEnd(page);
      assert.equal(await page.locator('#judge-output').inputValue(), runCli('mine', input));

      // Play mode's module (a chunk of its own, not loaded online on this visit) from the cache.
      await page.goto(server.url('index.html?play=placer'));
      await page.waitForFunction(() => window.gridplay?.play()?.you === 'placer');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => window.gridplay.play() === null);
      await page.getByRole('button', { name: en['playmode.button'], exact: true }).click();
      await page.getByRole('button', { name: en['playmode.geography.role.mover'] }).click();
      await page.waitForFunction(() => window.gridplay.play()?.you === 'mover');

      await page.goto(server.url('index.html?lang=zh-CN&step=end'));
      await waitEnd(page);
      assert.equal(await page.locator('#code-title').textContent(), zh['panel.pseudocode']);

      await page.goto(server.url('examples/blog.html'));
      await page.waitForFunction(() => customElements.get('gridplay-viewer') && document.querySelectorAll('gridplay-viewer').length === 2);
      await page.evaluate(() => document.querySelectorAll('gridplay-viewer').forEach((v) => v.setAttribute('step', 'end')));
      await page.waitForFunction(
        () => [...document.querySelectorAll('gridplay-viewer')].every((v) => v.state?.complete && v.state.step === v.state.lastStep && v.state.verdict),
        null,
        { timeout: 60_000 },
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a new build replaces the old cache', async () => {
    const { context, page } = await visit();
    const sw = join(dir, 'sw.js');
    const original = await readFile(sw, 'utf8');
    try {
      const [before] = Object.keys(await cached(page));
      // The next build: another version (as when any byte of the build changes).
      const next = original.replace(/"version":"[0-9a-f]{12}"/, '"version":"0123456789ab"');
      assert.notEqual(next, original);
      await writeFile(sw, next);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await page.waitForFunction(async () => {
        const keys = await caches.keys();
        return keys.length === 1 && keys[0] === 'gridplay-0123456789ab';
      }, null, { timeout: 30_000, polling: 200 });
      assert.notEqual(before, 'gridplay-0123456789ab');
    } finally {
      await writeFile(sw, original);
      await context.close();
    }
  });

  test('the manifest names icons that exist, at their sizes', async () => {
    const { context, page } = await visit();
    try {
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), href);
      assert.equal(manifest.short_name, 'gridplay');
      assert.ok(manifest.icons.length >= 2);
      for (const icon of manifest.icons) {
        const bytes = await page.evaluate(async (src) => Array.from(new Uint8Array(await (await fetch(src)).arrayBuffer())), icon.src);
        const stats = pngStats(Buffer.from(bytes));
        assert.equal(`${stats.width}x${stats.height}`, icon.sizes);
        assert.ok(stats.colors > 2);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the lighter core', () => {
  test('the token game page loads the token-game-only wasm and only its game module; the mine page and the viewer script the wasm with every game', async () => {
    const scripts = {};
    const wasmOf = async (path) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const wasm = [];
      scripts[path] = [];
      page.on('request', (req) => {
        const file = unhashed(new URL(req.url()).pathname.split('/').pop());
        if (file.endsWith('.wasm')) wasm.push(file);
        else if (/^game-\w+\.js$/.test(file)) scripts[path].push(file);
      });
      await page.goto(server.url(path));
      await page.waitForFunction(
        () => window.gridplay?.state().lastStep > 0 || [...document.querySelectorAll('gridplay-viewer')].some((v) => v.state?.lastStep > 0),
        null,
        { timeout: 60_000 },
      );
      await context.close();
      return wasm;
    };
    assert.deepEqual(await wasmOf('index.html'), ['gridplay_geography_bg.wasm']);
    assert.deepEqual(await wasmOf('index.html?game=mine'), ['gridplay_bg.wasm']);
    assert.deepEqual(await wasmOf('examples/blog.html'), ['gridplay_bg.wasm']);
    // Each game's module (assets/game-<id>.js) only where that game is shown.
    assert.deepEqual(scripts['index.html'], ['game-geography.js']);
    assert.deepEqual(scripts['index.html?game=mine'], ['game-mine.js']);
    assert.deepEqual(scripts['examples/blog.html'].sort(), ['game-geography.js', 'game-mine.js']);
  });
});
