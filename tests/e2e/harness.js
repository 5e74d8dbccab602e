// Helpers for the browser end-to-end tests (node:test): a static server for the
// built page and Debian's Chromium driven by playwright-core. Needs the build
// (`bash scripts/build.sh`) and /usr/bin/chromium (`bash scripts/setup.sh`).
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = join(ROOT, 'dist');
export const OUTPUT = join(ROOT, 'tests/output');

export const CHROMIUM = '/usr/bin/chromium';
// As measured in shared/TOOLCHAIN.md: root needs --no-sandbox; without the
// background-networking flags Chromium keeps dialling out into a closed network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir` on 127.0.0.1 (a free port) under the path prefix `base`.
 * `wasmType` replaces the Content-Type of .wasm files, to test the fallback
 * for hosts that do not send application/wasm.
 * `cache` is the Cache-Control header sent ('no-store'; null sends none, as many static
 * hosts do), and `age` (seconds) dates every file's Last-Modified that far back, from
 * which a browser guesses how long it may keep a file that has no Cache-Control.
 * Returns { origin, base, url(path), requests, setDir(dir), close() }; `requests` lists
 * { method, path, status } in order; setDir serves another folder from then on (a deploy).
 */
export async function serve({ dir = DIST, base = '/', wasmType = MIME['.wasm'], cache = 'no-store', age = 0 } = {}) {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`base must start and end with '/': ${base}`);
  let root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${join(root, 'index.html')} not found: build first (bash scripts/build.sh)`);
  }
  const modified = new Date(Date.now() - age * 1000).toUTCString();
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let status = 404;
    let body = 'not found';
    let type = 'text/plain; charset=utf-8';
    if (path.startsWith(base)) {
      let file = normalize(join(root, path.slice(base.length)));
      if (file === root || file.startsWith(root + sep)) {
        try {
          if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
          body = await readFile(file);
          status = 200;
          type = extname(file) === '.wasm' ? wasmType : (MIME[extname(file)] ?? 'application/octet-stream');
        } catch {
          // stays 404
        }
      }
    }
    requests.push({ method: req.method, path, status });
    const headers = { 'Content-Type': type, 'Last-Modified': modified };
    if (cache !== null) headers['Cache-Control'] = cache;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    base,
    requests,
    url: (path = '') => origin + base + path.replace(/^\//, ''),
    setDir: (next) => {
      root = resolve(next);
    },
    close: () => new Promise((ok) => server.close(ok)),
  };
}

/**
 * A built file's name without its content hash (vite.config.js names assets/ files
 * <name>-<8 characters>.<ext>): 'game-mine-C6ij9nTH.js' → 'game-mine.js'.
 */
export const unhashed = (name) => name.replace(/-[A-Za-z0-9_-]{8}(\.\w+)$/, '$1');

/** Debian's Chromium, headless; playwright gives each launch a fresh temporary profile. */
export function launchBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: run bash scripts/setup.sh`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Opens `url` in a new browser context and records what went wrong:
 * console errors and warnings, uncaught page errors, failed requests and HTTP
 * errors. `problems()` returns them as strings, so tests can
 * `assert.deepEqual(problems(), [])` and see the details on failure.
 * The default waits for network idle, so the wasm has loaded; a page that leaves
 * a response body unread never gets there: pass { waitUntil: 'load' } and wait
 * for a selector of its own instead.
 */
export async function openPage(browser, url, { waitUntil = 'networkidle' } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = { console: [], pageErrors: [], failedRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      const where = msg.location()?.url ? ` (${msg.location().url})` : '';
      log.console.push(`console.${msg.type()}: ${msg.text()}${where}`);
    }
  });
  page.on('pageerror', (err) => log.pageErrors.push(`pageerror: ${err.stack ?? err}`));
  page.on('requestfailed', (req) =>
    log.failedRequests.push(`request failed: ${req.url()} (${req.failure()?.errorText})`),
  );
  page.on('response', (res) => {
    if (res.status() >= 400) log.failedRequests.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(url, { waitUntil });
  const problems = () => [...log.pageErrors, ...log.console, ...log.failedRequests];
  return { page, context, log, problems, close: () => context.close() };
}

/**
 * A server for `dir` plus a browser, for one test file:
 *   const site = await startSite();            // in before()
 *   const { page, problems } = await site.openPage('/index.html');
 *   await site.close();                        // in after()
 * Paths are relative to the mount point (`base`).
 */
export async function startSite(options = {}) {
  const server = await serve(options);
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    server,
    browser,
    openPage: (path = '', opts) => openPage(browser, server.url(path), opts),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Saves a screenshot of `page` to tests/output/<name>.png and returns the PNG bytes. */
export async function screenshot(page, name, opts = {}) {
  await mkdir(OUTPUT, { recursive: true });
  return page.screenshot({ path: join(OUTPUT, `${name}.png`), ...opts });
}

/**
 * Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) and returns
 * { width, height, colors, stddev }: the number of distinct colours and the
 * standard deviation of luminance (0 for a single-colour image).
 */
export function pngStats(png) {
  const sig = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== sig) throw new Error('not a PNG');
  let width = 0, height = 0, depth = 0, colorType = 0;
  const idat = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      depth = data[8];
      colorType = data[9];
      if (data[12] !== 0) throw new Error('interlaced PNG not supported');
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    at += 12 + len;
  }
  const channels = { 2: 3, 6: 4 }[colorType];
  if (depth !== 8 || !channels) throw new Error(`PNG depth ${depth} colour type ${colorType} not supported`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = px.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? px.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? out[i - channels] : 0;
      const b = up[i];
      const c = i >= channels ? up[i - channels] : 0;
      let pred = 0;
      if (filter === 1) pred = a;
      else if (filter === 2) pred = b;
      else if (filter === 3) pred = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[i] = (line[i] + pred) & 0xff;
    }
  }
  const colors = new Set();
  let sum = 0, sumSq = 0;
  for (let i = 0; i < px.length; i += channels) {
    const [r, g, b] = [px[i], px[i + 1], px[i + 2]];
    if (colors.size < 1 << 16) colors.add((r << 16) | (g << 8) | b);
    const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    sum += lum;
    sumSq += lum * lum;
  }
  const n = width * height;
  const mean = sum / n;
  return { width, height, colors: colors.size, stddev: Math.sqrt(Math.max(0, sumSq / n - mean * mean)) };
}
