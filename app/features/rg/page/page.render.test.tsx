import type { RgOverview } from "@contract/schemas/rg";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import ResponsibleGaming from "~/routes/m.responsibleGaming";
import type { RgActionData } from "./action.server";

/**
 * /m/responsibleGaming as the server renders it (what a browser without JavaScript shows), from
 * the overview and, when given, the action's answer after a refused post.
 */
async function render(overview: RgOverview, options: { lng?: "ty" | "en" | "pt"; actionData?: RgActionData } = {}): Promise<string> {
  const locale = options.lng ?? "ty";
  const path = "/m/responsibleGaming";
  const handler = createStaticHandler([
    { id: "page", path, Component: ResponsibleGaming, loader: () => ({ overview }), action: () => options.actionData ?? null },
  ]);
  const request = options.actionData
    ? new Request(`http://lobby.test${path}`, { method: "POST", body: new URLSearchParams() })
    : new Request(`http://lobby.test${path}`);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const p = resources.ty.translation.rg.page;
const en = resources.en.translation.rg.page;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, String(v)), text);
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const PH = {
  code: "PH" as const,
  regulator: "PAGCOR",
  minAge: 21,
  timeoutMaxDays: 42,
  requiredLimits: [],
  realityCheckRequired: false,
  withdrawalCancel: true,
  exclusionRegisterUrl: null,
};
const money = (["deposit", "loss", "stake"] as const).flatMap((kind) =>
  (["day", "week", "month"] as const).map((period) => ({ kind, period, value: null, pending: null, used: null, resetAt: null })),
);
const FRESH: RgOverview = {
  market: PH,
  currencySymbol: "₱",
  limits: [...money, { kind: "session", period: "session", value: null, pending: null, used: null, resetAt: null }],
  realityCheck: { minutes: null, pending: null, choices: [15, 30, 60, null] },
  block: null,
  timeoutChoices: [1, 7, 30, 42],
  exclusionChoices: [6, 12, 60],
  history: [],
};
// 2026-11-24 06:00 UTC = 14:00 operator time (UTC+8).
const NOW = Date.UTC(2026, 10, 24, 6, 0);
const WITH_LIMIT: RgOverview = {
  ...FRESH,
  limits: FRESH.limits.map((l) =>
    l.kind === "deposit" && l.period === "day"
      ? { ...l, value: 100, used: 70, resetAt: Date.UTC(2026, 10, 24, 16, 0), pending: { value: 500, at: NOW + 86_400_000 } }
      : l,
  ),
  history: [{ control: "limit.deposit.day", oldValue: null, newValue: "100.00", actor: "member", requestedAt: NOW, effectiveAt: NOW }],
};

describe("/m/responsibleGaming", () => {
  it("a fresh member: no block, every limit 'No limit', the market's regulator, every control a plain post form, the history's empty state", async () => {
    const page = await render(FRESH);
    expect(page).toContain(p.status.none);
    expect(page).toContain(fill(p.status.regulator, { regulator: "PAGCOR", minAge: 21 }));
    expect(page.split(p.limits.none).length - 1).toBe(10);
    expect(page).toContain(html(p.limits.rule));
    // 10 limit forms + reality + time-out + self-exclusion, each posting with its intent.
    expect(page.match(/<form method="post"/g)?.length).toBe(13);
    for (const intent of ["limit", "session", "reality", "timeout", "exclusion"]) expect(page).toContain(`name="intent" value="${intent}"`);
    expect(page).toContain('inputMode="decimal"');
    expect(page).toContain('type="password"');
    expect(page).toContain('autoComplete="current-password"');
    expect(page).toContain(html(p.history.empty));
    // Off is offered where the market does not require a reality check, and checked while none is set.
    expect(page).toMatch(/<input type="radio" name="minutes" checked="" value="off"\/>/);
    for (const d of ["d1", "d7", "d30", "d42"] as const) expect(page).toContain(p.timeout.choice[d]);
    expect(page).not.toContain(p.exclusion.registerLink);
  });

  it("RG-05/06: the limit in force, its usage and reset, the pending raise with its date and a Cancel form; the history row", async () => {
    const page = await render(WITH_LIMIT);
    expect(page).toContain(fill(p.limits.inForce, { value: "₱100.00" }));
    expect(page).toContain(fill(p.limits.used, { used: "₱70.00", limit: "₱100.00", resetAt: "2026-11-25 00:00" }));
    expect(page).toContain(html(fill(p.limits.pendingValue, { value: "₱500.00", at: "2026-11-25 14:00" })));
    expect(page).toContain('name="control" value="deposit.day"');
    expect(page).toContain(p.limits.cancel);
    expect(page).toContain('style="width:70%"');
    expect(page).toContain(html(fill(p.history.from, { old: p.history.none, new: "₱100.00" })));
    expect(page).toContain(fill(p.history.requested, { at: "2026-11-24 14:00" }));
  });

  it("a block in force: the notice with its end, what still works and the way to withdraw", async () => {
    const page = await render({ ...FRESH, block: { kind: "exclusion", endsAt: NOW } }, { lng: "en" });
    expect(page).toContain(fill(en.status.exclusion, { until: "2026-11-24 14:00" }));
    expect(page).toContain(html(en.status.stillWorks));
    expect(page).toContain('href="/m/withdraw"');
  });

  it("BR/UK: a link to the national self-exclusion register in a new tab; MT: no Off for the reality check", async () => {
    const br = await render({ ...FRESH, market: { ...PH, code: "BR", exclusionRegisterUrl: "https://www.gov.br/x" } });
    expect(br).toMatch(/<a href="https:\/\/www\.gov\.br\/x" target="_blank" rel="noopener noreferrer">/);
    const mt = await render({
      ...FRESH,
      market: { ...PH, code: "MT", realityCheckRequired: true },
      realityCheck: { minutes: 60, pending: null, choices: [15, 30, 60] },
    });
    expect(mt).not.toContain('value="off"');
    expect(mt).toContain(html(p.reality.mandatory));
  });

  it("a refused post: the message next to its own field, what was typed kept (never the password)", async () => {
    const amount = await render(FRESH, {
      actionData: { form: "limit-loss-week", errors: { amount: "rg.page.error.amountFormat" }, values: { amount: "12abc" } },
    });
    expect(amount).toContain(html(p.error.amountFormat));
    expect(amount).toContain('value="12abc"');
    expect(amount.split(html(p.error.amountFormat)).length - 1).toBe(1);
    const password = await render(FRESH, {
      actionData: { form: "exclusion", errors: { password: "rg.page.refusal.exclusionPassword" }, values: { months: "6", reason: "r" } },
    });
    expect(password).toContain(html(p.refusal.exclusionPassword));
    expect(password).toMatch(/<input id="exclusion-password" name="password" type="password" class="input"[^>]*>/);
    expect(password).not.toMatch(/id="exclusion-password"[^>]*value=/);
    expect(password).toMatch(/name="months" required="" checked="" value="6"\/>/);
  });

  it("a wrong self-exclusion password shows, next to the field, the tries left before the lock, in each language", async () => {
    const key = "rg.page.refusal.exclusionPasswordLeft";
    for (const lng of ["ty", "en", "pt"] as const) {
      const page = await render(FRESH, {
        lng,
        actionData: { form: "exclusion", errors: { password: key }, params: { [key]: { attempts: 2 } }, values: { months: "6" } },
      });
      const text = fill(resources[lng].translation.rg.page.refusal.exclusionPasswordLeft, { attempts: "2" });
      expect(text).toContain("2");
      expect(page).toContain(`<p id="exclusion-password-error" class="field__error" role="alert">${html(text)}</p>`);
    }
  });

  it("a locked self-exclusion password shows, next to the field, when it unlocks, in each language", async () => {
    const key = "rg.page.refusal.exclusionLocked";
    for (const lng of ["ty", "en", "pt"] as const) {
      const page = await render(FRESH, {
        lng,
        actionData: { form: "exclusion", errors: { password: key }, params: { [key]: { until: "2026-11-28 14:15" } }, values: { months: "6" } },
      });
      const text = fill(resources[lng].translation.rg.page.refusal.exclusionLocked, { until: "2026-11-28 14:15" });
      expect(text).toContain("2026-11-28 14:15");
      expect(page).toContain(`<p id="exclusion-password-error" class="field__error" role="alert">${html(text)}</p>`);
    }
  });
});
