// Writes the duration into a WebM that MediaRecorder made: the browser's recorder
// streams, so it leaves Segment ▸ Info without a Duration element and a <video> reports
// an infinite duration (no seeking, no length shown). We add Duration (EBML id 0x4489,
// an 8-byte float in TimecodeScale units) at the start of Info and grow Info's size.
// Cost: one pass over the bytes before the first cluster, one copy of the file.
// Example: withDuration(blob, 2500) → the same video, 2.5 s long in a <video>.

const INFO = [0x15, 0x49, 0xa9, 0x66];
const TIMECODE_SCALE = [0x2a, 0xd7, 0xb1];
const DURATION = [0x44, 0x89];

/** An EBML variable-size integer at `at`: { value, length }, or null past the end. */
function vint(bytes, at) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1…8: the position of the marker bit
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { value, length };
}

/** `value` as an EBML size of `length` bytes (8 when it does not fit). */
function sizeBytes(value, length) {
  if (value >= 2 ** (7 * length) - 1) length = 8;
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  out[0] |= 0x80 >> (length - 1);
  return out;
}

const matches = (bytes, at, id) => id.every((b, i) => bytes[at + i] === b);

/** The WebM in `blob` with its duration, `ms` milliseconds, written; the blob as is if it has one or is not a WebM we know. */
export async function withDuration(blob, ms) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const limit = Math.min(bytes.length - 8, 1 << 16); // Info sits in the first few hundred bytes
  let at = 0;
  while (at < limit && !matches(bytes, at, INFO)) at++;
  if (at >= limit) return blob;
  const size = vint(bytes, at + 4);
  if (!size) return blob;
  const body = at + 4 + size.length;
  // Its children: stop if a Duration is there; read TimecodeScale (ns per unit, 1e6 by default).
  let scale = 1e6;
  for (let p = body; p < body + size.value; ) {
    const idLength = Math.clz32(bytes[p]) - 23;
    const len = vint(bytes, p + idLength);
    if (idLength < 1 || idLength > 4 || !len) return blob;
    if (matches(bytes, p, DURATION)) return blob;
    if (matches(bytes, p, TIMECODE_SCALE)) {
      let v = 0;
      for (let i = 0; i < len.value; i++) v = v * 256 + bytes[p + idLength + len.length + i];
      scale = v || scale;
    }
    p += idLength + len.length + len.value;
  }
  const duration = new Uint8Array(11);
  duration.set([...DURATION, 0x88]);
  new DataView(duration.buffer).setFloat64(3, (ms * 1e6) / scale);
  const parts = [bytes.subarray(0, at + 4), sizeBytes(size.value + duration.length, size.length), duration, bytes.subarray(body)];
  return new Blob(parts, { type: blob.type });
}
