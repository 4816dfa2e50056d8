import { describe, expect, it } from "vitest";
import { readSettings, type Env } from "./env.server";

const SECRET = "0123456789abcdef0123";
const env = (extra: Partial<Env> = {}): Env =>
  ({ DB: {} as D1Database, SESSION_SECRET: `${SECRET}, old-secret-0123456789`, HONEYPOT_SECRET: SECRET, GATEWAY_SECRET: SECRET, ...extra }) as Env;

describe("readSettings", () => {
  it("§9 IMAGE_CDNS: unset is the default list (empty here: the gateway's own origin stands in)", () => {
    expect(readSettings(env({ MERCHANT_CODE: "cdn-default" })).IMAGE_CDNS).toEqual([]);
  });

  it("§9 IMAGE_CDNS: a bad entry is a startup error naming it, never dropped", () => {
    expect(() => readSettings(env({ IMAGE_CDNS: "https://cdn1.example.com,http://cdn2.example.com" }))).toThrow(
      /Invalid environment: IMAGE_CDNS: not an https origin .*http:\/\/cdn2\.example\.com/,
    );
    expect(() => readSettings(env({ IMAGE_CDNS: "https://*.example.com" }))).toThrow(/IMAGE_CDNS: not an https origin/);
  });

  it("the replaced CSP_IMAGE_ORIGINS is refused with a pointer to IMAGE_CDNS", () => {
    expect(() => readSettings(env({ CSP_IMAGE_ORIGINS: "https://cdn.example.com" }))).toThrow(/CSP_IMAGE_ORIGINS: replaced by IMAGE_CDNS/);
  });

  it("parses the configuration (defaults, secret list, origin lists)", () => {
    const settings = readSettings(env({ GATEWAY_TIMEOUT_MS: "3000", IMAGE_CDNS: "https://cdn1.example.com, https://cdn2.example.com" }));
    expect(settings.MERCHANT_CODE).toBe("edgelobby");
    expect(settings.GATEWAY_TIMEOUT_MS).toBe(3000);
    expect(settings.SESSION_SECRET).toEqual([SECRET, "old-secret-0123456789"]);
    expect(settings.IMAGE_CDNS).toEqual(["https://cdn1.example.com", "https://cdn2.example.com"]);
    expect(settings.EDGE_CACHE).toBe("on");
  });

  // Decision 063: the parse is done once per isolate, not once per request.
  it("returns the same settings for an unchanged env, even from another env object", () => {
    const first = readSettings(env({ MERCHANT_CODE: "m1" }));
    expect(readSettings(env({ MERCHANT_CODE: "m1" }))).toBe(first);
  });

  it("the env object of the last read is not even read again", () => {
    const reads: string[] = [];
    const watched = new Proxy(env({ MERCHANT_CODE: "watched" }), {
      get(target, key, receiver) {
        reads.push(String(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const first = readSettings(watched);
    reads.length = 0;
    expect(readSettings(watched)).toBe(first);
    expect(reads).toEqual([]);
  });

  it("reads again when any field changes", () => {
    const first = readSettings(env({ MERCHANT_CODE: "m1" }));
    const second = readSettings(env({ MERCHANT_CODE: "m2" }));
    expect(second).not.toBe(first);
    expect(second.MERCHANT_CODE).toBe("m2");
    expect(readSettings(env({ MERCHANT_CODE: "m2", EDGE_CACHE: "off" })).EDGE_CACHE).toBe("off");
  });

  it("shares frozen settings: a request cannot change them for the next one", () => {
    const settings = readSettings(env());
    expect(Object.isFrozen(settings)).toBe(true);
    expect(() => settings.SESSION_SECRET.push("x")).toThrow(TypeError);
  });

  it("still refuses an invalid env every time, and a refusal is not remembered as valid", () => {
    const good = readSettings(env());
    expect(() => readSettings(env({ HONEYPOT_SECRET: "short" }))).toThrow(/HONEYPOT_SECRET must be set/);
    expect(() => readSettings(env({ HONEYPOT_SECRET: "short" }))).toThrow(/HONEYPOT_SECRET must be set/);
    expect(() => readSettings(env({ CSP_FORM_ORIGINS: "http://insecure.example.com" }))).toThrow(/CSP_FORM_ORIGINS/);
    expect(readSettings(env())).toBe(good);
  });
});
