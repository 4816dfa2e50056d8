import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as changePsw from "~/routes/m.changePsw";
import * as feedback from "~/routes/m.feedback";
import * as gameRecord from "~/routes/m.gameRecord";
import { loader as homeLoader } from "~/routes/m.home";
import * as inviteFriends from "~/routes/m.inviteFriends";
import { loader as loginLoader } from "~/routes/m.login";
import * as manualRebate from "~/routes/m.member_.manualRebate";
import * as rebateReport from "~/routes/m.member_.rebateReport";
import { loader as centreLoader } from "~/routes/m.mine";
import * as profitandloss from "~/routes/m.profitandloss";
import { loader as registerLoader } from "~/routes/m.register";
import * as rewardCenter from "~/routes/m.rewardCenter";
import * as securityCenter from "~/routes/m.securityCenter";
import * as bankCards from "~/routes/m.securityCenter_.bankCards";
import { action as trailAction } from "~/routes/m.trail";
import * as transactionRecord from "~/routes/m.transaction.record";
import * as uplineTransfer from "~/routes/m.upLine.transfer";
import * as voucherCenter from "~/routes/m.voucherCenter";
import * as vouReport from "~/routes/m.vouReport";
import * as webEmail from "~/routes/m.webEmail";
import * as withdraw from "~/routes/m.withdraw";
import * as withdrawReport from "~/routes/m.withdrawReport";
import { takeToast } from "~/session/toast.server";
import { callRoute, postForm, signedInCookie, type RouteFunction } from "~/testing/forms";
import { appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import { freshDatabase } from "../../../gateway/testing";

/**
 * §6 free-trial member (type 4): the member pages refuse a trial session with free_reject, the
 * same way whether the page is opened by its URL or its form is posted by hand (the server
 * decides, requireMember), while a real member opens them. Over a real fresh D1 and the embedded
 * gateway, through each route's own loader and action.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let trial: string;
let real: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  // A trial started the way a visitor starts one: /m/trail's button.
  const started = await postForm(db, trailAction, "/m/trail", {}, { headers: { "CF-Connecting-IP": "203.0.113.40" } });
  expect(started.status).toBe(302);
  trial = cookiesFrom(started);
  real = await signedInCookie(db);
});
afterAll(() => dispose());

type Route = { loader: RouteFunction; action?: RouteFunction };

/** Every member page whose money, records or account a trial must not reach, by its URL. */
const GUARDED: Array<[string, Route]> = [
  ["/m/voucherCenter", voucherCenter],
  ["/m/withdraw", withdraw],
  ["/m/upLine/transfer", uplineTransfer],
  ["/m/vouReport", vouReport],
  ["/m/withdrawReport", withdrawReport],
  ["/m/transaction/record", transactionRecord],
  ["/m/gameRecord", gameRecord],
  ["/m/profitandloss", profitandloss],
  ["/m/rewardCenter", rewardCenter],
  ["/m/member/manualRebate", manualRebate],
  ["/m/member/rebateReport", rebateReport],
  ["/m/securityCenter", securityCenter],
  ["/m/securityCenter/bankCards", bankCards],
  ["/m/webEmail", webEmail],
  ["/m/inviteFriends", inviteFriends],
  ["/m/changePsw", changePsw],
  ["/m/feedback", feedback],
];

/** The toast a refusal carries to the next page, as the root loader would read it. */
async function toastOf(response: Response): Promise<string | null> {
  const request = appRequest("/m/home", { cookie: cookiesFrom(response) });
  const context = await appContext(db, request);
  return (await takeToast(request, context.cookieOptions)).toast?.key ?? null;
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/m/home");
  expect(await toastOf(response)).toBe("toast.free_reject");
}

describe("§6 D6: guarded member pages refuse a trial session (type 4)", () => {
  it.each(GUARDED)("%s: opening the URL sends a trial home with free_reject", async (path, route) => {
    await expectRefused(await callRoute(db, route.loader, appRequest(path, { cookie: trial })));
  });

  it.each(GUARDED.filter(([, route]) => route.action))("%s: a hand-made form post from a trial is refused the same way", async (path, route) => {
    // Fields a real form of the page might carry: the refusal comes before any of them is read.
    const response = await postForm(
      db,
      route.action!,
      path,
      { intent: "submit", amount: "500", channelCode: "GCASH", idempotencyKey: crypto.randomUUID() },
      { cookie: trial },
    );
    await expectRefused(response);
  });

  it.each(GUARDED)("%s: a real member (type 0) is not refused", async (path, route) => {
    const response = await callRoute(db, route.loader, appRequest(path, { cookie: real }));
    expect(response.status).toBe(200);
    expect(await toastOf(response)).toBeNull();
  });

  it("a trial post moves no money: the trial's wallet holds its opening play money", async () => {
    await postForm(db, withdraw.action, "/m/withdraw", { amount: "100" }, { cookie: trial });
    const row = await db
      .prepare("SELECT w.balance_minor AS b FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.type = 4 ORDER BY m.id DESC LIMIT 1")
      .first<{ b: number }>();
    expect(row?.b).toBe(200_000);
  });
});

describe("§6 D6: what a trial is offered instead", () => {
  type CentreJson = { tiles: Array<{ id: string }>; rows: Array<{ id: string }>; playMoney: { balance: string | null } | null };
  const centre = async (cookie: string) => (await (await callRoute(db, centreLoader, appRequest("/m/mine", { cookie }))).json()) as CentreJson;

  it("the member centre: the play-money balance, and no deposit, withdraw or record entry", async () => {
    const page = await centre(trial);
    expect(page.playMoney).toEqual({ balance: "₱2,000.00" });
    const ids = [...page.tiles, ...page.rows].map((e) => e.id);
    for (const id of ["deposit", "withdraw", "depositRecord", "withdrawRecord", "transactionRecord", "betRecord", "personalReport", "rewardCenter"]) {
      expect(ids).not.toContain(id);
    }
    // Entries that move no money stay, answering free_reject as §6 says (the security centre).
    expect(ids).toContain("securityCenter");
  });

  it("a real member's centre has its money entries and no play money", async () => {
    const page = await centre(real);
    expect(page.playMoney).toBeNull();
    expect(page.tiles.map((e) => e.id)).toEqual(expect.arrayContaining(["deposit", "withdraw"]));
    expect(page.rows.map((e) => e.id)).toEqual(expect.arrayContaining(["depositRecord", "withdrawRecord", "transactionRecord", "betRecord"]));
  });

  it("home's header: the gateway's member type decides play money (trial yes, type 0 no)", async () => {
    const header = async (cookie: string) =>
      ((await (await callRoute(db, homeLoader, appRequest("/m/home", { cookie }))).json()) as { member: { playMoney: boolean; amount: number } }).member;
    expect(await header(trial)).toMatchObject({ playMoney: true, amount: 2000 });
    expect(await header(real)).toMatchObject({ playMoney: false });
  });

  it("registration and sign-in open for a trial (its way to a real account); a signed-in real member is still sent on", async () => {
    for (const [path, fn] of [
      ["/m/register", registerLoader],
      ["/m/login", loginLoader],
    ] as const) {
      expect((await callRoute(db, fn, appRequest(path, { cookie: trial }))).status).toBe(200);
      expect((await callRoute(db, fn, appRequest(path, { cookie: real }))).status).toBe(302);
    }
  });
});
