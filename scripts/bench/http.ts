import http from "node:http";
import { performance } from "node:perf_hooks";
import { DEMO_PLAYER } from "../../gateway/accounts/demo-accounts";
import { loginFormFields } from "../html-form";

/** Request headers for every measured request: stable language, a browser (not a bot: streamed render). */
export const BASE_HEADERS: Record<string, string> = {
  "Accept-Language": "en",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
};

type HttpResult = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/**
 * One unloaded request, timed: first body byte and last byte, how many chunks, and how many
 * sections went out as skeletons (data-fallback) with the shell, to be filled by later chunks
 * (a section whose data was ready before the shell flushed is rendered in place instead).
 */
export function timedRequest(url: string, headers: Record<string, string>): Promise<{ ttfb: number; total: number; chunks: number; skeletons: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfb = 0;
    let chunks = 0;
    let body = "";
    const req = http.request(url, { headers, agent: false, timeout: 30_000 }, (res) => {
      res.on("data", (c: Buffer) => {
        if (chunks++ === 0) ttfb = performance.now() - start;
        body += c.toString("utf8");
      });
      res.on("end", () => resolve({ ttfb, total: performance.now() - start, chunks, skeletons: body.split("data-fallback").length - 1 }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A browser's cookies for one client: what each answer sets or expires. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(headers: http.IncomingHttpHeaders): void {
    for (const line of headers["set-cookie"] ?? []) {
      const pair = line.split(";")[0]!;
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** Drops a cookie, as signing out or clearing it would. */
  forget(name: string): void {
    this.cookies.delete(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Signs in as demo/demo1234 the way a browser without JavaScript does: GET the form, post every
 * input it rendered (honeypot fields included, as rendered), follow the redirect once.
 * Returns the cookie header of the signed-in session.
 */
export type SignInAccount = { username: string; password: string };

/** The seed's demo player, whom the benches sign in as unless told otherwise. */
export const DEMO_SIGN_IN: SignInAccount = { username: DEMO_PLAYER.account, password: DEMO_PLAYER.password };

export async function signIn(origin: string, account: SignInAccount = DEMO_SIGN_IN): Promise<string> {
  const jar = new CookieJar();
  const page = await request(`${origin}/m/login`, { headers: BASE_HEADERS });
  if (page.status !== 200) throw new Error(`GET /m/login answered ${page.status}`);
  jar.take(page.headers);
  const html = page.body.toString("utf8");
  const fields = loginFormFields(html);
  fields.set("username", account.username);
  fields.set("password", account.password);
  if (!fields.has("username") || !fields.has("password")) throw new Error("login form lacks username/password inputs");
  const post = await request(`${origin}/m/login`, {
    method: "POST",
    headers: { ...BASE_HEADERS, "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: jar.header() },
    body: fields.toString(),
  });
  if (post.status < 300 || post.status > 399) throw new Error(`POST /m/login answered ${post.status}, not a redirect`);
  jar.take(post.headers);
  // Follow the redirect once so one-shot cookies (the "signed in" toast) are consumed, as in a browser.
  const target = new URL(post.headers.location ?? "/m/home", origin);
  const landing = await request(target.href, { headers: { ...BASE_HEADERS, Cookie: jar.header() } });
  jar.take(landing.headers);
  // The login loader redirects signed-in members away: proof the session holds.
  const check = await request(`${origin}/m/login`, { headers: { ...BASE_HEADERS, Cookie: jar.header() } });
  if (check.status < 300 || check.status > 399) throw new Error(`signed-in check: GET /m/login answered ${check.status} (expected a redirect)`);
  return jar.header();
}

// ---------------------------------------------------------------------------------------------
// workerd output
