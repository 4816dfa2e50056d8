/**
 * Captcha images as PNG, drawn here: a 5×7 bitmap font for digits, each digit bent its own way,
 * the picture warped, clutter in the digits' own inks. No canvas exists in workerd; PNG needs only zlib (CompressionStream "deflate") and CRC32.
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

/** Palette indexes: background, faint speckles, then the ink shades (noise is drawn in ink too). */
const BACKGROUND = 0;
const SPECKLE = 1;
const INK = [2, 3, 4];

/**
 * Draws the digits with a random source (injectable for tests) and returns PNG bytes. Made to
 * stand against OCR scripts (decision 072): the digits are rotated, sheared and scaled each its own
 * way and packed so they nearly touch; the whole picture is bent by two waves; the clutter (two thick
 * curves through the digits and dots) is drawn in the same inks as the digits, so no colour filter
 * separates them. A human reads it; a solving service still can, which is why the account lock,
 * not the captcha, is what stops a guesser.
 */
export async function captchaPng(digits: string, random: () => number = Math.random): Promise<Uint8Array> {
  const ink = () => INK[Math.floor(random() * INK.length)]!;
  const flat = new Uint8Array(WIDTH * HEIGHT);
  const set = (buffer: Uint8Array, x: number, y: number, v: number) => {
    if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT) buffer[y * WIDTH + x] = v;
  };

  // Each digit by inverse mapping: every pixel near its centre asks which font cell it falls in.
  const step = (WIDTH - 12) / digits.length;
  [...digits].forEach((d, i) => {
    const glyph = FONT[d] ?? FONT["0"]!;
    const angle = (random() - 0.5) * 0.44; // ±12.5°
    const shear = (random() - 0.5) * 0.3;
    const scaleX = 2.9 + random() * 0.6;
    const scaleY = 3.9 + random() * 0.6;
    const cx = 6 + step * (i + 0.5) + (random() - 0.5) * 3;
    const cy = HEIGHT / 2 + (random() - 0.5) * 6;
    const colour = ink();
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    for (let y = Math.floor(cy - 20); y <= cy + 20; y++) {
      for (let x = Math.floor(cx - 14); x <= cx + 14; x++) {
        const dx = x - cx;
        const dy = y - cy;
        const u = (cos * dx + sin * dy) / scaleX - shear * ((-sin * dx + cos * dy) / scaleY) + 2.5;
        const v = (-sin * dx + cos * dy) / scaleY + 3.5;
        const gx = Math.floor(u);
        const gy = Math.floor(v);
        if (gy >= 0 && gy < 7 && gx >= 0 && gx < 5 && glyph[gy]![gx] === "1") set(flat, x, y, colour);
      }
    }
  });
  // Two curves through the digits, in ink: one thin, one thick.
  for (let c = 0; c < 2; c++) {
    const base = HEIGHT * (0.3 + random() * 0.4);
    const amplitude = 3 + random() * 6;
    const period = 18 + random() * 30;
    const phase = random() * Math.PI * 2;
    const colour = ink();
    for (let x = 0; x < WIDTH; x++) {
      const y = Math.round(base + amplitude * Math.sin(x / period + phase));
      set(flat, x, y, colour);
      if (c === 1) set(flat, x, y + 1, colour);
    }
  }
  // Ink dots among the digits and faint speckles on the background.
  for (let i = 0; i < 120; i++) set(flat, Math.floor(random() * WIDTH), Math.floor(random() * HEIGHT), random() < 0.5 ? ink() : SPECKLE);

  // The whole picture bent by a wave along each axis.
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(BACKGROUND);
  const [ax, px, fx] = [1 + random() * 1.2, 7 + random() * 5, random() * Math.PI * 2];
  const [ay, py, fy] = [1 + random() * 1.2, 12 + random() * 10, random() * Math.PI * 2];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = Math.round(x + ax * Math.sin(y / px + fx));
      const sy = Math.round(y + ay * Math.sin(x / py + fy));
      if (sx >= 0 && sy >= 0 && sx < WIDTH && sy < HEIGHT) pixels[y * WIDTH + x] = flat[sy * WIDTH + sx]!;
    }
  }

  const raw = new Uint8Array((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) raw.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, WIDTH);
  v.setUint32(4, HEIGHT);
  ihdr.set([8, 3, 0, 0, 0], 8); // 8-bit, palette
  // Background, speckle, and three gold inks close enough to read as one, far enough to defeat one-colour thresholds.
  const palette = new Uint8Array([0x1e, 0x25, 0x45, 0x4a, 0x55, 0x80, 0xf6, 0xc4, 0x45, 0xe8, 0xa8, 0x3a, 0xff, 0xd8, 0x6a]);
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
