import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import { NoticeTicker } from "./NoticeTicker";

async function render(node: React.ReactNode, locale: Locale = "ty") {
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
}

describe("§2 notice ticker", () => {
  it("says 'no announcement' when there are no items, still leading to /m/notice", async () => {
    const html = await render(<NoticeTicker titles={[]} />);
    expect(html).toContain(resources.ty.translation.lobby.ticker.empty);
    expect(html).toContain('href="/m/notice"');
    expect(html).not.toContain("ticker__track");
  });
  it("scrolls the titles of the notices and leads to /m/notice", async () => {
    const html = await render(<NoticeTicker titles={["Maintenance", "New games"]} />, "en");
    expect(html).toContain("ticker__track");
    expect(html).toContain("Maintenance   •   New games");
    expect(html).toContain('href="/m/notice"');
    expect(html).not.toContain(resources.en.translation.lobby.ticker.empty);
  });
});
