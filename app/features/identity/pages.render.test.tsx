import { getZodConstraint } from "@conform-to/zod";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import EmailPage from "~/routes/m.securityCenter_.email";
import HistoryPage from "~/routes/m.securityCenter_.history";
import MobilePage from "~/routes/m.securityCenter_.mobile";
import ProfilePage from "~/routes/m.securityCenter_.profile";
import QuestionPage from "~/routes/m.securityCenter_.question";
import { EmailCodeSchema, EmailSchema, MobileCodeSchema, MobileRemoveSchema, MobileSendSchema, NicknameSchema, questionSchema } from "./schemas";

/** The constraint attributes each form page's loader sends with its data (decision 055), computed as the loaders do. */
function withConstraints(Page: ComponentType, data: object): object {
  if (Page === EmailPage) return { constraint: { send: getZodConstraint(EmailSchema), code: getZodConstraint(EmailCodeSchema) }, ...data };
  if (Page === QuestionPage) return { constraint: getZodConstraint(questionSchema((data as { current?: unknown }).current != null)), ...data };
  if (Page === MobilePage)
    return {
      constraint: { send: getZodConstraint(MobileSendSchema), code: getZodConstraint(MobileCodeSchema), remove: getZodConstraint(MobileRemoveSchema) },
      ...data,
    };
  if (Page === ProfilePage) return { constraint: getZodConstraint(NicknameSchema), ...data };
  return data;
}

/**
 * The identity pages as the server renders them (what a player without JavaScript gets): a data
 * router over the route's component with given loader data, and an action answer when given.
 */
async function render(Page: ComponentType, path: string, loaderData: object, actionData?: object, lng: "ty" | "en" | "pt" = "ty"): Promise<string> {
  const locale = lng;
  const handler = createStaticHandler([
    { id: "page", path, Component: Page, loader: () => withConstraints(Page, loaderData), action: () => actionData ?? null },
  ]);
  const request = actionData
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

const ty = resources.ty.translation.identity;
/** A translation key left untranslated, e.g. "identity.email.send" (a sentence's "account. " is not one). */
const RAW_KEY = /\b(?:identity|account|validation|error)\.[A-Za-z_]+/;

describe("ASVS V6.5.6 mobile number page", () => {
  const path = "/m/securityCenter/mobile";

  it("a proven number: shown masked with its badge; the replace and remove forms post without JavaScript, each with its intent; no code form yet", async () => {
    const html = await render(MobilePage, path, { mobile: { number: "917****001", verified: true } });
    expect(html).toContain("917****001");
    expect(html).toContain(ty.mobile.proven);
    expect(html.match(/<form method="post"/g)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<button type="submit" name="intent" value="send-code"[^>]*>${ty.mobile.send}</button>`));
    expect(html).toMatch(new RegExp(`<button type="submit" name="intent" value="remove"[^>]*>${ty.mobile.remove}</button>`));
    expect(html).toMatch(/<select[^>]*name="countryDialingCode"/);
    expect(html).not.toContain('name="code"');
    expect(html).not.toMatch(RAW_KEY);
  });

  it("no number: says so, offers to add one and has nothing to remove; an unproven number has its own badge", async () => {
    const none = await render(MobilePage, path, { mobile: null });
    expect(none).toContain(ty.mobile.none);
    expect(none).toContain(ty.mobile.addHeading);
    expect(none).not.toContain('value="remove"');
    const unproven = await render(MobilePage, path, { mobile: { number: "917****001", verified: false } });
    expect(unproven).toContain(ty.mobile.unproven);
  });

  it("a code just sent: the code form names the number it went to and carries it; a wrong password shows the tries left", async () => {
    const sent = await render(
      MobilePage,
      path,
      { mobile: { number: "917****001", verified: true } },
      { intent: "send-code", result: { status: "success", initialValue: { mobileNum: "9170000002" } }, secondsLeft: 60, sentTo: "+63 9170000002" },
    );
    expect(sent).toContain(ty.mobile.codeSent.replace("{{number}}", "+63 9170000002"));
    expect(sent).toMatch(/<input type="hidden" name="sentTo" value="\+63 9170000002"/);
    expect(sent).toMatch(new RegExp(`<button type="submit" name="intent" value="verify"[^>]*>${ty.mobile.confirm}</button>`));
    const wrong = await render(
      MobilePage,
      path,
      { mobile: { number: "917****001", verified: true } },
      {
        intent: "remove",
        result: { status: "error", error: { password: ["identity.mobile.passwordWrong"] } },
        message: { key: "identity.mobile.attemptsLeft", params: { count: 2 } },
      },
    );
    expect(wrong).toContain(ty.mobile.passwordWrong);
    expect(wrong).toContain(ty.mobile.attemptsLeft_other.replace("{{count}}", "2"));
  });
});

describe("e-mail page", () => {
  const path = "/m/securityCenter/email";

  it("without an address: the address form and its send button, no code form", async () => {
    const html = await render(EmailPage, path, { email: null });
    expect(html).toContain(ty.email.intro);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"/);
    expect(html).toMatch(new RegExp(`<button type="submit" name="intent" value="send-code"[^>]*>${ty.email.send}</button>`));
    expect(html).not.toContain('name="code"');
  });

  it("pending: the masked address with its pending label, the code form, and the address form to send again", async () => {
    const html = await render(EmailPage, path, { email: { address: "ju***@example.com", verified: false } });
    expect(html).toContain(ty.email.pending);
    expect(html).toContain("ju***@example.com");
    expect(html).toMatch(/<input[^>]*name="code"[^>]*inputMode="numeric"|<input[^>]*inputMode="numeric"[^>]*name="code"/i);
    expect(html).toContain(ty.email.resendHeading);
    expect(html).toContain(ty.email.send);
  });

  it("a code just sent: the note says so, and the button is usable without JavaScript", async () => {
    const html = await render(
      EmailPage,
      path,
      { email: { address: "ju***@example.com", verified: false } },
      { intent: "send-code", result: { status: "success", initialValue: { email: "juan@example.com" } }, secondsLeft: 60, sent: true },
    );
    expect(html).toContain(ty.email.codeSent);
    expect(html).toContain('value="juan@example.com"');
    expect(html).toMatch(new RegExp(`<button type="submit" name="intent" value="send-code" class="[^"]*">${ty.email.send}</button>`));
  });

  it("a wrong code: the message on the code field, tied to it", async () => {
    const html = await render(
      EmailPage,
      path,
      { email: { address: "ju***@example.com", verified: false } },
      { intent: "verify", result: { status: "error", initialValue: {}, error: { code: ["identity.email.codeWrong"] } } },
    );
    const input = /<input[^>]*name="code"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`id="${describedBy}" class="field__error" role="alert">${ty.email.codeWrong}</p>`);
  });

  it("verified: the masked address, the Verified label and the way to customer service; no forms", async () => {
    const html = await render(EmailPage, path, { email: { address: "de***@example.com", verified: true } });
    expect(html).toContain(ty.email.verified);
    expect(html).toContain(ty.email.verifiedNote);
    expect(html).toContain('href="/m/service"');
    expect(html).not.toContain("<form");
  });
});

const QUESTIONS = [
  { id: "first_school", text: "Ano ang pangalan ng una mong paaralan?" },
  { id: "first_pet", text: "Ano ang pangalan ng una mong alagang hayop?" },
];

describe("security question page", () => {
  const path = "/m/securityCenter/question";

  it("set: a select of the questions with a placeholder, the answer and its hint; no current answer", async () => {
    const html = await render(QuestionPage, path, { questions: QUESTIONS, current: null, currentText: null });
    expect(html).toContain('<input type="hidden" name="mode" value="set"/>');
    expect(html).toContain(`<option value="">${ty.question.choose}</option>`);
    expect(html).toContain(QUESTIONS[1]!.text);
    expect(html).toContain(ty.question.answerHint);
    expect(html).not.toContain('name="currentAnswer"');
  });

  it("change: the current question, its answer, then the new question (the current one chosen) and answer", async () => {
    const html = await render(QuestionPage, path, { questions: QUESTIONS, current: "first_pet", currentText: QUESTIONS[1]!.text });
    expect(html).toContain('name="mode" value="change"');
    expect(html).toContain(ty.question.currentQuestion);
    expect(html).toContain('name="currentAnswer"');
    expect(html).toContain(ty.question.newQuestion);
    expect(html).toMatch(/<option value="first_pet" selected="">/);
  });

  it("locked: the message names when the lock lifts", async () => {
    const html = await render(
      QuestionPage,
      path,
      { questions: QUESTIONS, current: "first_pet", currentText: QUESTIONS[1]!.text },
      { result: { status: "error", initialValue: {}, error: {} }, message: { key: "identity.question.locked", params: { time: "20:45" } } },
    );
    expect(html).toContain(ty.question.locked.replace("{{time}}", "20:45"));
  });
});

const ICONS = Array.from({ length: 12 }, (_, i) => {
  const id = `a${String(i + 1).padStart(2, "0")}`;
  return { id, url: `/gw/assets/avatar/${id}.svg?v=1` };
});

describe("profile page", () => {
  const path = "/m/securityCenter/profile";

  it("shows the nickname and avatar, the nickname form, and twelve named avatar radios with the current one checked", async () => {
    const html = await render(ProfilePage, path, { account: "juan01", nickname: "Lucky Star", icons: ICONS, current: { id: "a03", url: ICONS[2]!.url } });
    expect(html).toContain("Lucky Star");
    expect(html).toContain(`alt="${ty.profile.currentAvatar}"`);
    expect(html).toMatch(/<input[^>]*name="nickname"[^>]*value="Lucky Star"/);
    expect(html.match(/type="radio" name="headIcon"/g)).toHaveLength(12);
    for (let n = 1; n <= 12; n++) expect(html).toContain(`<span class="sr-only">${ty.profile.avatar.replace("{{n}}", String(n))}</span>`);
    expect(html).toMatch(/type="radio" name="headIcon" checked="" value="a03"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain(`<legend class="field__label">${ty.profile.avatarLegend}</legend>`);
  });

  it("without a nickname or avatar: says so, the account's initial in place of the picture, nothing checked", async () => {
    const html = await render(ProfilePage, path, { account: "juan01", nickname: null, icons: ICONS, current: { id: null, url: null } });
    expect(html).toContain(ty.profile.noNickname);
    expect(html).not.toContain('checked=""');
  });
});

describe("sign-in history page", () => {
  const path = "/m/securityCenter/history";
  const entries = [
    { at: 2, time: "11/19/2026 20:30", iso: "2026-11-19T12:30:00.000Z", device: "Chrome · Android", country: "Pilipinas", success: true },
    { at: 1, time: "11/10/2026 03:12", iso: "2026-11-09T19:12:00.000Z", device: null, country: null, success: false },
  ];

  it("lists each attempt's device, time, country and outcome, unknowns translated", async () => {
    const html = await render(HistoryPage, path, { entries, signedOut: null });
    expect(html).toContain("Chrome · Android");
    expect(html).toContain('<time dateTime="2026-11-19T12:30:00.000Z">11/19/2026 20:30</time>');
    expect(html).toContain("Pilipinas");
    expect(html).toContain(ty.history.unknownDevice);
    expect(html).toContain(ty.history.unknownCountry);
    expect(html).toContain(ty.history.success);
    expect(html).toContain(ty.history.failed);
  });

  it("the sign-out-everywhere-else confirmation is a disclosure with its form; the count of ended sessions shows after", async () => {
    const html = await render(HistoryPage, path, { entries: [], signedOut: { key: "identity.history.signedOut", params: { count: 2 } } });
    expect(html).toContain(ty.history.empty);
    expect(html).toMatch(new RegExp(`<details[^>]*><summary[^>]*>${ty.history.signOutOthers}</summary>`));
    expect(html).toMatch(/<form method="post"[^>]*><button type="submit" name="intent" value="sign-out-others"/);
    expect(html).toContain(ty.history.signedOut_other.replace("{{count}}", "2"));
  });
});

describe("identity pages are translated in TY, EN and PT", () => {
  it("shows no raw keys in any language", async () => {
    for (const lng of ["ty", "en", "pt"] as const) {
      const pages = [
        await render(EmailPage, "/e", { email: { address: "ju***@example.com", verified: false } }, undefined, lng),
        await render(EmailPage, "/e", { email: { address: "ju***@example.com", verified: true } }, undefined, lng),
        await render(QuestionPage, "/q", { questions: QUESTIONS, current: "first_pet", currentText: "?" }, undefined, lng),
        await render(ProfilePage, "/p", { account: "juan01", nickname: null, icons: ICONS, current: { id: null, url: null } }, undefined, lng),
        await render(HistoryPage, "/h", { entries: [], signedOut: { key: "identity.history.signedOutNone" } }, undefined, lng),
      ];
      for (const html of pages) expect(RAW_KEY.exec(html)?.[0], lng).toBeUndefined();
    }
  });
});
