import type { RouteName } from "@contract/routes";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchUnreadCount } from "~/gateway-client/content.server";
import { fetchRewardCount } from "~/gateway-client/rewards.server";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/m";
import { loader as centreLoader } from "~/routes/m.mine";
import { routeArgs, signedInCookie } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import type { Centre } from "./centre.server";
import { freshDatabase } from "../../../gateway/testing";

/**
 * §2 Member centre as a document request runs it: the root, the /m layout and the page's loader in
 * parallel on one load context, over the embedded gateway and a fresh D1, with every gateway call
 * the loaders make recorded.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let member: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  member = await signedInCookie(db);
});
afterAll(() => dispose());

async function documentRequest(cookie: string, setup: (context: AppLoadContext) => void = () => {}) {
  const request = appRequest("/m/mine", { cookie });
  const context = await appContext(db, request);
  setup(context);
  const sent: RouteName[] = [];
  const gateway = context.gateway;
  context.gateway = { ...gateway, call: (route, options) => (sent.push(route), gateway.call(route, options)) };
  const args = routeArgs(request, context);
  const [, layout, centre] = await Promise.all([rootLoader(args), layoutLoader(args), centreLoader(args) as Promise<Centre>]);
  const badges = await centre.badges;
  return { sent, layout, centre, badges };
}

const counts = (sent: RouteName[]) => sent.reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map<RouteName, number>());

describe("§2 member centre: each gateway call once per page view", () => {
  it("the session clock and the wallet are asked once, shared by the layout and the page", async () => {
    const { sent, layout, centre } = await documentRequest(member);
    const asked = counts(sent);
    expect(asked.get("rgSession")).toBe(1);
    expect(asked.get("wallet")).toBe(1);
    for (const [route, n] of asked) expect(n, route).toBe(1);
    // What the page shows is what it showed before: the clock, and today's net with the wallet's symbol.
    expect(layout.rg).not.toBeNull();
    expect(centre.todayNet).toMatchObject({ symbol: "₱" });
    expect(typeof centre.todayNet?.amount).toBe("number");
  });

  it("a base-layout centre reads its balance from the same wallet answer", async () => {
    await db.prepare("UPDATE site_settings SET value = '0' WHERE key = 'mem_cen'").run();
    try {
      const { sent, centre } = await documentRequest(member);
      expect(centre.template).toBe("base");
      expect(centre.balance).toMatch(/^₱[\d,]+\.\d\d$/);
      expect(counts(sent).get("wallet")).toBe(1);
    } finally {
      await db.prepare("UPDATE site_settings SET value = '1' WHERE key = 'mem_cen'").run();
    }
  });

  it("decision 001: the row counts stream — a promise the page does not wait for, resolving to the counts", async () => {
    const { centre, badges } = await documentRequest(member);
    expect(centre.badges).toBeInstanceOf(Promise);
    expect(centre.rows.every((r) => !("badge" in r))).toBe(true);
    // The same counts the gateway gives when asked directly.
    const direct = await appContext(db, appRequest("/m/mine", { cookie: member }));
    const token = direct.member!.token;
    const [unread, rewards] = await Promise.all([fetchUnreadCount(direct.gateway, token), fetchRewardCount(direct.gateway, token)]);
    expect(unread).toBeGreaterThan(0);
    expect(badges).toEqual({ mailCenter: unread, rewardCenter: rewards });
  });
});
