import { describe, expect, it } from "vitest";
import {
  BIG_SMALL_ODDS_X100,
  DIGITS_ODDS_X100,
  PAYTABLE,
  PAYTABLE_WEIGHT,
  RTP_BP,
  bigSmallOf,
  isCancellable,
  lineOf,
  lotteryOdds,
  mainNumber,
  orderStatus,
  parseDigits,
  parseStake,
  payout,
  paytableRtpBp,
  spin,
  wins,
} from "./bet-rules";

describe("slot paytable (decision 028)", () => {
  it("returns exactly 96 % to the player: Σ weight × multiplier over the total weight", () => {
    expect(PAYTABLE.reduce((n, l) => n + l.weight, 0)).toBe(PAYTABLE_WEIGHT);
    expect(paytableRtpBp()).toBe(RTP_BP);
    expect(RTP_BP).toBe(9_600);
  });

  it("draws each line with its weight: over every ticket the spins pay 96 %", () => {
    // The PRNG's tickets are uniform over 0…9,999; a large sample lands near the exact figure.
    let staked = 0;
    let paid = 0;
    const seen = new Map<string, number>();
    for (let i = 0; i < 40_000; i++) {
      const o = spin(`sample-${i}`);
      staked += 100;
      paid += payout(100, o.multiplierX100);
      seen.set(o.line, (seen.get(o.line) ?? 0) + 1);
    }
    expect(Math.abs(paid / staked - 0.96)).toBeLessThan(0.05);
    expect(seen.size).toBe(PAYTABLE.length);
    expect(seen.get("LOSE")! / 40_000).toBeCloseTo(0.667, 1);
  });

  it("is reproducible from its seed, and its reels show the line it pays", () => {
    expect(spin("4821093375")).toEqual(spin("4821093375"));
    for (let i = 0; i < 2_000; i++) {
      const o = spin(String(1_000_000_000 + i));
      expect(lineOf(o.reels), o.reels.join(" ")).toBe(o.line);
      expect(o.multiplierX100).toBe(PAYTABLE.find((l) => l.line === o.line)!.multiplierX100);
    }
  });
});

describe("stakes", () => {
  it("are whole pesos from ₱1 to ₱10,000", () => {
    expect(parseStake("1")).toBe(100);
    expect(parseStake(" 10000 ")).toBe(1_000_000);
    expect(parseStake(50)).toBe(5_000);
    for (const bad of ["0", "10001", "1.5", "-5", "", "abc", "1e3", null, undefined, 0.5]) expect(parseStake(bad), String(bad)).toBeNull();
  });
  it("pay stake × odds rounded down to the centavo", () => {
    expect(payout(1_000, BIG_SMALL_ODDS_X100)).toBe(1_950);
    expect(payout(333, BIG_SMALL_ODDS_X100)).toBe(649);
    expect(payout(100, 0)).toBe(0);
  });
});

describe("lottery picks", () => {
  it("judge the main number: the VN special prize, the digits before a sum, plain digits", () => {
    expect(mainNumber("12345,67890,11111,2222,3333")).toBe("12345");
    expect(mainNumber("371~11")).toBe("371");
    expect(mainNumber("408")).toBe("408");
  });
  it("digits: 1–3 digits, no longer than the game's numbers, odds 9.5 / 95 / 950", () => {
    expect(parseDigits("371", 5)).toBe("3-7-1");
    expect(parseDigits("3-7", 5)).toBe("3-7");
    expect(parseDigits(" 9 ", 5)).toBe("9");
    expect(parseDigits("371", 2)).toBeNull();
    for (const bad of ["", "1234", "a1", "1.2", 12]) expect(parseDigits(bad, 5), String(bad)).toBeNull();
    expect(lotteryOdds("DIGITS", "3")).toBe(DIGITS_ODDS_X100[1]);
    expect(lotteryOdds("DIGITS", "3-7")).toBe(950 * 10);
    expect(lotteryOdds("DIGITS", "3-7-1")).toBe(95_000);
    expect(lotteryOdds("BIG_SMALL", "BIG")).toBe(195);
    expect(wins("DIGITS", "7-1", "12371,0,0")).toBe(true);
    expect(wins("DIGITS", "3-7-1", "12371,0,0")).toBe(true);
    expect(wins("DIGITS", "1-7", "12371,0,0")).toBe(false);
  });
  it("big/small: on the main number's last digit, 5–9 big, 0–4 small", () => {
    expect(bigSmallOf("12345,0")).toBe("BIG");
    expect(bigSmallOf("371~11")).toBe("SMALL");
    expect(bigSmallOf("400")).toBe("SMALL");
    expect(wins("BIG_SMALL", "BIG", "129")).toBe(true);
    expect(wins("BIG_SMALL", "SMALL", "129")).toBe(false);
  });
  it("each pays below the fair price (the house edge of every play)", () => {
    // Fair: digits 10^n to one, big/small 2 to one.
    expect(DIGITS_ODDS_X100[1] / 100 / 10).toBeLessThan(1);
    expect(DIGITS_ODDS_X100[2] / 100 / 100).toBeLessThan(1);
    expect(DIGITS_ODDS_X100[3] / 100 / 1000).toBeLessThan(1);
    expect(BIG_SMALL_ODDS_X100 / 100 / 2).toBeLessThan(1);
  });
});

describe("orders", () => {
  it("roll up their sub-orders: open while any is open, cancelled when all are, won when any won, else lost", () => {
    expect(orderStatus(["open", "won"])).toBe("open");
    expect(orderStatus(["cancelled", "cancelled"])).toBe("cancelled");
    expect(orderStatus(["cancelled", "lost"])).toBe("lost");
    expect(orderStatus(["lost", "won", "cancelled"])).toBe("won");
    expect(orderStatus(["lost"])).toBe("lost");
  });
  it("can be cancelled while open and before the sales close", () => {
    expect(isCancellable({ status: "open", lockAt: 1_000 }, 999)).toBe(true);
    expect(isCancellable({ status: "open", lockAt: 1_000 }, 1_000)).toBe(false);
    expect(isCancellable({ status: "won", lockAt: 1_000 }, 0)).toBe(false);
    expect(isCancellable({ status: "open", lockAt: null }, 0)).toBe(false);
  });
});
