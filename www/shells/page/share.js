// "Copy embed code": the current board, algorithm and step as a <gridplay-viewer>
// snippet (copied) and as an <iframe> of index.html?embed=1, both shown in a dialog
// with selectable text. The page's link parameters are the viewer's attributes
// (game, input or board or preset…, algo, greedy, case, step), so one query makes both.
import { modal, h } from '../../ui/dialog.js';
import { copy } from '../../ui/copy.js';
import { t } from '../../i18n/index.js';

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

/**
 * The two snippets for the page's query (location.search after writeAddress()).
 * base: the page's URL; options: { controls, autoplay, title }.
 */
export function snippets(query, base, { controls = 'minimal', autoplay = false, title = '' } = {}) {
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
  const iframe =
    `<iframe src="${attr(frame.href)}" title="${attr(frameTitle)}" loading="lazy"\n` +
    `  style="width: 100%; max-width: 720px; aspect-ratio: 4 / 3; border: 0;"></iframe>`;

  const script = new URL('gridplay.js', base);
  const attrs = [...q, ...extra].map(([k, v]) => (k === 'autoplay' ? ' autoplay' : ` ${k}="${attr(v)}"`)).join('');
  // Shown only where the script cannot load (a host that refuses cross-origin scripts):
  // once the element is defined, its shadow root hides what is inside it.
  const page = new URL(base);
  page.search = `?${q}`;
  page.hash = '';
  const fallback = `<a href="${attr(page.href)}">${attr(title || t('share.fallback'))}</a>`;
  const element =
    `<script type="module" src="${attr(script.href)}"></script>\n` + `<gridplay-viewer${attrs}>${fallback}</gridplay-viewer>`;
  return { element, iframe };
}

/** Opens the dialog for the page's current view and copies the custom element snippet. shell: { writeAddress() }. */
export async function openShare(shell, button) {
  await shell.writeAddress();
  const { dialog, body } = modal('embed-dialog', t('share.title'));
  const state = { controls: 'minimal', autoplay: false };
  const boxes = {};
  const query = location.search;
  const make = () => snippets(query, location.href, state);

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
    box('element', t('share.element'), t('share.elementHint')),
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
    ? t('share.copied')
    : t('share.notCopied');
  if (!dialog.open) dialog.showModal();
}
