import type { RgAuditRow } from "@contract/schemas/rg";
import { describe, expect, it } from "vitest";
import { describeAudit } from "./history";

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}${JSON.stringify(params)}` : key);
const row = (control: string, oldValue: string | null, newValue: string | null): RgAuditRow => ({
  control,
  oldValue,
  newValue,
  actor: "member",
  requestedAt: 0,
  effectiveAt: 0,
});

describe("RG-15 history rows in words", () => {
  it("a money limit: major units as money, none as 'none'", () => {
    expect(describeAudit(row("limit.deposit.day", null, "100.00"), "₱", t)).toEqual({
      control: "rg.page.limits.name.deposit.day",
      change: 'rg.page.history.from{"old":"rg.page.history.none","new":"₱100.00"}',
    });
    expect(describeAudit(row("limit.stake.month", "500.00", null), "₱", t).change).toBe('rg.page.history.from{"old":"₱500.00","new":"rg.page.history.none"}');
  });
  it("session limit and reality check in minutes", () => {
    expect(describeAudit(row("limit.session.session", "60", "30"), "₱", t)).toEqual({
      control: "rg.page.limits.name.session.session",
      change: 'rg.page.history.from{"old":"rg.page.history.minutes{\\"count\\":60}","new":"rg.page.history.minutes{\\"count\\":30}"}',
    });
    expect(describeAudit(row("reality", null, "30"), "₱", t).control).toBe("rg.page.history.reality");
  });
  it("a time-out or self-exclusion: its end (the gateway's ISO instant), or a length", () => {
    // 2026-11-25T06:00:00Z is 14:00 in the operator's zone (UTC+8).
    expect(describeAudit(row("timeout", null, "2026-11-25T06:00:00.000Z"), "₱", t)).toEqual({
      control: "rg.page.history.timeout",
      change: 'rg.page.history.until{"at":"2026-11-25 14:00"}',
    });
    expect(describeAudit(row("timeout", null, "7"), "₱", t)).toEqual({ control: "rg.page.history.timeout", change: 'rg.page.history.days{"count":7}' });
    expect(describeAudit(row("exclusion", null, "6"), "₱", t)).toEqual({ control: "rg.page.history.exclusion", change: 'rg.page.history.months{"count":6}' });
  });
  it("a cancelled pending change names its control", () => {
    expect(describeAudit(row("pending.cancel.deposit.day", "500.00", "100.00"), "₱", t)).toEqual({
      control: 'rg.page.history.cancel{"control":"rg.page.limits.name.deposit.day"}',
      change: null,
    });
    expect(describeAudit(row("pending.cancel.reality", null, null), "₱", t).control).toBe('rg.page.history.cancel{"control":"rg.page.history.reality"}');
  });
  it("an unknown control or value is still shown", () => {
    expect(describeAudit(row("market.switch", "PH", "UK"), "₱", t)).toEqual({
      control: "rg.page.history.unknown",
      change: 'rg.page.history.from{"old":"PH","new":"UK"}',
    });
  });
});
