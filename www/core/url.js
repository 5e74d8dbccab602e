// The view in the address bar: game, board, case, algorithm, greedy start and step.
// Nothing here knows a game: its presets, their defaults and limits come from the game.
//
// Boards, in order of precedence:
//   input=<URL-encoded judge input>            hand-writable, any size
//   board=<rows>x<cols>.<base64url>             compact: wall (mine) bits (1 = wall, row-major,
//                                               least significant bit first), deflate-raw
//   preset=<kind>&size=<rows>x<cols>[&density=<d>][&seed=<n>]   a preset, unedited
// case=<n>: the case shown, for inputs of several boards (mine); 1 when absent.
// Nothing read here is ever inserted as HTML: callers use textContent only.
import { t } from '../i18n/index.js';

/**
 * Reads `search` (location.search). Returns { game, algo, greedy, step, case, format, play, board, errors }
 * with board = { input } | { rows, cols, bits } | { preset, rows, cols, density, seed } | null,
 * greedy true, false or null (the core decides).
 * game: { games (ids), algorithms (ids), presets (ids), defaults: { rows, cols, density, seed }, maxSide,
 * linkMaxSide, maxSeed, presetSides }: what the game shown accepts (the core's protocol: maxSide a preset's
 * side, presetSides { id: side } a preset's own when smaller, linkMaxSide a compact board='s, maxSeed a
 * seed's); a preset's missing settings are the game's defaults.
 * plays: the roles of its play mode (?play=), formats: its judge output formats;
 * cases: an input holds several boards (?case=). A parameter the game has no choice
 * of (algo, moves, greedy, play, format, case on a game without them) is an error
 * that says so, not a value taken silently.
 */
export async function readUrl(search, { games, algorithms, presets, defaults, maxSide, linkMaxSide, maxSeed, formats = [], plays = [], moves = [], presetMoves = {}, presetSides = {}, cases = false }) {
  // The core's limits, never a copy of them: a caller without them is a mistake.
  if (!(maxSide > 0 && linkMaxSide > 0 && maxSeed > 0)) throw new Error('readUrl: the core\'s limits (maxSide, linkMaxSide, maxSeed) are missing');
  const q = new URLSearchParams(search);
  const errors = [];
  const state = { game: games[0], algo: null, greedy: null, moves: null, step: 0, case: 1, format: null, play: null, board: null, errors };

  /** `?name=` into state[name] when parse(value) gives one; else the error message(value), and the default stays. */
  const read = (name, parse, message) => {
    const value = q.get(name);
    if (value === null) return;
    const parsed = parse(value);
    if (parsed === undefined) errors.push(message(value));
    else state[name] = parsed;
  };
  /** `?name=` when it is one of `allowed`; else message `key` naming the value (as {name}) and the ones allowed. */
  const among = (name, allowed, key) =>
    takes(name, allowed.length > 0) && read(name, (v) => (allowed.includes(v) ? v : undefined), (v) => t(key, { [name]: v, known: allowed.join(t('url.or')) }));
  /** False, after saying so, when `?name=` is given to a game that has no such choice. */
  const takes = (name, has) => {
    if (has || !q.has(name)) return true;
    errors.push(t('url.noChoice', { name, value: q.get(name), what: t(`url.what.${name}`) }));
    return false;
  };

  among('game', games, 'url.unknownGame');
  among('algo', algorithms, 'url.unknownAlgo');
  among('moves', moves, 'url.unknownMoves');
  // The greedy start is an option of the matching algorithms: only a game with them takes it.
  if (takes('greedy', algorithms.length > 0)) read('greedy', (v) => (v === '1' || v === '0' ? v === '1' : undefined), (greedy) => t('url.badGreedy', { greedy }));
  among('format', formats, 'url.unknownFormat');
  among('play', plays, 'url.badPlay');
  if (takes('case', cases)) read('case', (v) => (/^\d{1,3}$/.test(v) && Number(v) >= 1 ? Number(v) : undefined), (kase) => t('url.badCase', { kase }));
  read('step', (v) => (v === 'end' ? 'end' : /^\d{1,9}$/.test(v) ? Number(v) : undefined), (step) => t('url.badStep', { step }));
  // embed=1 is the viewer shell (www/main.js); another value is a typo, not the page.
  read('embed', (v) => (v === '1' ? true : undefined), (embed) => t('url.badEmbed', { embed }));
  delete state.embed;

  try {
    if (q.has('input')) {
      state.board = { input: q.get('input') };
    } else if (q.has('board')) {
      state.board = await decodeBoard(q.get('board'), linkMaxSide);
    } else if (q.has('preset')) {
      state.board = readPreset(q, presets, defaults, presetSides[q.get('preset')] ?? maxSide, maxSeed);
    }
  } catch (err) {
    errors.push(err.message);
    state.board = null;
  }
  // A move rule's teaching preset opens with that rule unless the link names one.
  if (state.moves === null && state.board?.preset) state.moves = presetMoves[state.board.preset] ?? null;
  return state;
}

function readPreset(q, presets, defaults, maxSide, maxSeed) {
  const preset = q.get('preset');
  if (!presets.includes(preset)) throw new Error(t('url.unknownPreset', { preset, known: presets.join(', ') }));
  const [rows, cols] = q.has('size') ? readSize(q.get('size'), maxSide) : [defaults.rows, defaults.cols];
  // A decimal number: Number('') and Number(' ') are 0, and an empty density= is a mistake.
  const density = q.has('density') ? (/^\d*\.?\d+$/.test(q.get('density')) ? Number(q.get('density')) : NaN) : defaults.density;
  if (!(density >= 0 && density <= 1)) throw new Error(t('url.badDensity', { density: q.get('density') }));
  const seedText = q.get('seed') ?? String(defaults.seed);
  if (!/^\d{1,10}$/.test(seedText) || Number(seedText) > maxSeed) {
    throw new Error(t('url.badSeed', { seed: seedText }));
  }
  return { preset, rows, cols, density, seed: Number(seedText) };
}

function readSize(text, maxSide) {
  const m = /^(\d{1,5})x(\d{1,5})$/.exec(text);
  if (!m) throw new Error(t('url.badSize', { size: text }));
  const [rows, cols] = [Number(m[1]), Number(m[2])];
  if (rows < 1 || cols < 1 || rows > maxSide || cols > maxSide) throw new Error(t('url.sizeRange', { size: text, max: String(maxSide) }));
  return [rows, cols];
}

async function decodeBoard(text, maxSide) {
  const m = /^(\d{1,4}x\d{1,4})\.([A-Za-z0-9_-]*)$/.exec(text);
  if (!m) throw new Error(t('url.badBoard'));
  const [rows, cols] = readSize(m[1], maxSide);
  const need = Math.ceil((rows * cols) / 8);
  let bytes;
  try {
    bytes = await inflate(fromBase64url(m[2]), need);
  } catch (err) {
    if (err instanceof TooLong) throw new Error(t('url.boardLong', { rows: String(rows), cols: String(cols) }));
    throw new Error(t('url.boardDamaged'));
  }
  if (bytes.length !== need) {
    throw new Error(t('url.boardSize', { n: String(bytes.length * 8), rows: String(rows), cols: String(cols) }));
  }
  const bits = new Uint8Array(rows * cols);
  for (let i = 0; i < bits.length; i++) bits[i] = (bytes[i >> 3] >> (i & 7)) & 1;
  return { rows, cols, bits };
}

/** The compact board= value for rows × cols wall bits. */
export async function encodeBoard(rows, cols, bits) {
  const bytes = new Uint8Array(Math.ceil((rows * cols) / 8));
  for (let i = 0; i < bits.length; i++) if (bits[i]) bytes[i >> 3] |= 1 << (i & 7);
  return `${rows}x${cols}.${toBase64url(await deflate(bytes))}`;
}

/**
 * The query string for a view. board: { input } | { compact } | { preset, fields, rows, cols, density, seed }.
 * case: the case shown (from 1); greedy: true, false or null (left to the core);
 * format: the judge output format, or null for the game's default; lang: the page's
 * language ('zh-CN', 'en'), or null when not chosen and English; play: your role in
 * play mode, or null; moves: the move rule (left out when it is defaultMoves, the core's default).
 * Parameters for the defaults are left out, so links stay short.
 */
export function writeUrl({ game, board, case: kase = 1, algo, defaultAlgo, greedy, step, format = null, lang = null, play = null, moves = null, defaultMoves = null }) {
  const q = new URLSearchParams();
  q.set('game', game);
  if (board.preset) {
    // board.fields: the settings this preset uses (size, density, seed).
    q.set('preset', board.preset);
    if (board.fields.includes('size')) q.set('size', `${board.rows}x${board.cols}`);
    if (board.fields.includes('density')) q.set('density', String(board.density));
    if (board.fields.includes('seed')) q.set('seed', String(board.seed));
  } else if (board.compact) {
    q.set('board', board.compact);
  } else {
    q.set('input', board.input);
  }
  if (kase > 1) q.set('case', String(kase));
  if (algo !== defaultAlgo) q.set('algo', algo);
  if (moves && moves !== defaultMoves) q.set('moves', moves);
  if (greedy !== null && greedy !== undefined) q.set('greedy', greedy ? '1' : '0');
  if (format) q.set('format', format);
  if (step !== 0) q.set('step', String(step));
  if (play) q.set('play', play);
  if (lang) q.set('lang', lang);
  return '?' + q.toString();
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}
const deflate = (bytes) => pipe(bytes, new CompressionStream('deflate-raw'));

class TooLong extends Error {}

// Inflates deflate-raw `bytes`, keeping at most `limit` bytes of output: it stops
// (TooLong) at the first output chunk past the limit. The input goes in 1 KB at a
// time, each write waiting for the output to be read (one input chunk is inflated in
// one go, and 1 KB inflates to 1 MB at most), so a small link that inflates to
// gigabytes costs a few milliseconds, not the whole output.
async function inflate(bytes, limit) {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let stop = false;
  const feed = (async () => {
    try {
      for (let at = 0; at < bytes.length && !stop; at += 1024) {
        await writer.ready;
        if (!stop) writer.write(bytes.subarray(at, at + 1024)).catch(() => {});
      }
      if (!stop) await writer.close();
    } catch {
      // a damaged input fails the reader too, which says so
    }
  })();
  const out = new Uint8Array(limit);
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.length > limit) {
        stop = true;
        throw new TooLong();
      }
      out.set(value, length);
      length += value.length;
    }
  } finally {
    if (stop) {
      reader.cancel().catch(() => {});
      writer.abort().catch(() => {});
    }
  }
  await feed;
  return out.subarray(0, length);
}

function toBase64url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}
