import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as inviteLoader } from "~/routes/m.inviteFriends";
import { loader as registerLoader } from "~/routes/m.register";
import { callRoute, signedInCookie } from "~/testing/forms";
import { appRequest, cookiesFrom } from "~/testing/load-context";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * /m/inviteFriends' loader and the edge attribution (P-INV-01/02, 2.4.2, decision
 * 038) over the embedded gateway and the seed: demo's code DEMOFRIEND with liza777 (qualified) and
 * carla95 (not yet) as referrals.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

type InviteData = {
  summary: { code: string; stats: Record<string, number> };
  link: string;
  qr: { size: number; path: string };
  range: string;
  page: number;
  pages: number;
  friends: { account: string; status: string; rewardKey: string | null; claimKey: string; day: string }[];
};
const load = async (path: string, cookie?: string) => callRoute(db, inviteLoader, appRequest(path, { cookie }));
const visits = async () => (await db.prepare("SELECT COALESCE(SUM(visits), 0) AS n FROM referral_visits WHERE code = 'DEMOFRIEND'").first<{ n: number }>())!.n;

describe("/m/inviteFriends (P-INV-01)", () => {
  it("sends a visitor to the login page and back", async () => {
    const res = await load("/m/inviteFriends");
    expect([res.status, res.headers.get("Location")]).toEqual([302, "/m/login?redirectTo=%2Fm%2FinviteFriends"]);
  });

  it("gives demo the link on this origin, its QR, the counters and the friends of the month with a claim key for the qualified one", async () => {
    const cookie = await signedInCookie(db);
    const data = (await (await load("/m/inviteFriends?range=1m", cookie)).json()) as InviteData;
    expect(data.summary.code).toBe("DEMOFRIEND");
    expect(data.link).toBe("http://127.0.0.1:8788/m/register?code=DEMOFRIEND");
    expect(data.qr.size).toBeGreaterThanOrEqual(29 + 8);
    expect(data.summary.stats).toMatchObject({ registered: 2, qualified: 1, pending: 100 });
    expect(data.friends.map((f) => [f.account, f.status, f.rewardKey])).toEqual([
      ["ca***95", "registered", null],
      ["li***77", "qualified", "referral:4:117"],
    ]);
    expect(data.friends[1]!.claimKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.friends[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("falls back to 7 days and page 1 for anything else in the URL", async () => {
    const cookie = await signedInCookie(db);
    const data = (await (await load("/m/inviteFriends?range=2y&page=-1", cookie)).json()) as InviteData;
    expect([data.range, data.page]).toEqual(["7d", 1]);
  });

  it("answers contact_service on the page Invite was tapped on while the referral promotion is off (§6/§8, D15)", async () => {
    const cookie = await signedInCookie(db);
    await db.prepare("UPDATE promotions SET active = 0 WHERE id = 4").run();
    const from = (referer?: string) => callRoute(db, inviteLoader, appRequest("/m/inviteFriends", { cookie, headers: referer ? { Referer: referer } : {} }));
    try {
      const tapped = await from("http://127.0.0.1:8788/m/activity?cat=ALL");
      expect([tapped.status, tapped.headers.get("Location")]).toEqual([302, "/m/activity?cat=ALL"]);
      expect(tapped.headers.getSetCookie().some((c) => c.startsWith("el_toast="))).toBe(true);
      // Opened directly, from itself or from another site: the member centre.
      for (const referer of [undefined, "http://127.0.0.1:8788/m/inviteFriends", "https://evil.example/m/home"]) {
        expect((await from(referer)).headers.get("Location"), referer).toBe("/m/mine");
      }
    } finally {
      await db.prepare("UPDATE promotions SET active = 1 WHERE id = 4").run();
    }
  });
});

describe("edge attribution of invitation links (2.4.2)", () => {
  it("keeps a valid code from any /m page in a 30-day HttpOnly cookie, counts the visit once per browser, and the register page uses it", async () => {
    const before = await visits();
    const first = await callRoute(db, rootLoader, appRequest("/m/home?code=demofriend"));
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("el_invite="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await visits()).toBe(before + 1);

    // The same browser again: nothing written, nothing counted.
    const jar = cookiesFrom(first);
    const again = await callRoute(db, rootLoader, appRequest("/m/activity?code=DEMOFRIEND", { cookie: jar }));
    expect(again.headers.getSetCookie().some((c) => c.startsWith("el_invite="))).toBe(false);
    expect(await visits()).toBe(before + 1);

    // The registration page without a code in its URL takes the remembered one; the URL's wins.
    const remembered = (await (await callRoute(db, registerLoader, appRequest("/m/register", { cookie: jar }))).json()) as { affiliate: unknown };
    expect(remembered.affiliate).toEqual({ code: "DEMOFRIEND", valid: true });
    const url = (await (await callRoute(db, registerLoader, appRequest("/m/register?code=RAMOS88", { cookie: jar }))).json()) as { affiliate: unknown };
    expect(url.affiliate).toEqual({ code: "RAMOS88", valid: true });
  });

  it("keeps nothing for an unknown or malformed code, and nothing outside /m", async () => {
    for (const path of ["/m/home?code=NOSUCH99", "/m/home?code=bad%20code!", "/m/home?code=" + "A".repeat(30)]) {
      const res = await callRoute(db, rootLoader, appRequest(path));
      expect(
        res.headers.getSetCookie().some((c) => c.startsWith("el_invite=")),
        path,
      ).toBe(false);
    }
    const outside = await callRoute(db, rootLoader, appRequest("/register.html?code=DEMOFRIEND"));
    expect(outside.headers.getSetCookie().some((c) => c.startsWith("el_invite="))).toBe(false);
  });
});
