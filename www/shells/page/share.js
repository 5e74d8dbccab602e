// "Copy embed code": the current board, algorithm and step as a <gridplay-viewer>
// snippet (copied) and as an <iframe> of index.html?embed=1, both shown in a dialog
// with selectable text. The page's link parameters are the viewer's attributes
// (game, input or board or preset…, algo, greedy, case, step), so one query makes both.
import { modal, h } from '../../ui/dialog.js';
import { copy } from '../../ui/copy.js';
import { addWords, t } from '../../i18n/index.js';
import words from '../../i18n/messages/share.en.json' with { type: 'json' };
import { viewerTemplate } from '../viewer-markup.js';

/** The dialog's words (share.*), in the catalogues once it resolves: loaded with this module, not the page. */
export const wordsReady = addWords(words, { 'zh-CN': () => import('./share-words.zh-CN.js') });

/** Text safe inside a double-quoted HTML attribute; newlines as &#10; so it stays one line. */
export function attr(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
}

// The <iframe> is sized to its content: blog hosts (Luogu, OI-wiki) keep an iframe but
// strip scripts, so the frame cannot report its height; it is computed here instead, from
// the viewer's layout (www/shells/viewer-markup.js: 15 px type, sizes in em and px) at
// the snippet's full width. Its aspect-ratio keeps it to its content at narrower widths
// too: the board gives up what the fixed rows need. Example: the 3×3 sample with minimal
// controls is 720 × 404 (a 306 px board box, 96 px a row, + 98 px of buttons and verdict).
// tests/e2e/classroom.test.js measures the margin left under the verdict.
const FRAME_WIDTH = 720; // px, the snippet's max-width
const VIEWER = {
  pad: 6, // .frame padding, and the gap between its rows
  title: 1.05 * 15 * 1.35, // .title, one line
  // .bar: the buttons (2.2em); full: + 4 + the timeline (1.3em + 0.5em) + 4 + the speed line (0.9em × 1.35)
  bar: { none: 0, minimal: 2.2 * 15, full: 2.2 * 15 + 4 + 1.8 * 15 + 4 + 0.9 * 15 * 1.35 },
  verdict: 2.3 * 15, // .verdict (its min-height: one line)
  narration: 2.7 * 15 * 0.95, // .narration (full controls only)
};

/**
 * The height in px of an iframe `width` px wide showing a rows × cols board, for the
 * viewer's controls mode and title. The board box is the viewer's own (embed.js
 * sizeBoard): the board's shape kept between 5:4 and 5:2, at most 96 px a row, at
 * most 85% of the frame's height.
 */
export function frameHeight(rows, cols, controls = 'minimal', title = '', width = FRAME_WIDTH, lesson = 0) {
  const ratio = Math.round(Math.min(2.5, Math.max(1.25, cols / rows)) * 1000) / 1000;
  const parts = [VIEWER.verdict, 0]; // the verdict, the (empty) play box
  if (lesson) parts.push(lesson); // a lesson's slide: its words, measured (lessonHeight)
  if (VIEWER.bar[controls]) parts.push(VIEWER.bar[controls]);
  if (controls === 'full') parts.push(VIEWER.narration);
  if (title) parts.push(VIEWER.title);
  const chrome = 2 * VIEWER.pad + parts.reduce((a, b) => a + b + VIEWER.pad, 0);
  const board = Math.min((width - 2 * VIEWER.pad) / ratio, rows * 96 + 18, (chrome * 0.85) / 0.15);
  return Math.ceil(board + chrome);
}

/**
 * The height in px of a lesson slide's words in the viewer, `width` px wide: the
 * viewer's own nodes (www/lessons/viewer.js) laid out off screen in its own styles, as
 * wrapping text cannot be computed. `slide`: the page's lesson state (window.gridplay.lesson()).
 */
async function lessonHeight(slide, width = FRAME_WIDTH) {
  const { slideNodes } = await import('../../lessons/viewer.js');
  const facts = slide.facts.map((f) => {
    const [text, ...pre] = f.split('\n');
    return pre.length ? { text, pre: pre.join('\n') } : { text };
  });
  const host = document.createElement('div');
  host.style.cssText = `position: absolute; left: -10000px; top: 0; width: ${width}px; visibility: hidden;`;
  const root = host.attachShadow({ mode: 'open' });
  root.append(viewerTemplate().content.cloneNode(true));
  const region = root.getElementById('lesson');
  region.replaceChildren(...slideNodes(slide.lesson, slide.slide, slide.total, { ...slide, facts }));
  region.hidden = false;
  document.body.append(host);
  const height = region.getBoundingClientRect().height;
  host.remove();
  return height;
}

/**
 * The two snippets for the page's query (location.search after writeAddress()).
 * base: the page's URL; options: { controls, autoplay, title }; size: the board's
 * { rows, cols }, for the iframe's height; lesson: the px a lesson slide's words take;
 * link: the fallback link's query (default: `query`) and words.
 */
export function snippets(query, base, { controls = 'minimal', autoplay = false, title = '' } = {}, size = { rows: 3, cols: 4 }, lesson = 0, link = {}) {
  const q = new URLSearchParams(query);
  q.delete('embed');
  const extra = [['controls', controls]];
  if (autoplay) extra.push(['autoplay', '1']);
  if (title) extra.push(['title', title]);

  const frame = new URL(base);
  const fq = new URLSearchParams([['embed', '1'], ...q, ...extra]);
  frame.search = `?${fq}`;
  frame.hash = '';
  const frameTitle = title || 'gridplay';
  const height = frameHeight(size.rows, size.cols, controls, title, FRAME_WIDTH, lesson);
  const iframe =
    `<iframe src="${attr(frame.href)}" title="${attr(frameTitle)}" loading="lazy" width="${FRAME_WIDTH}" height="${height}"\n` +
    `  style="width: 100%; max-width: ${FRAME_WIDTH}px; height: auto; aspect-ratio: ${FRAME_WIDTH} / ${height}; border: 0;"></iframe>`;

  const script = new URL('gridplay.js', base);
  const attrs = [...q, ...extra].map(([k, v]) => (k === 'autoplay' ? ' autoplay' : ` ${k}="${attr(v)}"`)).join('');
  // Shown only where the script cannot load (a host that refuses cross-origin scripts):
  // once the element is defined, its shadow root hides what is inside it.
  const page = new URL(base);
  page.search = link.query ?? `?${q}`;
  page.hash = '';
  const fallback = `<a href="${attr(page.href)}">${attr(title || link.words || t('share.fallback'))}</a>`;
  const element =
    `<script type="module" src="${attr(script.href)}"></script>\n` + `<gridplay-viewer${attrs}>${fallback}</gridplay-viewer>`;
  return { element, iframe };
}

/**
 * Opens the dialog for the page's current view and copies the custom element snippet.
 * shell: { session, writeAddress() }, or the graph tab's { graph: true, writeAddress(),
 * query() (the viewer's attributes as a query), size ({ rows, cols }: its box in a
 * board's terms) }: its words say "graph" (share.graph.*) and its fallback link is the
 * tab's address.
 */
export async function openShare(shell, button) {
  await shell.writeAddress();
  const say = (key) => t(shell.graph ? `share.graph.${key}` : `share.${key}`);
  const { dialog, body } = modal('embed-dialog', say('title'));
  const state = { controls: 'minimal', autoplay: false };
  const boxes = {};
  const query = shell.query?.() ?? location.search;
  const run = shell.session?.run;
  const size = shell.size ?? { rows: run.rows(), cols: run.cols() };
  const slide = shell.lesson?.();
  // Measured a little narrower than the snippet's width: in a blog's narrower column the
  // words wrap sooner, and the board (which flexes) takes back what is left over.
  const lesson = slide ? await lessonHeight(slide, FRAME_WIDTH - 40) : 0;
  const link = shell.graph ? { query: location.search, words: say('fallback') } : {};
  const make = () => snippets(query, location.href, state, size, lesson, link);

  const box = (key, label, hint) => {
    const area = h('textarea', { id: `embed-${key}`, rows: 4, readonly: true, spellcheck: 'false', 'aria-describedby': `embed-${key}-hint` });
    boxes[key] = area;
    area.addEventListener('focus', () => area.select());
    const copyButton = h('button', { type: 'button', onclick: (e) => copy(area.value, e.currentTarget) }, t('io.copy'));
    return h(
      'section',
      { class: 'snippet' },
      h('h3', {}, h('label', { for: `embed-${key}` }, label)),
      h('p', { class: 'hint', id: `embed-${key}-hint` }, hint),
      area,
      h('div', { class: 'row' }, copyButton),
    );
  };
  const status = h('p', { class: 'hint', role: 'status' });
  const controls = h(
    'select',
    {
      id: 'embed-controls',
      onchange: (e) => {
        state.controls = e.target.value;
        fill();
      },
    },
    ...['minimal', 'full', 'none'].map((v) => h('option', { value: v }, t(`share.controls.${v}`))),
  );
  const autoplay = h('input', {
    type: 'checkbox',
    id: 'embed-autoplay',
    onchange: (e) => {
      state.autoplay = e.target.checked;
      fill();
    },
  });
  body.replaceChildren(
    status,
    h(
      'div',
      { class: 'row' },
      h('label', {}, t('share.controls'), controls),
      h('label', { class: 'check' }, autoplay, t('share.autoplay')),
    ),
    box('element', t('share.element'), say('elementHint')),
    box('iframe', t('share.iframe'), t('share.iframeHint')),
  );
  function fill() {
    const s = make();
    boxes.element.value = s.element;
    boxes.iframe.value = s.iframe;
  }
  fill();
  // Copied before the modal opens: a modal dialog makes the rest of the page inert.
  const copied = await copy(boxes.element.value, button);
  status.textContent = copied
    ? say('copied')
    : say('notCopied');
  if (!dialog.open) dialog.showModal();
}
