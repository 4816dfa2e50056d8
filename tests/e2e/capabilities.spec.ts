import type { Page, Response } from "@playwright/test";
import { uniqueName, waitForFormReady } from "./account-helpers";
import { d1 } from "./d1";
import { expect, expectToast, failedResource, locales, signedIn, test, type AllowedError } from "./fixtures";

/**
 * Gateway capabilities (contract/capabilities.ts): this spec's worlds run the embedded gateway
 * without responsible gaming, red envelopes and agent contracts (GATEWAY_MODULES_OFF, a worker
 * option: its workers start worlds of their own). The app asks the gateway what it offers and
 * shows none of the three: no tile, row or link on home, the member centre, the agent home, the
 * security centre or the registration form, no session clock, reality check or contract prompt;
 * a direct visit to one of their pages is the "not offered here" page (404) with the way home.
 * Nothing the pages ask for fails: every answer below 400 but those direct visits, no console
 * error. Both projects: all of it is server-rendered.
 */
test.use({ worldBindings: { GATEWAY_MODULES_OFF: "responsibleGaming,redEnvelopes,contracts" } });

const ty = locales.ty;

/** Links into the three modules, wherever they would appear. */
const DROPPED_LINKS = [
  'a[href^="/m/responsibleGaming"]',
  'a[href^="/m/realityCheck"]',
  'a[href^="/m/redRain"]',
  'a[href^="/m/member/agent/getSalaryContract"]',
  'a[href^="/m/member/agent/getDevidendContract"]',
  'a[href^="/m/member/agent/getHourContract"]',
  'a[href^="/m/member/agent/agentDivident"]',
  'form[action^="/m/contractPrompt"]',
].join(", ");

/** Their pages, for direct visits. */
const DROPPED_PAGES = [
  "/m/responsibleGaming",
  "/m/realityCheck",
  "/m/redRain",
  "/m/member/agent/getSalaryContract",
  "/m/member/agent/getDevidendContract",
  "/m/member/agent/getHourContract",
  "/m/member/agent/agentDivident",
];

/** Every answer of 400 and above the page receives (documents, .data, scripts, images). */
function failedAnswers(page: Page): Response[] {
  const failed: Response[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(response);
  });
  return failed;
}

const describe = (answers: Response[]) => answers.map((r) => `${r.status()} ${r.url()}`);

async function expectNoDroppedModule(page: Page) {
  await expect(page.locator(DROPPED_LINKS)).toHaveCount(0);
  await expect(page.getByTestId("session-clock")).toHaveCount(0);
  await expect(page.getByTestId("contract-prompt")).toHaveCount(0);
  await expect(page.getByTestId("withdraw-only-banner")).toHaveCount(0);
}

test.describe("a gateway without responsible gaming, red envelopes and agent contracts", () => {
  test("a visitor's home, member centre and registration show none of them; the rest is there", { tag: "@no-js" }, async ({ page }) => {
    const failed = failedAnswers(page);

    await page.goto("/m/home");
    await expect(page.locator(".home-footer")).toBeVisible();
    await expect(page.locator(".home-footer").getByRole("link", { name: ty.lobby.footer.help })).toBeVisible();
    await expect(page.locator(".home-footer__responsible")).toHaveCount(0);
    await expectNoDroppedModule(page);

    await page.goto("/m/mine");
    await expect(page.getByRole("link", { name: ty.member.entry.deposit })).toBeVisible();
    await expect(page.getByRole("link", { name: ty.member.entry.feedback })).toBeVisible();
    await expect(page.getByRole("link", { name: ty.member.entry.responsibleGaming })).toHaveCount(0);
    // The chrome's "Play responsibly" line leads nowhere here, so it is not there.
    await expect(page.locator(".rg-footer")).toHaveCount(0);
    await expectNoDroppedModule(page);

    await page.goto("/m/register?method=username");
    await expect(page.getByLabel(ty.account.field.username, { exact: true })).toBeVisible();
    await expect(page.getByLabel(ty.account.field.birthDate)).toHaveCount(0);
    await expect(page.getByTestId("register-limits")).toHaveCount(0);
    await expectNoDroppedModule(page);

    expect(describe(failed)).toEqual([]);
  });

  test("an agent's member centre, agent home and security centre show none of them", { tag: "@no-js" }, async ({ page }) => {
    const failed = failedAnswers(page);
    await signedIn(page, "agent", "agent1234");
    await expectNoDroppedModule(page);

    await page.goto("/m/mine");
    await expect(page.getByRole("link", { name: ty.member.entry.agencyCenter })).toBeVisible();
    await expect(page.getByRole("link", { name: ty.member.entry.responsibleGaming })).toHaveCount(0);
    await expect(page.getByTestId("today-net")).toHaveCount(0);
    await expectNoDroppedModule(page);

    await page.goto("/m/agent");
    await expect(page.getByTestId("agent-tile-team")).toBeVisible();
    await expect(page.getByTestId("agent-tile-messages")).toBeVisible();
    await expect(page.getByTestId("agent-tile-redRain")).toHaveCount(0);
    await expect(page.getByTestId("agent-footer-register")).toBeVisible();
    await expect(page.getByTestId("agent-footer-dividend")).toHaveCount(0);
    await expectNoDroppedModule(page);

    await page.goto("/m/securityCenter");
    await expect(page.locator('[data-item="loginPassword"]')).toBeVisible();
    await expect(page.locator('[data-item="responsibleGaming"]')).toHaveCount(0);
    await expectNoDroppedModule(page);

    expect(describe(failed)).toEqual([]);
  });

  test("agent2's pending daily-salary request (the seed) raises no contract prompt", { tag: "@no-js" }, async ({ page }) => {
    const failed = failedAnswers(page);
    await signedIn(page, "agent2", "agent1234");
    await page.goto("/m/home");
    await expect(page.locator("header.home-header")).toBeVisible();
    await expectNoDroppedModule(page);
    expect(describe(failed)).toEqual([]);
  });

  test("a direct visit to one of their pages is 'not offered here' (404) with the way home", { tag: "@no-js" }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(...DROPPED_PAGES.map((path): AllowedError => failedResource(404, path)));
    const failed = failedAnswers(page);
    await signedIn(page, "agent", "agent1234");
    for (const path of DROPPED_PAGES) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      const notOffered = page.getByTestId("not-offered");
      await expect(notOffered.getByRole("heading", { level: 1, name: ty.error.notOffered.title })).toBeVisible();
      await expect(notOffered.getByText(ty.error.notOffered.body)).toBeVisible();
      await expectNoDroppedModule(page);
    }
    await page.getByTestId("not-offered").getByRole("link", { name: ty.error.notOffered.home }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // Only the direct visits' documents answered 404; nothing else any page asked for failed.
    expect(describe(failed)).toEqual(DROPPED_PAGES.map((path) => `404 ${new URL(path, page.url()).href}`));
  });

  test("a visitor registers without a date of birth or limits, and the gateway asks for neither", async ({ page }) => {
    const failed = failedAnswers(page);
    const name = uniqueName("nrg");
    await page.goto("/m/register?method=username");
    await page.getByLabel(ty.account.field.username, { exact: true }).fill(name);
    await page.getByLabel(ty.account.field.password, { exact: true }).fill("secret123");
    await page.getByLabel(ty.account.field.confirmPassword).fill("secret123");
    await waitForFormReady(page);
    await page.getByRole("button", { name: ty.account.register.submit }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectToast(page, ty.toast.in_registered_successfully);
    const [row] = await d1<{ birth_date: string | null }>(`SELECT birth_date FROM members WHERE account = '${name}'`);
    expect(row).toEqual({ birth_date: null });
    await expectNoDroppedModule(page);
    expect(describe(failed)).toEqual([]);
  });
});
