// The Board section: presets, the judge input (paste, open a file, download, copy)
// and the judge output. The presets, their defaults and size limits are the game's:
// rows and columns go up to the chosen preset's own `maxSide` (mine's `broken`: 200).
// It talks to the page through `app`:
//   app.makePreset({ preset, rows, cols, density, seed })
//   app.useInput(text) → null, or the error { line, column, message }
//   app.boardName() → a file name for downloads
import { errorText } from '../../core/errors.js';
import { t } from '../../i18n/index.js';
import { copy } from '../../ui/copy.js';

// Text boxes with megabytes lay out slowly: bigger texts are left out (Copy and Download have them).
const INPUT_SHOWN_MAX = 100_000;
const OUTPUT_SHOWN_MAX = 20_000;
const RECHECK_MS = 300; // an input with an error is tried again this long after typing stops
const OWN = ''; // the preset select's value for a board that is no preset (pasted, edited)

export class Editor {
  /** game: its presets ([{ id, label, fields: ['size', 'density', 'seed'], maxSide }]), defaults and limits. */
  constructor(app, game) {
    this.app = app;
    this.presets = game.presets;
    this.defaults = game.defaults;
    this.limits = game.limits;
    const presets = this.presets;
    const $ = (id) => document.getElementById(id);
    this.el = {
      form: $('preset-form'),
      preset: $('preset'),
      rows: $('rows'),
      cols: $('cols'),
      density: $('density'),
      seed: $('seed'),
      input: $('judge-input'),
      error: $('input-error'),
      warning: $('input-warning'),
      output: $('judge-output'),
      outputNote: $('output-note'),
    };
    this.text = ''; // the current board's judge input
    this.outputFor = undefined; // the judge output shown (null: none yet)
    this.failed = false; // the input box holds text with an error
    for (const [field, value] of Object.entries(this.defaults)) this.el[field].value = String(value);
    for (const field of ['rows', 'cols']) this.el[field].addEventListener('input', () => this.checkSides());

    this.el.form.addEventListener('submit', (e) => {
      e.preventDefault();
      app.makePreset(this.readPreset());
    });
    this.el.preset.replaceChildren(
      ...[...presets, { id: OWN, label: t('editor.own') }].map(({ id, label }) => {
        const option = document.createElement('option');
        option.value = id;
        option.textContent = label;
        option.hidden = id === OWN;
        return option;
      }),
    );
    // A chosen preset shows at once; Make board makes it again with other settings.
    this.el.preset.addEventListener('change', () => {
      this.showPresetFields();
      if (this.el.preset.value !== OWN) app.makePreset(this.readPreset());
    });
    this.showPresetFields();

    $('apply-input').addEventListener('click', () => this.apply(this.el.input.value));
    this.el.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        this.apply(this.el.input.value);
      }
    });
    // A paste that replaces the whole text is a new board: use it at once.
    this.el.input.addEventListener('paste', () => {
      const before = this.el.input.value;
      const whole = this.el.input.selectionStart === 0 && this.el.input.selectionEnd === before.length;
      if (whole || before.trim() === '') setTimeout(() => this.apply(this.el.input.value));
    });
    // Fixing a text with an error: try it again once typing stops; when it is good, it is used.
    this.el.input.addEventListener('input', () => {
      clearTimeout(this.recheck);
      if (!this.failed || this.el.input.value.length > INPUT_SHOWN_MAX) return;
      this.recheck = setTimeout(() => this.apply(this.el.input.value), RECHECK_MS);
    });
    $('file').addEventListener('change', async (e) => {
      const file = e.target.files?.[0];
      if (!file) return;
      const text = await file.text();
      e.target.value = '';
      if (text.length <= INPUT_SHOWN_MAX) this.el.input.value = text;
      this.apply(text, file.name);
    });
    $('download-input').addEventListener('click', () => download(this.text, app.boardName()));
    $('copy-input').addEventListener('click', (e) => copy(this.text, e.currentTarget));
    $('copy-output').addEventListener('click', (e) => copy(this.outputFor ?? '', e.currentTarget));
    $('download-output').addEventListener('click', () => download(this.outputFor ?? '', app.boardName().replace(/\.txt$/, '.out.txt')));
  }

  readPreset() {
    const int = (el, lo, hi, fallback) => {
      const v = Math.round(Number(el.value));
      const ok = Number.isFinite(v) && el.value !== '' ? Math.min(hi, Math.max(lo, v)) : fallback;
      el.value = String(ok);
      return ok;
    };
    const density = Math.min(1, Math.max(0, Number(this.el.density.value) || 0));
    this.el.density.value = String(density);
    const maxSide = this.maxSide();
    const preset = {
      preset: this.el.preset.value,
      rows: int(this.el.rows, 1, maxSide, this.defaults.rows),
      cols: int(this.el.cols, 1, maxSide, this.defaults.cols),
      density,
      seed: int(this.el.seed, 0, 0xffffffff, this.defaults.seed),
    };
    this.checkSides();
    return preset;
  }

  /** The chosen preset's largest rows and columns, as the core declares it; for "your own
   * board" (whose size fields are disabled) the game's shared preset limit. */
  maxSide() {
    const own = this.el.preset.value === OWN;
    return own ? this.limits.presetMaxSide : this.presets.find((p) => p.id === this.el.preset.value).maxSide;
  }

  /** Sets the size fields' max to the chosen preset's, and words a size outside 1..max
   * (or not whole) from the catalogue: the form then refuses to make the board, and the
   * browser shows that sentence. */
  checkSides() {
    const max = String(this.maxSide());
    for (const field of ['rows', 'cols']) {
      const el = this.el[field];
      el.max = max;
      el.setCustomValidity('');
      const { rangeOverflow, rangeUnderflow, stepMismatch, badInput } = el.validity;
      el.setCustomValidity(rangeOverflow || rangeUnderflow || stepMismatch || badInput ? t('editor.sideRange', { max }) : '');
    }
  }

  /** Shows how the board shown was made: its preset and settings, or "your own board" and its size. */
  showBoard(source, run) {
    const preset = this.presets.find((p) => p.id === source.preset);
    this.el.preset.value = preset ? preset.id : OWN;
    this.el.rows.value = String(run.rows());
    this.el.cols.value = String(run.cols());
    if (source.density !== undefined) this.el.density.value = String(source.density);
    if (source.seed !== undefined) this.el.seed.value = String(source.seed);
    this.showPresetFields();
  }

  showPresetFields() {
    const own = this.el.preset.value === OWN;
    const fields = this.presets.find((p) => p.id === this.el.preset.value)?.fields ?? [];
    this.el.rows.disabled = this.el.cols.disabled = !fields.includes('size');
    this.el.form.querySelector('button[type="submit"]').disabled = own; // pick a preset to make one
    this.el.density.closest('label').hidden = !fields.includes('density');
    this.el.seed.closest('label').hidden = !fields.includes('seed');
    this.checkSides();
  }

  apply(text, source = t('editor.theInput')) {
    clearTimeout(this.recheck);
    const error = this.app.useInput(text);
    this.showError(error, source);
  }

  showError(error, source = t('editor.theInput')) {
    const box = this.el.error;
    this.failed = !!error;
    if (!error) {
      box.hidden = true;
      box.textContent = '';
      this.el.input.removeAttribute('aria-invalid');
      this.showOutput();
      return;
    }
    const where = error.line ? t('editor.where', { line: String(error.line), column: String(error.column) }) : '';
    box.textContent = t('editor.error', { where, message: errorText(error), source });
    box.hidden = false;
    this.el.input.setAttribute('aria-invalid', 'true');
    this.showOutput();
  }

  /** Harmless oddities of the input used ([{ line, column, message }]; a mine listed twice). */
  showWarnings(list) {
    const box = this.el.warning;
    box.hidden = list.length === 0;
    if (box.hidden) return;
    const shown = list.slice(0, 3).map((w) => t('editor.warning', { line: String(w.line), column: String(w.column), message: errorText(w) }));
    const more = list.length > shown.length ? t('editor.moreWarnings', { n: list.length - shown.length }) : '';
    box.textContent = t('editor.warnings', { list: shown.join(t('editor.semicolon')), more });
  }

  /** The current board's judge input changed. */
  setInput(text) {
    this.text = text;
    this.showError(null);
    if (text.length <= INPUT_SHOWN_MAX) {
      this.el.input.value = text;
      this.el.input.placeholder = '';
    } else {
      this.el.input.value = '';
      this.el.input.placeholder = t('editor.tooLong', { n: text.length });
    }
  }

  /** The judge output, or null while the run has not reached its verdict. */
  setOutput(text) {
    if (text === this.outputFor) return;
    this.outputFor = text;
    this.showOutput();
  }

  // While the input box holds text with an error, the output of the board shown is not
  // shown beside it (it is not that text's output).
  showOutput() {
    const text = this.failed ? null : (this.outputFor ?? null);
    // A text box with megabytes of lines takes seconds to lay out: show the start only.
    const shown = text !== null && text.length > OUTPUT_SHOWN_MAX ? text.slice(0, text.lastIndexOf('\n', OUTPUT_SHOWN_MAX) + 1) : text;
    this.el.output.value = shown ?? '';
    this.el.output.placeholder = this.failed
      ? t('editor.noOutput')
      : text === null
        ? t('editor.outputLater')
        : '';
    this.el.outputNote.hidden = shown === text;
    if (shown !== text) {
      const lines = (s) => {
        let n = 0;
        for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
        return n;
      };
      this.el.outputNote.textContent = t('editor.outputShown', { shown: lines(shown), n: lines(text) });
    }
  }
}

function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
