// Lessons that run a class (#36): the header's Learn menu leads to every lesson and
// practice; the slide list and Page Down / Page Up turn slides (presenting or not); a
// slide reads and draws the same by its link, by Next and by Previous; the slides'
// games start with nothing that gives their question away; the words of a slide agree
// with what is drawn, in the page and in <gridplay-viewer>; first and second player
// mean the same in the lesson and in the game.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, settle } from './page-helpers.js';
import geography from '../../www/lessons/geography.js';
import mine from '../../www/lessons/mine.js';
import slide from '../../www/lessons/slide.js';
import { boardRows, say, startsSentence, winningStarts } from './lesson-oracle.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

const LESSON = 'section[aria-label="Lesson"], section[aria-label="课程"]';

/** Waits until a slide's game (if any) has made its opening moves: your turn or the end, the computer not thinking. */
async function calm(page) {
  await page.waitForFunction(() => {
    const p = window.gridplay.play();
    const s = window.gridplay.state();
    return s.complete && !s.playing && (!p || p.over || p.turn === 'you');
  });
  await page.waitForTimeout(50);
  await settle(page);
}

/** What a slide shows: the lesson region's words, the game's panel, Explain, the board's pixels and state. */
function snapshot(page) {
  return page.evaluate((sel) => {
    const shown = (id) => {
      const el = document.getElementById(id);
      return el && !el.hidden && el.getClientRects().length ? el.textContent : null;
    };
    const playPanel = document.querySelector('#play-box .play-panel');
    return {
      lesson: document.querySelector(sel).textContent,
      play: playPanel && !playPanel.hidden ? playPanel.textContent : null,
      // The game's checkboxes as shown (a hidden panel keeps the last game's, which the next slide's game replaces).
      checks: playPanel && !playPanel.hidden ? [...document.querySelectorAll('#play-box input[type="checkbox"]')].map((b) => b.checked) : null,
      why: shown('why'),
      board: document.getElementById('board').toDataURL(),
      state: window.gridplay.state(),
      game: window.gridplay.play(),
    };
  }, LESSON);
}

describe('the way in: the Learn menu', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`from the plain page (${lang}) the keyboard opens Learn and its links lead to every lesson and practice`, async () => {
      const { page, close, problems } = await openAt(site, lang === 'en' ? '' : '?lang=zh-CN');
      try {
        const summary = page.locator('#learn summary');
        assert.equal((await summary.textContent()).trim(), lang === 'en' ? 'Learn' : say(lang, 'learn.summary')); // (English page words are index.html's)
        await summary.focus();
        await page.keyboard.press('Enter');
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('#learn a')].map((a) => ({
            href: a.getAttribute('href'),
            text: a.textContent.trim(),
            what: a.nextElementSibling?.textContent.trim() ?? '',
            visible: a.getClientRects().length > 0,
          })),
        );
        const want = ['lesson=geography', 'lesson=mine', 'lesson=slide', 'lesson=graph', 'practice=geography', 'practice=mine', 'practice=slide', 'practice=graph'];
        assert.deepEqual(
          links.map((l) => new URLSearchParams(l.href).toString().replace(/&lang=zh-CN$/, '')),
          want,
        );
        for (const l of links) {
          assert.ok(l.visible, `${l.href} shows once Learn is open`);
          assert.ok(l.what.length > 10, `${l.href} says what it teaches`);
          assert.equal(new URLSearchParams(l.href).get('lang'), lang === 'en' ? null : 'zh-CN', `${l.href} keeps the language`);
        }
        if (lang !== 'en') assert.match(links[1].what, /[\u4e00-\u9fff]/, 'the descriptions are in Chinese');
        const menu = await page.locator('.learn-menu').boundingBox();
        assert.ok(menu.x >= 0 && menu.x + menu.width <= (await page.evaluate(() => innerWidth)), `the menu is inside the window: ${JSON.stringify(menu)}`);
        // Esc closes it; then follow a link with the keyboard.
        await page.keyboard.press('Escape');
        assert.equal(await page.locator('#learn').getAttribute('open'), null);
        await page.keyboard.press('Enter');
        await page.locator('#learn a[href*="lesson=mine"]').focus();
        await Promise.all([page.waitForURL(/lesson=mine/), page.keyboard.press('Enter')]);
        await page.waitForFunction(() => window.gridplay?.lesson()?.lesson === 'mine');
        assert.equal(await page.locator(LESSON).isVisible(), true);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});

describe('a lesson or practice link reads no board parameters', () => {
  test('game, input, algo and step beside lesson= or practice= are not read: no notice, the lesson\'s own board', async () => {
    for (const query of ['?lesson=geography&slide=2&game=slide&input=x%0A&algo=dfs&step=7', '?practice=mine&seed=3&input=x%0A&algo=kuhn&greedy=2']) {
      const { page, close, problems } = await openAt(site, query);
      try {
        await page.waitForFunction(() => window.gridplay?.lesson() || window.gridplay?.practice());
        await calm(page);
        assert.equal(await page.locator('#notice').isVisible(), false, `${query}: ${await page.locator('#notice').textContent()}`);
        if (query.startsWith('?lesson')) assert.equal(await page.getByLabel('Judge input').inputValue(), '3 3\n.##\n...\n#.#\n', 'the slide\'s board, the sample');
        else assert.equal((await page.evaluate(() => window.gridplay.practice())).kind !== undefined, true);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    }
  });
});

describe('turning slides', () => {
  test('the slide list opens the slide chosen; Page Down / Page Up turn slides, presenting or not; the arrows step the run', async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=2');
    try {
      const list = page.getByRole('combobox', { name: say('en', 'lesson.slideList') });
      assert.equal(await list.inputValue(), '2');
      assert.equal(await list.locator('option').count(), geography.slides.length);
      assert.equal((await list.locator('option').nth(10).textContent()).trim(), `11. ${say('en', 'lesson.geography.kuhn.title')}`);
      await list.selectOption('11');
      await page.waitForFunction(() => window.gridplay.lesson().slide === 11 && /slide=11/.test(location.search));
      assert.match(await page.locator('.lesson-keys').textContent(), /Page Down/);

      await page.locator('#board').focus();
      const step = (await page.evaluate(() => window.gridplay.state())).step;
      await page.keyboard.press('ArrowRight');
      await settle(page);
      assert.deepEqual(await page.evaluate(() => [window.gridplay.lesson().slide, window.gridplay.state().step]), [11, step + 1], 'the arrow steps the run');
      await page.keyboard.press('PageDown');
      await page.waitForFunction(() => window.gridplay.lesson().slide === 12);
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      await page.waitForFunction(() => window.gridplay.lesson().slide === 10);
      assert.equal(await list.inputValue(), '10', 'the list follows');

      await page.keyboard.press('p');
      await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      assert.match(await page.locator('#present-bar').textContent(), /Page Down \/ Page Up or N \/ B slide/);
      await page.keyboard.press('PageDown');
      await page.waitForFunction(() => window.gridplay.lesson().slide === 11);
      await page.keyboard.press('n');
      await page.waitForFunction(() => window.gridplay.lesson().slide === 12);
      await page.keyboard.press('PageUp');
      await page.waitForFunction(() => window.gridplay.lesson().slide === 11);
    } finally {
      await close();
    }
  });
});

describe('nothing carries over from the last slide', () => {
  for (const lesson of [geography, mine, slide]) {
    test(`every ${lesson.id} slide reads and draws the same by its link, by Next and by Previous`, async () => {
      const total = lesson.slides.length;
      const { page, close } = await openAt(site, `?lesson=${lesson.id}&slide=1`);
      await page.setViewportSize({ width: 1280, height: 900 });
      try {
        const byLink = [];
        for (let n = 1; n <= total; n++) {
          await page.goto(site.server.url(`index.html?lesson=${lesson.id}&slide=${n}`));
          await page.waitForFunction(() => window.gridplay?.lesson());
          await calm(page);
          byLink.push(await snapshot(page));
        }
        const walk = async (key, from, to, dir) => {
          await page.goto(site.server.url(`index.html?lesson=${lesson.id}&slide=${from}`));
          await page.waitForFunction(() => window.gridplay?.lesson());
          await calm(page);
          for (let n = from + dir; dir > 0 ? n <= to : n >= to; n += dir) {
            await page.keyboard.press(key);
            await page.waitForFunction((want) => window.gridplay.lesson().slide === want, n);
            await calm(page);
            const s = await snapshot(page);
            const where = `${lesson.id} slide ${n} (${lesson.slides[n - 1].key}) by ${key === 'n' ? 'Next' : 'Previous'}`;
            const link = byLink[n - 1];
            assert.equal(s.lesson, link.lesson, `${where}: the lesson's words`);
            assert.equal(s.play, link.play, `${where}: the game's panel`);
            assert.deepEqual(s.checks, link.checks, `${where}: the game's checkboxes`);
            assert.equal(s.why, link.why, `${where}: Explain`);
            assert.deepEqual(s.state, link.state, `${where}: the run's state`);
            assert.deepEqual(s.game, link.game, `${where}: the game`);
            assert.ok(s.board === link.board, `${where}: the board's pixels`);
            // A slide that asks: Next shows its answer first, on the same slide.
            if (dir > 0 && lesson.slides[n - 1].ask) {
              await page.keyboard.press(key);
              await page.waitForFunction((want) => window.gridplay.lesson().slide === want && window.gridplay.lesson().answered, n);
            }
          }
        };
        await walk('n', 1, total, 1);
        await walk('b', total, 1, -1);
      } finally {
        await close();
      }
    });
  }
});

describe('no slide gives its question away; words and drawings agree', () => {
  test('a slide that asks (the row, the square) opens without its answer; the next Page Down shows it, then turns', async () => {
    for (const lang of ['en', 'zh-CN']) {
      const asking = geography.slides.map((s, i) => [s, i + 1]).filter(([s]) => s.ask);
      assert.deepEqual(asking.map(([s]) => s.key), ['row', 'square']);
      for (const [slide, n] of asking) {
        const { page, close } = await openAt(site, `?lesson=geography&slide=${n}&lang=${lang}`);
        try {
          await page.waitForFunction(() => window.gridplay?.lesson());
          await calm(page);
          const blank = await page.evaluate(() => document.getElementById('board').toDataURL());
          let l = await page.evaluate(() => window.gridplay.lesson());
          assert.deepEqual([l.answered, l.facts, (await page.evaluate(() => window.gridplay.state())).step], [false, [], 0], `slide ${n}`);
          assert.ok(l.text.includes(lang === 'en' ? 'show the answer (Page Down)' : '再显示答案（PageDown）'), `the words say how to see the answer: ${l.text}`);
          await page.keyboard.press('PageDown');
          await page.waitForFunction(() => window.gridplay.lesson().answered);
          await calm(page);
          l = await page.evaluate(() => window.gridplay.lesson());
          const s = await page.evaluate(() => window.gridplay.state());
          assert.deepEqual([l.slide, s.step], [n, s.lastStep], 'the answer: the slide run to its end');
          assert.deepEqual(l.facts, [startsSentence(lang, winningStarts(boardRows(slide.board.input)))]);
          assert.notEqual(await page.evaluate(() => document.getElementById('board').toDataURL()), blank, 'the winning starts are drawn now');
          await page.keyboard.press('PageDown');
          await page.waitForFunction((want) => window.gridplay.lesson().slide === want, n + 1);
        } finally {
          await close();
        }
      }
    }
  });

  test('token slide 1 and mine slide 1 start their game without the matching or the values; slide 7 asks to show the matching, and it is off', async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=1');
    try {
      await calm(page);
      assert.equal(await page.locator('#rules').isVisible(), false, "the header's rules (which state the answer) step aside in a lesson");
      const boxes = () => page.evaluate(() => [...document.querySelectorAll('#play-box .play-bar input[type="checkbox"]')].map((b) => [b.closest('label').textContent.trim(), b.checked]));
      assert.deepEqual(await boxes(), [[say('en', 'playmode.hints'), false], [say('en', 'playmode.matching'), false]]);
      await page.keyboard.press('n');
      await page.goto(site.server.url('index.html?lesson=geography&slide=7'));
      await page.waitForFunction(() => window.gridplay?.lesson());
      await calm(page);
      const text = say('en', 'lesson.geography.strategy.text');
      assert.ok(text.includes(`Tick “${say('en', 'playmode.matching')}”`), 'the slide asks to show the matching');
      assert.deepEqual((await boxes())[1], [say('en', 'playmode.matching'), false], '…which is off');
      const before = await page.evaluate(() => document.getElementById('board').toDataURL());
      await page.getByRole('checkbox', { name: say('en', 'playmode.matching') }).check();
      await settle(page);
      assert.notEqual(await page.evaluate(() => document.getElementById('board').toDataURL()), before, 'ticking it draws the dominoes');

      await page.goto(site.server.url('index.html?lesson=mine&slide=1'));
      await page.waitForFunction(() => window.gridplay?.lesson());
      await calm(page);
      assert.deepEqual((await boxes())[1], [say('en', 'playmode.mine.values'), false]);
      assert.equal(await page.locator('#play-box .play-values').isVisible(), false, 'no Grundy values or XOR before they are taught');
    } finally {
      await close();
    }
  });

  test("Hopcroft–Karp's slide stops where a later phase's layers are drawn", async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=12');
    try {
      await calm(page);
      const now = await page.evaluate(() => document.querySelector('#narration li.now').lastChild.textContent);
      const m = now.match(/is at layer (\d+), on a shortest augmenting path/);
      assert.ok(m && Number(m[1]) >= 2, `a layer beyond the first is reached: "${now}"`);
      assert.match(say('en', 'lesson.geography.hopcroft.text'), /the numbers on the board are the layers/);
    } finally {
      await close();
    }
  });

  test('the explained slides draw what their words point at, in <gridplay-viewer> too', async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=9');
    try {
      // Slide 9 boxes the explained cell and rings the uncovered cell its path starts at.
      const [r, c] = geography.slides[8].explain;
      const ex = await page.evaluate(([r, c]) => window.gridplay.explain(r, c), [r, c]);
      assert.ok(ex.wins);
      assert.deepEqual(ex.cell, [r, c], 'the boxed cell is the one explained');
      assert.notDeepEqual(ex.path[0], ex.cell, 'the ringed cell, where the path starts, is another');
      for (const lang of ['en', 'zh-CN']) {
        const text = say(lang, 'lesson.geography.alternating.text');
        assert.match(text, lang === 'en' ? /boxed cell.*uncovered cell it starts at, ringed/ : /圈出的未覆盖格子到方框格子/);
        assert.doesNotMatch(say(lang, 'lesson.fact.cellWins', { cell: '(1,1)' }), /panel|面板/);
      }
      // The viewer: slide 9 with its overlay differs from the same board at the same step without it (slide 15).
      await page.goto(site.server.url('index.html?embed=1&lesson=geography&slide=9'));
      const pixels = async (slide) => {
        await page.waitForFunction((slide) => {
          const v = document.querySelector('gridplay-viewer');
          return v?.getAttribute('slide') === slide && v.state?.complete && v.state.step === v.state.lastStep;
        }, slide, { timeout: 30_000 });
        await settle(page);
        return page.evaluate(() => document.querySelector('gridplay-viewer').shadowRoot.querySelector('canvas').toDataURL());
      };
      const v9 = await pixels('9');
      await page.evaluate(() => document.querySelector('gridplay-viewer').setAttribute('slide', '15'));
      await page.waitForFunction(() => document.querySelector('gridplay-viewer').shadowRoot.getElementById('lesson').textContent.includes('15 /'));
      const v15 = await pixels('15');
      assert.notEqual(v9, v15, "the viewer draws slide 9's Explain overlay");
    } finally {
      await close();
    }
  });
});

describe('first and second player', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`slide 7's words and the game's panel name the same role (${lang})`, async () => {
      const { page, close } = await openAt(site, `?lesson=geography&slide=7&lang=${lang}`);
      try {
        await calm(page);
        const log = await page.locator('#play-box .play-log').textContent();
        const text = say(lang, 'lesson.geography.strategy.text');
        const second = lang === 'en' ? 'You are the second player' : '你是后手';
        assert.ok(text.includes(lang === 'en' ? 'you are the second player' : '你是后手'), text);
        assert.ok(log.includes(second), log);
        assert.doesNotMatch(log, lang === 'en' ? /You are the first player|you move first/i : /你是先手|先手移动/);
        // Slide 1 defines the words once, as the problem does: the first player puts the token.
        const rules = say(lang, 'lesson.geography.rules.text');
        assert.match(rules, lang === 'en' ? /the first player is the one who puts the token/ : /先手是放棋子的一方/);
      } finally {
        await close();
      }
    });
  }
});

describe('the header on a phone', () => {
  for (const lang of ['en', 'zh-CN']) {
    test(`at 390 px (${lang}) it takes two rows at most, Learn included, and Learn's menu fits the screen`, async () => {
      const { page, close } = await openAt(site, `?lang=${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await settle(page);
        const rows = await page.evaluate(() => {
          const items = [document.querySelector('h1'), ...document.querySelectorAll('#games a, #learn summary, .title .tools button, .title .tools select')];
          // Rows: items whose vertical middles fall inside an earlier row's item share its row.
          const boxes = items.filter((el) => el.getClientRects().length).map((el) => el.getBoundingClientRect());
          const rows = [];
          for (const b of boxes) {
            const mid = (b.top + b.bottom) / 2;
            if (!rows.some((r) => mid > r.top && mid < r.bottom)) rows.push(b);
          }
          return rows.length;
        });
        assert.ok(rows <= 2, `${rows} rows`);
        await page.locator('#learn summary').click();
        const box = await page.locator('.learn-menu').boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
      } finally {
        await close();
      }
    });
  }
});

describe("the slide game's words", () => {
  test('its phase buttons jump between turns and say so; the English rules name Tutu and Dandan', async () => {
    for (const lang of ['en', 'zh-CN']) {
      const { page, close } = await openAt(site, `?game=slide&lang=${lang}`);
      try {
        const next = lang === 'en' ? 'Next turn ›' : say(lang, 'slide.nextTurn');
        const prev = lang === 'en' ? '‹ Previous turn' : say(lang, 'slide.prevTurn');
        assert.equal(await page.locator('#next-phase').textContent(), next);
        assert.equal(await page.locator('#prev-phase').textContent(), prev);
        const rules = await page.locator('#rules').textContent();
        if (lang === 'en') assert.match(rules, /Tutu \(兔兔, moves first\).*Dandan \(蛋蛋\)/);
      } finally {
        await close();
      }
    }
    const { page, close } = await openAt(site, '');
    try {
      assert.equal(await page.locator('#next-phase').textContent(), 'Phase ›', 'the token game keeps its phases');
    } finally {
      await close();
    }
  });
});
