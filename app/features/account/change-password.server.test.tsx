import { getZodConstraint } from "@conform-to/zod";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources";
import { action } from "~/routes/m.changePsw";
import { postForm, signedInCookie } from "~/testing/forms";
import { ToastProvider } from "~/ui/Toast";
import type { ChangePasswordActionData } from "./change-password.server";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ChangePasswordSchema } from "./schemas";
import { hashPassword } from "../../../gateway/core/crypto";
import { freshDatabase } from "../../../gateway/testing";

/**
 * /m/changePsw's action over the embedded gateway, posted as a page without JavaScript posts, and
 * the form as the server renders the answer: the old-password check's lock.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const PATH = "/m/changePsw";
const PASSWORD = "fresh1234";

async function member() {
  const account = `cpw${Date.now() % 100_000}`;
  const row = await db
    .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, 0, ?3) RETURNING id")
    .bind(account, await hashPassword(PASSWORD), Date.now())
    .first<{ id: number }>();
  const id = row?.id ?? 0;
  await db.prepare("INSERT INTO wallets (member_id, currency, currency_symbol, balance_minor) VALUES (?1, 'PHP', '₱', 0)").bind(id).run();
  return { id, account, cookie: await signedInCookie(db, account, PASSWORD) };
}

const change = (cookie: string, oldPassword: string) =>
  postForm(db, action, PATH, { oldPassword, newPassword: "changed99", confirmPassword: "changed99" }, { cookie });

/** The form as the server renders it after a refused post (no JavaScript), in one language. */
async function render(actionData: ChangePasswordActionData, lng: "ty" | "en" | "pt"): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "change",
      path: PATH,
      Component: ChangePasswordForm,
      loader: () => ({ userName: "someone", constraint: getZodConstraint(ChangePasswordSchema) }),
      action: () => actionData,
    },
  ]);
  const context = await handler.query(new Request(`http://lobby.test${PATH}`, { method: "POST", body: new URLSearchParams() }));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <I18nProvider locale={lng} texts={resources[lng].translation}>
      <ToastProvider flash={null}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ToastProvider>
    </I18nProvider>,
  );
}

const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("/m/changePsw: the old password is guessed at most five times", () => {
  it("four wrong old passwords say so on the field; the fifth locks; the right one is then refused with when it unlocks, shown in TY, EN and PT", async () => {
    const m = await member();
    const before = await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(m.id).first<{ password_hash: string }>();
    const left: ChangePasswordActionData[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await change(m.cookie, `nope${i}nope`);
      expect(wrong.status).toBe(400);
      left.push((await wrong.json()) as ChangePasswordActionData);
    }
    // Each wrong guess says how many are left before the lock: 4, 3, 2, 1.
    expect(left.map((reply) => [reply.result.error, reply.params])).toEqual(
      [4, 3, 2, 1].map((n) => [{ oldPassword: ["account.change.oldWrongLeft"] }, { "account.change.oldWrongLeft": { attempts: String(n) } }]),
    );
    for (const lng of ["ty", "en", "pt"] as const) {
      const text = resources[lng].translation.account.change.oldWrongLeft.replace("{{attempts}}", "1");
      expect(await render(left[3]!, lng)).toContain(html(text));
    }
    const fifth = (await (await change(m.cookie, "nope4nope")).json()) as ChangePasswordActionData;
    const right = await change(m.cookie, PASSWORD);
    expect(right.status).toBe(400);
    const locked = (await right.json()) as ChangePasswordActionData;
    for (const reply of [fifth, locked]) {
      expect(reply.result.error).toEqual({ "": ["account.change.oldLocked"] });
      expect(reply.params).toEqual({ "account.change.oldLocked": { until: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) } });
    }
    expect(await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(m.id).first<{ password_hash: string }>()).toEqual(before);

    const until = locked.params?.["account.change.oldLocked"]?.until ?? "";
    for (const lng of ["ty", "en", "pt"] as const) {
      const text = resources[lng].translation.account.change.oldLocked.replace("{{until}}", until);
      expect(await render(locked, lng)).toContain(`<p class="form-error" role="alert" id="change-password-error">${html(text)}</p>`);
    }
  });
});

describe("item e §4/§9 /m/changePsw: where 'Change saved' shows", () => {
  const save = (cookie: string, stay: boolean) =>
    postForm(
      db,
      action,
      PATH,
      { oldPassword: PASSWORD, newPassword: "changed99", confirmPassword: "changed99", ...(stay ? { afterSave: "stay" } : {}) },
      { cookie },
    );
  const flash = (response: Response) => /(?:^|, )el_toast=[^;]+/.test(response.headers.get("Set-Cookie") ?? "");

  it("a plain form (no JavaScript) is redirected to /m/home at once, the toast travelling with the redirect", async () => {
    const response = await save((await member()).cookie, false);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/m/home");
    expect(flash(response)).toBe(true);
  });

  it("the hydrated form stays: saved, no flash (the page shows the toast and goes home itself)", async () => {
    const m = await member();
    const before = await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(m.id).first<{ password_hash: string }>();
    const response = await save(m.cookie, true);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ChangePasswordActionData).saved).toBe(true);
    expect(flash(response)).toBe(false);
    expect(await db.prepare("SELECT password_hash FROM members WHERE id = ?1").bind(m.id).first<{ password_hash: string }>()).not.toEqual(before);
  });
});
