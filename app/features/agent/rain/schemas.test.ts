import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { createRequest, createSchema, epochToOperatorLocal, operatorLocalToEpoch, reviewSchema, termsFields } from "./schemas";

const now = Date.UTC(2026, 10, 24, 4); // 12:00 in Manila
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const base = { total: "500", count: "20", split: "random", audience: "team", start: "now", expiry: "60" };
const errorsOf = (fields: Record<string, string>, balance = 1_000) => {
  const s = parseWithZod(form(fields), { schema: reviewSchema(now, { balance }) });
  return s.status === "success" ? null : s.reply().error;
};

describe("the rain form's schema (A-RR-01 bounds)", () => {
  it("accepts good terms and gives the gateway's request, never an envelope amount", () => {
    const s = parseWithZod(form({ ...base, paymentPassword: "135790", idempotencyKey: "abcdefgh12345678" }), { schema: createSchema(now) });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(createRequest(s.value.terms, s.value.paymentPassword, s.value.idempotencyKey)).toEqual({
      totalAmount: 500,
      count: 20,
      split: "random",
      audience: "team",
      startsAt: null,
      expiresInMinutes: 60,
      paymentPassword: "135790",
      idempotencyKey: "abcdefgh12345678",
    });
  });

  it("names the broken bound on its field", () => {
    expect(errorsOf({ ...base, total: "0.5" })).toEqual({ total: ["redRain.totalMin"] });
    expect(errorsOf({ ...base, total: "1.234" })).toEqual({ total: ["redRain.totalFormat"] });
    expect(errorsOf({ ...base, total: "100001" }, 1e9)).toEqual({ total: ["redRain.totalMax"] });
    expect(errorsOf({ ...base, total: "1000.01" })).toEqual({ total: ["redRain.overBalance"] });
    expect(errorsOf({ ...base, count: "201" })).toEqual({ count: ["redRain.countRange"] });
    expect(errorsOf({ ...base, total: "1", count: "101" })).toEqual({ count: ["redRain.countTooMany"] });
    expect(errorsOf({ ...base, expiry: "45" })).toEqual({ expiry: ["redRain.expiryRange"] });
    expect(errorsOf({ ...base, split: "lucky" })).toEqual({ split: ["redRain.splitRequired"] });
    expect(errorsOf({ ...base, start: "at" })).toEqual({ startAt: ["redRain.startAtRequired"] });
    expect(errorsOf({ ...base, start: "at", startAt: "2026-12-31T10:00" })).toEqual({ startAt: ["redRain.startRange"] });
    expect(errorsOf({ ...base, start: "at", startAt: "2026-11-24T13:30" })).toBeNull();
  });

  it("reads a start as operator time (UTC+8) and carries the terms between the steps", () => {
    expect(operatorLocalToEpoch("2026-11-24T12:00")).toBe(now);
    expect(operatorLocalToEpoch("2026-02-30T12:00")).toBeNull();
    expect(epochToOperatorLocal(now)).toBe("2026-11-24T12:00");
    const terms = { total: 12.5, count: 3, split: "equal" as const, audience: "direct" as const, startsAt: now + 3_600_000, expiry: 30 };
    expect(termsFields(terms)).toEqual({
      total: "12.50",
      count: "3",
      split: "equal",
      audience: "direct",
      start: "at",
      startAt: "2026-11-24T13:00",
      expiry: "30",
    });
  });
});
