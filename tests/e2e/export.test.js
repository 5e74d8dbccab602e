// Export…: the current step as a PNG, and the steps between two as a GIF (our encoder)
// or a WebM video (MediaRecorder), each with the title, the step's sentence, the
// verdict and a legend. The files are checked as files: the PNG decoded (here and by
// the browser), the GIF's frames counted by walking its blocks and decoded by the
// browser's ImageDecoder, the WebM's frames counted by walking its EBML (Matroska)
// elements and the video decoded by a <video>.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { pngStats, screenshot, startSite } from './harness.js';
import { gifFrames, webmFrames, withBlob } from './media.js';

let site;
before(async () => {
  site = await startSite({ base: '/talks/' });
});
after(() => site?.close());

async function openPage(query) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  await page.goto(site.server.url(`index.html${query}`));
  await page.waitForFunction(() => window.gridplay?.state().complete && document.querySelector('#narration li'));
  return { page, problems, close: () => context.close() };
}

async function exportDialog(page) {
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.waitFor();
  return dialog;
}

async function save(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('export', () => {
  test('PNG of the current step: decodable, not blank, with a title band and a legend', async () => {
    const { page, problems, close } = await openPage('?preset=random&size=10x14&density=0.25&seed=3&step=40');
    try {
      const dialog = await exportDialog(page);
      await dialog.getByLabel('Title').fill('Kuhn on a random board');
      const png = await save(page, () => dialog.getByRole('button', { name: 'Save this step as PNG' }).click());
      assert.equal(png.name, 'gridplay-geography-10x14-step40.png');
      const stats = pngStats(png.bytes);
      assert.equal(stats.width, 1920, 'drawn at two device pixels per CSS pixel');
      assert.ok(stats.colors > 20 && stats.stddev > 20, JSON.stringify(stats));
      // The browser decodes it too; the title band and the legend rows hold ink, not only background.
      const bands = await withBlob(page, png.bytes, 'image/png', async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        ctx.drawImage(bitmap, 0, 0);
        const ink = (y0, y1) => {
          const d = ctx.getImageData(0, y0, bitmap.width, y1 - y0).data;
          let n = 0;
          for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 300) n++;
          return n;
        };
        return { width: bitmap.width, height: bitmap.height, title: ink(30, 90), legend: ink(bitmap.height - 100, bitmap.height - 20) };
      });
      assert.equal(bands.width, 1920);
      assert.ok(bands.title > 500, `title band: ${bands.title} dark pixels`);
      assert.ok(bands.legend > 300, `legend: ${bands.legend} dark pixels`);
      assert.match(await dialog.getByRole('status').textContent(), /Saved a PNG of step 40/);
      await screenshot(page, 'export-dialog');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('GIF of a step range: one frame per step, decoded by the browser; the page comes back to its step', async () => {
    const { page, problems, close } = await openPage('?step=2');
    try {
      const dialog = await exportDialog(page);
      assert.equal(await dialog.getByLabel('From step').inputValue(), '2', 'from the current step…');
      assert.equal(await dialog.getByLabel('to', { exact: true }).inputValue(), '13', '…to the end');
      await dialog.getByLabel('From step').fill('0');
      await dialog.getByLabel('Steps per second').fill('20');
      await dialog.getByLabel('Format').selectOption('gif');
      const gif = await save(page, () => dialog.getByRole('button', { name: 'Record animation' }).click());
      assert.equal(gif.name, 'gridplay-geography-3x3-steps0-13.gif');
      const info = gifFrames(gif.bytes);
      assert.equal(info.frames, 14, 'steps 0 to 13');
      assert.ok(info.seconds >= 13 * 0.05 + 1.5, `${info.seconds} s`);
      const decoded = await withBlob(page, gif.bytes, 'image/gif', async (url, data) => {
        const decoder = new ImageDecoder({ data, type: 'image/gif' });
        await decoder.tracks.ready;
        const frames = decoder.tracks.selectedTrack.frameCount;
        const { image } = await decoder.decode({ frameIndex: frames - 1 });
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        ctx.drawImage(image, 0, 0);
        const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        const colors = new Set();
        for (let i = 0; i < d.length; i += 16) colors.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        image.close();
        return { frames, width: canvas.width, colors: colors.size };
      });
      assert.deepEqual({ frames: decoded.frames, width: decoded.width }, { frames: 14, width: 960 });
      assert.ok(decoded.colors > 8, `last frame has ${decoded.colors} colours`);
      await page.waitForFunction(() => window.gridplay.state().step === 2);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('WebM of a step range (MediaRecorder): more than one frame, and a <video> decodes it', async () => {
    const { page, problems, close } = await openPage('?preset=random&size=6x8&seed=2&step=10');
    try {
      const dialog = await exportDialog(page);
      assert.equal(await dialog.getByLabel('Format').inputValue(), 'webm', 'WebM when the browser records it');
      await dialog.getByLabel('to', { exact: true }).fill('25');
      await dialog.getByLabel('Steps per second').fill('30');
      const webm = await save(page, () => dialog.getByRole('button', { name: 'Record animation' }).click());
      assert.equal(webm.name, 'gridplay-geography-6x8-steps10-25.webm');
      const { blocks, clusters } = webmFrames(webm.bytes);
      assert.ok(clusters >= 1);
      assert.ok(blocks >= 8, `${blocks} video frames for 16 steps`);
      const video = await withBlob(page, webm.bytes, 'video/webm', (url) => new Promise((ok, fail) => {
        const v = document.createElement('video');
        v.muted = true;
        v.onloadeddata = () => ok({ width: v.videoWidth, height: v.videoHeight, ready: v.readyState });
        v.onerror = () => fail(new Error(`video error ${v.error?.code}`));
        v.src = url;
      }));
      assert.equal(video.width, 960);
      assert.ok(video.ready >= 2);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('a long range is capped, and says so', async () => {
    const { page, problems, close } = await openPage('?preset=random&size=30x40&seed=1');
    try {
      const dialog = await exportDialog(page);
      const last = await page.evaluate(() => window.gridplay.state().lastStep);
      assert.ok(last > 500);
      assert.equal(await dialog.getByLabel('to', { exact: true }).inputValue(), '499', 'default: 500 steps from the current one');
      await dialog.getByLabel('to', { exact: true }).fill(String(last));
      assert.match(await dialog.locator('#export-note').textContent(), /At most 500 steps per animation: it stops at step 499/);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
