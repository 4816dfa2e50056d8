import type { Page } from "@playwright/test";
import { d1 } from "./d1";
import { expect, login, test } from "./fixtures";

/**
 * Against the built app on workerd: hostile redirect targets, bodies that are not forms,
 * forged honeypots and cookies, unknown launch codes, private member responses, revoked sessions.
 * These are answers to raw requests, the same with or without JavaScript: they run in the js
 * project only.
 */

/** The login form's fields as the page rendered them (honeypot included), for raw posts. */
async function loginForm(page: Page): Promise<Record<string, string>> {
  await page.goto("/m/login");
  return page.locator("form.auth__form").evaluate((form: HTMLFormElement) => {
    const out: Record<string, string> = {};
    new FormData(form).forEach((v, k) => (out[k] = String(v)));
    return out;
  });
}

const origin = (page: Page) => new URL(page.url()).origin;

test.describe("hostile input gets a 4xx and changes nothing", () => {
  test("no redirectTo leaves the app; an in-app one is kept", async ({ page }) => {
    await login(page, "player09", "player1234");
    const hostile = [
      "/%09/evil.example",
      "/%09%5Cevil.example",
      "//evil.example",
      "/%5Cevil.example",
      "https://evil.example/m/home",
      "%2F%2Fevil.example",
      "/m/%252F%252Fevil.example",
      "/m/..%2F..%2Fevil",
      "/m/../evil",
      "javascript:alert(1)",
      "/m/home%0d%0aSet-Cookie:%20x=1",
    ];
    for (const value of hostile) {
      const res = await page.request.get(`/m/login?redirectTo=${value}`, { maxRedirects: 0 });
      expect(res.status(), value).toBe(302);
      expect(res.headers()["location"], value).toBe("/m/home");
    }
    const kept = await page.request.get(`/m/login?redirectTo=${encodeURIComponent("/m/gameList?gameType=RNG")}`, { maxRedirects: 0 });
    expect(kept.headers()["location"]).toBe("/m/gameList?gameType=RNG");
  });

  test("a CR/LF in redirectTo does not block a correct sign-in", async ({ page }) => {
    const form = await loginForm(page);
    const res = await page.request.post("/m/login", {
      form: { ...form, intent: "login", username: "player10", password: "player1234", redirectTo: "/m/home\r\nX-Injected: 1" },
      headers: { Origin: origin(page) },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/m/home");
    expect(res.headers()["x-injected"]).toBeUndefined();
  });

  test("a body that is not a form is a 4xx on every action", async ({ page }) => {
    // Signed in, so the member actions read their body too (a guest is sent to /m/login first).
    await login(page, "player13", "player1234");
    const bodies: Array<{ type?: string; data: string }> = [
      { type: "application/json", data: '{"username":"demo","password":"demo1234"}' },
      { type: "text/plain", data: "username=demo&password=demo1234" },
      { type: "application/xml", data: "<login><username>demo</username></login>" },
      { data: "username=demo" },
      { type: "multipart/form-data; boundary=x", data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
    ];
    for (const path of [
      "/m/login",
      "/m/register",
      "/m/forget",
      "/m/launchGame",
      "/m/preferences",
      "/m/changePsw",
      "/m/gameFavourite",
      "/m/webEmail",
      "/m/logout",
    ]) {
      for (const body of bodies) {
        const headers: Record<string, string> = { Origin: origin(page) };
        if (body.type) headers["Content-Type"] = body.type;
        const res = await page.request.post(path, { data: body.data, headers, maxRedirects: 0 });
        expect(res.status(), `${path} ${body.type ?? "no type"}`).toBeGreaterThanOrEqual(400);
        expect(res.status(), `${path} ${body.type ?? "no type"}`).toBeLessThan(500);
      }
    }
  });

  test("a forged honeypot timestamp, or no honeypot at all, gets the spam answer and no session", async ({ page }) => {
    const form = await loginForm(page);
    const { name__confirm: _name, from__confirm: _from, ...withoutHoneypot } = form;
    for (const fields of [{ ...form, from__confirm: "forged-timestamp" }, withoutHoneypot]) {
      const res = await page.request.post("/m/login", {
        form: { ...fields, intent: "login", username: "demo", password: "demo1234" },
        headers: { Origin: origin(page) },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(400);
      expect(res.headers()["set-cookie"] ?? "").not.toContain("el_session=");
    }
  });

  test("an unknown lottery code on /m/launchGame is a 404 with its message", async ({ page, consoleGuard }) => {
    consoleGuard.allow({ text: /status of 404/, url: /\/m\/launchGame/ });
    await login(page, "player11", "player1234");
    const res = await page.request.get("/m/launchGame?playType=trad&prize_mode=Lott&code=NOSUCH99", { maxRedirects: 0 });
    expect(res.status()).toBe(404);
  });

  test("member pages and their .data are private, no-store; a revoked session no longer renders /m/set", async ({ page }) => {
    await login(page, "player12", "player1234");
    for (const path of ["/m/home", "/m/set", "/m/home.data", "/m/set.data"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
    }
    // Signed out elsewhere (the gateway forgets every token of the member).
    await d1("DELETE FROM sessions WHERE member_id = (SELECT id FROM members WHERE account = 'player12')");
    await page.goto("/m/set");
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto("/m/changePsw");
    await expect(page).not.toHaveURL(/\/m\/changePsw/);
    await expect(page.getByText("player12", { exact: true })).toHaveCount(0);
  });
});
