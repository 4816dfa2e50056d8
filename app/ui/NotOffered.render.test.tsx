import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import { ErrorBoundary as MobileErrorBoundary } from "~/routes/m";
import { notOffered } from "~/server/modules.server";
import { ToastProvider } from "./Toast";

/**
 * A direct visit to a page of a module the gateway does not offer (contract/capabilities.ts), as
 * the server renders it: the /m layout's boundary shows "not offered here" in the chrome, in the
 * reader's language, with the way home and status 404; the chrome itself (bottom menu, the
 * responsible-gaming footer) leaves out the modules the root says are not offered.
 */
async function render(lng: "ty" | "en" | "pt", unofferedModules: string[]) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({ unofferedModules }),
      children: [
        {
          id: "routes/m",
          path: "m",
          loader: () => ({ playMoney: false, rg: null, contractPrompt: null }),
          ErrorBoundary: MobileErrorBoundary,
          children: [
            {
              id: "page",
              path: "responsibleGaming",
              loader: () => {
                throw notOffered("responsibleGaming");
              },
              Component: () => <p>the page itself</p>,
            },
          ],
        },
      ],
    },
  ]);
  const context = await handler.query(new Request("http://lobby.test/m/responsibleGaming"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const html = renderToString(
    <I18nProvider locale={lng} texts={resources[lng].translation}>
      <ToastProvider flash={null}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ToastProvider>
    </I18nProvider>,
  );
  return { html, status: context.statusCode };
}

type Texts = { error: { notOffered: Record<string, string> } };

describe("the 'not offered here' page", () => {
  it.each(["ty", "en", "pt"] as const)("%s: its own words (not the error state, not 'page not found'), a link home, status 404", async (lng) => {
    const { html, status } = await render(lng, ["responsibleGaming", "referrals"]);
    const texts = (resources[lng].translation as unknown as Texts).error.notOffered;
    expect(status).toBe(404);
    expect(html).toContain('data-testid="not-offered"');
    expect(html).toContain(texts.title);
    expect(html).toContain(texts.body);
    expect(html).toMatch(/<a [^>]*href="\/m\/home"[^>]*>[^<]*<\/a>/);
    expect(html).not.toContain("the page itself");
  });

  it("the texts differ per language", () => {
    const titles = (["ty", "en", "pt"] as const).map((l) => (resources[l].translation as unknown as Texts).error.notOffered.title);
    expect(new Set(titles).size).toBe(3);
  });

  it("the chrome around it links no module the gateway does not offer", async () => {
    const { html } = await render("en", ["responsibleGaming", "referrals"]);
    expect(html).not.toContain('href="/m/responsibleGaming"');
    expect(html).not.toContain('href="/m/inviteFriends"');
    expect(html).toContain('href="/m/voucherCenter"');
    // With every module offered, both links are there.
    const all = await render("en", []);
    expect(all.html).toContain('href="/m/responsibleGaming"');
    expect(all.html).toContain('href="/m/inviteFriends"');
  });
});
