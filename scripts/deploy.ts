/**
 * Deploying to Cloudflare (docs/deploy.md, decision 047):
 *   npm run deploy            build, then `wrangler pages deploy` of the app
 *   npm run deploy:migrate    apply migrations/ to the remote D1 database
 *   npm run deploy:gateway    `wrangler deploy` of the gateway worker (optional, decision 045)
 *   npm run deploy:check      the dry run CI runs: bundle the Pages function and the gateway worker
 *                             exactly as a deploy would, with no account and no network
 * The account's values come from the environment, never from the committed files:
 *   D1_DATABASE_ID   the id `wrangler d1 create edge-lobby` printed (required, except for deploy:check)
 *   GATEWAY_WORKER   name of the deployed gateway worker to bind as GATEWAY (optional)
 *   PAGES_PROJECT    the Pages project (default: name in wrangler.toml)
 * Each command runs wrangler in a staged copy under .wrangler/stage/: the committed wrangler.toml with
 * those values in, functions/ linked; Pages reads its configuration from the working directory only.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "./build-lock";
import { PLACEHOLDER_DATABASE_ID, deployValuesProblem, stagedToml, type DeployValues } from "./deploy-config";
import { testOnlyTraces } from "./production-bundle";

const ROOT = new URL("..", import.meta.url).pathname;
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");
const STAGE = join(ROOT, ".wrangler/stage");

function run(cmd: string, args: string[], opts: { cwd?: string; quiet?: boolean } = {}): void {
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd ?? ROOT,
    stdio: opts.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (r.status !== 0) {
    if (opts.quiet) process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
    throw new Error(`${cmd.split("/").pop()} ${args.slice(0, 3).join(" ")} failed (exit ${r.status})`);
  }
}

function values(check: boolean): DeployValues {
  const v: DeployValues = {
    databaseId: process.env.D1_DATABASE_ID ?? (check ? PLACEHOLDER_DATABASE_ID : ""),
    gatewayService: process.env.GATEWAY_WORKER || (check ? "edge-lobby-gateway" : undefined),
  };
  const problem = deployValuesProblem(v, { allowPlaceholder: check });
  if (problem) throw new Error(`${problem}. See docs/deploy.md.`);
  return v;
}

/** .wrangler/stage/pages: the app's staged wrangler.toml (absolute paths) and a link to functions/. */
function stagePages(v: DeployValues): string {
  const dir = join(STAGE, "pages");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const toml = stagedToml(readFileSync(join(ROOT, "wrangler.toml"), "utf8"), v, {
    pages_build_output_dir: join(ROOT, "build/client"),
    migrations_dir: join(ROOT, "migrations"),
  });
  writeFileSync(join(dir, "wrangler.toml"), toml);
  // esbuild follows the link to the real folder, so functions/ imports ../build/server as in the repository.
  symlinkSync(join(ROOT, "functions"), join(dir, "functions"), "dir");
  return dir;
}

/** .wrangler/stage/gateway/wrangler.toml: the gateway worker's staged configuration. */
function stageGateway(v: DeployValues): string {
  const dir = join(STAGE, "gateway");
  mkdirSync(dir, { recursive: true });
  const toml = stagedToml(
    readFileSync(join(ROOT, "gateway/wrangler.toml"), "utf8"),
    { databaseId: v.databaseId },
    {
      main: join(ROOT, "gateway/worker.ts"),
      migrations_dir: join(ROOT, "migrations"),
    },
  );
  const file = join(dir, "wrangler.toml");
  writeFileSync(file, toml);
  return file;
}

const projectName = () => process.env.PAGES_PROJECT || /^name\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, "wrangler.toml"), "utf8"))?.[1] || "edge-lobby";

const commands: Record<string, () => Promise<void>> = {
  async pages() {
    const v = values(false);
    await buildIfStale({ quiet: true });
    const dir = stagePages(v);
    run(WRANGLER, ["pages", "deploy", join(ROOT, "build/client"), "--project-name", projectName()], { cwd: dir });
  },
  async migrate() {
    const dir = stagePages(values(false));
    run(WRANGLER, ["d1", "migrations", "apply", "DB", "--remote"], { cwd: dir });
  },
  async gateway() {
    run(WRANGLER, ["deploy", "-c", stageGateway(values(false))]);
  },
  /** No account, no network: what breaks a deploy (an import that does not resolve, a bad config) fails here. */
  async check() {
    const v = values(true);
    await buildIfStale({ quiet: true });
    const out = mkdtempSync(join(tmpdir(), "edge-lobby-deploy-check-"));
    try {
      const dir = stagePages(v);
      run(WRANGLER, ["pages", "functions", "build", "--outdir", join(out, "pages"), "--build-output-directory", join(ROOT, "build/client")], {
        cwd: dir,
        quiet: true,
      });
      if (!existsSync(join(out, "pages", "index.js"))) throw new Error("wrangler pages functions build wrote no index.js");
      // The browser tests' SQL door is test code (decision 029): the deployed function must not hold it.
      const door = testOnlyTraces(join(out, "pages"));
      if (door.length)
        throw new Error(`the Pages function's bundle holds the test SQL door (${door.join(", ")}): something in functions/ or app/ imports test code`);
      run(WRANGLER, ["deploy", "--dry-run", "--outdir", join(out, "gateway"), "-c", stageGateway(v)], { quiet: true });
      console.log(
        "deploy:check: the Pages function and the gateway worker bundle (wrangler pages functions build, wrangler deploy --dry-run); the function holds no test SQL door.",
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

const command = commands[process.argv[2] ?? ""];
if (!command) {
  console.error(`usage: tsx scripts/deploy.ts ${Object.keys(commands).join("|")}`);
  process.exit(2);
}
command().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`deploy: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
