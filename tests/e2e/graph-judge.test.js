// The graph tab's judge output and Your output, on the built page in Chromium: the
// judge output equals the CLI's (`gridplay graph`) on random graphs, and Your output is
// compared with it, in both languages.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { EN, ZH } from '../catalogues.js';
import { startSite } from './harness.js';
import { rng } from './graph-oracle.js';
import { CLI, ensureCli } from './page-helpers.js';

let site;
before(async () => {
  ensureCli();
  site = await startSite();
});
after(() => site?.close());

/** Judge input of a seeded random graph on n vertices (2n random pairs, loops left out, repeats kept). */
function graph(seed, n) {
  const rnd = rng(seed);
  const lines = [];
  for (let i = 0; i < 2 * n; i++) {
    const u = rnd(n);
    const v = rnd(n);
    if (u !== v) lines.push(`${u + 1} ${v + 1}\n`);
  }
  return `${n} ${lines.length}\n${lines.join('')}`;
}

describe('the graph tab’s judge output', () => {
  for (const [lang, words] of [['en', EN], ['zh-CN', ZH]]) {
    test(`equals gridplay graph on random graphs, and Your output is compared with it (${lang})`, async () => {
      for (const seed of [1, 2, 3]) {
        const text = graph(seed, 8 + 3 * seed);
        const expected = execFileSync(CLI, ['graph'], { input: text, encoding: 'utf8' });
        const { page, problems, close } = await site.openPage(`index.html?game=graph&lang=${lang}&input=${encodeURIComponent(text)}`);
        try {
          await page.waitForFunction((t) => window.gridplay?.graph?.().text === t, text);
          assert.equal(await page.locator('#judge-output').inputValue(), expected);
          await page.locator('#your-output').fill(expected);
          await page.waitForFunction(() => document.getElementById('comparison').classList.contains('same'));
          assert.equal(await page.locator('#comparison').textContent(), words['judge.same']);
          await page.locator('#your-output').fill(expected === 'LOSE\n' ? 'WIN\n1\n' : 'LOSE\n');
          await page.waitForFunction(() => document.getElementById('comparison').classList.contains('differ'));
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      }
    });
  }
});
