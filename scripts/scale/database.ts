import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Miniflare } from "miniflare";
import { BIG_AGENT, BULK_TABLES, COUNT_QUERIES, PLAYER_PASSWORD, growthSteps, windowOf, type GameCounts, type Index } from "./plan";
import { now as clockNow } from "../../contract/clock";
import { operatorDay } from "../../contract/record-range";
import { D1_DOOR_WORKER, RemoteD1, doorAnswer } from "../../gateway/core/remote-d1";
import { seededHash } from "../../gateway/seeds/foundation";
import { setupBatches } from "../../gateway/testing";
import { auditLedger } from "../../gateway/wallet/audit";
import { readWorkerConfig } from "../worker-config";

/**
 * The production-size database on disk: generated once into a Miniflare d1Persist directory under
 * .wrangler/scale/ and reused while its key holds. The key hashes what the rows come from — the
 * migrations, the seed's sources, the generator, the size — and the operator day: the seed and
 * the history are laid out relative to today, and "yesterday's unsettled bets" must be
 * yesterday's for the settlement bench to time a real day.
 */
const ROOT = new URL("../..", import.meta.url).pathname;
export const SCALE_ROOT = join(ROOT, ".wrangler/scale");

export type ScaleDatabase = {
  /** The d1Persist directory (hand a copy to a worker that writes: the settlement bench does). */
  dir: string;
  /** Whether this call generated it (false: reused). */
  generated: boolean;
  counts: Record<string, number>;
  /** Seconds the generation took (seed included), when generated. */
  seconds?: number;
};

function sourcesOf(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir))
    .filter(keep)
    .sort()
    .map((f) => join(dir, f));
}

/** The cache key of a database of `members` members generated at `now`. */
export function scaleKey(members: number, now: number): string {
  const files = [
    ...sourcesOf("migrations", (f) => f.endsWith(".sql")),
    ...sourcesOf("gateway/seeds", (f) => f.endsWith(".ts") && !f.endsWith(".test.ts")),
    ...sourcesOf("scripts/scale", (f) => f.endsWith(".ts") && !f.endsWith(".test.ts")),
  ];
  const hash = createHash("sha256");
  for (const f of files) hash.update(`${f}\n`).update(readFileSync(join(ROOT, f)));
  hash.update(`members=${members}\nday=${operatorDay(now)}\n`);
  return hash.digest("hex").slice(0, 16);
}

/** A workerd holding the D1 binding under `persist`, and the door that runs SQL in it. */
function door(persist: string | undefined) {
  const config = readWorkerConfig();
  const mf = new Miniflare({
    modules: true,
    script: D1_DOOR_WORKER,
    compatibilityDate: config.compatibilityDate,
    compatibilityFlags: config.compatibilityFlags,
    d1Databases: config.d1,
    ...(persist ? { d1Persist: persist } : {}),
  });
  const post = async (body: object): Promise<string> => {
    const res = await mf.dispatchFetch("http://d1.invalid/", { method: "POST", body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`D1: ${text.slice(0, 2000)}`);
    return text;
  };
  const db = new RemoteD1(async (statements) => {
    const res = await mf.dispatchFetch("http://d1.invalid/", { method: "POST", body: JSON.stringify({ statements }) });
    return doorAnswer(res.status, await res.text());
  }).asD1();
  return { mf, post, db };
}

/** The table sizes the generation is judged by. */
export async function countRows(db: D1Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, sql] of Object.entries(COUNT_QUERIES)) counts[name] = (await db.prepare(sql).first<{ n: number }>())!.n;
  return counts;
}

export type GrowOptions = { members: number; now?: number; log?: (line: string) => void };

/**
 * Migrates, seeds and grows a database under `persist` (undefined: in memory, for the test), then
 * checks the ledger audit; throws on any difference. Answers the counts and the seconds taken.
 */
export async function growDatabase(
  persist: string | undefined,
  o: GrowOptions,
): Promise<{ counts: Record<string, number>; seconds: number; dispose: () => Promise<void>; db: D1Database }> {
  const log = o.log ?? (() => {});
  const now = o.now ?? clockNow();
  const t0 = performance.now();
  const { mf, post, db } = door(persist);
  try {
    const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
    let t = performance.now();
    await post({ exec: (await setupBatches()).batches });
    log(`  migrations and seed      ${since(t)}`);
    const top = await db.prepare("SELECT MAX(id) AS id FROM members").first<{ id: number }>();
    if ((top?.id ?? 0) >= 1000) throw new Error(`db:scale: the seed's member ids reach ${top?.id}; the generated ones start at 1000`);
    const { results } = await db
      .prepare("SELECT game_type, COUNT(*) AS n FROM games WHERE support_play = 1 AND game_type IN ('RNG', 'FISH', 'LIVE') GROUP BY game_type")
      .all<{ game_type: keyof GameCounts; n: number }>();
    const games: GameCounts = { RNG: 0, FISH: 0, LIVE: 0 };
    for (const r of results) games[r.game_type] = r.n;
    const hashes = { player: await seededHash("scale-player", PLAYER_PASSWORD), agent: await seededHash(BIG_AGENT.account, BIG_AGENT.password) };
    const { results: indexes } = await db
      .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${BULK_TABLES.map((t) => `'${t}'`).join(", ")})`)
      .all<Index>();
    const { results: triggers } = await db
      .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${BULK_TABLES.map((t) => `'${t}'`).join(", ")})`)
      .all<Index>();
    for (const step of growthSteps({ members: o.members, now }, games, hashes, indexes, triggers)) {
      t = performance.now();
      await post({ exec: [step.statements] });
      log(`  ${step.name.padEnd(24)} ${since(t)}`);
    }
    const seconds = (performance.now() - t0) / 1000;
    t = performance.now();
    const audit = await auditLedger(db);
    if (audit.differences.length)
      throw new Error(
        `db:scale: the ledger audit found ${audit.differences.length} wallet(s) with a difference (member ${audit.differences[0]!.memberId} first)`,
      );
    log(`  ledger audit (clean)     ${since(t)}`);
    return { counts: await countRows(db), seconds, db, dispose: () => mf.dispose() };
  } catch (e) {
    await mf.dispose();
    throw e;
  }
}

/**
 * The production-size database for `members` members: reused when its key's directory is
 * complete, else generated (into a directory renamed into place only once complete, so an
 * interrupted run is never reused). Older generations are removed: each is a gigabyte or two.
 */
export async function ensureScaleDatabase(o: { members: number; force?: boolean; log?: (line: string) => void }): Promise<ScaleDatabase> {
  const log = o.log ?? ((line: string) => console.log(line));
  const now = clockNow();
  const key = scaleKey(o.members, now);
  const dir = join(SCALE_ROOT, key);
  const countsFile = join(dir, "counts.json");
  if (!o.force && existsSync(countsFile)) {
    return { dir, generated: false, counts: JSON.parse(readFileSync(countsFile, "utf8")) as Record<string, number> };
  }
  mkdirSync(SCALE_ROOT, { recursive: true });
  for (const old of readdirSync(SCALE_ROOT)) rmSync(join(SCALE_ROOT, old), { recursive: true, force: true });
  const building = join(SCALE_ROOT, `${key}.building`);
  log(`Generating the production-size database (${o.members.toLocaleString("en")} members, history to ${operatorDay(windowOf(now).now)}) in ${building}`);
  const grown = await growDatabase(building, { members: o.members, now, log });
  await grown.dispose();
  writeFileSync(join(building, "counts.json"), JSON.stringify(grown.counts, null, 2));
  renameSync(building, dir);
  return { dir, generated: true, counts: grown.counts, seconds: grown.seconds };
}
