import { encode } from "uqr";

/**
 * The invitation link's QR code, made on the server (decision 038): the page needs no script and
 * no image request, and the link never leaves the site for a QR service. The matrix from `uqr`
 * becomes one SVG path of the dark modules, one horizontal run at a time, on a white square with
 * a four-module quiet zone, so phones scan it on the dark theme.
 */
export const QUIET_ZONE = 4;

export type QrSvg = {
  /** Modules per side including the quiet zone (the viewBox's width and height). */
  size: number;
  /** The dark modules: "M x y h n v1 h -n z" per run. */
  path: string;
};

/** The QR matrix of `text` (error correction M) as the pieces of an SVG. */
export function qrSvg(text: string): QrSvg {
  const { data } = encode(text, { ecc: "M", border: 0 });
  const size = data.length + 2 * QUIET_ZONE;
  let path = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path };
}
