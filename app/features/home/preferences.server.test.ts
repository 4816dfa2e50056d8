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
    const popup = await popupHeader({ B: "1-0000abcd" }, "A", "2-12345678");
    const prefs = await readHomePreferences(request(cookieHeader(await balanceHeader(true), popup, await downloadBarHeader())));
    expect(prefs).toEqual({ balanceHidden: true, popupHidden: { A: "2-12345678", B: "1-0000abcd" }, downloadBarDismissed: true });
  });
  it("clears the hidden balance with an expired cookie, HttpOnly and long-lived otherwise", async () => {
    expect(await balanceHeader(false)).toMatch(/Max-Age=0/);
    expect(await balanceHeader(true)).toMatch(/HttpOnly/);
    expect(await downloadBarHeader()).toMatch(/Max-Age=31536000/);
  });
  it("ignores tampered values", async () => {
    const prefs = await readHomePreferences(request("el_popup=garbage; el_balance=eyJ4IjoxfQ%3D%3D"));
    expect(prefs).toEqual({ balanceHidden: false, popupHidden: {}, downloadBarDismissed: false });
  });
});
