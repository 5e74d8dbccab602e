// Smoke test: the built page loads cleanly in Chromium and draws something.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pngStats, screenshot, startSite } from './harness.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

test('index.html loads without errors and is not blank', async () => {
  const { page, problems, close } = await site.openPage('/index.html');
  try {
    assert.match(await page.title(), /gridplay/i);
    const stats = pngStats(await screenshot(page, 'smoke'));
    assert.ok(stats.colors > 1 && stats.stddev > 1, `screenshot looks blank: ${JSON.stringify(stats)}`);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
