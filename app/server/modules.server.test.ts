import { ALL_MODULES_OFFERED, MODULE_NAMES, UNSUPPORTED_MODULE_CODE, type ModuleName } from "@contract/capabilities";
import { ROUTES } from "@contract/routes";
import { CONTRACT_VERSION } from "@contract/version";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadCentre } from "~/features/member/centre.server";
import type { GatewayClient } from "~/gateway-client/client.server";
import { GatewayError } from "~/gateway-client/errors";
import { readCapabilities } from "~/gateway-client/site.server";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/m";
import { loader as agentLoader } from "~/routes/m.agent";
import { action as agentRegisterAction, loader as agentRegisterLoader } from "~/routes/m.agentRegister";
import { loader as feedbackLoader } from "~/routes/m.feedback";
import { loader as homeLoader } from "~/routes/m.home";
import { loader as inviteLoader } from "~/routes/m.inviteFriends";
import { loader as leaderBoardLoader } from "~/routes/m.leaderBoard";
import { loader as loginLoader } from "~/routes/m.login";
import { loader as dividendLoader } from "~/routes/m.member.agent.agentDivident";
import { loader as salaryLoader } from "~/routes/m.member.agent.getSalaryContract";
import { loader as benefitsLoader } from "~/routes/m.member.benefits";
import { loader as manualRebateLoader } from "~/routes/m.member_.manualRebate";
import { loader as rebateReportLoader } from "~/routes/m.member_.rebateReport";
import { loader as teamLoader } from "~/routes/m.member_.team";
import { loader as reportLoader } from "~/routes/m.profitandloss";
import { loader as realityLoader } from "~/routes/m.realityCheck";
import { action as redRainAction, loader as redRainLoader } from "~/routes/m.redRain";
import { action as registerAction, loader as registerLoader } from "~/routes/m.register";
import { action as rgAction, loader as rgLoader } from "~/routes/m.responsibleGaming";
import { loader as rewardLoader } from "~/routes/m.rewardCenter";
import { loader as securityLoader } from "~/routes/m.securityCenter";
import { loader as trailLoader } from "~/routes/m.trail";
import { loader as transferLoader } from "~/routes/m.upLine.transfer";
import { loader as voucherLoader } from "~/routes/m.voucherCenter";
import { loader as receiptLoader } from "~/routes/m.vouReport_.receipt.$id.$index";
import { loader as inboxLoader } from "~/routes/m.webEmail";
import { honeypotFields, routeArgs, signedInCookie, toResponse, type RouteFunction } from "~/testing/forms";
import { APP_ORIGIN, appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import { gatewayFailure } from "./gateway-failure.server";
import { gatedGateway } from "./site-gate.server";
import { freshDatabase } from "../../gateway/testing";

/**
 * Gateway capabilities (contract/capabilities.ts) through the routes, over the embedded gateway
 * run in-process with GATEWAY_MODULES_OFF: a module the gateway does not offer has no page (its
 * pages answer "not offered here", 404, without asking the gateway) and no entry, tile or link in
 * the pages that lead to it.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let agent: string;
let member: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  member = await signedInCookie(db);
  agent = await signedInCookie(db, "agent", "agent1234");
});
afterAll(() => dispose());

const off = (...modules: ModuleName[]) => ({ GATEWAY_MODULES_OFF: modules.join(",") });

/** A loader or action run for this request with the gateway configured as `env` says; its answer as a browser would get it. */
async function call(fn: RouteFunction, request: Request, env: Record<string, string> = {}): Promise<Response> {
  const context = await appContext(db, request, { env });
  try {
    return toResponse(await fn(routeArgs(request, context, paramsOf(request))));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: unknown })?.type === "DataWithResponseInit") return toResponse(thrown);
    throw thrown;
  }
}

/** The receipt route's params (the only page here with any). */
function paramsOf(request: Request): Record<string, string> {
  const m = /\/receipt\/(\d+)\/(\d+)$/.exec(new URL(request.url).pathname);
  return m ? { id: m[1]!, index: m[2]! } : {};
}

/** A loader's data (a plain value or `data(…)`) for this request. */
async function dataOf<T>(fn: (args: ReturnType<typeof routeArgs>) => unknown, request: Request, env: Record<string, string> = {}): Promise<T> {
  const value = (await fn(routeArgs(request, await appContext(db, request, { env })))) as { type?: string; data?: unknown };
  return (value?.type === "DataWithResponseInit" ? value.data : value) as T;
}

/** Each module's pages (§2 route list), the session that may open them, and the module they belong to. */
const PAGES: { module: ModuleName; path: string; loader: RouteFunction; as: "visitor" | "member" | "agent" }[] = [
  { module: "responsibleGaming", path: "/m/responsibleGaming", loader: rgLoader, as: "member" },
  { module: "responsibleGaming", path: "/m/realityCheck", loader: realityLoader, as: "member" },
  { module: "redEnvelopes", path: "/m/redRain", loader: redRainLoader, as: "agent" },
  { module: "contracts", path: "/m/member/agent/getSalaryContract", loader: salaryLoader, as: "agent" },
  { module: "contracts", path: "/m/member/agent/agentDivident", loader: dividendLoader, as: "agent" },
  { module: "agent", path: "/m/agent", loader: agentLoader, as: "agent" },
  { module: "agent", path: "/m/member/team", loader: teamLoader, as: "agent" },
  { module: "agent", path: "/m/agentRegister", loader: agentRegisterLoader, as: "agent" },
  { module: "inbox", path: "/m/webEmail", loader: inboxLoader, as: "member" },
  { module: "missions", path: "/m/leaderBoard", loader: leaderBoardLoader, as: "member" },
  { module: "rebates", path: "/m/member/manualRebate", loader: manualRebateLoader, as: "member" },
  { module: "rebates", path: "/m/member/rebateReport", loader: rebateReportLoader, as: "member" },
  { module: "uplineTransfer", path: "/m/upLine/transfer", loader: transferLoader, as: "member" },
  { module: "personalReport", path: "/m/profitandloss", loader: reportLoader, as: "member" },
  { module: "rewards", path: "/m/rewardCenter", loader: rewardLoader, as: "member" },
  { module: "referrals", path: "/m/inviteFriends", loader: inviteLoader, as: "member" },
  { module: "feedback", path: "/m/feedback", loader: feedbackLoader, as: "member" },
  { module: "vip", path: "/m/member/benefits", loader: benefitsLoader, as: "visitor" },
  { module: "trial", path: "/m/trail", loader: trailLoader, as: "visitor" },
];

const cookieOf = (as: "visitor" | "member" | "agent") => (as === "agent" ? agent : as === "member" ? member : undefined);

describe("a page of a module the gateway does not offer answers 'not offered here'", () => {
  it("covers every module but depositReceipts (no page of its own) with a page", () => {
    expect(new Set(PAGES.map((p) => p.module))).toEqual(new Set(MODULE_NAMES.filter((m) => m !== "depositReceipts")));
  });

  it.each(PAGES.map((p) => [p.path, p] as const))("%s: 404 naming its module, and its page where the module is offered", async (_path, page) => {
    const request = () => appRequest(page.path, { cookie: cookieOf(page.as) });
    const dropped = await call(page.loader, request(), off(page.module));
    expect(dropped.status).toBe(404);
    expect(await dropped.json()).toEqual({ notOffered: page.module });
    // The same page on a gateway that offers everything is the page (no redirect, no refusal).
    const offered = await call(page.loader, request());
    expect(offered.status).toBe(200);
  });

  it("also for a visitor: the page does not exist here, so there is nothing to sign in for", async () => {
    const answer = await call(rgLoader, appRequest("/m/responsibleGaming"), off("responsibleGaming"));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ notOffered: "responsibleGaming" });
  });

  it("the forms' posts too, before anything is read or sent", async () => {
    const post = (path: string, fields: Record<string, string>) =>
      appRequest(path, {
        method: "POST",
        cookie: agent,
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, "Sec-Fetch-Site": "same-origin" },
      });
    for (const [action, path, module] of [
      [rgAction, "/m/responsibleGaming", "responsibleGaming"],
      [redRainAction, "/m/redRain", "redEnvelopes"],
      [agentRegisterAction, "/m/agentRegister", "agent"],
    ] as const) {
      const answer = await call(action, post(path, { intent: "grab" }), off(module));
      expect(answer.status, path).toBe(404);
      expect(await answer.json()).toEqual({ notOffered: module });
    }
  });

  it("a deposit receipt is a plain 404 where the gateway keeps no receipts, and the gateway is not asked", async () => {
    const answer = await call(receiptLoader, appRequest("/m/vouReport/receipt/1/1", { cookie: member }), off("depositReceipts"));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("Not found");
  });
});

describe("the entries, tiles and links of modules not offered are absent", () => {
  it("the root tells the chrome (bottom menu, footers) which modules are not offered", async () => {
    const root = await dataOf<{ unofferedModules: string[] }>(rootLoader, appRequest("/m/home"), off("referrals", "responsibleGaming"));
    expect(root.unofferedModules).toEqual(["responsibleGaming", "referrals"]);
    expect((await dataOf<{ unofferedModules: string[] }>(rootLoader, appRequest("/m/home"))).unofferedModules).toEqual([]);
  });

  it("member centre: no tile or row of theirs, no VIP tile, no RG net position or unread count asked for", async () => {
    const request = appRequest("/m/mine", { cookie: agent });
    const all = await loadCentre(request, await appContext(db, request));
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining(["responsibleGaming", "rewardCenter", "mailCenter", "agencyCenter", "feedback"]));
    expect(all.showsVip).toBe(true);

    const dropped = await loadCentre(request, await appContext(db, request, { env: off(...MODULE_NAMES) }));
    expect(dropped.tiles.map((t) => t.id)).toEqual(["deposit", "withdraw", "securityCenter"]);
    expect(dropped.rows.map((r) => r.id)).toEqual(["depositRecord", "withdrawRecord", "transactionRecord", "betRecord"]);
    expect(dropped.showsVip).toBe(false);
    expect(dropped.todayNet).toBeNull();
  });

  it("agent home: no red rain or messages tile, no dividend link, though their switches are on", async () => {
    type Home = { tiles: { id: string }[]; footer: { id: string }[] };
    const request = appRequest("/m/agent", { cookie: agent });
    const all = await dataOf<Home>(agentLoader, request);
    expect(all.tiles.map((t) => t.id)).toEqual(expect.arrayContaining(["redRain", "messages"]));
    expect(all.footer.map((t) => t.id)).toContain("dividend");
    const dropped = await dataOf<Home>(agentLoader, request, off("redEnvelopes", "contracts", "inbox"));
    expect(dropped.tiles.map((t) => t.id)).not.toContain("redRain");
    expect(dropped.tiles.map((t) => t.id)).not.toContain("messages");
    expect(dropped.footer.map((t) => t.id)).toEqual(["home", "register", "announcements"]);
  });

  it("security centre: the responsible-gaming row goes with its module", async () => {
    const request = appRequest("/m/securityCenter", { cookie: member });
    expect((await dataOf<{ responsibleGaming: boolean }>(securityLoader, request)).responsibleGaming).toBe(true);
    expect((await dataOf<{ responsibleGaming: boolean }>(securityLoader, request, off("responsibleGaming"))).responsibleGaming).toBe(false);
  });

  it("home: no inbox button, no red-envelope banner and no market age asked for", async () => {
    type Home = { inbox: boolean; rains: unknown; minAge: unknown; unread: unknown };
    const request = appRequest("/m/home", { cookie: agent });
    const all = await dataOf<Home>(homeLoader, request);
    expect(all.inbox).toBe(true);
    expect(all.rains).not.toBeNull();
    expect(all.minAge).not.toBeNull();
    const dropped = await dataOf<Home>(homeLoader, request, off("inbox", "redEnvelopes", "responsibleGaming"));
    expect(dropped).toMatchObject({ inbox: false, rains: null, minAge: null, unread: null });
  });

  it("the /m layout: no contract prompt and no session clock or reality check", async () => {
    const request = appRequest("/m/home", { cookie: agent });
    const dropped = await dataOf<{ contractPrompt: unknown; rg: unknown }>(layoutLoader, request, off("contracts", "responsibleGaming"));
    expect(dropped).toMatchObject({ contractPrompt: null, rg: null });
    const all = await dataOf<{ rg: unknown }>(layoutLoader, request);
    expect(all.rg).not.toBeNull();
  });

  it("login: no free trial where the gateway offers none", async () => {
    expect((await dataOf<{ trialFillTime: unknown }>(loginLoader, appRequest("/m/login"))).trialFillTime).not.toBeNull();
    expect((await dataOf<{ trialFillTime: unknown }>(loginLoader, appRequest("/m/login"), off("trial"))).trialFillTime).toBeNull();
  });

  it("deposit: no manual-transfer channel without receipts, no limits link or prompt without responsible gaming", async () => {
    type Page = { terms: { channels: { kind: string }[] }; responsibleGaming: boolean; rg: unknown };
    const request = appRequest("/m/voucherCenter", { cookie: member });
    const all = await dataOf<Page>(voucherLoader, request);
    expect(all.terms.channels.map((c) => c.kind)).toContain("MANUAL");
    expect(all.responsibleGaming).toBe(true);
    const dropped = await dataOf<Page>(voucherLoader, request, off("depositReceipts", "responsibleGaming"));
    expect(dropped.terms.channels.length).toBeGreaterThan(0);
    expect(dropped.terms.channels.map((c) => c.kind)).not.toContain("MANUAL");
    expect(dropped).toMatchObject({ responsibleGaming: false, rg: null });
  });
});

describe("registration without responsible gaming: no age gate, no limits", () => {
  type Page = { rg: unknown; maxBirthDate: unknown; constraint: { fields: Record<string, unknown> } };

  it("the form has neither a date of birth nor limits", async () => {
    const all = await dataOf<Page>(registerLoader, appRequest("/m/register?method=username"));
    expect(all.rg).not.toBeNull();
    expect(all.constraint.fields).toHaveProperty("birthDate");
    const dropped = await dataOf<Page>(registerLoader, appRequest("/m/register?method=username"), off("responsibleGaming"));
    expect(dropped).toMatchObject({ rg: null, maxBirthDate: null });
    expect(dropped.constraint.fields).not.toHaveProperty("birthDate");
    expect(dropped.constraint.fields).not.toHaveProperty("depositLimit");
  });

  it("and the account is opened without them, by the gateway that asks for neither", async () => {
    const fields = {
      ...(await honeypotFields(db)),
      method: "username",
      username: "norgplayer1",
      password: "abc12345",
      confirmPassword: "abc12345",
      countryDialingCode: "+63",
      agree: "on",
    };
    const request = appRequest("/m/register", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "203.0.113.91" },
    });
    const answer = await call(registerAction, request, off("responsibleGaming"));
    expect(answer.status, await answer.clone().text()).toBe(302);
    expect(cookiesFrom(answer)).toContain("el_session=");
    const row = await db.prepare("SELECT birth_date FROM members WHERE account = 'norgplayer1'").first<{ birth_date: string | null }>();
    expect(row).toEqual({ birth_date: null });
  });
});

describe("reading the capabilities", () => {
  const client = (call: GatewayClient["call"]): GatewayClient => ({ call });

  it("an older gateway, which answers the call as an unknown route, offers every module", async () => {
    const older = client(async () => {
      throw new GatewayError("business", ROUTES.capabilities.path, "route.not.found");
    });
    const failed = vi.fn(() => ALL_MODULES_OFFERED);
    expect(await readCapabilities(older, failed)).toEqual(ALL_MODULES_OFFERED);
    expect(failed).not.toHaveBeenCalled();
  });

  it("a failing call is the caller's to decide (pages: every module offered), never a failed page", async () => {
    const down = client(async () => {
      throw new GatewayError("unreachable", ROUTES.capabilities.path);
    });
    const failed = vi.fn(() => ALL_MODULES_OFFERED);
    expect(await readCapabilities(down, failed)).toEqual(ALL_MODULES_OFFERED);
    expect(failed).toHaveBeenCalledOnce();
  });

  it("the embedded gateway's answer, read once per request with the site status", async () => {
    const request = appRequest("/m/home");
    const context = await appContext(db, request, { env: off("feedback") });
    expect((await context.siteStatus()).unofferedModules).toEqual(["feedback"]);
    const answer = await readCapabilities(context.gateway);
    expect(answer.contractVersion).toBe(CONTRACT_VERSION);
    expect(answer.modules).not.toContain("feedback");
  });

  it("a switch of a module not offered reads as off, so everything behind the switch goes with it", async () => {
    const request = appRequest("/m/home");
    const site = await (await appContext(db, request, { env: off("rewards", "inbox") })).siteStatus();
    expect(site.features).toMatchObject({ REWARDCEN3: false, COMM3: false, DEPREC3: true });
  });
});

describe("a call to a module not offered is never sent", () => {
  const status = { maintenance: false, regionRestricted: false, unofferedModules: ["rewards"] as ModuleName[] };

  it("the gated gateway refuses it as the gateway would (module.unsupported) without a round trip, read or mutation", async () => {
    const inner = { call: vi.fn(async () => ({ ok: true })) } as unknown as GatewayClient;
    const gateway = gatedGateway(inner, { siteStatus: async () => status, unofferedModules: async () => status.unofferedModules }, null);
    for (const route of ["rewardCount", "rewardClaim"] as const) {
      const refused = await gateway.call(route, { token: "t" }).catch((e: unknown) => e);
      expect(refused, route).toMatchObject({ kind: "business", code: UNSUPPORTED_MODULE_CODE, value: { module: "rewards" } });
    }
    expect(inner.call).not.toHaveBeenCalled();
    await gateway.call("wallet", { token: "t" });
    expect(inner.call).toHaveBeenCalledOnce();
  });

  it("behind a closed gate the gate's answer comes first, not the module's refusal", async () => {
    const inner = { call: vi.fn(async () => ({ ok: true })) } as unknown as GatewayClient;
    const closed = { ...status, maintenance: true };
    const gateway = gatedGateway(inner, { siteStatus: async () => closed, unofferedModules: async () => closed.unofferedModules }, null);
    const thrown = (await gateway.call("rewardCount", { token: "t" }).catch((e: unknown) => e)) as { data?: unknown };
    expect(thrown.data).toMatchObject({ gate: "maintenance" });
    expect(inner.call).not.toHaveBeenCalled();
  });

  it("and a page that meets the refusal shows 'not offered here', not an error", async () => {
    const request = appRequest("/m/rewardCenter");
    const context: AppLoadContext = await appContext(db, request);
    const thrown = await gatewayFailure(
      new GatewayError("business", "/wps/rewards", UNSUPPORTED_MODULE_CODE, undefined, { module: "rewards" }),
      request,
      context,
    ).catch((e: unknown) => e);
    const answer = toResponse(thrown);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ notOffered: "rewards" });
  });
});
