// Play mode's refused moves over the real core (node --test, the wasm from the build):
// the codes the handles throw are the ones the core lists (GeographyGame.refusals(),
// MineGame.refusals()), every listed code has its sentence in the catalogue, and the
// adapters word a thrown refusal by its code, anything else as `other`.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import init, * as wasm from '../../www/pkg/gridplay.js';
import { t } from '../../www/i18n/index.js';
import { EN as en } from '../catalogues.js';
import { wordsReady } from '../../www/core/play.js'; // play mode's words, loaded with it
import { geographyPlay } from '../../www/games/geography/play.js';
import { minePlay } from '../../www/games/mine/play.js';

await wordsReady;
const exports = await init({ module_or_path: await readFile(new URL('../../www/pkg/gridplay_bg.wasm', import.meta.url)) });
const core = { ...wasm, memory: exports.memory };

/** The error `body` throws. */
function thrown(body) {
  try {
    body();
  } catch (err) {
    return err;
  }
  assert.fail('nothing was thrown');
}

test('token game: every refusal the handle throws is listed by the core and worded', () => {
  const listed = core.GeographyGame.refusals();
  for (const code of listed) assert.ok(`playmode.geography.refused.${code}` in en, code);
  const run = new core.GeographyRun('2 3\n.#.\n...\n', {});
  const game = new core.GeographyGame(run, 'placer');
  const adapter = geographyPlay({});
  const seen = [thrown(() => game.play(1)), thrown(() => game.play(99))]; // a wall, off the board
  game.play(0);
  seen.push(thrown(() => game.play(3))); // the computer's turn
  game.reply(); // from (0,0) the only move: (1,0)
  seen.push(thrown(() => game.play(0)), thrown(() => game.play(5))); // visited, not a neighbour
  for (const err of seen) {
    assert.ok(listed.includes(err.code), err.code);
    assert.equal(adapter.sayRefusal(err, core), t(`playmode.geography.refused.${err.code}`));
  }
  assert.equal(adapter.sayRefusal(new Error('no code'), core), t('playmode.geography.refused.other'));
  assert.equal(adapter.sayRefusal({ code: 'made-up' }, core), t('playmode.geography.refused.other'));
  game.free();
  run.free();
});

test('mine: every refusal the handle throws is listed by the core and worded', () => {
  const listed = core.MineGame.refusals();
  for (const code of listed) assert.ok(`playmode.mine.refused.${code}` in en, code);
  // 1×3 with a mine in the middle: two lone numbers.
  const game = new core.MineGame('1\n1 3 1\n0 1\n', { you: 'first' });
  const adapter = minePlay({});
  const seen = [thrown(() => game.play(1)), thrown(() => game.play(7))]; // a mine, off the board
  game.play(0);
  seen.push(thrown(() => game.play(2))); // the computer's turn
  game.reply();
  seen.push(thrown(() => game.play(0))); // open (and the game over)
  for (const err of seen) {
    assert.ok(listed.includes(err.code), err.code);
    assert.equal(adapter.sayRefusal(err, core), t(`playmode.mine.refused.${err.code}`));
  }
  assert.equal(adapter.sayRefusal({ code: 'made-up' }, core), t('playmode.mine.refused.other'));
  game.free();
});
