// The graph tab's presets and *this board as a graph*. The kinds, the settings each
// reads and their limits are the core's (`graphProtocol().presets`, `defaults.preset`);
// the graph is the core's too (`graphPreset(kind, vertices, left, edges, seed)`,
// `boardAsGraph(input, moves)`): this module words them, reads and writes their links
// and says which cell each vertex of a board's graph is.
//
//   ?game=graph&preset=petersen
//   ?game=graph&preset=bipartite&vertices=12&left=5&edges=20&seed=3   (missing settings: the defaults)
//   ?game=graph&board=<the board's judge input>&moves=king              (the token page's Show as a graph)
//   ?game=graph&board=session:3f2a9c1b&moves=rook                         (a board too long for a link: boardParameter)
//
// A board whose input, URL-encoded, is longer than BOARD_IN_URL_MAX (a board of a
// million cells makes a link of megabytes; Chromium takes 2 MB) is handed over through
// the tab's sessionStorage: the link names its key, so a reload in the same tab shows
// it again, and a link opened in another tab says the board is gone.
//
// A shown preset or board keeps its link until the graph is edited or another input
// is used; then the link carries the graph's judge input (`input=`).
import { num, t } from '../../i18n/index.js';
import { BOARD_IN_URL_MAX, SESSION, STORED, tabStorage } from './board-link.js';

export { BOARD_IN_URL_MAX, boardParameter } from './board-link.js';

/** The settings a preset may read, in the form's order, as the core names them. */
export const FIELDS = ['vertices', 'left', 'edges', 'seed'];

/**
 * Reads the preset or board a link names (no DOM: node's tests import it):
 * { preset: { kind, vertices, left, edges, seed } } | { board: { input, moves, key? } } | {},
 * or { error } with the sentence saying what is wrong. `protocol` is graphProtocol();
 * `rules` is the token game's move rules as the core declares them,
 * geographyProtocol().defaults: `allMoves` (['rook', 'king', 'knight', 'hex']) and
 * `moves`, the rule of a link that names none (rook). `storage` holds the boards a
 * `board=session:<id>` link names (key: that value).
 */
export function readSource(search, protocol, rules, storage = tabStorage()) {
  const q = new URLSearchParams(search);
  if (q.has('board')) {
    const moves = q.get('moves') ?? rules.moves;
    if (!rules.allMoves.includes(moves)) return { error: t('graph.preset.badMoves', { moves, known: rules.allMoves.join(t('url.or')) }) };
    const board = q.get('board');
    if (!board.startsWith(SESSION)) return { board: { input: board, moves } };
    const input = storage?.getItem(STORED + board.slice(SESSION.length)) ?? null;
    if (input === null) return { error: t('graph.asBoard.gone') };
    return { board: { input, moves, key: board } };
  }
  if (!q.has('preset')) return {};
  const kind = q.get('preset');
  const preset = protocol.presets.find((p) => p.id === kind);
  if (!preset) return { error: t('url.unknownPreset', { preset: kind, known: protocol.presets.map((p) => p.id).join(', ') }) };
  const settings = { kind };
  for (const field of FIELDS) {
    const text = q.get(field);
    if (text === null) settings[field] = protocol.defaults.preset[field];
    else if (/^\d{1,10}$/.test(text)) settings[field] = Number(text);
    else return { error: t('graph.preset.badNumber', { name: field, value: text }) };
  }
  return { preset: settings };
}

/** The link's parameters for a source (see readSource): only the settings its kind reads. */
export function sourceQuery(source, protocol) {
  if (source?.board) {
    const { input, moves, key } = source.board;
    const board = key ?? (new URLSearchParams({ board: input }).toString().length <= BOARD_IN_URL_MAX ? input : null);
    return board === null ? null : [['board', board], ['moves', moves]];
  }
  if (!source?.preset) return null;
  const fields = protocol.presets.find((p) => p.id === source.preset.kind)?.fields ?? [];
  return [['preset', source.preset.kind], ...fields.map((f) => [f, String(source.preset[f])])];
}

/**
 * The form above the input box, and the sources' words. `open(text, source, from)` shows
 * a graph (→ null, or the input error); `refuse(error, from)` shows an error beside the
 * input box, keeping the graph shown. Returns { shown(source), source(), query(),
 * facts(), cellWords(v), fromLink(search) }.
 */
export function mountPresets({ core, game, open, refuse }) {
  const protocol = game.protocol;
  const form = buildForm(protocol);
  document.getElementById('preset-form').after(form.el); // (the board games' form, hidden on this tab)
  let shown = null; // the source of the graph shown: { preset } | { board, rows, cols, cells } | null

  /** Makes the preset of the form's settings (or `settings`); a refusal goes beside the input. */
  function make(settings, from = t('page.fromPreset')) {
    let text;
    try {
      text = core.graphPreset(settings.kind, settings.vertices, settings.left, settings.edges, settings.seed);
    } catch (err) {
      refuse({ line: 0, column: 0, message: err?.message ?? String(err) }, from);
      return false;
    }
    return open(text, { preset: { ...settings } }, from) === null;
  }

  /** Opens a token-game board as its graph. */
  function board({ input, moves, key }, from) {
    let got;
    try {
      got = core.boardAsGraph(input, moves);
    } catch (err) {
      refuse({ line: err?.line ?? 0, column: err?.column ?? 0, message: err?.message ?? String(err) }, from);
      return false;
    }
    const source = { board: key ? { input, moves, key } : { input, moves }, rows: got.rows, cols: got.cols, cells: got.cells };
    return open(got.input, source, from) === null;
  }

  form.el.addEventListener('submit', (e) => {
    e.preventDefault();
    make(form.read());
  });
  form.kind.addEventListener('change', () => {
    form.showFields();
    make(form.read());
  });
  form.reseed.addEventListener('click', () => {
    form.fields.seed.value = String(Math.floor(Math.random() * (protocol.limits.maxSeed + 1)));
    make(form.read());
  });

  return {
    /** The graph shown came from `source` (null: typed, opened or edited). */
    shown(source) {
      shown = source;
      if (source?.preset) form.set(source.preset);
      form.el.querySelector('.graph-preset-own').hidden = !!source?.preset;
      if (!source?.preset) form.kind.value = '';
      form.showFields();
    },
    source: () => shown,
    query: () => sourceQuery(shown, protocol),
    /** Lines for the facts: how a board's cells became vertices. */
    facts() {
      if (!shown?.board) return [];
      const { rows, cols, cells } = shown;
      const first = cells[0];
      return [
        t('graph.asBoard.facts', { rows: num(rows), cols: num(cols), moves: t(`graph.asBoard.moves.${shown.board.moves}`) }),
        t('graph.asBoard.numbering', { row: num(Math.floor(first / cols) + 1), column: num((first % cols) + 1), n: num(cells.length) }),
      ];
    },
    /** The cell of vertex `v` (0-based) of a board's graph, in words; '' for any other graph. */
    cellWords(v) {
      if (!shown?.board || v >= shown.cells.length) return '';
      const c = shown.cells[v];
      return t('graph.asBoard.cell', { row: num(Math.floor(c / shown.cols) + 1), column: num((c % shown.cols) + 1) });
    },
    /** Shows the link's preset or board; its error goes beside the input. True when one was shown. */
    fromLink(search) {
      const got = readSource(search, protocol, core.geographyProtocol().defaults);
      const from = t('page.fromLink');
      if (got.error) return refuse({ line: 0, column: 0, message: got.error }, from), false;
      if (got.preset) return make(got.preset, from);
      if (got.board) return board(got.board, from);
      return false;
    },
  };
}

/** The preset form: the kind, its settings (the others hidden), Make graph and New seed. */
function buildForm(protocol) {
  const el = document.createElement('form');
  el.id = 'graph-preset-form';
  el.className = 'preset graph-preset';
  el.noValidate = true; // the core checks the settings; its refusal shows beside the input
  const label = (key, control) => {
    const l = document.createElement('label');
    l.append(Object.assign(document.createElement('span'), { textContent: t(key) }), ' ', control);
    return l;
  };
  const kind = document.createElement('select');
  kind.id = 'graph-preset';
  for (const p of protocol.presets) kind.append(new Option(t(`graph.preset.${p.id}`), p.id));
  const own = new Option(t('graph.preset.own'), '');
  own.className = 'graph-preset-own';
  own.hidden = true;
  kind.append(own);
  el.append(label('graph.preset.label', kind));
  const fields = {};
  for (const field of FIELDS) {
    const input = Object.assign(document.createElement('input'), { type: 'number', id: `graph-${field}`, min: '0', step: '1', inputmode: 'numeric' });
    input.value = String(protocol.defaults.preset[field]);
    fields[field] = input;
    const l = label(`graph.field.${field}`, input);
    l.title = t(`graph.field.${field}Title`);
    el.append(l);
  }
  const submit = Object.assign(document.createElement('button'), { type: 'submit', textContent: t('graph.preset.make') });
  const reseed = Object.assign(document.createElement('button'), { type: 'button', id: 'graph-reseed', textContent: t('graph.preset.reseed'), title: t('graph.preset.reseedTitle') });
  el.append(submit, reseed);
  const chosen = () => protocol.presets.find((p) => p.id === kind.value);
  return {
    el,
    kind,
    fields,
    reseed,
    /** The form's settings: numbers as typed (the core refuses what is out of range). */
    read() {
      if (!chosen()) kind.value = protocol.presets[0].id;
      const settings = { kind: kind.value };
      for (const f of FIELDS) settings[f] = fields[f].value.trim() === '' ? NaN : Number(fields[f].value);
      return settings;
    },
    set(settings) {
      kind.value = settings.kind;
      for (const f of FIELDS) if (chosen()?.fields.includes(f)) fields[f].value = String(settings[f]);
    },
    showFields() {
      const p = chosen();
      for (const f of FIELDS) {
        fields[f].closest('label').hidden = !p?.fields.includes(f);
        if (p) fields[f].max = String(f === 'seed' ? protocol.limits.maxSeed : f === 'edges' ? p.maxEdges : p.maxVertices);
      }
      submit.disabled = !p;
      reseed.hidden = !p?.fields.includes('seed');
    },
  };
}
