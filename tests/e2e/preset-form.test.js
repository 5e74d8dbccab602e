// The preset form caps rows and columns at the chosen preset's own largest side, as the
// core declares it (protocol.presets[].maxSide): mine's `broken` preset makes boards of
// at most 200 × 200 (each try is an exact search), its other presets 1000 × 1000. The
// form refuses 201 for `broken` with the catalogue's sentence, in both languages,
// makes 200, and switching presets moves the cap (a size past it is brought down).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EN, ZH } from '../catalogues.js';
import { screenshot, startSite } from './harness.js';
import { openAt } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** Mine's judge input's second line: "rows cols mines" of its one case. */
const size = async (page) => (await page.locator('#judge-input').inputValue()).split('\n')[1].split(' ').slice(0, 2).join('×');

/** Waits until the judge input holds a board of `rows`×`cols`. */
const waitSize = (page, want) =>
  page.waitForFunction((want) => document.getElementById('judge-input').value.split('\n')[1]?.split(' ').slice(0, 2).join('×') === want, want, { timeout: 60_000 });

const field = (page, id) =>
  page.locator(`#${id}`).evaluate((el) => ({ max: el.max, value: el.value, tooBig: el.validity.rangeOverflow, valid: el.checkValidity(), message: el.validationMessage }));

/** A screenshot of the Board section's top: the preset form and the judge input below it. */
async function formShot(page, name) {
  await page.locator('#editor-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const box = await page.locator('#preset-form').boundingBox();
  await screenshot(page, name, { clip: { x: 0, y: Math.max(0, box.y - 80), width: 1280, height: box.height + 220 } });
}

describe("mine's preset form follows the chosen preset's largest side", () => {
  for (const [lang, words, make] of [['en', EN, 'Make board'], ['zh-CN', ZH, ZH['editor.make']]]) {
    test(`${lang}: broken refuses 201 in words, makes 200; random allows 1000; a switch brings 500 down to 200`, async () => {
      const { page, problems, close } = await openAt(site, `?game=mine&lang=${lang}`);
      try {
        const sentence = words['editor.sideRange'].replaceAll('{max}', '200');
        await page.locator('#preset').selectOption('random');
        assert.equal((await field(page, 'rows')).max, '1000');
        // 500 is a size random makes; choosing broken brings it down to broken's 200.
        await page.locator('#rows').fill('500');
        await page.locator('#cols').fill('3');
        assert.equal((await field(page, 'rows')).valid, true, 'random takes 500 rows');
        await page.locator('#preset').selectOption('broken');
        await waitSize(page, '200×3');
        assert.deepEqual(await field(page, 'rows'), { max: '200', value: '200', tooBig: false, valid: true, message: '' });
        assert.equal((await field(page, 'cols')).max, '200');

        // 201 rows: the field says why in the catalogue's words and Make board makes nothing.
        await page.locator('#rows').fill('201');
        await page.locator('#cols').fill('4');
        assert.deepEqual(await field(page, 'rows'), { max: '200', value: '201', tooBig: true, valid: false, message: sentence });
        assert.equal((await field(page, 'cols')).valid, true);
        await page.getByRole('button', { name: make }).click();
        await page.waitForTimeout(500);
        await formShot(page, `preset-form-broken-201-${lang}`);
        assert.equal(await size(page), '200×3', 'no board of 201 rows');
        assert.equal(await page.locator('#input-error').isVisible(), false, 'nor a refusal from the core');
        // The same in columns.
        await page.locator('#rows').fill('7');
        await page.locator('#cols').fill('201');
        assert.equal((await field(page, 'cols')).message, sentence);
        assert.equal((await field(page, 'rows')).valid, true);

        // 200 is broken's largest side: taken, and made.
        await page.locator('#cols').fill('200');
        assert.equal((await field(page, 'cols')).valid, true);
        await page.getByRole('button', { name: make }).click();
        await waitSize(page, '7×200');
        await page.locator('#rows').fill('200');
        await page.locator('#cols').fill('5');
        await page.getByRole('button', { name: make }).click();
        await waitSize(page, '200×5');

        // Back to random: 201 rows is a size it takes again.
        await page.locator('#preset').selectOption('random');
        await page.locator('#rows').fill('201');
        assert.deepEqual(await field(page, 'rows'), { max: '1000', value: '201', tooBig: false, valid: true, message: '' });

        await page.locator('#preset').selectOption('broken');
        await waitSize(page, '200×5');
        await formShot(page, `preset-form-broken-${lang}`);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });
  }
});
