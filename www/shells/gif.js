// An animated GIF89a encoder for exports (www/shells/export.js): a palette per frame (exact
// when the frame has at most 256 colours), only the rectangle that changed since the
// previous frame, LZW. No DOM: frames are ImageData-like { width, height, data }.

/** Streams an animated GIF89a (looping). add(imageData, delayMs) per frame, then finish() → Blob. */
export class GifWriter {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.parts = [];
    this.prev = null; // RGBA of the previous frame (what the screen shows)
    const head = new ByteOut();
    head.text('GIF89a');
    head.u16(width);
    head.u16(height);
    head.byte(0x70); // no global colour table; 8 bits of colour resolution
    head.byte(0);
    head.byte(0);
    // Loop forever (NETSCAPE2.0 application extension).
    head.bytes([0x21, 0xff, 0x0b]);
    head.text('NETSCAPE2.0');
    head.bytes([0x03, 0x01, 0x00, 0x00, 0x00]);
    this.parts.push(head.done());
  }

  add(image, delayMs) {
    const { width, height } = this;
    const px = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
    // The rectangle that changed since the previous frame (all of it at first).
    let [x0, y0, x1, y1] = [0, 0, width - 1, height - 1];
    if (this.prev) {
      [x0, y0, x1, y1] = [width, height, -1, -1];
      for (let y = 0; y < height; y++) {
        const row = y * width;
        for (let x = 0; x < width; x++) {
          if (px[row + x] !== this.prev[row + x]) {
            if (x < x0) x0 = x;
            if (x > x1) x1 = x;
            if (y < y0) y0 = y;
            y1 = y;
          }
        }
      }
      if (x1 < 0) [x0, y0, x1, y1] = [0, 0, 0, 0]; // nothing changed: one pixel keeps the timing
    }
    const w = x1 - x0 + 1;
    const hgt = y1 - y0 + 1;
    const { palette, indices } = quantize(px, width, x0, y0, w, hgt);
    this.prev = Uint32Array.from(px);

    const out = new ByteOut();
    // Graphic control: keep the previous frame under this one; the delay in 1/100 s.
    out.bytes([0x21, 0xf9, 0x04, 0x04]);
    out.u16(Math.max(2, Math.round(delayMs / 10)));
    out.bytes([0, 0]);
    // Image descriptor with a local colour table of 256 entries.
    out.byte(0x2c);
    out.u16(x0);
    out.u16(y0);
    out.u16(w);
    out.u16(hgt);
    out.byte(0x87);
    for (let i = 0; i < 256; i++) {
      const c = palette[i] ?? 0;
      out.bytes([c & 0xff, (c >> 8) & 0xff, (c >> 16) & 0xff]);
    }
    out.byte(8);
    lzw(indices, 8, out);
    out.byte(0);
    this.parts.push(out.done());
  }

  finish() {
    this.parts.push(new Uint8Array([0x3b]));
    return new Blob(this.parts, { type: 'image/gif' });
  }
}

class ByteOut {
  constructor() {
    this.buf = new Uint8Array(1 << 16);
    this.n = 0;
  }
  byte(b) {
    if (this.n === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.n++] = b;
  }
  bytes(list) {
    for (const b of list) this.byte(b);
  }
  u16(v) {
    this.byte(v & 0xff);
    this.byte((v >> 8) & 0xff);
  }
  text(s) {
    for (let i = 0; i < s.length; i++) this.byte(s.charCodeAt(i));
  }
  done() {
    return this.buf.slice(0, this.n);
  }
}

const CUBE = [];
for (let r = 0; r < 6; r++) for (let g = 0; g < 6; g++) for (let b = 0; b < 6; b++) CUBE.push([r * 51, g * 51, b * 51]);

/**
 * Colours of the w × h rectangle at (x0, y0) of `px` (RGBA as little-endian u32) to at
 * most 256: exact when there are that few (the usual case: flat board colours), else the
 * 40 most common 15-bit colours and a 6×6×6 colour cube, each pixel mapped to the nearest.
 */
function quantize(px, width, x0, y0, w, h) {
  const indices = new Uint8Array(w * h);
  const exact = new Map();
  let ok = true;
  for (let y = 0; y < h && ok; y++) {
    const row = (y0 + y) * width + x0;
    for (let x = 0; x < w; x++) {
      const c = px[row + x] & 0xffffff;
      let i = exact.get(c);
      if (i === undefined) {
        if (exact.size === 256) {
          ok = false;
          break;
        }
        i = exact.size;
        exact.set(c, i);
      }
      indices[y * w + x] = i;
    }
  }
  if (ok) return { palette: [...exact.keys()], indices };

  // Too many: popularity over 15-bit colours, the mean colour of each bin.
  const count = new Uint32Array(32768);
  const sum = new Float64Array(32768 * 3);
  const bin = (c) => ((c >> 3) & 31) | (((c >> 11) & 31) << 5) | (((c >> 19) & 31) << 10);
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * width + x0;
    for (let x = 0; x < w; x++) {
      const c = px[row + x];
      const b = bin(c);
      count[b]++;
      sum[b * 3] += c & 0xff;
      sum[b * 3 + 1] += (c >> 8) & 0xff;
      sum[b * 3 + 2] += (c >> 16) & 0xff;
    }
  }
  const bins = [];
  for (let b = 0; b < 32768; b++) if (count[b]) bins.push(b);
  bins.sort((a, b) => count[b] - count[a]);
  // The most common colours (flat board colours stay exact), then a 6×6×6 cube, so that
  // no pixel is far from every palette colour (each channel within 25.5 of a cube colour).
  const chosen = bins.slice(0, 256 - CUBE.length);
  const rgb = chosen.map((b) => [sum[b * 3] / count[b], sum[b * 3 + 1] / count[b], sum[b * 3 + 2] / count[b]].map(Math.round));
  rgb.push(...CUBE);
  const palette = rgb.map(([r, g, b]) => r | (g << 8) | (b << 16));
  const nearest = new Int16Array(32768).fill(-1);
  chosen.forEach((b, i) => (nearest[b] = i));
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * width + x0;
    for (let x = 0; x < w; x++) {
      const c = px[row + x];
      const b = bin(c);
      if (nearest[b] < 0) {
        const [r, g, bl] = [c & 0xff, (c >> 8) & 0xff, (c >> 16) & 0xff];
        let best = 0;
        let bestD = Infinity;
        rgb.forEach(([pr, pg, pb], i) => {
          const d = (pr - r) ** 2 * 2 + (pg - g) ** 2 * 4 + (pb - bl) ** 2 * 3;
          if (d < bestD) [best, bestD] = [i, d];
        });
        nearest[b] = best;
      }
      indices[y * w + x] = nearest[b];
    }
  }
  return { palette, indices };
}

let lzwTable = null;

/** GIF's variable-width LZW into `out` as sub-blocks of at most 255 bytes. */
function lzw(indices, minCode, out) {
  const clear = 1 << minCode;
  const eoi = clear + 1;
  let size = minCode + 1;
  let next = eoi + 1;
  lzwTable ??= new Int16Array(4096 * 256); // (prefix code << 8 | index) → code, or -1
  const table = lzwTable.fill(-1);
  const block = new Uint8Array(255);
  let fill = 0;
  let acc = 0;
  let bits = 0;
  const emit = (code) => {
    acc |= code << bits;
    bits += size;
    while (bits >= 8) {
      block[fill++] = acc & 0xff;
      acc >>>= 8;
      bits -= 8;
      if (fill === 255) {
        out.byte(255);
        out.bytes(block);
        fill = 0;
      }
    }
  };
  emit(clear);
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i];
    const key = (prefix << 8) | k;
    const code = table[key];
    if (code >= 0) {
      prefix = code;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      emit(clear);
      table.fill(-1);
      size = minCode + 1;
      next = eoi + 1;
    } else {
      if (next >= 1 << size) size++;
      table[key] = next++;
    }
    prefix = k;
  }
  emit(prefix);
  emit(eoi);
  if (bits > 0) {
    block[fill++] = acc & 0xff;
    if (fill === 255) {
      out.byte(255);
      out.bytes(block);
      fill = 0;
    }
  }
  if (fill > 0) {
    out.byte(fill);
    out.bytes(block.subarray(0, fill));
  }
}

