/**
 * Captcha images as PNG, drawn here: a 5×7 bitmap font for digits, per-digit jitter, noise lines
 * and dots. No canvas exists in workerd; PNG needs only zlib (CompressionStream "deflate") and CRC32.
 */
const FONT: Record<string, string[]> = {
  "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
  "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
  "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
  "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
  "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
  "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
  "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
  "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
  "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
  "9": ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
};

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Draws the digits with a random source (injectable for tests) and returns PNG bytes. */
export async function captchaPng(digits: string, random: () => number = Math.random): Promise<Uint8Array> {
  // Palette image: 0 background, 1 noise, 2 ink.
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  const set = (x: number, y: number, v: number) => {
    if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT) pixels[y * WIDTH + x] = v;
  };
  for (let i = 0; i < 140; i++) set(Math.floor(random() * WIDTH), Math.floor(random() * HEIGHT), 1);
  for (let l = 0; l < 3; l++) {
    let y = random() * HEIGHT;
    const slope = (random() - 0.5) * 0.6;
    for (let x = 0; x < WIDTH; x++, y += slope) set(x, Math.round(y), 1);
  }
  const step = Math.floor(WIDTH / (digits.length + 1));
  [...digits].forEach((d, i) => {
    const glyph = FONT[d] ?? FONT["0"]!;
    const ox = step * (i + 0.5) + Math.round((random() - 0.5) * 6);
    const oy = 8 + Math.round((random() - 0.5) * 8);
    glyph.forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== "1") return;
        for (let sy = 0; sy < SCALE; sy++) for (let sx = 0; sx < SCALE - 1; sx++) set(ox + gx * (SCALE - 1) + sx, oy + gy * SCALE + sy, 2);
      }),
    );
  });

  const raw = new Uint8Array((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) raw.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, WIDTH);
  v.setUint32(4, HEIGHT);
  ihdr.set([8, 3, 0, 0, 0], 8); // 8-bit, palette
  const palette = new Uint8Array([0x1e, 0x25, 0x45, 0x5a, 0x66, 0x9c, 0xf6, 0xc4, 0x45]);
  const signature = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const parts = [signature, chunk("IHDR", ihdr), chunk("PLTE", palette), chunk("IDAT", await deflate(raw)), chunk("IEND", new Uint8Array())];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    png.set(p, offset);
    offset += p.length;
  }
  return png;
}

export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
