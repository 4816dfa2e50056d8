import { expect, failedResource, locales, site, test } from "./fixtures";

const { ty, en } = locales;

/**
 * §2 Page chrome, start gate: "Maintenance shows the maintenance screen; region restriction alone
 * shows a region-blocked screen; if both apply, maintenance wins."
 * Operator changes go through scripts/site.ts; whatever a test changes is put back after it.
 */
const changed = { maintenance: false, restricted: new Set<string>() };

async function maintenance(on: boolean): Promise<void> {
  if (on) changed.maintenance = true;
  await site("maintenance", on ? "on" : "off");
  if (!on) changed.maintenance = false;
}

async function restrict(country: string): Promise<void> {
  changed.restricted.add(country);
  await site("restrict", country);
}

/**
 * Issue 11: a gated document carries the gate screen and the operator's customer-service links
 * (which keep working while gated), and nothing of the page asked for: no game art, no hot
 * matches, no banners, no announcements (loaders behind the gate never reach the gateway).
 */
function expectGateOnly(html: string, path: string) {
  for (const url of ["https://chat.edgelobby.example/live", "https://t.me/edgelobby_cs"]) expect(html, `${path}: service link ${url}`).toContain(url);
  for (const leak of ["/gw/assets/game/", "manila-mariners", "/content/banners/", "activityInfo?id=", "sumBalance"])
    expect(html, `${path}: ${leak}`).not.toContain(leak);
}

test.afterEach(async () => {
  if (changed.maintenance) await maintenance(false);
  for (const country of changed.restricted) await site("unrestrict", country);
  changed.restricted.clear();
});

test.describe("§2 start gate: region restriction", () => {
  for (const country of ["SG", "KR"]) {
    test(
      `§2 start gate: a player from ${country} (seeded restriction) sees the region screen with 451`,
      { tag: "@server" },
      async ({ page, consoleGuard, clientIp }) => {
        consoleGuard.allow(failedResource(451, "/m/home"));
        await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": country });
        const response = await page.goto("/m/home");
        expect(response!.status()).toBe(451);
        expect(response!.headers()["cache-control"]).toBe("no-store");
        await expect(page.locator("#gate-title")).toHaveText(ty.gate.region.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ty.gate.region.title);
        await expect(page.getByText(ty.gate.region.body.replace("{{country}}", country))).toBeVisible();
        // The gate replaces the whole app: no header, no bottom menu.
        await expect(page.locator("header")).toHaveCount(0);
        await expect(page.getByRole("navigation")).toHaveCount(0);
      },
    );
  }

  test("§2 start gate: the region gate answers every path, not only home, with the gate screen only", { tag: "@server" }, async ({ request }) => {
    for (const path of ["/m/home", "/m/login", "/m/gameList?gameType=RNG", "/m/xyz"]) {
      const response = await request.get(path, { headers: { "CF-IPCountry": "SG" }, maxRedirects: 0 });
      expect(response.status(), path).toBe(451);
      const html = await response.text();
      expect(html, path).toContain('id="gate-title"');
      expectGateOnly(html, path);
    }
  });

  test("§2 start gate: a player from an unrestricted country gets the app", { tag: "@server" }, async ({ page, clientIp }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "PH" });
    const response = await page.goto("/m/home");
    expect(response!.status()).toBe(200);
    await expect(page.locator("#gate-title")).toHaveCount(0);
    await expect(page.locator("header.home-header")).toBeVisible();
  });

  test(
    "§2 start gate: restricting a region (operator command) blocks it on the next request; unrestricting opens it again",
    { tag: "@server" },
    async ({ page, consoleGuard, clientIp }) => {
      consoleGuard.allow(failedResource(451, "/m/home"));
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "PH" });
      await restrict("PH");
      const blocked = await page.goto("/m/home");
      expect(blocked!.status()).toBe(451);
      await expect(page.locator("#gate-title")).toHaveText(ty.gate.region.title);

      await site("unrestrict", "PH");
      changed.restricted.delete("PH");
      const open = await page.goto("/m/home");
      expect(open!.status()).toBe(200);
      await expect(page.locator("header.home-header")).toBeVisible();
    },
  );

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
  test("§2 start gate: maintenance on shows the maintenance screen with 503 and Retry-After", { tag: "@server" }, async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(503, "/m/home"));
    await maintenance(true);
    const response = await page.goto("/m/home");
    expect(response!.status()).toBe(503);
    expect(response!.headers()["retry-after"]).toBe("300");
    expect(response!.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("#gate-title")).toHaveText(ty.gate.maintenance.title);
    await expect(page.getByText(ty.gate.maintenance.body)).toBeVisible();
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
  });

  test("§2 start gate: maintenance answers every path with 503 (request fixture)", { tag: "@server" }, async ({ request }) => {
    await maintenance(true);
    for (const path of ["/m/home", "/m/login", "/m/maintenance", "/nope"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(503);
      expect(response.headers()["retry-after"], path).toBe("300");
      expectGateOnly(await response.text(), path);
    }
  });

  test("§2 start gate: when maintenance ends, the screen's retry link brings the player back", async ({ page, consoleGuard }) => {
    consoleGuard.allow(failedResource(503, "/m/home"));
    await maintenance(true);
    await page.goto("/m/home");
    await expect(page.locator("#gate-title")).toHaveText(ty.gate.maintenance.title);

    await maintenance(false);
    await page.getByRole("link", { name: ty.gate.maintenance.retry }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator("header.home-header")).toBeVisible();
    await expect(page.locator("#gate-title")).toHaveCount(0);
  });

  test(
    "§2 route list: /m/maintenance shows the maintenance screen during maintenance, and goes home otherwise",
    { tag: "@server" },
    async ({ page, consoleGuard }) => {
      consoleGuard.allow(failedResource(503, "/m/maintenance"));
      const off = await page.goto("/m/maintenance");
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(off!.status()).toBe(200);

      await maintenance(true);
      const on = await page.goto("/m/maintenance");
      expect(on!.status()).toBe(503);
      await expect(page).toHaveURL(/\/m\/maintenance$/);
      await expect(page.locator("#gate-title")).toHaveText(ty.gate.maintenance.title);
    },
  );
});

test.describe("§2 start gate: both apply", () => {
  test("§2 start gate: maintenance wins over region restriction", { tag: "@server" }, async ({ page, consoleGuard, clientIp }) => {
    consoleGuard.allow(failedResource(503, "/m/home"));
    await maintenance(true);
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": clientIp, "CF-IPCountry": "SG" });
    const response = await page.goto("/m/home");
    expect(response!.status()).toBe(503);
    expect(response!.headers()["retry-after"]).toBe("300");
    await expect(page.locator("#gate-title")).toHaveText(ty.gate.maintenance.title);
  });
});
