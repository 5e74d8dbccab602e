// Practice (?practice=geography&seed=S&count=N&kind=K&q=Q): a set of N questions
// (default 10) on small random boards, each answered on the board or by a choice and
// checked by the Rust core. The question (board, cell, right answer) and the check are
// the core's, from the seed and the question's number (www/lessons/questions.js says
// how); this file only asks, takes the clicks and shows the core's verdict. The same
// link gives every student the same questions; &q=Q opens question Q of the set (the
// practice summary links to each question that way).
//
// The questions are asked on a board (`page.session`, the board games' Session,
// through SessionBoard below) or on a tab of its own (`page.board`: the graph tab's
// GraphBoard, www/games/graph/practice.js); the panel speaks to either through the
// same small interface (see SessionBoard), so the flow is one for every game. An
// answer's items are cells (r * cols + c) on a board, vertices on a graph.
//
// Answering: click cells (or, with the board focused, the arrow keys move a cursor
// that starts at row 1, column 1 — on a graph at vertex 1, and it goes to the nearest
// vertex in the arrow's direction — and Space toggles the cell under it), or press a
// choice, then Check answer. Checking with nothing chosen says what to choose and
// grades nothing. The Practice result region says right, or which cells were missed
// and which chosen wrongly (marked on the board) and why (the core's certificate, as
// Explain says it, drawn on the board as it is named); Show answer marks every right
// cell; New question moves on. Progress reads "k / N"; once the last question is
// answered (or New question is pressed on it) the Practice summary lists every
// question with the answer given, right or wrong and a link to it, the score, Copy
// result (one line for the teacher) and Start again.
import { h } from '../ui/dialog.js';
import { copy } from '../ui/copy.js';
import { list, t } from '../i18n/index.js';
import { KINDS } from './questions.js';

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const MASTERY = 5; // right answers in a row that count as mastered
const COUNT = 10; // questions in a set unless the link says &count=

/** A whole number from 1 to `max` written as `text`, or null. */
const whole = (text, max) => (/^\d{1,4}$/.test(text ?? '') && Number(text) >= 1 && Number(text) <= max ? Number(text) : null);

/**
 * Opens the practice the link asks, or null for a game without questions. page: { session
 * (a board game's) or board (a tab of its own: see SessionBoard), opened(run), notice(text),
 * changed() } (www/lessons/index.js openLesson).
 */
export function openPractice(page, query) {
  const board = page.board ?? new SessionBoard(page);
  const game = board.game;
  const kinds = Object.keys(KINDS).filter((k) => KINDS[k].game === game.id);
  const problems = [];
  const asked = query.get('practice');
  const games = [...new Set(Object.values(KINDS).map((k) => k.game))];
  if (!games.includes(asked)) problems.push(t('practice.unknownGame', { game: asked, known: games.join(t('url.or')) }));
  let kind = query.get('kind');
  if (kind !== null && !kinds.includes(kind)) {
    problems.push(t('practice.unknownKind', { kind, known: kinds.join(t('url.or')) }));
    kind = null;
  }
  const seedText = query.get('seed');
  let seed = /^\d{1,10}$/.test(seedText ?? '') && Number(seedText) <= 0xffffffff ? Number(seedText) : null;
  if (seedText !== null && seed === null) problems.push(t('url.badSeed', { seed: seedText }));
  const countText = query.get('count');
  const maxCount = board.core.practiceMaxQuestions(); // the core refuses a question past it
  let count = whole(countText, maxCount);
  if (countText !== null && count === null) problems.push(t('practice.badCount', { count: countText, max: maxCount }));
  count ??= COUNT;
  const qText = query.get('q');
  let first = whole(qText, count);
  if (qText !== null && first === null) problems.push(t('practice.badQuestion', { q: qText, n: count }));
  first ??= 1;
  if (problems.length) page.notice(t('page.linkProblem', { problems: problems.join(t('list.clauses')) }));
  seed ??= Math.floor(Math.random() * 1e6); // (the address then carries it, so the link gives these questions again)
  if (!kinds.length) return null; // a game without practice questions: its page as usual
  return new PracticePanel(page, board, kind ? [kind] : kinds, seed, count, first - 1);
}

/**
 * A board game's Session as the panel's board. The interface (GraphBoard, in
 * www/games/graph/practice.js, is the other one): game ({ id }), core, canvas, session
 * (what the kinds' solve, reasons and drawn are given), first (the cursor's start),
 * open(q) (shows the question's board or graph), label(cells) (names the canvas: for
 * choosing items, or for looking), choosable(kind, item), name(item) (words),
 * position(item) (for window.gridplay: [r, c] or a vertex), step(item, [dr, dc]) (the
 * cursor after an arrow key), showEnd() (the run's last step), redraw(), addLayer(panel)
 * (the panel's marks and the kind's drawing on the canvas; its clicks to panel.click(item)).
 */
class SessionBoard {
  first = 0;

  constructor(page) {
    this.page = page;
    this.session = page.session;
    this.game = this.session.game;
    this.core = this.session.core;
    this.canvas = this.session.diagram.canvas;
  }

  get cols() {
    return this.session.run?.cols() ?? 1;
  }

  /** Opens the question's board at step 0 (the answer is not drawn), its run complete. */
  open(q) {
    const { session } = this;
    session.options = { algorithm: session.game.defaultAlgorithm(), greedy: null, moves: null, case: 1 };
    const error = session.open(q.input);
    if (error) throw new Error(`practice board: ${error.message}`);
    const run = session.run;
    while (!run.isComplete()) run.record(1 << 16);
    this.page.opened?.(run);
    session.controls.resting = true; // the timeline stays at step 0
  }

  /** The board's name says what the board is for here (the page's, set on each run, speaks of Edit). */
  label(cells) {
    const run = this.session.run;
    this.canvas.setAttribute('aria-label', t(cells ? 'practice.boardLabel.cells' : 'practice.boardLabel.look', { rows: run.rows(), cols: run.cols() }));
  }

  choosable(kind, cell) {
    return !!kind.cells?.(this.session.run, Math.floor(cell / this.cols), cell % this.cols);
  }

  /** A cell as the game names it (the token game from 1, mine from 0). */
  name(cell) {
    const base = this.game.coordinates.base;
    return t('cell.name', { r: Math.floor(cell / this.cols) + base, c: (cell % this.cols) + base });
  }

  position(cell) {
    return [Math.floor(cell / this.cols), cell % this.cols];
  }

  step(cell, [dr, dc]) {
    const d = this.session.diagram;
    const [r, c] = this.position(cell);
    return Math.min(d.rows - 1, Math.max(0, r + dr)) * this.cols + Math.min(d.cols - 1, Math.max(0, c + dc));
  }

  showEnd() {
    this.session.player.go('end');
  }

  redraw() {
    this.session.invalidate('draw'); // (drawn at the next frame)
  }

  addLayer(panel) {
    this.session.addLayer({
      id: 'practice',
      z: 1,
      shown: () => panel.shown(),
      click: (r, c) => panel.click(r * this.cols + c),
      draw: (ctx, d, { pal }) => panel.draw(ctx, d, pal, this.marker(ctx, d, pal)),
    });
  }

  /** How the panel's marks are drawn on cells: { ring(cell, colour, dash), cross(cell, colour), cursor(cell), colors }. */
  marker(ctx, d, pal) {
    const cols = d.cols;
    const at = (cell) => [d.ox + ((cell % cols) + 0.5) * d.scale, d.oy + (Math.floor(cell / cols) + 0.5) * d.scale];
    const r = d.scale * 0.3;
    const width = Math.max(2.5, d.scale * 0.08);
    const ring = (cell, color, dash = false) => {
      const [x, y] = at(cell);
      ctx.save();
      ctx.setLineDash(dash === 'focus' ? [d.scale * 0.1, d.scale * 0.06] : dash ? [d.scale * 0.12, d.scale * 0.08] : []);
      for (const [w, c] of [[width + 2, pal.halo], [width, color]]) {
        ctx.beginPath();
        ctx.arc(x, y, r, 0, 2 * Math.PI);
        ctx.lineWidth = w;
        ctx.strokeStyle = c;
        ctx.stroke();
      }
      ctx.restore();
    };
    const cross = (cell, color) => {
      const [x, y] = at(cell);
      const k = r * 0.75;
      for (const [w, c] of [[width + 2, pal.halo], [width, color]]) {
        ctx.beginPath();
        ctx.moveTo(x - k, y - k);
        ctx.lineTo(x + k, y + k);
        ctx.moveTo(x + k, y - k);
        ctx.lineTo(x - k, y + k);
        ctx.lineWidth = w;
        ctx.strokeStyle = c;
        ctx.stroke();
      }
    };
    const cursor = (cell) => this.game.explain?.cursor?.(ctx, d, this.position(cell), pal);
    return { ring, cross, cursor, colors: { focus: pal.focus, wrong: pal.found ?? '#d55e00', right: pal.winning ?? '#00785a' } };
  }
}

class PracticePanel {
  constructor(page, board, kinds, seed, count, first) {
    this.page = page;
    this.board = board;
    this.kinds = kinds;
    this.seed = seed;
    this.count = count; // questions in the set
    this.index = 0; // the question's number, from 0
    this.q = null; // { kind, input, cell?, right: Set, reasons(cells) }
    this.selected = new Set(); // items: cells r * cols + c, or vertices
    this.answer = null; // a choice's id ('first', 'none', '2', …), or null
    this.result = null; // null | 'correct' | 'wrong'
    this.revealed = false; // Show answer pressed
    this.marks = { missed: [], wrong: [] };
    this.cursor = board.first;
    this.focused = false;
    this.reset();
    this.build();
    const canvas = board.canvas;
    canvas.addEventListener('keydown', (e) => this.boardKey(e));
    canvas.addEventListener('focus', () => ((this.focused = true), this.redraw()));
    canvas.addEventListener('blur', () => ((this.focused = false), this.redraw()));
    board.addLayer(this);
    document.documentElement.classList.add('practising');
    this.ask(first);
  }

  /** A fresh set: no answers, no score. */
  reset() {
    this.score = { right: 0, answered: 0, streak: 0 };
    this.counted = new Set(); // the questions counted in the score (each at its first answer)
    this.records = new Array(this.count).fill(null); // per question: { kind, answer (words), ok, shown }
    this.summaryShown = false;
  }

  build() {
    const el = document.getElementById('lesson');
    el.setAttribute('aria-label', t('practice.region'));
    this.title = h('h2', { class: 'lesson-title' });
    this.progress = h('p', { class: 'practice-progress', role: 'status', 'aria-label': t('practice.progress') });
    this.prompt = h('p', { class: 'lesson-text practice-prompt' });
    this.choices = h('div', { class: 'practice-choices', role: 'group', 'aria-label': t('practice.choices') });
    this.result_ = h('div', { id: 'practice-result', class: 'practice-result', role: 'status', 'aria-label': t('practice.result') });
    this.scoreEl = h('p', { class: 'practice-score' });
    this.check = h('button', { type: 'button', id: 'practice-check', class: 'primary', onclick: () => this.checkAnswer() }, t('practice.check'));
    this.reveal = h('button', { type: 'button', id: 'practice-show', onclick: () => this.showAnswer() }, t('practice.show'));
    const next = h('button', { type: 'button', id: 'practice-new', onclick: () => this.next() }, t('practice.new'));
    this.keys = h('span', { class: 'hint' }, t('practice.keys'));
    this.summary = h('section', { id: 'practice-summary', class: 'practice-summary', role: 'region', 'aria-label': t('practice.summary'), tabindex: '-1' });
    this.summary.hidden = true;
    el.replaceChildren(this.title, this.progress, this.prompt, this.choices, h('div', { class: 'lesson-nav' }, this.check, this.reveal, next, this.keys), this.result_, this.scoreEl, this.summary);
    el.hidden = false;
  }

  /** Asks question `index` (from 0) of this seed: the board opened at step 0 (the answer not drawn), nothing chosen. */
  ask(index = 0) {
    const { board } = this;
    this.index = index;
    const kind = this.kinds[index % this.kinds.length];
    const q = KINDS[kind].make(board.core, board.game, this.seed, index);
    this.q = { kind, seed: this.seed, index, ...q };
    board.open(this.q);
    board.label(!!KINDS[kind].cells);
    KINDS[kind].solve(this.q, board.session); // the core's answer for the board
    this.selected = new Set();
    this.answer = null;
    this.result = null;
    this.revealed = false;
    this.marks = { missed: [], wrong: [] };
    this.cursor = board.first;
    this.title.textContent = t('practice.title', { n: index + 1, kind: t(`practice.kind.${kind}`) });
    this.progress.textContent = t('practice.progressText', { k: index + 1, n: this.count });
    this.prompt.textContent = KINDS[kind].prompt(this.q);
    this.choices.replaceChildren(
      ...(KINDS[kind].choices ?? []).map(([id, key]) =>
        h('button', { type: 'button', 'aria-pressed': 'false', 'data-answer': id, onclick: () => this.choose(id) }, t(key)),
      ),
    );
    this.choices.hidden = !KINDS[kind].choices;
    this.keys.hidden = !KINDS[kind].cells; // (no cells to choose: no board keys)
    this.keys.textContent = t(KINDS[kind].terms?.keys ?? 'practice.keys');
    this.result_.replaceChildren();
    this.showScore();
    this.page.changed?.();
    this.redraw();
  }

  /** New question: the next one, or after the last the summary. */
  next() {
    if (this.index + 1 < this.count) this.ask(this.index + 1);
    else this.showSummary(true);
  }

  choose(id) {
    this.answer = id;
    this.selected = new Set(); // a choice is the whole answer (No winning start: no cells)
    this.pressChoices();
    this.result = null;
    this.marks = { missed: [], wrong: [] };
    this.redraw();
  }

  pressChoices() {
    for (const b of this.choices.children) b.setAttribute('aria-pressed', String(b.dataset.answer === this.answer));
  }

  /** The layer draws, and takes the board's clicks (a click toggles a cell), while a question is on. */
  shown() {
    return !!this.q;
  }

  click(item) {
    this.cursor = item;
    this.toggle(item);
  }

  toggle(cell) {
    const kind = KINDS[this.q.kind];
    if (!this.board.choosable(kind, cell)) return; // (a wall, say: not an answer)
    if (this.selected.has(cell)) this.selected.delete(cell);
    else if (kind.single) this.selected = new Set([cell]);
    else this.selected.add(cell);
    this.answer = null; // cells are the answer now, not a choice
    this.pressChoices();
    this.result = null;
    this.marks = { missed: [], wrong: [] };
    this.redraw();
  }

  /** What to choose before checking, for this question's kind. */
  nothingWords() {
    const kind = KINDS[this.q.kind];
    return t(kind.nothing ?? (kind.cells ? 'practice.nothing.cells' : 'practice.nothing.choice'));
  }

  /** A cell (or vertex) as the game names it (the token game from 1, mine from 0). */
  cellName(cell) {
    return this.board.name(cell);
  }

  /** The answer given, in words: the cells chosen, or the choice's label. */
  answerWords() {
    if (this.answer !== null) return t(KINDS[this.q.kind].choices.find(([id]) => id === this.answer)[1]);
    return list([...this.selected].sort((a, b) => a - b).map((c) => this.cellName(c)));
  }

  /** Counts question `index` in the score once, at its first answer (a check, or Show answer). */
  count_(ok, answer, shown = false) {
    if (this.counted.has(this.index)) return;
    this.counted.add(this.index);
    this.score.answered++;
    if (ok) this.score.right++;
    this.score.streak = ok ? this.score.streak + 1 : 0;
    this.records[this.index] = { kind: this.q.kind, answer, ok, shown };
  }

  /** Compares the answer with the core's: right, or what is missed and wrong, and why. With nothing chosen: what to choose, and no grade. */
  checkAnswer() {
    const kind = KINDS[this.q.kind];
    if (this.answer === null && !this.selected.size) {
      this.result = null;
      this.result_.replaceChildren(h('p', { class: 'practice-nothing' }, this.nothingWords()));
      return;
    }
    const verdict = kind.judge(this.q, { selected: this.selected, answer: this.answer, core: this.board.core });
    const { missed, wrong, ok } = verdict;
    this.result = ok ? 'correct' : 'wrong';
    this.marks = { missed, wrong };
    // A question counts once, at its first check; checking again after a fix does not.
    this.count_(ok, this.answerWords());
    const lines = [h('strong', {}, t(ok ? 'practice.right' : 'practice.wrong'))];
    if (!ok) {
      const terms = kind.terms ?? {};
      if (missed.length) lines.push(h('p', {}, t(terms.missed ?? 'practice.missed', { n: missed.length, cells: list(missed.map((c) => this.cellName(c))) })));
      if (wrong.length) lines.push(h('p', {}, t(terms.wrong ?? 'practice.wrongCells', { n: wrong.length, cells: list(wrong.map((c) => this.cellName(c))) })));
      // The cells chosen wrongly first: they are the mistakes made.
      for (const reason of kind.reasons(this.q, this.board.session, [...wrong, ...missed], verdict)) lines.push(h('p', { class: 'practice-why' }, reason));
      this.explainOnBoard();
    }
    this.result_.replaceChildren(...lines);
    this.showScore();
    this.redraw();
    if (this.index === this.count - 1) this.showSummary();
  }

  /** What the words name is drawn: a kind whose words speak of the end of the run shows the run's last step. */
  explainOnBoard() {
    if (KINDS[this.q.kind].reveal === 'end') this.board.showEnd();
  }

  showAnswer() {
    this.revealed = true;
    this.count_(false, null, true);
    this.explainOnBoard();
    this.result_.replaceChildren(h('p', {}, KINDS[this.q.kind].answerText(this.q, this.board.session)));
    this.showScore();
    this.redraw();
    if (this.index === this.count - 1) this.showSummary();
  }

  showScore() {
    const { right, answered, streak } = this.score;
    this.scoreEl.textContent = answered ? t('practice.score', { right, n: answered }) + (streak >= MASTERY ? ` ${t('practice.mastered', { n: streak })}` : '') : '';
  }

  /** The address of question `index` of this set. */
  link(index) {
    return this.query(new URLSearchParams(location.search).get('lang'), index);
  }

  /** The summary's list: per question { question, kind, answer (words, or null), ok, shown, link }. */
  summaryList() {
    return this.records.map((r, i) => ({
      question: i + 1,
      kind: this.kinds[i % this.kinds.length],
      answer: r?.answer ?? null,
      ok: r?.ok ?? false,
      shown: r?.shown ?? false,
      link: this.link(i),
    }));
  }

  /** The Practice summary: the score, each question with its answer, verdict and link, Copy result and Start again. */
  showSummary(focus = false) {
    this.summaryShown = true;
    const items = this.summaryList();
    const right = items.filter((i) => i.ok).length;
    const rows = items.map((i) => {
      const answer = i.shown ? t('practice.summary.shown') : i.answer === null ? t('practice.summary.none') : t('practice.summary.your', { answer: i.answer });
      const verdict = t(i.ok ? 'practice.summary.right' : 'practice.summary.wrong');
      return h(
        'li',
        { class: i.ok ? 'right' : 'wrong', 'data-question': String(i.question) },
        t('practice.summary.item', { kind: t(`practice.kind.${i.kind}`), answer, verdict }),
        ' ',
        h('a', { href: i.link }, t('practice.summary.open', { n: i.question })),
      );
    });
    const copyButton = h('button', { type: 'button', id: 'practice-copy' }, t('practice.copy'));
    copyButton.onclick = () => copy(this.resultLine(right), copyButton);
    const again = h('button', { type: 'button', id: 'practice-again', onclick: () => this.startAgain() }, t('practice.again'));
    this.summary.replaceChildren(
      h('h3', {}, t('practice.summary')),
      h('p', { class: 'practice-total' }, t('practice.summary.score', { right, n: this.count })),
      h('ol', {}, ...rows),
      h('div', { class: 'lesson-nav' }, copyButton, again),
    );
    this.summary.hidden = false;
    if (focus) this.summary.focus();
  }

  /** One line for the teacher: kinds, seed, count, score and date. */
  resultLine(right) {
    const date = new Date().toISOString().slice(0, 10);
    const kinds = list(this.kinds.map((k) => t(`practice.kind.${k}`)));
    return t('practice.copyLine', { game: this.board.game.id, kinds, seed: this.seed, n: this.count, right, date, link: `${location.origin}${location.pathname}${this.link(0)}` });
  }

  startAgain() {
    this.reset();
    this.summary.hidden = true;
    this.summary.replaceChildren();
    this.ask(0);
    this.check.focus(); // (the focused Start again button is gone)
  }

  /** Arrows move the cursor, Space toggles the cell under it; the timeline keys stay quiet. */
  boardKey(e) {
    if (!this.q || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      this.cursor = this.board.step(this.cursor, arrow);
      this.redraw();
    } else if (e.key === ' ') this.toggle(this.cursor);
    else if (e.key === 'Enter') this.checkAnswer();
    else return;
    e.preventDefault();
    e.stopPropagation();
  }

  redraw() {
    this.board.redraw();
  }

  /** True while the answer is explained on the board (checked wrong, or shown). */
  get explained() {
    return this.result === 'wrong' || this.revealed;
  }

  /**
   * Draws the kind's drawing (`under`; a board may draw it on a layer of its own, under
   * the items) and the panel's marks (`over`) with the board's `marker`
   * (SessionBoard.marker).
   */
  draw(ctx, d, pal, marker, { under = true, over = true } = {}) {
    if (under) KINDS[this.q.kind].draw?.(ctx, d, this.q, { pal, path: this.explained, explained: this.result === 'wrong' });
    if (!over) return;
    const { ring, cross, cursor, colors } = marker;
    if (this.q.cell !== undefined) ring(this.q.cell, colors.focus, 'focus');
    for (const cell of this.selected) ring(cell, colors.focus);
    for (const cell of this.marks.missed) ring(cell, colors.right, true);
    for (const cell of this.marks.wrong) cross(cell, colors.wrong);
    if (this.revealed) for (const cell of this.q.right ?? []) ring(cell, colors.right);
    if (this.focused) cursor(this.cursor);
  }

  /** The address: ?practice=<game>&seed=S[&count=N][&kind=K][&q=Q][&lang=…]; `index` the question (default the one shown). */
  query(lang, index = this.index) {
    const q = new URLSearchParams({ practice: this.board.game.id, seed: String(this.seed) });
    if (this.count !== COUNT) q.set('count', String(this.count));
    if (this.kinds.length === 1) q.set('kind', this.kinds[0]);
    if (index > 0) q.set('q', String(index + 1));
    if (lang) q.set('lang', lang);
    return `?${q}`;
  }

  /**
   * window.gridplay.practice(): { kind, input, selected: [[r, c]] (on a graph: [vertex]), cursor, result, answer, cell, matching,
   * question, seed, count, progress: { k, n }, score, missed, wrong, drawn, summary }. `drawn`:
   * what the board shows of the explanation (the kind's drawn(), e.g. { path, matching,
   * partner } or { revealed }), null while nothing is explained; `summary`: null until
   * the summary shows, then its list.
   */
  practiceState() {
    const rc = (cell) => this.board.position(cell);
    const kind = KINDS[this.q.kind];
    return {
      kind: this.q.kind,
      input: this.q.input,
      selected: [...this.selected].sort((a, b) => a - b).map(rc),
      cursor: rc(this.cursor), // the keyboard's cursor
      result: this.result,
      answer: this.answer,
      cell: this.q.cell === undefined ? null : rc(this.q.cell),
      matching: this.q.matching ?? null, // augmenting-path: the dominoes shown, [[r1, c1, r2, c2]]
      move: this.q.move ?? null, // slide mistake: 兔兔's move asked about, k
      question: this.index + 1,
      seed: this.seed,
      count: this.count,
      progress: { k: this.index + 1, n: this.count },
      score: { ...this.score },
      missed: this.marks.missed.map(rc),
      wrong: this.marks.wrong.map(rc),
      drawn: this.explained ? (kind.drawn?.(this.q, this.board.session, { shown: this.revealed, wrong: this.result === 'wrong' }) ?? null) : null,
      summary: this.summaryShown ? this.summaryList() : null,
    };
  }
}
