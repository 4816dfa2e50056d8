import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/m.leaderBoard";
import { callRoute, signedInCookie } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * /m/leaderBoard's loader over the embedded gateway (P-MIS-01): a visitor signs
 * in first; the board only while switch MISSION3 is on and the MISSION promotion runs, otherwise
 * back to the member centre with a translated message; any period but week reads as day.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const PATH = "/m/leaderBoard";
type Page = {
  board: { period: string; missions: { goal: string; rewardKey: string }[] };
  leaderboard: { top: { name: string }[] };
  keys: Record<string, string>;
};
const loadRaw = (cookie: string | undefined, path = PATH) => callRoute(db, loader, appRequest(path, cookie ? { cookie } : {}));

describe("P-MIS-01 /m/leaderBoard loader", () => {
  it("a visitor is sent to sign in", async () => {
    const response = await loadRaw(undefined);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/m\/login/);
  });

  it("shows the day's missions by default, the week's with ?period=week, and a claim key per card", async () => {
    const cookie = await signedInCookie(db, "player01", "player1234");
    const day = (await (await loadRaw(cookie, `${PATH}?period=nonsense`)).json()) as Page;
    expect(day.board.period).toBe("day");
    expect(day.board.missions.map((m) => m.goal)).toEqual(["stake_count", "stake", "deposit_total"]);
    expect(Object.keys(day.keys)).toHaveLength(3);
    const week = (await (await loadRaw(cookie, `${PATH}?period=week`)).json()) as Page;
    expect(week.board.period).toBe("week");
    for (const row of week.leaderboard.top) expect(row.name).toMatch(/^\S\*\*\*( \S\*\*\*)*$/);
  });

  it("with MISSION3 off or the promotion not running: back to /m/mine", async () => {
    const cookie = await signedInCookie(db, "player02", "player1234");
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'MISSION3'").run();
    try {
      const response = await loadRaw(cookie);
      expect([response.status, response.headers.get("Location")]).toEqual([302, "/m/mine"]);
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'MISSION3'").run();
    }
    await db.prepare("UPDATE promotions SET active = 0 WHERE category = 'MISSION'").run();
    try {
      expect((await loadRaw(cookie)).headers.get("Location")).toBe("/m/mine");
    } finally {
      await db.prepare("UPDATE promotions SET active = 1 WHERE category = 'MISSION'").run();
    }
  });
});
