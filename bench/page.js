// Page benchmark (figures, not a test): `npm run bench:page` (part of `npm run bench`).
// Needs the build (`npm run build`) and the native CLI (`cargo build --release`).
//
//  1. Solve time of 1000×1000 boards: the wasm core in headless Chromium
//     (geographyJudgeOutput: parse, solve, print) against the native CLI on the same
//     input (process start, read, solve, print). Target: wasm within 1.5× of native.
//  2. Page weight: HTML + JS + CSS + wasm in dist/, gzipped: what the English token game page
//     fetches until the sample's verdict (target ≤ 150 KB), and the rest (other games and
//     languages, export, the viewer script).
//  3. Frame times while the page animates a 100×100 board at a fast speed.
//     Target: 60 fps. Headless Chromium here draws without a GPU.
//  4. 1000×1000 boards of every preset, with either algorithm at the page's defaults,
//     opened at their last step: time until the page shows the verdict. Target: 3 s.
//  5. The same for 1000×1000 king and hex boards (empty, random 10% and 30% walls,
//     serpentine, maze), where the page uses blossom. Target: 3 s.
//  6. The graph tab on a random 2000-vertex, 3000-edge graph (`?game=graph&input=…`):
//     time until its layout has settled (window.gridplay.graph().settled), the force
//     drawing of a general graph and the two-sided drawing of a bipartite one, median
//     of 3. Target: 2 s (issue 39). `node bench/page.js --graph` runs only this section.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT, launchBrowser, serve } from '../tests/e2e/harness.js';
import { treeWithChords } from '../tests/e2e/graph-oracle.js';

const CLI = join(ROOT, 'target/release/gridplay');
const RUNS = 5;

for (const [path, how] of [
  [join(DIST, 'index.html'), 'npm run build'],
  [join(ROOT, 'www/pkg/gridplay_bg.wasm'), 'npm run build'],
]) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run ${how} first`);
    process.exit(1);
  }
}
if (!existsSync(CLI)) execFileSync('cargo', ['build', '--release', '--bin', 'gridplay'], { cwd: ROOT, stdio: 'inherit' });

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (x) => `${x.toFixed(1)} ms`;
const fine = (x) => `${x.toFixed(3)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const lines = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};

const browser = await launchBrowser();
// The repository root: index.html runs unbundled there, and www/pkg/ can be imported.
const source = await serve({ dir: ROOT });
const dist = await serve({ dir: DIST });
const tmp = mkdtempSync(join(tmpdir(), 'gridplay-bench-'));
try {
  if (process.argv.includes('--weight') || process.argv.includes('--graph')) {
    if (process.argv.includes('--weight')) await pageWeight();
    else await graphLayout();
    await Promise.all([browser.close(), source.close(), dist.close()]);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
  // --- 1. solve time, wasm in Chromium against native ------------------------------
  say('1. Solve 1000×1000 (judge output, p4055), median of ' + RUNS + ' runs');
  say('   board                        wasm (Chromium)   native CLI   wasm/native');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(source.url('www/pkg/package.json'));
  await page.evaluate(async () => {
    const core = await import('/www/pkg/gridplay.js');
    await core.default({ module_or_path: '/www/pkg/gridplay_bg.wasm' });
    window.core = core;
  });
  for (const [name, kind, density] of [
    ['random, 30% walls, seed 1', 'random', 0.3],
    ['empty (no walls)', 'empty', 0],
    ['maze, seed 1', 'maze', 0],
  ]) {
    const input = await page.evaluate(([kind, density]) => window.core.preset('geography', kind, 1000, 1000, density, 1), [kind, density]);
    const times = await page.evaluate(
      ([kind, density, runs]) => {
        const text = window.core.preset('geography', kind, 1000, 1000, density, 1);
        const out = [];
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          window.core.geographyJudgeOutput(text, 'p4055');
          out.push(performance.now() - t);
        }
        return out;
      },
      [kind, density, RUNS],
    );
    const file = join(tmp, `${kind}.txt`);
    writeFileSync(file, input);
    const native = [];
    let nativeOut = '';
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      const run = spawnSync(CLI, ['geography', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
      native.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (run.status !== 0) throw new Error(run.stderr);
      nativeOut = run.stdout;
    }
    const wasmOut = await page.evaluate((kind) => window.core.geographyJudgeOutput(window.core.preset('geography', kind, 1000, 1000, kind === 'random' ? 0.3 : 0, 1), 'p4055'), kind);
    if (wasmOut !== nativeOut) throw new Error(`${name}: the wasm and native answers differ`);
    const [w, n] = [median(times), median(native)];
    say(`   ${name.padEnd(28)} ${ms(w).padStart(15)}   ${ms(n).padStart(10)}   ${(w / n).toFixed(2).padStart(6)}×  (target ≤ 1.5×)`);
  }

  // --- 1b. play mode: a computer move in Chromium -----------------------------------
  say();
  say('1b. Play mode on 1000×1000: the computer\'s moves (GeographyGame.reply) after the first,');
  say('    against an opponent moving at random to a cell with the most onward moves (as cargo bench --bench geography_play)');
  say('   board                        computer   median      max   moves  (Chromium\'s timer: 0.1 ms steps)');
  for (const [name, kind, density] of [
    ['random, 10% walls, seed 1', 'random', 0.1],
    ['random, 30% walls, seed 1', 'random', 0.3],
    ['maze, seed 1', 'maze', 0],
  ]) {
    for (const role of ['placer', 'mover']) {
      const r = await page.evaluate(
        ([kind, density, role]) => {
          const core = window.core;
          const run = new core.GeographyRun(core.preset('geography', kind, 1000, 1000, density, 1), { greedy: true });
          while (!run.record(1 << 20));
          const you = role === 'placer' ? 'mover' : 'placer'; // the computer takes `role`
          const game = new core.GeographyGame(run, you);
          const cols = run.cols();
          let seed = 9;
          const random = (n) => ((seed = (seed * 1103515245 + 12345) >>> 0) % n);
          const times = [];
          let first = true;
          while (!game.over() && times.length < 200) {
            if (game.turn() === 'computer') {
              const t = performance.now();
              game.reply();
              if (!first) times.push(performance.now() - t);
            } else {
              const moves = Array.from(game.moves());
              if (game.path().length === 0) {
                game.play(moves[random(moves.length)]); // placing: anywhere
                first = false;
                continue;
              }
              const path = new Set(game.path());
              const open = (n) => n >= 0 && n < cols * run.rows() && !path.has(n) && !run.isWall(Math.floor(n / cols), n % cols);
              const room = (c) => [c - cols, c + cols, c % cols ? c - 1 : -1, (c + 1) % cols ? c + 1 : -1].filter(open).length;
              let most = -1;
              for (const c of moves) most = Math.max(most, room(c));
              const roomy = moves.filter((c) => room(c) === most);
              game.play(roomy[random(roomy.length)]);
            }
            first = false;
          }
          game.free();
          run.free();
          times.sort((a, b) => a - b);
          return { median: times[times.length >> 1] ?? NaN, max: times.at(-1) ?? NaN, moves: times.length };
        },
        [kind, density, role],
      );
      say(`   ${name.padEnd(28)} ${role.padEnd(8)} ${fine(r.median).padStart(8)} ${fine(r.max).padStart(8)}   ${String(r.moves).padStart(5)}  (target median < 5 ms)`);
    }
  }
  await context.close();

  await pageWeight();

  // --- 3. frame times while animating 100×100 ------------------------------------------
  say();
  say('3. Animating a 100×100 board (random, 30% walls), 1280×720, 3 s per speed');
  for (const [label, slider] of [
    ['100 steps/s', 8],
    ['10,000 steps/s', 16],
  ]) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const p = await ctx.newPage();
    await p.goto(dist.url('index.html?preset=random&size=100x100&density=0.3&seed=1'), { waitUntil: 'networkidle' });
    await p.waitForFunction(() => window.gridplay?.state().complete);
    await p.locator('#speed').fill(String(slider));
    await p.getByRole('button', { name: 'Play', exact: true }).click();
    const stats = await p.evaluate(
      () =>
        new Promise((done) => {
          const deltas = [];
          let last = performance.now();
          const start = last;
          const frame = (now) => {
            deltas.push(now - last);
            last = now;
            if (now - start < 3000) requestAnimationFrame(frame);
            else done({ deltas, step: window.gridplay.state().step });
          };
          requestAnimationFrame(frame);
        }),
    );
    const d = stats.deltas.slice(1).sort((a, b) => a - b);
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const p95 = d[Math.floor(d.length * 0.95)];
    say(
      `   ${label.padEnd(16)} ${(1000 / mean).toFixed(1).padStart(5)} fps  frame ${ms(mean)} mean, ${ms(d[d.length >> 1])} median, ${ms(p95)} p95, ${ms(d[d.length - 1])} max  (${stats.step.toLocaleString('en')} steps shown; target 60 fps)`,
    );
    await ctx.close();
  }

  // --- 4. 1000×1000 boards, from opening to the verdict ---------------------------------
  // Every preset with both algorithms, at the page's own defaults (no greedy= in the
  // link, so the page's greedy setting applies). Target: the verdict within 3 s.
  const BIG = [
    ['empty', 'preset=empty'],
    ['serpentine', 'preset=serpentine'],
    ['random, 10% walls', 'preset=random&density=0.1&seed=1'],
    ['random, 30% walls', 'preset=random&density=0.3&seed=1'],
    ['maze, seed 1', 'preset=maze&seed=1'],
  ];
  say();
  say("4. Opening 1000×1000 boards at their last step (record, replay, draw), the page's defaults");
  say('   board                 algorithm        verdict   longest frame   steps');
  for (const [name, query] of BIG) {
    for (const algo of ['kuhn', 'hopcroft-karp']) {
      const result = await openAtEnd(`${query}&algo=${algo}`);
      say(
        `   ${name.padEnd(21)} ${algo.padEnd(14)} ${ms(result.at).padStart(10)}   ${ms(result.worst).padStart(12)}   ${result.steps.toLocaleString('en').padStart(11)}  (target ≤ 3000 ms)`,
      );
    }
  }
  // --- 5. 1000×1000 king and hex boards, from opening to the verdict --------------------
  // The page's defaults: no algo= in the link (king and hex boards take blossom), no
  // greedy=. Target: the verdict within 3 s.
  say();
  say("5. Opening 1000×1000 king and hex boards at their last step (record, replay, draw), the page's defaults (blossom)");
  say('   board                 moves      verdict   longest frame   steps');
  for (const [name, query] of BIG) {
    for (const moves of ['king', 'hex']) {
      const result = await openAtEnd(`${query}&moves=${moves}`);
      say(
        `   ${name.padEnd(21)} ${moves.padEnd(6)} ${ms(result.at).padStart(12)}   ${ms(result.worst).padStart(12)}   ${result.steps.toLocaleString('en').padStart(11)}  (${result.moves} ${result.algo}; target ≤ 3000 ms)`,
      );
    }
  }
  await graphLayout();
} finally {
  rmSync(tmp, { recursive: true, force: true });
  await browser.close();
  await source.close();
  await dist.close();
}

/** Section 6, the graph tab's layout of 2000 vertices; `node bench/page.js --graph` runs only this section. */
async function graphLayout() {
  // --- 6. the graph tab: a 2000-vertex graph laid out ---------------------------------
  say();
  say(`6. The graph tab on 2000 vertices, 3000 edges (a random tree and 1001 chords, seed 1), median of 3 runs:`);
  say('   time since navigation until the layout has settled, and of it the layout alone (from the first frame with the');
  say('   graph read to settled; the two-sided drawing is placed in that frame)');
  say('   graph                        drawing    settled     layout   longest frame');
  const general = treeWithChords(2000, 1001, 1);
  const bipartite = treeWithChords(2000, 1001, 1, { bipartite: true });
  for (const [name, g, layout] of [
    ['random, odd cycles', general, 'force'],
    ['random bipartite', bipartite, 'layered'],
    ['random bipartite', bipartite, 'force'],
  ]) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await openGraph(`game=graph&layout=${layout}&input=${encodeURIComponent(g.text)}`));
    const mid = (key) => median(runs.map((r) => r[key]));
    say(`   ${name.padEnd(28)} ${layout.padEnd(8)} ${ms(mid('settled')).padStart(10)} ${ms(mid('layout')).padStart(10)} ${ms(mid('worst')).padStart(12)}  (target ≤ 2000 ms)`);
  }
}

/**
 * Opens the graph tab at `query` and times it: when the graph has been read (its n
 * shown) and when its layout has settled, in ms since navigation, and the longest frame.
 * The query carries 30 KB of input, more than the test server's request line takes, so
 * the page's HTML is handed to the browser here and only its files come from the server.
 */
async function openGraph(query) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const p = await ctx.newPage();
  await p.route(/index\.html\?/, (route) => route.fulfill({ path: join(DIST, 'index.html') }));
  await p.goto(dist.url(`index.html?${query}`), { waitUntil: 'load' });
  const result = await p.evaluate(
    () =>
      new Promise((done) => {
        let worst = 0;
        let read = null;
        let last = performance.now();
        const frame = (now) => {
          worst = Math.max(worst, now - last);
          last = now;
          const g = window.gridplay?.graph?.();
          if (g?.n === 2000 && read === null) read = now;
          if (g?.n === 2000 && g.settled) done({ settled: now, layout: now - read, worst, drawn: g.drawn, drawing: g.layout });
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await ctx.close();
  const asked = new URLSearchParams(query).get('layout');
  if (!result.drawn || result.drawing !== asked) throw new Error(`the graph of ${query.slice(0, 40)}… was not drawn as ${asked} (${result.drawing})`);
  return result;
}

/** Section 2, the page weight; `node bench/page.js --weight` runs only this section. */
async function pageWeight() {
  // --- 2. page weight ----------------------------------------------------------------
  say();
  say('2. Page weight (dist/, gzip -9): what the English token game page fetches until the sample\'s verdict, and the rest');
  // The first load, as a visitor's browser asks for it: every file fetched from opening
  // index.html?step=end until the verdict shows (the service worker comes after).
  const firstFiles = new Set();
  {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    p.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === new URL(dist.url()).origin) firstFiles.add(url.pathname.replace(/^\//, ''));
    });
    await p.goto(dist.url('index.html?step=end'));
    await p.waitForFunction(() => /\S/.test(document.getElementById('verdict')?.textContent ?? '') && window.gridplay?.state().complete);
    await ctx.close();
  }
  const files = ['index.html', ...readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`)];
  let first = 0;
  let rest = 0;
  for (const f of files) {
    const raw = readFileSync(join(DIST, f));
    const gz = gzipSync(raw, { level: 9 }).length;
    const early = firstFiles.has(f);
    if (early) first += gz;
    else rest += gz;
    say(`   ${f.padEnd(36)} ${kb(raw.length).padStart(10)} → ${kb(gz).padStart(9)}${early ? '' : '  (later or elsewhere)'}`);
  }
  say(`   ${'first load'.padEnd(36)} ${''.padStart(10)}   ${kb(first).padStart(9)}  (target ≤ 150 KB)`);
  say(`   ${'later or elsewhere'.padEnd(36)} ${''.padStart(10)}   ${kb(rest).padStart(9)}  (other games and languages, export, the viewer)`);
}

/**
 * Opens a 1000×1000 board (`query`: preset settings and options) at its last step and
 * times it: when the verdict appears (ms since navigation), the longest frame on the
 * way, the steps, and the algorithm and rule the page used.
 */
async function openAtEnd(query) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const p = await ctx.newPage();
  await p.goto(dist.url(`index.html?${query}&size=1000x1000&step=end`), { waitUntil: 'load' });
  const result = await p.evaluate(
    () =>
      new Promise((done) => {
        let worst = 0;
        let last = performance.now();
        const frame = (now) => {
          worst = Math.max(worst, now - last);
          last = now;
          const s = window.gridplay?.state();
          if (s && s.complete && s.step === s.lastStep && /^(WIN|LOSE)/.test(document.getElementById('verdict').textContent)) {
            done({ at: now, worst, steps: s.lastStep, algo: document.getElementById('algorithm').value, moves: document.getElementById('moves').value });
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await ctx.close();
  return result;
}
