import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { captchaPng } from "./captcha-image";

describe("captcha image", () => {
  it("is a valid 120×44 palette PNG whose pixels decode", async () => {
    const png = await captchaPng("0427", () => 0.5);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const view = new DataView(png.buffer, png.byteOffset);
    expect(view.getUint32(16)).toBe(120);
    expect(view.getUint32(20)).toBe(44);
    // IHDR (25 bytes) + PLTE (21) → IDAT starts at 8 + 25 + 21.
    const idatStart = 8 + 25 + 21;
    const len = view.getUint32(idatStart);
    const raw = inflateSync(png.subarray(idatStart + 8, idatStart + 8 + len));
    expect(raw.length).toBe(121 * 44);
    expect(raw.includes(2)).toBe(true); // ink was drawn
  });
});
