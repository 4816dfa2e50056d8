import { describe, expect, it } from "vitest";
import type { Env } from "./env.server";
import { createServices } from "./services.server";

const env = {
  DB: {} as D1Database,
  SESSION_SECRET: "a-session-secret-of-some-length",
  HONEYPOT_SECRET: "a-honeypot-secret-of-some-length",
  GATEWAY_SECRET: "a-gateway-secret-of-some-length",
} satisfies Env;

async function sessionCookie(url: string): Promise<string> {
  const services = await createServices(new Request(url), env, { waitUntil: () => undefined });
  const session = await services.sessions.getSession(null);
  session.set("member", { token: "t", userName: "demo", type: 0, firstTimeLogin: false });
  return services.sessions.commitSession(session);
}

describe("cookies keep Secure outside local development", () => {
  it.each(["https://lobby.example/m/login", "http://lobby.example/m/login", "https://localhost/m/login"])("%s: the session cookie is Secure", async (url) => {
    expect(await sessionCookie(url)).toMatch(/; Secure/);
  });

  it.each(["http://127.0.0.1:8788/m/login", "http://localhost:5173/m/login"])("%s (local development): not Secure, or it would not be sent", async (url) => {
    expect(await sessionCookie(url)).not.toMatch(/Secure/);
  });
});

describe("decision 050: CSP origins are read from the environment", () => {
  it("parses them into lists and refuses a malformed one", async () => {
    const services = await createServices(
      new Request("https://lobby.example/"),
      { ...env, IMAGE_CDNS: "https://cdn.example", CSP_FORM_ORIGINS: "" },
      {
        waitUntil: () => undefined,
      },
    );
    expect(services.settings.IMAGE_CDNS).toEqual(["https://cdn.example"]);
    // §9: the only configured CDN is the one this isolate uses.
    expect(services.imageCdn).toBe("https://cdn.example");
    expect(services.settings.CSP_FORM_ORIGINS).toEqual([]);
    await expect(
      createServices(new Request("https://lobby.example/"), { ...env, IMAGE_CDNS: "'unsafe-inline'" }, { waitUntil: () => undefined }),
    ).rejects.toThrow(/IMAGE_CDNS: not an https origin/);
  });
});
