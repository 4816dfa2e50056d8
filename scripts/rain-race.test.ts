import { describe, expect, it } from "vitest";
import { rainRace } from "./rain-race";

/**
 * The red-envelope rain's pool under concurrency, small (npm run bench:ledger runs 200 grabbers on
 * 20 envelopes), in workerd through the gateway's handlers (scripts/rain-race.ts).
 */
describe("red-envelope rain under concurrency (A-RR-03)", () => {
  it(
    "40 downlines grab a 10-envelope pool at once: exactly 10 succeed, the sum paid is the pool, second taps pay nothing, the audit is clean",
    { timeout: 180_000 },
    async () => {
      const report = await rainRace(40, 10);
      expect(report.failures).toEqual([]);
      expect(report).toMatchObject({
        succeeded: 10,
        refusals: { "rain.empty": 30 },
        paidAnsweredMinor: 50_000,
        paidEntriesMinor: 50_000,
        entries: 10,
        envelopesGrabbed: 10,
        distinctGrabbers: 10,
        retaps: 20,
        retapsReplayed: 20,
        entriesAfterRetaps: 10,
      });
      expect(report.audit.differences).toEqual([]);
    },
  );
});
