import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOUNCEMENTS, TRANSLATED_LANGS } from "./content";
import { gamesSeed } from "./games";
import { rgSeed } from "./rg";
import { seedStatements } from "./seed";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts";
import { verifyPassword } from "../core/crypto";
import { freshDatabase } from "../testing";

const PUBLIC = join(import.meta.dirname, "..", "..", "public");

let db: D1Database;
let dispose: () => Promise<void>;

type Counts = { members: number; content: number; games: number; cards: number };
const COUNTS = `SELECT (SELECT COUNT(*) FROM members) AS members,
  (SELECT COUNT(*) FROM announcements) + (SELECT COUNT(*) FROM messages) + (SELECT COUNT(*) FROM help_items) + (SELECT COUNT(*) FROM content_texts) AS content,
  (SELECT COUNT(*) FROM games) AS games, (SELECT COUNT(*) FROM bank_cards) AS cards`;
let before: Counts;
let after: Counts;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  before = (await db.prepare(COUNTS).first<Counts>())!;
  // One second application serves every idempotency check: each statement is a synchronous call
  // through the platform proxy, and fewer calls leave fewer chances for its race under load
  // (cloudflare/workers-sdk#15552).
  await db.batch((await seedStatements()).map((s) => db.prepare(s)));
  after = (await db.prepare(COUNTS).first<Counts>())!;
});
afterAll(async () => {
  await dispose();
});

describe("seed", () => {
  it("is deterministic and idempotent", async () => {
    const a = await seedStatements();
    const b = await seedStatements();
    expect(a).toEqual(b);
    expect(after.members).toBe(before.members);
  });
  it("hashes passwords with PBKDF2, never plain", async () => {
    const rows = await db.prepare("SELECT password_hash FROM members WHERE account IN ('demo','agent')").all<{ password_hash: string }>();
    for (const r of rows.results) {
      expect(r.password_hash).toMatch(/^pbkdf2\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(r.password_hash).not.toContain("1234");
    }
  });
  it("gives the agent downlines", async () => {
    const n = await db.prepare("SELECT COUNT(*) AS n FROM members WHERE parent_id = 2").first<{ n: number }>();
    expect(n?.n).toBeGreaterThanOrEqual(10);
  });
});

describe("security seed", () => {
  it("sets up demo and agent as demo-accounts.ts says, once: payment password, payee name and cards", async () => {
    expect(after.cards).toBe(before.cards);
    const rows = await db
      .prepare(
        `SELECT m.account, p.payment_password_hash AS hash, p.payee_name, (SELECT COUNT(*) FROM bank_cards c WHERE c.member_id = m.id) AS cards
         FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id WHERE m.account IN ('demo', 'agent', 'player01') ORDER BY m.id`,
      )
      .all<{ account: string; hash: string | null; payee_name: string | null; cards: number }>();
    expect(rows.results.map((r) => [r.account, r.payee_name, r.cards])).toEqual([
      ["demo", "Juan Dela Cruz", 2],
      ["agent", "Ramon Ramos", 1],
      ["player01", null, 0],
    ]);
    for (const account of DEMO_ACCOUNTS.filter((a) => "paymentPassword" in a)) {
      const hash = rows.results.find((r) => r.account === account.account)!.hash!;
      expect(await verifyPassword(account.paymentPassword, hash)).toBe(true);
    }
    const banks = await db.prepare("SELECT COUNT(*) AS n FROM banks").first<{ n: number }>();
    expect(banks!.n).toBe(11);
  });
});

describe("content seed", () => {
  it("is idempotent: seeding again changes nothing", () => {
    expect(after.content).toBe(before.content);
  });
});

/**
 * Every translatable row with its default-language text (the row's own columns, TY) and its
 * content_texts rows, field by field: what the gateway answers in each language.
 */
type Field = "title" | "content" | "summary" | "image_url";
type Translated = { kind: string; ref: string; field: Field; TY: string; EN: string | null; PT: string | null };
const KINDS: Array<{ kind: string; rows: string; fields: Field[] }> = [
  { kind: "announcement", rows: "SELECT CAST(id AS TEXT) AS ref, title, content, image_url FROM announcements", fields: ["title", "content", "image_url"] },
  { kind: "help", rows: "SELECT CAST(id AS TEXT) AS ref, title, content FROM help_items", fields: ["title", "content"] },
  { kind: "promotion", rows: "SELECT CAST(id AS TEXT) AS ref, title, summary, content FROM promotions", fields: ["title", "summary", "content"] },
  { kind: "message", rows: "SELECT CAST(id AS TEXT) AS ref, title, content FROM messages", fields: ["title", "content"] },
  { kind: "service_link", rows: "SELECT CAST(id AS TEXT) AS ref, label AS title FROM service_links", fields: ["title"] },
  { kind: "document", rows: "SELECT key AS ref, title, content FROM documents WHERE key = 'useragreement'", fields: ["title", "content"] },
  { kind: "template", rows: "SELECT key AS ref, value AS content FROM mobile_template WHERE key = 'app_desc'", fields: ["content"] },
];
type TextRow = { kind: string; ref: string; lang: string } & Record<Field, string | null>;

async function translated(): Promise<{ fields: Translated[]; rows: number; missing: string[] }> {
  const texts = (await db.prepare("SELECT kind, ref, lang, title, content, summary, image_url FROM content_texts").all<TextRow>()).results;
  const byKey = new Map(texts.map((t) => [`${t.kind}:${t.ref}:${t.lang}`, t]));
  const fields: Translated[] = [];
  const missing: string[] = [];
  let rows = 0;
  for (const { kind, rows: sql, fields: names } of KINDS) {
    for (const row of (await db.prepare(sql).all<{ ref: string } & Partial<Record<Field, string | null>>>()).results) {
      rows++;
      for (const lang of TRANSLATED_LANGS) if (!byKey.has(`${kind}:${row.ref}:${lang}`)) missing.push(`${kind}:${row.ref}:${lang}`);
      for (const field of names) {
        const base = row[field];
        if (base === null || base === undefined || base === "") continue; // nothing to translate (a notice-less banner's content, a non-banner's image)
        const [EN, PT] = TRANSLATED_LANGS.map((lang) => byKey.get(`${kind}:${row.ref}:${lang}`)?.[field] ?? null);
        fields.push({ kind, ref: row.ref, field, TY: base, EN: EN!, PT: PT! });
      }
    }
  }
  return { fields, rows, missing };
}

/** The sequence of tags of an HTML text, attributes and all: what must not change between languages. */
const markup = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe("content seed languages (content in TY, EN and PT)", () => {
  it("gives every announcement, help item, promotion, message, service link, the user agreement and app_desc EN and PT rows in content_texts", async () => {
    const { fields, rows, missing } = await translated();
    expect(missing).toEqual([]);
    expect(rows).toBe(93); // 19 announcements, 8 help items, 9 promotions (7: the mission board, 8 and 9: decision 036), 50 messages, 5 links, 1 document, 1 template key
    // Every field the kind uses is translated in both languages.
    expect(fields.filter((f) => f.EN === null || f.PT === null).map((f) => `${f.kind}:${f.ref}:${f.field}`)).toEqual([]);
    // content_texts holds translations only: no TY rows (TY is the row itself), no row for something that does not exist.
    const orphans = await db
      .prepare(
        `SELECT kind, ref, lang FROM content_texts t WHERE lang NOT IN ('EN', 'PT')
           OR (kind = 'announcement' AND NOT EXISTS (SELECT 1 FROM announcements WHERE CAST(id AS TEXT) = t.ref))
           OR (kind = 'help' AND NOT EXISTS (SELECT 1 FROM help_items WHERE CAST(id AS TEXT) = t.ref))
           OR (kind = 'promotion' AND NOT EXISTS (SELECT 1 FROM promotions WHERE CAST(id AS TEXT) = t.ref))
           OR (kind = 'message' AND NOT EXISTS (SELECT 1 FROM messages WHERE CAST(id AS TEXT) = t.ref))
           OR (kind = 'service_link' AND NOT EXISTS (SELECT 1 FROM service_links WHERE CAST(id AS TEXT) = t.ref))
           OR (kind = 'document' AND NOT EXISTS (SELECT 1 FROM documents WHERE key = t.ref))
           OR (kind = 'template' AND t.ref <> 'app_desc')`,
      )
      .all();
    expect(orphans.results).toEqual([]);
  });

  /** Values that are the same in every language on purpose, each with its reason. */
  const SAME_IN_EVERY_LANGUAGE: Record<string, string> = {
    "service_link:5:title": "Facebook is a brand name: the label is the same in every language",
  };

  it("is not English copies: the TY text and the PT text of every field differ from the EN text, brand names aside", async () => {
    const { fields } = await translated();
    const copies = fields
      .filter((f) => f.field !== "image_url" && !(`${f.kind}:${f.ref}:${f.field}` in SAME_IN_EVERY_LANGUAGE))
      .flatMap((f) => [...(f.TY === f.EN ? [`${f.kind}:${f.ref}:${f.field} TY`] : []), ...(f.PT === f.EN ? [`${f.kind}:${f.ref}:${f.field} PT`] : [])]);
    expect(copies).toEqual([]);
    // The allow-list names only real rows, and they are the same text in every language.
    for (const key of Object.keys(SAME_IN_EVERY_LANGUAGE)) {
      const f = fields.find((x) => `${x.kind}:${x.ref}:${x.field}` === key);
      expect(f, key).toBeDefined();
      expect(new Set([f!.TY, f!.EN, f!.PT]).size, key).toBe(1);
    }
  });

  it("keeps the same HTML in every language: the same tags, links and order, the unsafe help item's handler and script included", async () => {
    const { fields } = await translated();
    for (const f of fields.filter((x) => x.field === "content")) {
      expect(markup(f.EN!), `${f.kind}:${f.ref} EN`).toEqual(markup(f.TY));
      expect(markup(f.PT!), `${f.kind}:${f.ref} PT`).toEqual(markup(f.TY));
    }
    // The sanitiser's test case stays unsafe in every language (the app must strip it, whichever language is shown).
    const unsafe = fields.find((f) => f.kind === "help" && f.field === "content" && f.TY.includes("onclick"))!;
    for (const html of [unsafe.TY, unsafe.EN!, unsafe.PT!]) {
      expect(html).toContain('<p onclick="alert(1)">');
      expect(html).toContain("<script>alert('x')</script>");
    }
  });

  it("points every banner's image_url, the row's own (TY) and its EN and PT ones, at that language's artwork under public/", async () => {
    const base = (
      await db.prepare("SELECT CAST(id AS TEXT) AS ref, image_url FROM announcements WHERE content_type = 'B'").all<{ ref: string; image_url: string }>()
    ).results;
    expect(base.length).toBe(ANNOUNCEMENTS.filter((a) => a.type === "B").length);
    const rows = (
      await db
        .prepare("SELECT ref, lang, image_url FROM content_texts WHERE kind = 'announcement' AND image_url IS NOT NULL")
        .all<{ ref: string; lang: string; image_url: string }>()
    ).results;
    expect(rows).toHaveLength(base.length * TRANSLATED_LANGS.length);
    for (const { ref, lang, image_url } of [...base.map((b) => ({ ...b, lang: "TY" })), ...rows]) {
      expect(image_url, `${ref} ${lang}`).toMatch(new RegExp(`^/content/banners/${lang.toLowerCase()}/[a-z-]+\\.svg$`));
      expect(existsSync(join(PUBLIC, image_url)), `${ref} ${lang}: ${image_url}`).toBe(true);
    }
  });

  it("has banner artwork in every language: the same drawing, with the TY and PT text written in (not the English)", () => {
    const names = ANNOUNCEMENTS.flatMap((a) => (a.type === "B" && a.image ? [a.image.EN.split("/").pop()!] : []));
    const label = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1];
    // The banner's words are its last four text lines: kicker, headline, subline and button (the drawing's own letters come first).
    const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).slice(-4);
    // What is left once the words (and a lowered font size) are taken out: the drawing.
    const drawing = (svg: string) =>
      svg
        .replace(/aria-label="[^"]*"/g, "")
        .replace(/(<text[^>]*>)[^<]*(<\/text>)/g, "$1$2")
        .replace(/font-size="\d+"/g, "");
    for (const name of names) {
      const en = readFileSync(join(PUBLIC, "content/banners/en", name), "utf8");
      for (const lang of ["ty", "pt"]) {
        const svg = readFileSync(join(PUBLIC, "content/banners", lang, name), "utf8");
        expect(drawing(svg), `${lang}/${name}`).toBe(drawing(en));
        // The aria-label and the subline are this language's, never the English ones; a loanword headline ("10% Cashback") may stay.
        expect(label(svg), `${lang}/${name} aria-label`).not.toBe(label(en));
        expect(words(svg)[2], `${lang}/${name} subline`).not.toBe(words(en)[2]);
        expect(words(svg).filter((w, i) => w === words(en)[i]).length, `${lang}/${name}: lines left in English`).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe("games seed (≥20 vendors, ≥600 games, deterministic)", () => {
  it("has at least 20 vendors and 600 games across the nine categories", async () => {
    const vendors = await db.prepare("SELECT COUNT(*) AS n FROM game_vendors").first<{ n: number }>();
    const games = await db.prepare("SELECT COUNT(*) AS n FROM games").first<{ n: number }>();
    const types = await db.prepare("SELECT COUNT(DISTINCT game_type) AS n FROM games").first<{ n: number }>();
    expect(vendors!.n).toBeGreaterThanOrEqual(20);
    expect(games!.n).toBeGreaterThanOrEqual(600);
    expect(types!.n).toBe(9);
  });
  it("is the same on every run and changes nothing when applied twice", async () => {
    const a = await gamesSeed();
    expect(await gamesSeed()).toEqual(a);
    expect(after.games).toBe(a.filter((s) => s.startsWith("INSERT OR IGNORE INTO games ")).length);
  });
});

describe("responsible gaming seed (decision 040)", () => {
  it("player05 has a ₱5,000 daily deposit limit with a pending raise and its audit rows, and no ledger entry of its own", async () => {
    const limit = await db.prepare("SELECT kind, period, amount, pending, pending_amount FROM rg_limits WHERE member_id = 105").all();
    expect(limit.results).toEqual([{ kind: "deposit", period: "day", amount: 500_000, pending: 1, pending_amount: 1_000_000 }]);
    const audit = await db.prepare("SELECT control, old_value, new_value FROM rg_audit WHERE member_id = 105 ORDER BY requested_at").all();
    expect(audit.results).toEqual([
      { control: "limit.deposit.day", old_value: null, new_value: "5000.00" },
      { control: "limit.deposit.day", old_value: "5000.00", new_value: "10000.00" },
    ]);
    expect(rgSeed().some((s) => /ledger_entries|wallets|deposits/.test(s))).toBe(false);
  });
});
