import { readFileSync } from "node:fs";
import { createStaticHandler } from "@remix-run/router";
import { renderToString } from "react-dom/server";
// The ES module build, the one Vite and wrangler bundle (Node's require would take the CommonJS one).
import { Link } from "react-router-dom/dist/index.js";
import { StaticRouterProvider, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

/**
 * patches/react-router-dom+6.30.4.patch and patches/@remix-run+react+2.17.5.patch (decision 068):
 * in a server render a link skips the hooks that only serve clicks and prefetching. The markup must
 * stay what the unpatched link rendered, or hydration would disagree with it.
 */
const read = (path: string) => readFileSync(new URL(`../../node_modules/${path}`, import.meta.url), "utf8");

describe("links in a server render (decision 068)", () => {
  it("is applied: npm install runs patch-package", () => {
    expect(read("react-router-dom/dist/index.js")).toContain("let internalOnClick = isBrowser ? useLinkClickHandler(");
    expect(read("@remix-run/react/dist/esm/components.js")).toContain('let href = typeof document === "undefined" ? "" : useHref(to);');
  });

  it("renders the same <a> as before: resolved href, attributes in order, no handlers", async () => {
    const routes = [
      {
        id: "m",
        path: "/m",
        element: (
          <>
            <Link to="home" className="tab" aria-current="true" preventScrollReset>
              Home
            </Link>
            <Link to="/m/lottery?x=1#y" target="_blank">
              Lottery
            </Link>
            <Link to="https://t.me/edgelobby">Telegram</Link>
          </>
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("https://edge.example/m"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    expect(html).toBe(
      '<a class="tab" aria-current="true" href="/m/home">Home</a>' +
        '<a href="/m/lottery?x=1#y" target="_blank">Lottery</a>' +
        '<a href="https://t.me/edgelobby">Telegram</a>',
    );
  });
});
