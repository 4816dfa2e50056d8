import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { expiringCookies, hasCookie, readCookie, readCookieAs } from "./cookies.server";

const secrets = ["a-secret-of-sixteen-chars"];
const signed = createCookie("el_toast", { secrets, httpOnly: true });
const request = (cookie: string) => new Request("https://lobby.example/m/home", { headers: { Cookie: cookie } });

describe("reading the app's cookies: a forged value is ignored, never a 500", () => {
  it("reads back what the app wrote", async () => {
    const invalid = new Set<string>();
    const header = (await signed.serialize({ key: "toast.signed_in" })).split(";")[0]!;
    expect(await readCookie(signed, request(header), invalid)).toEqual({ key: "toast.signed_in" });
    expect(invalid.size).toBe(0);
  });

  it("returns null for forged values (bad base64 in the signature) and for bad signatures", async () => {
    for (const forged of ["abc.!!!", "x.y.z", "%E0%A4%A", "eyJ4IjoxfQ%3D%3D.AAAA", "YQ==.YQ=="]) {
      // Some of these made Remix 2's createCookie parse throw; whatever the framework does, the reader marks them.
      const invalid = new Set<string>();
      expect(await readCookie(signed, request(`el_toast=${forged}`), invalid)).toBeNull();
      expect([...invalid]).toEqual(["el_toast"]);
    }
  });

  it("absent is null and not marked; the schema decides what fits", async () => {
    const invalid = new Set<string>();
    expect(await readCookie(signed, request("other=1"), invalid)).toBeNull();
    expect(await readCookie(signed, null, invalid)).toBeNull();
    expect(invalid.size).toBe(0);
    const plain = createCookie("el_dlbar");
    expect(await readCookieAs(plain, request((await plain.serialize("dismissed")).split(";")[0]!), z.literal("dismissed"), invalid)).toBe("dismissed");
    expect(await readCookieAs(plain, request("el_dlbar=garbage"), z.literal("dismissed"), invalid)).toBeNull();
    expect([...invalid]).toEqual(["el_dlbar"]);
  });

  it("finds a cookie by its exact name", () => {
    expect(hasCookie("a=1; el_toast=x", "el_toast")).toBe(true);
    expect(hasCookie("a=1; xel_toast=x", "el_toast")).toBe(false);
    expect(hasCookie("el_toast_2=x", "el_toast")).toBe(false);
  });

  it("expires the marked cookies with the app's attributes, except those the response sets anew", () => {
    const out = expiringCookies(["el_session", "el_sms"], ["el_session=new; Path=/; HttpOnly"], true);
    expect(out).toEqual(["el_sms=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure"]);
    expect(expiringCookies(["el_sms"], [], false)[0]).not.toMatch(/Secure/);
  });
});
