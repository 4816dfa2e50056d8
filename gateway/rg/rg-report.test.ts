/** The operator's responsible-gaming text (`npm run site -- market` / `rg MEMBER`, RG-15, decision 040). */
import { describe, expect, it } from "vitest";
import { exclusionConfirmation, operatorDateTime } from "./rg-mail";
import { formatMarkets, formatRgReport, type RgReport } from "./rg-report";
import type { MarketRules } from "../../contract/rg-markets";

/** 2026-11-24 12:00 in Manila. */
const NOON = Date.UTC(2026, 10, 24, 4);
const HOUR = 3_600_000;

const PH: MarketRules = {
  code: "PH",
  regulator: "PAGCOR",
  minAge: 21,
  timeoutMaxDays: 42,
  requiredLimits: [],
  realityCheckRequired: false,
  withdrawalCancel: true,
  exclusionRegisterUrl: null,
};
const BR: MarketRules = {
  ...PH,
  code: "BR",
  regulator: "SPA/MF",
  minAge: 18,
  requiredLimits: ["loss", "session"],
  exclusionRegisterUrl: "https://example.gov.br",
};

describe("formatMarkets", () => {
  it("names the market in force and marks its row; every rule is on the line", () => {
    const text = formatMarkets("BR", [BR, PH]);
    const lines = text.split("\n");
    expect(lines[0]).toBe("market in force: BR");
    expect(lines[2]).toMatch(/^\* BR SPA\/MF +min age 18, time-out up to 42 days, required limits loss\+session, reality check mandatory no/);
    expect(lines[2]).toContain("exclusion register https://example.gov.br");
    expect(lines[3]).toMatch(/^ {2}PH PAGCOR +min age 21, .*required limits none, .*withdrawal cancel yes$/);
  });
});

describe("formatRgReport (RG-15: the operator reads every control and its trail)", () => {
  const report: RgReport = {
    member: { id: 105, account: "player05" },
    market: PH,
    limits: [
      { kind: "deposit", period: "day", setting: { value: 500_000, pending: { value: 800_000, at: NOON + 24 * HOUR } } },
      { kind: "loss", period: "week", setting: { value: 100_050, pending: { value: null, at: NOON + 2 * HOUR } } },
      { kind: "session", period: "session", setting: { value: 90, pending: null } },
    ],
    reality: { setting: { value: 30, pending: null }, defaulted: false },
    blocks: [
      { kind: "timeout", startsAt: NOON - HOUR, endsAt: NOON + 24 * HOUR, reason: null },
      { kind: "session", startsAt: NOON - 48 * HOUR, endsAt: NOON - 40 * HOUR, reason: null },
    ],
    audit: [
      { control: "timeout", oldValue: null, newValue: "2026-11-25T04:00:00.000Z", actor: "member", requestedAt: NOON - HOUR, effectiveAt: NOON - HOUR },
      { control: "limit.deposit.day", oldValue: "5000.00", newValue: "8000.00", actor: "member", requestedAt: NOON, effectiveAt: NOON + 24 * HOUR },
    ],
  };

  it("prints limits with pending changes and their dates, the reality check, blocks in force or ended, and the audit", () => {
    const text = formatRgReport(report, NOON);
    expect(text).toContain("member player05 (id 105), market PH (PAGCOR)");
    expect(text).toMatch(/deposit\/day +5000\.00, pending 8000\.00 from 2026-11-25 12:00 UTC\+8/);
    expect(text).toMatch(/loss\/week +1000\.50, pending none from 2026-11-24 14:00 UTC\+8/);
    expect(text).toMatch(/session\/session +90 min per sign-in$/m);
    expect(text).toContain("reality check: every 30 min");
    expect(text).toMatch(/timeout +2026-11-24 11:00 UTC\+8 → 2026-11-25 12:00 UTC\+8 {2}IN FORCE/);
    expect(text).toMatch(/session +2026-11-22 12:00 UTC\+8 → 2026-11-22 20:00 UTC\+8 {2}ended/);
    expect(text).toContain("2026-11-24 11:00 UTC+8  timeout: none → 2026-11-25T04:00:00.000Z by member");
    expect(text).toContain("2026-11-24 12:00 UTC+8  limit.deposit.day: 5000.00 → 8000.00 by member, effective 2026-11-25 12:00 UTC+8");
  });

  it("a member with no controls reads 'none' in every section; a mandatory default reality check says so", () => {
    const empty: RgReport = { ...report, limits: [], blocks: [], audit: [], reality: { setting: { value: 60, pending: null }, defaulted: true } };
    const text = formatRgReport(empty, NOON);
    expect(text.match(/^ {2}none$/gm)).toHaveLength(3);
    expect(text).toContain("reality check: every 60 min (the market's default: mandatory)");
    const off = formatRgReport({ ...empty, reality: { setting: { value: null, pending: { value: 15, at: NOON } }, defaulted: false } }, NOON);
    expect(off).toContain("reality check: off, pending 15 min from 2026-11-24 12:00 UTC+8");
  });
});

describe("exclusionConfirmation (RG-11)", () => {
  it("names the end on the operator's clock in each language", () => {
    const end = Date.UTC(2027, 4, 24, 4);
    expect(operatorDateTime(end)).toBe("2027-05-24 12:00");
    for (const lang of ["ty", "en", "pt"] as const) {
      const c = exclusionConfirmation(lang, end);
      expect(c.body).toContain("2027-05-24 12:00 (UTC+8)");
      expect(c.title.length).toBeGreaterThan(5);
    }
    expect(new Set((["ty", "en", "pt"] as const).map((l) => exclusionConfirmation(l, end).title)).size).toBe(3);
  });
});
