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
    expect(source).toContain("wholePaths");
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

  /**
   * Answers of the unpatched router 1.23.3 for a tree with every kind of route (index, splat,
   * optional and dynamic segments, case-sensitive, pathless layout, a dot), pinned here: the
   * whole-path pre-test must never skip a branch that matches. (When the patch was made, the same
   * comparison ran over the app's 85 routes and ~10,000 paths: no difference.)
   */
  it.each([
    ["/", "root idx", {}],
    ["/m", "root m mi", {}],
    ["/m/", "root m mi", {}],
    ["/m/home", "root m home", {}],
    ["/m/home/", "root m home", {}],
    ["/M/HOME", "root m home", {}],
    ["/m/zz/yy", "root m splat", { "*": "zz/yy" }],
    ["/m/opt/x", "root m opt", {}],
    ["/m/opt/1/x", "root m opt", { a: "1" }],
    ["/m/CS", "root m cs", {}],
    ["/m/cs", "root m splat", { "*": "cs" }],
    ["/m/inpl", "root m pl inpl", {}],
    ["/m/d/1", "root m det", { id: "1" }],
    ["/m/d/1/", "root m det", { id: "1" }],
    ["/x/y", "root rs", { "*": "x/y" }],
    ["/m//home", "root m splat", { "*": "/home" }],
    ["/manything", "root rs", { "*": "manything" }],
    ["/m/a.b", "root m dots", {}],
    ["/m/axb", "root m splat", { "*": "axb" }],
    ["/m/d/a%20b", "root m det", { id: "a b" }],
  ])("matches %s as the unpatched router does", (path, ids, params) => {
    const tree: AgnosticRouteObject[] = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "idx", index: true },
          {
            id: "m",
            path: "m",
            children: [
              { id: "mi", index: true },
              { id: "home", path: "home" },
              { id: "splat", path: "*" },
              { id: "opt", path: "opt/:a?/x" },
              { id: "cs", path: "CS", caseSensitive: true },
              { id: "pl", children: [{ id: "inpl", path: "inpl" }] },
              { id: "det", path: "d/:id" },
              { id: "dots", path: "a.b" },
            ],
          },
          { id: "rs", path: "*" },
        ],
      },
    ];
    // Twice: the first answer is computed, the second comes from the cache.
    for (let i = 0; i < 2; i++) {
      const matches = matchRoutes(tree, path);
      expect(matches?.map((m) => m.route.id).join(" ")).toBe(ids);
      expect(matches?.at(-1)?.params).toEqual(params);
    }
  });

  it("hands each caller its own matches: changing one result does not change the next", () => {
    const routes: AgnosticRouteObject[] = [{ id: "m", path: "/m", children: [{ id: "detail", path: "help/:id" }] }];
    const first = matchRoutes(routes, "/m/help/7")!;
    (first[1]!.params as Record<string, string>).id = "changed";
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
