import type { Page } from "@playwright/test";
import { watchResponses } from "./account-helpers";
import { d1 } from "./d1";
import { expect, expectToast, failedResource, locales, test } from "./fixtures";
import { signInFresh } from "./member-helpers";
import { now as serverNow } from "../../contract/clock";
import { hashPassword, verifyPassword } from "../../gateway/core/crypto";

const ty = locales.ty;
const s = ty.security;

const CENTRE = "/m/securityCenter";
const PAYMENT = "/m/securityCenter/paymentPassword";
const PAYEE = "/m/securityCenter/payeeName";
const CARDS = "/m/securityCenter/bankCards";

/** A refused form answers 400: the document without JavaScript, the `.data` fetch with it. */
const refusedAt = (path: string) => [failedResource(400, path), failedResource(400, `${path}.data`)];

/** "… {{until}} …" as a pattern matching the time the page names (YYYY-MM-DD HH:mm). */
const withTime = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{\\{until\\}\\}", "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d"));

async function memberId(account: string): Promise<number> {
  const [row] = await d1<{ id: number }>(`SELECT id FROM members WHERE account = '${account}'`);
  return row!.id;
}

/** Sets the member's payment password straight in the database (the page's own form is tested on its own). */
async function givePaymentPassword(id: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await d1(
    `INSERT INTO member_profiles (member_id, payment_password_hash) VALUES (${id}, '${hash}')
     ON CONFLICT(member_id) DO UPDATE SET payment_password_hash = excluded.payment_password_hash`,
  );
}

async function giveCard(id: number, accountNumber: string, holder: string, bankCode = "BPI"): Promise<void> {
  await d1(
    `INSERT INTO bank_cards (member_id, bank_code, account_number, holder_name, created_at) VALUES (${id}, '${bankCode}', '${accountNumber}', '${holder}', ${serverNow()})`,
  );
}

async function storedPaymentHash(id: number): Promise<string | null> {
  const [row] = await d1<{ h: string | null }>(`SELECT payment_password_hash AS h FROM member_profiles WHERE member_id = ${id}`);
  return row?.h ?? null;
}

async function cardCount(id: number): Promise<number> {
  const [row] = await d1<{ n: number }>(`SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ${id}`);
  return row!.n;
}

/** The security centre's list, and one item's row in it. */
const items = (page: Page) => page.getByRole("list", { name: s.centre.listLabel });
const row = (page: Page, label: string) =>
  items(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });

async function fillPaymentForm(page: Page, values: { old?: string; next: string; confirm?: string }) {
  if (values.old !== undefined) await page.getByLabel(s.paymentPassword.old, { exact: true }).fill(values.old);
  await page.getByLabel(s.paymentPassword.new, { exact: true }).fill(values.next);
  await page.getByLabel(s.paymentPassword.confirm, { exact: true }).fill(values.confirm ?? values.next);
}

test.describe("security centre: overview", () => {
  test("security centre: a fresh member sees each item not set; after setting them, set and masked", async ({ page }) => {
    test.slow(); // two forms and three visits of the list
    await signInFresh(page);
    await page.goto(CENTRE);
    for (const label of [ty.title.paymentPassword, ty.title.payeeName, ty.title.email, s.centre.mobile, ty.title.securityQuestion, ty.title.profile]) {
      await expect(row(page, label), label).toContainText(s.state.notSet);
    }
    await expect(row(page, s.centre.loginPassword)).toContainText(s.state.set);
    await expect(row(page, ty.title.bankCards)).toContainText(s.state.cards.replace("{{count}}", "0").replace("{{limit}}", "5"));
    await expect(page.getByText(s.centre.levelSummary.replace("{{done}}", "0").replace("{{total}}", "3"))).toBeVisible();
    // The mobile number and sign-in history rows lead to their pages.
    await expect(row(page, s.centre.mobile).getByRole("link")).toHaveAttribute("href", "/m/securityCenter/mobile");
    await expect(row(page, ty.title.loginHistory).getByRole("link")).toHaveAttribute("href", "/m/securityCenter/history");

    // The summary's next step leads to the payment password.
    await page.getByRole("link", { name: s.centre.nextPaymentPassword }).click();
    await expect(page).toHaveURL(new RegExp(`${PAYMENT}$`));
    await fillPaymentForm(page, { next: "135790" });
    await page.getByRole("button", { name: s.paymentPassword.submitSet }).click();
    await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
    await expect(row(page, ty.title.paymentPassword)).toContainText(s.state.set);

    await row(page, ty.title.payeeName).getByRole("link").click();
    await page.getByLabel(s.payeeName.label, { exact: true }).fill("Juan Dela Cruz");
    await page.getByRole("button", { name: s.payeeName.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
    await expect(row(page, ty.title.payeeName)).toContainText("J*** D*** C***");
    await expect(page.getByText("Juan Dela Cruz")).toHaveCount(0);
    await expect(page.getByText(s.centre.levelSummary.replace("{{done}}", "2").replace("{{total}}", "3"))).toBeVisible();
    await expect(page.getByRole("link", { name: s.centre.nextBankCard })).toHaveAttribute("href", CARDS);
  });
});

test.describe("security centre: payment password", () => {
  test("payment password: set (new + confirm), then change with the current one", { tag: "@no-js" }, async ({ page }) => {
    const delivered = watchResponses(page);
    const account = await signInFresh(page);
    const id = await memberId(account);
    await page.goto(PAYMENT);
    await expect(page.getByLabel(s.paymentPassword.old, { exact: true })).toHaveCount(0);
    const input = page.getByLabel(s.paymentPassword.new, { exact: true });
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAttribute("autocomplete", "new-password");
    await fillPaymentForm(page, { next: "135790" });
    await page.getByRole("button", { name: s.paymentPassword.submitSet }).click();
    await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
    expect(await delivered("security.toast.paymentPasswordSet")).toBe(true);
    expect(await verifyPassword("135790", (await storedPaymentHash(id))!)).toBe(true);

    await page.goto(PAYMENT);
    await expect(page.getByLabel(s.paymentPassword.old, { exact: true })).toHaveAttribute("autocomplete", "off");
    await fillPaymentForm(page, { old: "135790", next: "246801" });
    await page.getByRole("button", { name: s.paymentPassword.submitChange }).click();
    await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
    expect(await delivered("security.toast.paymentPasswordChanged")).toBe(true);
    expect(await verifyPassword("246801", (await storedPaymentHash(id))!)).toBe(true);
  });

  test("payment password: letters are refused with the translated message and nothing is stored", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PAYMENT));
    const account = await signInFresh(page);
    await page.goto(PAYMENT);
    await fillPaymentForm(page, { next: "12ab56" });
    await page.getByRole("button", { name: s.paymentPassword.submitSet }).click();
    await expect(page.getByText(s.paymentPassword.format)).toBeVisible();
    expect(await storedPaymentHash(await memberId(account))).toBeNull();
  });

  test("payment password: five wrong current passwords lock it, and the page names when it lifts", async ({ page, consoleGuard }) => {
    test.slow(); // five refused submissions
    consoleGuard.allow(...refusedAt(PAYMENT));
    const account = await signInFresh(page);
    const id = await memberId(account);
    await givePaymentPassword(id, "135790");
    await page.goto(PAYMENT);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await fillPaymentForm(page, { old: "000000", next: "246801" });
      await page.getByRole("button", { name: s.paymentPassword.submitChange }).click();
      await expect(page.getByText(s.paymentPassword.wrong.replace("{{attempts}}", String(5 - attempt)))).toBeVisible();
      // The refused password is not put back in the field.
      await expect(page.getByLabel(s.paymentPassword.old, { exact: true })).toHaveValue("");
    }
    await fillPaymentForm(page, { old: "000000", next: "246801" });
    await page.getByRole("button", { name: s.paymentPassword.submitChange }).click();
    await expect(page.getByText(withTime(s.paymentPassword.locked)).first()).toBeVisible();
    const [lock] = await d1<{ locked: number }>(`SELECT locked_until > ${serverNow()} AS locked FROM login_failures WHERE subject = 'paypwd:${id}'`);
    expect(lock?.locked).toBe(1);
    // Until then the page shows the lock, not the form; the centre shows it too.
    await page.goto(PAYMENT);
    await expect(page.getByText(withTime(s.paymentPassword.locked))).toBeVisible();
    await expect(page.getByRole("button", { name: s.paymentPassword.submitChange })).toHaveCount(0);
    await page.goto(CENTRE);
    await expect(row(page, ty.title.paymentPassword)).toContainText(withTime(s.state.locked));
  });
});

test.describe("security centre: real name", () => {
  test("payee name: set once with the warning, then shown masked and read-only", { tag: "@no-js" }, async ({ page }) => {
    const account = await signInFresh(page);
    await page.goto(PAYEE);
    await expect(page.getByText(s.payeeName.warning)).toBeVisible();
    await page.getByLabel(s.payeeName.label, { exact: true }).fill("  María   Dela Cruz ");
    await page.getByRole("button", { name: s.payeeName.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
    // D14: the player is told it is saved, with JavaScript as without.
    await expectToast(page, s.toast.payeeNameSet);
    const [stored] = await d1<{ n: string }>(`SELECT payee_name AS n FROM member_profiles WHERE member_id = ${await memberId(account)}`);
    expect(stored!.n).toBe("María Dela Cruz");

    await page.goto(PAYEE);
    await expect(page.getByText("M*** D*** C***")).toBeVisible();
    await expect(page.getByText(s.payeeName.readOnly)).toBeVisible();
    await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: s.payeeName.submit })).toHaveCount(0);
  });

  test("payee name: a second set (a form loaded before another tab set it) is refused and nothing changes", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PAYEE));
    const account = await signInFresh(page);
    const id = await memberId(account);
    await page.goto(PAYEE);
    // Meanwhile, another tab sets the name.
    await d1(`INSERT INTO member_profiles (member_id, payee_name) VALUES (${id}, 'Ana Reyes')`);
    await page.getByLabel(s.payeeName.label, { exact: true }).fill("Pedro Penduko");
    await page.getByRole("button", { name: s.payeeName.submit }).click();
    await expect(page.getByText(s.payeeName.exists)).toBeVisible();
    await expect(page.getByText("A*** R***")).toBeVisible();
    const [stored] = await d1<{ n: string }>(`SELECT payee_name AS n FROM member_profiles WHERE member_id = ${id}`);
    expect(stored!.n).toBe("Ana Reyes");
  });
});

test.describe("security centre: bank cards", () => {
  async function bind(page: Page, card: { bank: string; number: string; holder: string }) {
    await page.getByLabel(s.bankCards.bank, { exact: true }).selectOption({ label: card.bank });
    await page.getByLabel(s.bankCards.accountNumber, { exact: true }).fill(card.number);
    await page.getByLabel(s.bankCards.holderName, { exact: true }).fill(card.holder);
    await page.getByRole("button", { name: s.bankCards.submitAdd }).click();
  }
  const cardItem = (page: Page, last4: string) => page.getByRole("listitem").filter({ hasText: `•••• ${last4}` });

  test("bank cards: without a real name the page asks for it first", async ({ page }) => {
    await signInFresh(page);
    await page.goto(CARDS);
    await expect(page.getByText(s.bankCards.needPayee)).toBeVisible();
    await expect(page.getByRole("button", { name: s.bankCards.submitAdd })).toHaveCount(0);
    await page.getByRole("link", { name: s.bankCards.setPayee }).click();
    await expect(page).toHaveURL(new RegExp(`${PAYEE}$`));
  });

  test("bank cards: bind a card (holder = real name, any case), listed masked as ••••1234", { tag: "@no-js" }, async ({ page }) => {
    const delivered = watchResponses(page);
    const account = await signInFresh(page, { payeeName: "Juan Dela Cruz" });
    await page.goto(CARDS);
    await expect(page.getByText(s.bankCards.empty)).toBeVisible();
    await expect(page.getByText(s.bankCards.holderHint.replace("{{name}}", "J*** D*** C***"))).toBeVisible();
    await bind(page, { bank: "BDO Unibank", number: "0000 1111 2222 1234", holder: "juan  dela cruz" });
    await expect(page).toHaveURL(new RegExp(`${CARDS}$`));
    // D14: the player is told the card is bound, with JavaScript as without.
    await expectToast(page, s.toast.cardAdded);
    const item = cardItem(page, "1234");
    await expect(item).toContainText("BDO Unibank");
    await expect(item).toContainText(s.bankCards.holder.replace("{{name}}", "J*** D*** C***"));
    await expect(page.getByText("0000111122221234")).toHaveCount(0);
    await expect(page.getByText(s.bankCards.bound.replace("{{count}}", "1").replace("{{limit}}", "5"))).toBeVisible();
    expect(await delivered("security.toast.cardAdded")).toBe(true);
    const [stored] = await d1<{ number: string; holder: string }>(
      `SELECT account_number AS number, holder_name AS holder FROM bank_cards WHERE member_id = ${await memberId(account)}`,
    );
    expect(stored).toEqual({ number: "0000111122221234", holder: "Juan Dela Cruz" });
  });

  test("bank cards: a holder other than the real name is refused with the translated message, no card", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(CARDS));
    const account = await signInFresh(page, { payeeName: "Juan Dela Cruz" });
    await page.goto(CARDS);
    await bind(page, { bank: "GCash", number: "09171234567", holder: "Pedro Penduko" });
    await expect(page.getByText(s.bankCards.holderMismatch)).toBeVisible();
    expect(await cardCount(await memberId(account))).toBe(0);
  });

  test("bank cards: at five cards the form is gone, and a sixth posted from an older page is refused", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(CARDS));
    const account = await signInFresh(page, { payeeName: "Ana Reyes" });
    const id = await memberId(account);
    for (let i = 0; i < 4; i++) await giveCard(id, `400000000${i}`, "Ana Reyes");
    await page.goto(CARDS);
    // The page was loaded at four; a fifth arrives from elsewhere before this form is sent.
    await giveCard(id, "4000000009", "Ana Reyes");
    await bind(page, { bank: "BDO Unibank", number: "4000000019", holder: "Ana Reyes" });
    await expect(page.getByText(s.bankCards.limit.replace("{{limit}}", "5"))).toBeVisible();
    expect(await cardCount(id)).toBe(5);
    await page.goto(CARDS);
    await expect(page.getByText(s.bankCards.limitReached.replace("{{limit}}", "5"))).toBeVisible();
    await expect(page.getByRole("button", { name: s.bankCards.submitAdd })).toHaveCount(0);
  });

  test("bank cards: remove a card with the payment password", async ({ page }) => {
    const account = await signInFresh(page, { payeeName: "Ana Reyes" });
    const id = await memberId(account);
    await givePaymentPassword(id, "135790");
    await giveCard(id, "5000000001234", "Ana Reyes");
    await page.goto(CARDS);
    const item = cardItem(page, "1234");
    await item.getByText(s.bankCards.remove.replace("{{last4}}", "1234"), { exact: true }).click();
    await item.getByLabel(ty.title.paymentPassword, { exact: true }).fill("135790");
    await item.getByRole("button", { name: s.bankCards.removeSubmit }).click();
    await expect(page.getByText(s.bankCards.empty)).toBeVisible();
    expect(await cardCount(id)).toBe(0);
  });

  test("bank cards: a wrong payment password keeps the card and says how many tries are left", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(CARDS));
    const account = await signInFresh(page, { payeeName: "Ana Reyes" });
    const id = await memberId(account);
    await givePaymentPassword(id, "135790");
    await giveCard(id, "5000000005678", "Ana Reyes");
    await page.goto(CARDS);
    const item = cardItem(page, "5678");
    await item.getByText(s.bankCards.remove.replace("{{last4}}", "5678"), { exact: true }).click();
    await item.getByLabel(ty.title.paymentPassword, { exact: true }).fill("000000");
    await item.getByRole("button", { name: s.bankCards.removeSubmit }).click();
    await expect(item.getByText(s.paymentPassword.wrong.replace("{{attempts}}", "4"))).toBeVisible();
    await expect(item.getByLabel(ty.title.paymentPassword, { exact: true })).toHaveValue("");
    expect(await cardCount(id)).toBe(1);
  });

  test("bank cards: without a payment password, removal links to setting one", async ({ page }) => {
    const account = await signInFresh(page, { payeeName: "Ana Reyes" });
    await giveCard(await memberId(account), "5000000004321", "Ana Reyes");
    await page.goto(CARDS);
    const item = cardItem(page, "4321");
    await item.getByText(s.bankCards.remove.replace("{{last4}}", "4321"), { exact: true }).click();
    await expect(item.getByText(s.bankCards.needPaymentPassword)).toBeVisible();
    await item.getByRole("link", { name: s.paymentPassword.setFirst }).click();
    await expect(page).toHaveURL(new RegExp(`${PAYMENT}$`));
  });
});
