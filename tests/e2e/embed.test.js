// Authors copy dist/ anywhere: the page works under a sub-path, and on hosts that
// serve .wasm with a wrong MIME type, without a single console warning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startSite } from './harness.js';

for (const [what, options] of [
  ['under a sub-path', { base: '/blog/posts/token-game/' }],
  ['with .wasm served as application/octet-stream', { base: '/x/', wasmType: 'application/octet-stream' }],
]) {
  test(`the page works ${what}`, async () => {
    const site = await startSite(options);
    try {
      const { page, problems, close } = await site.openPage('index.html?step=end');
      try {
        await page.waitForFunction(() => document.getElementById('judge-output')?.value !== '', null, { timeout: 30_000 });
        assert.equal(await page.getByLabel('Judge output').inputValue(), 'WIN\n2 3\n3 2\n');
        assert.ok(site.server.requests.every((r) => r.path.startsWith(options.base)), 'every request stays under the mount point');
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    } finally {
      await site.close();
    }
  });
}
