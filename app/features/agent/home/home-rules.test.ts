import { AGENT_MODULE_SWITCHES, type AgentModule } from "@contract/agent-modules";
import { describe, expect, it } from "vitest";
import { CHART, columns, labelIndexes, linePath, scaleOf, xOf, yOf } from "./chart";
import { dayPnlHref, overviewSearch, readOverviewQuery, toggleSeries } from "./period";
import { FOOTER, TILES, badgeText, offeredAgentModules, shownEntries } from "./tiles";

const allOn = Object.fromEntries(Object.keys(AGENT_MODULE_SWITCHES).map((m) => [m, true])) as Record<AgentModule, boolean>;
const ids = (e: { id: string }[]) => e.map((x) => x.id);

describe("agent home tiles (A-HOME-02)", () => {
  it("shows every tile and footer link while every module is on, in the spec's order", () => {
    expect(ids(shownEntries(TILES, allOn))).toEqual([
      "overview",
      "transactions",
      "team",
      "redRain",
      "pnl",
      "betting",
      "rebateSettings",
      "income",
      "security",
      "messages",
      "service",
    ]);
    expect(ids(shownEntries(FOOTER, allOn))).toEqual(["home", "register", "dividend", "announcements"]);
  });

  it("hides a tile whose module is off; online service and the home link always show", () => {
    const allOff = Object.fromEntries(Object.keys(allOn).map((m) => [m, false])) as Record<AgentModule, boolean>;
    expect(ids(shownEntries(TILES, allOff))).toEqual(["service"]);
    expect(ids(shownEntries(FOOTER, allOff))).toEqual(["home"]);
    expect(ids(shownEntries(TILES, { ...allOn, team: false }))).not.toContain("team");
    expect(ids(shownEntries(FOOTER, { ...allOn, dividend: false }))).toEqual(["home", "register", "announcements"]);
  });

  it("hides the tiles and links of modules the gateway does not offer, switches on or not (contract/capabilities.ts)", () => {
    const modules = offeredAgentModules(allOn, ["redEnvelopes", "contracts", "inbox"]);
    expect(ids(shownEntries(TILES, modules))).toEqual([
      "overview",
      "transactions",
      "team",
      "pnl",
      "betting",
      "rebateSettings",
      "income",
      "security",
      "service",
    ]);
    expect(ids(shownEntries(FOOTER, modules))).toEqual(["home", "register", "announcements"]);
    expect(offeredAgentModules(allOn, [])).toEqual(allOn);
    // A module the gateway offers stays as its switch says.
    expect(offeredAgentModules({ ...allOn, team: false }, ["redEnvelopes"]).team).toBe(false);
  });

  it("links the shared contract's paths", () => {
    const path = (id: string) => [...TILES, ...FOOTER].find((e) => e.id === id)?.path;
    expect(path("overview")).toBe("/m/agent/team/overview");
    expect(path("transactions")).toBe("/m/transaction/record?types=A");
    expect(path("income")).toBe("/m/member/agent/agentRebeat");
    expect(path("dividend")).toBe("/m/member/agent/agentDivident");
    expect(path("announcements")).toBe("/m/member/notice?types=A");
  });

  it("writes a badge only for unread items, capped at 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});

describe("overview chart geometry (A-OV-02)", () => {
  it("always includes zero in the scale, with headroom, and gives a flat chart a span", () => {
    expect(scaleOf([[0, 0, 0]])).toEqual({ min: 0, max: 1 });
    const s = scaleOf([[10, 50], [-20]]);
    expect(s.min).toBeLessThan(-20);
    expect(s.max).toBeGreaterThan(50);
    expect(scaleOf([[5, 10]]).min).toBe(0);
  });

  it("draws the maximum at the top, zero at the bottom, inside the view box", () => {
    const s = { min: 0, max: 100 };
    expect(yOf(100, s)).toBe(CHART.top);
    expect(yOf(0, s)).toBe(CHART.height - CHART.bottom);
    const path = linePath([0, 50, 100], s);
    expect(path).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
    expect(path.startsWith(`M${xOf(0, 3)} ${CHART.height - CHART.bottom}`)).toBe(true);
    expect(linePath([], s)).toBe("");
  });

  it("places a point in the middle of its day's column, columns tiling the plot", () => {
    const cols = columns(4);
    expect(cols).toHaveLength(4);
    expect(cols[0]!.x).toBe(CHART.left);
    cols.forEach((c, i) => expect(xOf(i, 4)).toBeCloseTo(c.x + c.width / 2, 0));
    expect(cols[3]!.x + cols[3]!.width).toBeCloseTo(CHART.width - CHART.right, 0);
  });

  it("labels at most six days, the first and the last always", () => {
    expect(labelIndexes(1)).toEqual([0]);
    expect(labelIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    const many = labelIndexes(30);
    expect(many.length).toBeLessThanOrEqual(6);
    expect(many[0]).toBe(0);
    expect(many.at(-1)).toBe(29);
  });
});

describe("overview query (A-OV-01)", () => {
  // 2026-11-24 12:00 in Manila.
  const now = Date.UTC(2026, 10, 24, 4);
  const read = (search: string) => readOverviewQuery(new URLSearchParams(search), now);

  it("reads This month as the month's first day to today", () => {
    expect(read("period=month").query.period).toEqual({ preset: "month", from: "2026-11-01", to: "2026-11-24" });
  });

  it("reads the records' presets and custom days, defaulting to 7 days, team scope and two series", () => {
    expect(read("").query).toEqual({ period: { preset: "7d", from: "2026-11-18", to: "2026-11-24" }, scope: "team", series: ["validTurnover", "pnl"] });
    expect(read("period=custom&from=2026-11-20&to=2026-11-21&scope=me").query).toMatchObject({
      period: { preset: "custom", from: "2026-11-20", to: "2026-11-21" },
      scope: "me",
    });
    expect(read("period=nonsense").adjusted).toBe(true);
  });

  it("writes canonical URLs and toggles series, never switching the last one off", () => {
    const q = read("period=month&series=wins").query;
    expect(overviewSearch(q)).toBe("?period=month&series=wins");
    expect(toggleSeries(q, "wins")).toBe(q);
    expect(overviewSearch(toggleSeries(q, "deposits"))).toBe("?period=month&series=deposits%2Cwins");
    expect(overviewSearch(read("").query)).toBe("");
    expect(read("series=bogus").query.series).toEqual(["validTurnover", "pnl"]);
  });

  it("drills a day into the team PnL page for that day", () => {
    expect(dayPnlHref("2026-11-24")).toBe("/m/agent/team/pnl?period=custom&from=2026-11-24&to=2026-11-24");
  });
});
