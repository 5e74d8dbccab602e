// Contrast of the game palettes (node --test, no browser): every difference of state
// that carries meaning stands at least 3:1 apart (WCAG 2.1, 1.4.11 non-text
// contrast), in the light, dark and presentation palettes. The ratio is computed here
// from the WCAG definition, not with the page's own helper.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { geography } from '../../www/games/geography/index.js';
import { mine } from '../../www/games/mine/index.js';
import { slide } from '../../www/games/slide/index.js';

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex) {
  const v = parseInt(hex.slice(1), 16);
  const channel = (c) => {
    const x = c / 255;
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((v >> 16) & 255) + 0.7152 * channel((v >> 8) & 255) + 0.0722 * channel(v & 255);
}
function ratio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const THEMES = { light: [false, false], dark: [true, false], contrast: [false, true] };
const MIN = 3;

function checkPairs(game, pairs) {
  for (const [theme, args] of Object.entries(THEMES)) {
    const pal = game.theme(...args);
    for (const [what, a, b] of pairs(pal)) {
      assert.match(a, /^#[0-9a-f]{6}$/i, `${theme} ${what}`);
      const r = ratio(a, b);
      assert.ok(r >= MIN, `${game.id} ${theme}: ${what} is ${r.toFixed(2)}:1 (${a} vs ${b}), under ${MIN}:1`);
    }
  }
}

test('the WCAG ratio used here is the standard one', () => {
  assert.equal(ratio('#000000', '#ffffff'), 21);
  assert.equal(ratio('#ffffff', '#ffffff'), 1);
  assert.ok(Math.abs(ratio('#777777', '#ffffff') - 4.48) < 0.01); // the known grey at 4.48:1
});

test('token game: walls, the search-side mark and every mark over a cell stand 3:1 apart', () => {
  checkPairs(geography, (p) => [
    ['wall vs shaded cell', p.wall, p.free[0]],
    ['wall vs unshaded cell', p.wall, p.free[1]],
    ['search-side corner mark vs shaded cell', p.shade, p.free[0]],
    ['dead hatching vs dead cell', p.hatch, p.dead],
    ['matched-pair outline vs shaded cell', p.domino, p.free[0]],
    ['matched-pair outline vs unshaded cell', p.domino, p.free[1]],
    ['search path vs its halo', p.path, p.halo],
    ['path found vs its halo', p.found, p.halo],
    ['visited dot vs shaded cell', p.visited, p.free[0]],
    ['visited dot vs unshaded cell', p.visited, p.free[1]],
    ['winning star vs winning cell', p.winning, p.winningFill],
    ['winning star vs its halo', p.winning, p.halo],
    ['focus box vs shaded cell', p.focus, p.free[0]],
    ['focus box vs unshaded cell', p.focus, p.free[1]],
    ...p.ramp.map((c, i) => [`layer number on layer colour ${i}`, p.rampText[i], c]),
  ]);
});

test('token game: walls are darker than free cells in every theme', () => {
  for (const [theme, args] of Object.entries(THEMES)) {
    const p = geography.theme(...args);
    for (const free of p.free) assert.ok(luminance(p.wall) < luminance(free), `${theme}: wall ${p.wall} vs ${free}`);
  }
});

test('mine: face-down tiles, region fills, outlines and marks stand 3:1 apart', () => {
  checkPairs(mine, (p) => [
    ['face-down tile vs turned-over cell', p.down, p.open],
    ['mine vs face-down tile', p.mine, p.down],
    ['lone number fill vs face-down tile', p.loneFill, p.down],
    ['shared number fill vs face-down tile', p.sharedFill, p.down],
    ['lone number ring vs its fill', p.lone, p.loneFill],
    ['shared number outline vs its fill', p.shared, p.sharedFill],
    ['digit vs turned-over cell', p.text, p.open],
    ['digit vs lone number fill', p.text, p.loneFill],
    ['digit vs shared number fill', p.text, p.sharedFill],
    ...p.fill.map((c, i) => [`region ${i} fill vs face-down tile`, c, p.down]),
    ...p.strong.map((c, i) => [`region ${i} outline vs turned-over cell`, c, p.open]),
    ...p.strong.map((c, i) => [`region ${i} label text vs label`, p.strongText[i], c]),
  ]);
});

test('slide: stones, the matching, the paths, the search and the cells out of reach stand 3:1 apart', () => {
  // A stone stands apart from the board by its fill or by its outline, whichever is stronger.
  const stronger = (a, b, against) => (ratio(a, against) >= ratio(b, against) ? a : b);
  checkPairs(slide, (p) => [
    ['black stone vs white stone', p.black, p.white],
    ['white stone (fill or outline) vs board', stronger(p.white, p.stoneEdge, p.board), p.board],
    ['black stone (fill or outline) vs board', stronger(p.black, p.stoneEdge, p.board), p.board],
    ['matching vs board', p.match, p.board],
    ['alternating path vs board', p.path, p.board],
    ["empty cell's walk vs board", p.walk, p.board],
    ['search ring vs board', p.visited, p.board],
    ['out-of-reach hatching vs its fill', p.outLine, p.out],
    ['focus box vs board', p.focus, p.board],
  ]);
});
