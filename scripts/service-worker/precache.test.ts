import { describe, expect, it } from "vitest";
import { buildPrecacheList, entryAssets, parseBrowserManifest, precacheVersion, shellAssets, type BrowserManifest } from "./precache";

const manifest: BrowserManifest = {
  version: "04a758c8",
  url: "/assets/manifest-04a758c8.js",
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/react-B.js"] },
  routes: {
    root: { module: "/assets/root-C.js", imports: ["/assets/react-B.js", "/assets/Toast-D.js"], css: ["/assets/app-E.css"] },
    "routes/m": { module: "/assets/m-J.js", imports: ["/assets/react-B.js", "/assets/BottomMenu-K.js"] },
    "routes/m.home": { module: "/assets/m.home-F.js", imports: ["/assets/Swiper-L.js"] },
  },
};
const assetFiles = [
  "manifest-04a758c8.js",
  "entry.client-A.js",
  "react-B.js",
  "root-C.js",
  "Toast-D.js",
  "app-E.css",
  "m-J.js",
  "BottomMenu-K.js",
  "m.home-F.js",
  "Swiper-L.js",
  "home-G.css",
  "ty-M.js",
  "en-N.js",
  "m.home-F.js.map",
  "logo-H.png",
];
const input = {
  assetFiles,
  manifest,
  locales: ["ty", "en"],
  publicFiles: ["/manifest.webmanifest", "/icons/icon-192.png"],
  offlinePages: ["/m/offline?lng=ty", "/m/offline?lng=en"],
};

describe("the precache list, built from the client build", () => {
  it("reads React Router's browser manifest script", () => {
    expect(parseBrowserManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseBrowserManifest("console.log(1)")).toThrow(/React Router browser manifest/);
  });

  it("decision 062: holds the shell only: entry assets first, the /m layout, the locale chunks, every stylesheet, the public files and the offline pages", () => {
    const list = buildPrecacheList(input);
    expect(entryAssets(manifest)).toEqual([
      "/assets/manifest-04a758c8.js",
      "/assets/entry.client-A.js",
      "/assets/react-B.js",
      "/assets/root-C.js",
      "/assets/Toast-D.js",
      "/assets/app-E.css",
    ]);
    expect(shellAssets(manifest)).toEqual(["/assets/m-J.js", "/assets/react-B.js", "/assets/BottomMenu-K.js"]);
    expect(list).toEqual([
      ...entryAssets(manifest),
      "/assets/m-J.js",
      "/assets/BottomMenu-K.js",
      "/assets/en-N.js",
      "/assets/ty-M.js",
      "/assets/home-G.css",
      "/manifest.webmanifest",
      "/icons/icon-192.png",
      "/m/offline?lng=ty",
      "/m/offline?lng=en",
    ]);
    // A page's own code is kept by the worker when it is first used, not at install.
    expect(list).not.toContain("/assets/m.home-F.js");
    expect(list).not.toContain("/assets/Swiper-L.js");
  });

  it("leaves out source maps, other asset files and content artwork", () => {
    const list = buildPrecacheList(input);
    expect(list.filter((u) => u.endsWith(".map") || u.endsWith(".png") || u.startsWith("/content/"))).toEqual(["/icons/icon-192.png"]);
  });

  it("fails the build when a shell asset or a locale chunk is not in the build", () => {
    expect(() => buildPrecacheList({ ...input, assetFiles: assetFiles.filter((f) => f !== "root-C.js") })).toThrow(/root-C\.js/);
    expect(() => buildPrecacheList({ ...input, assetFiles: assetFiles.filter((f) => f !== "BottomMenu-K.js") })).toThrow(/BottomMenu-K\.js/);
    expect(() => buildPrecacheList({ ...input, assetFiles: assetFiles.filter((f) => f !== "en-N.js") })).toThrow(/one chunk per locale/);
  });

  it("changes version when the list or an unfingerprinted file changes, and only then", () => {
    const list = buildPrecacheList(input);
    const icon = new Map([["/icons/icon-192.png", new Uint8Array([1, 2, 3])]]);
    const v = precacheVersion(list, icon);
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheVersion([...list], new Map(icon))).toBe(v);
    expect(precacheVersion([...list, "/assets/new-I.js"], icon)).not.toBe(v);
    expect(precacheVersion(list, new Map([["/icons/icon-192.png", new Uint8Array([1, 2, 4])]]))).not.toBe(v);
  });
});
