// <gridplay-viewer game="graph"> and index.html?embed=1&game=graph: the graph drawn and
// its run played in a viewer's shadow root, the verdict's winning starts checked against
// an exhaustive game search (graph-oracle.js, no matching theory), in English and
// Chinese; the state read right after a load (before any frame: nothing recorded, so
// not complete); autoplay to the end; a bad input's error with nothing drawn; a graph viewer
// beside a board viewer (and one switched between the two); the iframe form; the graph
// tab's Copy embed code pasted into a fresh page. Screenshots of a graph viewer mid-run
// (tests/output/graph-embed-*.png): light, dark, a phone-width host page.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DIST, ROOT, pngStats, screenshot, startSite } from './harness.js';
import { adjacency, input, randomGraph, readInput, say, winningStarts } from './graph-oracle.js';
import { ensureCli, runCli } from './page-helpers.js';

const words = {
  en: JSON.parse(await readFile(join(ROOT, 'www/i18n/messages/graph.en.json'), 'utf8')),
  'zh-CN': JSON.parse(await readFile(join(ROOT, 'www/i18n/messages/graph.zh-CN.json'), 'utf8')),
};

/** Text safe in a double-quoted attribute, newlines as &#10; (as an author writes it). */
const attr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/\n/g, '&#10;');

const html = (body, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>graph viewers</title><link rel="icon" href="data:,"></head>
<body>
<script type="module" src="gridplay.js"></script>
${body}
</body></html>
`;

/** The verdict the exhaustive search gives graph `g`, in the viewer's words in `lang`: "WIN the first player wins from …" or "LOSE …". */
function expected(g, lang) {
  const wins = winningStarts(g.n, adjacency(g.n, g.edges));
  const w = words[lang];
  if (!wins.length) return `LOSE ${say(w, 'graph.verdict.lose')}`;
  return `WIN ${say(w, 'graph.verdict.win', { w: wins.length, n: g.n, list: wins.map((v) => v + 1).join(w['graph.listJoin']) })}`;
}

/** Every viewer's verdict as shown (the status region's text), in page order. */
const verdicts = (tab) =>
  tab.evaluate(() => [...document.querySelectorAll('gridplay-viewer')].map((v) => v.shadowRoot.getElementById('verdict').textContent.replace(/\s+/g, ' ').trim()));

/** Waits until every viewer on the page has a run shown at its last step (past its start: a run has events). */
const allAtEnd = (tab, timeout = 30_000) =>
  tab.waitForFunction(() => [...document.querySelectorAll('gridplay-viewer')].every((v) => v.state?.complete && v.state.lastStep > 0 && v.state.step === v.state.lastStep && v.state.settled !== false), null, { timeout });

/** The distinct colours of a viewer's canvas (a blank canvas has one). */
const canvasColours = (tab, id) =>
  tab.evaluate((id) => {
    const c = document.getElementById(id).shadowRoot.getElementById('board');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  }, id);

/** Collects console errors and warnings, page errors and failed requests of `tab`. */
function watch(tab, problems) {
  tab.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  tab.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  tab.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
}

// Random graphs, bipartite and not; the first is a 12-vertex bipartite graph for the screenshots.
const GRAPHS = [randomGraph(41, true), randomGraph(7, false), randomGraph(12, true), randomGraph(23, false), randomGraph(5, false)];

describe('<gridplay-viewer game="graph">', () => {
  let site;
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gridplay-graph-embed-'));
    await cp(DIST, dir, { recursive: true });
    site = await startSite({ dir });
  });
  after(async () => {
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Opens `body` as a fresh page in a context of `viewport`; returns { tab, problems, close }. */
  async function open(name, body, { lang = 'en', viewport = { width: 1000, height: 1400 }, colorScheme = 'light' } = {}) {
    await writeFile(join(dir, name), html(body, lang));
    const context = await site.browser.newContext({ viewport, colorScheme });
    const tab = await context.newPage();
    const problems = [];
    watch(tab, problems);
    await tab.goto(site.server.url(name), { waitUntil: 'load' });
    return { tab, problems, context, close: () => context.close() };
  }

  for (const lang of ['en', 'zh-CN']) {
    test(`step="end": the verdict names the winning starts an exhaustive game search finds (${lang})`, async () => {
      const body = GRAPHS.map((g, i) => `<gridplay-viewer id="g${i}" game="graph" input="${attr(input(g.n, g.edges))}" step="end" style="height: 260px"></gridplay-viewer>`).join('\n');
      const { tab, problems, close } = await open(`verdicts-${lang}.html`, body, { lang });
      try {
        await allAtEnd(tab);
        assert.deepEqual(await verdicts(tab), GRAPHS.map((g) => expected(g, lang)));
        // The drawing: each graph's vertices on its canvas (more than the background's colour).
        for (let i = 0; i < GRAPHS.length; i++) assert.ok((await canvasColours(tab, `g${i}`)) > 2, `graph ${i} is drawn`);
        const state = await tab.evaluate(() => document.getElementById('g0').state);
        assert.equal(state.n, GRAPHS[0].n);
        assert.equal(state.drawn, true);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  test('preset and board attributes: the graph the tab\'s link of the same settings shows, its verdict the search\'s', async () => {
    const sources = [
      'preset=bipartite&vertices=9&left=4&edges=12&seed=3',
      'preset=petersen',
      `board=${encodeURIComponent('3 3\n.##\n...\n#.#\n')}&moves=king`,
    ];
    const texts = [];
    for (const query of sources) {
      const { page: tab, close } = await site.openPage(`index.html?game=graph&${query}`);
      try {
        await tab.waitForFunction(() => window.gridplay?.graph?.().run);
        texts.push(await tab.evaluate(() => window.gridplay.graph().text));
      } finally {
        await close();
      }
    }
    const attrs = (query) => [...new URLSearchParams(query)].map(([k, v]) => ` ${k}="${attr(v)}"`).join('');
    const body = sources.map((q) => `<gridplay-viewer game="graph"${attrs(q)} step="end" style="height: 260px"></gridplay-viewer>`).join('\n');
    const { tab, problems, close } = await open('presets.html', body);
    try {
      await allAtEnd(tab);
      const graphs = texts.map(readInput);
      assert.deepEqual(await tab.evaluate(() => [...document.querySelectorAll('gridplay-viewer')].map((v) => v.state.n)), graphs.map((g) => g.n));
      assert.deepEqual(await verdicts(tab), graphs.map((g) => expected(g, 'en')));
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('the state right after a graph loads (before any frame) claims nothing: not complete, no verdict; complete only once recorded', async () => {
    const [a, b] = [GRAPHS[1], GRAPHS[2]];
    const { tab, problems, close } = await open('state.html', '');
    try {
      await tab.evaluate(() => customElements.whenDefined('gridplay-viewer'));
      const got = await tab.evaluate(
        async ([first, second]) => {
          const v = document.createElement('gridplay-viewer');
          v.setAttribute('game', 'graph');
          v.setAttribute('input', first);
          v.setAttribute('step', 'end');
          v.style.height = '260px';
          // Every state seen until the run is at its end, read at each frame.
          const seen = [];
          const end = new Promise((done) => {
            const look = () => {
              const st = v.state;
              if (st) seen.push(st);
              if (st?.complete && st.step === st.lastStep && st.lastStep > 0) done();
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          });
          document.body.append(v);
          await v.ready; // the first load done: no frame has run since
          const loaded = v.state;
          await end;
          // Another graph in the same viewer, read as soon as it is loaded.
          v.setAttribute('input', second);
          await v.reloading;
          const reloaded = v.state;
          return { loaded, reloaded, seen };
        },
        [input(a.n, a.edges), input(b.n, b.edges)],
      );
      for (const [name, st, g] of [['loaded', got.loaded, a], ['reloaded', got.reloaded, b]]) {
        assert.equal(st.n, g.n, name);
        assert.equal(st.drawn, true, name);
        assert.deepEqual([st.step, st.lastStep, st.complete, st.verdict], [0, 0, false, null], `${name}: ${JSON.stringify(st)}`);
      }
      // Complete only with a recording past its start, and then the search's verdict at the end.
      for (const st of got.seen) if (st.complete) assert.ok(st.lastStep > 0, JSON.stringify(st));
      const last = got.seen.at(-1);
      assert.equal(`${last.verdict} ${last.detail}`, expected(a, 'en'));
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('autoplay plays to the end (each algorithm that applies); loop starts again', async () => {
    const [bip, odd] = [GRAPHS[2], GRAPHS[3]];
    const body = [
      ...['kuhn', 'hopcroft-karp', 'blossom'].map((a) => `<gridplay-viewer game="graph" input="${attr(input(bip.n, bip.edges))}" algo="${a}" autoplay speed="400" controls="full"></gridplay-viewer>`),
      `<gridplay-viewer game="graph" input="${attr(input(odd.n, odd.edges))}" autoplay speed="400" greedy="0"></gridplay-viewer>`,
    ].join('\n');
    const { tab, problems, close } = await open('autoplay.html', body, { viewport: { width: 700, height: 4000 } });
    try {
      await allAtEnd(tab, 60_000);
      const states = await tab.evaluate(() => [...document.querySelectorAll('gridplay-viewer')].map((v) => v.state));
      assert.deepEqual(states.map((s) => s.algorithm), ['kuhn', 'hopcroft-karp', 'blossom', 'blossom']);
      assert.equal(states[3].greedy, false);
      assert.ok(states.every((s) => s.lastStep > 0));
      assert.deepEqual(await verdicts(tab), [bip, bip, bip, odd].map((g) => expected(g, 'en')));
      // Full controls: the step's sentence under the board.
      assert.ok((await tab.evaluate(() => document.querySelector('gridplay-viewer').shadowRoot.querySelector('#narration li.now')?.textContent ?? '')).length > 0);
      // loop: back to a step before the end after holding the verdict.
      await tab.evaluate(() => document.querySelector('gridplay-viewer').setAttribute('loop', ''));
      await tab.evaluate(() => document.querySelector('gridplay-viewer').play());
      await tab.waitForFunction(() => document.querySelector('gridplay-viewer').state.step < document.querySelector('gridplay-viewer').state.lastStep, null, { timeout: 10_000 });
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('a bad input: the core\'s error in the viewer, nothing drawn, no run; a good one then draws', async () => {
    const body = [
      '<gridplay-viewer id="loop" game="graph" input="3 2&#10;1 2&#10;2 2"></gridplay-viewer>',
      '<gridplay-viewer id="outside" game="graph" input="3 1&#10;1 4"></gridplay-viewer>',
      '<gridplay-viewer id="short" game="graph" input="4 3&#10;1 2&#10;2 3"></gridplay-viewer>',
      '<gridplay-viewer id="words" game="graph" input="two vertices" play="placer" layout="round"></gridplay-viewer>',
      '<gridplay-viewer id="lesson" lesson="graph" slide="2"></gridplay-viewer>',
      '<gridplay-viewer id="algo" game="graph" input="3 3&#10;1 2&#10;2 3&#10;3 1" algo="kuhn" size="4x4" step="end"></gridplay-viewer>',
    ].join('\n');
    const { tab, problems, close } = await open('bad.html', body);
    try {
      await tab.waitForFunction(() => [...document.querySelectorAll('gridplay-viewer')].every((v) => v.shadowRoot?.getElementById('error').hidden === false));
      const errors = await tab.evaluate(() => Object.fromEntries([...document.querySelectorAll('gridplay-viewer')].map((v) => [v.id, v.shadowRoot.getElementById('error').textContent])));
      assert.match(errors.loop, /^gridplay-viewer: Line 3, column \d+: .*(loop|itself)/i);
      assert.match(errors.outside, /^gridplay-viewer: Line 2, column \d+: /);
      assert.match(errors.short, /^gridplay-viewer: .*(edge|line)/i);
      assert.match(errors.words, /Line 1, column 1: /);
      assert.match(errors.words, /play="placer" is not available for a graph in the viewer/);
      assert.match(errors.words, /layout must be layered or force, not "round"/);
      assert.match(errors.lesson, /lesson="graph" is not available for a graph in the viewer/);
      assert.equal(await tab.evaluate(() => document.getElementById('lesson').state), null, 'lesson: no run');
      // An algorithm that does not apply (Kuhn on a triangle) and a board's setting are named; the graph still runs, with blossom.
      assert.match(errors.algo, /algorithm "kuhn" does not apply to this graph \(use blossom\)/);
      assert.match(errors.algo, /size="4x4" does not apply to a graph/);
      await tab.waitForFunction(() => document.getElementById('algo').state?.complete && document.getElementById('algo').state.lastStep > 0 && document.getElementById('algo').state.step === document.getElementById('algo').state.lastStep);
      assert.equal(await tab.evaluate(() => document.getElementById('algo').state.algorithm), 'blossom');
      assert.equal((await verdicts(tab))[5], expected({ n: 3, edges: [[1, 2], [2, 3], [3, 1]] }, 'en'));
      for (const id of ['loop', 'outside', 'short', 'words']) {
        assert.equal(await tab.evaluate((id) => document.getElementById(id).state, id), null, `${id}: no run`);
        assert.equal(await canvasColours(tab, id), 1, `${id}: nothing drawn`);
        assert.equal(await tab.evaluate((id) => document.getElementById(id).shadowRoot.getElementById('verdict').textContent.trim(), id), '', `${id}: no verdict`);
        assert.equal(await tab.evaluate((id) => document.getElementById(id).shadowRoot.getElementById('play').checkVisibility(), id), false, `${id}: nothing to play`);
      }
      // The input mended: the graph shows, its verdict the search's; the error goes.
      const g = GRAPHS[1];
      await tab.evaluate((text) => document.getElementById('loop').setAttribute('input', text), input(g.n, g.edges));
      await tab.evaluate(() => document.getElementById('loop').go('end'));
      await tab.waitForFunction(() => document.getElementById('loop').state?.complete && document.getElementById('loop').state.lastStep > 0 && document.getElementById('loop').state.step === document.getElementById('loop').state.lastStep);
      assert.equal((await verdicts(tab))[0], expected(g, 'en'));
      assert.equal(await tab.evaluate(() => document.getElementById('loop').shadowRoot.getElementById('error').hidden), true);
      assert.equal(await tab.evaluate(() => document.getElementById('loop').shadowRoot.getElementById('play').checkVisibility()), true);
      assert.deepEqual(problems, [], 'errors go to the viewer, not the console');
    } finally {
      await close();
    }
  });

  test('a graph viewer and a board viewer on one page both play; a viewer switched between a graph and a board follows', async () => {
    const g = GRAPHS[0];
    const body = [
      `<gridplay-viewer id="graph" game="graph" input="${attr(input(g.n, g.edges))}" autoplay speed="300"></gridplay-viewer>`,
      '<gridplay-viewer id="board" input="3 3&#10;.##&#10;...&#10;#.#" autoplay speed="300"></gridplay-viewer>',
    ].join('\n');
    const { tab, problems, close } = await open('both.html', body, { viewport: { width: 900, height: 2400 } });
    try {
      await allAtEnd(tab);
      const [graphVerdict, boardVerdict] = await verdicts(tab);
      assert.equal(graphVerdict, expected(g, 'en'));
      assert.match(boardVerdict, /^WIN the first player wins from 2 of 5 free cells/);
      // The graph viewer becomes a board viewer, then a graph again.
      await tab.evaluate(() => {
        const v = document.getElementById('graph');
        v.setAttribute('game', 'geography');
        v.setAttribute('input', '2 2\n..\n..\n');
        v.setAttribute('step', 'end');
      });
      await tab.waitForFunction(() => /2 × 2/.test(document.getElementById('graph').shadowRoot.getElementById('board').getAttribute('aria-label')));
      await allAtEnd(tab);
      assert.match((await verdicts(tab))[0], /^LOSE/);
      const h = GRAPHS[3];
      await tab.evaluate((text) => {
        const v = document.getElementById('graph');
        v.setAttribute('game', 'graph');
        v.setAttribute('input', text);
      }, input(h.n, h.edges));
      await tab.waitForFunction(() => /^Graph of/.test(document.getElementById('graph').shadowRoot.getElementById('board').getAttribute('aria-label')));
      await allAtEnd(tab);
      assert.equal((await verdicts(tab))[0], expected(h, 'en'));
      // One set of buttons per viewer: the old board's are gone.
      assert.equal(await tab.getByRole('button', { name: 'Jump to end', exact: true }).count(), 2);
      // Removed, its graph is given back; put back, it shows the graph again.
      await tab.evaluate(() => {
        const v = document.getElementById('graph');
        window.kept = v;
        v.remove();
      });
      await tab.waitForFunction(() => window.kept.state === null);
      await tab.evaluate(() => document.body.append(window.kept));
      await tab.waitForFunction(() => window.kept.state?.n > 0);
      await tab.evaluate(() => window.kept.go('end'));
      await allAtEnd(tab);
      assert.equal((await verdicts(tab))[1], expected(h, 'en'));
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('zoom and pan: + and - on the drawing, a drag on empty space; the wheel scrolls the page, ctrl+wheel zooms; the drawing fits a new size', async () => {
    // A triangle and a far vertex: empty space between them to drag.
    const body = `<div style="height: 200px"></div><gridplay-viewer id="v" game="graph" input="4 3&#10;1 2&#10;2 3&#10;3 1" layout="force" style="width: 600px"></gridplay-viewer><div style="height: 3000px"></div>`;
    const { tab, problems, close } = await open('zoom.html', body, { viewport: { width: 900, height: 800 } });
    try {
      await tab.waitForFunction(() => document.getElementById('v').state?.settled);
      const zoom = () => tab.evaluate(() => document.getElementById('v').state.zoom);
      const box = await tab.evaluate(() => {
        const r = document.getElementById('v').shadowRoot.getElementById('board').getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      const fitted = await zoom();
      await tab.evaluate(() => document.getElementById('v').shadowRoot.getElementById('board').focus());
      await tab.keyboard.press('-');
      const out = await zoom();
      assert.ok(out.scale < fitted.scale, 'minus zooms out');
      await tab.keyboard.press('0');
      assert.equal((await zoom()).scale, fitted.scale, '0 fits again');
      // A drag on an empty corner pans.
      await tab.mouse.move(box.x + 8, box.y + 8);
      await tab.mouse.down();
      await tab.mouse.move(box.x + 60, box.y + 48, { steps: 5 });
      await tab.mouse.up();
      const panned = await zoom();
      assert.ok(Math.abs(panned.ox - fitted.ox - 52) < 1 && Math.abs(panned.oy - fitted.oy - 40) < 1, `panned by the drag: ${JSON.stringify([fitted, panned])}`);
      // The wheel alone scrolls the page and leaves the drawing; with ctrl it zooms.
      await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await tab.mouse.wheel(0, 200);
      await tab.waitForFunction(() => window.scrollY > 0);
      assert.equal((await zoom()).scale, panned.scale);
      await tab.evaluate(() => window.scrollTo(0, 0));
      await tab.keyboard.down('Control');
      await tab.mouse.wheel(0, -100);
      await tab.keyboard.up('Control');
      await tab.waitForFunction((s) => document.getElementById('v').state.zoom.scale > s, panned.scale);
      // A new size: fitted again (0), the drawing within the canvas.
      await tab.keyboard.press('0');
      await tab.evaluate(() => (document.getElementById('v').style.width = '320px'));
      await tab.waitForFunction((w) => document.getElementById('v').state.zoom.scale < w, fitted.scale);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('past the drawing limit (2,001 vertices): not drawn, the viewer says why, the verdict the CLI\'s', async () => {
    ensureCli();
    // A path 1 – 2 – … – 2001 and a triangle on 1, 2, 3: not bipartite.
    const n = 2001;
    const edges = [[1, 3]];
    for (let v = 1; v < n; v++) edges.push([v, v + 1]);
    const text = input(n, edges);
    const judge = runCli('graph', text).trim().split('\n');
    const { tab, problems, close } = await open('big.html', `<gridplay-viewer id="big" game="graph" input="${attr(text)}"></gridplay-viewer>`);
    try {
      await tab.waitForFunction(() => document.getElementById('big').state);
      const got = await tab.evaluate(() => {
        const v = document.getElementById('big');
        return { state: v.state, note: v.shadowRoot.getElementById('progress').textContent, shown: v.shadowRoot.getElementById('progress').checkVisibility() };
      });
      assert.equal(got.state.drawn, false);
      assert.equal(got.state.n, n);
      assert.ok(got.shown);
      assert.match(got.note, /Past 2,000 vertices the run is not drawn or animated/);
      assert.equal(got.state.verdict, judge[0]);
      const starts = judge.slice(1);
      assert.match(got.state.detail, new RegExp(`^the first player wins from ${starts.length.toLocaleString('en')} of 2,001 vertices: ${starts.slice(0, 30).join(', ')}`));
      assert.equal(await canvasColours(tab, 'big'), 1, 'nothing drawn');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('the iframe form: index.html?embed=1&game=graph&input=…', async () => {
    const g = GRAPHS[1];
    const src = `index.html?embed=1&game=graph&step=end&input=${encodeURIComponent(input(g.n, g.edges))}`;
    const { tab, problems, close } = await open('frame.html', `<iframe src="${attr(src)}" width="640" height="520" title="gridplay"></iframe>`);
    try {
      const frame = tab.frames().find((f) => f !== tab.mainFrame());
      await frame.waitForFunction(() => {
        const s = document.querySelector('gridplay-viewer')?.state;
        return s?.complete && s.lastStep > 0 && s.step === s.lastStep;
      }, null, { timeout: 30_000 });
      assert.equal(await frame.evaluate(() => document.querySelector('gridplay-viewer').shadowRoot.getElementById('verdict').textContent.replace(/\s+/g, ' ').trim()), expected(g, 'en'));
      assert.deepEqual(await frame.evaluate(() => [...document.body.children].map((e) => e.localName)), ['gridplay-viewer']);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('Copy embed code on the graph tab: the snippets, pasted into a fresh page, show the same graph, algorithm, step and verdict', async () => {
    const g = GRAPHS[0];
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
    const problems = [];
    try {
      const tab = await context.newPage();
      watch(tab, problems);
      await tab.goto(site.server.url(`index.html?game=graph&input=${encodeURIComponent(input(g.n, g.edges))}`));
      await tab.waitForFunction(() => window.gridplay?.graph?.().run);
      await tab.evaluate(() => window.gridplay.go(9));
      await tab.waitForFunction(() => window.gridplay.graph().run?.step === 9);
      const want = await tab.evaluate(() => ({ edges: window.gridplay.graph().edges, algorithm: window.gridplay.graph().run.algorithm, step: 9 }));
      await tab.getByRole('button', { name: 'Copy embed code' }).click();
      const dialog = tab.getByRole('dialog', { name: 'Embed this graph' });
      await dialog.waitFor();
      const element = await dialog.getByLabel('Custom element').inputValue();
      assert.equal(await tab.evaluate(() => navigator.clipboard.readText()), element, 'the custom element code is on the clipboard');
      assert.match(element, /<gridplay-viewer game="graph" input="\d+ \d+&#10;[^"]*" algo="[a-z-]+" greedy="[01]" step="9" controls="minimal">/);
      // Inside it, for hosts that refuse the script: the graph tab's own address (no run options there).
      assert.match(element, /controls="minimal"><a href="http:\/\/127\.0\.0\.1:\d+\/index\.html\?game=graph&amp;input=[^"&]*">Open this graph in gridplay<\/a><\/gridplay-viewer>$/);
      const iframe = await dialog.getByLabel('iframe').inputValue();
      assert.match(iframe, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/index\.html\?embed=1&amp;game=graph&amp;input=/);
      await screenshot(tab, 'graph-embed-dialog');

      await writeFile(join(dir, 'paste.html'), html(`${element}\n<p>and as an iframe:</p>\n${iframe}`).replace('<script type="module" src="gridplay.js"></script>\n', ''));
      const fresh = await context.newPage();
      watch(fresh, problems);
      await fresh.goto(site.server.url('paste.html'));
      await fresh.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.step === 9, null, { timeout: 30_000 });
      const got = await fresh.evaluate(() => ({ state: document.querySelector('gridplay-viewer').state, label: document.querySelector('gridplay-viewer').shadowRoot.getElementById('board').getAttribute('aria-label') }));
      assert.equal(got.state.algorithm, want.algorithm);
      assert.equal(got.state.n, g.n);
      assert.equal(got.label, `Graph of ${g.n} vertices and ${g.edges.length} edges`);
      await fresh.evaluate(() => document.querySelector('gridplay-viewer').go('end'));
      await fresh.waitForFunction(() => {
        const s = document.querySelector('gridplay-viewer').state;
        return s.complete && s.lastStep > 0 && s.step === s.lastStep;
      });
      assert.equal((await verdicts(fresh))[0], expected(g, 'en'));
      const frame = fresh.frames().find((f) => f !== fresh.mainFrame());
      await frame.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.step === 9, null, { timeout: 30_000 });
      assert.equal(await frame.evaluate(() => document.querySelector('gridplay-viewer').state.algorithm), want.algorithm);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('screenshots mid-run: light, dark, a phone-width host page', async () => {
    const g = GRAPHS[0];
    const viewer = (theme) => `<h1>A post</h1><p>The token game on a graph:</p><gridplay-viewer id="v" game="graph" input="${attr(input(g.n, g.edges))}" controls="full" theme="${theme}" title="A bipartite graph"></gridplay-viewer><p>After it.</p>`;
    for (const [name, theme, viewport] of [
      ['light', 'light', { width: 900, height: 1000 }],
      ['dark', 'dark', { width: 900, height: 1000 }],
      ['phone', 'auto', { width: 390, height: 844 }],
    ]) {
      const { tab, problems, close } = await open(`shot-${name}.html`, viewer(theme), { viewport });
      try {
        await tab.waitForFunction(() => document.getElementById('v').state);
        const last = await tab.evaluate(async () => {
          const v = document.getElementById('v');
          v.go('end');
          return new Promise((done) => {
            const wait = () => (v.state.complete && v.state.lastStep > 0 && v.state.step === v.state.lastStep ? done(v.state.lastStep) : requestAnimationFrame(wait));
            wait();
          });
        });
        // Mid-run: the first augmenting path found past the middle, or the middle.
        await tab.evaluate((step) => document.getElementById('v').go(step), Math.floor(last / 2));
        await tab.waitForFunction((step) => document.getElementById('v').state.step === step, Math.floor(last / 2));
        await tab.waitForTimeout(150);
        const width = await tab.evaluate(() => document.getElementById('v').getBoundingClientRect().width);
        assert.ok(width <= viewport.width, 'the viewer fits the page');
        const shot = await screenshot(tab, `graph-embed-${name}`, { fullPage: true });
        assert.ok(pngStats(shot).stddev > 1);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });
});
