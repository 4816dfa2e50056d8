import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Centre } from "~/features/member/centre.server";
import { loader as gameListLoader } from "~/routes/m.gameList";
import { loader as memberHomeLoader } from "~/routes/m.member.home";
import { loader as mineLoader } from "~/routes/m.mine";
import { loader as slotsCenterLoader } from "~/routes/m.slotsCenter";
import { loader as depositLoader } from "~/routes/m.voucherCenter";
import { callRoute, signedInCookie, type RouteFunction } from "~/testing/forms";
import { appRequest } from "~/testing/load-context";
import type { LocalD1 } from "./local-d1";
import { runSite } from "./site-commands";
import { freshDatabase } from "../gateway/testing";

/**
 * §2 "Template version (new or base) comes from the settings mem_cen and dep_func (value 1 means
 * new)" (decision 080): the operator's `npm run site -- template` command writes the setting, the
 * gateway's site status carries it, and the pages' loaders lay out by it on the next request
 * (EDGE_CACHE off here, as in the browser tests). Over a fresh seeded D1, through the routes.
 */
let db: D1Database;
let dispose: () => Promise<void>;
let demo: string;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  demo = await signedInCookie(db);
});
afterAll(() => dispose());

/** The command as `npm run site` runs it, against this test's database; its exit code and what it printed. */
async function site(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  let opened = false;
  const open = async (): Promise<LocalD1> => {
    opened = true;
    return { run: async <T>(sql: string) => (await db.prepare(sql).all<T>()).results, db, dispose: async () => {} };
  };
  const code = await runSite(argv, open, { log: (l) => out.push(l), error: (l) => err.push(l), table: () => {} });
  if (code === 2) expect(opened, "a usage error opens no database").toBe(false);
  return { code, out, err };
}

const setting = async (key: string) => (await db.prepare("SELECT value FROM site_settings WHERE key = ?1").bind(key).first<{ value: string }>())?.value;
const load = async <T>(fn: RouteFunction, path: string, cookie?: string) => (await (await callRoute(db, fn, appRequest(path, { cookie }))).json()) as T;

describe("site template: the operator's switch", () => {
  it("§2 without arguments it prints both settings; the seed is new (1) for both", async () => {
    const { code, out } = await site("template");
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^mem_cen\s+new\s+member centre/);
    expect(out[1]).toMatch(/^dep_func\s+new\s+deposit/);
  });

  it("a bad setting, variant or extra word is a usage error (exit 2) and changes nothing", async () => {
    for (const argv of [
      ["template", "mem_cen"],
      ["template", "maintenance", "base"],
      ["template", "dep_func", "old"],
      ["template", "mem_cen", "base", "x"],
    ]) {
      const { code, err } = await site(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(err.join("\n")).toContain("usage: npm run site -- template");
    }
    expect([await setting("mem_cen"), await setting("dep_func")]).toEqual(["1", "1"]);
  });

  it("§2 base writes 0 and new writes 1, and it says how soon pages follow", async () => {
    const { code, out } = await site("template", "dep_func", "base");
    expect(code).toBe(0);
    expect(await setting("dep_func")).toBe("0");
    expect(out.join("\n")).toMatch(/dep_func\s+base/);
    expect(out.join("\n")).toContain("within 5 s");
    await site("template", "dep_func", "new");
    expect(await setting("dep_func")).toBe("1");
  });
});

describe("§2 mem_cen and dep_func choose the layout the loaders return", () => {
  it("§2 mem_cen: /m/mine and /m/member/home follow it, for a visitor and a member; the entries are the same in both", async () => {
    const before = await load<Centre>(mineLoader, "/m/mine", demo);
    expect(before.template).toBe("new");
    expect(before.balance).toBeNull();
    await site("template", "mem_cen", "base");
    try {
      const after = await load<Centre>(mineLoader, "/m/mine", demo);
      expect(after.template).toBe("base");
      expect((await load<Centre>(memberHomeLoader, "/m/member/home", demo)).template).toBe("base");
      expect((await load<Centre>(mineLoader, "/m/mine")).template).toBe("base");
      // Same rules, same data: the layout changes, not what shows.
      expect(after.tiles).toEqual(before.tiles);
      expect(after.rows).toEqual(before.rows);
      expect([after.showsVip, after.showsShare]).toEqual([before.showsVip, before.showsShare]);
      // The base layout's balance line: demo's wallet, two decimals, grouped, with the symbol.
      const wallet = await db
        .prepare("SELECT w.balance_minor AS b FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.account = 'demo'")
        .first<{ b: number }>();
      expect(after.balance).toBe(`₱${(wallet!.b / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
      // A switch's rule holds in the base layout too (§2 optional rows; COMM3 is the mail row).
      await db.prepare("UPDATE feature_switches SET enabled = 0 WHERE code = 'COMM3'").run();
      try {
        const ids = (await load<Centre>(mineLoader, "/m/mine", demo)).rows.map((r) => r.id);
        expect(ids).not.toContain("mailCenter");
        expect(before.rows.map((r) => r.id)).toContain("mailCenter");
      } finally {
        await db.prepare("UPDATE feature_switches SET enabled = 1 WHERE code = 'COMM3'").run();
      }
    } finally {
      await site("template", "mem_cen", "new");
    }
    expect((await load<Centre>(mineLoader, "/m/mine", demo)).template).toBe("new");
  });

  it("§2 dep_func: /m/voucherCenter follows it, with the same channels and the same default channel", async () => {
    type Deposit = { template: string; channelCode: string | null; terms: { channels: { code: string }[] } };
    const before = await load<Deposit>(depositLoader, "/m/voucherCenter", demo);
    expect(before.template).toBe("new");
    await site("template", "dep_func", "base");
    try {
      const after = await load<Deposit>(depositLoader, "/m/voucherCenter", demo);
      expect(after.template).toBe("base");
      expect(after.terms.channels.map((c) => c.code)).toEqual(before.terms.channels.map((c) => c.code));
      expect(after.channelCode).toBe(before.channelCode);
      // mem_cen is another page's: the member centre stays new.
      expect((await load<Centre>(mineLoader, "/m/mine", demo)).template).toBe("new");
    } finally {
      await site("template", "dep_func", "new");
    }
  });

  it("§2 game lists: the three-button row comes with mem_cen base (decision 080), on /m/gameList and /m/slotsCenter", async () => {
    type List = { template: string; games: unknown[] };
    expect((await load<List>(gameListLoader, "/m/gameList?gameType=RNG")).template).toBe("new");
    await site("template", "mem_cen", "base");
    try {
      const list = await load<List>(gameListLoader, "/m/gameList?gameType=RNG");
      expect(list.template).toBe("base");
      expect(list.games.length).toBeGreaterThan(0);
      expect((await load<List>(slotsCenterLoader, "/m/slotsCenter?classify=HOT")).template).toBe("base");
      // dep_func does not move the game list.
      await site("template", "dep_func", "base");
      await site("template", "mem_cen", "new");
      expect((await load<List>(gameListLoader, "/m/gameList?gameType=RNG")).template).toBe("new");
    } finally {
      await site("template", "mem_cen", "new");
      await site("template", "dep_func", "new");
    }
  });
});
