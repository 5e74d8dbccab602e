// The lesson panel of the page (?lesson=geography&slide=4): a region named "Lesson"
// (课程) above the board with the slide's title and text, what the slide's board shows
// (sentences from the core's answers, www/lessons/slides.js), "N / total", and the
// buttons Previous slide and Next slide, and a list of the slides' titles to pick one.
// Keys: Page Down / Page Up and N / B turn slides (a presenter's clicker sends Page
// Down/Up); the timeline keeps the arrows, [ ] and Home/End. Each slide sets the page's
// own board up through a stage (a board game's Session: boardStage in slides.js; the
// graph tab's own: www/lessons/graph-stage.js); the address follows the slide, so Copy
// link and Copy embed code carry it.
import { typing } from '../core/controls.js';
import { h } from '../ui/dialog.js';
import { t } from '../i18n/index.js';
import { boardStage } from './slides.js';
import { addLessonWords } from './words.js';

/** The lessons, by id (?lesson=): each { id, game, slides }. Loaded on demand. */
export const LESSONS = {
  geography: () => import('./geography.js'),
  graph: () => import('./graph.js'),
  mine: () => import('./mine.js'),
  slide: () => import('./slide.js'),
};

/** The lesson `id` ({ id, game, slides }), or null. */
export async function loadLesson(id) {
  const load = Object.hasOwn(LESSONS, id) ? LESSONS[id] : null;
  return load ? (await load()).default : null;
}

/**
 * The slide number `text` (from 1) of `lesson`: { n } or { n: 1, error }.
 * `text` null (absent) is slide 1.
 */
export function slideNumber(lesson, text) {
  const total = lesson.slides.length;
  if (text === null || text === undefined) return { n: 1 };
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= total) return { n };
  return { n: 1, error: t('lesson.badSlide', { total, slide: text }) };
}

/**
 * The sentences of slide `n` of `lesson` shown on `stage` (boardStage), as the panel
 * shows them: { title, text, facts: [{ text, pre? }] }; an asking slide not `answered`
 * yet says none of its facts.
 */
export function slideWords(stage, lesson, n, answered = true) {
  const slide = lesson.slides[n - 1];
  const base = `lesson.${lesson.id}.${slide.key}`;
  const said = slide.ask && !answered ? [] : stage.facts(slide, lesson);
  return { title: t(`${base}.title`), text: t(`${base}.text`), facts: said };
}

/**
 * Opens what the page's link `query` asks: ?lesson=<id>[&slide=N] or
 * ?practice=<game>[&seed=S][&kind=K] (www/lessons/practice.js). page: see openLesson.
 */
export async function openTeaching(page, query) {
  if (query.has('lesson')) return openLesson(page, query.get('lesson'), query.get('slide'));
  await addLessonWords();
  return (await import('./practice.js')).openPractice(page, query);
}

/**
 * Opens lesson `id` at slide `slide` (the link's text) in the page's panel `#lesson`.
 * page: { session, play (PlayMode), explain(r, c), opened(run), notice(text), changed() }
 * for a board game, or { stage, notice, changed } for a tab of its own (the graph's).
 * Returns the handle for window.gridplay.lesson() and the address bar, or null for an
 * unknown lesson (the notice says so).
 */
export async function openLesson(page, id, slide) {
  await addLessonWords();
  const lesson = await loadLesson(id);
  if (!lesson) {
    page.notice(t('page.linkProblem', { problems: t('lesson.unknown', { lesson: id, known: Object.keys(LESSONS).join(', ') }) }));
    return null;
  }
  const first = slideNumber(lesson, slide);
  if (first.error) page.notice(t('page.linkProblem', { problems: first.error }));
  return new LessonPanel(page, lesson, first.n);
}

class LessonPanel {
  constructor(page, lesson, n) {
    this.page = page;
    /** What sets the slide's board up and says its facts (see boardStage in slides.js). */
    this.stage = page.stage ?? boardStage(page);
    this.lesson = lesson;
    this.n = n;
    this.words = null;
    const el = document.getElementById('lesson');
    this.el = el;
    el.setAttribute('aria-label', t('lesson.region'));
    this.title = h('h2', { class: 'lesson-title' });
    this.body = h('div', { class: 'lesson-body', 'aria-live': 'polite' });
    this.count = h('span', { class: 'lesson-count' });
    this.prev = h('button', { type: 'button', id: 'lesson-prev', title: t('lesson.prevTitle'), onclick: () => this.go(this.n - 1) }, t('lesson.prev'));
    this.next = h('button', { type: 'button', id: 'lesson-next', class: 'primary', title: t('lesson.nextTitle'), onclick: () => this.forward() }, t('lesson.next'));
    // An asking slide's answer: shown by this button, or by the next Next (a clicker's Page Down).
    this.answer = h('button', { type: 'button', id: 'lesson-answer', class: 'primary', title: t('lesson.answerTitle'), onclick: () => this.reveal() }, t('lesson.answer'));
    this.pick = h(
      'select',
      { id: 'lesson-slide', onchange: () => this.go(Number(this.pick.value)) },
      ...lesson.slides.map((slide, i) => h('option', { value: String(i + 1) }, t('lesson.slideOption', { n: i + 1, title: t(`lesson.${lesson.id}.${slide.key}.title`) }))),
    );
    const pick = h('label', { class: 'lesson-pick' }, h('span', {}, t('lesson.slideList')), ' ', this.pick);
    const keys = h('span', { class: 'hint lesson-keys' }, t('lesson.keys'));
    el.replaceChildren(this.title, this.body, h('div', { class: 'lesson-nav' }, this.prev, this.count, this.next, pick, keys));
    el.hidden = false;
    document.documentElement.classList.add('in-lesson');
    // Capture phase: Page Down/Up turn slides before the timeline's keys see them.
    window.addEventListener('keydown', (e) => this.key(e), { capture: true });
    // A board changed by hand (an edit, another algorithm): what the slide said about
    // its board may no longer hold, so those sentences give way to a note.
    this.showing = false;
    this.stage.onChange(() => {
      if (this.showing || !this.words) return;
      this.words = { ...this.words, facts: [{ text: t('lesson.changed') }] };
      this.render();
    });
    this.go(n);
  }

  get total() {
    return this.lesson.slides.length;
  }

  /** Shows slide `n` (clamped to 1..total): the board first, then its words; an asking slide without its answer. */
  go(n, answered = false) {
    n = Math.min(this.total, Math.max(1, n));
    this.n = n;
    this.answered = answered || !this.lesson.slides[n - 1].ask;
    this.showing = true;
    let errors;
    try {
      errors = this.stage.show(this.lesson.slides[n - 1], this.answered);
    } finally {
      this.showing = false;
    }
    if (errors.length) this.page.notice(errors.join(t('list.separator')));
    this.words = slideWords(this.stage, this.lesson, n, this.answered);
    this.render();
    this.page.changed?.();
  }

  /** Next, Page Down, N: an asking slide's answer first, then the next slide. */
  forward() {
    if (!this.answered) this.reveal();
    else this.go(this.n + 1);
  }

  /** The asking slide's answer: its step and its facts, the question's words kept. */
  reveal() {
    this.go(this.n, true);
    this.next.focus({ preventScroll: true });
  }

  render() {
    const w = this.words;
    this.title.replaceChildren(t(`lesson.title.${this.lesson.id}`), ' · ', h('span', {}, w.title));
    this.body.replaceChildren(
      h('p', { class: 'lesson-text' }, w.text),
      ...w.facts.map((f) => h('p', { class: 'lesson-fact' }, f.text, ...(f.pre !== undefined ? [h('pre', {}, f.pre)] : []))),
      ...(this.answered ? [] : [h('p', { class: 'lesson-ask' }, this.answer)]),
    );
    this.count.textContent = t('lesson.count', { n: this.n, total: this.total });
    this.pick.value = String(this.n);
    this.prev.disabled = this.n === 1;
    this.next.disabled = this.n === this.total && this.answered;
  }

  /** Page Down and N: next slide; Page Up and B: previous (not while typing, not with modifiers). */
  key(e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    const k = e.key.toLowerCase();
    if (k === 'n' || k === 'pagedown') this.forward();
    else if (k === 'b' || k === 'pageup') this.go(this.n - 1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  }

  /** The address of this slide: ?lesson=…&slide=…[&lang=…]. */
  query(lang) {
    const q = new URLSearchParams({ lesson: this.lesson.id, slide: String(this.n) });
    if (lang) q.set('lang', lang);
    return `?${q}`;
  }

  /** window.gridplay.lesson(): { lesson, slide, total, key, title, text, facts: [text], ask, answered }. */
  lessonState() {
    const w = this.words;
    return {
      lesson: this.lesson.id,
      slide: this.n,
      total: this.total,
      key: this.lesson.slides[this.n - 1].key,
      title: w.title,
      text: w.text,
      facts: w.facts.map((f) => (f.pre !== undefined ? `${f.text}\n${f.pre}` : f.text)),
      ask: !!this.lesson.slides[this.n - 1].ask,
      answered: this.answered,
    };
  }
}
