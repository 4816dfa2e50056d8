import { d1 } from "./d1";
import { expect, expectToast, failedResource, test } from "./fixtures";
import { restoreUnread, signIn, ty, unreadIds } from "./home-helpers";
import { announcementTitle } from "./seed-texts";

test.describe("§2 /m/notice: announcements", () => {
  test("§2 notice: the list shows player announcements, pinned first, each opening its detail", async ({ page }) => {
    await page.goto("/m/notice");
    await expect(page.getByRole("heading", { level: 1, name: ty.title.notice })).toBeVisible();
    const items = page.getByRole("list", { name: ty.title.notice }).getByRole("listitem");
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText(announcementTitle(20));
    await expect(items.first()).toContainText(ty.content.notice.pinned);
    // The bottom menu is hidden on notice (§2 Page chrome).
    await expect(page.getByRole("navigation", { name: ty.nav.label })).toHaveCount(0);

    await items.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/m\/notice\?id=21$/);
    await expect(page.getByRole("heading", { level: 2, name: announcementTitle(21) })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Walang bayad" })).toBeVisible();
    await page.getByRole("link", { name: ty.content.notice.all }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test("§2 notice: an unknown announcement is a 404 inside the chrome", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(404, "/m/notice"));
    const response = await page.goto("/m/notice?id=99999");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: ty.error.notFound.title })).toBeVisible();
  });
});

test.describe("§2 /m/webEmail: message centre (members only)", () => {
  test("§6 message centre: a visitor is sent to /m/login and comes back after signing in", async ({ page }) => {
    await page.goto("/m/webEmail");
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=%2Fm%2FwebEmail$/);
  });

  test("§2 route list: /m/message opens the message centre", async ({ page }) => {
    await signIn(page, "player10");
    await page.goto("/m/message");
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(page.getByRole("heading", { level: 1, name: ty.title.messages })).toBeVisible();
  });

  test("§7 messages: list with unread count; opening an unread message marks it read; mark unread puts it back", async ({ page, javaScriptEnabled }) => {
    const unread = await unreadIds("player11");
    expect(unread).toHaveLength(2);
    try {
      await signIn(page, "player11");
      await page.goto("/m/webEmail");
      await expect(page.locator(".content-toolbar").getByText(ty.content.inbox.unread_other.replace("{{count}}", "2"))).toBeVisible();
      const list = page.getByRole("list", { name: ty.content.inbox.heading });
      await expect(list.locator('[data-read="false"]')).toHaveCount(2);

      await list.locator('[data-read="false"]').first().click();
      await expect(page).toHaveURL(/\/m\/webEmail\?id=\d+$/);
      const state = page.getByTestId("read-state");
      if (javaScriptEnabled) {
        // Opening reads it: the POST goes out by itself.
        await expect(state).toHaveText(ty.content.inbox.read);
      } else {
        await expect(state).toHaveText(ty.content.inbox.new);
        await page.getByRole("button", { name: ty.content.inbox.markRead }).click();
        await expectToast(page, ty.content.inbox.toastRead);
        await expect(state).toHaveText(ty.content.inbox.read);
      }
      await expect.poll(async () => (await unreadIds("player11")).length).toBe(1);

      await page.getByRole("button", { name: ty.content.inbox.markUnread }).click();
      await expect(state).toHaveText(ty.content.inbox.new);
      await expect.poll(async () => (await unreadIds("player11")).length).toBe(2);

      await page.goto("/m/webEmail");
      await page.getByRole("button", { name: ty.content.inbox.markAllRead }).click();
      await expect(page.locator(".content-toolbar").getByText(ty.content.inbox.allRead)).toBeVisible();
      await expect(list.locator('[data-read="false"]')).toHaveCount(0);
    } finally {
      await restoreUnread(unread);
    }
  });

  test("§7 messages: another member's message cannot be opened", async ({ page, consoleGuard }) => {
    const others = await d1<{ id: number }>("SELECT m.id FROM messages m JOIN members p ON p.id = m.member_id WHERE p.account = 'demo' LIMIT 1");
    consoleGuard.allow(failedResource(404, /\/m\/webEmail(\.data)?(\?.*)?$/));
    await signIn(page, "player12");
    const response = await page.goto(`/m/webEmail?id=${others[0]!.id}`);
    expect(response!.status()).toBe(404);
  });
});

test.describe("§2 /m/member/notice?types=A: agent announcements", () => {
  test("§6 agent announcements: a member (not an agent) is refused", async ({ page }) => {
    await signIn(page, "player10");
    // The toast shows for 2 s from the first paint: look before the streamed home has finished loading.
    await page.goto("/m/member/notice?types=A", { waitUntil: "commit" });
    // §6: agent pages refuse non-agents with 'Non-agents cannot log in'.
    await expectToast(page, ty.toast.non_agent);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("§6 agent announcements: a visitor is sent to /m/login", async ({ page }) => {
    await page.goto("/m/member/notice?types=A");
    await expect(page).toHaveURL(/\/m\/login\?redirectTo=/);
  });

  test("§2 agent announcements: an agent sees the list with the unread badge; opening one reads it", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    const before = (
      await d1<{ announcement_id: number }>(
        "SELECT announcement_id FROM announcement_reads WHERE member_id = (SELECT id FROM members WHERE account = 'agent2')",
      )
    ).map((r) => r.announcement_id);
    try {
      await page.goto("/m/login");
      await page.locator('input[name="username"]').fill("agent2");
      await page.locator('input[name="password"]').fill("agent1234");
      await page.locator('button[name="intent"][value="login"]').click();
      await expect(page).not.toHaveURL(/\/m\/login/);
      // agent2 has a pending daily-salary request (seed): the §4 prompt comes first; "Not now" puts it away for the session.
      const prompt = page.getByRole("alertdialog", { name: ty.agentContracts.prompt.title });
      await prompt.getByRole("button", { name: ty.agentContracts.prompt.cancel }).click();
      await expect(prompt).toHaveCount(0);
      await page.goto("/m/member/notice?types=A");
      await expect(page.getByRole("heading", { level: 1, name: ty.content.title.agentNotice })).toBeVisible();
      const unread = 5 - before.length;
      await expect(page.getByTestId("agent-unread")).toHaveText(ty.content.inbox.unread_other.replace("{{count}}", String(unread)));
      const list = page.getByRole("list", { name: ty.content.agentNotice.heading });
      await expect(list.getByRole("listitem")).toHaveCount(5);
      await list.locator('[data-read="false"]').first().click();
      if (!javaScriptEnabled) await page.getByRole("button", { name: ty.content.inbox.markRead }).click();
      await expect(page.getByTestId("read-state")).toHaveText(ty.content.inbox.read);
      await page.getByRole("link", { name: ty.content.notice.all }).click();
      await expect(page.getByTestId("agent-unread")).toHaveText(ty.content.inbox.unread_other.replace("{{count}}", String(unread - 1)));
    } finally {
      await d1(
        `DELETE FROM announcement_reads WHERE member_id = (SELECT id FROM members WHERE account = 'agent2')${before.length ? ` AND announcement_id NOT IN (${before.join(",")})` : ""}`,
      );
    }
  });
});
