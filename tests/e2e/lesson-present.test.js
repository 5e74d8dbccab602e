// A lesson presented to a class (#36): at 1920×1080 and 1366×768, in English and in
// Chinese, every slide of every lesson in the registry (LESSONS, www/lessons/index.js:
// the slide lesson too once it is registered) shows every word of the lesson panel, the legend (when
// shown), the game's panel and the verdict on screen: inside the window, not clipped by
// an ancestor's overflow, not covered by anything else. Not presenting, on a 1366×768
// laptop, the board is in sight under the slide's words. One browser; one tab per
// lesson, size and language, turning slides with N.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, settle } from './page-helpers.js';
import { LESSONS } from '../../www/lessons/index.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** Waits until the slide's game (if any) has made its opening moves and the type has been fitted. */
async function calm(page) {
  await page.waitForFunction(() => {
    const p = window.gridplay.play();
    // The graph tab's run reads null from a new slide's graph until its first frame.
    const s = window.gridplay.state?.() ?? window.gridplay.graph().run;
    return !!s && s.complete && !s.playing && (!p || p.over || p.turn === 'you');
  });
  await settle(page);
  await settle(page);
}

/**
 * Every word of the lesson panel, legend, game panel and verdict that is rendered, and
 * what is wrong with it: off screen, clipped by an ancestor (hidden or scrolled
 * overflow, or an ancestor whose content overflows it), or covered at its middle.
 */
function problems(page) {
  return page.evaluate(() => {
    const roots = ['lesson', 'legend', 'play-box', 'verdict'].map((id) => document.getElementById(id)).filter(Boolean);
    const out = [];
    const vw = innerWidth;
    const vh = innerHeight;
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        const el = node.parentElement;
        if (!rects.length || getComputedStyle(el).visibility === 'hidden') continue; // not rendered
        const say = (what) => out.push(`${root.id}: "${text.slice(0, 40)}" ${what}`);
        for (const r of rects) {
          if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
            say(`off screen (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`);
            break;
          }
          let clipped = null;
          for (let a = el; a && a !== document.documentElement; a = a.parentElement) {
            const cs = getComputedStyle(a);
            if (cs.display === 'contents' || (cs.overflowX === 'visible' && cs.overflowY === 'visible')) continue;
            const box = a.getBoundingClientRect();
            const outside = r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1 || r.right > box.right + 1;
            if (outside || a.scrollHeight > a.clientHeight + 1) {
              clipped = a.id || a.className || a.tagName;
              break;
            }
          }
          if (clipped) {
            say(`clipped by ${clipped}`);
            break;
          }
          const y = (r.top + r.bottom) / 2;
          const xs = [r.left + Math.min(3, r.width / 2), (r.left + r.right) / 2, r.right - Math.min(3, r.width / 2)];
          const hidden = xs.find((x) => {
            const hit = document.elementFromPoint(x, y);
            return !hit || !el.contains(hit);
          });
          if (hidden !== undefined) {
            const hit = document.elementFromPoint(hidden, y);
            say(`covered by ${hit?.id || hit?.className || hit?.tagName}`);
            break;
          }
        }
      }
    }
    return out;
  });
}

/** The lessons the Learn menu links to: [id]. */
async function linkedLessons(page) {
  return page.evaluate(() => [...document.querySelectorAll('#learn a')].map((a) => new URLSearchParams(a.getAttribute('href')).get('lesson')).filter(Boolean));
}

describe('presenting a lesson', () => {
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    for (const lang of ['en', 'zh-CN']) {
      test(`${width}×${height}, ${lang}: every word of every slide is on screen, unclipped and uncovered`, async () => {
        const { page, close, problems: pageProblems } = await openAt(site, `?lang=${lang}`);
        await page.setViewportSize({ width, height });
        const bad = [];
        try {
          const linked = await linkedLessons(page);
          for (const id of Object.keys(LESSONS)) {
            assert.ok(linked.includes(id), `the Learn menu links to the lesson ${id}`);
            await page.goto(site.server.url(`index.html?lesson=${id}&lang=${lang}`));
            await page.waitForFunction(() => window.gridplay?.lesson());
            await page.keyboard.press('p');
            await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
            const total = await page.evaluate(() => window.gridplay.lesson().total);
            for (let n = 1; n <= total; n++) {
              if (n > 1) {
                await page.keyboard.press('n');
                await page.waitForFunction((n) => window.gridplay.lesson().slide === n, n);
              }
              await calm(page);
              for (const p of await problems(page)) bad.push(`${id} slide ${n}: ${p}`);
              // A slide that asks: its answer too (the clicker's next Page Down), with its sentences.
              if (!(await page.evaluate(() => window.gridplay.lesson().answered))) {
                await page.keyboard.press('PageDown');
                await page.waitForFunction(() => window.gridplay.lesson().answered);
                await calm(page);
                for (const p of await problems(page)) bad.push(`${id} slide ${n}, answered: ${p}`);
              }
            }
          }
          assert.deepEqual(bad, []);
          assert.deepEqual(pageProblems(), []);
        } finally {
          await close();
        }
      });
    }
  }

  test("a game's answers stay in view as the game goes on (1366×768)", async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=1');
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      await page.keyboard.press('p');
      await calm(page);
      // The sample's free cells in turn: a move, or a refusal, and the computer's answer each time.
      const cells = [[1, 1], [0, 0], [1, 0], [1, 2], [2, 1]];
      for (const cell of cells) {
        if ((await page.evaluate(() => window.gridplay.play()?.over)) !== false) break;
        const pt = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), cell);
        await page.mouse.click(pt.x, pt.y);
        await page.waitForTimeout(600);
        await calm(page);
        assert.deepEqual(await problems(page), [], `after a click on ${cell}`);
      }
    } finally {
      await close();
    }
  });
});

describe('a lesson on a laptop, not presenting', () => {
  test('at 1366×768 the board is in sight under the longest slide', async () => {
    const { page, close } = await openAt(site, '?lesson=geography&slide=7');
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      await calm(page);
      const box = await page.locator('#board').boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 768 + 1, `the board's canvas ${JSON.stringify(box)} is inside 768 px`);
      assert.ok(box.height >= 200, `and not a sliver: ${box.height} px`);
    } finally {
      await close();
    }
  });
});
