/** The fuzz suite's "nothing changed" rules (scripts/fuzz/state.ts) for the responsible-gaming tables (decision 040); here, not in scripts/fuzz/, so it runs with the unit tests and not the fuzz project's build. */
import { describe, expect, it } from "vitest";
import { compareSnapshots, type Row, type Snapshot } from "./fuzz/state";

const members: Row[] = [
  { id: 1, account: "demo", type: 0 },
  { id: 2, account: "agent", type: 1 },
  { id: 3, account: "player03", type: 0 },
];
const snap = (tables: Record<string, Row[]>): Snapshot => new Map(Object.entries({ members, messages: [], content_texts: [], markets: [], ...tables }));

describe("compareSnapshots: responsible gaming", () => {
  it("a fuzz member's own limit, setting, audit row and block are allowed; the block is named in the notes", () => {
    const before = snap({ rg_limits: [], rg_settings: [], rg_audit: [], rg_blocks: [] });
    const after = snap({
      rg_limits: [{ member_id: 1, kind: "deposit", period: "day", amount: 100 }],
      rg_settings: [{ member_id: 2, reality_minutes: 15 }],
      rg_audit: [{ id: 1, member_id: 1, control: "limit.deposit.day" }],
      rg_blocks: [{ id: 1, member_id: 1, kind: "timeout", ends_at: Date.UTC(2026, 10, 25) }],
    });
    const { violations, notes } = compareSnapshots(before, after);
    expect(violations).toEqual([]);
    expect(notes.join("\n")).toContain("member 1 took a timeout through the RG page");
  });

  it("another member's controls, or a changed market, are findings", () => {
    const before = snap({ rg_limits: [], rg_blocks: [], markets: [{ code: "PH", min_age: 21 }] });
    const after = snap({
      rg_limits: [{ member_id: 3, kind: "loss", period: "week", amount: 100 }],
      rg_blocks: [{ id: 1, member_id: 3, kind: "exclusion", ends_at: 1 }],
      markets: [{ code: "PH", min_age: 18 }],
    });
    const { violations } = compareSnapshots(before, after);
    expect(violations.some((v) => v.startsWith("rg_limits: a row of member 3"))).toBe(true);
    expect(violations.some((v) => v.startsWith("rg_blocks: a row of member 3"))).toBe(true);
    expect(violations.some((v) => v.startsWith("markets:"))).toBe(true);
  });

  it("content_texts: only translations of a fuzz member's new message (the exclusion confirmation)", () => {
    const before = snap({ messages: [{ id: 5, member_id: 3 }], content_texts: [] });
    const ok = snap({
      messages: [
        { id: 5, member_id: 3 },
        { id: 6, member_id: 1 },
      ],
      content_texts: [{ kind: "message", ref: "6", lang: "EN", title: "t" }],
    });
    expect(compareSnapshots(before, ok).violations).toEqual([]);
    const stray = snap({ messages: [{ id: 5, member_id: 3 }], content_texts: [{ kind: "message", ref: "5", lang: "EN", title: "t" }] });
    expect(compareSnapshots(before, stray).violations).toEqual([expect.stringContaining("content_texts: a text from fuzz input")]);
  });
});
