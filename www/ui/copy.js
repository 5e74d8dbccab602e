// Copy to the clipboard from a button (Copy link, Copy input/output, Copy embed code),
// then say so on the button for a moment.
import { t } from '../i18n/index.js';

/** Copies `text`, then says so on `button` for a moment. */
export async function copy(text, button) {
  let ok = true;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API (plain http, old browser): the selection way.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    ok = document.execCommand('copy');
    area.remove();
  }
  const label = button.dataset.label ?? button.textContent;
  button.dataset.label = label;
  button.textContent = t(ok ? 'editor.copied' : 'editor.copyFailed');
  clearTimeout(button.copyTimer);
  button.copyTimer = setTimeout(() => (button.textContent = label), 1500);
  return ok;
}
