/**
 * The operator commands (scripts/site-commands.ts) against a fresh seeded D1 (gateway/testing.ts):
 * what they print, what they change and what they refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalD1 } from "./local-d1";
import { runSite } from "./site-commands";
import { splitSql } from "../gateway/core/sql-split";
import { freshDatabase } from "../gateway/testing";

let db: D1Database;
let dispose: () => Promise<void>;
let opened = 0;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

/** Runs one command line; its exit code and every line it printed (log and error together). */
async function site(...argv: string[]): Promise<{ code: number; printed: string }> {
  const printed: string[] = [];
  const open = async (): Promise<LocalD1> => {
    opened++;
    return {
      db,
      async run<T>(sql: string) {
        const results = await db.batch(splitSql(sql).map((s) => db.prepare(s)));
        return (results.at(-1)?.results ?? []) as T[];
      },
      dispose: async () => {},
    };
  };
  const code = await runSite(argv, open, {
    log: (line) => printed.push(line),
    error: (line) => printed.push(line),
    table: (rows) => printed.push(...rows.map((row) => JSON.stringify(row))),
  });
  return { code, printed: printed.join("\n") };
}

const stored = async () =>
  (await db.prepare("SELECT resource_type, url FROM download_links ORDER BY resource_type").all<{ resource_type: string; url: string }>()).results;

describe("§3 download links: npm run site -- download", () => {
  it("§3 the seed configures no app or Telegram link, only the app's own icon; the list says which are unset", async () => {
    expect(await stored()).toEqual([{ resource_type: "AppDownloadIcon", url: "/logo.svg" }]);
    const { code, printed } = await site("download");
    expect(code).toBe(0);
    expect(printed.split("\n").map((line) => line.split(/\s+/))).toEqual([
      ["IOS", "unset"],
      ["Android", "unset"],
      ["MOBILECONFIG", "unset"],
      ["TELEGRAM", "unset"],
      ["AppDownloadIcon", "/logo.svg"],
    ]);
    expect((await site("download", "list")).printed).toBe(printed);
  });

  it("§3 set stores an https link under the type's own spelling (any case typed), and replaces it on a second set", async () => {
    expect(await site("download", "set", "android", "https://dl.example.com/app.apk")).toMatchObject({
      code: 0,
      printed: expect.stringContaining("Android: https://dl.example.com/app.apk"),
    });
    await site("download", "set", "TELEGRAM", "https://t.me/example_channel");
    await site("download", "set", "Android", "https://dl.example.com/app-2.apk");
    expect(await stored()).toEqual([
      { resource_type: "Android", url: "https://dl.example.com/app-2.apk" },
      { resource_type: "AppDownloadIcon", url: "/logo.svg" },
      { resource_type: "TELEGRAM", url: "https://t.me/example_channel" },
    ]);
    expect((await site("download")).printed).toMatch(/^Android\s+https:\/\/dl\.example\.com\/app-2\.apk$/m);
  });

  it("§3 unset removes a link, and the list says unset again", async () => {
    await site("download", "set", "IOS", "https://apps.apple.com/app/id123");
    const { code, printed } = await site("download", "unset", "ios");
    expect(code).toBe(0);
    expect(printed).toContain("IOS: unset");
    expect(printed).toMatch(/^IOS\s+unset$/m);
    expect((await stored()).map((r) => r.resource_type)).not.toContain("IOS");
  });

  it.each([
    [["download", "set", "Android", "http://dl.example.com/app.apk"], "must start with https://"],
    [["download", "set", "IOS", "javascript:alert(1)"], "must start with https://"],
    [["download", "set", "MOBILECONFIG", "dl.example.com/x.mobileconfig"], "not a URL"],
    [["download", "set", "FACEBOOK", "https://facebook.com/x"], "unknown resource type FACEBOOK"],
    [["download", "unset", "APK"], "unknown resource type APK"],
    [["download", "set", "Android"], "usage: npm run site -- download"],
    [["download", "remove", "Android"], "usage: npm run site -- download"],
    [["download", "unset", "Android", "extra"], "usage: npm run site -- download"],
  ])("§3 refuses %j with a usage error (exit 2), changing nothing and opening no database", async (argv, message) => {
    const before = await stored();
    const openedBefore = opened;
    const { code, printed } = await site(...argv);
    expect(code).toBe(2);
    expect(printed).toContain(message);
    expect(opened).toBe(openedBefore);
    expect(await stored()).toEqual(before);
  });

  it("the icon may be the app's own path; other types may not", async () => {
    expect((await site("download", "set", "AppDownloadIcon", "/logo.svg")).code).toBe(0);
    expect(await site("download", "set", "Android", "/app.apk")).toMatchObject({ code: 2, printed: expect.stringContaining("not a URL") });
  });
});
