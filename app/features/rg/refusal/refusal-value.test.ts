import { RgRefusalValue } from "@contract/schemas/rg";
import { describe, expect, it } from "vitest";
import { readRgRefusalValue } from "./refusal-value";

const limit = { kind: "loss", period: "week", limit: 100, used: 80, remaining: 20, resetAt: 1_800_000_000_000 };

/** Values a refusal may carry, well-formed or not: the hand-written reader must agree with the gateway's schema on each. */
const SAMPLES: unknown[] = [
  limit,
  { ...limit, kind: "deposit", period: "day" },
  { ...limit, kind: "stake", period: "month", extra: "dropped" },
  { ...limit, kind: "session" },
  { ...limit, period: "session" },
  { ...limit, limit: -1 },
  { ...limit, used: "80" },
  { ...limit, remaining: Number.NaN },
  { ...limit, resetAt: undefined },
  { ...limit, until: 5 },
  { until: 1_800_000_000_000 },
  { until: null },
  { until: "tomorrow" },
  { until: Number.NaN },
  { until: -5, kind: "loss" },
  {},
  null,
  "rg.blocked.timeout",
  42,
  [],
];

/** Refusals, read in the browser without zod (decision 055). */
describe("readRgRefusalValue reads what RgRefusalValue accepts, and nothing else", () => {
  it.each(SAMPLES.map((s) => [JSON.stringify(s) ?? String(s), s]))("%s", (_, sample) => {
    const parsed = RgRefusalValue.safeParse(sample);
    expect(readRgRefusalValue(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it("reads a limit with its figures and a pause with its end", () => {
    expect(readRgRefusalValue(limit)).toEqual(limit);
    expect(readRgRefusalValue({ until: 7 })).toEqual({ until: 7 });
  });
});
