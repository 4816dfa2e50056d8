import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as registerAction, loader as registerLoader } from "~/routes/m.register";
import { callRoute, postForm } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * /m/register's age gate and limits (RG-08; decision 043), posted the way
 * a page without JavaScript posts: the loader reads the market's minimum age; an under-age date of
 * birth is refused on its field and creates nothing; the chosen limits reach the gateway; BR's
 * required limits are asked for. The market is switched back to PH after each test.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

type Reply = { result: { status?: string; error?: Record<string, string[] | null> } };
let serial = 0;
const ip = () => ({ "CF-Connecting-IP": `10.77.0.${++serial}` });
const form = (extra: Record<string, string> = {}) => ({
  method: "username",
  username: `rgform${++serial}x`,
  password: "secret123",
  confirmPassword: "secret123",
  agree: "on",
  registerMethod: "H5",
  intent: "register",
  birthDate: "1990-05-01",
  ...extra,
});
const setMarket = (code: string) => db.prepare("UPDATE site_settings SET value = ?1 WHERE key = 'market'").bind(code).run();
const exists = async (account: string) => (await db.prepare("SELECT COUNT(*) AS n FROM members WHERE account = ?1").bind(account).first<{ n: number }>())!.n;

describe("/m/register: the age gate and limits", () => {
  it("the loader names the market's minimum age and the date input's max", async () => {
    const page = (await (await callRoute(db, registerLoader, appRequest("/m/register"))).json()) as {
      rg: { minAge: number; requiredLimits: string[] };
      maxBirthDate: string;
    };
    expect(page.rg).toEqual({ minAge: 21, requiredLimits: [] });
    expect(page.maxBirthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("an under-age date of birth is refused on its field, nothing created", async () => {
    const fields = form({ birthDate: `${new Date().getUTCFullYear() - 20}-01-01` });
    const response = await postForm(db, registerAction, "/m/register", fields, { headers: ip() });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Reply).result.error?.birthDate).toEqual(["rg.register.underage"]);
    expect(await exists(fields.username)).toBe(0);
  });

  it("RG-08: a daily deposit limit and a session limit typed at registration are stored", async () => {
    const fields = form({ depositLimit: "100", sessionLimit: "60", lossLimit: "", lossPeriod: "week" });
    const response = await postForm(db, registerAction, "/m/register", fields, { headers: ip() });
    expect(response.status).toBe(302);
    const { results } = await db
      .prepare("SELECT l.kind, l.period, l.amount FROM rg_limits l JOIN members m ON m.id = l.member_id WHERE m.account = ?1 ORDER BY l.kind")
      .bind(fields.username)
      .all();
    expect(results).toEqual([
      { kind: "deposit", period: "day", amount: 10_000 },
      { kind: "session", period: "session", amount: 60 },
    ]);
  });

  it("BR: the loss and session limits are required on the form", async () => {
    await setMarket("BR");
    try {
      const fields = form();
      const response = await postForm(db, registerAction, "/m/register", fields, { headers: ip() });
      expect(response.status).toBe(400);
      const error = ((await response.json()) as Reply).result.error ?? {};
      expect(error.lossLimit).toEqual(["rg.register.error.required"]);
      expect(error.sessionLimit).toEqual(["rg.register.error.required"]);
      expect(await exists(fields.username)).toBe(0);
    } finally {
      await setMarket("PH");
    }
  });
});
