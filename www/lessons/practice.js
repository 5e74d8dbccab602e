// Practice (?practice=geography&seed=S&kind=K): questions on small random boards, each
// answered on the board and checked by the Rust core. The question (board, cell, right
// answer) and the check are the core's, from the seed and the question's number
// (www/lessons/questions.js says how); this file only asks, takes the clicks and
// shows the core's verdict. The same seed gives the same questions (a teacher can give
// a class one set); boards grow with the question's number.
//
// Answering: click cells (or, with the board focused, the arrow keys move a cursor
// that starts at row 1, column 1, and Space toggles the cell under it), then Check
// answer. The Practice result region says right, or which cells were missed and
// which chosen wrongly (marked on the board) and why (the core's certificate, as
// Explain says it; for an augmenting path, the mistake and the path drawn); Show
// answer marks every right cell; New question moves on.
import { h } from '../ui/dialog.js';
import { list, t } from '../i18n/index.js';
import { KINDS } from './questions.js';

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const MASTERY = 5; // right answers in a row that count as mastered

/** Opens the practice the link asks (page: see www/lessons/index.js openLesson), or null for a game without questions. */
export function openPractice(page, query) {
  const game = page.session.game;
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
  if (problems.length) page.notice(t('page.linkProblem', { problems: problems.join(t('list.separator')) }));
  seed ??= Math.floor(Math.random() * 1e6); // (the address then carries it, so the link gives these questions again)
  if (!kinds.length) return null; // a game without practice questions: its page as usual
  return new PracticePanel(page, kind ? [kind] : kinds, seed);
}

class PracticePanel {
  id = 'practice';
  z = 1;

  constructor(page, kinds, seed) {
    this.page = page;
    this.session = page.session;
    this.kinds = kinds;
    this.seed = seed;
    this.index = 0; // the question's number, from 0
    this.q = null; // { kind, input, cell?, right: Set, reasons(cells) }
    this.selected = new Set(); // cells r * cols + c
    this.answer = null; // 'first' | 'second' (who-wins questions)
    this.result = null; // null | 'correct' | 'wrong'
    this.revealed = false; // Show answer pressed
    this.marks = { missed: [], wrong: [] };
    this.score = { right: 0, answered: 0, streak: 0 };
    this.counted = -1; // the question last counted in the score
    this.cursor = [0, 0];
    this.focused = false;
    this.build();
    const canvas = this.session.diagram.canvas;
    canvas.addEventListener('keydown', (e) => this.boardKey(e));
    canvas.addEventListener('focus', () => ((this.focused = true), this.redraw()));
    canvas.addEventListener('blur', () => ((this.focused = false), this.redraw()));
    this.session.addLayer(this);
    document.documentElement.classList.add('practising');
    this.ask();
  }

  build() {
    const el = document.getElementById('lesson');
    el.setAttribute('aria-label', t('practice.region'));
    this.title = h('h2', { class: 'lesson-title' });
    this.prompt = h('p', { class: 'lesson-text practice-prompt' });
    this.choices = h('div', { class: 'practice-choices', role: 'group', 'aria-label': t('practice.choices') });
    this.result_ = h('div', { id: 'practice-result', class: 'practice-result', role: 'status', 'aria-label': t('practice.result') });
    this.scoreEl = h('p', { class: 'practice-score' });
    this.check = h('button', { type: 'button', id: 'practice-check', class: 'primary', onclick: () => this.checkAnswer() }, t('practice.check'));
    this.reveal = h('button', { type: 'button', id: 'practice-show', onclick: () => this.showAnswer() }, t('practice.show'));
    const next = h('button', { type: 'button', id: 'practice-new', onclick: () => this.ask(this.index + 1) }, t('practice.new'));
    const keys = h('span', { class: 'hint' }, t('practice.keys'));
    el.replaceChildren(this.title, this.prompt, this.choices, h('div', { class: 'lesson-nav' }, this.check, this.reveal, next, keys), this.result_, this.scoreEl);
    el.hidden = false;
  }

  /** Asks question `index` (from 0) of this seed: the board opened at step 0, nothing chosen. */
  ask(index = 0) {
    const { session } = this;
    this.index = index;
    const kind = this.kinds[index % this.kinds.length];
    const q = KINDS[kind].make(session.core, session.game, this.seed, index);
    this.q = { kind, seed: this.seed, index, ...q };
    session.options = { algorithm: session.game.defaultAlgorithm(), greedy: null, moves: null, case: 1 };
    const error = session.open(q.input);
    if (error) throw new Error(`practice board: ${error.message}`);
    const run = session.run;
    while (!run.isComplete()) run.record(1 << 16);
    this.page.opened?.(run);
    session.controls.resting = true; // the timeline stays at step 0: the answer is not drawn
    KINDS[kind].solve(this.q, session); // the core's answer for the board
    this.selected = new Set();
    this.answer = null;
    this.result = null;
    this.revealed = false;
    this.marks = { missed: [], wrong: [] };
    this.cursor = [0, 0];
    this.title.textContent = t('practice.title', { n: index + 1, kind: t(`practice.kind.${kind}`) });
    this.prompt.textContent = KINDS[kind].prompt(this.q);
    this.choices.replaceChildren(
      ...(KINDS[kind].choices ?? []).map(([id, key]) =>
        h('button', { type: 'button', 'aria-pressed': 'false', 'data-answer': id, onclick: () => this.choose(id) }, t(key)),
      ),
    );
    this.choices.hidden = !KINDS[kind].choices;
    this.result_.replaceChildren();
    this.showScore();
    this.page.changed?.();
    this.redraw();
  }

  choose(id) {
    this.answer = id;
    for (const b of this.choices.children) b.setAttribute('aria-pressed', String(b.dataset.answer === id));
    this.result = null;
  }

  /** The layer draws, and takes the board's clicks (a click toggles a cell), while a question is on. */
  shown() {
    return !!this.q;
  }

  click(r, c) {
    this.cursor = [r, c];
    this.toggle(r, c);
  }

  toggle(r, c) {
    const kind = KINDS[this.q.kind];
    const run = this.session.run;
    if (!kind.cells || !kind.cells(run, r, c)) return; // (a wall, say: not an answer)
    const cell = r * run.cols() + c;
    if (this.selected.has(cell)) this.selected.delete(cell);
    else if (kind.single) this.selected = new Set([cell]);
    else this.selected.add(cell);
    this.result = null;
    this.marks = { missed: [], wrong: [] };
    this.redraw();
  }

  /** Compares the answer with the core's: right, or what is missed and wrong, and why. */
  checkAnswer() {
    const kind = KINDS[this.q.kind];
    const verdict = kind.judge(this.q, { selected: this.selected, answer: this.answer, core: this.session.core });
    const { missed, wrong, ok } = verdict;
    this.result = ok ? 'correct' : 'wrong';
    this.marks = { missed, wrong };
    // A question counts once, at its first check; checking again after a fix does not.
    if (this.counted !== this.index) {
      this.counted = this.index;
      this.score.answered++;
      if (ok) this.score.right++;
      this.score.streak = ok ? this.score.streak + 1 : 0;
    }
    const cols = this.session.run.cols();
    const base = this.session.game.coordinates.base; // the token game from 1, mine from 0
    const name = (cell) => t('cell.name', { r: Math.floor(cell / cols) + base, c: (cell % cols) + base });
    const lines = [h('strong', {}, t(ok ? 'practice.right' : 'practice.wrong'))];
    if (!ok) {
      if (missed.length) lines.push(h('p', {}, t('practice.missed', { n: missed.length, cells: list(missed.map(name)) })));
      if (wrong.length) lines.push(h('p', {}, t('practice.wrongCells', { n: wrong.length, cells: list(wrong.map(name)) })));
      // The cells chosen wrongly first: they are the mistakes made.
      for (const reason of kind.reasons(this.q, this.session, [...wrong, ...missed], verdict)) lines.push(h('p', { class: 'practice-why' }, reason));
    }
    this.result_.replaceChildren(...lines);
    this.showScore();
    this.redraw();
  }

  showAnswer() {
    this.revealed = true;
    this.result_.replaceChildren(h('p', {}, KINDS[this.q.kind].answerText(this.q, this.session)));
    this.redraw();
  }

  showScore() {
    const { right, answered, streak } = this.score;
    this.scoreEl.textContent = answered ? t('practice.score', { right, n: answered }) + (streak >= MASTERY ? ` ${t('practice.mastered', { n: streak })}` : '') : '';
  }

  /** Arrows move the cursor, Space toggles the cell under it; the timeline keys stay quiet. */
  boardKey(e) {
    if (!this.q || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      const d = this.session.diagram;
      this.cursor = [Math.min(d.rows - 1, Math.max(0, this.cursor[0] + arrow[0])), Math.min(d.cols - 1, Math.max(0, this.cursor[1] + arrow[1]))];
      this.redraw();
    } else if (e.key === ' ') this.toggle(...this.cursor);
    else if (e.key === 'Enter') this.checkAnswer();
    else return;
    e.preventDefault();
    e.stopPropagation();
  }

  redraw() {
    this.session.invalidate('draw');
  }

  draw(ctx, d, { pal }) {
    const cols = d.cols;
    const at = (cell) => [d.ox + ((cell % cols) + 0.5) * d.scale, d.oy + (Math.floor(cell / cols) + 0.5) * d.scale];
    const r = d.scale * 0.3;
    const width = Math.max(2.5, d.scale * 0.08);
    const ring = (cell, color, dash = []) => {
      const [x, y] = at(cell);
      ctx.save();
      ctx.setLineDash(dash);
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
    KINDS[this.q.kind].draw?.(ctx, d, this.q, { pal, path: this.result === 'wrong' || this.revealed });
    const wrongColor = pal.found ?? '#d55e00';
    const rightColor = pal.winning ?? '#00785a';
    if (this.q.cell !== undefined) ring(this.q.cell, pal.focus, [d.scale * 0.1, d.scale * 0.06]);
    for (const cell of this.selected) ring(cell, pal.focus);
    for (const cell of this.marks.missed) ring(cell, rightColor, [d.scale * 0.12, d.scale * 0.08]);
    for (const cell of this.marks.wrong) cross(cell, wrongColor);
    if (this.revealed) for (const cell of this.q.right ?? []) ring(cell, rightColor);
    if (this.focused) this.session.game.explain?.cursor?.(ctx, d, this.cursor, pal);
  }

  /** The address: ?practice=<game>&seed=S[&kind=K][&lang=…]. */
  query(lang) {
    const q = new URLSearchParams({ practice: this.session.game.id, seed: String(this.seed) });
    if (this.kinds.length === 1) q.set('kind', this.kinds[0]);
    if (lang) q.set('lang', lang);
    return `?${q}`;
  }

  /** window.gridplay.practice(): { kind, input, selected: [[r, c]], result, answer, cell, matching, question, seed, score, missed, wrong }. */
  practiceState() {
    const cols = this.session.run?.cols() ?? 1;
    const rc = (cell) => [Math.floor(cell / cols), cell % cols];
    return {
      kind: this.q.kind,
      input: this.q.input,
      selected: [...this.selected].sort((a, b) => a - b).map(rc),
      result: this.result,
      answer: this.answer,
      cell: this.q.cell === undefined ? null : rc(this.q.cell),
      matching: this.q.matching ?? null, // augmenting-path: the dominoes shown, [[r1, c1, r2, c2]]
      move: this.q.move ?? null, // slide mistake: 兔兔's move asked about, k
      question: this.index + 1,
      seed: this.seed,
      score: { ...this.score },
      missed: this.marks.missed.map(rc),
      wrong: this.marks.wrong.map(rc),
    };
  }
}
