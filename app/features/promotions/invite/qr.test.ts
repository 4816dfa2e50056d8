import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrSvg } from "./qr";

const LINK = "https://lobby.example/m/register?code=DEMOFRIEND";

/** The modules the path paints, back as a matrix (the path is a list of one-row runs). */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, n, back] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    expect(back).toBe(n);
    for (let i = 0; i < n; i++) grid[y]![x + i] = true;
  }
  return grid;
}

describe("the invitation link's QR code (P-INV-01)", () => {
  it("is the matrix of the link with a four-module quiet zone", () => {
    const { size, path } = qrSvg(LINK);
    const matrix = encode(LINK, { ecc: "M", border: 0 }).data;
    expect(size).toBe(matrix.length + 2 * QUIET_ZONE);
    // A version-3 or larger code for a link this long: 29 modules and up.
    expect(matrix.length).toBeGreaterThanOrEqual(29);
    expect((matrix.length - 17) % 4).toBe(0);
    const grid = paint(path, size);
    matrix.forEach((row, y) => row.forEach((dark, x) => expect(grid[y + QUIET_ZONE]![x + QUIET_ZONE]).toBe(dark)));
    // The quiet zone stays light.
    expect(grid.slice(0, QUIET_ZONE).flat().some(Boolean)).toBe(false);
    expect(
      grid
        .map((row) => row.slice(0, QUIET_ZONE))
        .flat()
        .some(Boolean),
    ).toBe(false);
  });

  it("is a valid path of runs only", () => {
    const { path } = qrSvg(LINK);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The finder pattern's top row: seven dark modules from the corner of the code.
    expect(path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h7v1h-7z`)).toBe(true);
  });

  it("changes with the link", () => {
    expect(qrSvg(`${LINK}X`).path).not.toBe(qrSvg(LINK).path);
  });
});
