import type { Page } from "@playwright/test";
import { watchResponses } from "./account-helpers";
import { d1 } from "./d1";
import { expect, expectToast, failedResource, locales, login, test } from "./fixtures";
import { FRESH_PASSWORD, createMember, signInFresh } from "./member-helpers";
import { maskEmail } from "../../contract/masking";
import { SECURITY_QUESTIONS } from "../../gateway/handlers/security-questions";

const ty = locales.ty;
const id = ty.identity;

/**
 * The security centre's identity pages, with and without JavaScript: e-mail binding,
 * security question, nickname and avatar, sign-in history and "sign out everywhere else". Each
 * test has a member of its own (member-helpers.ts), so they run in any order. The rules are
 * unit-tested against the gateway (app/gateway-client/identity.contract.test.ts); here the pages show
 * what the gateway decided.
 */

const EMAIL = "/m/securityCenter/email";
const QUESTION = "/m/securityCenter/question";
const PROFILE = "/m/securityCenter/profile";
const HISTORY = "/m/securityCenter/history";

/** The newest e-mail code the gateway "sent" to a member (it writes them to email_codes). */
async function latestEmailCode(account: string): Promise<string> {
  const [row] = await d1<{ code: string }>(
    `SELECT c.code FROM email_codes c JOIN members m ON m.id = c.member_id WHERE m.account = '${account}' ORDER BY c.id DESC LIMIT 1`,
  );
  if (!row) throw new Error(`no e-mail code for ${account}`);
  return row.code;
}

/** A question's text as the gateway answers it in TY. */
function questionText(questionId: string): string {
  const text = SECURITY_QUESTIONS[questionId]?.ty;
  if (!text) throw new Error(`no question ${questionId}`);
  return text;
}
const FIRST_PET = questionText("first_pet");
const BIRTH_CITY = questionText("birth_city");

/** A refused form answers 400: the document without JavaScript, the .data fetch with it. */
const refusedOn = (path: string) => [failedResource(400, path), failedResource(400, `${path}.data`)];

/** The rows of the sign-in history, newest first. */
const historyRows = (page: Page) => page.getByRole("list", { name: id.history.listLabel }).getByRole("listitem");

test.describe("e-mail binding", () => {
  test("§3/§8 e-mail: a malformed address gets the translated e-mail message and sends nothing", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedOn(EMAIL));
    const account = await signInFresh(page, { prefix: "eml" });
    await page.goto(EMAIL);
    await page.getByLabel(ty.account.field.email, { exact: true }).fill("juan@example");
    await page.getByRole("button", { name: id.email.send }).click();
    await expect(page.getByText(ty.validation.in_email_incorrect)).toBeVisible();
    await expect(page.getByLabel(ty.account.field.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await d1(`SELECT 1 FROM email_codes c JOIN members m ON m.id = c.member_id WHERE m.account = '${account}'`)).toEqual([]);
  });

  test(
    "§3/§4 e-mail: pending until the code comes back (a wrong code keeps it pending), then Verified",
    { tag: "@no-js" },
    async ({ page, consoleGuard, javaScriptEnabled }) => {
      test.slow(); // several round trips and outbox reads
      consoleGuard.allow(...refusedOn(EMAIL));
      const delivered = watchResponses(page);
      const account = await signInFresh(page, { prefix: "eml" });
      const address = `${account}@example.com`;
      await page.goto(EMAIL);
      await expect(page.getByText(id.email.intro)).toBeVisible();
      await page.getByLabel(ty.account.field.email, { exact: true }).fill(address);
      await page.getByRole("button", { name: id.email.send }).click();

      // Pending: the note, the masked address with its label, and the code form.
      await expect(page.getByText(id.email.codeSent)).toBeVisible();
      await expect(page.getByText(id.email.pending)).toBeVisible();
      await expect(page.getByText(maskEmail(address)).first()).toBeVisible();
      const sendAgain = page.locator('button[name="intent"][value="send-code"]');
      if (javaScriptEnabled) {
        // §4: the button rests through the countdown, like the SMS button.
        await expect(sendAgain).toBeDisabled();
        await expect(sendAgain).toHaveText(new RegExp(ty.account.resendIn.replace("{{count}}", "\\d+")));
      } else {
        // Without JavaScript the page says the code was sent and the button stays a plain button.
        await expect(sendAgain).toHaveText(id.email.send);
      }

      const code = await latestEmailCode(account);
      await page.getByLabel(id.email.code).fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: id.email.verify }).click();
      await expect(page.getByText(id.email.codeWrong)).toBeVisible();
      await page.goto(EMAIL);
      await expect(page.getByText(id.email.pending)).toBeVisible();
      const [pending] = await d1<{ email_verified: number }>(`SELECT email_verified FROM members WHERE account = '${account}'`);
      expect(pending).toEqual({ email_verified: 0 });

      await page.getByLabel(id.email.code).fill(code);
      await page.getByRole("button", { name: id.email.verify }).click();
      await expect(page).toHaveURL(/\/m\/securityCenter$/);
      expect(await delivered("identity.email.verifiedToast")).toBe(true);

      await page.goto(EMAIL);
      await expect(page.getByText(id.email.verified, { exact: true })).toBeVisible();
      await expect(page.getByText(id.email.verifiedNote)).toBeVisible();
      await expect(page.getByRole("button", { name: id.email.send })).toHaveCount(0);
    },
  );
});

test.describe("security question", () => {
  test("security question: set one, then changing it needs the current answer (a wrong one is refused with the tries left)", async ({ page, consoleGuard }) => {
    test.slow(); // four saves
    consoleGuard.allow(...refusedOn(QUESTION));
    const delivered = watchResponses(page);
    await signInFresh(page, { prefix: "qst" });
    await page.goto(QUESTION);
    await expect(page.getByLabel(id.question.currentAnswer)).toHaveCount(0);
    await page.getByLabel(id.question.question, { exact: true }).selectOption({ label: FIRST_PET });
    await page.getByLabel(id.question.answer, { exact: true }).fill("Bantay");
    await page.getByRole("button", { name: id.question.save }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    expect(await delivered("identity.question.savedToast")).toBe(true);

    await page.goto(QUESTION);
    await expect(page.getByText(FIRST_PET).first()).toBeVisible();
    await page.getByLabel(id.question.currentAnswer).fill("Muning");
    await page.getByLabel(id.question.newQuestion).selectOption({ label: BIRTH_CITY });
    await page.getByLabel(id.question.newAnswer).fill("Cebu");
    await page.getByRole("button", { name: id.question.save }).click();
    await expect(page.getByText(id.question.wrongAnswer)).toBeVisible();
    await expect(page.getByText(id.question.attemptsLeft_other.replace("{{count}}", "4"))).toBeVisible();
    // The refused answers are not sent back into the page.
    await expect(page.getByLabel(id.question.currentAnswer)).toHaveValue("");

    // Case and extra spaces do not matter.
    await page.getByLabel(id.question.currentAnswer).fill("  bantay ");
    await page.getByLabel(id.question.newQuestion).selectOption({ label: BIRTH_CITY });
    await page.getByLabel(id.question.newAnswer).fill("Cebu");
    await page.getByRole("button", { name: id.question.save }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await page.goto(QUESTION);
    await expect(page.getByText(BIRTH_CITY).first()).toBeVisible();
    await expect(page.getByLabel(id.question.newQuestion)).toHaveValue("birth_city");
  });
});

test.describe("nickname and head icon", () => {
  test("nickname: a bad one is refused with the rule; a good one shows on the profile page", async ({ page, consoleGuard }) => {
    consoleGuard.allow(...refusedOn(PROFILE));
    const delivered = watchResponses(page);
    await signInFresh(page, { prefix: "nck" });
    await page.goto(PROFILE);
    await expect(page.getByText(id.profile.noNickname)).toBeVisible();
    await page.getByLabel(id.profile.nickname, { exact: true }).fill("x!");
    await page.getByRole("button", { name: id.profile.saveNickname }).click();
    await expect(page.getByText(id.profile.nicknameFormat)).toBeVisible();

    await page.getByLabel(id.profile.nickname, { exact: true }).fill("  Bituin 7 ");
    await page.getByRole("button", { name: id.profile.saveNickname }).click();
    // The page posts to itself: wait for the saved nickname before looking for the toast.
    await expect(page.getByTestId("profile-nickname")).toHaveText("Bituin 7");
    expect(await delivered("identity.profile.nicknameSaved")).toBe(true);
    await page.reload();
    await expect(page.getByTestId("profile-nickname")).toHaveText("Bituin 7");
    await expect(page.getByLabel(id.profile.nickname, { exact: true })).toHaveValue("Bituin 7");
  });

  test("set/get head icon: twelve named avatars, the pick persists and is shown", async ({ page }) => {
    await signInFresh(page, { prefix: "avt" });
    await page.goto(PROFILE);
    const radios = page.getByRole("group", { name: id.profile.avatarLegend }).getByRole("radio");
    await expect(radios).toHaveCount(12);
    const fifth = page.getByRole("radio", { name: id.profile.avatar.replace("{{n}}", "5"), exact: true });
    await expect(fifth).not.toBeChecked();
    // The avatars are real images the gateway serves.
    const image = await page.request.get("/gw/assets/avatar/a05.svg?v=1");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toContain("image/svg+xml");

    // The radio is drawn as its image: the player taps the picture (its label).
    await page.locator("label.avatar-option", { has: fifth }).click();
    await expect(fifth).toBeChecked();
    // The URL matches before the post has answered (it is already this page): wait for the post
    // itself, or the reload below can cancel it (CI saw the pick unsaved after the reload).
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/m/securityCenter/profile"));
    await page.getByRole("button", { name: id.profile.saveAvatar }).click();
    await saved;
    await expect(page).toHaveURL(/\/m\/securityCenter\/profile$/);
    await page.reload();
    await expect(page.getByRole("radio", { name: id.profile.avatar.replace("{{n}}", "5"), exact: true })).toBeChecked();
    await expect(page.getByRole("img", { name: id.profile.currentAvatar })).toHaveAttribute("src", /\/gw\/assets\/avatar\/a05\.svg/);
  });
});

test.describe("sign-in history and sign out everywhere else", () => {
  test("sign-in history: the test's own sign-in with its device and country, and a failed attempt made before it", async ({ page, consoleGuard, clientIp }) => {
    consoleGuard.allow(
      failedResource(400, "/m/login"),
      failedResource(401, "/m/login"),
      failedResource(400, "/m/login.data"),
      failedResource(401, "/m/login.data"),
    );
    const account = await createMember({ prefix: "hst" });
    // A wrong password from Viet Nam, then the member's own sign-in from the Philippines.
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "VN" });
    await page.goto("/m/login");
    await page.locator('input[name="username"]').fill(account);
    await page.locator('input[name="password"]').fill("wrong-pass1");
    await page.locator('button[name="intent"][value="login"]').click();
    await expect(page.getByRole("alert").filter({ hasText: ty.account.login.wrongCredentials })).toBeVisible();
    // The member's own sign-in through the form: the history records this browser's device and country.
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "PH" });
    await page.locator('input[name="password"]').fill(FRESH_PASSWORD);
    await page.locator('button[name="intent"][value="login"]').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto(HISTORY);
    const rows = historyRows(page);
    await expect(rows).toHaveCount(2);
    // Country names in the page's language (Tagalog), as ICU writes them.
    const names = new Intl.DisplayNames(["fil"], { type: "region", fallback: "code" });
    const name = (code: string) => names.of(code) ?? code;
    await expect(rows.nth(0)).toContainText(/Chrome · \w+/);
    await expect(rows.nth(0)).toContainText(name("PH"));
    await expect(rows.nth(0)).toContainText(id.history.success);
    await expect(rows.nth(1)).toContainText(name("VN"));
    await expect(rows.nth(1)).toContainText(id.history.failed);
    await expect(rows.nth(0).locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  test(
    "sign out everywhere else: a second browser's session ends, this one stays",
    { tag: "@no-js" },
    async ({ page, browser, consoleGuard, clientIp, baseURL, javaScriptEnabled, locale, viewport }) => {
      test.slow(); // two browsers, two sign-ins
      const account = await createMember({ prefix: "out" });
      await login(page, account, FRESH_PASSWORD);

      const second = await browser.newContext({ baseURL, javaScriptEnabled, locale, viewport });
      try {
        const other = await second.newPage();
        consoleGuard.watch(other);
        await other.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp });
        await login(other, account, FRESH_PASSWORD);
        await other.goto(PROFILE);
        await expect(other).toHaveURL(/\/m\/securityCenter\/profile$/);

        await page.goto(HISTORY);
        // The confirmation step is a disclosure: the same with and without JavaScript.
        await page.getByText(id.history.signOutOthers, { exact: true }).click();
        await expect(page.getByText(id.history.confirmBody)).toBeVisible();
        await page.getByRole("button", { name: id.history.confirm }).click();
        await expect(page).toHaveURL(/\/m\/securityCenter\/history\?signedOut=1$/);
        await expectToast(page, id.history.signedOut_one.replace("{{count}}", "1"));

        // The other browser is sent to sign in on its next member page; this one is still signed in.
        await other.goto(PROFILE);
        await expect(other).toHaveURL(/\/m\/login/);
        await page.goto(PROFILE);
        await expect(page).toHaveURL(/\/m\/securityCenter\/profile$/);
      } finally {
        await second.close();
      }
    },
  );
});
