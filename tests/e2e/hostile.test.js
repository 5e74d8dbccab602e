// Hostile links and attributes (issue 12): a decompression bomb in board= and in the
// viewer's board attribute is refused as soon as the inflated data passes what the
// stated size needs, with an alert, and the page (or viewer) keeps working; a header
// whose size overflows never becomes a 0×0 board.
import assert from 'node:assert/strict';
import { createDeflateRaw } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, pressTo } from './page-helpers.js';

const SAMPLE_OUTPUT = 'WIN\n2 3\n3 2\n';

/** deflate-raw of `megabytes` MB of zero bytes, streamed (never held inflated). */
async function zeroBomb(megabytes) {
  const deflate = createDeflateRaw({ level: 9 });
  const parts = [];
  deflate.on('data', (chunk) => parts.push(chunk));
  const done = new Promise((ok) => deflate.on('end', ok));
  const zeros = Buffer.alloc(1 << 20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(zeros)) await new Promise((ok) => deflate.once('drain', ok));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts).toString('base64url');
}

describe('hostile input on the page and the viewer', () => {
  let site;
  let bomb;
  before(async () => {
    site = await startSite();
    // 512 MB of zeros: about 0.5 MB of link. Before the fix the page inflated all of it.
    bomb = await zeroBomb(512);
  });
  after(() => site?.close());

  test('a board= bomb is refused with an alert and the sample still works', async () => {
    // The link is longer than Node's server takes in a request line: Chromium takes it,
    // and the page's own file is fetched from the server under its short name.
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const seen = [];
    page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && seen.push(`console.${msg.type()}: ${msg.text()}`));
    page.on('pageerror', (err) => seen.push(`pageerror: ${err.stack ?? err}`));
    await context.route(
      (url) => url.pathname.endsWith('/index.html') && url.search.length > 4096,
      async (route) => route.fulfill({ response: await route.fetch({ url: site.server.url('index.html') }) }),
    );
    const problems = () => seen;
    const close = () => context.close();
    const started = Date.now();
    await page.goto(site.server.url(`index.html?board=20x20.${bomb}&step=end`), { waitUntil: 'load' });
    try {
      await page.waitForFunction(() => window.gridplay && document.querySelector('#narration li'), null, { timeout: 30_000 });
      const notice = page.getByRole('alert');
      await notice.waitFor({ timeout: 10_000 });
      const elapsed = Date.now() - started;
      console.log(`board= bomb (${bomb.length} characters, 512 MB inflated) refused ${elapsed} ms after navigation, page load included`);
      assert.match(await notice.textContent(), /board data is longer than 20x20 needs/);
      await pressTo(page, 'End', 'end');
      assert.equal(await page.getByLabel('Judge output').inputValue(), SAMPLE_OUTPUT);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a header whose size overflows is an error, never a 0×0 board', async () => {
    for (const header of ['4294967296 4294967296', '9223372036854775809 2']) {
      const query = `?input=${encodeURIComponent(`${header}\n.#\n`)}&step=end`;
      const { page, problems, close } = await openAt(site, query);
      try {
        const notice = page.getByRole('alert');
        await notice.waitFor();
        assert.match(await notice.textContent(), /line 1, column \d+: .*more than 2⁶⁴ cells/, header);
        await pressTo(page, 'End', 'end');
        // The sample is shown, and the link's bad text stays in the input box beside its
        // error: no judge output is shown beside it.
        assert.match(await page.locator('#board').getAttribute('aria-label'), /3 × 3/, header);
        assert.equal(await page.getByLabel('Judge output').inputValue(), '', header);
        assert.doesNotMatch(await page.evaluate(() => location.search), /input=0(\+|%20)0/);
        assert.deepEqual(problems(), [], header);
      } finally {
        await close();
      }
    }
  });

  test('a viewer given a bomb in its board attribute says so and still works after', async () => {
    const { page, problems, close } = await site.openPage('examples/blog.html');
    try {
      await page.evaluate((data) => {
        const v = document.createElement('gridplay-viewer');
        v.id = 'bombed';
        v.setAttribute('board', `20x20.${data}`);
        v.setAttribute('step', 'end');
        document.body.append(v);
      }, bomb);
      const error = () =>
        page.evaluate(() => document.getElementById('bombed').shadowRoot.getElementById('error')?.textContent ?? '');
      await page.waitForFunction(() => {
        const e = document.getElementById('bombed')?.shadowRoot?.getElementById('error');
        return e && !e.hidden;
      }, null, { timeout: 10_000 });
      assert.match(await error(), /board data is longer than 20x20 needs/);
      // The same viewer then takes a good board.
      await page.evaluate(() => {
        const v = document.getElementById('bombed');
        v.removeAttribute('board');
        v.setAttribute('input', '3 3\n.##\n...\n#.#\n');
      });
      await page.waitForFunction(() => {
        const v = document.getElementById('bombed');
        return v.shadowRoot.getElementById('error').hidden && v.state?.step === v.state?.lastStep && v.state?.lastStep > 0;
      }, null, { timeout: 30_000 });
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
