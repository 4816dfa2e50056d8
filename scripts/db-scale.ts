/**
 * `npm run db:scale [-- --members N] [--force]`: a production-size copy of the embedded gateway's
 * database — the fresh migrations and seed, grown to N more members (default 100,000) with 90
 * days of deposits, bets, wins and withdrawals, an agent with a 5,000-member team and ten more
 * agent trees; the ledger audit is clean. Kept under .wrangler/scale/ (a Miniflare d1Persist
 * directory) and reused while the migrations, the seed, the generator, the size and the operator
 * day are unchanged; --force generates it again. Prints the row counts and the time taken.
 * `npm run bench:scale` uses it. The generator is scripts/scale/plan.ts.
 */
import { ensureScaleDatabase } from "./scale/database";
import { DEFAULT_MEMBERS } from "./scale/plan";
import { configureClock } from "../contract/clock";

export function parseScaleArgs(argv: string[], usage: () => never): { members: number; force: boolean; rest: string[] } {
  let members = DEFAULT_MEMBERS;
  let force = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--members") {
      members = Number(argv[++i]);
      if (!Number.isInteger(members) || members < 100) usage();
    } else if (a === "--force") force = true;
    else rest.push(a);
  }
  return { members, force, rest };
}

export function printCounts(counts: Record<string, number>): void {
  const width = Math.max(...Object.keys(counts).map((k) => k.length));
  for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(width)}  ${n.toLocaleString("en").padStart(10)}`);
}

async function main(): Promise<void> {
  const usage = (): never => {
    console.error("usage: tsx scripts/db-scale.ts [--members N (at least 100, default 100000)] [--force]");
    process.exit(2);
  };
  const { members, force, rest } = parseScaleArgs(process.argv.slice(2), usage);
  if (rest.length) usage();
  // The seed's times are relative to the server's clock, as `npm run db:seed`'s are.
  configureClock(process.env.EL_NOW);
  const scale = await ensureScaleDatabase({ members, force });
  console.log(
    scale.generated
      ? `Generated in ${scale.seconds!.toFixed(1)} s: ${scale.dir}`
      : `Reused (same sources, size and day; --force generates it again): ${scale.dir}`,
  );
  printCounts(scale.counts);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
