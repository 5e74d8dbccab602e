// Exported files read as files (www/shells/export.js makes them): a GIF's frames counted
// by walking its blocks, a WebM's by walking its EBML elements, a PNG's Description
// (iTXt) read back, and a file handed to the page as a blob: URL for the browser to decode.
//
//   gifFrames(bytes)  // { width, height, frames, seconds }
//   webmFrames(bytes) // { blocks, clusters }
//   pngText(bytes)    // { Description: 'Kuhn on …' }
import assert from 'node:assert/strict';

/** Frames of a GIF89a: image descriptors, found by walking its blocks. */
export function gifFrames(buf) {
  assert.equal(buf.toString('latin1', 0, 6), 'GIF89a');
  const size = { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  let p = 13;
  if (buf[10] & 0x80) p += 3 * (2 << (buf[10] & 7));
  const skip = () => {
    while (buf[p] !== 0) p += buf[p] + 1;
    p++;
  };
  let frames = 0;
  let delays = 0;
  for (;;) {
    const b = buf[p++];
    if (b === 0x3b) break; // trailer
    if (b === 0x21) {
      if (buf[p] === 0xf9) delays += buf.readUInt16LE(p + 3);
      p++;
      skip();
    } else if (b === 0x2c) {
      frames++;
      const packed = buf[p + 8];
      p += 9;
      if (packed & 0x80) p += 3 * (2 << (packed & 7));
      p++; // LZW minimum code size
      skip();
    } else {
      throw new Error(`not a GIF block: 0x${b?.toString(16)} at ${p - 1}`);
    }
    if (p > buf.length) throw new Error('truncated GIF');
  }
  return { ...size, frames, seconds: delays / 100 };
}

/**
 * Video frames in a WebM: SimpleBlocks and Blocks (Chromium's MediaRecorder writes
 * BlockGroups), walking EBML elements and entering Segment, Cluster and BlockGroup
 * (which may have an unknown size, as a live recording writes them).
 */
export function webmFrames(buf) {
  assert.equal(buf.readUInt32BE(0), 0x1a45dfa3, 'EBML header');
  const ENTER = new Set([0x18538067, 0x1f43b675, 0xa0]); // Segment, Cluster, BlockGroup
  let p = 0;
  const vint = (id) => {
    const first = buf[p];
    let len = 1;
    while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
    let v = id ? first : first & (0xff >> len);
    for (let i = 1; i < len; i++) v = v * 256 + buf[p + i];
    p += len;
    return !id && v === 2 ** (7 * len) - 1 ? -1 : v; // all ones: unknown size
  };
  let blocks = 0;
  let clusters = 0;
  while (p < buf.length) {
    const id = vint(true);
    const size = vint(false);
    if (id === 0xa3 || id === 0xa1) blocks++;
    if (id === 0x1f43b675) clusters++;
    if (ENTER.has(id) || size < 0) continue;
    p += size;
  }
  return { blocks, clusters };
}

/** Runs fn(url) in the page with the bytes as a blob: URL. */
export function withBlob(page, bytes, type, fn) {
  return page.evaluate(
    async ({ b64, type, src }) => {
      const bin = atob(b64);
      const data = Uint8Array.from(bin, (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([data], { type }));
      try {
        return await new Function('url', 'data', `return (${src})(url, data)`)(url, data);
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { b64: bytes.toString('base64'), type, src: fn.toString() },
  );
}


/** The text chunks of a PNG (tEXt and uncompressed iTXt): { keyword: text }. */
export function pngText(buf) {
  assert.equal(buf.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG');
  const out = {};
  for (let at = 8; at + 8 <= buf.length; ) {
    const len = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + len);
    const nul = data.indexOf(0);
    if (type === 'tEXt') out[data.toString('latin1', 0, nul)] = data.toString('latin1', nul + 1);
    if (type === 'iTXt' && data[nul + 1] === 0) {
      let p = nul + 3;
      p = data.indexOf(0, p) + 1; // language tag
      p = data.indexOf(0, p) + 1; // translated keyword
      out[data.toString('latin1', 0, nul)] = data.toString('utf8', p);
    }
    at += 12 + len;
  }
  return out;
}
