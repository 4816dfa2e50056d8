/**
 * Sends the fuzz suite's requests (scripts/fuzz/properties.ts) to a served app and judges the
 * answers: batches with their own client address and, for the signed-in slices, their own fresh
 * session; greedy minimisation of failing requests; the status table. Used by scripts/fuzz.ts
 * (wrangler pages dev) and scripts/fuzz/fuzz.test.ts (Miniflare).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { loginFormFields } from "../html-form";
import {
  HONEYPOT_FROM,
  materialize,
  statusClass,
  verdict,
  type Answer,
  type FuzzRequest,
  type RunContext,
  type Slice,
  type Spec,
  type StatusClass,
} from "./properties";

/** A served app: its origin, and read access to its D1 (state checks, captcha answers). */
export type Target = {
  origin: string;
  query(statements: string[]): Promise<Record<string, unknown>[][]>;
  /** The server's log output since the last call (to show the error behind a minimised failure). */
  logSince?(): string;
};

export type Reply = Answer & { headers: http.IncomingHttpHeaders; body: Buffer; ms: number };

const BROWSER_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** One request over node:http (raw header list, so duplicates and odd values go out as generated). */
export function send(origin: string, req: FuzzRequest, timeoutMs = 30_000): Promise<Reply> {
  const url = new URL(origin);
  const headers: string[] = ["Host", url.host];
  for (const [k, v] of req.headers) headers.push(k, v);
  const mutation = req.body !== undefined || !["GET", "HEAD", "OPTIONS", "DELETE"].includes(req.method);
  if (req.chunked && req.body) headers.push("Transfer-Encoding", "chunked");
  else if (mutation) headers.push("Content-Length", String(req.body?.length ?? 0));
  // Like curl, large bodies wait for "100 Continue" (or a second): a server that answers without
  // reading the body (403, 413, 415…) is then heard instead of resetting the connection mid-upload.
  const expectContinue = (req.body?.length ?? 0) >= 256 * 1024;
  if (expectContinue) headers.push("Expect", "100-continue");
  const t0 = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: Omit<Reply, "ms">) => {
      if (settled) return;
      settled = true;
      resolve({ ...r, ms: performance.now() - t0 });
      // The answer is complete: drop the socket (also when a large body was never sent).
      setImmediate(() => request.destroy());
    };
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.target,
        headers,
        agent: false,
        timeout: timeoutMs,
        setHost: false,
        maxHeaderSize: 1 << 22,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          if (size < 256 * 1024) chunks.push(c);
          size += c.length;
        });
        res.on("end", () =>
          done({
            status: res.statusCode ?? 0,
            location: (res.headers.location as string | undefined) ?? null,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", (e) => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), error: `response: ${e.message}` }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    request.on("error", (e: NodeJS.ErrnoException) => done({ status: 0, headers: {}, body: Buffer.alloc(0), error: `${e.code ?? ""} ${e.message}`.trim() }));
    const writeBody = () => {
      if (req.body && req.chunked) {
        const half = Math.floor(req.body.length / 2);
        request.write(req.body.subarray(0, half));
        request.end(req.body.subarray(half));
      } else request.end(req.body);
    };
    if (expectContinue) {
      let sent = false;
      const go = () => {
        if (!sent && !settled) {
          sent = true;
          writeBody();
        }
      };
      request.on("continue", go);
      request.on("response", () => (sent = true));
      request.flushHeaders();
      setTimeout(go, 1000);
    } else writeBody();
  });
}

// ---------------------------------------------------------------------------------------------
// Cookies and the login form

export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(headers: http.IncomingHttpHeaders): void {
    for (const line of headers["set-cookie"] ?? []) {
      const [pair, ...attrs] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

const plain = (method: string, target: string, headers: [string, string][], body?: string): FuzzRequest => ({
  slice: "guest",
  route: target,
  method,
  target,
  headers,
  body: body === undefined ? undefined : Buffer.from(body),
  chunked: false,
  expect403: false,
  contentType: body === undefined ? "(none)" : "application/x-www-form-urlencoded",
  tags: [],
});

/** A valid honeypot timestamp, as the login page renders it. */
export async function fetchHoneypot(t: Target, ip: string): Promise<string> {
  const page = await send(
    t.origin,
    plain("GET", "/m/login", [
      ["CF-Connecting-IP", ip],
      ["User-Agent", BROWSER_UA],
    ]),
  );
  if (page.status !== 200) throw new Error(`GET /m/login answered ${page.status}${page.error ? ` (${page.error})` : ""}`);
  const value = loginFormFields(page.body.toString("utf8")).get(HONEYPOT_FROM);
  if (!value) throw new Error(`the login form has no ${HONEYPOT_FROM} input`);
  return value;
}

/** The id inside the signed el_captcha cookie (base64 JSON, then the signature). */
function captchaIdOf(jar: CookieJar): string | undefined {
  const raw = jar.cookies.get("el_captcha");
  if (!raw) return undefined;
  const value = decodeURIComponent(raw);
  const payload = value.slice(0, value.lastIndexOf("."));
  try {
    const data = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { id?: unknown };
    return typeof data.id === "string" ? data.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signs in through the real login form from `ip` (GET the page for its honeypot inputs, POST it);
 * when the login guard demands a captcha (the fuzz input may have failed on this account), shows
 * the captcha image and answers it from the database, as a player would from the picture.
 * Returns the el_session cookie value.
 */
export async function signIn(t: Target, username: string, password: string, ip: string): Promise<{ session: string; captcha: boolean }> {
  const jar = new CookieJar();
  const base: [string, string][] = [
    ["CF-Connecting-IP", ip],
    ["User-Agent", BROWSER_UA],
    ["Accept-Language", "en"],
  ];
  const attempt = async (captcha?: string) => {
    const page = await send(t.origin, plain("GET", "/m/login", [...base, ["Cookie", jar.header()]]));
    if (page.status !== 200) throw new Error(`GET /m/login answered ${page.status}`);
    jar.take(page.headers);
    const fields = loginFormFields(page.body.toString("utf8"));
    fields.set("username", username);
    fields.set("password", password);
    if (captcha !== undefined) fields.set("captcha", captcha);
    const post = await send(
      t.origin,
      plain(
        "POST",
        "/m/login",
        [...base, ["Origin", t.origin], ["Cookie", jar.header()], ["Content-Type", "application/x-www-form-urlencoded"]],
        fields.toString(),
      ),
    );
    jar.take(post.headers);
    return post;
  };
  let post = await attempt();
  let usedCaptcha = false;
  if (!(post.status >= 300 && post.status < 400)) {
    const image = await send(t.origin, plain("GET", "/m/captcha", [...base, ["Cookie", jar.header()]]));
    jar.take(image.headers);
    const id = captchaIdOf(jar);
    if (image.status !== 200 || !id)
      throw new Error(`sign-in as ${username} answered ${post.status} and no captcha could be shown (GET /m/captcha → ${image.status})`);
    const rows = (await t.query([`SELECT answer FROM captchas WHERE id = '${id.replace(/'/g, "''")}'`]))[0] ?? [];
    const answer = rows[0]?.answer;
    if (typeof answer !== "string") throw new Error(`captcha ${id} not found in the database`);
    usedCaptcha = true;
    post = await attempt(answer);
  }
  const session = jar.cookies.get("el_session");
  if (!(post.status >= 300 && post.status < 400) || !session) {
    const text = post.body.toString("utf8");
    const message = /role="alert"[^>]*>([^<]{1,200})</.exec(text)?.[1];
    throw new Error(
      `sign-in as ${username} answered ${post.status}${post.location ? ` → ${post.location}` : ""}${message ? ` ("${message}")` : ""}${usedCaptcha ? " (with a captcha)" : ""}`,
    );
  }
  // The login page sends members on: proof the session holds.
  const check = await send(t.origin, plain("GET", "/m/login", [...base, ["Cookie", `el_session=${session}`]]));
  if (!(check.status >= 300 && check.status < 400))
    throw new Error(`after signing in as ${username}, GET /m/login answered ${check.status} (not a redirect): the session does not hold`);
  return { session, captcha: usedCaptcha };
}

// ---------------------------------------------------------------------------------------------
// Running

export type Outcome = { spec: Spec; req: FuzzRequest; answer: Answer; problems: string[]; ms: number; ip: string };

/** A distinct client address per batch: 198.18.0.0/15 (benchmarking range), never reused in a run. */
export function ipFor(n: number, prefix = 18): string {
  return `198.${prefix}.${(n >> 8) & 255}.${n & 255}`;
}

const ACCOUNTS: Record<Exclude<Slice, "guest" | "foreign">, { username: string; password: string }> = {
  member: { username: "demo", password: "demo1234" },
  agent: { username: "agent", password: "agent1234" },
};

export type RunOptions = {
  batchSize?: number;
  concurrency?: number;
  /** Called after every answer (progress). */
  onOutcome?: (o: Outcome, done: number) => void;
};

/**
 * Sends every spec. Specs go in batches of one slice; each batch has its own client address (so
 * the per-address login guard never carries over) and, when signed in, its own fresh session from
 * the real login form. Within a batch requests go one at a time, sign-outs last; batches run
 * `concurrency` at a time. Sign-in failures are setup errors: the caller must fail on them.
 */
export async function runSpecs(
  t: Target,
  specs: Spec[],
  opts: RunOptions = {},
): Promise<{ outcomes: Outcome[]; setupErrors: string[]; signIns: number; captchas: number }> {
  const batchSize = opts.batchSize ?? 40;
  const concurrency = opts.concurrency ?? 4;
  const honeypot = await fetchHoneypot(t, ipFor(0, 19));
  const batches: Spec[][] = [];
  for (const slice of ["member", "agent", "guest", "foreign"] as Slice[]) {
    const of = specs.filter((s) => s.slice === slice);
    for (let i = 0; i < of.length; i += batchSize) batches.push(of.slice(i, i + batchSize));
  }
  const outcomes: Outcome[] = [];
  const setupErrors: string[] = [];
  let signIns = 0;
  let captchas = 0;
  let next = 0;
  let ipCounter = 1;
  const worker = async () => {
    for (;;) {
      const batch = batches[next++];
      if (!batch) return;
      const ip = ipFor(ipCounter++);
      const slice = batch[0]!.slice;
      let session: string | undefined;
      if (slice === "member" || slice === "agent") {
        try {
          const r = await signIn(t, ACCOUNTS[slice].username, ACCOUNTS[slice].password, ip);
          session = r.session;
          signIns++;
          if (r.captcha) captchas++;
        } catch (e) {
          setupErrors.push(`${slice} batch: ${e instanceof Error ? e.message : String(e)}`);
          continue;
        }
      }
      const ctx: RunContext = { origin: t.origin, honeypot, session, ip };
      const ordered = [...batch.filter((s) => s.route !== "/m/logout"), ...batch.filter((s) => s.route === "/m/logout")];
      for (const spec of ordered) {
        const req = materialize(spec, ctx);
        const reply = await send(t.origin, req);
        const answer: Answer = { status: reply.status, location: reply.location, error: reply.error };
        const o: Outcome = { spec, req, answer, problems: verdict(req, answer, t.origin), ms: reply.ms, ip };
        outcomes.push(o);
        opts.onOutcome?.(o, outcomes.length);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, setupErrors, signIns, captchas };
}

// ---------------------------------------------------------------------------------------------
// Minimising failures

/**
 * Greedy minimisation of a failing spec against the live app: drop cookies, headers, fields and
 * query parts one at a time, shorten long values, keep every step after which it still fails the
 * same way (same problem kind). Each attempt comes from a new client address.
 */
export async function minimize(
  t: Target,
  spec: Spec,
  ctx: Omit<RunContext, "ip">,
  same: (problems: string[], logged: string | undefined) => boolean,
  nextIp: () => string,
  budget = 60,
): Promise<{ spec: Spec; req: FuzzRequest; answer: Answer; logged?: string }> {
  let best = spec;
  let attempts = 0;
  let last = await probe(t, best, ctx, nextIp);
  const fails = async (candidate: Spec) => {
    attempts++;
    const p = await probe(t, candidate, ctx, nextIp);
    if (!same(p.problems, p.logged)) return false;
    last = p;
    return true;
  };
  if (!same(last.problems, last.logged)) return { spec: best, ...last };
  const listKeys = ["cookies", "headers", "fields", "query"] as const;
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    const simpler: ((s: Spec) => Spec | null)[] = [
      (s) => (s.rawQuery ? { ...s, rawQuery: "" } : null),
      (s) => (s.chunked ? { ...s, chunked: false } : null),
      (s) => (s.splitCookieHeader ? { ...s, splitCookieHeader: false } : null),
      (s) => (s.path.endsWith(".data") && s.route !== s.path ? { ...s, path: s.route.includes("*") ? s.path.replace(/\.data$/, "") : s.route } : null),
      (s) => (s.path.length > 1 && s.path.endsWith("/") ? { ...s, path: s.path.slice(0, -1) } : null),
      // No body at all, then a plain form body.
      (s) => (s.encoding !== "empty" && !["GET", "HEAD", "OPTIONS"].includes(s.method) ? { ...s, encoding: "empty", fields: [] } : null),
      (s) =>
        s.encoding !== "empty" && s.encoding !== "urlencoded" && !["GET", "HEAD", "OPTIONS"].includes(s.method) ? { ...s, encoding: "urlencoded" } : null,
    ];
    for (const key of listKeys) {
      for (let i = (best[key] as unknown[]).length - 1; i >= 0; i--) {
        simpler.push((s) => {
          const list = s[key] as unknown[];
          if (i >= list.length) return null;
          return { ...s, [key]: list.filter((_, j) => j !== i) };
        });
      }
    }
    for (let i = 0; i < best.fields.length; i++) {
      simpler.push((s) => {
        const f = s.fields[i];
        if (!f || typeof f[1] !== "string" || f[1].length <= 24) return null;
        return { ...s, fields: s.fields.map((g, j) => (j === i ? [g[0], (g[1] as string).slice(0, 24)] : g)) as Spec["fields"] };
      });
    }
    for (const step of simpler) {
      if (attempts >= budget) break;
      const candidate = step(best);
      if (candidate && (await fails(candidate))) {
        best = candidate;
        changed = true;
      }
    }
    if (!changed || attempts >= budget) break;
  }
  return { spec: best, req: last.req, answer: last.answer, logged: last.logged };
}

/** The first error the server logged in `text` (ANSI colours and wrangler's prefix removed). */
function firstLoggedError(text: string): string | undefined {
  const lines = text
    // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes wrangler writes
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(✘\s*)?(\[ERROR\]\s*)?/, "").trim());
  // React Router's own "Warning:" errors (a ?_data request) come before the real one: skipped.
  const at = lines.findIndex((l) => /error|exception|uncaught/i.test(l) && !/^\[wrangler:info\]/.test(l) && !/^Error: Warning:/.test(l));
  // The message, and the next lines when the first is only an opening brace (DOMException {).
  return at < 0
    ? undefined
    : lines
        .slice(at, /\{$/.test(lines[at]!) ? at + 3 : at + 1)
        .join(" ")
        .slice(0, 200);
}

/**
 * Sends a spec once more, alone, and returns the answer and the error the server logged for it
 * (what tells one 5xx bug from another). Needs `t.logSince`; without it `logged` is undefined.
 */
export async function probe(
  t: Target,
  spec: Spec,
  ctx: Omit<RunContext, "ip">,
  nextIp: () => string,
): Promise<{ req: FuzzRequest; answer: Answer; problems: string[]; logged?: string }> {
  t.logSince?.();
  const req = materialize(spec, { ...ctx, ip: nextIp() });
  const reply = await send(t.origin, req);
  const answer: Answer = { status: reply.status, location: reply.location, error: reply.error };
  const problems = verdict(req, answer, t.origin);
  let logged: string | undefined;
  let text = "";
  for (const wait of [30, 200, 500]) {
    if (!t.logSince || !problems.some((p) => p.startsWith("status") || p.startsWith("no answer"))) break;
    await new Promise((r) => setTimeout(r, wait));
    text += t.logSince();
    logged = firstLoggedError(text);
    if (logged) break;
  }
  return { req, answer, problems, logged };
}

// ---------------------------------------------------------------------------------------------
// Reporting

const COLUMNS: StatusClass[] = ["2xx", "3xx", "4xx", "5xx", "err"];
export const FOREIGN_ROW = "(foreign-origin mutations, any route)";

export function statusTable(outcomes: Outcome[]): { lines: string[]; counts: Record<StatusClass, number> } {
  const rows = new Map<string, Record<StatusClass, number>>();
  const total: Record<StatusClass, number> = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, err: 0 };
  for (const o of outcomes) {
    const label = o.req.expect403 ? FOREIGN_ROW : o.req.route;
    const row = rows.get(label) ?? { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, err: 0 };
    const c = statusClass(o.answer);
    row[c]++;
    total[c]++;
    rows.set(label, row);
  }
  const labels = [...rows.keys()].sort((a, b) => (a === FOREIGN_ROW ? 1 : b === FOREIGN_ROW ? -1 : a < b ? -1 : a > b ? 1 : 0));
  const table: string[][] = [["route", ...COLUMNS, "total"]];
  for (const l of labels) {
    const r = rows.get(l)!;
    table.push([l, ...COLUMNS.map((c) => String(r[c])), String(COLUMNS.reduce((n, c) => n + r[c], 0))]);
  }
  table.push(["total", ...COLUMNS.map((c) => String(total[c])), String(outcomes.length)]);
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const lines = table.map((r, ri) => {
    const line = r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
    return ri === table.length - 1 ? `${"-".repeat(line.length)}\n  ${line}` : line;
  });
  return { lines: lines.map((l) => `  ${l}`), counts: total };
}

function excerpt(buf: Buffer | undefined, max = 160): string {
  if (!buf || buf.length === 0) return "(empty)";
  const text = buf.subarray(0, max).toString("utf8");
  return `${JSON.stringify(text)}${buf.length > max ? ` … (${buf.length} bytes)` : ""}`;
}

export function describeRequest(req: FuzzRequest, answer: Answer): string[] {
  const cookie = req.headers
    .filter(([k]) => k === "Cookie")
    .map(([, v]) => v)
    .join(" | ");
  const other = req.headers
    .filter(([k]) => !["Cookie", "Content-Type", "CF-Connecting-IP"].includes(k))
    .map(([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 60)}…` : v}`);
  return [
    `${req.method} ${req.target.length > 200 ? `${req.target.slice(0, 200)}…` : req.target}  →  ${answer.error ? answer.error : answer.status}${answer.location ? ` (Location: ${answer.location})` : ""}`,
    `    slice ${req.slice}; content-type ${req.contentType}; body ${excerpt(req.body)}`,
    ...(cookie ? [`    cookie ${cookie.length > 200 ? `${cookie.slice(0, 200)}…` : cookie}`] : []),
    ...(other.length ? [`    headers ${other.join("; ")}`] : []),
    `    tags ${req.tags.join(" ") || "-"}`,
  ];
}

/** A curl command line for a request whose body is short text (the member session shown as $EL_SESSION). */
export function curlFor(origin: string, req: FuzzRequest, session?: string): string | null {
  // eslint-disable-next-line no-control-regex -- a body with control bytes cannot be pasted into a shell
  if (req.body && (req.body.length > 600 || /[\x00-\x08\x0e-\x1f]/.test(req.body.toString("latin1")))) return null;
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = ["curl -si", "-X", req.method, q(`${origin}${req.target}`)];
  for (const [k, v] of req.headers) {
    if (k === "CF-Connecting-IP") continue;
    parts.push("-H", q(`${k}: ${session ? v.split(session).join("$EL_SESSION") : v}`).replace("$EL_SESSION", "'\"$EL_SESSION\"'"));
  }
  if (req.body) parts.push("--data-binary", q(req.body.toString("utf8")));
  return parts.join(" ");
}

/** A short signature of what a (minimised) failing request consists of: its distinct kind. */
export function signature(req: FuzzRequest, answer: Answer): string {
  return `${req.method} ${req.route} → ${answer.error ? "no answer" : answer.status}; ${req.contentType.split(";")[0]}; ${req.tags.join(" ") || "-"}`;
}
