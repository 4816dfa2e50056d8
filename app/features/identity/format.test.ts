import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { describeIdentityFailure, replyFor } from "./failures";
import { countryName, deviceLabel, lockEnd, signInTime } from "./format";

describe("sign-in history: times, devices and countries as the page shows them", () => {
  const at = Date.UTC(2026, 10, 19, 12, 30); // 20:30 in Manila

  it("writes times on the operator's clock in each language's order", () => {
    expect(signInTime(at, "ty")).toBe("11/19/2026 20:30");
    expect(signInTime(at, "en")).toBe("11/19/2026 20:30");
    expect(signInTime(at, "pt")).toBe("19/11/2026 20:30");
  });

  it("names the device from what is known of it", () => {
    expect(deviceLabel({ browser: "Chrome", os: "Android" })).toBe("Chrome · Android");
    expect(deviceLabel({ browser: "Safari", os: null })).toBe("Safari");
    expect(deviceLabel({ browser: null, os: "Windows" })).toBe("Windows");
    expect(deviceLabel({ browser: null, os: null })).toBeNull();
  });

  it("names countries in the page's language, the code when there is no name", () => {
    expect(countryName("PH", "en")).toBe("Philippines");
    expect(countryName("VN", "pt")).toBe("Vietname");
    expect(countryName("PH", "ty")).toBe("Pilipinas");
    expect(countryName("AA", "en")).toBe("AA");
  });
});

describe("security question lock: when it lifts", () => {
  it("gives the time alone on the same operator day, the date too otherwise", () => {
    const now = Date.UTC(2026, 10, 19, 12, 30);
    expect(lockEnd(now + 15 * 60_000, now, "en")).toBe("20:45");
    expect(lockEnd(now + 16 * 60 * 60_000, now, "pt")).toBe("20/11/2026 12:30");
  });
});

describe("refusals: code → message and field", () => {
  const refused = (code: string, value?: unknown) => new GatewayError("business", "/x", code, "msg", value);

  it("maps decision 025's codes with their details", () => {
    expect(describeIdentityFailure(refused("email.taken"))).toMatchObject({ key: "identity.email.taken", field: "email" });
    expect(describeIdentityFailure(refused("email.too.frequent", { retryAfterSeconds: 42 }))).toMatchObject({ retryAfterSeconds: 42 });
    expect(describeIdentityFailure(refused("question.answer.wrong", { attemptsLeft: 3 }))).toMatchObject({
      key: "identity.question.wrongAnswer",
      field: "currentAnswer",
      attemptsLeft: 3,
    });
    expect(describeIdentityFailure(refused("question.locked", { lockedUntil: 5 }))).toMatchObject({ key: "identity.question.locked", lockedUntil: 5 });
    expect(describeIdentityFailure(refused("question.answer.format", { field: "currentAnswer" }))).toEqual({
      key: "identity.question.currentRequired",
      field: "currentAnswer",
    });
    expect(describeIdentityFailure(refused("something.new"))).toEqual({ key: "error.generic.body" });
    expect(describeIdentityFailure(new GatewayError("timeout", "/x"))).toEqual({ key: "error.gateway.timeout" });
    expect(describeIdentityFailure(new Error("boom"))).toBeNull();
  });

  it("puts a refusal on its field only when the form has it", () => {
    expect(replyFor({ key: "identity.email.taken", field: "email" }, ["email"])).toEqual({ fieldErrors: { email: ["identity.email.taken"] } });
    expect(replyFor({ key: "identity.email.taken", field: "email" }, ["code"])).toEqual({ formErrors: ["identity.email.taken"] });
  });
});
