// The graph tab's text boxes: the judge input (typed, pasted, opened from a file or
// given by a link; read by the core, its error beside the box while the last good graph
// stays, tried again after typing stops), Download and Copy of it, and the judge output
// (the core's, byte-equal to `gridplay graph`) with Your output compared with it as the
// judges compare. It reads no graph itself: `use(text, source)` is the tab's, which asks
// the core and returns the error or null.
//
//   const io = mountIO({ use: (text, source) => … });
//   io.setText(text);     // the graph shown, in the box
//   io.setOutput(output); // its judge output, and Your output compared again
import { errorText } from '../../core/errors.js';
import { t } from '../../i18n/index.js';
import { copy } from '../../ui/copy.js';
import { compareOutput, startsWithBom } from '../../shells/page/compare.js';
import { describe } from '../../shells/page/judge.js';

const $ = (id) => document.getElementById(id);
export const INPUT_SHOWN_MAX = 100_000; // longer inputs are left out of the box (Copy and Download have them)
const RECHECK_MS = 300; // an input with an error is tried again this long after typing stops

/**
 * Wires the boxes; `use(text, source)` shows a new input (null) or returns its error
 * { line, column, message }. Returns { setText, showError, setOutput, apply, box }.
 */
export function mountIO({ use }) {
  const s = { text: '', output: '', failed: false, recheck: 0 };
  const box = $('judge-input');

  /** The graph shown as the box's text (left out past INPUT_SHOWN_MAX, with a note); clears the error. */
  function setText(text) {
    s.text = text;
    showError(null);
    box.value = text.length <= INPUT_SHOWN_MAX ? text : '';
    box.placeholder = text.length <= INPUT_SHOWN_MAX ? '' : t('graph.tooLong', { n: text.length });
  }

  /** The input's error beside the box (null: none); `source` names where the text came from. */
  function showError(error, source = t('editor.theInput')) {
    const note = $('input-error');
    s.failed = !!error;
    note.hidden = !error;
    note.textContent = error ? t('graph.error', { where: error.line ? t('editor.where', { line: String(error.line), column: String(error.column) }) : '', message: errorText(error), source }) : '';
    if (error) box.setAttribute('aria-invalid', 'true');
    else box.removeAttribute('aria-invalid');
  }

  /** A new input from the box, a file or a link: shown when the core reads it, else its error beside the box. */
  function apply(text, source) {
    clearTimeout(s.recheck);
    const error = use(text, source);
    if (error) showError(error, source);
    return error;
  }

  /** The judge output of the graph shown; Your output is compared with it again. */
  function setOutput(output) {
    s.output = output;
    $('judge-output').value = output;
    compareYours();
  }

  function compareYours() {
    const status = $('comparison');
    const got = $('your-output').value;
    if (got.trim() === '') status.textContent = '';
    else describe(status, compareOutput(s.output, got), startsWithBom(got));
    status.className = `comparison ${got.trim() === '' ? '' : status.dataset.same === '1' ? 'same' : 'differ'}`;
  }

  $('output-command').textContent = 'gridplay graph';
  $('your-output').addEventListener('input', compareYours);
  $('download-output').addEventListener('click', () => download(s.output, 'graph.out'));
  $('copy-output').addEventListener('click', (e) => copy(s.output, e.currentTarget));
  $('apply-input').addEventListener('click', () => apply(box.value));
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      apply(box.value);
    }
  });
  box.addEventListener('paste', () => {
    const whole = box.selectionStart === 0 && box.selectionEnd === box.value.length;
    if (whole || box.value.trim() === '') setTimeout(() => apply(box.value));
  });
  box.addEventListener('input', () => {
    clearTimeout(s.recheck);
    if (s.failed && box.value.length <= INPUT_SHOWN_MAX) s.recheck = setTimeout(() => apply(box.value), RECHECK_MS);
  });
  $('file').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    e.target.value = '';
    if (text.length <= INPUT_SHOWN_MAX) box.value = text;
    apply(text, file.name);
  });
  $('download-input').addEventListener('click', () => download(s.text, 'graph.txt'));
  $('copy-input').addEventListener('click', (e) => copy(s.text, e.currentTarget));

  return { setText, showError, setOutput, apply, box };
}

function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
