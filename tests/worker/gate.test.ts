/**
 * §2 Page chrome, start gate: "Maintenance shows the maintenance screen; region restriction alone
 * shows a region-blocked screen; if both apply, maintenance wins." What the server answers, asked
 * of the built app in workerd (scripts/fuzz/miniflare.ts) with plain requests; the operator's
 * switches are set with the operator commands (`npm run site`) on this app's own database. The
 * browser keeps the gate screen's journeys: its language picker and the retry link when
 * maintenance ends (tests/e2e/gate.spec.ts).
 */
import { parseHTML } from "linkedom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import ty from "../../app/i18n/locales/ty";
import { type MiniflareTarget, startMiniflareTarget } from "../../scripts/fuzz/miniflare";
import { localD1Of } from "../../scripts/local-d1";
import { runSiteForTest } from "../../scripts/site-commands";

let target: MiniflareTarget;
beforeAll(async () => {
  target = await startMiniflareTarget();
});
afterAll(async () => {
  await target?.dispose();
});

/** An operator command on this app's database; throws with what it printed when it fails. */
async function site(...args: string[]): Promise<void> {
  await runSiteForTest(args, async () => localD1Of(target.d1));
}

// Whatever a test switches on is switched off after it.
afterEach(async () => {
  await site("maintenance", "off");
  await site("unrestrict", "PH");
});

function get(path: string, country?: string): Promise<Response> {
  return fetch(`${target.origin}${path}`, { headers: country ? { "CF-IPCountry": country } : {}, redirect: "manual" });
}

async function documentOf(response: Response): Promise<Document> {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  return parseHTML(await response.text()).document;
}

const gateTitle = (document: Document) => document.querySelector("#gate-title")?.textContent?.trim() ?? null;

/**
 * The gate replaces the whole app: the gate screen and the operator's customer-service links (which
 * keep working while gated), and nothing of the page asked for — no header, no bottom menu, no game
 * art, hot matches, banners, announcements or balance (loaders behind the gate never reach the gateway).
 */
function expectGateOnly(document: Document, path: string): void {
  expect(document.querySelector("header"), `${path}: a header`).toBeNull();
  expect(document.querySelector("nav, [role=navigation]"), `${path}: a navigation`).toBeNull();
  const html = document.documentElement.outerHTML;
  for (const url of ["https://chat.edgelobby.example/live", "https://t.me/edgelobby_cs"]) expect(html, `${path}: service link ${url}`).toContain(url);
  for (const leak of ["/gw/assets/game/", "manila-mariners", "/content/banners/", "activityInfo?id=", "sumBalance"]) {
    expect(html, `${path}: ${leak}`).not.toContain(leak);
  }
}

describe("§2 start gate: region restriction", () => {
  it.each(["SG", "KR"])("§2 start gate: a player from %s (seeded restriction) gets the region screen with 451, never cached", async (country) => {
    const response = await get("/m/home", country);
    expect(response.status).toBe(451);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const document = await documentOf(response);
    expect(gateTitle(document)).toBe(ty.gate.region.title);
    expect(document.querySelector("h1")?.textContent?.trim()).toBe(ty.gate.region.title);
    expect(document.body.textContent).toContain(ty.gate.region.body.replace("{{country}}", country));
    expectGateOnly(document, "/m/home");
  });

  it("§2 start gate: the region gate answers every path, not only home, with the gate screen only", async () => {
    for (const path of ["/m/home", "/m/login", "/m/gameList?gameType=RNG", "/m/xyz"]) {
      const response = await get(path, "SG");
      expect(response.status, path).toBe(451);
      const document = await documentOf(response);
      expect(gateTitle(document), path).toBe(ty.gate.region.title);
      expectGateOnly(document, path);
    }
  });

  it("§2 start gate: a player from an unrestricted country gets the app", async () => {
    const response = await get("/m/home", "PH");
    expect(response.status).toBe(200);
    const document = await documentOf(response);
    expect(gateTitle(document)).toBeNull();
    expect(document.querySelector("header.home-header")).not.toBeNull();
  });

  it("§2 start gate: restricting a region (operator command) blocks it on the next request; unrestricting opens it again", async () => {
    await site("restrict", "PH");
    const blocked = await get("/m/home", "PH");
    expect(blocked.status).toBe(451);
    expect(gateTitle(await documentOf(blocked))).toBe(ty.gate.region.title);

    await site("unrestrict", "PH");
    const open = await get("/m/home", "PH");
    expect(open.status).toBe(200);
    expect((await documentOf(open)).querySelector("header.home-header")).not.toBeNull();
  });
});

describe("§2 start gate: maintenance", () => {
  it("§2 start gate: maintenance on answers the maintenance screen with 503 and Retry-After, never cached", async () => {
    await site("maintenance", "on");
    const response = await get("/m/home");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("300");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const document = await documentOf(response);
    expect(gateTitle(document)).toBe(ty.gate.maintenance.title);
    expect(document.body.textContent).toContain(ty.gate.maintenance.body);
    expectGateOnly(document, "/m/home");
  });

  it("§2 start gate: maintenance answers every path with 503", async () => {
    await site("maintenance", "on");
    for (const path of ["/m/home", "/m/login", "/m/maintenance", "/nope"]) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Retry-After"), path).toBe("300");
      expectGateOnly(await documentOf(response), path);
    }
  });

  it("§2 route list: /m/maintenance shows the maintenance screen during maintenance, and goes home otherwise", async () => {
    const off = await get("/m/maintenance");
    expect(off.status).toBe(302);
    expect(new URL(off.headers.get("Location") ?? "", target.origin).pathname).toBe("/m/home");

    await site("maintenance", "on");
    const on = await get("/m/maintenance");
    expect(on.status).toBe(503);
    expect(gateTitle(await documentOf(on))).toBe(ty.gate.maintenance.title);
  });

  it("§2 start gate: maintenance wins over region restriction", async () => {
    await site("maintenance", "on");
    const response = await get("/m/home", "SG");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("300");
    expect(gateTitle(await documentOf(response))).toBe(ty.gate.maintenance.title);
  });
});
