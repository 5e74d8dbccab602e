// Export what the page shows: the current step as a PNG, or the steps between two
// as a WebM video (canvas.captureStream + MediaRecorder: the browser's encoder, real
// time) or an animated GIF (our own encoder, gif.js: palette per frame, only the changed
// rectangle per frame, LZW). Every picture is drawn off screen from a *figure*: the title
// on top, the figure's drawing at the step, the step with its narration and the verdict,
// then the figure's legend. A board's figure (boardFigure below) draws through the game's
// own draw() and a fixed view (diagram.js fixedView); the graph tab has its own
// (www/games/graph/export.js). A figure is:
//
//   {
//     name,                      // file names: `${name}-step7.png`, `${name}-steps0-13.gif`
//     detail,                    // the line under the title: "Kuhn · 3 × 3 board"
//     player,                    // the page's Player: step, lastStep, complete, rate, pause(), moveTo(k)
//     pal: { outside, text, grid }, // the bands' background, the words, the swatches' frames
//     legend: [[label, draw(ctx, 26, 18, pal)]],
//     height(width),             // CSS px of the drawing when it is `width` px wide
//     now(),                     // the step shown, read now (after player.moveTo, before the next frame)
//     draw(ctx, area, at, canvas, dpr), // paints the drawing of `at` (now()'s) in area { x, y, width, height }
//     caption(at),               // { verdict: { kind, text, detail }, sentence }
//   }
//
// Loaded on first use (the Export… button).
import { drawAxes } from '../core/axes.js';
import { fixedView } from '../core/diagram.js';
import { h, modal } from '../ui/dialog.js';
import { GifWriter } from './gif.js';
import { withDuration } from './webm.js';
import { addWords, t } from '../i18n/index.js';
import words from '../i18n/messages/export.en.json' with { type: 'json' };

/** The Export dialog's words (export.*), in the catalogues once it resolves: loaded with this module, not the page. */
export const wordsReady = addWords(words, { 'zh-CN': () => import('./export-words.zh-CN.js') });

export const MAX_FRAMES = 500; // steps per animation: a WebM of 500 steps at 10/s records for 50 s
export const WIDTH = 960; // CSS px of an exported picture
export const MARGIN = 24;
export const DRAWING_MAX_H = 640; // CSS px of the drawing, at most
const CELL_MAX = 120; // px per cell: small boards stay a sensible size
const HOLD_MS = 1500; // the last frame (the verdict) stays this long
const RULERS = { left: 40, top: 26 }; // CSS px for the row and column numbers (up to 16 px type)

// --- one picture ------------------------------------------------------------------------

/** Sizes of a picture whose drawing is `drawingH` CSS px high, with `lines` rows of legend, in CSS px. */
export function layout(drawingH, lines = 0) {
  const top = MARGIN + 58;
  const caption = 3 * 22 + 30;
  const legend = lines * 24;
  const legendY = top + drawingH + 12 + caption + 10;
  return { width: WIDTH, top, drawingH, captionY: top + drawingH + 6, legendY, height: legendY + legend + MARGIN - 6 };
}

/**
 * Greedy word wrap to `width`; at most `max` lines (the last one ends in …). Chinese
 * breaks between any two characters, other text at spaces.
 */
function wrap(ctx, text, width, max) {
  const tokens = text.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+|\s+/g) ?? [];
  const lines = [];
  let line = '';
  for (const w of tokens) {
    if (/^\s+$/.test(w)) {
      if (line) line += ' ';
      continue;
    }
    const next = line + w;
    if (ctx.measureText(next.trimEnd()).width <= width || !line.trim()) line = next;
    else {
      lines.push(line.trimEnd());
      line = w;
    }
  }
  line = line.trimEnd();
  if (line) lines.push(line);
  if (lines.length > max) {
    lines.length = max;
    let last = lines[max - 1];
    while (last && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1);
    lines[max - 1] = `${last}…`;
  }
  return lines;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Legend items placed in rows: [{ label, draw, x, y }] and the number of rows. */
function placeLegend(ctx, items) {
  ctx.font = `14px ${FONT}`;
  const placed = [];
  let x = MARGIN;
  let row = 0;
  for (const [label, draw] of items) {
    const w = 26 + 7 + ctx.measureText(label).width + 20;
    if (x + w > WIDTH - MARGIN + 20 && x > MARGIN) {
      x = MARGIN;
      row++;
    }
    placed.push({ label, draw, x, row });
    x += w;
  }
  return { placed, rows: items.length ? row + 1 : 0 };
}

/**
 * The figure of a board game's run on the viewer core's session: the game's draw()
 * through a fixed view (room for the row and column numbers when the page shows them),
 * its verdict and narration, its legend. Example: openFigure(boardFigure(session)).
 */
export function boardFigure(session) {
  const { core, game, player } = session;
  const run = player.run;
  const rows = run.rows();
  const cols = run.cols();
  const m = session.axes ? RULERS : { left: 0, top: 0 };
  return {
    name: `gridplay-${game.id}-${rows}x${cols}`,
    detail: describe(session),
    player,
    pal: session.pal,
    legend: game.legend(session.view),
    height(width) {
      const scale = Math.min(CELL_MAX, (width - RULERS.left) / cols, DRAWING_MAX_H / rows);
      return Math.ceil(rows * scale) + 24 + RULERS.top; // room for the numbers and the board's frame
    },
    now: () => session.inspect(),
    // A game's draw() fills the whole canvas with its background; the bands go over it.
    draw(ctx, area, view, canvas, dpr) {
      const box = { x: area.x + m.left, y: area.y + m.top, width: area.width - m.left, height: area.height - m.top };
      const d = fixedView(canvas, rows, cols, { ...box, dpr, maxScale: CELL_MAX, ...game.layout?.(run) });
      d.margin = m;
      ctx.save();
      game.draw(ctx, d, core, run, view, session.pal);
      ctx.restore();
      // Row and column numbers as on the page (the sentence under the picture names cells).
      if (session.axes) drawAxes(ctx, d, game.coordinates.base, session.pal);
    },
    caption(view) {
      const lines = game.narrate(view);
      return { verdict: game.verdict(view), sentence: lines.length ? lines[lines.length - 1].text : '' };
    },
  };
}

/**
 * A painter for one figure's pictures: paint() draws the figure at the player's current
 * step into `canvas` (resized here) at `dpr`, and returns the words it wrote (title,
 * detail, step, verdict, sentence: a PNG keeps them as its description).
 */
export function painter(figure, canvas, { dpr = 1, title, detail = figure.detail }) {
  const { player, pal } = figure;
  const ctx = canvas.getContext('2d', { willReadFrequently: dpr === 1 });
  const legend = placeLegend(ctx, figure.legend);
  const inner = WIDTH - 2 * MARGIN;
  const L = layout(figure.height(inner), legend.rows);
  canvas.width = Math.round(L.width * dpr);
  canvas.height = Math.round(L.height * dpr);
  const text = pal.text ?? '#1a1a1a';

  function band(y, height) {
    ctx.fillStyle = pal.outside;
    ctx.fillRect(0, y, L.width, height);
  }

  return {
    size: L,
    paint() {
      const at = figure.now();
      ctx.save();
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      // The drawing first: it may fill the whole canvas with its background.
      figure.draw(ctx, { x: MARGIN, y: L.top, width: inner, height: L.drawingH }, at, canvas, dpr);

      ctx.textBaseline = 'alphabetic';
      ctx.textAlign = 'left';
      band(0, L.top - 2);
      ctx.fillStyle = text;
      ctx.font = `700 22px ${FONT}`;
      ctx.fillText(wrap(ctx, title, inner, 1)[0] ?? '', MARGIN, MARGIN + 16);
      ctx.globalAlpha = 0.72;
      ctx.font = `15px ${FONT}`;
      ctx.fillText(wrap(ctx, detail, inner, 1)[0] ?? '', MARGIN, MARGIN + 40);
      ctx.globalAlpha = 1;

      band(L.top + L.drawingH, L.height - L.top - L.drawingH);
      // The step and the verdict on one line, the step's sentence under them.
      const y = L.captionY + 20;
      const stepText = t('play.stepOf', { step: at.step, last: player.lastStep });
      ctx.font = `600 16px ${FONT}`;
      ctx.fillStyle = text;
      ctx.fillText(stepText, MARGIN, y);
      const stepW = ctx.measureText(stepText).width + 28;
      const { verdict: v, sentence } = figure.caption(at);
      // The verdict's bar: green or orange; before the verdict, the text colour faded (the
      // grid's colour is near the background in the dark theme).
      ctx.fillStyle = v.kind === 'win' ? '#009e73' : v.kind === 'lose' ? '#d55e00' : text;
      if (v.kind !== 'win' && v.kind !== 'lose') ctx.globalAlpha = 0.45;
      ctx.fillRect(MARGIN + stepW, y - 17, 5, 23);
      ctx.globalAlpha = 1;
      ctx.font = `700 17px ${FONT}`;
      ctx.fillStyle = text;
      ctx.fillText(v.text, MARGIN + stepW + 12, y);
      const vw = ctx.measureText(v.text).width;
      ctx.font = `15px ${FONT}`;
      const room = inner - stepW - vw - 22;
      ctx.fillText(wrap(ctx, v.detail ?? '', room, 1)[0] ?? '', MARGIN + stepW + 20 + vw, y);
      ctx.font = `16px ${FONT}`;
      wrap(ctx, sentence ?? '', inner, 3).forEach((line, i) => ctx.fillText(line, MARGIN, y + 30 + i * 22));

      // The legend: the figure's own swatches.
      ctx.font = `14px ${FONT}`;
      for (const item of legend.placed) {
        const y = L.legendY + item.row * 24;
        ctx.save();
        ctx.translate(item.x, y);
        ctx.beginPath();
        ctx.rect(0, 0, 26, 18);
        ctx.clip();
        item.draw(ctx, 26, 18, pal);
        ctx.restore();
        ctx.strokeStyle = pal.grid ?? text;
        ctx.lineWidth = 1;
        ctx.strokeRect(item.x + 0.5, y + 0.5, 25, 17);
        ctx.fillStyle = text;
        ctx.globalAlpha = 0.85;
        ctx.fillText(item.label, item.x + 33, y + 14);
        ctx.globalAlpha = 1;
      }
      ctx.restore();
      return { title, detail, step: stepText, verdict: [v.text, v.detail].filter(Boolean).join(' '), sentence: sentence ?? '' };
    },
  };
}

// --- WebM: the browser's encoder, in real time -----------------------------------------

export function webmType() {
  if (typeof MediaRecorder === 'undefined' || !HTMLCanvasElement.prototype.captureStream) return null;
  return ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));

/** Records frames 0…n-1 (draw(i) paints frame i into `canvas`) at `fps` as WebM. */
async function recordWebm(canvas, n, fps, draw, progress, signal) {
  const type = webmType();
  if (!type) throw new Error(t('export.noWebm'));
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 6_000_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const stopped = new Promise((ok, fail) => {
    recorder.onstop = ok;
    recorder.onerror = (e) => fail(e.error ?? new Error(t('export.recordingFailed')));
  });
  recorder.start(1000);
  const start = performance.now();
  for (let i = 0; i < n && !signal.aborted; i++) {
    draw(i);
    track.requestFrame();
    progress(i + 1, n);
    // Frame i + 1 is due at start + (i + 1) / fps: waits do not add up their delays.
    await sleep(start + ((i + 1) * 1000) / fps - performance.now());
  }
  // Hold the last frame (the verdict), then stop.
  track.requestFrame();
  await sleep(HOLD_MS);
  track.requestFrame();
  await sleep(50);
  recorder.stop();
  await stopped;
  track.stop();
  // MediaRecorder writes no duration (a <video> would say Infinity): the time recorded.
  return withDuration(new Blob(chunks, { type: 'video/webm' }), performance.now() - start);
}

// --- the dialog --------------------------------------------------------------------------

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function describe(session) {
  const { game, run } = session;
  // What the run used (on king and hex boards the core runs blossom whatever was asked).
  const algo = game.algorithms.find(([id]) => id === (run.algorithm?.() ?? session.options.algorithm))?.[1];
  const rule = game.moves?.find(([id]) => id === run.moves?.())?.[1];
  const parts = [];
  if (algo) parts.push(run.greedy() ? t('export.greedy', { algo }) : algo);
  if (rule) parts.push(rule);
  parts.push(t('export.board', { rows: run.rows(), cols: run.cols() }));
  if (run.cases?.() > 1) parts.push(t('export.case', { i: run.case(), n: run.cases() }));
  return parts.join(' · ');
}

/** CRC-32 of `bytes` (PNG's: the polynomial 0xedb88320). Cost: one pass. */
function crc32(bytes) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * The PNG in `blob` with `text` as its Description (an iTXt chunk, UTF-8, before IEND):
 * the picture's words for alt text and search. Example: described(png, 'Step 40 of 52 …').
 */
async function described(blob, text) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const body = new TextEncoder().encode(`iTXtDescription\0\0\0\0\0${text}`);
  const chunk = new Uint8Array(body.length + 8);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length - 4);
  chunk.set(body, 4);
  view.setUint32(body.length + 4, crc32(body));
  const end = bytes.length - 12; // IEND: the last chunk, empty
  return new Blob([bytes.subarray(0, end), chunk, bytes.subarray(end)], { type: 'image/png' });
}

/** Saves the figure at the current step as a PNG (2 device px per CSS px). Returns { blob, words }: the words written on it. */
export async function exportPng(figure, title) {
  const canvas = document.createElement('canvas');
  const words = painter(figure, canvas, { dpr: 2, title }).paint();
  const png = await new Promise((ok) => canvas.toBlob(ok, 'image/png'));
  const blob = await described(png, [words.title, words.detail, words.step, words.verdict, words.sentence].filter(Boolean).join('\n'));
  download(blob, `${figure.name}-step${figure.player.step}.png`);
  return { blob, words };
}

/**
 * Records the figure's steps from…to as 'webm' or 'gif' at `fps` steps per second; the
 * page steps along. Returns the Blob.
 */
export async function exportAnimation(figure, { from, to, fps, format, title, progress = () => {}, signal = new AbortController().signal }) {
  const { player } = figure;
  const back = player.step;
  player.pause();
  const canvas = document.createElement('canvas');
  const p = painter(figure, canvas, { dpr: 1, title });
  const n = to - from + 1;
  const draw = (i) => {
    player.moveTo(from + i);
    p.paint();
  };
  try {
    if (format === 'gif') {
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const gif = new GifWriter(canvas.width, canvas.height);
      for (let i = 0; i < n && !signal.aborted; i++) {
        draw(i);
        gif.add(ctx.getImageData(0, 0, canvas.width, canvas.height), i === n - 1 ? HOLD_MS + 500 : 1000 / fps);
        progress(i + 1, n);
        if (i % 4 === 3) await sleep(0); // let the page paint and the Cancel button answer
      }
      return gif.finish();
    }
    return await recordWebm(canvas, n, fps, draw, progress, signal);
  } finally {
    player.moveTo(back);
  }
}

/** The dialog's fields: title, range, speed and format, with range() and explain(). */
function exportFields(player) {
  const last = player.lastStep;
  const now = player.step;
  const from0 = now >= last ? 0 : now;
  const to0 = Math.min(last, from0 + MAX_FRAMES - 1);
  const rate = Number.isFinite(player.rate) ? player.rate : 30;
  const fps0 = Math.max(1, Math.min(30, Math.round(rate)));
  const webm = webmType();
  const f = {
    title: h('input', { type: 'text', id: 'export-title', value: document.title, size: 40 }),
    from: h('input', { type: 'number', id: 'export-from', min: 0, max: last, value: from0, inputmode: 'numeric' }),
    to: h('input', { type: 'number', id: 'export-to', min: 0, max: last, value: to0, inputmode: 'numeric' }),
    fps: h('input', { type: 'number', id: 'export-fps', min: 1, max: 30, value: fps0, inputmode: 'numeric' }),
    format: h(
      'select',
      { id: 'export-format' },
      h('option', { value: 'webm', disabled: !webm }, t(webm ? 'export.webm' : 'export.webmMissing')),
      h('option', { value: 'gif' }, 'GIF'),
    ),
    note: h('p', { class: 'hint', id: 'export-note' }),
  };
  f.format.value = webm ? 'webm' : 'gif';
  f.range = () => {
    const a = Math.max(0, Math.min(last, Math.round(Number(f.from.value) || 0)));
    let b = Math.max(a, Math.min(last, Math.round(Number(f.to.value) || 0)));
    const capped = b - a + 1 > MAX_FRAMES;
    if (capped) b = a + MAX_FRAMES - 1;
    const fps = Math.max(1, Math.min(30, Math.round(Number(f.fps.value) || fps0)));
    return { a, b, f: fps, capped };
  };
  f.explain = () => {
    const { a, b, f: fps, capped } = f.range();
    const n = b - a + 1;
    const secs = n / fps + HOLD_MS / 1000;
    const parts = [t('export.plan', { n, a, b, fps, secs: secs.toFixed(1) })];
    if (capped) parts.push(t('export.capped', { max: MAX_FRAMES, b }));
    if (f.format.value === 'webm') parts.push(t('export.realTime'));
    if (!player.complete) parts.push(t('export.solving', { last }));
    f.note.textContent = parts.join(t('export.join'));
  };
  for (const el of [f.from, f.to, f.fps, f.format]) el.addEventListener('input', f.explain);
  return f;
}

/** Records the animation the fields ask for, showing progress in `ui`; one job at a time. */
async function recordAnimation(figure, fields, ui) {
  if (ui.job) return;
  const { a, b, f } = fields.range();
  const kind = fields.format.value;
  ui.job = new AbortController();
  ui.go.disabled = ui.png.disabled = true;
  ui.cancel.hidden = false;
  ui.bar.hidden = false;
  ui.bar.value = 0;
  const verb = t(kind === 'webm' ? 'export.recording' : 'export.encoding');
  try {
    const blob = await exportAnimation(figure, {
      from: a,
      to: b,
      fps: f,
      format: kind,
      title: fields.title.value,
      signal: ui.job.signal,
      progress: (i, n) => {
        ui.bar.value = i / n;
        ui.status.textContent = t('export.frame', { verb, i, n });
      },
    });
    if (ui.job.signal.aborted) ui.status.textContent = t('export.cancelled');
    else {
      download(blob, `${figure.name}-steps${a}-${b}.${kind}`);
      ui.status.textContent = t(kind === 'gif' ? 'export.savedGif' : 'export.savedWebm', { a: String(a), b: String(b), size: kb(blob.size) });
    }
  } catch (err) {
    ui.status.textContent = t('export.failed', { error: err?.message ?? err });
  } finally {
    ui.job = null;
    ui.go.disabled = ui.png.disabled = false;
    ui.cancel.hidden = true;
    ui.bar.hidden = true;
  }
}

/** The Export dialog, for the viewer core's session (a board game's run). */
export function openExport(session) {
  if (session.player.run) openFigure(boardFigure(session));
}

/** The Export dialog for `figure` (see the top of this file): the graph tab's is www/games/graph/export.js. */
export function openFigure(figure) {
  const { player } = figure;
  const { dialog, body } = modal('export-dialog', t('export.title'));
  const fields = exportFields(player);
  const ui = {
    job: null,
    status: h('p', { class: 'hint', role: 'status', id: 'export-status' }),
    bar: h('progress', { max: 1, value: 0, hidden: true, 'aria-label': t('export.progress') }),
    png: h('button', { type: 'button', id: 'export-png' }, t('export.png')),
    go: h('button', { type: 'button', id: 'export-animation', class: 'primary' }, t('export.record')),
    cancel: h('button', { type: 'button', id: 'export-cancel', hidden: true }, t('export.cancel')),
  };
  ui.png.addEventListener('click', async () => {
    const { blob } = await exportPng(figure, fields.title.value);
    ui.status.textContent = t('export.savedPng', { step: player.step, size: kb(blob.size) });
  });
  ui.go.addEventListener('click', () => recordAnimation(figure, fields, ui));
  ui.cancel.addEventListener('click', () => ui.job?.abort());
  dialog.addEventListener('close', () => ui.job?.abort(), { once: true });

  const { title, from, to, fps, format, note } = fields;
  body.replaceChildren(
    h('section', {}, h('label', { class: 'stack' }, t('export.titleField'), title)),
    h('section', {}, h('h3', {}, t('export.picture')), h('div', { class: 'row' }, ui.png, h('span', { class: 'hint' }, t('export.pictureHint', { step: player.step })))),
    h(
      'section',
      {},
      h('h3', {}, t('export.animation')),
      h(
        'div',
        { class: 'row' },
        h('label', {}, t('export.from'), from),
        h('label', {}, t('export.to'), to),
        h('label', {}, t('export.fps'), fps),
        h('label', {}, t('export.format'), format),
      ),
      note,
      h('div', { class: 'row' }, ui.go, ui.cancel, ui.bar),
    ),
    ui.status,
  );
  fields.explain();
  if (!dialog.open) dialog.showModal();
}

function kb(bytes) {
  return bytes < 1e6 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}
