import { readFileSync } from "node:fs";
import { createMemoryHistory, createRouter, matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * patches/@remix-run+router+1.23.3.patch (decision 065) caches a route tree's ranked branches per
 * routes array and each pattern's RegExp. These tests pin what must not change: matching results,
 * and that routes patched into a live tree (lazy route discovery, decision 059's fog of war) are
 * matched at once, which needs the branch cache to be dropped.
 */
describe("route matching caches (decision 065)", () => {
  it("is applied: npm install runs patch-package", () => {
    const source = readFileSync(new URL("../../node_modules/@remix-run/router/dist/router.js", import.meta.url), "utf8");
    expect(source).toContain("routeTreeCache");
    expect(source).toContain("compilePathUncached");
  });

  it("ranks as before: a static segment beats a dynamic one, whatever the order", () => {
    const routes: AgnosticRouteObject[] = [
      {
        id: "m",
        path: "/m",
        children: [
          { id: "any", path: ":page" },
          { id: "home", path: "home" },
        ],
      },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(routes, "/m/home")?.map((m) => m.route.id)).toEqual(["m", "home"]);
      expect(matchRoutes(routes, "/m/lottery")?.at(-1)?.params).toEqual({ page: "lottery" });
      expect(matchRoutes(routes, "/x")).toBeNull();
    }
  });

  it("hands each caller its own matches: changing one result does not change the next", () => {
    const routes: AgnosticRouteObject[] = [{ id: "m", path: "/m", children: [{ id: "detail", path: "help/:id" }] }];
    const first = matchRoutes(routes, "/m/help/7")!;
    first[1]!.params.id = "changed";
    first.pop();
    const second = matchRoutes(routes, "/m/help/7")!;
    expect(second.map((m) => [m.route.id, m.pathname, m.params.id])).toEqual([
      ["m", "/m", "7"],
      ["detail", "/m/help/7", "7"],
    ]);
    // As upstream: the matches of one branch share their params object.
    expect(second[0]!.params).toBe(second[1]!.params);
  });

  it("keeps case sensitivity and end apart for the same path", () => {
    expect(matchPath({ path: "/M/:id", caseSensitive: true }, "/m/1")).toBeNull();
    expect(matchPath({ path: "/M/:id" }, "/m/1")?.params).toEqual({ id: "1" });
    expect(matchPath({ path: "/m", end: false }, "/m/home")?.pathnameBase).toBe("/m");
    expect(matchPath({ path: "/m" }, "/m/home")).toBeNull();
  });

  it("matches routes discovered during a navigation at once (fog of war patches the tree in place)", async () => {
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", path: "home" }] }],
      history: createMemoryHistory({ initialEntries: ["/home"] }),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/wallet") patch("root", [{ id: "wallet", path: "wallet" }]);
      },
    }).initialize();
    await router.navigate("/wallet");
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "wallet"]);
    router.dispose();
  });
});
