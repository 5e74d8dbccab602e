// The judge's side of the Board section: the judge output in the format asked for
// (?format=), and "Your output": a student's output compared with it as the judges
// compare, the first line that differs, and (token game) the cells it has wrong,
// marked on the board.
import { cellDifferences, compareOutput, startsWithBom, visible } from './compare.js';
import { t } from '../../i18n/index.js';
import { swatchCanvas } from './panels.js';

const $ = (id) => document.getElementById(id);
const MARKED_MAX = 2000; // cells marked on the board at most
const MISSING = '#0072b2'; // Okabe–Ito blue: a winning start your output leaves out
const EXTRA = '#d55e00'; // vermillion: a cell your output lists that does not win

/**
 * Adds the judge output (in `format`, or the game's first) and the comparison to the
 * page of `session`; `editor` shows the output; `changed()` after the format changes.
 * Returns its state: { format, … }.
 */
export function addJudge(session, editor, format, changed) {
  const game = session.game;
  const select = $('format');
  select.replaceChildren(
    ...game.formats.map(([id, label]) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = label;
      return option;
    }),
  );
  $('format-field').hidden = game.formats.length < 2;
  const state = { format: format ?? game.formats[0][0], output: null, key: '', wrong: { missing: [], extra: [] } };
  select.value = state.format;

  function show(view, run) {
    // Read once per board and format, as soon as the board is solved (the whole run is
    // recorded), wherever the animation stands: a student who pastes wants the answer.
    const key = `${session.version} ${state.format}`;
    if (!session.player.complete) state.output = null;
    else if (state.key !== key || state.output === null) {
      state.key = key;
      state.output = run.judgeOutput(state.format) ?? null;
    }
    editor.setOutput(state.output);
    compare();
  }

  function compare() {
    const status = $('comparison');
    const got = $('your-output').value;
    state.wrong = { missing: [], extra: [] };
    if (got.trim() === '') status.textContent = '';
    else if (state.output === null) status.textContent = t('judge.later');
    else describe(status, compareOutput(state.output, got), startsWithBom(got));
    if (state.output !== null && got.trim() !== '' && game.id === 'geography') state.wrong = cellDifferences(state.output, got);
    status.className = `comparison ${got.trim() === '' || state.output === null ? '' : status.dataset.same === '1' ? 'same' : 'differ'}`;
    showLegend();
    session.invalidate('draw');
  }

  function showLegend() {
    const list = $('comparison-legend');
    const { missing, extra } = state.wrong;
    list.hidden = missing.length + extra.length === 0;
    if (list.hidden) return;
    const item = (draw, text) => {
      const li = document.createElement('li');
      li.append(swatchCanvas(draw, session.pal), document.createTextNode(text));
      return li;
    };
    list.replaceChildren(
      ...(missing.length ? [item((ctx, w, h, pal) => mark(ctx, w / 2, h / 2, h * 0.8, false, pal), t('judge.missing', { n: missing.length }))] : []),
      ...(extra.length ? [item((ctx, w, h, pal) => mark(ctx, w / 2, h / 2, h * 0.8, true, pal), t('judge.extra', { n: extra.length }))] : []),
    );
  }

  // The board layer: a dashed ring where a winning start is missing, a cross on an extra cell.
  session.addLayer({
    id: 'compare',
    draw(ctx, d, { pal }) {
      const { missing, extra } = state.wrong;
      const size = Math.max(8, d.scale * 0.8);
      let n = 0;
      for (const [cells, isExtra] of [[missing, false], [extra, true]]) {
        for (const [r, c] of cells) {
          if (++n > MARKED_MAX || r < 1 || c < 1 || r > d.rows || c > d.cols) continue;
          mark(ctx, d.ox + (c - 0.5) * d.scale, d.oy + (r - 0.5) * d.scale, size, isExtra, pal);
        }
      }
    },
  });

  select.addEventListener('change', () => {
    state.format = select.value;
    state.key = '';
    if (session.view) show(session.view, session.run);
    changed();
  });
  $('your-output').addEventListener('input', compare);
  session.on('view', show);
  return state;
}

/** Says whether `got` matches, or where it first differs and how many lines do. */
export function describe(status, r, bom) {
  status.dataset.same = r.same ? '1' : '0';
  if (r.same) {
    status.textContent = t('judge.same');
    return;
  }
  const show = (line) => (line === null ? t('judge.nothing') : t('judge.quoted', { line: visible(line) }));
  const { line, expected, got } = r.first;
  status.replaceChildren(
    t('judge.differs', { line }),
    code(show(expected)),
    t('judge.got'),
    code(show(got)),
    t('judge.inAll', { n: r.differing }),
    ...(bom && r.first.line === 1 ? [' ', t('judge.bom')] : []),
  );
}

function code(text) {
  const el = document.createElement('code');
  el.textContent = text;
  return el;
}

/** A dashed ring (missing) or a cross (extra) of `size` px at (x, y), over a halo. */
function mark(ctx, x, y, size, extra, pal) {
  const r = size / 2;
  ctx.save();
  ctx.lineCap = 'round';
  for (const [width, color] of [[Math.max(3, size * 0.16) + 3, pal.halo], [Math.max(3, size * 0.16), extra ? EXTRA : MISSING]]) {
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.beginPath();
    if (extra) {
      ctx.moveTo(x - r * 0.7, y - r * 0.7);
      ctx.lineTo(x + r * 0.7, y + r * 0.7);
      ctx.moveTo(x + r * 0.7, y - r * 0.7);
      ctx.lineTo(x - r * 0.7, y + r * 0.7);
    } else {
      ctx.setLineDash([size * 0.22, size * 0.14]);
      ctx.arc(x, y, r * 0.82, 0, 2 * Math.PI);
    }
    ctx.stroke();
  }
  ctx.restore();
}
