import { describe, expect, it } from "vitest";
import { balanceHeader, downloadBarHeader, popupHeader, readHomePreferences } from "./preferences.server";

/** The Cookie request header a browser would send back for these Set-Cookie values. */
function cookieHeader(...setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}
const request = (cookie: string) => new Request("http://x/m/home", { headers: { Cookie: cookie } });

describe("home preferences live in cookies (docs/decisions/004)", () => {
  it("reads nothing set as the defaults", async () => {
    expect(await readHomePreferences(request(""))).toEqual({ balanceHidden: false, popupHidden: {}, downloadBarDismissed: false });
  });
  it("round-trips hidden balance, closed pop-ups per audience and the dismissed download bar", async () => {
    const popup = await popupHeader({ B: "1-0000abcd" }, "A", "2-12345678", false);
    const prefs = await readHomePreferences(request(cookieHeader(await balanceHeader(true, false), popup, await downloadBarHeader(false))));
    expect(prefs).toEqual({ balanceHidden: true, popupHidden: { A: "2-12345678", B: "1-0000abcd" }, downloadBarDismissed: true });
  });
  it("clears the hidden balance with an expired cookie, HttpOnly and long-lived otherwise", async () => {
    expect(await balanceHeader(false, false)).toMatch(/Max-Age=0/);
    expect(await balanceHeader(true, false)).toMatch(/HttpOnly/);
    expect(await balanceHeader(true, false)).toMatch(/SameSite=Lax/);
    expect(await downloadBarHeader(false)).toMatch(/Max-Age=31536000/);
  });
  it("ignores tampered values and marks them for expiry", async () => {
    const invalid = new Set<string>();
    const prefs = await readHomePreferences(request("el_popup=garbage; el_balance=eyJ4IjoxfQ%3D%3D; el_dlbar=%%%"), invalid);
    expect(prefs).toEqual({ balanceHidden: false, popupHidden: {}, downloadBarDismissed: false });
    expect([...invalid].sort()).toEqual(["el_balance", "el_dlbar", "el_popup"]);
  });
  it("are Secure outside local development (the request decides)", async () => {
    for (const header of [
      await balanceHeader(true, true),
      await balanceHeader(false, true),
      await popupHeader({}, "A", "2-12345678", true),
      await downloadBarHeader(true),
    ]) {
      expect(header).toMatch(/; Secure/);
    }
    expect(await downloadBarHeader(false)).not.toMatch(/Secure/);
  });
});
