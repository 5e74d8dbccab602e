// Play mode on the graph tab (?game=graph): the token game on small random graphs,
// bipartite and not, played through the page (clicks at window.gridplay.vertexPoint)
// in both roles, against an exhaustive game search written here (memoised over the
// token and the visited set, no matching theory): the computer never loses a position
// the search says it wins, a perfect human wins every won position against it, and the
// sentence "who wins from here" agrees with the search at every turn, in English and
// Chinese. Illegal clicks are refused with words and change nothing; the keyboard's
// cursor moves to the vertex that way and Enter plays it; Play is off in Edit mode and
// for graphs too big to draw, saying why. While a game is on, the page's legend lists
// only the vertices and edges (the run's marks and the odd cycle are not drawn), and the
// run's entries come back once it is left. Screenshots in tests/output/graph-play-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EN, ZH } from '../catalogues.js';
import { screenshot, startSite } from './harness.js';
import { adjacency, input, searcher, treeWithChords } from './graph-oracle.js';
import { settle } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** A seeded random graph of n vertices: a random tree plus chords; bipartite: chords only between the tree's two colours. */
const randomGraph = (n, chords, seed, bipartite) => treeWithChords(n, chords, seed, { bipartite, tries: 500 });

async function open(query, context = { viewport: { width: 1280, height: 860 } }) {
  const ctx = await site.browser.newContext(context);
  const page = await ctx.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.stack}`));
  await page.goto(site.server.url(`index.html?game=graph${query}`), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.gridplay?.graph?.().settled, null, { timeout: 60_000 });
  await settle(page);
  return { page, problems, close: () => ctx.close() };
}

const playState = (page) => page.evaluate(() => window.gridplay.play());
const status = (page) => page.locator('#play-box .play-status').textContent();

/** Opens the role chooser and starts as `you` (the role buttons in the catalogue's words). */
async function start(page, you, words) {
  await page.click('#play-game');
  await page.getByRole('button', { name: words[`playmode.graph.role.${you}`], exact: true }).click();
  await yourTurnOrOver(page);
}

/** Waits until it is your turn or the game is over (the computer answers after a pause). */
async function yourTurnOrOver(page) {
  await page.waitForFunction(() => {
    const g = window.gridplay.play();
    return g && (g.over || g.turn === 'you');
  }, null, { timeout: 10_000 });
}

async function clickVertex(page, v) {
  const p = await page.evaluate((v) => window.gridplay.vertexPoint(v), v);
  await page.mouse.click(p.x, p.y);
}

/** The sentence for who wins from here, in `words`. */
const fromHere = (words, youWin) => words[youWin ? 'playmode.graph.youWinFromHere' : 'playmode.graph.computerWinsFromHere'];

/**
 * Plays one game as `you` with `strategy` ('perfect': a winning move whenever the
 * search has one, else any; 'random': any legal move), checking every turn against
 * the search. `illegal`: also tries a visited vertex and a non-neighbour at each turn.
 */
async function playGame(page, graph, you, strategy, words, seed, illegal = false) {
  const search = searcher(adjacency(graph.n, graph.edges));
  let x = seed;
  const pick = (list) => list[(x = (x * 48271) % 2147483647) % list.length];
  await start(page, you, words);
  const youStartWin = search.toMoveWins([]) === (you === 'placer');
  let computerHadWin = !youStartWin;
  let turns = 0;
  for (;;) {
    const g = await playState(page);
    if (g.over) {
      const loserToMove = search.legal(g.path).length === 0;
      assert.ok(loserToMove, 'over exactly when the player to move has no move');
      if (computerHadWin) assert.equal(g.winner, 'computer', `the computer lost a won game: ${graph.text} path ${g.path}`);
      if (strategy === 'perfect' && youStartWin) assert.equal(g.winner, 'you', `a perfect human lost a won game: ${graph.text}`);
      assert.match(await status(page), new RegExp(escape(words[g.winner === 'you' ? 'playmode.graph.youWon' : 'playmode.graph.computerWon'])));
      return g;
    }
    // Your turn: the page's words and state against the search.
    const youWin = search.toMoveWins(g.path);
    if (!youWin) computerHadWin = true;
    assert.equal(g.perfect, youWin ? 'you' : 'computer', `perfect after ${g.path}`);
    const said = await status(page);
    assert.ok(said.includes(fromHere(words, youWin)), `"${said}" after ${g.path} (search: ${youWin ? 'you' : 'computer'} win)`);
    assert.deepEqual([...g.moves].sort((a, b) => a - b), search.legal(g.path).sort((a, b) => a - b), 'legal moves');
    if (illegal && g.path.length) {
      const visited = g.path[Math.floor(g.path.length / 2)];
      const far = [...Array(graph.n).keys()].find((v) => !g.path.includes(v) && !search.adj[g.token].includes(v));
      for (const [v, code] of [[visited, 'visited'], [far, 'not-neighbour']]) {
        if (v === undefined) continue;
        await clickVertex(page, v);
        await settle(page);
        assert.equal(await status(page), words[`playmode.graph.refused.${code}`], `refused ${v}`);
        assert.deepEqual(strip(await playState(page)), strip(g), 'a refused click changes nothing');
      }
    }
    const winning = search.winningMoves(g.path);
    const move = strategy === 'perfect' && winning.length ? pick(winning) : pick(search.legal(g.path));
    await clickVertex(page, move);
    const now = await playState(page);
    assert.deepEqual(now.path.slice(0, g.path.length + 1), [...g.path, move], `clicked ${move}`);
    await yourTurnOrOver(page);
    turns++;
    assert.ok(turns <= graph.n, 'a game ends within n moves');
  }
}

/** The game's state without the keyboard's cursor (a click moves it). */
const strip = ({ cursor, ...game }) => game;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function leave(page, words) {
  await page.getByRole('button', { name: words['playmode.leave'] }).click();
  assert.equal(await playState(page), null);
}

// Small graphs of 6–10 vertices, bipartite and not.
const GRAPHS = [
  randomGraph(6, 2, 11, true),
  randomGraph(7, 3, 12, false),
  randomGraph(8, 3, 13, true),
  randomGraph(8, 4, 14, false),
  randomGraph(9, 4, 15, true),
  randomGraph(10, 5, 16, false),
  // The 5-cycle (odd, no perfect matching) and the 6-cycle (perfect matching).
  { n: 5, edges: [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1]] },
  { n: 6, edges: [[1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 1]] },
].map((g) => ({ ...g, text: input(g.n, g.edges) }));

describe('graph tab: play against the computer', { timeout: 900_000 }, () => {
  test('every role on random graphs, bipartite and not: the computer keeps every won position, a perfect human wins, the words follow the search', async () => {
    for (const [i, graph] of GRAPHS.entries()) {
      const { page, problems, close } = await open(`&input=${encodeURIComponent(graph.text)}`);
      try {
        for (const you of ['placer', 'mover']) {
          for (const strategy of ['perfect', 'random']) {
            await playGame(page, graph, you, strategy, EN, 7 + i * 4 + (you === 'mover') * 2 + (strategy === 'random'), i < 3 && strategy === 'random');
            // New game: the role chooser again, the last game gone.
            await page.getByRole('button', { name: EN['playmode.graph.newGame'] }).click();
            assert.equal(await playState(page), null);
            assert.equal(await page.getByRole('button', { name: EN['playmode.graph.role.placer'], exact: true }).isVisible(), true);
          }
        }
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });

  test('in Chinese: the same words from the Chinese catalogue, against the search', async () => {
    for (const [i, graph] of GRAPHS.slice(0, 3).entries()) {
      const { page, problems, close } = await open(`&input=${encodeURIComponent(graph.text)}&lang=zh-CN`);
      try {
        assert.equal((await page.locator('#play-game').textContent()).trim(), ZH['playmode.button']);
        for (const you of ['placer', 'mover']) {
          await playGame(page, graph, you, i % 2 ? 'random' : 'perfect', ZH, 31 + i, true);
          await leave(page, ZH);
        }
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });

  test('undo takes back your move and the answer; a new graph ends the game', async () => {
    const graph = GRAPHS[2];
    const { page, problems, close } = await open(`&input=${encodeURIComponent(graph.text)}`);
    try {
      await start(page, 'placer', EN);
      const before = await playState(page);
      await clickVertex(page, 0);
      await yourTurnOrOver(page);
      const after = await playState(page);
      assert.ok(after.path.length >= 1);
      if (!after.over) {
        await page.getByRole('button', { name: EN['playmode.undo'] }).click();
        await yourTurnOrOver(page);
        assert.deepEqual(strip(await playState(page)), strip(before));
      }
      // An edit's new graph (here: Apply of a new input) ends the game.
      await page.fill('#judge-input', GRAPHS[0].text);
      await page.click('#apply-input');
      await page.waitForFunction((n) => window.gridplay.graph().n === n, GRAPHS[0].n);
      assert.equal(await playState(page), null);
      assert.equal(await page.locator('#play-game').isVisible(), true);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('the keyboard: arrows move a cursor to the vertex that way, Enter plays it', async () => {
    const graph = GRAPHS[5];
    const { page, problems, close } = await open(`&input=${encodeURIComponent(graph.text)}`);
    try {
      await start(page, 'placer', EN);
      await page.focus('#board');
      const points = await page.evaluate((n) => Array.from({ length: n }, (_, v) => window.gridplay.vertexPoint(v)), graph.n);
      await page.keyboard.press('ArrowRight'); // the first arrow: the cursor appears on vertex 1
      let cursor = (await playState(page)).cursor;
      assert.equal(cursor, 0);
      for (const [key, dx, dy] of [['ArrowRight', 1, 0], ['ArrowDown', 0, 1], ['ArrowLeft', -1, 0], ['ArrowUp', 0, -1]]) {
        await page.keyboard.press(key);
        const now = (await playState(page)).cursor;
        const ahead = (v) => (points[v].x - points[cursor].x) * dx + (points[v].y - points[cursor].y) * dy;
        if (now === cursor) assert.ok(points.every((p, v) => v === cursor || ahead(v) <= 0 || Math.abs((p.x - points[cursor].x) * dy - (p.y - points[cursor].y) * dx) > 1.8 * ahead(v)), `${key}: nowhere to go`);
        else assert.ok(ahead(now) > 0, `${key} moved the cursor from ${cursor} to ${now}, which is not that way`);
        cursor = now;
      }
      await page.keyboard.press('Enter');
      await yourTurnOrOver(page);
      const g = await playState(page);
      assert.equal(g.path[0], cursor, 'Enter placed the token on the cursor');
      if (!g.over) {
        // Enter on a vertex the token cannot reach is refused.
        const token = g.token;
        await page.keyboard.press('Enter'); // the cursor is still on the start: visited
        assert.equal(await status(page), EN['playmode.graph.refused.visited']);
        assert.equal((await playState(page)).token, token);
      }
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('Play is off in Edit mode and for graphs too big to draw, saying why', async () => {
    const { page, problems, close } = await open(`&input=${encodeURIComponent(GRAPHS[0].text)}`);
    try {
      await page.click('#edit-mode');
      assert.equal(await page.locator('#play-game').isDisabled(), true);
      assert.equal(await page.locator('.graph-play-why').textContent(), EN['graph.play.offEdit']);
      await page.click('#edit-mode');
      assert.equal(await page.locator('#play-game').isDisabled(), false);
      assert.equal(await page.locator('.graph-play-why').isVisible(), false);
      // While a game is on, Edit mode cannot be entered (the button and D).
      await start(page, 'mover', EN);
      assert.equal(await page.locator('#edit-mode').isDisabled(), true);
      await page.keyboard.press('d');
      assert.equal((await page.evaluate(() => window.gridplay.graph())).editing, false);
      await page.keyboard.press('Escape');
      assert.equal(await playState(page), null);
      // 2,001 vertices: not drawn, so no play.
      const big = `2001 2000\n${Array.from({ length: 2000 }, (_, i) => `${i + 1} ${i + 2}\n`).join('')}`;
      await page.fill('#judge-input', big);
      await page.click('#apply-input');
      await page.waitForFunction(() => window.gridplay.graph().n === 2001);
      assert.equal(await page.locator('#play-game').isDisabled(), true);
      assert.equal(await page.locator('.graph-play-why').textContent(), EN['graph.play.offBig'].replace('{max}', '2,000'));
      await page.keyboard.press('g');
      assert.equal(await playState(page), null);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test("the page's legend lists only what a game in play draws (the vertices and edges), and the run's marks and odd cycle again once it is left", async () => {
    const graph = GRAPHS[1]; // 7 vertices, not bipartite: an odd cycle drawn at the run's start
    const legend = (page) => page.locator('#legend li').allTextContents();
    for (const [lang, words] of [['', EN], ['&lang=zh-CN', ZH]]) {
      const { page, problems, close } = await open(`&input=${encodeURIComponent(graph.text)}${lang}`);
      const played = [words['graph.legend.vertex'], words['graph.legend.edge']];
      try {
        // At the run's start the odd cycle is in the legend; at its end the matching and the winning starts.
        for (const at of ['start', 'end']) {
          if (at === 'end') {
            await page.locator('#to-end').click();
            await page.waitForFunction(() => {
              const r = window.gridplay.graph().run;
              return r && r.complete && r.step === r.lastStep;
            });
            await settle(page);
          }
          const before = await legend(page);
          const runs = at === 'start' ? [words['graph.legend.cycle']] : [words['graph.legend.matched'], words['graph.legend.winning']];
          for (const entry of [...played, ...runs]) assert.ok(before.includes(entry), `${lang} ${at}: ${entry} in ${before}`);
          await start(page, 'mover', words);
          assert.deepEqual(await legend(page), played, `${lang} ${at}: in play`);
          // Played to its end (any legal moves): the game's marks are still drawn, so still only the vertices and edges.
          for (let g = await playState(page); !g.over; g = await playState(page)) {
            await clickVertex(page, g.moves[0]);
            await yourTurnOrOver(page);
          }
          assert.deepEqual(await legend(page), played, `${lang} ${at}: game over`);
          if (at === 'start' && !lang) await screenshot(page, 'graph-play-legend');
          if (at === 'start' && lang) await screenshot(page, 'graph-play-legend-zh');
          await leave(page, words);
          assert.deepEqual(await legend(page), before, `${lang} ${at}: left`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });

  test('screenshots of a game in progress on a 12-vertex graph: light, dark, phone, Chinese', async () => {
    const graph = randomGraph(12, 5, 30, false); // (the placer wins on it: the game is still going after two turns)
    const looks = [
      ['graph-play-light', '', { viewport: { width: 1280, height: 860 } }],
      ['graph-play-dark', '', { viewport: { width: 1280, height: 860 }, colorScheme: 'dark' }],
      ['graph-play-phone', '', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
      ['graph-play-zh', '&lang=zh-CN', { viewport: { width: 1280, height: 860 } }],
    ];
    for (const [name, lang, context] of looks) {
      const { page, problems, close } = await open(`&input=${encodeURIComponent(graph.text)}${lang}`, context);
      try {
        const words = lang ? ZH : EN;
        await start(page, 'placer', words);
        const search = searcher(adjacency(graph.n, graph.edges));
        for (let i = 0; i < 2; i++) {
          const g = await playState(page);
          if (g.over) break;
          const moves = search.winningMoves(g.path);
          const move = (moves.length ? moves : search.legal(g.path))[0];
          if (context.hasTouch) {
            await page.locator('#board').scrollIntoViewIfNeeded(); // a tap lands only inside the viewport
            const p = await page.evaluate((v) => window.gridplay.vertexPoint(v), move);
            await page.touchscreen.tap(p.x, p.y);
          } else await clickVertex(page, move);
          await yourTurnOrOver(page);
        }
        assert.ok((await playState(page)).path.length >= 3, 'a game in progress');
        await settle(page);
        await screenshot(page, name);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    }
  });
});
