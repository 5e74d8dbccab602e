// The page in Chinese (?lang=zh-CN, the browser's languages, the Language / 语言
// select): no English left on the page but an allow-list (the brand, the problems'
// names, the judges' words, key names, formats), through a run to the end, the
// explanation, the dialogs and presentation mode, for both games; the choice
// remembered; links and embed code carrying lang; <gridplay-viewer lang="zh-CN">.
// (The English names of the controls are the other e2e tests': they run in English.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, settle, waitStep } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

// Words that stay in a Chinese page: the brand, problem and algorithm names, the
// judges' words, key names, file formats and the names in links.
const ALLOWED = new Set(
  (
    'gridplay Luogu BZOJ LOJ HDU JSOI Hopcroft Karp Edmonds WIN LOSE Xiemao Fanglaoshi Mine ' +
    'Space Enter Esc Shift Ctrl Home End PageUp PageDown SG mex BFS Language English ' +
    'PNG WebM GIF iframe wasm GitHub Pages dist KB MB try ' +
    // link parameters and attributes, named as they are written
    'game algo greedy case step end format preset size density seed board speed instant controls theme'
  ).split(' '),
);

/**
 * Every English word the page shows or names: text nodes (not in <code>, <kbd>,
 * <textarea>, <script>, <style>: data and key caps), and aria-label, title, placeholder
 * and alt of every element, in the document, its open dialogs and the viewers' shadow roots.
 */
function englishOnPage(page) {
  return page.evaluate((allowed) => {
    const found = [];
    const skip = 'code, kbd, textarea, script, style';
    const look = (text, where) => {
      for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.includes(word)) found.push(`${word} (${where}: ${text.trim().slice(0, 80)})`);
    };
    const walk = (root) => {
      const tw = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = tw.nextNode(); n; n = tw.nextNode()) {
        if (!n.parentElement?.closest(skip) && n.textContent.trim()) look(n.textContent, n.parentElement.tagName.toLowerCase());
      }
      for (const el of root.querySelectorAll('*')) {
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) if (el.hasAttribute(a)) look(el.getAttribute(a), `${el.tagName.toLowerCase()}[${a}]`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document.body);
    look(document.title, 'title');
    return found;
  }, [...ALLOWED]);
}

const open = (query, options) => openAt(site, query, options);

async function assertChinese(page, when) {
  await settle(page);
  assert.deepEqual(await englishOnPage(page), [], `English words ${when}`);
}

describe('the page in Chinese', () => {
  test('the token game: start, the end, Explain, Copy embed code, Export, presentation mode', async () => {
    const { page, problems, close } = await open('?lang=zh-CN');
    try {
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      await assertChinese(page, 'at step 0');
      await page.getByRole('button', { name: '跳到结尾' }).click();
      await waitStep(page, 'end');
      assert.match(await page.getByRole('status', { name: '结论' }).textContent(), /WIN.*先手必胜/);
      assert.equal(await page.getByLabel('标准答案').inputValue(), 'WIN\n2 3\n3 2\n');
      await assertChinese(page, 'at the end');

      // Your output, wrong: the comparison in Chinese.
      await page.getByRole('textbox', { name: '你的输出' }).fill('WIN\n2 3\n');
      assert.match(await page.getByRole('status', { name: '比对结果' }).textContent(), /第 3 行不同/);
      await assertChinese(page, 'with a wrong output compared');

      // Explain a wall (the core's message), a winning and a losing cell.
      await page.getByRole('button', { name: '解释' }).click();
      for (const [r, c] of [[1, 2], [2, 3], [2, 2]]) {
        const p = await page.evaluate(([r, c]) => window.gridplay.cellPoint(r, c), [r - 1, c - 1]);
        await page.mouse.click(p.x, p.y);
        await page.locator('#why:not([hidden])').waitFor();
        await assertChinese(page, `explaining (${r},${c})`);
        if (r === 1) assert.match(await page.locator('#why-text').textContent(), /^无法解释：这个格子是障碍/);
      }
      assert.match(await page.locator('#why-title').textContent(), /必败/);

      // The embed dialog, then the export dialog.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: '复制嵌入代码' }).click();
      const embed = page.getByRole('dialog', { name: '嵌入这个棋盘' });
      await embed.waitFor();
      await assertChinese(page, 'in the embed dialog');
      await embed.getByRole('button', { name: '关闭' }).click();
      await page.getByRole('button', { name: '导出…' }).click();
      const exporting = page.getByRole('dialog', { name: '导出' });
      await exporting.waitFor();
      await assertChinese(page, 'in the export dialog');
      await exporting.getByRole('button', { name: '关闭' }).click();

      // Presentation mode.
      await page.keyboard.press('p');
      await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      await assertChinese(page, 'in presentation mode');
      await page.keyboard.press('Escape');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('mine, a board that breaks the promise: start, the end, the promise note', async () => {
    const { page, problems, close } = await open('?game=mine&preset=broken&size=8x8&seed=3&lang=zh-CN');
    try {
      await assertChinese(page, 'at step 0');
      await page.keyboard.press('End');
      await waitStep(page, 'end');
      await page.waitForFunction(() => !/正在/.test(document.getElementById('verdict').textContent));
      assert.match(await page.getByRole('status', { name: '结论' }).textContent(), /(Xiemao|Fanglaoshi)（(先|后)手）/);
      await assertChinese(page, 'at the end');
      // The judge input with a mistake: its message in Chinese, with line and column.
      await page.getByLabel('输入数据').fill('1\n2 2 1\n5 0\n');
      await page.getByRole('button', { name: '使用此输入' }).click();
      assert.match(await page.locator('#input-error').textContent(), /^第 3 行第 1 列：.*行号 x = 5 超出了棋盘/);
      await assertChinese(page, 'with a bad input');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('Hopcroft–Karp with phases, and a broken link, in Chinese', async () => {
    const { page, problems, close } = await open('?lang=zh-CN&algo=hopcroft-karp&preset=random&size=8x10&seed=2&step=9&greedy=x&case=x');
    try {
      // Two problems, joined as clauses (；), not as a list (、); the token game has no cases.
      assert.match(await page.locator('#notice').textContent(), /^这个链接有问题：greedy 必须是 1 或 0，而不是 "x"；case="x" 在这里不适用：这个游戏没有多组数据。$/);
      await page.getByRole('button', { name: '下一阶段 ›' }).click();
      await assertChinese(page, 'in a Hopcroft–Karp phase');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});

describe('choosing the language', () => {
  test('the browser says zh-CN: Chinese; the Language select switches to English and back, remembered', async () => {
    const context = await site.browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(site.server.url('index.html?step=3'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay?.state().step === 3);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      assert.equal(await page.getByRole('button', { name: '播放' }).count(), 1);
      // Not chosen, but Chinese: links carry it.
      await page.getByRole('button', { name: '复制链接' }).click();
      assert.match(await page.evaluate(() => location.search), /lang=zh-CN/);

      const select = page.getByRole('combobox', { name: /Language \/ 语言/ });
      await Promise.all([page.waitForURL(/lang=en/), select.selectOption('en')]);
      await page.waitForFunction(() => window.gridplay?.state().step === 3);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.equal(await page.getByRole('button', { name: 'Play', exact: true }).count(), 1);
      assert.equal(await page.getByRole('status', { name: 'Verdict' }).count(), 1);
      // Remembered: the page without ?lang= is English, though the browser says zh-CN.
      await page.goto(site.server.url('index.html'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.equal(await select.inputValue(), 'en');
      // English chosen: links carry lang=en.
      await page.getByRole('button', { name: 'Copy link' }).click();
      assert.match(await page.evaluate(() => location.search), /lang=en/);

      await Promise.all([page.waitForURL(/lang=zh-CN/), select.selectOption('zh-CN')]);
      await page.waitForFunction(() => window.gridplay);
      await page.goto(site.server.url('index.html'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.gridplay);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
      assert.equal(await page.getByRole('button', { name: '复制嵌入代码' }).count(), 1);
    } finally {
      await context.close();
    }
  });

  test('English by default: no lang in links; the Chinese catalogue is not even loaded', async () => {
    const { page, problems, close } = await open('?step=2');
    try {
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      await page.getByRole('button', { name: 'Copy link' }).click();
      assert.doesNotMatch(await page.evaluate(() => location.search), /lang=/);
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      assert.ok(!loaded.some((url) => /zh-CN/.test(url)), `loaded: ${loaded.join(', ')}`);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});

describe('links and embedding in Chinese', () => {
  test('Copy embed code carries lang; the pasted viewer and the iframe speak Chinese', async () => {
    const { page, context, problems, close } = await open('?lang=zh-CN&step=end');
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: '复制嵌入代码' }).click();
      const element = await page.locator('#embed-element').inputValue();
      const iframe = await page.locator('#embed-iframe').inputValue();
      assert.match(element, /<gridplay-viewer [^>]*lang="zh-CN"/);
      assert.match(iframe, /(\?|&amp;)lang=zh-CN&/);
      assert.match(element, />在 gridplay 中打开这个棋盘</);
      assert.deepEqual(problems(), []);

      // The element, pasted into an English page: Chinese all the same (its own lang).
      const host = await hostPage(context, 'en', element);
      await host.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.complete);
      await settle(host);
      const viewer = host.locator('gridplay-viewer');
      assert.equal(await viewer.getByRole('button', { name: '播放' }).count(), 1);
      assert.match(await viewer.getByRole('status', { name: '结论' }).textContent(), /WIN/);
      assert.deepEqual(await englishOnPage(host), []);

      // The iframe's page.
      const src = /src="([^"]+)"/.exec(iframe)[1].replace(/&amp;/g, '&');
      const framed = await context.newPage();
      await framed.goto(src, { waitUntil: 'networkidle' });
      await framed.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.complete);
      assert.equal(await framed.evaluate(() => document.documentElement.lang), 'zh-CN');
      await settle(framed);
      assert.deepEqual(await englishOnPage(framed), []);
    } finally {
      await close();
    }
  });

  test('a viewer without lang follows the page around it: <html lang="zh-CN">', async () => {
    const context = await site.browser.newContext();
    try {
      const script = `<script type="module" src="${site.server.url('gridplay.js')}"></script>`;
      const page = await hostPage(context, 'zh-CN', `${script}\n<gridplay-viewer game="mine" controls="full" step="end"></gridplay-viewer>`);
      const problems = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      await page.waitForFunction(() => document.querySelector('gridplay-viewer')?.state?.complete);
      await settle(page);
      const viewer = page.locator('gridplay-viewer');
      assert.equal(await viewer.getByRole('slider', { name: '时间轴' }).count(), 1);
      assert.match(await viewer.getByRole('status', { name: '结论' }).textContent(), /获胜/);
      assert.deepEqual(await englishOnPage(page), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

/** A page of another site's kind on our origin (host.html), <html lang>, with `body`. */
async function hostPage(context, lang, body) {
  const url = site.server.url('host.html');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>博客</title><link rel="icon" href="data:,"></head><body>\n${body}\n</body></html>`;
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}
