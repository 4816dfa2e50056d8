import { describe, expect, it } from "vitest";
import {
  PERMISSIONS_POLICY,
  baselineHeaders,
  contentSecurityPolicy,
  createNonce,
  hardenResponse,
  isLocalDevelopment,
  parseOriginList,
  scriptlessPagePolicy,
} from "./security-headers";

/** The directives of a policy by name, so a test can name the one it checks. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const NONCE = "QWJNJ3ig8zsIWsqyaNNpaw==";

describe("a fresh nonce per document", () => {
  it("is 128 random bits in base64, different every time", () => {
    const seen = new Set(Array.from({ length: 50 }, createNonce));
    expect(seen.size).toBe(50);
    for (const nonce of seen) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
  });

  it("refuses a nonce that is not base64 (it is written into a header)", () => {
    expect(() => contentSecurityPolicy({ nonce: "abc'; script-src *", secure: true })).toThrow(/base64/);
    expect(() => contentSecurityPolicy({ nonce: "", secure: true })).toThrow(/base64/);
  });
});

describe("the app's Content-Security-Policy", () => {
  const csp = directives(contentSecurityPolicy({ nonce: NONCE, secure: true }));

  it("runs only scripts carrying this response's nonce, and what they load ('strict-dynamic')", () => {
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("cannot be framed, embeds nothing, keeps forms and <base> on this origin", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("allows the service worker and the manifest from this origin", () => {
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
  });

  it("upgrades insecure requests outside local development only", () => {
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    expect(directives(contentSecurityPolicy({ nonce: NONCE, secure: false })).has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds an operator's image CDNs to img-src and pay/game hosts to form-action", () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: NONCE, secure: true, imageOrigins: ["https://cdn.operator.example"], formOrigins: ["https://pay.example"] }),
    );
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.operator.example"]);
    expect(policy.get("form-action")).toEqual(["'self'", "https://pay.example"]);
  });
});

describe("decision 050: operator origins for the policy", () => {
  it("reads a comma- or space-separated list of https origins", () => {
    expect(parseOriginList("https://cdn.example, https://*.img.example:8443  https://cdn.example/")).toEqual([
      "https://cdn.example",
      "https://*.img.example:8443",
    ]);
    expect(parseOriginList(undefined)).toEqual([]);
    expect(parseOriginList(" ")).toEqual([]);
  });

  it.each(["http://cdn.example", "https://cdn.example/path", "'unsafe-inline'", "https://a.example;script-src", "*", "data:"])(
    "refuses %s, so configuration cannot weaken the policy",
    (entry) => {
      expect(() => parseOriginList(entry)).toThrow(/not an https origin/);
    },
  );
});

describe("headers outside the CSP", () => {
  it("sends HSTS outside local development only", () => {
    expect(new Map(baselineHeaders(true)).get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(new Map(baselineHeaders(false)).has("Strict-Transport-Security")).toBe(false);
    expect(new Map(baselineHeaders(false)).get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("local development is plain http on a loopback host, nothing else", () => {
    expect(isLocalDevelopment(new URL("http://127.0.0.1:8788/m/home"))).toBe(true);
    expect(isLocalDevelopment(new URL("http://localhost/m/home"))).toBe(true);
    expect(isLocalDevelopment(new URL("https://localhost/m/home"))).toBe(false);
    expect(isLocalDevelopment(new URL("http://lobby.example/m/home"))).toBe(false);
  });

  it("Permissions-Policy denies devices and payment, keeps copy and share buttons working", () => {
    const features = new Map(PERMISSIONS_POLICY.split(", ").map((f) => f.split("=") as [string, string]));
    for (const denied of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(features.get(denied)).toBe("()");
    expect(features.get("clipboard-write")).toBe("(self)");
    expect(features.get("web-share")).toBe("(self)");
  });
});

describe("the Pages function's safety net", () => {
  it("gives an HTML answer without a policy the scriptless one, and keeps a route's own headers", async () => {
    const out = hardenResponse(new Response("<p>hi</p>", { status: 404, headers: { "Content-Type": "text/html", "Referrer-Policy": "same-origin" } }), true);
    expect(out.status).toBe(404);
    expect(out.headers.get("Content-Security-Policy")).toBe(scriptlessPagePolicy());
    expect(directives(scriptlessPagePolicy()).get("default-src")).toEqual(["'none'"]);
    expect(out.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(out.headers.get("Strict-Transport-Security")).toMatch(/max-age=31536000/);
    expect(await out.text()).toBe("<p>hi</p>");
  });

  it("leaves a document's nonce policy alone and gives non-HTML answers only the baseline", () => {
    const doc = hardenResponse(new Response("", { headers: { "Content-Type": "text/html", "Content-Security-Policy": "script-src 'nonce-x'" } }), true);
    expect(doc.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-x'");
    const redirect = hardenResponse(Response.redirect("https://lobby.example/m/home", 302), false);
    expect(redirect.headers.get("Location")).toBe("https://lobby.example/m/home");
    expect(redirect.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(redirect.headers.has("Content-Security-Policy")).toBe(false);
    expect(redirect.headers.has("Strict-Transport-Security")).toBe(false);
  });
});
