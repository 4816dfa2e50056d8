import { expect, type Page } from "@playwright/test";
import { d1 } from "./d1";
import ty from "../../app/i18n/locales/ty";

/**
 * The newest SMS code "sent" to a number for a purpose (the gateway writes them to its outbox).
 * The "get code" tap sends it in the background: wait up to 10 s for it to land, rather than
 * reading the outbox before the request has reached the gateway.
 */
export async function latestSmsCode(mobile: string, purpose: "login" | "register" | "reset" | "bind"): Promise<string> {
  const query = `SELECT code FROM sms_outbox WHERE mobile_num = '${mobile.replace(/\D/g, "")}' AND purpose = '${purpose}' ORDER BY id DESC LIMIT 1`;
  for (const end = Date.now() + 10_000; ;) {
    const [row] = await d1<{ code: string }>(query);
    if (row) return row.code;
    if (Date.now() > end) throw new Error(`no ${purpose} code for ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The answer of the captcha the page shows: the newest one issued (tests run one at a time). */
export async function currentCaptchaAnswer(page: Page): Promise<string> {
  // Wait until the image has loaded, so its captcha exists. Polled from here, not with a "load"
  // listener: with JavaScript disabled Chromium never calls a listener that evaluate() adds, so
  // the no-js project hung whenever the image was still loading (CI, stop 26).
  const image = page.locator("img.captcha__image");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? (img.naturalWidth > 0 ? "loaded" : "broken") : "loading")), {
      message: "the captcha image loads",
      timeout: 20_000,
    })
    .toBe("loaded");
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
 * Records every flash toast the server sets (the signed `el_toast` cookie on any answer, documents,
 * redirects and `.data` alike), so a test can check a short toast (1 s) was delivered without
 * racing its display. Headers are kept for every answer; bodies are not (reading one after the
 * page has moved on was seen to come back empty).
 */
export function watchResponses(page: Page): (needle: string) => Promise<boolean> {
  const toasts: string[] = [];
  const pending: Promise<unknown>[] = [];
  page.on("response", (response) => {
    pending.push(
      response.headersArray().then(
        (headers) => {
          for (const { name, value } of headers) {
            if (name.toLowerCase() !== "set-cookie") continue;
            for (const line of value.split("\n")) {
              const match = /^el_toast=([^;]+)/.exec(line);
              if (match) toasts.push(decodeSignedCookie(match[1]!));
            }
          }
        },
        () => undefined,
      ),
    );
  });
  return async (needle) => {
    await Promise.all(pending);
    return toasts.some((toast) => toast.includes(needle));
  };
}

/** The JSON inside a React Router signed cookie value: base64 of the URI-encoded JSON, then ".signature". */
function decodeSignedCookie(value: string): string {
  const encoded = decodeURIComponent(value).replace(/\.[^.]*$/, "");
  try {
    return decodeURIComponent(escape(Buffer.from(encoded, "base64").toString("latin1")));
  } catch {
    return "";
  }
}

/** A date of birth well past every market's minimum age (registration asks for one). */
export const ADULT_BIRTH_DATE = "1990-05-01";

/** Fills the registration form's date of birth (a date input: Playwright types YYYY-MM-DD). */
export async function fillBirthDate(page: Page, birthDate = ADULT_BIRTH_DATE): Promise<void> {
  await page.getByLabel(ty.account.field.birthDate, { exact: true }).fill(birthDate);
}

/**
 * Waits until the page's timed form may be sent (ASVS V2.4.2): the server refuses a registration
 * sooner than 2 s, and a trial start (/m/trail, the login page's "Try it free") sooner than 1 s,
 * after it rendered the form (MIN_FILL_MS in app/server/fill-time.server.ts). A journey fills a
 * form faster than a person, so before each such submit it waits for the instant the form itself
 * states (data-ready-at, on the server's real clock). Never a guessed pause, and nothing when that
 * instant has already passed.
 */
export async function waitForFormReady(page: Page): Promise<void> {
  const readyAt = Number(await page.locator("form input[data-ready-at]").first().getAttribute("data-ready-at"));
  if (!Number.isFinite(readyAt) || readyAt <= 0) throw new Error("the form states no ready time");
  const left = readyAt - (Date.now() + (await serverClockAhead()));
  if (left > 0) await page.waitForTimeout(left);
}

let serverClockOffset: Promise<number> | undefined;

/**
 * How far the world's real clock is ahead of this process's, read once per worker from the
 * world's SQLite (`julianday('now')`, in workerd). A few milliseconds on one machine; hours when a
 * run fakes the test processes' clock but not workerd's (tests/README.md, "The pinned clock").
 */
function serverClockAhead(): Promise<number> {
  serverClockOffset ??= (async () => {
    const sent = Date.now();
    const [row] = await d1<{ ms: number }>("SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) AS ms");
    return row!.ms - (sent + Date.now()) / 2;
  })();
  return serverClockOffset;
}
