// No silent fallback in narration: an event a game's module has no words for is an
// error, in every game (registration refuses such a core first, so the page never
// meets one; this checks the module does not invent a sentence for it either).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { narrate as geography } from '../../www/games/geography/narration.js';
import { narrate as mine } from '../../www/games/mine/narration.js';
import { narrate as slide } from '../../www/games/slide/narration.js';

test('each game narrates an unknown event by throwing, naming the game and the event', () => {
  const view = { recent: [{ step: 1, name: 'teleported' }], step: 1, rows: 2, cols: 3, counters: {}, triangle: [], tail: false };
  for (const [id, narrate] of [['geography', geography], ['mine', mine], ['slide', slide]]) {
    assert.throws(() => narrate(view), new RegExp(`^Error: ${id}: no words for the event teleported$`), id);
  }
});
