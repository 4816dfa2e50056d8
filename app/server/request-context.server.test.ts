import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as loginAction, loader as loginLoader } from "~/routes/m.login";
import { postForm, signedInCookie, routeArgs } from "~/testing/forms";
import { appContext, appRequest } from "~/testing/load-context";
import { freshDatabase } from "../../gateway/testing";

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const postLogin = (fields: Record<string, string>) => postForm(db, loginAction, "/m/login?index", fields);

describe("per-request state is worked out once, on the load context", () => {
  it("reads the member from the session cookie, and a forged cookie as signed out (expired on the way out)", async () => {
    const cookie = await signedInCookie(db);
    expect((await appContext(db, appRequest("/m/home", { cookie }))).member?.userName).toBe("demo");
    const forged = await appContext(db, appRequest("/m/home", { cookie: "el_session=forged" }));
    expect(forged.member).toBeNull();
    expect([...forged.invalidCookies]).toEqual(["el_session"]);
  });

  it("derives the gateway's language code from the detected locale once (?lng, then Accept-Language)", async () => {
    const en = await appContext(db, appRequest("/m/home?lng=en"));
    expect([en.locale, en.language]).toEqual(["en", "EN"]);
    const pt = await appContext(db, appRequest("/m/home", { headers: { "Accept-Language": "pt-BR,pt;q=0.9" } }));
    expect([pt.locale, pt.language]).toEqual(["pt", "PT"]);
    const ty = await appContext(db, appRequest("/m/home"));
    expect([ty.locale, ty.language]).toEqual(["ty", "TY"]);
  });

  it("asks the gateway for the site status at most once per request", async () => {
    const context = await appContext(db, appRequest("/m/home"));
    const first = context.siteStatus();
    expect(context.siteStatus()).toBe(first);
    expect((await first).features).toBeTypeOf("object");
  });

  it("a document request decrypts the session once: the root and page loaders never open the cookie again", async () => {
    const cookie = await signedInCookie(db);
    const request = appRequest("/m/login", { cookie });
    const context: AppLoadContext = await appContext(db, request);
    context.sessions.getSession = () => {
      throw new Error("the session was decrypted a second time");
    };
    const root = await rootLoader(routeArgs(request, context));
    expect((root as unknown as { data: { member: { userName: string } } }).data.member.userName).toBe("demo");
    // A signed-in member does not belong on /m/login: sent on, still without a second decryption.
    const sent = await Promise.resolve(loginLoader(routeArgs(request, context))).catch((r: unknown) => r);
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get("Location")).toBe("/m/home");
  });
});

describe("§2 start gate: switches may come from the isolate's last status, the gate never does", () => {
  // Edge caching on, as deployed: the isolate keeps what it read (decision 070).
  const deployed = { env: { EDGE_CACHE: "on" } } as const;
  const setMaintenance = (on: boolean) =>
    db
      .prepare("UPDATE site_settings SET value = ?1 WHERE key = 'maintenance'")
      .bind(on ? "1" : "0")
      .run();

  it("a loader reading switches gets the last status at once, while the request's own status (the gate) is read fresh", async () => {
    const country = "PH";
    const first = await appContext(db, appRequest("/m/mine"), { ...deployed, country });
    expect((await first.siteStatus()).maintenance).toBe(false);
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'REWARDCEN3'").run();
    await setMaintenance(true);
    try {
      const next = await appContext(db, appRequest("/m/mine"), { ...deployed, country });
      const switches = await next.siteSwitches();
      expect(switches.features.REWARDCEN3).toBe(true);
      // The gate is this request's: maintenance wins, and every gateway call answers it.
      expect((await next.siteStatus()).maintenance).toBe(true);
      const thrown = (await next.gateway.call("promotionKeys").catch((e: unknown) => e)) as { init?: ResponseInit };
      expect(thrown.init?.status).toBe(503);
      const root = await Promise.resolve(rootLoader(routeArgs(appRequest("/m/mine"), next))).catch((e: unknown) => e);
      expect((root as { init?: ResponseInit }).init?.status).toBe(503);
    } finally {
      await setMaintenance(false);
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'REWARDCEN3'").run();
    }
  });

  it("with edge caching off (the browser tests) every request reads its switches fresh", async () => {
    const country = "BR";
    const first = await appContext(db, appRequest("/m/mine"), { country });
    await first.siteStatus();
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'REWARDCEN3'").run();
    try {
      const next = await appContext(db, appRequest("/m/mine"), { country });
      expect((await next.siteSwitches()).features.REWARDCEN3).toBe(false);
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'REWARDCEN3'").run();
    }
  });
});

describe("feature switches are enforced on the server", () => {
  it("with SMSLOGIN3 off, /m/login?method=sms shows the username form and the action sends no code and signs no one in by SMS", async () => {
    await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'SMSLOGIN3'").run();
    try {
      const request = appRequest("/m/login?method=sms");
      expect((await loginLoader(routeArgs(request, await appContext(db, request)))).method).toBe("username");

      const outbox = async () => (await db.prepare("SELECT COUNT(*) AS n FROM sms_outbox").first<{ n: number }>())!.n;
      const sent = await outbox();
      const mobile = { method: "sms", countryDialingCode: "+63", mobileNum: "9171234567" };
      const codeAnswer = await postLogin({ ...mobile, intent: "send-code" });
      expect(codeAnswer.status).toBe(400);
      expect(await outbox()).toBe(sent);
      const signIn = await postLogin({ ...mobile, verificationCode: "123456" });
      expect(signIn.status).toBe(400);
      expect(signIn.headers.getSetCookie().some((c) => c.startsWith("el_session="))).toBe(false);
    } finally {
      await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'SMSLOGIN3'").run();
    }
  });

  it("with SMSLOGIN3 on, method=sms is the mobile-code form and the same number gets a code", async () => {
    const request = appRequest("/m/login?method=sms");
    expect((await loginLoader(routeArgs(request, await appContext(db, request)))).method).toBe("sms");
    const answer = await postLogin({ method: "sms", countryDialingCode: "+63", mobileNum: "9171234567", intent: "send-code" });
    expect(answer.status).toBe(200);
  });
});
