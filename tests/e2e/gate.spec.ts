import { expect, failedResource, locales, site, test } from "./fixtures";

const { ty, en } = locales;

/**
 * §2 Page chrome, start gate: the gate screens' journeys in the browser. What the server answers
 * (451 and 503 with Retry-After on every path, never cached, the screen alone, maintenance over
 * region, the operator's switches taking effect on the next request) is asked of the built app in
 * tests/worker/gate.test.ts. Operator changes go through `site`; whatever a test changes is put back.
 */
let maintenanceOn = false;

async function maintenance(on: boolean): Promise<void> {
  maintenanceOn = on;
  await site("maintenance", on ? "on" : "off");
}

test.afterEach(async () => {
  if (maintenanceOn) await maintenance(false);
});

test.describe("§2 start gate: region restriction", () => {
  test("§2 language picker: the region screen offers the picker and switches language", { tag: "@no-js" }, async ({ page, consoleGuard, clientIp }) => {
    consoleGuard.allow(failedResource(451, "/m/home"));
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "SG" });
    await page.goto("/m/home");
    await expect(page.locator("#gate-title")).toHaveText(ty.gate.region.title);
    await page.getByRole("button", { name: /EN/ }).click();
    await expect(page.locator("#gate-title")).toHaveText(en.gate.region.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: /EN/ })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("§2 start gate: maintenance", () => {
  test("§2 start gate: when maintenance ends, the screen's retry link brings the player back", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(503, "/m/home"));
    await maintenance(true);
    await page.goto("/m/home");
    await expect(page.locator("#gate-title")).toHaveText(ty.gate.maintenance.title);
    // The gate replaces the whole app: no header, no bottom menu.
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);

    await maintenance(false);
    await page.getByRole("link", { name: ty.gate.maintenance.retry }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header")).toBeVisible();
    await expect(page.locator("#gate-title")).toHaveCount(0);
  });
});
