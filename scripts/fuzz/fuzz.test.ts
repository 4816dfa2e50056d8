/**
 * The fuzz sample that CI runs in `npm test` (vitest project "fuzz", vitest.config.ts): the same
 * generators and properties as `npm run fuzz` (scripts/fuzz/properties.ts): the fixed corpus and
 * 250 generated requests from a fixed seed.
 *
 * How it drives the app, and why: the built app (build/server, built by the globalSetup when
 * missing or stale) runs in Miniflare — workerd, the production runtime — through the production
 * Pages function functions/[[path]].ts itself (its Origin check, createPagesFunctionHandler, the
 * app's getLoadContext), over an in-memory D1 migrated and seeded like `npm run db:reset`
 * (scripts/fuzz/miniflare.ts), and the requests go over real HTTP like the script's. In-process
 * Node (createRequestHandler + getPlatformProxy) would be a little faster but parses bodies,
 * headers and cookies with Node's fetch instead of workerd's, and a fuzz suite is about exactly
 * those edges; `wrangler pages dev` (what `npm run fuzz` serves) costs a second server start,
 * a port and a state directory per run. Miniflare gives workerd's behaviour with nothing to clean
 * up, in about five seconds.
 *
 * Replay a failure with `FUZZ_SEED=<n> FUZZ_RUNS=<n> npx vitest run --project fuzz`, or the same
 * requests against wrangler with `npm run fuzz -- --seed <n> --runs <n>` (add --miniflare for this
 * very setup).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMiniflareTarget, type MiniflareTarget } from "./miniflare";
import { FORM_FIELDS, corpusSpecs, discoverRoutes, generateSpecs, routePattern } from "./properties";
import { describeRequest, runSpecs, statusTable, type Outcome } from "./runner";
import { compareSnapshots, seededAccountsSignIn, snapshot, type Snapshot } from "./state";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);

describe("routes under fuzz", () => {
  it("maps flat-route files to URLs", () => {
    expect(routePattern("m.member_.notice.tsx")).toBe("/m/member/notice");
    expect(routePattern("m._index.tsx")).toBe("/m");
    expect(routePattern("m.$.tsx")).toBe("/m/*");
    expect(routePattern("_index.tsx")).toBe("/");
    expect(routePattern("gw.$.tsx")).toBe("/gw/*");
  });

  it("finds every action in app/routes/, and knows the fields of each form", () => {
    const actions = discoverRoutes()
      .filter((r) => r.hasAction)
      .map((r) => r.pattern);
    for (const p of [
      "/m/login",
      "/m/register",
      "/m/forget",
      "/m/changePsw",
      "/m/logout",
      "/m/launchGame",
      "/m/gameFavourite",
      "/m/preferences",
      "/m/webEmail",
      "/m/member/notice",
      "/m/activityInfo",
      "/m/lottery",
    ]) {
      expect(actions).toContain(p);
    }
    // A new form should say which fields it posts (FORM_FIELDS), or the fuzz only sends generic ones.
    expect(actions.filter((p) => !Object.hasOwn(FORM_FIELDS, p))).toEqual([]);
  });
});

describe(`fuzz sample: seed ${SEED}, ${RUNS} requests`, () => {
  let target: MiniflareTarget;
  let before: Snapshot;
  let outcomes: Outcome[] = [];

  beforeAll(async () => {
    target = await startMiniflareTarget();
    before = await snapshot(target);
  }, 120_000);
  afterAll(async () => {
    await target?.dispose();
  });

  it("answers every malformed request below 500, refuses foreign-origin mutations with 403, never redirects off the site", async () => {
    const routes = discoverRoutes();
    const specs = [...corpusSpecs(routes), ...generateSpecs(routes, SEED, RUNS)];
    const run = await runSpecs(target, specs);
    outcomes = run.outcomes;
    expect(run.setupErrors, "the signed-in slices could not sign in").toEqual([]);
    expect(outcomes).toHaveLength(specs.length);
    const failures = outcomes.filter((o) => o.problems.length);
    const report = [
      `seed ${SEED}: ${failures.length} of ${outcomes.length} requests broke a property (replay: npm run fuzz -- --seed ${SEED} --runs ${RUNS} --miniflare)`,
      ...statusTable(outcomes).lines,
      ...failures.slice(0, 6).flatMap((f) => [`✗ ${f.problems.join("; ")}`, ...describeRequest(f.req, f.answer)]),
    ].join("\n");
    expect(
      failures.map((f) => `${f.problems.join("; ")}: ${f.req.method} ${f.req.target.slice(0, 120)} (${f.req.contentType})`),
      report,
    ).toEqual([]);
  }, 180_000);

  it("changes no state fuzz input may not change, and the seeded accounts still sign in", async () => {
    expect(outcomes.length, "runs after the requests").toBeGreaterThan(0);
    const state = compareSnapshots(before, await snapshot(target));
    expect(state.violations).toEqual([]);
    expect(await seededAccountsSignIn(target)).toEqual([]);
  }, 120_000);
});
