// Mine's own panel beside the board: the note for a board that breaks the problem's
// promise (with the exact search's answer) and the values being XORed, as chips.
// Elements only, text through textContent.
import { list, num, t } from '../../i18n/index.js';
import { HUES } from './layers.js';
import { cellName, winnerName } from './narration.js';

/** Fills the page's `note` and `extra` elements for `view`. */
export function panel({ note, extra }, view, pal) {
  note.hidden = !(view.counters.sharedNumbers > 0);
  note.replaceChildren(...(note.hidden ? [] : [promiseNote(view)]));
  extra.replaceChildren(valuesList(view, pal));
  extra.hidden = false;
}

function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The plain-words note for a board that breaks the promise. */
function promiseNote(view) {
  const c = view.counters;
  const box = element('div', 'promise');
  const n = c.sharedNumbers;
  const names = view.shared.slice(0, 5).map((cell) => cellName(cell, view.cols));
  const more = n > names.length && names.length ? t('mine.promise.more', { n: n - names.length }) : '';
  const which =
    n === 1
      ? t(names[0] ? 'mine.promise.oneNamed' : 'mine.promise.one', { cell: names[0] ?? '' })
      : t(names.length ? 'mine.promise.manyNamed' : 'mine.promise.many', { n, cells: list(names) + more });
  box.append(element('strong', '', t('mine.promise.head')), t('mine.promise.why', { which }));
  const ex = view.exact;
  if (c.verdict == null) {
    box.append(t('mine.promise.later'));
  } else if (!ex || ex.status === 'computing') {
    box.append(element('em', '', t('mine.promise.computing')));
  } else if (ex.status === 'known') {
    const same = ex.winner === c.verdict;
    box.append(
      element('strong', '', t('mine.promise.exact', { winner: winnerName(ex.winner) })),
      t('mine.promise.searched', { grundy: ex.grundy, states: ex.states }) +
        t(same ? 'mine.promise.same' : 'mine.promise.other', { judge: c.verdict }),
    );
  } else {
    // (The core names these fields in snake_case; camelCase is read too.)
    box.append(
      element('strong', '', t('mine.promise.capped')),
      t('mine.promise.cappedWhy', {
        visits: ex.maxVisits,
        regions: t('mine.promise.regions', { n: ex.clusterRegions }),
        classes: t('mine.promise.classes', { n: ex.clusterNumbers }),
      }),
      element('code', '', 'gridplay mine --exact --max-visits 1000000000'),
      t('mine.promise.end'),
    );
  }
  return box;
}

const LIST_MAX = 6; // regions listed in the values panel

/** The values being XORed, as chips: the latest regions, then the lone numbers. */
function valuesList(view, pal) {
  const c = view.counters;
  const wrap = element('div', 'values');
  wrap.append(element('h2', '', t('mine.values.title', { xor: c.xor })));
  const list = element('ol');
  const chip = (fill, border, text, className = '') => {
    const li = element('li', className);
    const swatch = element('span', 'swatch');
    swatch.style.background = fill;
    swatch.style.borderColor = border;
    li.append(swatch, text);
    list.append(li);
  };
  const total = view.grundy.length;
  const from = Math.max(0, total - LIST_MAX);
  if (from > 0) list.append(element('li', 'more', t('mine.values.before', { n: from })));
  for (let r = from; r < total; r++) {
    const g = view.grundy[r];
    const k = r % HUES.length;
    const text = g ? `R${r + 1} k=${num(view.numbers[r])} g=${g}` : `R${r + 1} k=${num(view.numbers[r])}…`;
    chip(pal.fill[k], pal.strong[k], text, g ? '' : 'filling');
  }
  if (c.loneNumbers > 0) chip(pal.loneFill, pal.lone, t('mine.values.lone', { n: c.loneNumbers }));
  if (!list.children.length) list.append(element('li', 'more', t('mine.values.none')));
  wrap.append(list);
  return wrap;
}
