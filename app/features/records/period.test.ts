import { describe, expect, it } from "vitest";
import { DEFAULT_PRESET, periodParams, presetPeriod, readPeriod } from "./period";
import { readRecordQuery, recordSearch } from "./query";

/** An instant given as the operator's wall clock (UTC+8). */
const manila = (day: string, h = 12) => Date.parse(`${day}T00:00:00Z`) + (h - 8) * 3_600_000;
const NOW = manila("2026-11-23", 10);
const read = (search: string, now = NOW) => readPeriod(new URLSearchParams(search), now);

describe("record periods (today / yesterday / 7 days / 30 days / custom, in the URL)", () => {
  it("defaults to the last 7 days, today included, and leaves the default out of URLs", () => {
    expect(DEFAULT_PRESET).toBe("7d");
    expect(read("")).toEqual({ period: { preset: "7d", from: "2026-11-17", to: "2026-11-23" }, adjusted: false });
    expect(periodParams(read("").period)).toEqual([]);
  });

  it("reads each preset on the operator's calendar", () => {
    expect(read("period=today").period).toEqual({ preset: "today", from: "2026-11-23", to: "2026-11-23" });
    expect(read("period=yesterday").period).toEqual({ preset: "yesterday", from: "2026-11-22", to: "2026-11-22" });
    expect(read("period=30d").period).toEqual({ preset: "30d", from: "2026-10-25", to: "2026-11-23" });
    // 01:00 in Manila on the 24th is still the 23rd in UTC: the operator's day counts.
    expect(read("period=today", manila("2026-11-24", 1)).period.from).toBe("2026-11-24");
  });

  it("reads a custom range, and ignores dates under a preset", () => {
    expect(read("period=custom&from=2026-10-01&to=2026-10-31")).toEqual({
      period: { preset: "custom", from: "2026-10-01", to: "2026-10-31" },
      adjusted: false,
    });
    expect(read("period=today&from=2026-10-01&to=2026-10-31").period).toEqual(presetPeriod("today", NOW));
  });

  it("keeps a custom range within 90 days back and today, and says it adjusted it", () => {
    expect(read("period=custom&from=2026-08-25&to=2026-11-23")).toEqual({
      period: { preset: "custom", from: "2026-08-25", to: "2026-11-23" },
      adjusted: false,
    });
    expect(read("period=custom&from=2026-08-24&to=2026-09-01")).toEqual({
      period: { preset: "custom", from: "2026-08-25", to: "2026-09-01" },
      adjusted: true,
    });
    expect(read("period=custom&from=2026-11-20&to=2026-12-05")).toEqual({
      period: { preset: "custom", from: "2026-11-20", to: "2026-11-23" },
      adjusted: true,
    });
    expect(read("period=custom&from=2025-01-01&to=2025-02-01").period).toMatchObject({ from: "2026-08-25", to: "2026-08-25" });
  });

  it("swaps reversed days, reads one day alone as that day, and falls back on nonsense", () => {
    expect(read("period=custom&from=2026-11-20&to=2026-11-10")).toEqual({
      period: { preset: "custom", from: "2026-11-10", to: "2026-11-20" },
      adjusted: true,
    });
    expect(read("period=custom&from=2026-11-20").period).toMatchObject({ from: "2026-11-20", to: "2026-11-20" });
    expect(read("period=custom&to=2026-11-20&from=").period).toMatchObject({ from: "2026-11-20", to: "2026-11-20" });
    expect(read("period=custom&from=2026-02-30&to=nope")).toEqual({ period: presetPeriod("7d", NOW), adjusted: true });
    expect(read("period=custom")).toEqual({ period: presetPeriod("7d", NOW), adjusted: false });
    expect(read("period=lastYear")).toEqual({ period: presetPeriod("7d", NOW), adjusted: true });
  });
});

describe("record URLs (R-10: the filter is All unless the URL names a known value)", () => {
  const kinds = { param: "kind", values: ["bet", "games"] };
  const url = { filterParam: "kind", keep: [["types", "A"]] as const };

  it("reads the filter and page; an unknown filter is All, a bad page is 1", () => {
    const { query } = readRecordQuery(new URLSearchParams("period=30d&kind=games&page=3"), NOW, kinds);
    expect(query).toEqual({ period: presetPeriod("30d", NOW), filter: "games", page: 3 });
    expect(readRecordQuery(new URLSearchParams("kind=jackpot&page=-2"), NOW, kinds).query).toMatchObject({ filter: null, page: 1 });
    expect(readRecordQuery(new URLSearchParams("page=2.5"), NOW, kinds).query.page).toBe(1);
  });

  it("writes canonical URLs that read back the same, keeping the page's own parameters first", () => {
    const query = { period: { preset: "custom" as const, from: "2026-11-01", to: "2026-11-05" }, filter: "bet", page: 2 };
    const search = recordSearch(query, url);
    expect(search).toBe("?types=A&period=custom&from=2026-11-01&to=2026-11-05&kind=bet&page=2");
    expect(readRecordQuery(new URLSearchParams(search), NOW, kinds).query).toEqual(query);
    expect(recordSearch({ period: presetPeriod("7d", NOW), filter: null, page: 1 }, { filterParam: "kind" })).toBe("");
    expect(recordSearch({ period: presetPeriod("today", NOW), filter: null, page: 2 }, { filterParam: "kind" }, { more: true })).toBe(
      "?period=today&page=2&more=1",
    );
  });
});
