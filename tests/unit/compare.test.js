// "Your output" (www/shells/page/compare.js) against an independent reading of the judges'
// rule written here: compare line by line after dropping trailing spaces/tabs and
// trailing empty lines (what Luogu, LOJ and HDU's default checkers ignore).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cellDifferences, compareOutput, startsWithBom, visible } from '../../www/shells/page/compare.js';

const EXPECTED = 'WIN\n2 3\n3 2\n';

test('the right output matches, with or without trailing spaces, CRLF or a final newline', () => {
  for (const got of ['WIN\n2 3\n3 2\n', 'WIN\n2 3\n3 2', 'WIN  \n2 3\t\n3 2 \n\n\n', 'WIN\r\n2 3\r\n3 2\r\n']) {
    assert.deepEqual(compareOutput(EXPECTED, got), { same: true, differing: 0, first: null }, JSON.stringify(got));
  }
});

test('a dropped line: the first line that differs and how many differ', () => {
  const r = compareOutput(EXPECTED, 'WIN\n3 2\n');
  assert.equal(r.same, false);
  assert.deepEqual(r.first, { line: 2, expected: '2 3', got: '3 2' });
  assert.equal(r.differing, 2); // line 2 differs, line 3 is missing
});

test('an extra line, and leading spaces count', () => {
  assert.deepEqual(compareOutput(EXPECTED, 'WIN\n2 3\n3 2\n1 1\n').first, { line: 4, expected: null, got: '1 1' });
  assert.deepEqual(compareOutput(EXPECTED, ' WIN\n2 3\n3 2\n').first, { line: 1, expected: 'WIN', got: ' WIN' });
});

test('mine: Case lines compare the same way', () => {
  const judge = 'Case #1: Xiemao\nCase #2: Fanglaoshi\n';
  assert.equal(compareOutput(judge, 'Case #1: Xiemao\nCase #2: Fanglaoshi').same, true);
  assert.deepEqual(compareOutput(judge, 'Case #1: Xiemao\nCase #2: Xiemao\n').first, { line: 2, expected: 'Case #2: Fanglaoshi', got: 'Case #2: Xiemao' });
});

test('cells the output has wrong: missing winning cells and extra ones, in either format', () => {
  assert.deepEqual(cellDifferences(EXPECTED, 'WIN\n2 3\n1 1\n'), { missing: [[3, 2]], extra: [[1, 1]] });
  assert.deepEqual(cellDifferences('2\n2 3\n3 2\n', '2\n3 2\n2 3\n'), { missing: [], extra: [] });
  assert.deepEqual(cellDifferences('LOSE\n', 'WIN\n1 1\n'), { missing: [], extra: [[1, 1]] });
});

test('what cannot be seen is shown escaped: a byte-order mark, NUL and other control characters', () => {
  // A BOM made the page say: expected "1", got "1" (issue 38).
  const r = compareOutput('1\n1\n', '\ufeff1\n1\n');
  assert.equal(r.same, false);
  assert.equal(startsWithBom('\ufeff1\n'), true);
  assert.equal(startsWithBom('1\n'), false);
  assert.equal(visible(r.first.got), '\\u{feff}1');
  assert.notEqual(visible(r.first.got), visible(r.first.expected));
  assert.equal(visible('WIN\x00'), 'WIN\\x00');
  assert.equal(visible('a\u200bb\x7f'), 'a\\u{200b}b\\x7f');
  assert.equal(visible('2 3'), '2 3'); // nothing else changes
  for (let c = 0; c < 0x20; c++) assert.doesNotMatch(visible(`x${String.fromCharCode(c)}y`), /[\x00-\x1f]/);
});
