/**
 * The pure responsible-gaming rules (decision 040; research §4.2 RG-01…RG-15, §4.3 the
 * block matrix). Operator time is UTC+8: Manila midnight is 16:00 UTC the day before.
 */
import { describe, expect, it } from "vitest";
import {
  ageOn,
  changeSetting,
  COOLING_OFF_MS,
  exclusionEnd,
  gateRefusal,
  limitRefusal,
  limitWindow,
  lowerIsTighter,
  RG_ACTIVITIES,
  realityChoices,
  realityDueAt,
  settingAt,
  shorterIsTighter,
  timeoutChoices,
  timeoutEnd,
  type BlockKind,
  type LimitUse,
  type Setting,
} from "./rg-rules";

/** 2026-11-24 (a Tuesday) 12:00 in Manila. */
const NOON = Date.UTC(2026, 10, 24, 4);
/** Manila midnight starting the given day (month 0-based). */
const manilaMidnight = (y: number, m: number, d: number) => Date.UTC(y, m, d) - 8 * 3_600_000;

describe("limitWindow (RG-01…RG-03: operator calendar windows, UTC+8)", () => {
  it("day: from Manila midnight to the next; the last millisecond before midnight is still today", () => {
    expect(limitWindow("day", NOON)).toEqual({ start: manilaMidnight(2026, 10, 24), resetAt: manilaMidnight(2026, 10, 25) });
    const lastMs = manilaMidnight(2026, 10, 25) - 1;
    expect(limitWindow("day", lastMs).start).toBe(manilaMidnight(2026, 10, 24));
    expect(limitWindow("day", lastMs + 1).start).toBe(manilaMidnight(2026, 10, 25));
    // 00:30 in Manila is still 16:30 UTC the day before: the operator day counts, not the UTC one.
    expect(limitWindow("day", manilaMidnight(2026, 10, 24) + 30 * 60_000).start).toBe(manilaMidnight(2026, 10, 24));
  });

  it("week: Monday 00:00 to the next Monday; Sunday 23:59 is in the old week, Monday 00:00 starts the new one", () => {
    expect(limitWindow("week", NOON)).toEqual({ start: manilaMidnight(2026, 10, 23), resetAt: manilaMidnight(2026, 10, 30) });
    const monday = manilaMidnight(2026, 10, 30);
    expect(limitWindow("week", monday - 60_000).start).toBe(manilaMidnight(2026, 10, 23));
    expect(limitWindow("week", monday)).toEqual({ start: monday, resetAt: manilaMidnight(2026, 11, 7) });
  });

  it("month: the 1st to the 1st of the next month, December rolling over into January", () => {
    expect(limitWindow("month", NOON)).toEqual({ start: manilaMidnight(2026, 10, 1), resetAt: manilaMidnight(2026, 11, 1) });
    const december = Date.UTC(2026, 11, 15, 4);
    expect(limitWindow("month", december)).toEqual({ start: manilaMidnight(2026, 11, 1), resetAt: manilaMidnight(2027, 0, 1) });
    // 2027-01-01 00:00 in Manila (2026-12-31 16:00 UTC) is already January.
    expect(limitWindow("month", manilaMidnight(2027, 0, 1))).toEqual({ start: manilaMidnight(2027, 0, 1), resetAt: manilaMidnight(2027, 1, 1) });
  });
});

describe("changeSetting and settingAt (RG-05 decrease now, RG-06 increase after 24 h)", () => {
  const none: Setting = { value: null, pending: null };
  const set = (value: number | null, pending: Setting["pending"] = null): Setting => ({ value, pending });

  it("a first limit (any limit is tighter than none) and a lower one apply now", () => {
    expect(changeSetting(none, 50_000, NOON, lowerIsTighter)).toEqual({ setting: set(50_000), effect: "now", effectiveAt: NOON });
    expect(changeSetting(set(50_000), 30_000, NOON, lowerIsTighter)).toEqual({ setting: set(30_000), effect: "now", effectiveAt: NOON });
  });

  it("a lower value drops a pending raise", () => {
    const raising = set(50_000, { value: 90_000, at: NOON + 1000 });
    expect(changeSetting(raising, 40_000, NOON, lowerIsTighter)).toEqual({ setting: set(40_000), effect: "now", effectiveAt: NOON });
  });

  it("a raise and a removal wait COOLING_OFF_MS (24 h)", () => {
    const at = NOON + COOLING_OFF_MS;
    expect(COOLING_OFF_MS).toBe(24 * 3_600_000);
    expect(changeSetting(set(50_000), 90_000, NOON, lowerIsTighter)).toEqual({
      setting: set(50_000, { value: 90_000, at }),
      effect: "pending",
      effectiveAt: at,
    });
    expect(changeSetting(set(50_000), null, NOON, lowerIsTighter)).toEqual({ setting: set(50_000, { value: null, at }), effect: "pending", effectiveAt: at });
  });

  it("asking for the value in force cancels a pending change; without one it is unchanged", () => {
    const raising = set(50_000, { value: 90_000, at: NOON + 1000 });
    expect(changeSetting(raising, 50_000, NOON, lowerIsTighter)).toEqual({ setting: set(50_000), effect: "now", effectiveAt: NOON });
    expect(changeSetting(set(50_000), 50_000, NOON, lowerIsTighter)).toEqual({ setting: set(50_000), effect: "unchanged", effectiveAt: NOON });
    expect(changeSetting(none, null, NOON, lowerIsTighter).effect).toBe("unchanged");
  });

  it("settingAt folds a pending change in once its time has come (not a millisecond before)", () => {
    const raising = set(50_000, { value: 90_000, at: NOON });
    expect(settingAt(raising, NOON - 1)).toBe(raising);
    expect(settingAt(raising, NOON)).toEqual(set(90_000));
    expect(settingAt(set(50_000, { value: null, at: NOON }), NOON)).toEqual(none);
    // A change asked for after a due pending one starts from the folded value.
    expect(changeSetting(raising, 80_000, NOON, lowerIsTighter)).toEqual({ setting: set(80_000), effect: "now", effectiveAt: NOON });
  });

  it("reality checks: a shorter interval is tighter, off is the loosest (RG-08)", () => {
    expect(shorterIsTighter(60, 15)).toBe(true);
    expect(shorterIsTighter(15, 60)).toBe(false);
    expect(shorterIsTighter(null, 60)).toBe(true);
    expect(shorterIsTighter(60, null)).toBe(false);
    expect(changeSetting(set(30), null, NOON, shorterIsTighter).effect).toBe("pending");
  });
});

describe("limitRefusal (RG-01/02/03, RG-07 strictest wins)", () => {
  const use = (kind: LimitUse["kind"], period: LimitUse["period"], limitMinor: number, usedMinor: number, resetAt: number): LimitUse => ({
    kind,
    period,
    limitMinor,
    usedMinor,
    resetAt,
  });

  it("RG-07: of several limits an amount would pass, the one with the least left is named", () => {
    const uses = [use("stake", "month", 100_000, 10_000, 3), use("stake", "day", 20_000, 15_000, 1), use("loss", "week", 50_000, 0, 2)];
    expect(limitRefusal(uses, ["stake", "loss"], 60_000)).toEqual({
      code: "rg.limit.stake",
      kind: "stake",
      period: "day",
      limitMinor: 20_000,
      usedMinor: 15_000,
      remainingMinor: 5_000,
      resetAt: 1,
    });
  });

  it("RG-07: equal allowances left: the earliest reset is named", () => {
    const uses = [use("loss", "week", 10_000, 5_000, 200), use("loss", "day", 6_000, 1_000, 100)];
    expect(limitRefusal(uses, ["loss"], 6_000)?.period).toBe("day");
  });

  it("an amount within every limit, up to exactly the remainder, passes; kinds not asked are ignored", () => {
    const uses = [use("deposit", "day", 10_000, 4_000, 1), use("stake", "day", 1, 1, 1)];
    expect(limitRefusal(uses, ["deposit"], 6_000)).toBeNull();
    expect(limitRefusal(uses, ["deposit"], 6_001)?.remainingMinor).toBe(6_000);
  });

  it("amount 0 asks whether a limit is already reached (used ≥ limit); over-use shows 0 remaining", () => {
    expect(limitRefusal([use("loss", "day", 10_000, 9_999, 1)], ["loss"], 0)).toBeNull();
    expect(limitRefusal([use("loss", "day", 10_000, 10_000, 1)], ["loss"], 0)?.remainingMinor).toBe(0);
    expect(limitRefusal([use("loss", "day", 10_000, 12_000, 1)], ["loss"], 0)).toMatchObject({ usedMinor: 12_000, remainingMinor: 0 });
  });

  it("no limits: nothing is refused", () => {
    expect(limitRefusal([], ["deposit", "stake", "loss"], 1_000_000)).toBeNull();
  });
});

describe("gateRefusal: the block matrix (research §4.3)", () => {
  const BLOCKS: BlockKind[] = ["timeout", "exclusion", "session"];
  const until = NOON + 7 * 86_400_000;

  for (const kind of BLOCKS) {
    for (const activity of RG_ACTIVITIES) {
      const expected = activity === "free" ? null : { code: `rg.blocked.${kind}`, until };
      it(`${kind} × ${activity}: ${expected ? "refused" : "open"}`, () => {
        expect(gateRefusal({ block: { kind, endsAt: until }, realityDue: false }, activity)).toEqual(expected);
        // A due reality check changes nothing under a block: the block is what is named.
        expect(gateRefusal({ block: { kind, endsAt: until }, realityDue: true }, activity)).toEqual(expected);
      });
    }
  }

  for (const activity of RG_ACTIVITIES) {
    const expected = activity === "play" ? { code: "rg.reality_check.due", until: null } : null;
    it(`reality check due × ${activity}: ${expected ? "paused" : "open"}`, () => {
      expect(gateRefusal({ block: null, realityDue: true }, activity)).toEqual(expected);
    });
    it(`no block, nothing due × ${activity}: open`, () => {
      expect(gateRefusal({ block: null, realityDue: false }, activity)).toBeNull();
    });
  }

  it("free is never refused and deposit/play are always refused under a block", () => {
    const states = [
      { block: null, realityDue: false },
      { block: null, realityDue: true },
      ...BLOCKS.flatMap((kind) => [true, false].map((realityDue) => ({ block: { kind, endsAt: until }, realityDue }))),
    ];
    for (const s of states) {
      expect(gateRefusal(s, "free")).toBeNull();
      if (s.block) {
        expect(gateRefusal(s, "deposit")).not.toBeNull();
        expect(gateRefusal(s, "play")).not.toBeNull();
      }
    }
  });
});

describe("reality check due time, time-out and self-exclusion ends", () => {
  it("realityDueAt: every `minutes` since last answered; off never falls due", () => {
    expect(realityDueAt(15, NOON)).toBe(NOON + 15 * 60_000);
    expect(realityDueAt(null, NOON)).toBeNull();
  });

  it("timeoutEnd (RG-10): whole days from now", () => {
    expect(timeoutEnd(1, NOON)).toBe(NOON + 86_400_000);
    expect(timeoutEnd(42, NOON)).toBe(NOON + 42 * 86_400_000);
  });

  it("exclusionEnd (RG-11): calendar months, across years; a month-end rolls forward, never shorter", () => {
    expect(exclusionEnd(6, NOON)).toBe(Date.UTC(2027, 4, 24, 4));
    expect(exclusionEnd(12, NOON)).toBe(Date.UTC(2027, 10, 24, 4));
    expect(exclusionEnd(60, NOON)).toBe(Date.UTC(2031, 10, 24, 4));
    // 31 August + 6 months: there is no 31 February, so it ends in early March.
    const aug31 = Date.UTC(2026, 7, 31, 4);
    expect(exclusionEnd(6, aug31)).toBe(Date.UTC(2027, 2, 3, 4));
    expect(exclusionEnd(6, aug31)).toBeGreaterThan(Date.UTC(2027, 1, 28, 4));
  });
});

describe("ageOn (SPEC §5: the age gate, on the operator's day)", () => {
  it("the birthday today counts, tomorrow does not", () => {
    expect(ageOn("2005-11-24", NOON)).toBe(21);
    expect(ageOn("2005-11-25", NOON)).toBe(20);
    expect(ageOn("2005-11-23", NOON)).toBe(21);
  });

  it("counts the operator day: 00:30 in Manila on the birthday is 16:30 UTC the day before", () => {
    const earlyManila = manilaMidnight(2026, 10, 24) + 30 * 60_000;
    expect(ageOn("2005-11-24", earlyManila)).toBe(21);
    expect(ageOn("2005-11-24", earlyManila - 3_600_000)).toBe(20);
  });

  it("a leap-day birthday: 28 February is not yet, 1 March is; in a leap year the 29th is", () => {
    expect(ageOn("2008-02-29", Date.UTC(2026, 1, 28, 4))).toBe(17);
    expect(ageOn("2008-02-29", Date.UTC(2026, 2, 1, 4))).toBe(18);
    expect(ageOn("2008-02-29", Date.UTC(2028, 1, 29, 4))).toBe(20);
    expect(ageOn("2008-02-29", Date.UTC(2028, 1, 28, 4))).toBe(19);
  });
});

describe("market choices", () => {
  it("timeoutChoices: MT (30 days at most) hides 42; PH/UK/BR offer all four", () => {
    expect(timeoutChoices({ timeoutMaxDays: 30 })).toEqual([1, 7, 30]);
    expect(timeoutChoices({ timeoutMaxDays: 42 })).toEqual([1, 7, 30, 42]);
  });

  it("realityChoices: MT (mandatory) has no off; elsewhere off (null) is offered last", () => {
    expect(realityChoices({ realityCheckRequired: true })).toEqual([15, 30, 60]);
    expect(realityChoices({ realityCheckRequired: false })).toEqual([15, 30, 60, null]);
  });
});
