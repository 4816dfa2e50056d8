import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "@playwright/test";
import { expect, failedResource, locales, login, signedIn, site, test } from "./fixtures";
import { restoreUnread, unreadIds } from "./home-helpers";
import { signInFresh } from "./member-helpers";
import { AGENT_PAGES, MEMBER_PAGES, VISITOR_PAGES, type InventoryPage } from "./page-inventory";

/**
 * Hardened responses, and every page passes axe and has no CSP
 * violation (decisions 050, 051). Each page is loaded once per role as a document; on that one load:
 *   1. every document answer carries the hardened headers, and every `<script>` in the HTML carries
 *      the nonce of its own Content-Security-Policy (no inline script escapes the policy);
 *   2. the browser reports no CSP violation (securitypolicyviolation events, and console messages
 *      about the policy) once the app has hydrated, i.e. after its scripts ran;
 *   3. axe finds no serious or critical violation of WCAG 2.0/2.1 A and AA.
 * JavaScript only: without scripts there is nothing for the policy to block or allow.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

type Finding = { page: string; problem: string };

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of every document the page opens, from the first script on. */
async function watchCsp(page: Page, findings: Finding[]): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = (window.__cspViolations = []);
    document.addEventListener("securitypolicyviolation", (e) => {
      violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  // Chromium also logs each violation (and a malformed policy) to the console, with the page's URL.
  page.on("console", (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) findings.push({ page: page.url(), problem: `console: ${msg.text()}` });
  });
}

/** The headers every document of the app carries (local development: http on 127.0.0.1, so no HSTS). */
async function checkDocument(response: Response, findings: Finding[]): Promise<void> {
  const url = new URL(response.url());
  const where = url.pathname + url.search;
  const headers = await response.allHeaders();
  const problem = (text: string) => findings.push({ page: where, problem: text });
  const expectHeader = (name: string, value: string | RegExp) => {
    const actual = headers[name.toLowerCase()];
    if (actual === undefined || (typeof value === "string" ? actual !== value : !value.test(actual))) {
      problem(`${name}: expected ${String(value)}, got ${actual ?? "(none)"}`);
    }
  };
  expectHeader("X-Content-Type-Options", "nosniff");
  // Plain http on a loopback host is local development: HSTS there would pin localhost to https.
  if (headers["strict-transport-security"] !== undefined) problem("Strict-Transport-Security sent in local development");
  if (!/^text\/html/.test(headers["content-type"] ?? "")) return;

  expectHeader("X-Frame-Options", "DENY");
  expectHeader("Cross-Origin-Opener-Policy", "same-origin");
  expectHeader("Permissions-Policy", /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  const csp = headers["content-security-policy"] ?? "";
  if (/(^|;)\s*frame-ancestors 'none'/.test(csp) === false) problem(`CSP without frame-ancestors 'none': ${csp || "(none)"}`);
  if (url.pathname.startsWith("/gw/")) {
    // The embedded gateway's own pages run no script at all.
    if (!/(^|;)\s*default-src 'none'/.test(csp) || /script-src/.test(csp)) problem(`gateway page CSP allows scripts: ${csp}`);
    return;
  }
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'(;|$)/.exec(csp)?.[1];
  if (!nonce) return void problem(`CSP without a nonce-only script-src: ${csp || "(none)"}`);
  if (/unsafe-eval/.test(csp) || /script-src[^;]*unsafe-inline/.test(csp)) problem(`CSP allows unsafe scripts: ${csp}`);
  // Every script the server sent (React Router's context and module scripts, React's streamed $RC ones,
  // the single-fetch stream) must carry this response's nonce.
  const html = await response.text();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (!tag.includes(`nonce="${nonce}"`)) problem(`script without this response's nonce: ${tag}`);
  }
}

/** The browser's CSP reports so far (and forgets them). */
async function takeViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__cspViolations ?? []).splice(0)).catch(() => []);
}

/**
 * axe's serious and critical findings on what the page shows now. In legacy mode axe runs in the
 * page's frames and gathers its results there; its default opens a blank page for each analysis
 * to gather them in, which took about 0.4 s a page (measured on the visitor pages: 12.9 s → 7.2 s
 * for 24). What legacy mode gives up, testing frames of another origin, none of these pages has.
 */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""))
    .map((v) => `axe ${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Loads one page as a document and runs the three checks on it; returns the first `details` link's
 * target, if the page lists any.
 */
async function checkPage(page: Page, path: string, findings: Finding[], details?: string): Promise<string | null> {
  const documents: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) documents.push(checkDocument(response, findings));
  };
  page.on("response", onResponse);
  try {
    await page.goto(path);
    await page.waitForLoadState("load");
    // The fixture's goto waited for hydration on app pages: the app's scripts have all run.
    await Promise.all(documents);
    for (const v of await takeViolations(page)) findings.push({ page: path, problem: `CSP violation: ${v}` });
    for (const a of await axeFindings(page)) findings.push({ page: path, problem: a });
    return details ? await page.locator(details).first().getAttribute("href", { timeout: 5_000 }) : null;
  } finally {
    page.off("response", onResponse);
  }
}

async function checkAll(page: Page, pages: InventoryPage[], findings: Finding[]): Promise<void> {
  for (const { path, details } of pages) {
    const detail = await checkPage(page, path, findings, details);
    if (details && !detail) findings.push({ page: path, problem: `no detail link (${details}) to check` });
    if (detail) await checkPage(page, detail, findings);
  }
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.page}: ${f.problem}`).join("\n");
}

test.describe("every page is hardened, CSP-clean and accessible @js-only", () => {
  test.describe.configure({ timeout: 240_000 });

  test("the checks can fail: a script without the nonce is reported by the browser and in the HTML, an image without alt by axe", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow({ text: /Content Security Policy/ });
    const findings: Finding[] = [];
    await watchCsp(page, findings);
    // The real answer with one inline script added that the policy does not allow.
    await page.route("**/m/login", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</head>", "<script>document.title = 'injected';</script></head>");
      await route.fulfill({ response, body: html });
    });
    await checkPage(page, "/m/login", findings);
    await expect(page).not.toHaveTitle("injected");
    const problems = findings.map((f) => f.problem).join("\n");
    expect(problems).toMatch(/CSP violation: script-src-elem blocked inline/);
    expect(problems).toMatch(/console: .*Content Security Policy/);
    expect(problems).toMatch(/script without this response's nonce: <script>/);
    // And axe: an image without a text alternative is a critical finding.
    await page.locator("body").evaluate((body) => body.insertAdjacentHTML("beforeend", '<img src="/favicon.ico" width="32" height="32">'));
    expect(await axeFindings(page)).toContainEqual(expect.stringMatching(/^axe critical image-alt:/));
  });

  test("as a visitor", async ({ page }) => {
    const findings: Finding[] = [];
    await watchCsp(page, findings);
    await checkAll(page, VISITOR_PAGES, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  test("as a member (demo)", async ({ page }) => {
    const findings: Finding[] = [];
    await watchCsp(page, findings);
    // Opening a message marks it read: put demo's unread messages back for the inbox specs.
    const unread = await unreadIds("demo");
    try {
      await signedIn(page, "demo", "demo1234");
      await checkAll(page, MEMBER_PAGES, findings);
    } finally {
      await restoreUnread(unread);
    }
    expect(findings, report(findings)).toEqual([]);
  });

  test("as an agent (agent)", async ({ page }) => {
    const findings: Finding[] = [];
    await watchCsp(page, findings);
    await login(page, "agent", "agent1234");
    await checkAll(page, AGENT_PAGES, findings);
    expect(findings, report(findings)).toEqual([]);
  });

  test("the 404 page and the maintenance and region gate screens", async ({ page, consoleGuard, clientIp }) => {
    consoleGuard.allow(failedResource(404, "/m/nope"), failedResource(503, "/m/home"), failedResource(451, "/m/home"));
    const findings: Finding[] = [];
    await watchCsp(page, findings);
    await checkPage(page, "/m/nope", findings);
    await site("maintenance", "on");
    try {
      await checkPage(page, "/m/home", findings);
      await expect(page.locator("#gate-title")).toBeVisible();
    } finally {
      await site("maintenance", "off");
    }
    await page.setExtraHTTPHeaders({ "CF-IPCountry": "SG", "CF-Connecting-IP": clientIp });
    await checkPage(page, "/m/home", findings);
    await expect(page.locator("#gate-title")).toBeVisible();
    expect(findings, report(findings)).toEqual([]);
  });

  test("the embedded gateway's demo game page and pay page (HTML resource routes)", async ({ page }) => {
    const findings: Finding[] = [];
    await watchCsp(page, findings);
    // A fresh member, so the launch and the deposit order leave demo's history as the other specs expect it.
    await signInFresh(page, { prefix: "csp" });
    await checkPage(page, "/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home", findings);
    await expect(page).toHaveURL(/\/gw\/play\/[0-9a-f]{64}/);
    await page.goto("/m/voucherCenter");
    const deposit = locales.ty.deposit.page;
    await page.getByLabel(deposit.amount, { exact: true }).fill("500");
    await page.getByRole("button", { name: deposit.submitEwallet }).click();
    await expect(page).toHaveURL(/\/gw\/pay\//);
    await checkPage(page, page.url(), findings);
    expect(findings, report(findings)).toEqual([]);
  });
});
