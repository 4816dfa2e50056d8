import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, expectToast, failedResource, locales, site, test } from "./fixtures";
import { memberId, signInFresh } from "./member-helpers";

/**
 * §7 "feedback | PUT", §5 limits: /m/feedback, reached from the member centre, sent with an image
 * (a plain multipart form without JavaScript), listed for the member and for the operator
 * (`npm run site -- feedback`), answered by the operator. Each test has a fresh member.
 */
const ty = locales.ty;
const fb = ty.feedback;
const PNG = "tests/e2e/fixtures/receipt.png";
const GIF = "tests/e2e/fixtures/receipt.gif";

async function stored(account: string): Promise<{ rows: number; images: number }> {
  const id = await memberId(account);
  const [row] = await d1<{ rows: number; images: number }>(
    `SELECT (SELECT COUNT(*) FROM feedback WHERE member_id = ${id}) AS rows,
            (SELECT COUNT(*) FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.member_id = ${id}) AS images`,
  );
  return row!;
}

async function fillFeedback(page: Page, category: string, content: string, files: string[]) {
  await page.getByLabel(fb.category.label, { exact: true }).selectOption(category);
  await page.getByLabel(fb.content.label, { exact: true }).fill(content);
  if (files.length) await page.getByLabel(fb.images.label, { exact: true }).setInputFiles(files);
}

test.describe("§7 feedback (/m/feedback)", () => {
  test(
    "§7 feedback: from the member centre, sent with one png → confirmation, listed as received; site feedback lists it and answers it",
    { tag: "@no-js" },
    async ({ page }) => {
      const account = await signInFresh(page, { prefix: "fdbk" });
      await page.goto("/m/mine");
      await page.getByRole("link", { name: ty.member.entry.feedback }).click();
      await expect(page).toHaveURL(/\/m\/feedback$/);
      await expect(page.getByText(fb.list.empty)).toBeVisible();

      const content = `My deposit has not arrived yet (${account}).`;
      await fillFeedback(page, "deposit", content, [PNG]);
      await page.getByRole("button", { name: fb.submit }).click();
      await expectToast(page, fb.sent);
      await expect(page).toHaveURL(/\/m\/feedback$/);
      const item = page.locator(".feedback-item", { hasText: content });
      await expect(item).toContainText(fb.category.deposit);
      await expect(item).toContainText(fb.status.received);
      await expect(item).toContainText(fb.list.images_one.replace("{{count}}", "1"));
      expect(await stored(account)).toEqual({ rows: 1, images: 1 });

      // The operator's list: newest first, with the member, the category, the image count and the text.
      const listed = await site("feedback");
      const row = listed.split("\n").find((line) => line.includes(`"member":"${account}"`));
      expect(row, listed).toBeDefined();
      const entry = JSON.parse(row!) as { id: number; category: string; images: number; status: string; content: string };
      expect(entry).toMatchObject({ category: "deposit", images: 1, status: "received", content });
      expect(await site("feedback", String(entry.id))).toContain(content);

      expect(await site("feedback", "answer", String(entry.id), "It was credited this morning.")).toContain("answered");
      await page.reload();
      await expect(item).toContainText(fb.status.answered);
      await expect(item).toContainText("It was credited this morning.");
    },
  );

  test("§5 feedback refusals: a .png that is really a GIF, and a text under 10 characters — a translated message, nothing stored", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(failedResource(400, "/m/feedback"), failedResource(400, "/m/feedback.data"));
    const account = await signInFresh(page, { prefix: "fdbr" });
    await page.goto("/m/feedback");
    // Named .png and declared image/png, but a GIF's bytes: the server reads them.
    await page.getByLabel(fb.category.label, { exact: true }).selectOption("games");
    await page.getByLabel(fb.content.label, { exact: true }).fill("The game froze after my win.");
    await page.getByLabel(fb.images.label, { exact: true }).setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: readFileSync(GIF) });
    await page.getByRole("button", { name: fb.submit }).click();
    await expect(page.getByText(fb.error.imageType)).toBeVisible();
    await page.getByLabel(fb.content.label, { exact: true }).fill("help me");
    await page.getByLabel(fb.content.label, { exact: true }).blur();
    await expect(page.getByText(fb.error.contentShort.replace("{{min}}", "10"))).toBeVisible();
    expect(await stored(account)).toEqual({ rows: 0, images: 0 });
  });
});
