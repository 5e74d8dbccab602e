// Play mode on the page and in <gridplay-viewer>: a whole game in each role, with
// your moves chosen by an exhaustive game search written here (memoized over the
// token's cell and the visited set, from the judge input alone), so the game must end
// as the search predicts; a blunder is named and Undo move takes it back;
// keyboard-only play; ?play= in links; screenshots in tests/output/.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { screenshot, startSite } from './harness.js';
import { judgeInput, openAt } from './page-helpers.js';
import { EN as en } from '../catalogues.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** One move from (r, c) by `rule`, from the definitions (hex: odd rows shifted right). */
const STEPS = {
  rook: () => [[-1, 0], [1, 0], [0, -1], [0, 1]],
  king: () => [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  hex: (r) => (r % 2 === 0
    ? [[0, -1], [0, 1], [-1, -1], [-1, 0], [1, -1], [1, 0]]
    : [[0, -1], [0, 1], [-1, 0], [-1, 1], [1, 0], [1, 1]]),
};

/** Exhaustive search on the board of judge input `text` under the move rule `rule`. */
function oracle(text, rule = 'rook') {
  const [head, ...rows] = text.trim().split('\n');
  const [n, m] = head.split(/\s+/).map(Number);
  const free = (r, c) => r >= 0 && c >= 0 && r < n && c < m && rows[r][c] === '.';
  const memo = new Map();
  const neighbours = (r, c) => STEPS[rule](r).map(([dr, dc]) => [r + dr, c + dc]).filter(([a, b]) => free(a, b));
  const key = (cells) => cells.map(([a, b]) => a * m + b).sort((x, y) => x - y).join(',');
  // The player to move from the last cell of `path` wins.
  const wins = (path) => {
    const k = `${key(path)}|${path.at(-1)}`;
    if (memo.has(k)) return memo.get(k);
    const seen = new Set(path.map(([a, b]) => a * m + b));
    const [r, c] = path.at(-1);
    const w = neighbours(r, c).some(([a, b]) => !seen.has(a * m + b) && !wins([...path, [a, b]]));
    memo.set(k, w);
    return w;
  };
  const starts = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (free(r, c)) starts.push([r, c]);
  return {
    /** The moves from `path` that win for the player to move. */
    winning(path) {
      if (!path.length) return starts.filter((s) => !wins([s]));
      const seen = new Set(path.map(([a, b]) => a * m + b));
      return neighbours(...path.at(-1)).filter(([a, b]) => !seen.has(a * m + b) && !wins([...path, [a, b]]));
    },
  };
}

const play = (page) => page.evaluate(() => window.gridplay.play());

async function yourTurn(page) {
  await page.waitForFunction(() => {
    const s = window.gridplay.play();
    return s && (s.over || s.turn === 'you');
  }, null, { timeout: 20_000 });
  return play(page);
}

async function move(page, [r, c]) {
  const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r, c]);
  await page.mouse.click(p.x, p.y);
  return yourTurn(page);
}

/** Plays to the end: a winning move whenever the search has one, else the first legal one. */
async function playOut(page, search) {
  let s = await yourTurn(page);
  while (!s.over) {
    const good = search.winning(s.path);
    const legal = good.length ? good : s.moves;
    s = await move(page, legal[0]);
  }
  return s;
}

const BOARD = '?game=geography&preset=random&size=5x6&density=0.25&seed=3&step=end';

describe('play mode: token game', () => {
  test('a whole game in each role ends as the exhaustive search predicts', async () => {
    for (const you of ['placer', 'mover']) {
      const { page, problems, close } = await openAt(site, `${BOARD}&play=${you}`);
      const search = oracle(await judgeInput(page));
      const placerWins = search.winning([]).length > 0;
      const start = await yourTurn(page);
      assert.equal(start.you, you);
      if (you === 'placer') assert.equal(start.path.length, 0, 'you place the token');
      else assert.equal(start.path.length, 1, 'the computer placed it');
      const end = await playOut(page, search);
      assert.equal(end.winner, placerWins === (you === 'placer') ? 'you' : 'computer', `${you}: ${JSON.stringify(end.path)}`);
      const status = await page.getByRole('status', { name: 'Game status' }).textContent();
      assert.match(status, end.winner === 'you' ? /^You won/ : /^The computer won/);
      await screenshot(page, `play-geography-${you}`);
      assert.deepEqual(problems(), []);
      await close();
    }
  });

  test('a blunder is named, and Undo move takes it back', async () => {
    const { page, problems, close } = await openAt(site, `${BOARD}&play=placer`);
    const search = oracle(await judgeInput(page));
    const s = await yourTurn(page);
    const good = new Set(search.winning([]).map(String));
    assert.ok(good.size > 0, 'this board has winning starts');
    const bad = s.moves.find((cell) => !good.has(String(cell)));
    assert.ok(bad, 'and losing ones');
    await move(page, bad);
    const log = await page.getByRole('log', { name: 'Moves of the game' }).textContent();
    assert.match(log, /gives the win away/);
    await page.getByRole('button', { name: 'Undo move' }).click();
    const back = await yourTurn(page);
    assert.deepEqual(back.path, [], 'back before your move');
    // Now win it properly.
    const end = await playOut(page, search);
    assert.equal(end.winner, 'you');
    assert.deepEqual(problems(), []);
    await close();
  });

  test('keyboard only: the Play the game button, a role, arrows and Enter', async () => {
    const { page, problems, close } = await openAt(site, '?game=geography&preset=sample&step=end');
    await page.getByRole('button', { name: 'Play the game' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: en['playmode.geography.role.placer'] }).waitFor();
    await page.keyboard.press('Enter'); // the first role has the focus
    await yourTurn(page);
    await page.locator('#board').focus();
    // The sample's winning starts are (2,3) and (3,2), 1-based: go to (1,2) 0-based.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const s = await yourTurn(page);
    assert.deepEqual(s.path[0], [1, 2]);
    const search = oracle(await judgeInput(page));
    const end = await playOut(page, search);
    assert.equal(end.winner, 'you');
    assert.deepEqual(problems(), []);
    await close();
  });

  test('a link keeps the game: ?play= is written while playing, and a bad role is named', async () => {
    const { page, close } = await openAt(site, `${BOARD}&play=mover`);
    await yourTurn(page);
    await page.waitForFunction(() => location.search.includes('play=mover'));
    await page.getByRole('button', { name: 'End the game' }).click();
    assert.equal(await play(page), null);
    await page.waitForFunction(() => !location.search.includes('play='));
    await close();
    const bad = await openAt(site, `${BOARD}&play=king`);
    assert.match(await bad.page.locator('#notice').textContent(), /play must be placer or mover, not "king"/);
    assert.equal(await bad.page.evaluate(() => window.gridplay.play()), null);
    await bad.close();
  });

  test('on king and hex boards the computer plays with blossoms, as the search predicts', async () => {
    for (const rule of ['king', 'hex']) {
      const at = `?game=geography&preset=random&size=4x5&density=0.25&seed=5&moves=${rule}&step=end`;
      for (const you of ['placer', 'mover']) {
        const { page, problems, close } = await openAt(site, `${at}&play=${you}`);
        const search = oracle(await judgeInput(page), rule);
        const placerWins = search.winning([]).length > 0;
        const end = await playOut(page, search);
        assert.equal(end.winner, placerWins === (you === 'placer') ? 'you' : 'computer', `${rule}, ${you}: ${JSON.stringify(end.path)}`);
        // Every move was a move of the rule.
        for (let i = 1; i < end.path.length; i++) {
          const [r, c] = end.path[i - 1];
          const ok = STEPS[rule](r).some(([dr, dc]) => r + dr === end.path[i][0] && c + dc === end.path[i][1]);
          assert.ok(ok, `${JSON.stringify(end.path[i - 1])} to ${JSON.stringify(end.path[i])} is not a ${rule} move`);
        }
        if (you === 'mover') await screenshot(page, `play-geography-${rule}`);
        assert.deepEqual(problems(), []);
        await close();
      }
    }
  });

  test('in Chinese the game speaks Chinese', async () => {
    const { page, problems, close } = await openAt(site, `${BOARD}&play=placer&lang=zh-CN`);
    const s = await yourTurn(page);
    await move(page, s.moves[0]);
    await page.getByRole('checkbox', { name: '提示' }).check();
    const text = await page.locator('.play-panel').innerText();
    const english = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['P4055'].includes(w));
    assert.deepEqual(english, [], text);
    assert.match(text, /人机对弈/);
    await screenshot(page, 'play-geography-zh');
    assert.deepEqual(problems(), []);
    await close();
  });

  test('<gridplay-viewer play="placer"> plays too (index.html?embed=1)', async () => {
    const { page, problems, close } = await site.openPage('index.html?embed=1&game=geography&preset=sample&step=end&play=placer');
    const game = () => page.evaluate(() => document.querySelector('gridplay-viewer')?.game ?? null);
    await page.waitForFunction(() => document.querySelector('gridplay-viewer')?.game?.turn === 'you', null, { timeout: 20_000 });
    const box = await page.locator('gridplay-viewer #board').boundingBox();
    const pt = await page.evaluate(() => {
      const d = document.querySelector('gridplay-viewer').session.diagram;
      return { x: d.ox + 2.5 * d.scale, y: d.oy + 1.5 * d.scale }; // (1, 2), 0-based
    });
    await page.mouse.click(box.x + pt.x, box.y + pt.y);
    await page.waitForFunction(() => document.querySelector('gridplay-viewer').game.path.length === 2, null, { timeout: 20_000 });
    assert.deepEqual((await game()).path[0], [1, 2]);
    assert.match(await page.locator('gridplay-viewer .play-log').textContent(), /Good move: you are still winning..*I am losing/);
    await screenshot(page, 'play-viewer');
    assert.deepEqual(problems(), []);
    await close();
  });
});


/** Exhaustive search of mine (HDU 4678) on the first case of judge input `text`. */
function mineOracle(text) {
  const nums = text.trim().split(/\s+/).map(Number);
  const [, n, m, k] = nums;
  const mines = new Set();
  for (let i = 0; i < k; i++) mines.add(nums[4 + 2 * i] * m + nums[5 + 2 * i]);
  const around = (cell) => {
    const [r, c] = [Math.floor(cell / m), cell % m];
    const out = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < m) out.push((r + dr) * m + c + dc);
    return out;
  };
  const safe = [];
  for (let cell = 0; cell < n * m; cell++) if (!mines.has(cell)) safe.push(cell);
  const value = (cell) => around(cell).filter((x) => mines.has(x)).length;
  /** The cells a click on `cell` opens, given the open set. */
  const opens = (open, cell) => {
    if (value(cell) > 0) return [cell];
    const out = new Set([cell]);
    const stack = [cell];
    while (stack.length) {
      const x = stack.pop();
      for (const y of around(x)) {
        if (open.has(y) || out.has(y) || mines.has(y)) continue;
        out.add(y);
        if (value(y) === 0) stack.push(y);
      }
    }
    return [...out];
  };
  const memo = new Map();
  const wins = (open) => {
    const key = [...open].sort((a, b) => a - b).join(',');
    if (memo.has(key)) return memo.get(key);
    const w = safe.some((cell) => !open.has(cell) && !wins(new Set([...open, ...opens(open, cell)])));
    memo.set(key, w);
    return w;
  };
  return {
    /** Winning clicks for the player to move after clicks `history` (cells). */
    winning(history) {
      const open = new Set();
      for (const cell of history) for (const x of opens(open, cell)) open.add(x);
      return safe.filter((cell) => !open.has(cell) && !wins(new Set([...open, ...opens(open, cell)])));
    },
  };
}

test('a click on the board while the role chooser is open edits nothing (both games)', async () => {
  for (const query of ['?game=geography&preset=sample&step=end', `?game=mine&input=${encodeURIComponent('1\n3 5 1\n1 2\n')}&step=end`]) {
    const { page, problems, close } = await openAt(site, query);
    const before = await judgeInput(page);
    await page.getByRole('button', { name: 'Play the game' }).click();
    const chooser = page.getByRole('group', { name: 'Your role' });
    await chooser.waitFor();
    // (1,1) in the judge's terms: a free cell, where an edit would put a wall or a mine.
    const p = await page.evaluate(() => window.gridplay.cellPoint(0, 0));
    await page.mouse.click(p.x, p.y);
    await page.mouse.move(p.x + 5, p.y + 5);
    await page.mouse.down();
    await page.mouse.move(p.x + 60, p.y + 5);
    await page.mouse.up();
    assert.equal(await judgeInput(page), before, `${query}: the board is unchanged`);
    assert.ok(await chooser.isVisible(), `${query}: the chooser stays open`);
    assert.equal(await play(page), null, 'no game started');
    // Choosing a role still starts the game, and leaving it makes the board editable again.
    await chooser.getByRole('button').first().click();
    await yourTurn(page);
    await page.getByRole('button', { name: 'End the game' }).click();
    assert.equal(await play(page), null);
    assert.deepEqual(problems(), []);
    await close();
  }
});

describe('play mode: mine', () => {
  // Small boards, one of them breaking the promise ((1,1) and (3,3) mines on 4×4).
  const boards = ['1\n4 4 2\n1 1\n3 3\n', '1\n3 5 1\n1 2\n', '1\n4 5 3\n0 4\n2 1\n3 3\n'];
  test('whole games in both roles end as the exhaustive search predicts', async () => {
    for (const input of boards) {
      const search = mineOracle(input);
      const firstWins = search.winning([]).length > 0;
      for (const you of ['first', 'second']) {
        const { page, problems, close } = await openAt(site, `?game=mine&input=${encodeURIComponent(input)}&step=end&play=${you}`);
        let s = await yourTurn(page);
        assert.equal(s.you, you);
        const m = Number(input.split(/\s+/)[2]);
        while (!s.over) {
          // Every click so far, both players', as the core played them.
          const history = s.clicks.map(([r, c]) => r * m + c);
          const good = search.winning(history);
          s = await move(page, good.length ? [Math.floor(good[0] / m), good[0] % m] : s.moves[0]);
        }
        assert.equal(s.winner, firstWins === (you === 'first') ? 'you' : 'computer', `${you} on ${JSON.stringify(input)}`);
        await screenshot(page, `play-mine-${you}`);
        assert.deepEqual(problems(), []);
        await close();
      }
    }
  });
});

test('mine play: the status line and the values panel show the same XOR, from the game, at every turn', async () => {
  // A board that keeps the promise, and one that breaks it ((1,1) and (3,3) mines on 4×4).
  for (const input of ['1\n3 5 1\n1 2\n', '1\n4 4 2\n1 1\n3 3\n']) {
    const search = mineOracle(input);
    const m = Number(input.split(/\s+/)[2]);
    const { page, problems, close } = await openAt(site, `?game=mine&input=${encodeURIComponent(input)}&step=0&play=first`);
    let s = await yourTurn(page);
    assert.ok(!(await page.locator('#game-panel').isVisible()), "the run's values panel is hidden while playing");
    while (!s.over) {
      const status = await page.getByRole('status', { name: 'Game status' }).textContent();
      const panel = await page.locator('.play-values h3').textContent();
      const x = Number(/XOR of the values now: (\d+)/.exec(status)?.[1]);
      assert.equal(Number(/x = (\d+)/.exec(panel)?.[1]), x, `${input}: "${status}" beside "${panel}"`);
      // And it is the game's value: not 0 exactly when the player to move (you) wins.
      const history = s.clicks.map(([r, c]) => r * m + c);
      assert.equal(x !== 0, search.winning(history).length > 0, `${input} after ${JSON.stringify(s.clicks)}`);
      s = await move(page, s.moves[0]);
    }
    assert.deepEqual(problems(), []);
    await close();
  }
});

test('mine: a mistake is named, Undo move takes it back, and the keyboard plays', async () => {
  // 3×7 with mines at (1,2) and (1,4): the first player (you) wins, and some first
  // clicks throw that away (the exhaustive search says which).
  const input = '1\n3 7 2\n1 2\n1 4\n';
  const search = mineOracle(input);
  const m = 7;
  const { page, problems, close } = await openAt(site, `?game=mine&input=${encodeURIComponent(input)}&step=end&play=first`);
  let s = await yourTurn(page);
  const good = new Set(search.winning([]).map(String));
  const bad = s.moves.find(([r, c]) => !good.has(String(r * m + c)));
  assert.ok(good.size && bad, 'this board has winning and losing first clicks');
  {
    s = await move(page, bad);
    assert.match(await page.getByRole('log', { name: 'Moves of the game' }).textContent(), /throws the win away/);
    await page.getByRole('button', { name: 'Undo move' }).click();
    s = await yourTurn(page);
    assert.deepEqual(s.clicks, [], 'back at the start');
  }
  // Keyboard only: the board's cursor to the first legal cell, then Enter.
  await page.locator('#board').focus();
  const [r, c] = s.moves[0];
  for (let i = 0; i < r; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < c; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  s = await yourTurn(page);
  assert.deepEqual(s.clicks[0], [r, c]);
  assert.deepEqual(problems(), []);
  await close();
});

describe("mine: Why this value?", () => {
  test('a click on a region after the verdict explains its value from its bordering numbers', async () => {
    const { page, problems, close } = await openAt(site, '?game=mine&preset=teaching&step=end');
    await page.waitForFunction(() => window.gridplay.state().complete);
    // The board from the judge input: mines, numbers, and the 8-connected regions of blanks.
    const nums = (await judgeInput(page)).trim().split(/\s+/).map(Number);
    const [, n, m, k] = nums;
    const mines = new Set(Array.from({ length: k }, (_, i) => nums[4 + 2 * i] * m + nums[5 + 2 * i]));
    const around = (cell) => {
      const [r, c] = [Math.floor(cell / m), cell % m];
      const out = [];
      for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if ((dr || dc) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < m) out.push((r + dr) * m + c + dc);
      return out;
    };
    const value = (cell) => around(cell).filter((x) => mines.has(x)).length;
    const blank = [...Array(n * m).keys()].find((cell) => !mines.has(cell) && value(cell) === 0);
    const region = new Set([blank]);
    const numbers = new Set();
    for (const stack = [blank]; stack.length; ) {
      for (const y of around(stack.pop())) {
        if (mines.has(y)) continue;
        if (value(y) > 0) numbers.add(y);
        else if (!region.has(y)) (region.add(y), stack.push(y));
      }
    }
    const expected = numbers.size % 2 ? 2 : 1;
    await page.getByRole('button', { name: 'Explain' }).click();
    const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [Math.floor(blank / m), blank % m]);
    await page.mouse.click(p.x, p.y);
    const title = await page.locator('#why-title').textContent();
    assert.match(title, new RegExp(`is worth ${expected}$`));
    const text = await page.locator('#why-text').textContent();
    assert.match(text, new RegExp(`It has ${numbers.size} bordering numbers`));
    const ex = await page.evaluate(([r, c]) => window.gridplay.explain(r, c), [Math.floor(blank / m), blank % m]);
    assert.deepEqual(ex.numbers.map(([r, c]) => r * m + c).sort((a, b) => a - b), [...numbers].sort((a, b) => a - b));
    await screenshot(page, 'explain-mine');
    assert.deepEqual(problems(), []);
    await close();
  });
});
