// Authors copy dist/ anywhere and embed it: the page under a sub-path and on hosts that
// serve .wasm with a wrong MIME type, without a single console warning; the blog
// example (dist/examples/blog.html) with two <gridplay-viewer>s on two games; the
// iframe embed (index.html?embed=1) from a copy of the build under a sub-path; and the
// page's "Copy embed code", pasted into a fresh page, reproducing the view.
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DIST, pngStats, screenshot, startSite, unhashed } from './harness.js';
import { ensureCli, runCli, settle } from './page-helpers.js';

const BASE = '/blog/posts/token-game/';
const VIEWER_BUTTONS = ['Play', 'Step forward', 'Step back', 'Jump to start', 'Jump to end'];

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

/** Viewers' states, in page order. */
const states = (page) => page.evaluate(() => [...document.querySelectorAll('gridplay-viewer')].map((v) => v.state));

/** Waits until every viewer on the page has a run. */
async function viewersReady(page, n) {
  await page.waitForFunction(
    (n) => {
      const all = [...document.querySelectorAll('gridplay-viewer')];
      return all.length === n && all.every((v) => v.state);
    },
    n,
    { timeout: 30_000 },
  );
}

/** In a fresh copy of dist/ (plus `extra` files), served under BASE. */
async function withCopy(extra, fn, options = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'gridplay-embed-'));
  await cp(DIST, dir, { recursive: true });
  for (const [name, text] of Object.entries(extra)) await writeFile(join(dir, name), text);
  const site = await startSite({ dir, base: BASE, ...options });
  try {
    await fn(site, dir);
  } finally {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const page = (body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>test page</title><link rel="icon" href="data:,"></head>
<body>
${body}
</body></html>
`;

describe('<gridplay-viewer>', () => {
  let site;
  before(async () => {
    ensureCli();
    site = await startSite({ base: BASE });
  });
  after(() => site?.close());

  test('the blog example: a token-game and a mine viewer play to the end with the right verdicts, one wasm load, no console errors', async () => {
    // What the judge says about the mine viewer's board (the teaching preset), from the CLI.
    const mineTab = await site.openPage('index.html?game=mine&preset=teaching');
    await mineTab.page.waitForFunction(() => document.getElementById('judge-input')?.value);
    const mineInput = await mineTab.page.getByLabel('Judge input').inputValue();
    await mineTab.close();
    const mineWinner = /Case #1: (\w+)/.exec(runCli('mine', mineInput))[1];

    const wasmBefore = site.server.requests.filter((r) => r.path.endsWith('.wasm')).length;
    const context = await site.browser.newContext({ viewport: { width: 1000, height: 2600 } });
    const problems = [];
    const tab = await context.newPage();
    tab.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
    tab.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
    tab.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
    try {
      await tab.goto(site.server.url('examples/blog.html'), { waitUntil: 'load' });
      await viewersReady(tab, 2);
      // Same names as the page's controls, once per viewer; a Verdict status each.
      for (const name of VIEWER_BUTTONS) {
        assert.equal(await tab.getByRole('button', { name, exact: true }).count() + (name === 'Play' ? await tab.getByRole('button', { name: 'Pause', exact: true }).count() : 0), 2, name);
      }
      assert.equal(await tab.getByRole('status', { name: 'Verdict' }).count(), 2);
      // The blog's theme (uppercase serif buttons, dashed canvas borders) stays out of the viewers.
      const looks = await tab.evaluate(() => {
        const root = document.getElementById('token').shadowRoot;
        const button = getComputedStyle(root.getElementById('play'));
        return { transform: button.textTransform, font: button.fontFamily, border: getComputedStyle(root.getElementById('board')).borderStyle };
      });
      assert.equal(looks.transform, 'none');
      assert.doesNotMatch(looks.font, /Georgia/);
      assert.equal(looks.border, 'none');

      // Both autoplay (they are on screen); faster, through the attribute.
      await tab.evaluate(() => document.querySelectorAll('gridplay-viewer').forEach((v) => v.setAttribute('speed', '150')));
      await tab.waitForFunction(
        () => [...document.querySelectorAll('gridplay-viewer')].every((v) => v.state.complete && v.state.step === v.state.lastStep && v.state.verdict),
        null,
        { timeout: 60_000 },
      );
      const [token, mine] = await states(tab);
      assert.equal(token.verdict, 'WIN');
      assert.equal(token.lastStep, 13);
      assert.match(mine.verdict, new RegExp(`^${mineWinner} \\((first|second) player\\) wins`));
      const verdictText = await tab.getByRole('status', { name: 'Verdict' }).allTextContents();
      assert.match(verdictText[0], /^WIN the first player wins from 2 of 5 free cells/);
      assert.match(verdictText[1], new RegExp(`^${mineWinner}`));
      // `loop`: each starts again after holding its verdict (slowly now, to be seen doing so).
      await tab.evaluate(() => document.querySelectorAll('gridplay-viewer').forEach((v) => v.setAttribute('speed', '4')));
      for (const id of ['token', 'mine']) {
        await tab.waitForFunction((id) => document.getElementById(id).state.step < document.getElementById(id).state.lastStep, id, { timeout: 10_000 });
      }

      const wasm = site.server.requests.filter((r) => r.path.endsWith('.wasm')).length - wasmBefore;
      assert.equal(wasm, 1, 'the two viewers share one wasm module');
      const shot = await screenshot(tab, 'embed-blog', { fullPage: true });
      assert.ok(pngStats(shot).stddev > 1);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('attributes: changing one updates the viewer; bad ones are named in it, quietly', async () => {
    const input = '3 3&#10;.##&#10;...&#10;#.#';
    await withCopy(
      { 'attrs.html': page(`<script type="module" src="gridplay.js"></script>\n<div id="box" style="width: 640px"><gridplay-viewer id="v" input="${input}" step="4" controls="minimal" title="A &lt;b&gt;title&lt;/b&gt;"></gridplay-viewer></div>`) },
      async (copy) => {
        const { page: tab, problems, close } = await copy.openPage('attrs.html', { waitUntil: 'load' });
        try {
          await viewersReady(tab, 1);
          await tab.waitForFunction(() => document.getElementById('v').state.step === 4);
          const shadow = (js) => tab.evaluate(js);
          // The title is text, never markup.
          assert.equal(await shadow(() => document.getElementById('v').shadowRoot.querySelector('.title').textContent), 'A <b>title</b>');
          assert.equal(await shadow(() => document.getElementById('v').shadowRoot.querySelector('.title b')), null);
          // step
          await tab.evaluate(() => document.getElementById('v').setAttribute('step', 'end'));
          await tab.waitForFunction(() => {
            const s = document.getElementById('v').state;
            return s.complete && s.step === s.lastStep && s.verdict === 'WIN';
          });
          // algo (the run restarts), then a new board through input
          const kuhn = (await states(tab))[0].lastStep;
          await tab.evaluate(() => document.getElementById('v').setAttribute('algo', 'hopcroft-karp'));
          await tab.waitForFunction((k) => {
            const s = document.getElementById('v').state;
            return s.complete && s.step === s.lastStep && s.lastStep !== k;
          }, kuhn);
          await tab.evaluate(() => {
            const v = document.getElementById('v');
            v.setAttribute('input', '2 2\n..\n..\n');
            v.setAttribute('step', '0');
          });
          await tab.waitForFunction(() => /2 × 2/.test(document.getElementById('v').shadowRoot.getElementById('board').getAttribute('aria-label')));
          // controls: full shows the timeline and speed; none hides every button
          const visible = (id) => tab.evaluate((id) => document.getElementById('v').shadowRoot.getElementById(id).checkVisibility(), id);
          assert.equal(await visible('scrubber'), false);
          await tab.evaluate(() => document.getElementById('v').setAttribute('controls', 'full'));
          assert.equal(await visible('scrubber'), true);
          assert.equal(await visible('speed'), true);
          await tab.evaluate(() => document.getElementById('v').setAttribute('controls', 'none'));
          assert.equal(await visible('play'), false);
          assert.equal(await tab.getByRole('status', { name: 'Verdict' }).count(), 1);
          await tab.evaluate(() => document.getElementById('v').setAttribute('controls', 'minimal'));
          // theme: dark paints the board dark
          const corner = () => tab.evaluate(() => {
            const c = document.getElementById('v').shadowRoot.getElementById('board');
            const t = document.createElement('canvas');
            t.width = t.height = 1;
            const g2 = t.getContext('2d', { willReadFrequently: true });
            g2.drawImage(c, 2, 2, 1, 1, 0, 0, 1, 1);
            const [r, g, b] = g2.getImageData(0, 0, 1, 1).data;
            return r + g + b;
          });
          await tab.evaluate(() => document.getElementById('v').setAttribute('theme', 'light'));
          await tab.waitForTimeout(100);
          assert.ok((await corner()) > 600);
          await tab.evaluate(() => document.getElementById('v').setAttribute('theme', 'dark'));
          await tab.waitForTimeout(100);
          assert.ok((await corner()) < 150);
          // sizing follows the container
          const width = () => tab.evaluate(() => document.getElementById('v').shadowRoot.getElementById('board').getBoundingClientRect().width);
          const wide = await width();
          await tab.evaluate(() => (document.getElementById('box').style.width = '320px'));
          await tab.waitForFunction((w) => document.getElementById('v').shadowRoot.getElementById('board').width < w, wide);
          assert.ok((await width()) < 330);
          // the keyboard, once the board has focus
          await tab.evaluate(() => document.getElementById('v').shadowRoot.getElementById('board').focus());
          await tab.keyboard.press('ArrowRight');
          await tab.keyboard.press('ArrowRight');
          await tab.waitForFunction(() => document.getElementById('v').state.step === 2);
          await tab.keyboard.press('End');
          await tab.waitForFunction(() => document.getElementById('v').state.step === document.getElementById('v').state.lastStep);
          // bad attributes: said in the viewer, which falls back to the default board; no console noise
          await tab.evaluate(() => document.getElementById('v').setAttribute('input', '2 2\n.x\n..\n'));
          const error = () => tab.evaluate(() => document.getElementById('v').shadowRoot.getElementById('error').textContent);
          await tab.waitForFunction(() => !document.getElementById('v').shadowRoot.getElementById('error').hidden);
          assert.match(await error(), /the board is not valid judge input at line 2/);
          await tab.evaluate(() => document.getElementById('v').setAttribute('speed', 'fast'));
          assert.match(await error(), /speed must be a positive number/);
          assert.equal(await tab.getByRole('alert').count(), 1);
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      },
    );
  });

  test('with .wasm served as application/octet-stream, viewers (two games, a case) load quietly (ArrayBuffer path)', async () => {
    await withCopy(
      {
        'two.html': page(
          '<script type="module" src="gridplay.js"></script>\n' +
            '<gridplay-viewer preset="random" size="6x8" seed="3" step="end"></gridplay-viewer>\n' +
            '<gridplay-viewer game="mine" preset="teaching" step="end"></gridplay-viewer>\n' +
            '<gridplay-viewer game="mine" input="2&#10;3 3 1&#10;0 0&#10;2 2 0&#10;" case="2" step="end"></gridplay-viewer>',
        ),
      },
      async (copy) => {
        const { page: tab, problems, close } = await copy.openPage('two.html', { waitUntil: 'load' });
        try {
          await viewersReady(tab, 3);
          await tab.waitForFunction(() => [...document.querySelectorAll('gridplay-viewer')].every((v) => v.state.verdict));
          const third = await tab.evaluate(() => document.querySelectorAll('gridplay-viewer')[2].shadowRoot.getElementById('board').getAttribute('aria-label'));
          assert.match(third, /2 × 2/, 'case="2" shows the second board');
          assert.equal(copy.server.requests.filter((r) => r.path.endsWith('.wasm')).length, 1);
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      },
      { wasmType: 'application/octet-stream' },
    );
  });

  test('a script included from another directory finds its wasm next to itself', async () => {
    await withCopy(
      { 'deep.html': page('<script type="module" src="./gridplay.js"></script><gridplay-viewer step="end"></gridplay-viewer>') },
      async (copy, dir) => {
        const { mkdir, rename } = await import('node:fs/promises');
        await mkdir(join(dir, 'posts/2024'), { recursive: true });
        await rename(join(dir, 'deep.html'), join(dir, 'posts/2024/deep.html'));
        await writeFile(join(dir, 'posts/2024/deep.html'), page('<script type="module" src="../../gridplay.js"></script><gridplay-viewer step="end"></gridplay-viewer>'));
        const { page: tab, problems, close } = await copy.openPage('posts/2024/deep.html', { waitUntil: 'load' });
        try {
          await viewersReady(tab, 1);
          await tab.waitForFunction(() => document.querySelector('gridplay-viewer').state.verdict === 'WIN');
          const wasm = copy.server.requests.filter((r) => r.path.endsWith('.wasm'));
          assert.deepEqual(wasm.map((r) => [unhashed(r.path), r.status]), [[`${BASE}assets/gridplay_bg.wasm`, 200]]);
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      },
    );
  });
});

describe('iframe embed and Copy embed code', () => {
  test('index.html?embed=1 in an iframe, from a copy of the build under a sub-path: board, slim controls, verdict only', async () => {
    const query = 'embed=1&input=3%203%0A.%23%23%0A...%0A%23.%23%0A&step=end&title=The%20sample';
    await withCopy({ 'host.html': page(`<h1>A post</h1><iframe src="index.html?${query}" width="600" height="460" title="gridplay"></iframe>`) }, async (copy) => {
      const { page: tab, problems, close } = await copy.openPage('host.html', { waitUntil: 'load' });
      try {
        const frame = tab.frames().find((f) => f !== tab.mainFrame());
        await frame.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.verdict === 'WIN', null, { timeout: 30_000 });
        const shown = await frame.evaluate(() => ({
          children: [...document.body.children].map((e) => e.localName),
          editor: document.getElementById('judge-input'),
          height: document.querySelector('gridplay-viewer').getBoundingClientRect().height,
        }));
        assert.deepEqual(shown.children, ['gridplay-viewer'], 'only the viewer');
        assert.equal(shown.editor, null, 'no editor');
        assert.ok(shown.height > 440, 'the viewer fills the frame');
        const f = tab.frameLocator('iframe');
        for (const name of VIEWER_BUTTONS) assert.equal(await f.getByRole('button', { name, exact: true }).count(), 1, name);
        assert.match(await f.getByRole('status', { name: 'Verdict' }).textContent(), /^WIN/);
        assert.equal(await f.getByRole('slider', { name: 'Timeline' }).isVisible(), false, 'the slim bar has no timeline');
        const shot = await screenshot(tab, 'embed-iframe');
        assert.ok(pngStats(shot).stddev > 1);
        assert.ok(copy.server.requests.every((r) => r.path.startsWith(BASE)));
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  });

  test('the copied embed code, pasted into a fresh page, shows the same board, algorithm, step, sentence and verdict', async () => {
    await withCopy({}, async (copy, dir) => {
      const context = await copy.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: copy.server.origin });
      const problems = [];
      const watch = (tab) => {
        tab.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
        tab.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
        tab.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
      };
      try {
        const tab = await context.newPage();
        watch(tab);
        await tab.goto(copy.server.url('index.html?game=geography&preset=random&size=8x10&density=0.3&seed=5&algo=hopcroft-karp&step=30'));
        await tab.waitForFunction(() => window.gridplay?.state().step === 30 && document.querySelector('#narration li.now'));
        await settle(tab);
        const want = await tab.evaluate(() => ({
          sentence: document.querySelector('#narration li.now').lastChild.textContent,
          verdict: document.querySelector('#verdict strong').textContent,
          detail: document.querySelector('#verdict span').textContent,
        }));

        await tab.getByRole('button', { name: 'Copy embed code' }).click();
        const dialog = tab.getByRole('dialog', { name: 'Embed this board' });
        await dialog.waitFor();
        const element = await dialog.getByLabel('Custom element').inputValue();
        assert.equal(await tab.evaluate(() => navigator.clipboard.readText()), element, 'the custom element code is on the clipboard');
        assert.match(element, /<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/blog\/posts\/token-game\/gridplay\.js"><\/script>/);
        assert.match(element, /<gridplay-viewer game="geography" preset="random" size="8x10" density="0.3" seed="5" algo="hopcroft-karp" step="30" controls="minimal">/);
        // Inside it, for hosts that refuse the script: a link to the same view on the page.
        assert.match(element, /controls="minimal"><a href="http:\/\/127\.0\.0\.1:\d+\/blog\/posts\/token-game\/index\.html\?game=geography&amp;preset=random&amp;size=8x10[^"]*&amp;step=30">Open this board in gridplay<\/a><\/gridplay-viewer>$/);
        await dialog.getByLabel('Controls').selectOption('full');
        const full = await dialog.getByLabel('Custom element').inputValue();
        const iframe = await dialog.getByLabel('iframe').inputValue();
        assert.match(iframe, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/blog\/posts\/token-game\/index\.html\?embed=1&amp;game=geography&amp;/);
        await screenshot(tab, 'embed-dialog');
        await dialog.getByRole('button', { name: 'Close' }).click();

        await writeFile(join(dir, 'paste.html'), page(`${full}\n<p>and as an iframe:</p>\n${iframe}`));
        const fresh = await context.newPage();
        watch(fresh);
        await fresh.goto(copy.server.url('paste.html'));
        await viewersReady(fresh, 1);
        await fresh.waitForFunction(() => {
          const s = document.querySelector('gridplay-viewer').state;
          return s.complete && s.step === 30;
        });
        await settle(fresh);
        const got = await fresh.evaluate(() => {
          const root = document.querySelector('gridplay-viewer').shadowRoot;
          return {
            sentence: root.getElementById('narration').textContent,
            verdict: root.querySelector('#verdict strong').textContent,
            detail: root.querySelector('#verdict span').textContent,
            board: root.getElementById('board').getAttribute('aria-label'),
          };
        });
        assert.deepEqual({ sentence: got.sentence, verdict: got.verdict, detail: got.detail }, want);
        assert.match(got.board, /8 × 10/);
        // The iframe snippet too.
        const frame = fresh.frames().find((f) => f !== fresh.mainFrame());
        await frame.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.step === 30, null, { timeout: 30_000 });
        const inFrame = await frame.evaluate(() => {
          const root = document.querySelector('gridplay-viewer').shadowRoot;
          return { sentence: root.getElementById('narration').textContent, verdict: root.querySelector('#verdict strong').textContent };
        });
        assert.deepEqual(inFrame, { sentence: want.sentence, verdict: want.verdict });
        await screenshot(fresh, 'embed-pasted', { fullPage: true });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
});
