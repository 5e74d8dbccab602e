// The app icon as PNG bytes, drawn here (no image files, no downloads): a 3×3 board of
// the token game's sample in the page's colours (walls dark, free cells light, the token
// an orange disc in the middle), on the page's blue, with rounded corners.
//
//   import { iconPng } from './icons.js';
//   writeFileSync('icon-192.png', iconPng(192)); // 192×192 RGBA, about 2 KB
//
// Used by scripts/offline.js (the build emits dist/icon-192.png and dist/icon-512.png).
import { deflateSync } from 'node:zlib';

const BLUE = [0x00, 0x72, 0xb2, 255]; // --accent
const CELL = [0xf4, 0xf4, 0xf1, 255]; // --panel
const WALL = [0x1a, 0x1a, 0x1a, 255]; // --fg
const TOKEN = [0xe6, 0x9f, 0x00, 255]; // --mark
const CLEAR = [0, 0, 0, 0];
// The problem's sample: .## / ... / #.#, the token in the middle cell.
const BOARD = ['.##', '...', '#.#'];
const TOKEN_AT = [1, 1];

/** The colour of pixel (x, y) of a `size`-pixel icon. */
function pixel(x, y, size) {
  const u = (x + 0.5) / size;
  const v = (y + 0.5) / size;
  // Rounded square: corners of radius 0.18.
  const r = 0.18;
  const dx = Math.max(r - u, 0, u - (1 - r));
  const dy = Math.max(r - v, 0, v - (1 - r));
  if (dx * dx + dy * dy > r * r) return CLEAR;
  // The board: 3×3 cells in [0.14, 0.86], gaps of 0.03 between them.
  const lo = 0.14;
  const side = (0.86 - lo) / 3;
  const gap = 0.03;
  const col = Math.floor((u - lo) / side);
  const row = Math.floor((v - lo) / side);
  if (row < 0 || row > 2 || col < 0 || col > 2) return BLUE;
  const cu = (u - lo) / side - col;
  const cv = (v - lo) / side - row;
  if (cu < gap / side / 2 || cu > 1 - gap / side / 2 || cv < gap / side / 2 || cv > 1 - gap / side / 2) return BLUE;
  if (row === TOKEN_AT[0] && col === TOKEN_AT[1] && (cu - 0.5) ** 2 + (cv - 0.5) ** 2 < 0.3 ** 2) return TOKEN;
  return BOARD[row][col] === '#' ? WALL : CELL;
}

/** A `size`×`size` RGBA PNG of the icon. */
export function iconPng(size) {
  const stride = size * 4 + 1;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(raw, y * stride + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
