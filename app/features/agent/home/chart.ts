/**
 * The team overview's trend chart (research A-OV-02): pure geometry for a server-rendered SVG —
 * no chart library. Every series of a chart shares one scale that always includes zero, so a
 * loss reads below the zero line. The view box is fixed (CHART.width × CHART.height), so the
 * chart keeps its aspect ratio at any width and never shifts the layout.
 */
export const CHART = { width: 340, height: 180, top: 12, right: 8, bottom: 22, left: 8 } as const;

export type Scale = { min: number; max: number };

/** The scale of all the series' values, zero always included; a flat chart gets a unit span. */
export function scaleOf(series: readonly (readonly number[])[]): Scale {
  const values = series.flat();
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (min === max) return { min, max: min + 1 };
  // A little headroom so a peak is not drawn on the edge.
  const pad = (max - min) * 0.08;
  if (max > 0) max += pad;
  if (min < 0) min -= pad;
  return { min, max };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The x of the i-th of n points: the centre of its column. */
export function xOf(i: number, n: number): number {
  const inner = CHART.width - CHART.left - CHART.right;
  return round(CHART.left + (inner * (i + 0.5)) / Math.max(1, n));
}

/** The y of a value on a scale. */
export function yOf(value: number, scale: Scale): number {
  const inner = CHART.height - CHART.top - CHART.bottom;
  return round(CHART.top + (inner * (scale.max - value)) / (scale.max - scale.min));
}

/** The SVG path of one series: a line through each day's point ("M x y L x y …"); empty for no points. */
export function linePath(values: readonly number[], scale: Scale): string {
  return values.map((v, i) => `${i === 0 ? "M" : "L"}${xOf(i, values.length)} ${yOf(v, scale)}`).join(" ");
}

/** Each day's column (x and width) for its link, covering the plot's full height. */
export function columns(n: number): { x: number; width: number }[] {
  const inner = CHART.width - CHART.left - CHART.right;
  const width = round(inner / Math.max(1, n));
  return Array.from({ length: n }, (_, i) => ({ x: round(CHART.left + (inner * i) / n), width }));
}

/** Which day labels to print under the axis: at most `max`, evenly spread, first and last always. */
export function labelIndexes(n: number, max = 6): number[] {
  if (n <= 0) return [];
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}
