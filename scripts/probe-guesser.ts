/**
 * `npm run probe:guesser [-- options]`: a password guesser against a private copy of the built app
 * (decision 072), on loopback, with headers as Cloudflare's edge would set them
 * (CLIENT_IP_SOURCE=cloudflare). The app runs with the embedded gateway in-process in its own
 * workerd over a fresh D1 in a temporary directory: nothing of the local database is touched.
 *
 * The guesser tries one account from a new address and a new browser (new device cookie) for every
 * guess, the way a browser without JavaScript posts the login form, and answers every captcha right
 * (read from the database: a captcha-solving service). The account's real password sits in the
 * middle of its list. Then the owner: from the device they signed in from before, and from a new one
 * with the unlock code sent to their number.
 *
 * Printed: the answers the guesser got, read from the page as a player would (a wrong password, or
 * the lock, met before any password is tried), whether any guess signed in, and the owner's two sign-ins. Exit 1 when a guess signed in or the
 * owner could not: a probe of the rule, run by hand (the rule itself is tested in vitest).
 *
 *   --guesses <n>   guesses, each from its own address and device (default 1000)
 *   --account <a>   the seeded account to attack (default player05; password player1234)
 *   --build         run `react-router build` first (done anyway when build/server is missing)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Miniflare } from "miniflare";
import { BASE_HEADERS, CookieJar, request } from "./bench/http";
import { ensureBuild, startWorkers } from "./bench/workers";
import { loginFormFields } from "./html-form";
import { accountEn } from "../app/features/account/messages.en";

type Options = { guesses: number; account: string; build: boolean };

function parseArgs(argv: string[]): Options {
  const o: Options = { guesses: 1000, account: "player05", build: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    const value = () => argv[++i] ?? "";
    if (a === "--guesses") o.guesses = Math.max(1, Number(value()));
    else if (a === "--account") o.account = value();
    else if (a === "--build") o.build = true;
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isFinite(o.guesses)) throw new Error("--guesses takes a number");
  return o;
}

const PASSWORD = "player1234";
const NUMBER = "9170090001";

/** Statements and queries on the app's D1, through the setup worker beside it. */
async function database(mf: Miniflare, body: { exec?: string[][]; query?: string[] }): Promise<Record<string, unknown>[][]> {
  const setup = await mf.getWorker("bench-setup");
  const res = await setup.fetch("http://bench-setup.invalid/", { method: "POST", body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`database: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>[][];
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** One browser: its cookies and the address the edge sees it at. */
class Browser {
  readonly jar = new CookieJar();
  constructor(
    readonly origin: string,
    readonly address: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return { ...BASE_HEADERS, "CF-Connecting-IP": this.address, Cookie: this.jar.header(), ...extra };
  }

  async get(path: string) {
    const res = await request(`${this.origin}${path}`, { headers: this.headers() });
    this.jar.take(res.headers);
    return res;
  }

  /** Posts the login form as rendered, with `fields` filled in. */
  async postLogin(fields: Record<string, string>) {
    const page = await this.get("/m/login");
    const form = loginFormFields(page.body.toString("utf8"));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const res = await request(`${this.origin}/m/login`, {
      method: "POST",
      headers: this.headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: this.origin }),
      body: form.toString(),
    });
    this.jar.take(res.headers);
    return {
      status: res.status,
      html: res.body.toString("utf8"),
      signedIn: res.status === 302 && /el_session=[^;]+/.test(String(res.headers["set-cookie"] ?? "")),
    };
  }
}

/** What a refused login page says, read as a player would (the pages are asked for in English). */
function refusalKind(html: string): "captcha asked" | "locked, no password tried" | "password tried, wrong" | "other" {
  const en = accountEn;
  if (html.includes(en.unlock.needed)) return "locked, no password tried";
  if (html.includes(en.login.failed)) return "password tried, wrong";
  if (/name="captcha"/.test(html)) return "captcha asked";
  return "other";
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  ensureBuild(o.build);
  const tmp = mkdtempSync(join(tmpdir(), "edge-lobby-guesser-"));
  const instances: Miniflare[] = [];
  try {
    const { app } = await startWorkers("in-process", tmp, instances, { CLIENT_IP_SOURCE: "cloudflare", EDGE_CACHE: "off" });
    const account = o.account;
    await database(app.mf, {
      exec: [[`UPDATE members SET country_dialing_code = '+63', mobile_num = '${NUMBER}', mobile_verified = 1 WHERE account = ${quote(account)}`]],
    });
    const latest = async (sql: string) => ((await database(app.mf, { query: [sql] }))[0]?.[0] ?? {}) as Record<string, unknown>;

    // The owner signs in once on their phone: that device is known from then on.
    const phone = new Browser(app.origin, "100.64.7.7");
    const first = await phone.postLogin({ method: "username", username: account, password: PASSWORD });
    if (!first.signedIn) throw new Error(`the owner's first sign-in failed (${first.status})`);
    phone.jar.forget("el_session"); // signed out; the device cookie stays

    const started = Date.now();
    const answers = new Map<string, number>();
    let guessSignedIn = false;
    for (let i = 0; i < o.guesses; i++) {
      const password = i === Math.floor(o.guesses / 2) ? PASSWORD : `guess-${i}-Ab`;
      const guesser = new Browser(app.origin, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      let result = await guesser.postLogin({ method: "username", username: account, password });
      if (!result.signedIn && refusalKind(result.html) === "captcha asked") {
        await guesser.get("/m/captcha");
        const { answer } = await latest("SELECT answer FROM captchas ORDER BY expires_at DESC, rowid DESC LIMIT 1");
        result = await guesser.postLogin({ method: "username", username: account, password, captcha: String(answer) });
      }
      const kind = result.signedIn ? "SIGNED IN" : refusalKind(result.html);
      answers.set(kind, (answers.get(kind) ?? 0) + 1);
      if (result.signedIn) guessSignedIn = true;
      if ((i + 1) % 200 === 0) console.log(`  ${i + 1} guesses…`);
    }
    const seconds = (Date.now() - started) / 1000;
    const lock = await latest(`SELECT failures, lockouts, locked_until FROM login_failures WHERE subject = ${quote(`account:${account}`)}`);

    // The owner again: the known phone, then a new tablet with the unlock code.
    const usual = await phone.postLogin({ method: "username", username: account, password: PASSWORD });
    const tablet = new Browser(app.origin, "100.64.7.8");
    const offered = await tablet.postLogin({ method: "username", username: account, password: PASSWORD });
    await tablet.postLogin({ method: "username", username: account, password: "", intent: "send-code" });
    const { code } = await latest(`SELECT code FROM sms_outbox WHERE mobile_num = '${NUMBER}' AND purpose = 'login' ORDER BY id DESC LIMIT 1`);
    const unlocked = await tablet.postLogin({ method: "username", username: account, password: PASSWORD, unlockCode: String(code ?? "") });

    console.log(`\nGuesser on ${account}: ${o.guesses} guesses, each from its own address and new device, every captcha solved (${seconds.toFixed(0)} s)`);
    for (const [kind, n] of [...answers].sort()) console.log(`  ${kind.padEnd(26)} ${n}`);
    console.log(`  the real password was guess ${Math.floor(o.guesses / 2) + 1}; any guess signed in: ${guessSignedIn ? "YES" : "no"}`);
    console.log(`  account lock: ${JSON.stringify(lock)}`);
    console.log(`Owner on the known phone:         ${usual.signedIn ? "signed in" : `refused (${usual.status})`}`);
    console.log(
      `Owner on a new tablet:            first ${refusalKind(offered.html)} step, then with the code: ${unlocked.signedIn ? "signed in" : `refused (${unlocked.status})`}`,
    );
    if (guessSignedIn || !usual.signedIn || !unlocked.signedIn) process.exitCode = 1;
  } finally {
    await Promise.allSettled(instances.map((mf) => mf.dispose()));
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
