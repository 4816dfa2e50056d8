import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { captchaPng } from "./captcha-image";

/** A repeatable random source (a small LCG), so each image in a test is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** The palette indexes of the image, one row per line (PNG filter byte dropped). */
function decode(png: Uint8Array): { width: number; height: number; pixels: number[][] } {
  const view = new DataView(png.buffer, png.byteOffset);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const plteLength = view.getUint32(8 + 25);
  const idatStart = 8 + 25 + 12 + plteLength;
  const raw = inflateSync(png.subarray(idatStart + 8, idatStart + 8 + view.getUint32(idatStart)));
  const pixels = Array.from({ length: height }, (_, y) => [...raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1))]);
  return { width, height, pixels };
}

const INKS = new Set([2, 3, 4]);

describe("captcha image (decision 072: a challenge OCR scripts do not read)", () => {
  it("is a valid 120×44 palette PNG whose pixels decode, with ink drawn", async () => {
    const png = await captchaPng("042719", seeded(1));
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const { width, height, pixels } = decode(png);
    expect([width, height]).toEqual([120, 44]);
    expect(pixels.flat().some((p) => INKS.has(p))).toBe(true);
  });

  it("draws its clutter in the digits' own inks, so no colour filter keeps the digits alone: ink runs out to the edges, where no digit is", async () => {
    for (const seed of [1, 2, 3]) {
      const { pixels } = decode(await captchaPng("883105", seeded(seed)));
      const edgeInk = pixels.flatMap((row) => [...row.slice(0, 3), ...row.slice(-3)]).filter((p) => INKS.has(p));
      expect(edgeInk.length, `seed ${seed}`).toBeGreaterThan(0);
      // More than one ink: a single-colour threshold loses part of every digit.
      expect(new Set(pixels.flat().filter((p) => INKS.has(p))).size, `seed ${seed}`).toBeGreaterThan(1);
    }
  });

  it("draws the same answer differently each time (no template to match)", async () => {
    const a = decode(await captchaPng("561290", seeded(7))).pixels.flat();
    const b = decode(await captchaPng("561290", seeded(8))).pixels.flat();
    const same = a.filter((p, i) => p === b[i]).length / a.length;
    expect(same).toBeLessThan(0.9);
  });
});
