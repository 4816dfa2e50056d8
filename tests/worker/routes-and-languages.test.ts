/**
 * What the server alone decides about an address and a language, asked of the built app in workerd
 * (the production Pages function; scripts/fuzz/miniflare.ts) with plain requests: the §2 route
 * list's aliases and 404s, and the §3 language a document is rendered in. The browser keeps one
 * journey of each (tests/e2e/routing.spec.ts, i18n.spec.ts); tests/README.md lists what moved here.
 */
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../app/i18n/locales/en";
import pt from "../../app/i18n/locales/pt";
import ty from "../../app/i18n/locales/ty";
import { startMiniflareTarget, type MiniflareTarget } from "../../scripts/fuzz/miniflare";

let target: MiniflareTarget;
beforeAll(async () => {
  target = await startMiniflareTarget();
});
afterAll(async () => {
  await target?.dispose();
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${target.origin}${path}`, { headers, redirect: "manual" });
}

/** An address as a path with its query. */
function pathOf(url: string): string {
  const { pathname, search } = new URL(url, target.origin);
  return pathname + search;
}

/** Where a redirect points, as a path with its query. */
const location = (response: Response) => pathOf(response.headers.get("Location") ?? "");

/** The link a 404 page offers home. */
const homeLink = (document: Document) => [...document.querySelectorAll("a")].find((a) => a.textContent?.trim() === ty.error.notFound.home);

async function documentOf(response: Response): Promise<Document> {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  return parseHTML(await response.text()).document;
}

/** Home as the player sees it: its header and the bottom menu. */
function isHome(document: Document): boolean {
  return document.querySelector("header.home-header") !== null && document.querySelector(`nav[aria-label="${ty.nav.label}"]`) !== null;
}

describe("§2 route list: home aliases", () => {
  it.each(["/", "/m", "/m/", "/m/index.html"])("§2 route list: %s opens home with one redirect (302)", async (path) => {
    const alias = await get(path);
    expect(alias.status).toBe(302);
    expect(location(alias)).toBe("/m/home");
    const home = await get(location(alias));
    expect(home.status).toBe(200);
    expect(isHome(await documentOf(home))).toBe(true);
  });

  it("§2 route list: an alias keeps the query string (affiliate codes)", async () => {
    const alias = await get("/m/index.html?code=AFF123&x=1");
    expect(alias.status).toBe(302);
    expect(location(alias)).toBe("/m/home?code=AFF123&x=1");
  });
});

describe("§2 route list: other aliases", () => {
  it.each([
    ["/register.html", "/m/register?code=AFF123"],
    ["/m/register.html", "/m/register?code=AFF123"],
    // The message centre is for members: a guest goes on to sign in, and comes back there after.
    ["/m/message", `/m/login?redirectTo=${encodeURIComponent("/m/webEmail?code=AFF123")}`],
  ])("§2 route list: %s?code=AFF123 leads to %s", async (alias, landing) => {
    let response = await get(`${alias}?code=AFF123`);
    expect(response.status).toBe(302);
    while (response.status === 302) response = await get(location(response));
    expect(response.status).toBe(200);
    expect(pathOf(response.url)).toBe(landing);
  });
});

describe("§2 route list: every other path is not shown (404)", () => {
  it.each(["/m/xyz", "/m/does/not/exist"])("§2 route list: unknown %s is a 404 inside the chrome with a way home", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const document = await documentOf(response);
    expect(document.querySelector("main h1")?.textContent).toBe(ty.error.notFound.title);
    // Inside /m the chrome stays: page header and bottom menu.
    expect(document.querySelector("header.page-header")).not.toBeNull();
    expect(document.querySelector(`nav[aria-label="${ty.nav.label}"]`)).not.toBeNull();
    expect(homeLink(document)?.getAttribute("href")).toBe("/m/home");
  });

  it.each(["/nope", "/games/slots.html"])("§2 route list: unknown %s outside /m is a standalone 404 with a way home", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const document = await documentOf(response);
    expect(document.documentElement.getAttribute("lang")).toBe("tl");
    expect(document.querySelector("h1")?.textContent).toBe(ty.error.notFound.title);
    // Outside /m: no header, no bottom menu.
    expect(document.querySelectorAll("header, nav")).toHaveLength(0);
    expect(homeLink(document)?.getAttribute("href")).toBe("/m/home");
  });
});

describe("§3 Accept-Language", () => {
  it.each([
    ["en-US,en;q=0.9", "en", en.lobby.hot.title],
    ["pt-BR,pt;q=0.9", "pt", pt.lobby.hot.title],
    ["tl", "tl", ty.lobby.hot.title],
    // A language the app does not offer: nothing to go on, so the default applies.
    ["ja-JP,ja;q=0.9", "tl", ty.lobby.hot.title],
  ])("§3 i18n: Accept-Language %s renders home with html lang %s", async (acceptLanguage, lang, hotTitle) => {
    const document = await documentOf(await get("/m/home", { "Accept-Language": acceptLanguage }));
    expect(document.documentElement.getAttribute("lang")).toBe(lang);
    expect([...document.querySelectorAll("h2")].map((h) => h.textContent?.trim())).toContain(hotTitle);
  });

  it("§3 i18n: the default language is TY: html lang tl, and the picker shows Tagalog chosen", async () => {
    const document = await documentOf(await get("/m/home", { "Accept-Language": "ja-JP" }));
    expect(document.documentElement.getAttribute("lang")).toBe("tl");
    const picker = document.querySelector("form.lang-picker");
    const buttons = [...(picker?.querySelectorAll("button[aria-pressed]") ?? [])];
    expect(buttons.map((b) => [b.textContent, b.getAttribute("aria-pressed")])).toEqual([
      [expect.stringContaining("English"), "false"],
      [expect.stringContaining("Português"), "false"],
      [expect.stringContaining("Tagalog"), "true"],
    ]);
  });

  it("§3 i18n: a chosen language beats Accept-Language", async () => {
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    expect((await documentOf(await get("/m/login", english))).documentElement.getAttribute("lang")).toBe("en");
    // Choosing TY (what the picker's GET form submits; the picker itself is tested in the browser).
    const chosen = await get("/m/home?lng=ty", english);
    expect((await documentOf(chosen)).documentElement.getAttribute("lang")).toBe("tl");
    const cookie = chosen.headers
      .getSetCookie()
      .find((c) => c.startsWith("lng="))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const login = await documentOf(await get("/m/login", { ...english, Cookie: cookie! }));
    expect(login.documentElement.getAttribute("lang")).toBe("tl");
    expect(login.querySelector("h1")?.textContent).toBe(ty.account.login.heading);
  });
});
