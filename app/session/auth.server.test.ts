import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway-client/errors";
import { safeRedirectTarget } from "./auth.server";
import { confirmMember } from "./confirm-member.server";
import { createEncryptedSessionStorage } from "./session.server";

const request = new Request("https://lobby.example/m/login");

describe("post-login redirect target", () => {
  it("keeps same-site paths under /m/", () => {
    expect(safeRedirectTarget("/m/set?x=1", request)).toBe("/m/set?x=1");
    expect(safeRedirectTarget("https://lobby.example/m/set", new URL(request.url))).toBe("/m/set");
  });
  it("refuses other sites and odd values", () => {
    for (const v of ["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/m/home\r\n", "", null, undefined]) {
      expect(safeRedirectTarget(v, request)).toBe("/m/home");
    }
  });
  it("falls back to the caller's page", () => {
    expect(safeRedirectTarget("//evil.example", request, "/m/gameList")).toBe("/m/gameList");
  });
});

describe("pages that render from the cookie confirm the session with the gateway", () => {
  const secrets = ["a-session-secret-of-some-length"];
  const member = { token: "t", userName: "demo", type: 0, firstTimeLogin: false };
  function contextWith(answer: () => Promise<unknown>) {
    return {
      gateway: { call: answer },
      sessions: createEncryptedSessionStorage({ secrets, secure: false }),
      cookieOptions: { secrets, secure: false },
      invalidCookies: new Set<string>(),
    } as unknown as AppLoadContext;
  }
  const settings = new Request("http://localhost/m/set");

  it("a valid token renders the page", async () => {
    expect(
      await confirmMember(
        settings,
        contextWith(async () => ({})),
        member,
      ),
    ).toBe(member);
  });

  it("a revoked token ends the session and goes to /m/login with session_expired", async () => {
    const context = contextWith(async () => {
      throw new GatewayError("business", "/wps/member/info", "auth.token.invalid");
    });
    const thrown = await confirmMember(settings, context, member).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/login?redirectTo=%2Fm%2Fset");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("el_session=;") && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("el_toast="))).toBe(true);
  });
});
