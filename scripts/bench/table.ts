/** Figures and aligned tables for the bench reports. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : "—");
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

export function tableLines(rows: string[][], rightAlign: boolean[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map(
    (r) =>
      "  " +
      r
        .map((c, i) => (rightAlign[i] ? lpad(c, widths[i]!) : pad(c, widths[i]!)))
        .join("  ")
        .trimEnd(),
  );
}

// ---------------------------------------------------------------------------------------------
