import { getZodConstraint } from "@conform-to/zod";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import SecurityCentre from "~/routes/m.securityCenter";
import BankCards from "~/routes/m.securityCenter_.bankCards";
import PayeeName from "~/routes/m.securityCenter_.payeeName";
import PaymentPassword from "~/routes/m.securityCenter_.paymentPassword";
import { renderMarkup } from "~/testing/render";
import { BindCardSchema, DeleteCardSchema, PayeeNameSchema, paymentPasswordSchema } from "./schemas";

/** The constraint attributes each form page's loader sends with its data (decision 055), computed as the loaders do. */
function withConstraints(Component: React.ComponentType, data: Record<string, unknown>): Record<string, unknown> {
  if (Component === PaymentPassword) return { constraint: getZodConstraint(paymentPasswordSchema(data.hasCurrent === true)), ...data };
  if (Component === PayeeName) return { constraint: getZodConstraint(PayeeNameSchema), ...data };
  if (Component === BankCards) return { constraint: { bind: getZodConstraint(BindCardSchema), remove: getZodConstraint(DeleteCardSchema) }, ...data };
  return data;
}

/**
 * The security pages as the server renders them (what a browser without JavaScript shows), from
 * loader data and, when given, an action's answer after a refused POST.
 */
async function render(
  Component: React.ComponentType,
  loaderData: Record<string, unknown>,
  options: { lng?: "ty" | "en" | "pt"; actionData?: Record<string, unknown> } = {},
): Promise<string> {
  const locale = options.lng ?? "ty";
  const path = "/m/securityCenter/page";
  const handler = createStaticHandler([
    { id: "page", path, Component, loader: () => withConstraints(Component, loaderData), action: () => options.actionData ?? null },
  ]);
  const request = options.actionData
    ? new Request(`http://lobby.test${path}`, { method: "POST", body: new URLSearchParams() })
    : new Request(`http://lobby.test${path}`);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderMarkup(
    <I18nProvider locale={locale} texts={resources[locale].translation}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

const ty = resources.ty.translation;
const s = ty.security;
/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const FRESH = {
  paymentPassword: false,
  paymentPasswordLockedUntil: null,
  payeeName: null,
  email: null,
  mobile: null,
  bankCards: 0,
  bankCardLimit: 5,
  securityQuestion: false,
  nickname: null,
  headIcon: null,
};
const FULL = {
  ...FRESH,
  paymentPassword: true,
  payeeName: "J*** D*** C***",
  email: { address: "de***@example.com", verified: false },
  mobile: { number: "917****567", verified: true },
  bankCards: 2,
  securityQuestion: true,
  nickname: "Demo Player",
};
const refused = (error: Record<string, string[]>, extra: Record<string, unknown> = {}) => ({ result: { status: "error", error }, ...extra });

describe("/m/securityCenter", () => {
  it("a fresh member: every item not set, 0 of 3 steps and the first step to take", async () => {
    const page = await render(SecurityCentre, { overview: FRESH, lockedUntil: null });
    expect(page).toContain(s.centre.levelSummary.replace("{{done}}", "0").replace("{{total}}", "3"));
    expect(page).toMatch(
      new RegExp(`<a class="button button--primary button--block"[^>]*href="/m/securityCenter/paymentPassword">${s.centre.nextPaymentPassword}</a>`),
    );
    for (const href of [
      "/m/changePsw",
      "/m/securityCenter/payeeName",
      "/m/securityCenter/email",
      "/m/securityCenter/mobile",
      "/m/securityCenter/bankCards",
      "/m/securityCenter/question",
      "/m/securityCenter/profile",
      "/m/securityCenter/history",
    ]) {
      expect(page, href).toContain(`href="${href}"`);
    }
    // Payment password, real name, e-mail, mobile, security question, nickname: not set.
    expect(page.match(new RegExp(`>${s.state.notSet}<`, "g"))).toHaveLength(6);
    expect(page).toContain(s.state.cards.replace("{{count}}", "0").replace("{{limit}}", "5"));
  });

  it("a set-up member: masked values, verified or pending, all steps done and no next step", async () => {
    const page = await render(SecurityCentre, { overview: FULL, lockedUntil: null });
    for (const text of ["J*** D*** C***", "de***@example.com", "917****567", "Demo Player", s.state.pending, s.state.verified])
      expect(page, text).toContain(text);
    expect(page).toContain(html(s.centre.levelDone));
    expect(page).not.toContain(s.centre.nextPaymentPassword);
    // ASVS V6.5.6: the mobile number has its own page, to replace or remove it.
    expect(page).toMatch(/data-item="mobile"><a class="security-row"[^>]*href="\/m\/securityCenter\/mobile">/);
  });

  it("a locked payment password says until when", async () => {
    const page = await render(SecurityCentre, { overview: { ...FULL, paymentPasswordLockedUntil: 1 }, lockedUntil: "2026-11-23 21:15" });
    expect(page).toContain(s.state.locked.replace("{{until}}", "2026-11-23 21:15"));
  });
});

describe("/m/securityCenter/paymentPassword", () => {
  it("sets with new and confirm; changes with the current one too; six digits, numeric keypad, never remembered", async () => {
    const set = await render(PaymentPassword, { hasCurrent: false, lockedUntil: null });
    expect(set).not.toContain(s.paymentPassword.old);
    expect(set.match(/<input [^>]*type="password"[^>]*>/g)).toHaveLength(2);
    for (const input of set.match(/<input [^>]*type="password"[^>]*>/g)!) {
      expect(input).toContain('inputMode="numeric"');
      expect(input).toContain('maxLength="6"');
      expect(input).toContain('autoComplete="new-password"');
    }
    const change = await render(PaymentPassword, { hasCurrent: true, lockedUntil: null });
    expect(change).toContain(s.paymentPassword.old);
    expect(change.match(/<input [^>]*type="password"[^>]*>/g)).toHaveLength(3);
    expect(change).toMatch(/<input [^>]*autoComplete="off"[^>]*name="oldPassword"|<input [^>]*name="oldPassword"[^>]*autoComplete="off"/);
    expect(change).toContain(s.paymentPassword.submitChange);
  });

  it("after a refusal: the message with the attempts left, tied to its field", async () => {
    const page = await render(
      PaymentPassword,
      { hasCurrent: true, lockedUntil: null },
      { actionData: refused({ oldPassword: ["security.paymentPassword.wrong"] }, { params: { "security.paymentPassword.wrong": { attempts: 2 } } }) },
    );
    expect(page).toContain(s.paymentPassword.wrong.replace("{{attempts}}", "2"));
    const old = page.match(/<input [^>]*name="oldPassword"[^>]*>/)![0];
    const id = /id="([^"]+)"/.exec(old)![1]!;
    expect(old).toContain(`aria-describedby="${id}-error"`);
    expect(old).toContain('aria-invalid="true"');
  });

  it("locked: the time it lifts instead of the form", async () => {
    const page = await render(PaymentPassword, { hasCurrent: true, lockedUntil: "2026-11-23 21:15" });
    expect(page).toContain(s.paymentPassword.locked.replace("{{until}}", "2026-11-23 21:15"));
    expect(page).not.toContain("<form");
  });
});

describe("/m/securityCenter/payeeName", () => {
  it("not set: the form with the can't-be-changed warning", async () => {
    const page = await render(PayeeName, { payeeName: null });
    expect(page).toContain(html(s.payeeName.warning));
    expect(page).toMatch(/<input [^>]*name="payeeName"/);
  });
  it("set: masked and read-only, no form; a refused second set says why", async () => {
    const page = await render(PayeeName, { payeeName: "J*** D*** C***" }, { actionData: refused({ "": ["security.payeeName.exists"] }) });
    expect(page).toContain("J*** D*** C***");
    expect(page).toContain(s.payeeName.exists);
    expect(page).not.toContain("<form");
  });
});

describe("/m/securityCenter/bankCards", () => {
  const BANKS = [
    { code: "BDO", name: "BDO Unibank" },
    { code: "GCASH", name: "GCash" },
  ];
  const CARD = { id: 7, bankCode: "BDO", bankName: "BDO Unibank", last4: "1234", holderName: "J*** D*** C***", createdAt: 0 };
  const base = { cards: [CARD], limit: 5, banks: BANKS, payeeName: "J*** D*** C***", hasPaymentPassword: true, lockedUntil: null };

  it("lists cards masked with a removal form each, and the bind form with the banks", async () => {
    const page = await render(BankCards, base);
    expect(page).toContain("•••• 1234");
    expect(page).toContain(s.bankCards.endingIn.replace("{{last4}}", "1234"));
    expect(page).toContain(s.bankCards.bound.replace("{{count}}", "1").replace("{{limit}}", "5"));
    expect(page).toMatch(/<details class="bank-card__remove"><summary>/);
    expect(page).toContain('name="intent" value="delete"');
    expect(page).toContain('<option value="GCASH">GCash</option>');
    expect(page).toContain(s.bankCards.holderHint.replace("{{name}}", "J*** D*** C***"));
  });

  it("without a real name: a call to set it instead of the bind form", async () => {
    const page = await render(BankCards, { ...base, cards: [], payeeName: null });
    expect(page).toContain(s.bankCards.empty);
    expect(page).toContain('href="/m/securityCenter/payeeName"');
    expect(page).not.toContain('value="add"');
  });

  it("at the limit: no bind form; without a payment password: a link to set one instead of the removal form", async () => {
    const cards = [1, 2, 3, 4, 5].map((id) => ({ ...CARD, id, last4: `000${id}` }));
    const page = await render(BankCards, { ...base, cards, hasPaymentPassword: false });
    expect(page).toContain(s.bankCards.limitReached.replace("{{limit}}", "5"));
    expect(page).not.toContain('value="add"');
    expect(page).not.toContain('value="delete"');
    expect(page.match(/href="\/m\/securityCenter\/paymentPassword"/g)).toHaveLength(5);
  });

  it("a refusal whose form is gone from the fresh page (the limit reached meanwhile) is still said", async () => {
    const cards = [1, 2, 3, 4, 5].map((id) => ({ ...CARD, id, last4: `000${id}` }));
    const page = await render(
      BankCards,
      { ...base, cards },
      { actionData: refused({ "": ["security.bankCards.limit"] }, { intent: "add", params: { "security.bankCards.limit": { limit: 5 } } }) },
    );
    expect(page).toContain(s.bankCards.limit.replace("{{limit}}", "5"));
    expect(page).toContain(s.bankCards.limitReached.replace("{{limit}}", "5"));
  });

  it("a refused removal opens that card's form with the message", async () => {
    const page = await render(BankCards, base, {
      actionData: refused(
        { paymentPassword: ["security.paymentPassword.wrong"] },
        { intent: "delete", cardId: 7, params: { "security.paymentPassword.wrong": { attempts: 3 } } },
      ),
    });
    expect(page).toContain('<details class="bank-card__remove" open="">');
    expect(page).toContain(s.paymentPassword.wrong.replace("{{attempts}}", "3"));
  });
});

describe("every page in TY, EN and PT", () => {
  it("shows no raw keys", async () => {
    for (const lng of ["ty", "en", "pt"] as const) {
      const pages = [
        await render(SecurityCentre, { overview: FRESH, lockedUntil: null }, { lng }),
        await render(SecurityCentre, { overview: FULL, lockedUntil: null }, { lng }),
        await render(PaymentPassword, { hasCurrent: true, lockedUntil: null }, { lng }),
        await render(PayeeName, { payeeName: null }, { lng }),
        await render(BankCards, { cards: [], limit: 5, banks: [], payeeName: "J***", hasPaymentPassword: false, lockedUntil: null }, { lng }),
      ];
      for (const page of pages) expect(page, lng).not.toMatch(/security\.|title\.|\{\{/);
    }
  });
});
