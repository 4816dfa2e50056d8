import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEn } from "~/features/account/messages.en";
import { accountPt } from "~/features/account/messages.pt";
import { accountTy } from "~/features/account/messages.ty";
import { action as registerAction } from "~/routes/m.register";
import { action as trailAction } from "~/routes/m.trail";
import { postForm } from "~/testing/forms";
import { freshDatabase } from "../../../gateway/testing";

/**
 * The creation limits as a visitor meets them (decision 073): past a limit /m/trail and
 * /m/register answer a translated "too many, try again later" on the form and create nothing.
 * Each test posts from its own address with the operator's per-address figure set to 1.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  await db.batch([
    db.prepare("INSERT INTO site_settings (key, value) VALUES ('limit.trialPerIp.max', '1')"),
    db.prepare("INSERT INTO site_settings (key, value) VALUES ('limit.registerPerIp.max', '1')"),
  ]);
});
afterAll(() => dispose());

type Reply = { result: { status?: string; error?: Record<string, string[] | null> } };
const count = async (where: string) => (await db.prepare(`SELECT COUNT(*) AS n FROM members WHERE ${where}`).first<{ n: number }>())?.n;

describe("too many from here, on the page", () => {
  it("the message exists in TY, EN and PT", () => {
    for (const texts of [accountTy, accountEn, accountPt]) expect(texts.limit.tooMany).toMatch(/\S/);
  });

  it("/m/trail: the second trial from one address answers 429 with account.limit.tooMany and no session; no account is created", async () => {
    const headers = { "CF-Connecting-IP": "10.60.0.1" };
    expect((await postForm(db, trailAction, "/m/trail", {}, { headers })).status).toBe(302);
    const before = await count("type = 4");
    const refused = await postForm(db, trailAction, "/m/trail", {}, { headers });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Reply).result.error?.[""]).toEqual(["account.limit.tooMany"]);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("el_session="))).toBe(false);
    expect(await count("type = 4")).toBe(before);
  });

  it("/m/register: the second sign-up from one address is refused with account.limit.tooMany; the account does not exist", async () => {
    const headers = { "CF-Connecting-IP": "10.60.0.2" };
    const form = (username: string) => ({
      method: "username",
      username,
      password: "secret123",
      confirmPassword: "secret123",
      agree: "on",
      registerMethod: "H5",
      intent: "register",
      birthDate: "1990-05-01",
    });
    expect((await postForm(db, registerAction, "/m/register", form("limitone1"), { headers })).status).toBe(302);
    const refused = await postForm(db, registerAction, "/m/register", form("limittwo2"), { headers });
    expect(((await refused.json()) as Reply).result.error?.[""]).toEqual(["account.limit.tooMany"]);
    expect(await count("account = 'limittwo2'")).toBe(0);
  });
});
