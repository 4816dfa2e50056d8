import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Request } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagesPatternMatches } from "./pages-patterns";
import { headersFor, pagesPlatform, parseHeadersFile } from "./pages-platform";

/*
 * The browser tests' worlds serve the app as Cloudflare Pages would (scripts/pages-worker.ts):
 * these are the Pages rules the stand-in follows, checked on their own.
 */

const HEADERS = `# every file
/*
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable
/sw.js
  Cache-Control: no-cache
  X-Content-Type-Options: nosniff
`;

describe("Pages path patterns (_routes.json, _headers)", () => {
  it("a * matches any run of characters, the rest only itself", () => {
    expect(pagesPatternMatches("/*", "/m/home")).toBe(true);
    expect(pagesPatternMatches("/assets/*", "/assets/entry.client-abc.js")).toBe(true);
    expect(pagesPatternMatches("/assets/*", "/m/assets/x.js")).toBe(false);
    expect(pagesPatternMatches("/favicon.ico", "/favicon.ico")).toBe(true);
    expect(pagesPatternMatches("/favicon.ico", "/faviconXico")).toBe(false);
  });
});

describe("_headers", () => {
  const rules = parseHeadersFile(HEADERS);

  it("every matching rule adds its headers; a header named twice is joined with a comma, as on Pages", () => {
    expect(headersFor("/assets/a.js", rules)).toEqual({ "X-Content-Type-Options": "nosniff", "Cache-Control": "public, max-age=31536000, immutable" });
    expect(headersFor("/sw.js", rules)).toEqual({ "X-Content-Type-Options": "nosniff, nosniff", "Cache-Control": "no-cache" });
    expect(headersFor("/logo.svg", rules)).toEqual({ "X-Content-Type-Options": "nosniff" });
  });

  it("a header line outside any pattern is an error, not silently dropped", () => {
    expect(() => parseHeadersFile("  Cache-Control: no-store\n")).toThrow(/not a header under a pattern/);
  });
});

describe("static files", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "pages-static-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/app.js"), "console.log(1)");
    writeFileSync(join(dir, "logo.svg"), "<svg/>");
    writeFileSync(join(dir, "_headers"), HEADERS);
    writeFileSync(join(dir, "_routes.json"), JSON.stringify({ version: 1, include: ["/*"], exclude: ["/assets/*", "/logo.svg"] }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ask = (path: string, method = "GET") => pagesPlatform(dir).serviceBindings.STATIC(new Request(`http://127.0.0.1${path}`, { method }));

  it("lists the routing rules and every file but Pages' own", () => {
    const { bindings } = pagesPlatform(dir);
    expect(bindings.ROUTES).toEqual({ include: ["/*"], exclude: ["/assets/*", "/logo.svg"] });
    expect([...bindings.STATIC_FILES].sort()).toEqual(["/assets/app.js", "/logo.svg"]);
  });

  it("answers a file with its type and its _headers; HEAD without a body", async () => {
    const js = ask("/assets/app.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("Content-Type")).toBe("application/javascript");
    expect(js.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await js.text()).toBe("console.log(1)");
    const head = ask("/logo.svg", "HEAD");
    expect(head.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await head.text()).toBe("");
  });

  it("a file in the overlay replaces the build's, for this platform only", async () => {
    const overlay = join(dir, "..", `${dir.split("/").pop()}-overlay`);
    mkdirSync(join(overlay, "assets"), { recursive: true });
    writeFileSync(join(overlay, "assets/app.js"), "console.log(2)");
    try {
      const answer = (d?: string) => pagesPlatform(dir, d).serviceBindings.STATIC(new Request("http://127.0.0.1/assets/app.js"));
      expect(await answer(overlay).text()).toBe("console.log(2)");
      expect(await answer().text()).toBe("console.log(1)");
      expect(await answer(join(overlay, "missing")).text()).toBe("console.log(1)");
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });

  it("answers 404 for a missing file, a directory, a path that climbs out, and Pages' own files", () => {
    for (const path of ["/nope.js", "/assets", "/%2e%2e/etc/passwd", "/_headers", "/_routes.json"]) expect(ask(path).status, path).toBe(404);
  });
});
