// The GIF encoder (www/shells/gif.js) against a GIF decoder written here from the GIF89a
// specification (https://www.w3.org/Graphics/GIF/spec-gif89a.txt): every frame decodes
// to the pixels it was given (exactly, with at most 256 colours), frames that change
// little store only the changed rectangle, delays and looping are as asked.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GifWriter } from '../../www/shells/gif.js';

/** Decodes a GIF89a: { width, height, loops, frames: [{ delay, rect, rgba (whole canvas after the frame) }] }. */
function decode(bytes) {
  let p = 0;
  const u8 = () => bytes[p++];
  const u16 = () => bytes[p++] | (bytes[p++] << 8);
  const text = (n) => String.fromCharCode(...bytes.subarray(p, (p += n)));
  assert.equal(text(6), 'GIF89a');
  const width = u16();
  const height = u16();
  const flags = u8();
  p += 2;
  assert.equal(flags & 0x80, 0, 'no global colour table');
  const screen = new Uint32Array(width * height);
  const frames = [];
  let loops = false;
  let delay = 0;
  const subBlocks = () => {
    const out = [];
    for (let n = u8(); n; n = u8()) out.push(...bytes.subarray(p, (p += n)));
    return out;
  };
  for (;;) {
    const kind = u8();
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      const label = u8();
      const data = subBlocks();
      if (label === 0xf9) delay = data[1] | (data[2] << 8);
      if (label === 0xff && String.fromCharCode(...data.slice(0, 11)) === 'NETSCAPE2.0') loops = true;
      continue;
    }
    assert.equal(kind, 0x2c, `block 0x${kind.toString(16)}`);
    const [x0, y0, w, h] = [u16(), u16(), u16(), u16()];
    const f = u8();
    assert.ok(f & 0x80, 'local colour table');
    const size = 2 << (f & 7);
    const table = [];
    for (let i = 0; i < size; i++) table.push([u8(), u8(), u8()]);
    const indices = lzwDecode(u8(), subBlocks(), w * h);
    for (let i = 0; i < w * h; i++) {
      const [r, g, b] = table[indices[i]];
      screen[(y0 + Math.floor(i / w)) * width + x0 + (i % w)] = (0xff << 24) | (b << 16) | (g << 8) | r;
    }
    frames.push({ delay, rect: [x0, y0, w, h], rgba: Uint32Array.from(screen) });
  }
  return { width, height, loops, frames };
}

/** Variable-width LZW as the GIF specification describes it. */
function lzwDecode(minCode, data, count) {
  const clear = 1 << minCode;
  const end = clear + 1;
  let size = minCode + 1;
  let dict = [];
  const reset = () => {
    dict = Array.from({ length: clear }, (_, i) => [i]);
    dict.push(null, null);
    size = minCode + 1;
  };
  reset();
  const out = [];
  let prev = null;
  let bit = 0;
  const read = () => {
    let v = 0;
    for (let i = 0; i < size; i++, bit++) v |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    return v;
  };
  while (bit + size <= data.length * 8) {
    const code = read();
    if (code === clear) {
      reset();
      prev = null;
      continue;
    }
    if (code === end) break;
    let entry;
    if (code < dict.length && dict[code]) entry = dict[code];
    else if (code === dict.length && prev) entry = [...prev, prev[0]];
    else throw new Error(`bad LZW code ${code}`);
    out.push(...entry);
    if (prev && dict.length < 4096) {
      dict.push([...prev, entry[0]]);
      if (dict.length === 1 << size && size < 12) size++;
    }
    prev = entry;
  }
  assert.equal(out.length, count, 'pixel count');
  return out;
}

function image(width, height, paint) {
  const data = new Uint8ClampedArray(width * height * 4);
  const px = new Uint32Array(data.buffer);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) px[y * width + x] = paint(x, y) | (0xff << 24);
  return { width, height, data, px };
}

const bytesOf = async (blob) => new Uint8Array(await blob.arrayBuffer());

test('frames decode to exactly the pixels given, and later frames store only what changed', async () => {
  const [w, h] = [37, 23];
  const colours = [0x102030, 0xe69f00, 0x0072b2, 0x009e73, 0xffffff, 0x000000];
  const first = image(w, h, (x, y) => colours[(x * 7 + y * 3) % colours.length]);
  const second = image(w, h, (x, y) => (x >= 10 && x < 15 && y >= 4 && y < 9 ? 0xd55e00 : first.px[y * w + x] & 0xffffff));
  const gif = new GifWriter(w, h);
  gif.add(first, 100);
  gif.add(second, 250);
  gif.add(second, 40); // nothing changed
  const out = decode(await bytesOf(gif.finish()));
  assert.deepEqual([out.width, out.height, out.loops, out.frames.length], [w, h, true, 3]);
  assert.deepEqual(out.frames[0].rgba, first.px);
  assert.deepEqual(out.frames[1].rgba, second.px);
  assert.deepEqual(out.frames[1].rect, [10, 4, 5, 5], 'only the changed rectangle');
  assert.deepEqual(out.frames[2].rgba, second.px);
  assert.deepEqual(out.frames.map((f) => f.delay), [10, 25, 4]);
});

test('a big frame with 256 colours exactly (LZW code width grows to 12 bits and resets)', async () => {
  const [w, h] = [300, 200];
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
  const palette = Array.from({ length: 256 }, (_, i) => (i * 0x010203 + 0x0a0b0c) & 0xffffff);
  const noisy = image(w, h, () => palette[rnd()]);
  const gif = new GifWriter(w, h);
  gif.add(noisy, 50);
  const out = decode(await bytesOf(gif.finish()));
  assert.deepEqual(out.frames[0].rgba, noisy.px);
});

test('more than 256 colours: every pixel maps to a colour near its own', async () => {
  const [w, h] = [64, 64];
  const ramp = image(w, h, (x, y) => (x * 4) | ((y * 4) << 8) | (((x + y) * 2) << 16));
  const gif = new GifWriter(w, h);
  gif.add(ramp, 50);
  const out = decode(await bytesOf(gif.finish()));
  let worst = 0;
  for (let i = 0; i < w * h; i++) {
    const [a, b] = [ramp.px[i], out.frames[0].rgba[i]];
    for (const shift of [0, 8, 16]) worst = Math.max(worst, Math.abs(((a >> shift) & 255) - ((b >> shift) & 255)));
  }
  // Each channel is within 25.5 of a colour of the 6×6×6 cube in the palette; under the
  // encoder's weighted distance (2, 4, 3) the nearest colour can trade that for at most 54.
  assert.ok(worst <= 54, `a channel is off by ${worst}`);
});
