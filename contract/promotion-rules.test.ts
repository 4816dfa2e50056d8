import { describe, expect, it } from "vitest";
import {
  conditionsOf,
  cycleAt,
  cycleInstants,
  eligibility,
  entryCancellable,
  entryCycle,
  entryStatusOnApply,
  isoWeekMonday,
  isoWeekOfDay,
  memberStatus,
  previousCycle,
  streakEndingAt,
} from "./promotion-rules";
import { parseRules } from "./schemas/promotions";

const facts = { daysSinceJoining: 10, depositTodayMinor: 0, turnover30dMinor: 0, depositCount: 0 };
const welcome = JSON.stringify({
  percentBp: 10_000,
  capMinor: 500_000,
  minDepositMinor: 20_000,
  turnoverMultiple: 10,
  firstDepositOnly: true,
  repeat: "once",
});

describe("promotion rules by kind", () => {
  it("P-ACT-01 reads a deposit bonus, a cashback, an event, a referral and a check-in rule", () => {
    expect(parseRules("deposit_bonus", welcome)).toMatchObject({ kind: "deposit_bonus", rules: { percentBp: 10_000, conditions: {} } });
    expect(
      parseRules("rebate", JSON.stringify({ ratesBp: { LIVE: 1000 }, basis: "net_loss", period: "week", capMinor: 1_000_000, turnoverMultiple: 0 })),
    ).toMatchObject({ kind: "rebate" });
    expect(parseRules("event", JSON.stringify({ grantMinor: 5000, turnoverMultiple: 1 }))?.kind).toBe("event");
    expect(
      parseRules("referral", JSON.stringify({ minDepositMinor: 50_000, rewardMinor: 10_000, inviteeRewardMinor: 10_000, turnoverMultiple: 1, windowDays: 30 }))
        ?.kind,
    ).toBe("referral");
    expect(parseRules("checkin", JSON.stringify({ streakDays: 7, prizeMinor: 18_800, turnoverMultiple: 1 }))?.kind).toBe("checkin");
    expect(parseRules("mission", "{}")?.kind).toBe("mission");
  });

  it("P-ACT-01 refuses a wrong shape, unknown keys, bad JSON and an unknown kind", () => {
    expect(parseRules("deposit_bonus", "{}")).toBeNull();
    expect(parseRules("event", JSON.stringify({ grantMinor: 5000, turnoverMultiple: 1, extra: 1 }))).toBeNull();
    expect(parseRules("event", "{not json")).toBeNull();
    expect(parseRules("lottery", "{}")).toBeNull();
    expect(parseRules("event", JSON.stringify({ grantMinor: 0, turnoverMultiple: 1 }))).toBeNull();
  });
});

describe("P-ACT-03 eligibility (research 2.4.1: you qualify / you need X more)", () => {
  it("qualifies when every condition holds", () => {
    expect(eligibility({}, facts)).toEqual({ ok: true });
    expect(eligibility({ minDaysSinceJoining: 7, maxDaysSinceJoining: 30, noDepositYet: true }, facts)).toEqual({ ok: true });
  });

  it("names every unmet condition with what is missing", () => {
    const r = eligibility(
      { minDaysSinceJoining: 14, minDepositTodayMinor: 50_000, minTurnover30dMinor: 1_000_000, noDepositYet: true },
      { daysSinceJoining: 10, depositTodayMinor: 20_000, turnover30dMinor: 400_000, depositCount: 2 },
    );
    expect(r).toEqual({
      ok: false,
      reasons: [
        { code: "joinedTooRecently", days: 4 },
        { code: "depositToday", needMinor: 30_000 },
        { code: "turnover30d", needMinor: 600_000 },
        { code: "depositMade" },
      ],
    });
    expect(eligibility({ maxDaysSinceJoining: 7 }, facts)).toEqual({ ok: false, reasons: [{ code: "joinedTooLongAgo", days: 7 }] });
  });

  it("a first-deposit-only bonus implies no deposit yet", () => {
    const p = parseRules("deposit_bonus", welcome)!;
    expect(conditionsOf(p)).toEqual({ noDepositYet: true });
    expect(eligibility(conditionsOf(p), { ...facts, depositCount: 1 })).toEqual({ ok: false, reasons: [{ code: "depositMade" }] });
  });
});

describe("cycles (operator day, ISO week)", () => {
  it("ISO weeks start on Monday and cross years", () => {
    expect(isoWeekOfDay("2026-11-24")).toBe("2026-W48");
    expect(isoWeekOfDay("2026-11-23")).toBe("2026-W48");
    expect(isoWeekOfDay("2026-11-22")).toBe("2026-W47");
    expect(isoWeekOfDay("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOfDay("2025-12-29")).toBe("2026-W01");
    expect(isoWeekMonday("2026-W48")).toBe("2026-11-23");
    expect(isoWeekMonday("2026-W01")).toBe("2025-12-29");
    expect(previousCycle("2026-W01")).toBe("2025-W52");
    expect(previousCycle("2026-03-01")).toBe("2026-02-28");
  });

  it("the operator day is UTC+8", () => {
    const at = Date.UTC(2026, 10, 23, 17, 0); // 01:00 on the 24th in Manila
    expect(cycleAt("day", at)).toBe("2026-11-24");
    expect(cycleInstants("2026-11-24")).toEqual({ start: Date.UTC(2026, 10, 23, 16), end: Date.UTC(2026, 10, 24, 16) });
    expect(cycleInstants("2026-W48")).toEqual({ start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 29, 16) });
  });

  it("a repeatable promotion is entered once per cycle, a once-only one for ''", () => {
    const now = Date.UTC(2026, 10, 24, 4);
    const weekly = parseRules("deposit_bonus", JSON.stringify({ ...JSON.parse(welcome), repeat: "weekly", firstDepositOnly: false }))!;
    expect(entryCycle(weekly, now)).toBe("2026-W48");
    expect(entryCycle(parseRules("deposit_bonus", welcome)!, now)).toBe("");
    expect(entryCycle(parseRules("checkin", JSON.stringify({ streakDays: 7, prizeMinor: 1, turnoverMultiple: 1 }))!, now)).toBe("2026-11-24");
  });

  it("a check-in streak counts consecutive days back", () => {
    const days = new Set(["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24"]);
    expect(streakEndingAt(days, "2026-11-24")).toBe(3);
    expect(streakEndingAt(days, "2026-11-21")).toBe(0);
  });
});

describe("§4 status derivation", () => {
  const base = { startsAt: 100, endsAt: 1000, entry: null, reward: null, now: 500 } as const;
  it("dates decide without an entry", () => {
    expect(memberStatus(base)).toBe("Process");
    expect(memberStatus({ ...base, now: 50 })).toBe("coming");
    expect(memberStatus({ ...base, now: 2000 })).toBe("Closed");
  });
  it("a joined bonus reads Issued when claimable and Claimed once claimed", () => {
    const entry = { status: "Joined" } as const;
    expect(memberStatus({ ...base, entry })).toBe("Joined");
    expect(memberStatus({ ...base, entry, reward: "claimable" })).toBe("Issued");
    expect(memberStatus({ ...base, entry, reward: "claimed" })).toBe("Claimed");
    expect(memberStatus({ ...base, entry: { status: "Rejected" }, now: 2000 })).toBe("Rejected");
  });
  it("applying: events wait for review, check-in signs, the rest join; cancel before anything is granted", () => {
    expect(entryStatusOnApply("event")).toBe("Applying");
    expect(entryStatusOnApply("checkin")).toBe("signed");
    expect(entryStatusOnApply("deposit_bonus")).toBe("Joined");
    expect(entryCancellable("Applying", false)).toBe(true);
    expect(entryCancellable("Joined", false)).toBe(true);
    expect(entryCancellable("Joined", true)).toBe(false);
    expect(entryCancellable("Issued", false)).toBe(false);
  });
});
