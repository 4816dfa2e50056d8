/**
 * §3/§9 image CDNs against the built app in workerd (the production Pages function; scripts/fuzz/miniflare.ts),
 * configured with two CDNs: the document's Content-Security-Policy allows images from exactly those two
 * origins (beside 'self', data: and blob:), and the page's content images come from the one this
 * isolate picked.
 */
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMiniflareTarget, type MiniflareTarget } from "../../scripts/fuzz/miniflare";

const CDNS = ["https://img1.cdn.example", "https://img2.cdn.example:8443"];

describe("§9 image CDNs in the built worker", () => {
  let target: MiniflareTarget;

  beforeAll(async () => {
    target = await startMiniflareTarget({ bindings: { IMAGE_CDNS: `${CDNS[0]}, ${CDNS[1]}/` } });
  });

  afterAll(async () => {
    await target?.dispose();
  });

  it("§9 the CSP's img-src allows both configured CDNs and nothing else", async () => {
    const response = await fetch(`${target.origin}/m/home`, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(200);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const imgSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("img-src "));
    expect(imgSrc?.split(/\s+/).slice(1)).toEqual(["'self'", "data:", "blob:", ...CDNS]);
    // No other directive lets an image or anything else in from elsewhere.
    expect(csp).not.toContain("*");
    expect(csp.match(/cdn\.example/g)).toHaveLength(2);
  });

  it("§9 every content image of home and the promotions comes from the one CDN this isolate picked", async () => {
    const sources: string[] = [];
    for (const path of ["/m/home", "/m/activity"]) {
      const html = await (await fetch(`${target.origin}${path}`)).text();
      const { document } = parseHTML(html);
      sources.push(...[...document.querySelectorAll("img")].map((img) => img.getAttribute("src") ?? ""));
    }
    const content = sources.filter((src) => /\/(content|gw\/assets)\//.test(src));
    // Banners, crests, game and lottery icons, promotion images: the seed gives home and the promotions many.
    expect(content.length).toBeGreaterThan(5);
    const origins = new Set(content.map((src) => new URL(src).origin));
    expect(origins.size).toBe(1);
    expect(CDNS).toContain([...origins][0]);
    // The app's own files (its logo) stay on its own origin.
    expect(sources.filter((src) => src === "/logo.svg").length).toBeGreaterThan(0);
  });
});
