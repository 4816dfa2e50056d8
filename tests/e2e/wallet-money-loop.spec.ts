import type { Page } from "@playwright/test";
import { fillBirthDate, uniqueName, waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { expect, locales, site, test } from "./fixtures";
import { DEMO_TEXTS } from "../../gateway/handlers/games-demo-texts";

/**
 * "Done when", end to end on a 390×844 phone: a new player registers, deposits ₱500 by
 * e-wallet, plays, sees every bet and win in the bet record and the personal report, binds a card
 * and withdraws; the operator approves it and the ledger audit finds no difference. Every figure
 * the pages show is checked against the ledger the gateway wrote (one ledger, decision 026).
 */
const ty = locales.ty;
const acc = ty.account;
const s = ty.security;
const b = ty.records.bets;
const play = DEMO_TEXTS.ty;

/** "₱12,480.50" / "-₱3.00" → cents. */
function cents(text: string): number {
  const m = /^([+-]?)\D*([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number(m[2]!.replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] === "-" ? -value : value;
}
const peso = (minor: number) => `₱${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The member's money as the ledger has it (minor units). */
async function ledger(account: string) {
  const [row] = await d1<{ balance: number; bets: number; wins: number; deposits: number; entries: number; orders: number }>(
    `SELECT w.balance_minor AS balance,
       (SELECT COALESCE(-SUM(amount_minor), 0) FROM ledger_entries WHERE member_id = m.id AND kind = 'bet') AS bets,
       (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE member_id = m.id AND kind = 'win') AS wins,
       (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE member_id = m.id AND kind = 'deposit') AS deposits,
       (SELECT COUNT(*) FROM ledger_entries WHERE member_id = m.id) AS entries,
       (SELECT COUNT(*) FROM bet_orders WHERE member_id = m.id) AS orders
     FROM members m JOIN wallets w ON w.member_id = m.id WHERE m.account = '${account}'`,
  );
  return row!;
}

const totals = (page: Page) => page.getByRole("region", { name: ty.records.totals.label });
const total = (page: Page, label: string) =>
  totals(page)
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

test.describe("Done when: register → deposit → play → records → card → withdraw → audit", () => {
  test("Done when: the whole money loop on one ledger, every page agreeing to the cent", async ({ page }) => {
    test.slow(); // a registration, a payment, two spins, three security forms and a withdrawal

    // 1. Register.
    const name = uniqueName("loop");
    await page.goto("/m/register");
    await page.getByLabel(acc.field.username, { exact: true }).fill(name);
    await page.getByLabel(acc.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(acc.field.confirmPassword).fill("secret123");
    await fillBirthDate(page);
    await waitForFormReady(page);
    await page.getByRole("button", { name: acc.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect((await ledger(name)).balance).toBe(0);

    // 2. Deposit ₱500 by e-wallet: the gateway's pay page, Pay, back in the app.
    await page.goto("/m/voucherCenter");
    await page.getByLabel(ty.deposit.page.amount, { exact: true }).fill("500");
    await page.getByRole("button", { name: ty.deposit.page.submitEwallet }).click();
    await expect(page).toHaveURL(/\/gw\/pay\//);
    await page.getByRole("button", { name: "Magbayad" }).click();
    await expect(page.getByTestId("deposit-result")).toContainText(ty.deposit.result.successTitle);
    expect(await ledger(name)).toMatchObject({ balance: 50_000, deposits: 50_000, entries: 1 });

    // 3. Play: two ₱10 spins on a slot launched from the game list.
    await page.goto("/m/gameList?gameType=RNG&vendor=SPN");
    await page
      .locator(".game-tile:not(.game-tile--skeleton)")
      .getByRole("button", { name: /^Laruin ang / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/gw\/play\/[0-9a-f]{64}$/);
    for (let spin = 1; spin <= 2; spin++) {
      await page.getByLabel("₱10", { exact: true }).check();
      await page.getByRole("button", { name: play.spin, exact: true }).click();
      await expect(page).toHaveURL(/\?last=\d{10}$/);
      await expect(page.getByTestId("demo-recent").getByRole("listitem")).toHaveCount(spin);
    }
    const played = await ledger(name);
    expect(played).toMatchObject({ bets: 2_000, orders: 2 });
    expect(played.balance).toBe(50_000 - 2_000 + played.wins);
    await expect(page.getByTestId("demo-balance")).toHaveText(peso(played.balance));

    // 4. The bet record: both orders, with the ledger's stake and win totals.
    await page.goto("/m/gameRecord?period=today");
    await expect(page.locator(".records-item")).toHaveCount(2);
    await expect(total(page, b.totalCount)).toHaveText("2");
    expect(cents(await total(page, b.totalStake).innerText())).toBe(played.bets);
    expect(cents(await total(page, b.totalWin).innerText())).toBe(played.wins);

    // 5. The personal report for today: the same sums, and profit = wins − valid turnover.
    await page.goto("/m/profitandloss?period=today");
    const figure = async (name: string) => cents(await page.getByTestId(`report-${name}`).innerText());
    expect(await figure("bets")).toBe(played.bets);
    expect(await figure("validTurnover")).toBe(played.bets);
    expect(await figure("wins")).toBe(played.wins);
    expect(await figure("deposits")).toBe(50_000);
    expect(await figure("profit")).toBe(played.wins - played.bets);

    // 6. Payment password, real name and a card, from the security centre.
    await page.goto("/m/securityCenter/paymentPassword");
    await page.getByLabel(s.paymentPassword.new, { exact: true }).fill("135790");
    await page.getByLabel(s.paymentPassword.confirm, { exact: true }).fill("135790");
    await page.getByRole("button", { name: s.paymentPassword.submitSet }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await page.goto("/m/securityCenter/payeeName");
    await page.getByLabel(s.payeeName.label, { exact: true }).fill("Juan Dela Cruz");
    await page.getByRole("button", { name: s.payeeName.submit }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await page.goto("/m/securityCenter/bankCards");
    await page.getByLabel(s.bankCards.bank, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(s.bankCards.accountNumber, { exact: true }).fill("5000000004321");
    await page.getByLabel(s.bankCards.holderName, { exact: true }).fill("Juan Dela Cruz");
    await page.getByRole("button", { name: s.bankCards.submitAdd }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "•••• 4321" })).toBeVisible();

    // 7. Withdraw ₱100: held at once, then approved by the operator.
    const w = ty.wallet.withdraw;
    await page.goto("/m/withdraw");
    await expect(page.getByTestId("withdraw-balance")).toHaveText(peso(played.balance));
    await page.getByLabel(w.amount, { exact: true }).fill("100");
    await page.getByLabel(w.paymentPassword, { exact: true }).fill("135790");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page).toHaveURL(/\/m\/withdraw\?placed=\d+$/);
    const orderId = new URL(page.url()).searchParams.get("placed")!;
    await expect(page.getByTestId("withdraw-balance")).toHaveText(peso(played.balance - 10_000));
    expect(await site("withdraw", "approve", orderId)).toContain("approved");
    await page.goto("/m/withdrawReport?period=today");
    await expect(page.locator(".records-badge")).toHaveText([ty.records.withdrawals.status.approved]);

    // 8. One ledger: the wallet is the sum of its entries, for every wallet.
    expect((await ledger(name)).balance).toBe(played.balance - 10_000);
    expect(await site("audit")).toMatch(/no difference/);
  });
});
