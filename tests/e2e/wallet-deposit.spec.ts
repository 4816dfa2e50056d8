import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, expectToast, failedResource, locales, noJs, site, test } from "./fixtures";
import { signInFresh } from "./member-helpers";

/**
 * And §5: /m/voucherCenter, the gateway's pay page /gw/pay/<token>, the operator's
 * approval and /m/vouReport (W-DEP-01…11, R-01, R-03, R-07, R-10). Each test has a fresh member (the
 * first-deposit bonus is theirs). Receipts are made at test time and differ per run: one image
 * proves one deposit (decision 027), and the e2e database persists between tests.
 */
const ty = locales.ty;
const p = ty.deposit.page;
const err = ty.deposit.error;
const PATH = "/m/voucherCenter";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);
const refusedAt = (path: string) => [failedResource(400, path), failedResource(400, `${path}.data`)];

/** A valid 8×8 PNG of a colour unique to this call (fixtures/receipt.png is the same shape). */
let colour = Math.floor(Math.random() * 0xffffff);
function uniquePng(): Buffer {
  const c = ++colour;
  const rgb = [c >> 16, (c >> 8) & 255, c & 255];
  const raw = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => rgb).flat()])));
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let x = n;
    for (let k = 0; k < 8; k++) x = x & 1 ? 0xedb88320 ^ (x >>> 1) : x >>> 1;
    return x >>> 0;
  });
  const crc = (b: Buffer) => {
    let x = 0xffffffff;
    for (const byte of b) x = crcTable[(x ^ byte) & 255]! ^ (x >>> 8);
    return (x ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const png = () => ({ name: "receipt.png", mimeType: "image/png", buffer: uniquePng() });
const GIF = { name: "receipt.gif", mimeType: "image/gif", buffer: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64") };

async function memberOf(account: string): Promise<{ id: number; balance: number; orders: number; entries: number }> {
  const [row] = await d1<{ id: number; balance: number; orders: number; entries: number }>(
    `SELECT m.id, w.balance_minor AS balance, (SELECT COUNT(*) FROM deposits d WHERE d.member_id = m.id) AS orders,
       (SELECT COUNT(*) FROM ledger_entries e WHERE e.member_id = m.id) AS entries
     FROM members m LEFT JOIN wallets w ON w.member_id = m.id WHERE m.account = '${account}'`,
  );
  return row!;
}

async function chooseBank(page: Page) {
  await page.getByRole("link", { name: p.kind.MANUAL }).click();
  await expect(page).toHaveURL(/channel=BANK/);
}

async function fillManual(page: Page, amount: string, files: Parameters<Page["setInputFiles"]>[1]) {
  await page.getByLabel(p.amount, { exact: true }).fill(amount);
  await page.getByLabel(p.payerName, { exact: true }).fill("Ana Reyes");
  await page.getByLabel(p.receipts, { exact: true }).setInputFiles(files as never);
}

test.describe("deposit (/m/voucherCenter)", () => {
  test("W-DEP-01 a visitor goes to the login page", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FvoucherCenter/);
  });

  test("W-DEP-02/03/06 e-wallet ₱500 → Pay on /gw/pay → balance and /m/vouReport change; a second Pay changes nothing", { tag: "@no-js" }, async ({ page }) => {
    const account = await signInFresh(page, { prefix: "dep" });
    await page.goto(PATH);
    await expect(page.getByRole("link", { name: p.kind.EWALLET })).toHaveAttribute("aria-current", "true");
    await expect(page.getByText(fill(p.range, { min: "₱100.00", max: "₱50,000.00", fee: p.feeFree }))).toBeVisible();
    await page.getByLabel(p.amount, { exact: true }).fill("500");
    await page.getByRole("button", { name: p.submitEwallet }).click();
    await expect(page).toHaveURL(/\/gw\/pay\/\d{10}-[0-9a-f]{32}$/);
    const payUrl = page.url();
    await expect(page.getByTestId("pay-amount")).toHaveText("₱500.00");
    await page.getByRole("button", { name: "Magbayad" }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d{10}$/);
    await expect(page.getByTestId("deposit-result")).toContainText(ty.deposit.result.successTitle);
    expect((await memberOf(account)).balance).toBe(50_000);

    // The pay page again: the order is paid, no button, nothing moves.
    await page.goto(payUrl);
    await expect(page.getByTestId("pay-state")).toBeVisible();
    expect((await memberOf(account)).entries).toBe(1);

    await page.goto("/m/vouReport");
    const row = page.locator(".records-item", { hasText: "₱500.00" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ty.deposit.record.status.success);
  });

  test(
    "(D9): an unpaid e-wallet order holds the daily deposit limit until the player cancels it from the record; then they deposit again",
    { tag: "@no-js" },
    async ({ page }) => {
      const account = await signInFresh(page, { prefix: "dep" });
      const { id } = await memberOf(account);
      await d1(`INSERT INTO rg_limits (member_id, kind, period, amount, updated_at) VALUES (${id}, 'deposit', 'day', 100000, ${Date.now()})`);
      const m = ty.rg.register.meter;
      const meterText = (used: string) => fill(fill(fill(m.used, { period: m.label.day }), { used }), { limit: "₱1,000.00" });

      // An e-wallet order of the whole limit, left unpaid on the pay page.
      await page.goto(PATH);
      await page.getByLabel(p.amount, { exact: true }).fill("1000");
      await page.getByRole("button", { name: p.submitEwallet }).click();
      await expect(page).toHaveURL(/\/gw\/pay\/\d{10}-[0-9a-f]{32}$/);
      const order = Number(/\/gw\/pay\/(\d{10})-/.exec(page.url())![1]);

      // Back on the deposit page the limit is used up: no form, the meter says so.
      await page.goto(PATH);
      await expect(page.getByTestId("deposit-limit-meter").locator(".rg-meter__text")).toHaveText(meterText("₱1,000.00"));
      await expect(page.getByRole("button", { name: p.submitEwallet })).toHaveCount(0);

      // The record offers Cancel on the unpaid order; it reads cancelled, with a toast.
      await page.goto("/m/vouReport");
      await page.getByRole("button", { name: fill(ty.deposit.result.cancelLabel, { id: order }) }).click();
      await expectToast(page, fill(ty.deposit.result.cancelDone, { id: order }));
      await expect(page.getByRole("button", { name: fill(ty.deposit.result.cancelLabel, { id: order }) })).toHaveCount(0);
      await expect(page.locator(".records-badge--cancelled").getByText(ty.deposit.record.status.cancelled)).toBeVisible();

      // The limit is free again: the same deposit goes through and is paid.
      await page.goto(PATH);
      await expect(page.getByTestId("deposit-limit-meter").locator(".rg-meter__text")).toHaveText(meterText("₱0.00"));
      await page.getByLabel(p.amount, { exact: true }).fill("1000");
      await page.getByRole("button", { name: p.submitEwallet }).click();
      await expect(page).toHaveURL(/\/gw\/pay\/\d{10}-[0-9a-f]{32}$/);
      await page.getByRole("button", { name: "Magbayad" }).click();
      await expect(page.getByTestId("deposit-result")).toContainText(ty.deposit.result.successTitle);
      expect((await memberOf(account)).balance).toBe(100_000);
    },
  );

  test("W-DEP-05 the first-deposit bonus is a choice, No bonus by default; chosen, it adds ₱100 and a turnover requirement", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "depb" });
    await page.goto(PATH);
    await expect(page.getByRole("radio", { name: p.noBonus })).toBeChecked();
    await page.getByLabel(p.amount, { exact: true }).fill("500");
    await page.getByRole("radio", { name: /20%/ }).check();
    await page.getByRole("button", { name: p.submitEwallet }).click();
    await page.getByRole("button", { name: "Magbayad" }).click();
    await expect(page.getByTestId("deposit-result")).toBeVisible();
    expect((await memberOf(account)).balance).toBe(60_000);
    await page.goto("/m/withdraw");
    await expect(page.getByTestId("withdraw-withdrawable")).toHaveText("₱500.00");
  });

  test("W-DEP-07 manual transfer with a png receipt → pending → site deposit approve → success", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "depm" });
    await page.goto(PATH);
    await chooseBank(page);
    await expect(page.getByText("006810123456")).toBeVisible();
    await fillManual(page, "1000", [png()]);
    await page.getByRole("button", { name: p.submitManual }).click();
    await expect(page.getByTestId("deposit-result")).toContainText(ty.deposit.result.pendingTitle);
    const id = /deposit=(\d{10})/.exec(page.url())![1]!;
    expect((await memberOf(account)).balance).toBe(0);
    expect(await site("deposit", "approve", id)).toContain("success");
    expect((await memberOf(account)).balance).toBe(100_000);
    await page.goto("/m/vouReport?status=success");
    await page.getByText(ty.deposit.record.details).first().click();
    await expect(page.getByRole("img", { name: fill(ty.deposit.record.receipt, { n: 1, id }) })).toBeVisible();
  });

  test("W-DEP-07 site deposit reject → failed with the reason, no money", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "depr" });
    await page.goto(`${PATH}?channel=BANK`);
    await fillManual(page, "800", [png()]);
    await page.getByRole("button", { name: p.submitManual }).click();
    await expect(page).toHaveURL(/deposit=\d{10}/);
    const id = /deposit=(\d{10})/.exec(page.url())![1]!;
    await site("deposit", "reject", id, "Hindi", "tugma");
    await page.goto("/m/vouReport?status=failed");
    await expect(page.getByText(fill(ty.deposit.record.reason, { reason: "Hindi tugma" }))).toBeVisible();
    expect((await memberOf(account)).balance).toBe(0);
  });

  test("W-DEP-04 bad amounts: negative, zero, over max, 3 decimals — a translated message and no order", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PATH));
    const account = await signInFresh(page, { prefix: "depx" });
    await page.goto(PATH);
    for (const [amount, message] of [
      ["-5", err.amountFormat],
      ["0", err.amountFormat],
      ["50000.01", fill(err.amountMax, { max: "₱50,000.00" })],
      ["10.005", err.amountFormat],
    ] as const) {
      await page.getByLabel(p.amount, { exact: true }).fill(amount);
      await page.getByRole("button", { name: p.submitEwallet }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(await memberOf(account)).toMatchObject({ orders: 0, balance: 0 });
  });

  test("W-DEP-07 bad receipts: a .gif, a 6 MB file, a fourth file — a translated message and no order", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PATH));
    const account = await signInFresh(page, { prefix: "depf" });
    await page.goto(`${PATH}?channel=BANK`);
    const big = uniquePng();
    const six = { name: "big.png", mimeType: "image/png", buffer: Buffer.concat([big, Buffer.alloc(6 * 1024 * 1024 - big.length)]) };
    for (const [files, message] of [
      [[GIF], err.receiptType],
      [[six], err.receiptSize],
      [[png(), png(), png(), png()], err.receiptCount],
    ] as const) {
      await fillManual(page, "1000", files);
      await page.getByRole("button", { name: p.submitManual }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(await memberOf(account)).toMatchObject({ orders: 0, balance: 0 });
  });

  test("W-DEP-11 a forged idempotency key is refused; the same key twice places one order", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedAt(PATH));
    const account = await signInFresh(page, { prefix: "depk" });
    await page.goto(PATH);
    await page.getByLabel(p.amount, { exact: true }).fill("500");
    // The key is forged on the way out (React would write a hidden field back on its next render).
    await page.route(/\/m\/voucherCenter/, (route) =>
      route.request().method() === "POST"
        ? route.continue({ postData: (route.request().postData() ?? "").replace(/idempotencyKey=[^&]*/, "idempotencyKey=forged") })
        : route.continue(),
    );
    await page.getByRole("button", { name: p.submitEwallet }).click();
    await expect(page.getByText(err.expired)).toBeVisible();
    expect((await memberOf(account)).orders).toBe(0);
  });

  test("without JavaScript: channel links, preset links and the manual form with a receipt work", { tag: "@no-js" }, async ({ page }, info) => {
    test.skip(!noJs(info.project.use as { javaScriptEnabled: boolean }), "the JS-disabled project covers plain forms");
    const account = await signInFresh(page, { prefix: "depn" });
    await page.goto(PATH);
    await page.getByRole("link", { name: "₱500.00" }).first().click();
    await expect(page.getByLabel(p.amount, { exact: true })).toHaveValue("500");
    await chooseBank(page);
    await fillManual(page, "600", [png()]);
    await page.getByRole("button", { name: p.submitManual }).click();
    await expect(page.getByTestId("deposit-result")).toContainText(ty.deposit.result.pendingTitle);
    expect((await memberOf(account)).orders).toBe(1);
  });
});
