import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n/config";
import { resources } from "~/i18n/resources";
import { NoticeTicker } from "./NoticeTicker";

async function render(node: React.ReactNode, lng = "ty") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng, resources });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
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
