// Small DOM helpers for the page's dialogs (Copy embed code, Export). Text goes in as
// text nodes only: nothing here parses HTML.
import { t } from '../i18n/index.js';

/** An element: h('button', { type: 'button', class: 'x' }, 'text', child, …). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on')) el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

/**
 * A modal <dialog> with a heading and a Close button, made once per id and kept in the
 * page: returns { dialog, body } (body: the element to fill).
 */
export function modal(id, title) {
  let dialog = document.getElementById(id);
  if (!dialog) {
    const heading = h('h2', { id: `${id}-title` }, title);
    const body = h('div', { class: 'dialog-body' });
    const close = h('button', { type: 'button', class: 'dialog-close', onclick: () => dialog.close() }, t('dialog.close'));
    dialog = h('dialog', { id, class: 'dialog', 'aria-labelledby': `${id}-title` }, heading, body, h('div', { class: 'row end' }, close));
    // A click on the backdrop (outside the box) closes it too.
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) {
        const r = dialog.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
      }
    });
    document.body.append(dialog);
  }
  return { dialog, body: dialog.querySelector('.dialog-body') };
}
