import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, locales, login, test } from "./fixtures";
import { createMember, FRESH_PASSWORD } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";

/**
 * Agent contracts and the §4 contract prompt (research A-CON-01…04, A-DIV-01,
 * decision 031). Each test has a top agent and a downline agent of its own, with the top agent's
 * operator terms (1.5 % daily salary at most) and a fresh pending request written through d1, so
 * tests never share a request. Runs in both projects: the prompt's Cancel and Go, the answers and
 * the higher-rate confirmation are plain forms and links. No money moves here (the ledger audit
 * stays clean).
 */
const c = locales.ty.agentContracts;
const SALARY = "/m/member/agent/getSalaryContract";

async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

const salary = (rates: number[]) =>
  JSON.stringify({ kind: "salary", tiers: rates.map((rate, i) => ({ betVolumeMinor: (i + 1) * 1_000_000, activeMember: i + 1, rateType: "P", rate })) });

/** A top agent with the operator's terms, a downline agent (type 2) under it, and a pending daily-salary request at `rates` (bp). */
async function pendingRequest(rates: number[]) {
  const top = await createMember({ prefix: "cta", type: 1 });
  const topId = await memberId(top);
  const down = await createMember({ prefix: "ctd", type: 2 });
  const downId = await memberId(down);
  await d1(`UPDATE members SET parent_id = ${topId} WHERE id = ${downId}`);
  const now = serverNow();
  await d1(
    `INSERT INTO contracts (kind, upline_id, member_id, status, tiers, created_at, activated_at) VALUES ('salary', NULL, ${topId}, 'A', '${salary([80, 150])}', ${now}, ${now})`,
  );
  const [row] = await d1<{ id: number }>(
    `INSERT INTO contracts (kind, upline_id, member_id, status, proposed_tiers, created_at) VALUES ('salary', ${topId}, ${downId}, 'P', '${salary(rates)}', ${now}) RETURNING id`,
  );
  await d1(
    `INSERT INTO contract_events (contract_id, actor_id, action, status, tiers, created_at) VALUES (${row!.id}, ${topId}, 'offer', 'P', '${salary(rates)}', ${now})`,
  );
  return { top, down, contractId: row!.id };
}

const statusOf = async (id: number) => (await d1<{ status: string }>(`SELECT status FROM contracts WHERE id = ${id}`))[0]!.status;
const prompt = (page: Page) => page.getByTestId("contract-prompt");

test.describe("agent contracts", () => {
  test("A-CON-01: agent2 signs in and the prompt lists the seeded daily-salary request", async ({ page }) => {
    await login(page, "agent2", "agent1234");
    await expect(prompt(page)).toBeVisible();
    await expect(page.getByTestId("contract-prompt-salary")).toContainText(c.kind.salary);
    await expect(page.getByTestId("contract-prompt-dividend")).toHaveCount(0);
  });

  test("A-CON-01, A-CON-02, A-CON-04: Go opens the contract page, Agree answers once and the prompt no longer shows", { tag: "@no-js" }, async ({ page }) => {
    const { down, contractId } = await pendingRequest([50, 100]);
    await login(page, down, FRESH_PASSWORD);
    await expect(page.getByTestId("contract-prompt-salary")).toBeVisible();
    await page
      .getByTestId("contract-prompt-salary")
      .getByRole("button", { name: new RegExp(c.prompt.go) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SALARY}$`));
    // The tier table exactly: threshold, active members, the rate as a percentage.
    const table = page.getByTestId("tiers-proposed");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(1)).toContainText("10,000.00");
    await expect(table.getByRole("row").nth(2)).toContainText("1.00%");
    await page.getByRole("button", { name: c.action.agree, exact: true }).click();
    await expect(page.getByTestId("contract-status").first()).toHaveText(c.status.A);
    expect(await statusOf(contractId)).toBe("A");
    const [events] = await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM contract_events WHERE contract_id = ${contractId} AND action = 'agree'`);
    expect(events!.n).toBe(1);
    await page.goto("/m/home");
    await expect(prompt(page)).toHaveCount(0);
  });

  test("A-CON-01: Cancel keeps the request pending and hides the prompt for the session", async ({ page }) => {
    const { down, contractId } = await pendingRequest([50, 100]);
    await login(page, down, FRESH_PASSWORD);
    await expect(prompt(page)).toBeVisible();
    await page.getByRole("button", { name: c.prompt.cancel, exact: true }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto("/m/mine");
    await page.goto("/m/home");
    await expect(prompt(page)).toHaveCount(0);
    expect(await statusOf(contractId)).toBe("P");
    // Still there on the contract page, waiting for an answer.
    await page.goto(SALARY);
    await expect(page.getByTestId("contract-status").first()).toHaveText(c.status.P);
  });

  test("A-CON-03: terms above the upline's own need the higher-rate confirmation", async ({ page }) => {
    const { down, contractId } = await pendingRequest([100, 200]);
    await login(page, down, FRESH_PASSWORD);
    await page.goto(SALARY);
    await page.getByTestId("contract-agree").click();
    const dialog = page.getByRole("alertdialog", { name: c.higherRate.title });
    await expect(dialog).toBeVisible();
    expect(await statusOf(contractId)).toBe("P");
    await dialog.getByRole("link", { name: c.higherRate.cancel }).click();
    await expect(dialog).toHaveCount(0);
    expect(await statusOf(contractId)).toBe("P");
    await page.getByTestId("contract-agree").click();
    await page.getByRole("alertdialog", { name: c.higherRate.title }).getByRole("button", { name: c.higherRate.confirm }).click();
    await expect(page.getByTestId("contract-status").first()).toHaveText(c.status.A);
    expect(await statusOf(contractId)).toBe("A");
  });

  test(
    "A-DIV-01: the upline offers a dividend contract from the dividend page and the downline sees the request",
    { tag: "@no-js" },
    async ({ page, browser }) => {
      const top = await createMember({ prefix: "cdt", type: 1 });
      const down = await createMember({ prefix: "cdd", type: 2 });
      await d1(`UPDATE members SET parent_id = ${await memberId(top)} WHERE account = '${down}'`);
      await login(page, top, FRESH_PASSWORD);
      await page.goto("/m/member/agent/agentDivident");
      const row = page.getByTestId(`downline-${down}`);
      await expect(row).toContainText(c.status.none);
      await row.getByRole("link", { name: c.downlines.initiate }).click();
      const form = page.locator("#contract-offer");
      await form.locator('select[name="product_0"]').selectOption("LIVE");
      await form.locator('input[name="threshold_0"]').fill("1000");
      await form.locator('input[name="netLoss_0"]').fill("500");
      await form.locator('input[name="members_0"]').fill("1");
      await form.locator('input[name="rate_0"]').fill("20");
      await form.getByRole("button", { name: c.offer.submit }).click();
      await expect(page.getByTestId(`downline-${down}`)).toContainText(c.status.P);
      const [contract] = await d1<{ status: string }>(`SELECT status FROM contracts WHERE member_id = ${await memberId(down)} AND kind = 'dividend'`);
      expect(contract!.status).toBe("P");

      const other = await browser.newPage();
      await login(other, down, FRESH_PASSWORD);
      await expect(other.getByTestId("contract-prompt-dividend")).toBeVisible();
      await other.close();
    },
  );
});
