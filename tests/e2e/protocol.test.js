// The page reads the core's protocol (docs/protocol.md): what it narrates comes from
// the events' named operands, with nothing decoded by hand and nothing rebuilt by
// seeking back. Checked on the built page in Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.js';
import { openAt, pressTo, state } from './page-helpers.js';

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

/** The narration's lines at the current step, oldest first, without their step numbers. */
const lines = async (page) => (await page.locator('#narration li').allTextContents()).map((l) => l.replace(/^[\d,]+\./, ''));

describe('the protocol on the page', () => {
  test('mine: every XOR line chains — its "before" is the last XOR, its value before ⊕ added', async () => {
    // Long flood fills: the XOR after a region comes many events after the one before.
    const { page, problems, close } = await openAt(site, '?game=mine&preset=random&size=14x18&density=0.06&seed=2');
    try {
      await page.locator('#board').focus();
      const last = (await state(page)).lastStep;
      let xor = 0;
      let seen = 0;
      for (let step = 1; step <= last; step++) {
        await pressTo(page, 'ArrowRight', step);
        const line = (await lines(page)).at(-1);
        const m = /^XOR so far: (\d) ⊕ (\d) = (\d)\.$/.exec(line);
        if (/^XOR/.test(line)) assert.ok(m, `step ${step}: every XOR line names both operands: ${line}`);
        if (!m) continue;
        const [before, added, value] = m.slice(1).map(Number);
        assert.equal(before, xor, `step ${step}: ${line}`);
        assert.equal(value, before ^ added, `step ${step}: ${line}`);
        assert.ok(added === 1 || added === 2, line);
        xor = value;
        seen++;
      }
      assert.ok(seen >= 3, `${seen} XOR lines`);
      assert.match((await lines(page)).at(-1), new RegExp(`XOR is ${xor}\\b`));
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
