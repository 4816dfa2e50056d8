import type { Page } from "@playwright/test";
import { d1 } from "./d1";

/** The newest SMS code "sent" to a number for a purpose (the gateway writes them to its outbox). */
export async function latestSmsCode(mobile: string, purpose: "login" | "register" | "reset"): Promise<string> {
  const [row] = await d1<{ code: string }>(`SELECT code FROM sms_outbox WHERE mobile_num = '${mobile.replace(/\D/g, "")}' AND purpose = '${purpose}' ORDER BY id DESC LIMIT 1`);
  if (!row) throw new Error(`no ${purpose} code for ${mobile}`);
  return row.code;
}

/** The answer of the captcha the page shows: the newest one issued (tests run one at a time). */
export async function currentCaptchaAnswer(page: Page): Promise<string> {
  // Wait until the image has loaded, so its captcha exists.
  await page.locator("img.captcha__image").evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((r) => img.addEventListener("load", r, { once: true }))));
  const [row] = await d1<{ answer: string }>("SELECT answer FROM captchas ORDER BY expires_at DESC LIMIT 1");
  if (!row) throw new Error("no captcha issued");
  return row.answer;
}

/** A name no earlier run has used (registrations persist in the test database until it is reset). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36).toString(36)}`.slice(0, 16);
}

/** A Philippine-style mobile number no earlier run has used. */
export function uniqueMobile(): string {
  return `96${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

/**
 * Collects the text of every document and `.data` answer the page receives, to check a short toast
 * (1 s) was delivered without racing its display. Answers are read through `page.route`, so the
 * body is captured in full before the page gets it; reading it afterwards (`response.text()`) was
 * seen to come back empty now and then once the page had moved on.
 */
export async function watchResponses(page: Page): Promise<(needle: string) => boolean> {
  const bodies: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith("/m/"),
    async (route) => {
      if (route.request().resourceType() !== "document" && !route.request().url().includes(".data")) return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const body = await response.text();
      bodies.push(body);
      await route.fulfill({ response, body });
    },
  );
  return (needle) => bodies.some((body) => body.includes(needle));
}
