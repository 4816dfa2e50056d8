import type { Page } from "@playwright/test";
import { watchResponses } from "./account-helpers";
import { d1 } from "./d1";
import { expect, failedResource, locales, login, test } from "./fixtures";
import { FRESH_PASSWORD, memberId, signInFresh } from "./member-helpers";
import { formatDateTime } from "../../app/rules/match-time";
import { now as serverNow } from "../../contract/clock";

/**
 * /m/responsibleGaming (research §4.2 RG-04…RG-11, RG-15). Every test has
 * a fresh member: the controls it sets (limits, breaks, self-exclusion) are the member's for good.
 * Every form is a plain post, so each test runs with and without JavaScript unless tagged.
 */
const ty = locales.ty;
const p = ty.rg.page;
const PATH = "/m/responsibleGaming";
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);
/** The text of a message up to its first value: enough to find it whatever the value. */
const lead = (text: string) => (text.split("{{")[0] ?? text).trim();

const row = (page: Page, control: string) => page.locator(`[data-control="${control}"]`);

async function saveLimit(page: Page, control: string, value: string) {
  const r = row(page, control);
  await r.getByLabel(control === "session.session" ? p.session.minutes : p.limits.newLimit, { exact: true }).fill(value);
  await r.getByRole("button", { name: p.limits.save, exact: true }).click();
}

async function limitRows(id: number, kind: string, period: string) {
  return d1<{ amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null }>(
    `SELECT amount, pending, pending_amount, pending_at FROM rg_limits WHERE member_id = ${id} AND kind = '${kind}' AND period = '${period}'`,
  );
}

/** Either end of the 24 hours that began between `before` and `after`, as the page writes it. */
const coolingOffText = (before: number, after: number) =>
  new RegExp([formatDateTime(before + 86_400_000), formatDateTime(after + 86_400_000)].map((s) => s.replace(/[-:]/g, "\\$&")).join("|"));

test.describe("/m/responsibleGaming", () => {
  test("a visitor goes to the login page and comes back", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FresponsibleGaming/);
  });

  test("links: member centre, security centre, the footer of every page and the home footer", async ({ page }) => {
    await signInFresh(page, { prefix: "rgl" });
    await expect(page.locator(".home-footer__responsible").getByRole("link")).toHaveAttribute("href", PATH);
    await page.goto("/m/mine");
    await expect(
      page.getByRole("navigation", { name: ty.member.centre.rowsLabel }).getByRole("link", { name: new RegExp(ty.member.entry.responsibleGaming) }),
    ).toHaveAttribute("href", PATH);
    await expect(page.locator(".rg-footer").getByRole("link", { name: p.footer.link })).toHaveAttribute("href", PATH);
    await page.goto("/m/securityCenter");
    await page.locator('[data-item="responsibleGaming"]').getByRole("link").click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    // The footer line sits above the bottom menu, never under it: scrolled to the bottom, its link is the topmost element.
    await expect(page.locator("nav.bottom-menu")).toBeVisible();
    const covered = await page.locator(".rg-footer__link").evaluate((el) => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && (el === top || el.contains(top)) ? null : `${top?.tagName} ${top?.getAttribute("class") ?? ""}`;
    });
    expect(covered).toBeNull();
  });

  test("RG-05 a daily deposit limit of ₱100 is in force at once ('effective now'); the history lists it", { tag: "@no-js" }, async ({ page }) => {
    const account = await signInFresh(page, { prefix: "rg5" });
    const id = await memberId(account);
    await page.goto(PATH);
    await expect(page.getByTestId("rg-status")).toContainText(p.status.none);
    await expect(page.getByText(p.history.empty)).toBeVisible();
    const toasts = watchResponses(page);
    await saveLimit(page, "deposit.day", "100");
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    const r = row(page, "deposit.day");
    // The page shows the new value once the post has answered: only then is its toast cookie in.
    await expect(r.getByTestId("rg-limit-value")).toHaveText(fill(p.limits.inForce, { value: "₱100.00" }));
    expect(await toasts("rg.page.toast.now")).toBe(true);
    await expect(r.getByTestId("rg-limit-used")).toContainText(lead(fill(p.limits.used, { used: "₱0.00", limit: "₱100.00" })));
    await expect(r.getByTestId("rg-limit-pending")).toHaveCount(0);
    expect(await limitRows(id, "deposit", "day")).toEqual([{ amount: 10_000, pending: 0, pending_amount: null, pending_at: null }]);
    await expect(page.getByTestId("rg-history").getByRole("listitem").first()).toContainText(p.limits.name.deposit.day);
  });

  test("RG-06 raising it to ₱500 waits 24 h (the date shown, ₱100 still in force); Cancel drops the raise; history lists both", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "rg6" });
    const id = await memberId(account);
    await page.goto(PATH);
    await saveLimit(page, "deposit.day", "100");
    await expect(row(page, "deposit.day").getByTestId("rg-limit-value")).toHaveText(fill(p.limits.inForce, { value: "₱100.00" }));

    const toasts = watchResponses(page);
    const before = serverNow();
    await saveLimit(page, "deposit.day", "500");
    const pending = row(page, "deposit.day").getByTestId("rg-limit-pending");
    await expect(pending).toBeVisible();
    const after = serverNow();
    expect(await toasts("rg.page.toast.pending")).toBe(true);
    await expect(pending).toContainText(lead(fill(p.limits.pendingValue, { value: "₱500.00" })));
    await expect(pending).toContainText(coolingOffText(before, after));
    await expect(row(page, "deposit.day").getByTestId("rg-limit-value")).toHaveText(fill(p.limits.inForce, { value: "₱100.00" }));
    const [stored] = await limitRows(id, "deposit", "day");
    expect(stored).toMatchObject({ amount: 10_000, pending: 1, pending_amount: 50_000 });
    expect((stored?.pending_at ?? 0) - before).toBeGreaterThanOrEqual(86_400_000 - 1000);

    await pending.getByRole("button", { name: p.limits.cancel }).click();
    await expect(row(page, "deposit.day").getByTestId("rg-limit-pending")).toHaveCount(0);
    await expect(row(page, "deposit.day").getByTestId("rg-limit-value")).toHaveText(fill(p.limits.inForce, { value: "₱100.00" }));
    expect(await limitRows(id, "deposit", "day")).toMatchObject([{ amount: 10_000, pending: 0 }]);

    // RG-15: newest first — the cancel, the raise, the first limit.
    const history = page.getByTestId("rg-history").getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText(fill(p.history.cancel, { control: p.limits.name.deposit.day }));
    await expect(history.nth(1)).toContainText(p.limits.name.deposit.day);
    await expect(history.nth(2)).toContainText(p.limits.name.deposit.day);
  });

  test("RG-09 a reality check of 30 minutes is saved", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "rg9" });
    const id = await memberId(account);
    await page.goto(PATH);
    await page.getByRole("radio", { name: fill(p.reality.every, { minutes: 30 }) }).check();
    await page.getByRole("button", { name: p.reality.save }).click();
    await expect(page.getByTestId("rg-reality-value")).toHaveText(fill(p.reality.inForce, { value: fill(p.reality.every, { minutes: 30 }) }));
    await expect(page.getByRole("radio", { name: fill(p.reality.every, { minutes: 30 }) })).toBeChecked();
    expect(await d1(`SELECT reality_minutes FROM rg_settings WHERE member_id = ${id}`)).toEqual([{ reality_minutes: 30 }]);
  });

  test("bad input — letters in an amount, a session of 2 minutes — is a translated message next to the field, and nothing changes", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400, PATH), failedResource(400, `${PATH}.data`));
    const account = await signInFresh(page, { prefix: "rgx" });
    const id = await memberId(account);
    await page.goto(PATH);
    await saveLimit(page, "loss.week", "12abc");
    const loss = row(page, "loss.week");
    await expect(loss.getByRole("alert")).toHaveText(p.error.amountFormat);
    await expect(loss.getByLabel(p.limits.newLimit, { exact: true })).toHaveValue("12abc");
    await saveLimit(page, "deposit.day", "1.234");
    await expect(row(page, "deposit.day").getByRole("alert")).toHaveText(p.error.amountFormat);
    await saveLimit(page, "session.session", "2");
    await expect(row(page, "session.session").getByRole("alert")).toHaveText(fill(p.error.minutesFormat, { min: 5, max: 1440 }));
    expect(await d1(`SELECT * FROM rg_limits WHERE member_id = ${id}`)).toEqual([]);
    expect(await d1(`SELECT * FROM rg_audit WHERE member_id = ${id}`)).toEqual([]);
  });

  test("RG-04 a session limit of 90 minutes applies at once", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "rg4" });
    const id = await memberId(account);
    await page.goto(PATH);
    await saveLimit(page, "session.session", "90");
    await expect(row(page, "session.session").getByTestId("rg-limit-value")).toHaveText(
      fill(p.limits.inForce, { value: fill(p.session.value, { minutes: 90 }) }),
    );
    expect(await limitRows(id, "session", "session")).toMatchObject([{ amount: 90, pending: 0 }]);
  });

  test("RG-06 a forged post with a raised value still waits 24 h: the gateway decides, not the form", async ({ page }) => {
    const account = await signInFresh(page, { prefix: "rgf" });
    const id = await memberId(account);
    await page.goto(PATH);
    await saveLimit(page, "stake.day", "200");
    await expect(row(page, "stake.day").getByTestId("rg-limit-value")).toHaveText(fill(p.limits.inForce, { value: "₱200.00" }));
    const origin = new URL(page.url()).origin;
    const forged = await page.request.post(PATH, {
      form: { intent: "limit", kind: "stake", period: "day", op: "save", amount: "5000", effect: "now", effectiveAt: "0" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(302);
    expect(await limitRows(id, "stake", "day")).toMatchObject([{ amount: 20_000, pending: 1, pending_amount: 500_000 }]);
    // A removal is a loosening too.
    await page.request.post(PATH, { form: { intent: "limit", kind: "stake", period: "day", op: "remove" }, headers: { Origin: origin }, maxRedirects: 0 });
    expect(await limitRows(id, "stake", "day")).toMatchObject([{ amount: 20_000, pending: 1, pending_amount: null }]);
    await page.goto(PATH);
    await expect(row(page, "stake.day").getByTestId("rg-limit-pending")).toContainText(lead(p.limits.pendingRemove));
  });

  test(
    "RG-10 a 24-hour time-out signs out with its end date; signing in again works, the page shows the notice (withdraw-only)",
    { tag: "@no-js" },
    async ({ page }) => {
      const account = await signInFresh(page, { prefix: "rgt" });
      const id = await memberId(account);
      await page.goto(PATH);
      const toasts = watchResponses(page);
      const form = page.getByRole("form", { name: p.timeout.heading });
      await form.getByRole("radio", { name: p.timeout.choice.d1 }).check();
      await form.getByRole("checkbox", { name: p.timeout.confirm }).check();
      const before = serverNow();
      await form.getByRole("button", { name: p.timeout.submit }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
      expect(await toasts("rg.page.toast.timeout")).toBe(true);
      await expect(page.getByText(lead(p.toast.timeout))).toBeVisible();
      const [block = { kind: "", ends_at: 0 }] = await d1<{ kind: string; ends_at: number }>(`SELECT kind, ends_at FROM rg_blocks WHERE member_id = ${id}`);
      expect(block.kind).toBe("timeout");
      expect(block.ends_at - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
      // The edge session is gone: a member page asks to sign in.
      await page.goto(PATH);
      await expect(page).toHaveURL(/\/m\/login\?redirectTo=/);

      await login(page, account, FRESH_PASSWORD);
      await page.goto(PATH);
      const status = page.getByTestId("rg-status");
      await expect(status).toContainText(fill(p.status.timeout, { until: formatDateTime(block.ends_at) }));
      await expect(status).toContainText(p.status.stillWorks);
      await status.getByRole("link", { name: p.status.withdraw }).click();
      await expect(page).toHaveURL(/\/m\/withdraw$/);
    },
  );

  test(
    "RG-11 self-exclusion: a wrong password changes nothing; the right one signs out, mails a confirmation; the notice after sign-in; withdraw opens, a launch is refused",
    { tag: "@no-js" },
    async ({ page, consoleGuard }) => {
      consoleGuard.allow(failedResource(400, PATH), failedResource(400, `${PATH}.data`), { text: /status of (403|400|502)/ });
      const account = await signInFresh(page, { prefix: "rgs" });
      const id = await memberId(account);
      await d1(`UPDATE members SET email = '${account}@example.com', email_verified = 1 WHERE id = ${id}`);
      await page.goto(PATH);
      const form = () => page.getByRole("form", { name: p.exclusion.heading });
      await form().getByRole("radio", { name: p.exclusion.choice.m6 }).check();
      await form().getByLabel(p.exclusion.password, { exact: true }).fill("wrong-password");
      await form().getByRole("checkbox", { name: p.exclusion.confirm }).check();
      await form().getByRole("button", { name: p.exclusion.submit }).click();
      // The first wrong try of five: four left before the check locks.
      await expect(form().getByRole("alert")).toHaveText(p.refusal.exclusionPasswordLeft.replace("{{attempts}}", "4"));
      // Never echoed back.
      await expect(form().getByLabel(p.exclusion.password, { exact: true })).toHaveValue("");
      expect(await d1(`SELECT * FROM rg_blocks WHERE member_id = ${id}`)).toEqual([]);

      await form().getByRole("radio", { name: p.exclusion.choice.m6 }).check();
      await form().getByLabel(p.exclusion.password, { exact: true }).fill(FRESH_PASSWORD);
      await form().getByLabel(p.exclusion.reason, { exact: true }).fill("Taking a long break");
      await form().getByRole("checkbox", { name: p.exclusion.confirm }).check();
      await form().getByRole("button", { name: p.exclusion.submit }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
      const [block = { kind: "", ends_at: 0 }] = await d1<{ kind: string; ends_at: number }>(`SELECT kind, ends_at FROM rg_blocks WHERE member_id = ${id}`);
      expect(block.kind).toBe("exclusion");
      const mails = await d1<{ email: string }>(`SELECT email FROM email_outbox WHERE member_id = ${id}`);
      expect(mails.map((m) => m.email)).toContain(`${account}@example.com`);

      await login(page, account, FRESH_PASSWORD);
      await page.goto(PATH);
      await expect(page.getByTestId("rg-status")).toContainText(fill(p.status.exclusion, { until: formatDateTime(block.ends_at) }));
      const withdraw = await page.goto("/m/withdraw");
      expect(withdraw?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: ty.title.withdraw })).toBeVisible();

      // A launch is refused by the gateway's gate: no launch ticket, no demo game page.
      await page.goto("/m/gameList?gameType=RNG&vendor=SPN");
      await page.waitForLoadState("networkidle");
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/m/launchGame"));
      await page
        .locator(".game-tile:not(.game-tile--skeleton)")
        .getByRole("button", { name: /^Laruin ang / })
        .first()
        .click();
      await answered;
      await page.waitForLoadState("networkidle");
      expect(page.url()).not.toMatch(/\/gw\/play\//);
      expect(await d1(`SELECT ticket_hash FROM game_launches WHERE member_id = ${id}`)).toEqual([]);
    },
  );
});
