import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, failedResource, locales, login, test } from "./fixtures";
import { dismissPopupIfShown } from "./home-helpers";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { hashPassword } from "../../gateway/core/crypto";

/**
 * The red-envelope rain /m/redRain (research A-RR-01…03, decision 032). Each test
 * has an agent and downlines of its own (the seeded rain and balances are shared by other specs):
 * the agent has a payment password and a balance matching a deposit entry on the ledger (the audit
 * requires balance = sum of entries), all written through d1; every rain is funded through the
 * page. Runs in both projects: the terms are a GET, the confirm step a plain POST form, and the
 * grab without JavaScript is one "Open an envelope" button (with it, the falling envelopes too).
 */
const ty = locales.ty;
const r = ty.redRain;
const PATH = "/m/redRain";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);

async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

/** An agent (type 1) with payment password 135790 and ₱`pesos` on the ledger, and `downlines` direct downlines. */
async function agentWithTeam(pesos: number, downlines = 1) {
  const agent = await createMember({ prefix: "rra", type: 1 });
  const agentId = await memberId(agent);
  await d1(`INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (${agentId}, '${await hashPassword("135790")}')`);
  const minor = pesos * 100;
  await d1(`UPDATE wallets SET balance_minor = ${minor} WHERE member_id = ${agentId}`);
  await d1(
    `INSERT INTO ledger_entries (member_id, kind, amount_minor, balance_after_minor, reference, created_at) VALUES (${agentId}, 'deposit', ${minor}, ${minor}, 'e2e:${agentId}', ${serverNow()})`,
  );
  const team: { account: string; id: number }[] = [];
  for (let i = 0; i < downlines; i++) {
    const account = await createMember({ prefix: "rrd" });
    const id = await memberId(account);
    await d1(`UPDATE members SET parent_id = ${agentId} WHERE id = ${id}`);
    team.push({ account, id });
  }
  return { agent, agentId, team };
}

async function signIn(page: Page, account: string) {
  await page.context().clearCookies();
  await login(page, account, FRESH_PASSWORD);
}

const balanceMinor = async (id: number) => (await d1<{ b: number }>(`SELECT balance_minor AS b FROM wallets WHERE member_id = ${id}`))[0]!.b;
const rainEntries = (id: number) =>
  d1<{ kind: string; amount_minor: number; reference: string }>(
    `SELECT kind, amount_minor, reference FROM ledger_entries WHERE member_id = ${id} AND kind LIKE 'red_rain%' ORDER BY id`,
  );
const peso = (minor: number) => `₱${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The agent funds a rain through the page: the terms, Next, the confirm dialog with the payment password. */
async function sendRain(page: Page, terms: { total: string; count: string; split?: "random" | "equal"; audience?: "direct" | "team" }) {
  await page.goto(PATH);
  await page.getByLabel(r.total, { exact: true }).fill(terms.total);
  await page.getByLabel(r.count, { exact: true }).fill(terms.count);
  await page.getByRole("radio", { name: terms.split === "equal" ? r.splitEqual : r.splitRandom }).check({ force: true });
  await page.getByRole("radio", { name: terms.audience === "team" ? r.audienceTeam : r.audienceDirect }).check({ force: true });
  await page.getByRole("button", { name: r.next }).click();
  const dialog = page.getByRole("alertdialog", { name: r.confirmTitle });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(r.paymentPassword, { exact: true });
  await expect(password).toHaveAttribute("autocomplete", "off");
  await password.fill("135790");
  await dialog.getByRole("button", { name: r.submit }).click();
  await expect(page).toHaveURL(/\/m\/redRain\?created=\d+$/);
  return Number(new URL(page.url()).searchParams.get("created"));
}

test.describe("red-envelope rain (/m/redRain)", () => {
  test(
    "A-RR-01/A-RR-02: the agent funds a rain (the total leaves at once), a downline grabs from the home banner, the wallet is credited once, the agent sees the grab",
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled }) => {
      test.slow(); // two sign-ins and a two-step form
      const { agent, agentId, team } = await agentWithTeam(1_000);
      const downline = team[0]!;
      await signIn(page, agent);
      const rainId = await sendRain(page, { total: "100", count: "4", split: "equal" });
      await expect(page).toHaveTitle(`${ty.title.redRain} · ${ty.app.name}`);
      await expect(page.getByText(fill(r.createdBody, { total: "₱100.00", count: 4, balance: "₱900.00" }))).toBeVisible();
      await expect(page.getByTestId("rain-balance")).toHaveText("₱900.00");
      expect(await balanceMinor(agentId)).toBe(90_000);
      expect(await rainEntries(agentId)).toEqual([{ kind: "red_rain_out", amount_minor: -10_000, reference: `rain:${rainId}` }]);
      const item = page.getByTestId("agent-rain").first();
      await expect(item.getByText(r.status.live)).toBeVisible();

      // The downline: the banner on home leads to the rain.
      await signIn(page, downline.account);
      await page.goto("/m/home");
      // The announcement pop-up (§2) covers home for a new member: close it to reach the banner.
      await dismissPopupIfShown(page);
      await page.getByTestId("rain-banner").click();
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
      const live = page.getByTestId("live-rain");
      await expect(live).toHaveCount(1);
      await expect(live.getByText(fill(r.liveFrom, { agent }))).toBeVisible();
      if (javaScriptEnabled) {
        // Reduced motion lays the envelopes out in a still grid (a moving target would make the tap flaky).
        await page.emulateMedia({ reducedMotion: "reduce" });
        await live.getByTestId("falling-envelope").first().click();
      } else {
        await expect(live.getByTestId("falling-envelope")).toHaveCount(0);
        await live.getByRole("button", { name: r.open }).click();
      }
      await expect(page.getByTestId("rain-result")).toContainText(fill(r.got, { amount: "₱25.00" }));
      expect(await balanceMinor(downline.id)).toBe(2_500);
      expect(await rainEntries(downline.id)).toEqual([{ kind: "red_rain_in", amount_minor: 2_500, reference: `rain:${rainId}` }]);
      // The opened rain leaves the live list: there is nothing more to tap.
      await expect(page.getByTestId("live-rain")).toHaveCount(0);

      // The agent sees the grab: account and amount.
      await signIn(page, agent);
      await page.goto(PATH);
      const grabs = page.getByTestId("agent-rain").first().getByRole("table", { name: r.grabsCaption });
      await expect(grabs.getByRole("row", { name: new RegExp(`${downline.account}.*₱25\\.00`) })).toBeVisible();
      await expect(
        page
          .getByTestId("agent-rain")
          .first()
          .getByText(fill(r.grabbedOf, { grabbed: 1, count: 4, amount: "₱25.00" })),
      ).toBeVisible();
    },
  );

  test("A-RR-03: a double tap and a re-sent form pay once; the amount comes from the gateway", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const { agent, team } = await agentWithTeam(500);
    const downline = team[0]!;
    await signIn(page, agent);
    const rainId = await sendRain(page, { total: "50", count: "5", split: "random" });

    await signIn(page, downline.account);
    // Reduced motion lays the envelopes out in a still grid (a moving target would make the tap flaky).
    if (javaScriptEnabled) await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    const live = page.getByTestId("live-rain");
    if (javaScriptEnabled) {
      // A double tap: the second lands while the first grab is on its way (the envelopes are disabled then).
      await live.getByTestId("falling-envelope").first().dblclick();
    } else {
      await live.getByRole("button", { name: r.open }).click();
    }
    await expect(page.getByTestId("rain-result")).toBeVisible();
    const [entry] = await rainEntries(downline.id);
    expect(entry).toMatchObject({ kind: "red_rain_in", reference: `rain:${rainId}` });
    await expect(page.getByTestId("rain-result")).toContainText(peso(entry!.amount_minor));

    // The form sent again with another key (a retry, another tab): the same envelope, nothing paid.
    const response = await page.request.post(PATH, {
      form: { intent: "grab", rainId: String(rainId), idempotencyKey: crypto.randomUUID() },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(fill(r.already, { amount: peso(entry!.amount_minor) }));
    expect(await rainEntries(downline.id)).toEqual([entry]);
    expect(await balanceMinor(downline.id)).toBe(entry!.amount_minor);
  });

  test("A-RR-02: a member outside a 'direct' rain's audience sees no rain and no banner; non-agents see no form", async ({ page }) => {
    test.slow();
    const { agent, team } = await agentWithTeam(200);
    // A downline of the downline: in the agent's team, not a direct downline.
    const deep = await createMember({ prefix: "rrx" });
    await d1(`UPDATE members SET parent_id = ${team[0]!.id} WHERE account = '${deep}'`);
    await signIn(page, agent);
    await sendRain(page, { total: "10", count: "2", audience: "direct" });

    await signIn(page, deep);
    await page.goto("/m/home");
    await expect(page.getByTestId("rain-banner")).toHaveCount(0);
    await page.goto(PATH);
    await expect(page.getByTestId("live-rain")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: r.noRain })).toBeVisible();
    await expect(page.getByRole("button", { name: r.next })).toHaveCount(0);
  });

  test("A-RR-01: a wrong payment password is refused with the tries left, and moves nothing", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(400, PATH), failedResource(400, `${PATH}.data`));
    const { agent, agentId } = await agentWithTeam(300);
    await signIn(page, agent);
    await page.goto(PATH);
    await page.getByLabel(r.total, { exact: true }).fill("100");
    await page.getByLabel(r.count, { exact: true }).fill("10");
    await page.getByRole("button", { name: r.next }).click();
    const dialog = page.getByRole("alertdialog", { name: r.confirmTitle });
    await dialog.getByLabel(r.paymentPassword, { exact: true }).fill("000000");
    await dialog.getByRole("button", { name: r.submit }).click();
    await expect(page.getByRole("alertdialog", { name: r.confirmTitle }).getByText(fill(ty.security.paymentPassword.wrong, { attempts: 4 }))).toBeVisible();
    expect(await balanceMinor(agentId)).toBe(30_000);
    expect(await rainEntries(agentId)).toEqual([]);
  });
});
