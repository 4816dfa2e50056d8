import { describe, expect, it } from "vitest";
import type { RgAuditRow } from "~/gateway/rg-schemas";
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
  it("a money limit: minor units as money, none as 'none'", () => {
    expect(describeAudit(row("limit.deposit.day", null, "10000"), "₱", t)).toEqual({
      control: "rg.page.limits.name.deposit.day",
      change: 'rg.page.history.from{"old":"rg.page.history.none","new":"₱100.00"}',
    });
    expect(describeAudit(row("limit.stake.month", "50000", null), "₱", t).change).toBe('rg.page.history.from{"old":"₱500.00","new":"rg.page.history.none"}');
  });
  it("session limit and reality check in minutes", () => {
    expect(describeAudit(row("limit.session.session", "60", "30"), "₱", t)).toEqual({
      control: "rg.page.limits.name.session.session",
      change: 'rg.page.history.from{"old":"rg.page.history.minutes{\\"count\\":60}","new":"rg.page.history.minutes{\\"count\\":30}"}',
    });
    expect(describeAudit(row("reality", null, "30"), "₱", t).control).toBe("rg.page.history.reality");
  });
  it("a time-out or self-exclusion: its length only", () => {
    expect(describeAudit(row("timeout", null, "7"), "₱", t)).toEqual({ control: "rg.page.history.timeout", change: 'rg.page.history.days{"count":7}' });
    expect(describeAudit(row("exclusion", null, "6"), "₱", t)).toEqual({ control: "rg.page.history.exclusion", change: 'rg.page.history.months{"count":6}' });
  });
  it("a cancelled pending change names its control", () => {
    expect(describeAudit(row("pending.cancel.deposit.day", "50000", null), "₱", t)).toEqual({
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
