import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as homeLoader } from "~/routes/m.home";
import { callRoute, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import { freshDatabase } from "../../../gateway/testing";

/**
 * Home's loader (app/routes/m.home.tsx over home.server.ts) split as ARCHITECTURE "Streaming"
 * has it: what the first paint needs (header, banners) is awaited, and a failure there is the
 * page's failure; every other §2 section is an un-awaited promise that ends in null on failure,
 * so the page still renders. A section's gateway call is made to fail by renaming the table it
 * reads in this test's own D1 (and renaming it back).
 */
let db: D1Database;
let dispose: () => Promise<void>;
let member: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  member = await signedInCookie(db);
});
afterAll(() => dispose());
afterEach(() => vi.restoreAllMocks());

type HomeData = Awaited<ReturnType<typeof homeLoader>>;
// The download bar and the side bar are read with the banners: both sit in the page's flow.
const CRITICAL = ["member", "banners", "sheet", "download", "side"] as const;
const DEFERRED = ["ticker", "hot", "popup", "unread", "lottery", "games"] as const;

async function home(cookie?: string, path = "/m/home"): Promise<HomeData> {
  const request = appRequest(path, { cookie });
  return homeLoader(routeArgs(request, await appContext(db, request)));
}

/** Every deferred value, settled (a rejection fails the test: deferred parts must never reject). */
async function settled(data: HomeData): Promise<Record<(typeof DEFERRED)[number], unknown>> {
  const entries = await Promise.all(DEFERRED.map(async (key) => [key, await data[key]] as const));
  return Object.fromEntries(entries) as Record<(typeof DEFERRED)[number], unknown>;
}

/** Runs `fn` while the gateway's tables are missing (its queries on them throw), then puts them back. */
async function withoutTables<T>(tables: string[], fn: () => Promise<T>): Promise<T> {
  // The embedded gateway logs its own 500s; they are expected here.
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  await db.batch(tables.map((t) => db.prepare(`ALTER TABLE ${t} RENAME TO ${t}_away`)));
  try {
    return await fn();
  } finally {
    await db.batch(tables.map((t) => db.prepare(`ALTER TABLE ${t}_away RENAME TO ${t}`)));
    logged.mockRestore();
  }
}

describe("§2 home: critical values awaited, the other sections streamed", () => {
  it("§2 home (signed in): header, banners, download bar and side bar are plain values; ticker, hot matches, pop-up, unread dot, lottery and popular games are promises", async () => {
    const data = await home(member);
    for (const key of CRITICAL) expect(data[key], key).not.toBeInstanceOf(Promise);
    for (const key of DEFERRED) expect(data[key], key).toBeInstanceOf(Promise);

    const wallet = (await db
      .prepare("SELECT w.balance_minor FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.account = 'demo'")
      .first<{ balance_minor: number }>())!;
    expect(data.member).toMatchObject({ userName: "demo", amount: wallet.balance_minor / 100 });
    expect(Array.isArray(data.banners) && data.banners.length).toBeGreaterThan(0);

    // A healthy gateway fills every section (so the nulls below come from the failures, nothing else).
    const values = await settled(data);
    for (const key of ["ticker", "hot", "unread", "lottery", "games"] as const) expect(values[key], key).not.toBeNull();
    expect(data.download, "download").not.toBeNull();
    expect(data.side, "side").not.toBeNull();
  });

  it("§2 home (visitor): no header member and no unread dot to stream; the rest as for a member", async () => {
    const data = await home();
    expect(data.member).toBeNull();
    expect(data.unread).toBeNull();
    for (const key of DEFERRED.filter((k) => k !== "unread")) expect(data[key], key).toBeInstanceOf(Promise);
    expect(data.banners.length).toBeGreaterThan(0);
  });
});

describe("§8 home: a failing section does not fail the page", () => {
  it("§8 deferred failure: with the hot matches, lottery, vendor sorting, messages, download links and service links unreadable, those sections resolve to null and the header and banners still render", async () => {
    const data = await withoutTables(["hot_matches", "lottery_games", "game_vendor_categories", "messages", "download_links", "service_links"], async () => {
      const loaded = await home(member);
      await settled(loaded); // settle while the tables are away
      return loaded;
    });
    expect(await settled(data)).toEqual({ ticker: null, hot: null, popup: null, unread: null, lottery: null, games: null });
    expect(data.download).toBeNull();
    expect(data.side).toBeNull();
    expect(data.member).toMatchObject({ userName: "demo" });
    expect(data.banners.length).toBeGreaterThan(0);
  });

  it("§8 critical failure: when the banners' announcements cannot be read the page fails with a gateway error response (502), not a half page", async () => {
    const response = await withoutTables(["announcements"], () => callRoute(db, homeLoader, appRequest("/m/home", { cookie: member })));
    expect(response.status).toBe(502);
    // The gateway's 500 envelope ({ success: false, code: "system.error" }) reaches the error boundary as a gateway reason.
    expect(await response.json()).toMatchObject({ reason: expect.stringMatching(/^gateway\./), code: "system.error" });
  });

  it("§8 critical failure: a session the gateway has ended sends the member to /m/login (back to home afterwards), with the session cookie cleared", async () => {
    const cookie = await signedInCookie(db, "agent", "agent1234");
    await db.prepare("DELETE FROM sessions WHERE member_id = (SELECT id FROM members WHERE account = 'agent')").run();
    const response = await callRoute(db, homeLoader, appRequest("/m/home", { cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/m/login?redirectTo=${encodeURIComponent("/m/home")}`);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("el_session=") && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
  });
});
