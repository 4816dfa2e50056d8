/**
 * Every form of the app, read and posted the way a browser without JavaScript would — against the
 * built app in workerd (the production Pages function, over a D1 migrated and seeded like
 * `npm run db:reset`; scripts/fuzz/miniflare.ts).
 *
 * The crawl renders every page of the route table as a visitor, a member, an agent and a
 * sub-agent, following links and GET forms (so the pages that show their forms only with a query
 * or an id are reached), and collects each distinct form. For each one it checks the server HTML
 * (a method a browser can send, an action that is a route of the app with a loader or an action
 * for it, a submit button, named hidden keys with values) and then submits it with the values the
 * page rendered, as a browser submits an untouched form: the answer must be a page or a redirect
 * of the app, never a 404/405, a server error or a fetcher's JSON, and a refusal carries its
 * message. The last check names every route with an action that no rendered form reaches, so a
 * new form cannot be left out unnoticed.
 *
 * This is the cheap half of the no-JavaScript proof (tests/README.md, "Without JavaScript"): the
 * browser's no-js project keeps one journey per kind of form, filled in and answered.
 */
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMiniflareTarget, type MiniflareTarget } from "../../scripts/fuzz/miniflare";
import { discoverRoutes, type RouteInfo } from "../../scripts/fuzz/properties";
import { ipFor, signIn } from "../../scripts/fuzz/runner";

type Role = "visitor" | "member" | "agent" | "agent2";

/** The seeded accounts the crawl signs in as: a player, a top agent, and a sub-agent with a contract request waiting. */
const ACCOUNTS: Record<Exclude<Role, "visitor">, { username: string; password: string }> = {
  member: { username: "demo", password: "demo1234" },
  agent: { username: "agent", password: "agent1234" },
  agent2: { username: "agent2", password: "agent1234" },
};

/**
 * Routes with an action that no page renders a form for, each with the reason. Everything else
 * with an action must be reached by a form of the crawl.
 */
const ACTIONS_WITHOUT_A_FORM: Record<string, string> = {
  "/gw/*": "the embedded gateway's HTTP API, called by loaders, not by pages",
  // Forms that appear only in a state the seed does not give the crawled accounts; each is posted
  // filled in by a journey of the browser's no-js project.
  "/m/securityCenter/email": "for a member without a bound e-mail: member-security-identity.spec.ts e-mail binding (no-js)",
  "/m/securityCenter/payeeName": "for a member without a real name: member-security-money.spec.ts payee name (no-js)",
  "/m/withdrawReport": "Cancel on a pending withdrawal: rg-enforce.spec.ts RG-13 PH (no-js)",
  "/m/vouReport": "Cancel on an unpaid e-wallet order: wallet-deposit.spec.ts (no-js)",
  "/m/realityCheck": "when a reality check is due: rg-play.spec.ts RG-09 (no-js)",
  "/m/gameRecord/:orderId": "cancel on an open lottery order: app/features/records/bets.server.test.ts (action), bets.render.test.tsx (form)",
};

const PAGES_PER_ROUTE = 4;

const ROLES: Role[] = ["visitor", "member", "agent", "agent2"];

/** The form as a browser would submit it untouched: named controls with their rendered values. */
type RenderedForm = {
  page: string;
  role: Role;
  method: string;
  action: string;
  fields: [string, string][];
  submitters: { name: string; value: string; disabled: boolean }[];
  hidden: { name: string; value: string | null }[];
};

const toPath = (action: string, origin: string) => {
  const url = new URL(action, origin);
  return { sameOrigin: url.origin === origin, path: url.pathname, search: url.search };
};

function formsOf(html: string, page: string, role: Role): RenderedForm[] {
  const { document } = parseHTML(html);
  return [...document.querySelectorAll("form")].map((form) => {
    const controls = [...form.querySelectorAll("input, select, textarea, button")];
    const fields: [string, string][] = [];
    const submitters: RenderedForm["submitters"] = [];
    const hidden: RenderedForm["hidden"] = [];
    for (const control of controls) {
      const name = control.getAttribute("name") ?? "";
      const tag = control.tagName.toLowerCase();
      const type = (control.getAttribute("type") ?? (tag === "button" ? "submit" : "text")).toLowerCase();
      const disabled = control.hasAttribute("disabled");
      if ((tag === "button" || tag === "input") && (type === "submit" || type === "image")) {
        submitters.push({ name, value: control.getAttribute("value") ?? "", disabled });
        continue;
      }
      if (type === "hidden") hidden.push({ name, value: control.getAttribute("value") });
      if (!name || disabled || type === "button" || type === "reset" || type === "file") continue;
      if ((type === "checkbox" || type === "radio") && !control.hasAttribute("checked")) continue;
      if (tag === "select") {
        const options = [...control.querySelectorAll("option")];
        const chosen = options.find((o) => o.hasAttribute("selected")) ?? options[0];
        if (chosen) fields.push([name, chosen.getAttribute("value") ?? chosen.textContent ?? ""]);
      } else if (tag === "textarea") fields.push([name, control.textContent ?? ""]);
      else fields.push([name, control.getAttribute("value") ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
    }
    return {
      page,
      role,
      method: (form.getAttribute("method") ?? "get").toLowerCase(),
      action: form.getAttribute("action") ?? page,
      fields,
      submitters,
      hidden,
    };
  });
}

/** The route of the table that answers a path (":param" and "*" segments match anything). */
function routeFor(path: string, routes: RouteInfo[]): RouteInfo | undefined {
  const segments = path.replace(/\/+$/, "").split("/");
  const matches = (pattern: string) => {
    const want = pattern.split("/");
    if (want.at(-1) === "*") return segments.length >= want.length - 1 && want.slice(0, -1).every((w, i) => w.startsWith(":") || w === segments[i]);
    return want.length === segments.length && want.every((w, i) => w.startsWith(":") || w === segments[i]);
  };
  // A static pattern before one with a parameter, and that before a splat.
  const rank = (p: string) => (p.endsWith("*") ? 2 : 0) + (p.includes(":") ? 1 : 0);
  return routes.filter((r) => matches(r.pattern)).sort((a, b) => rank(a.pattern) - rank(b.pattern))[0];
}

/**
 * What is wrong with the answer to a form a browser submitted, if anything: it must be a redirect
 * inside the site or a page (never a 404/405, a server error or a fetcher's JSON), and a refusal
 * says why on that page (§8): an alert with words in it.
 */
function answerProblem(res: Response, text: string, origin: string): string | null {
  const type = res.headers.get("content-type") ?? "";
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get("location") ?? "";
    return toPath(location, origin).sameOrigin ? null : `redirects off the site (${location})`;
  }
  if ([404, 405].includes(res.status) || res.status >= 500) return `answered ${res.status}`;
  if (!type.includes("text/html") || !/^<!DOCTYPE html>/i.test(text)) return `answered ${res.status} ${type}, not a page`;
  if (res.status >= 400 && !/role="alert"[^>]*>\s*[^<\s]/.test(text)) return `answered ${res.status} with no message on the page`;
  return null;
}

/** A name a failure can be traced by: the page it was on, who saw it, what it posts where. */
const formName = (f: RenderedForm) => `${f.method.toUpperCase()} ${f.action} [${[...new Set(f.fields.map(([k]) => k))].join(", ")}] on ${f.page} as ${f.role}`;

/** Forms that differ only in the row they act on (one per inbox message, per card…) are one form. */
const formKey = (f: RenderedForm, origin: string) =>
  `${f.role} ${f.method} ${toPath(f.action, origin).path} ${[...new Set(f.fields.map(([k]) => k))].sort().join(",")}`;

describe("every form works without JavaScript (built app in workerd)", () => {
  let target: MiniflareTarget;
  const routes = discoverRoutes();
  const forms = new Map<string, RenderedForm>();
  const sessions: Partial<Record<Role, string>> = {};
  let signIns = 0;
  /** GET forms the crawl submits (URL → the form's name), and what was wrong with their answers. */
  const getFormTargets = new Map<string, string>();
  const getFormProblems: string[] = [];
  let getFormAnswers = 0;

  const headersFor = (role: Role, extra: Record<string, string> = {}) => ({
    "CF-Connecting-IP": ipFor(ROLES.indexOf(role) + 1, 20),
    "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    Accept: "text/html",
    "Accept-Language": "en",
    ...(sessions[role] ? { Cookie: `el_session=${sessions[role]}` } : {}),
    ...extra,
  });

  const signInAs = async (role: Exclude<Role, "visitor">) => {
    const { username, password } = ACCOUNTS[role];
    sessions[role] = (await signIn(target, username, password, ipFor(100 + signIns++, 20))).session;
  };

  /** The same-origin pages a page links to (its <a href>), as paths with their query. */
  const linksOf = (html: string): string[] => {
    const { document } = parseHTML(html);
    return [...document.querySelectorAll("a[href]")]
      .map((a) => new URL(a.getAttribute("href") ?? "", target.origin))
      .filter((url) => url.origin === target.origin && url.pathname.startsWith("/m"))
      .map((url) => url.pathname + url.search);
  };

  /**
   * Crawls from every page of the route table, following links, so the pages that show forms only
   * for a query or an id (a promotion, a vendor's lobby, a bet) are reached with real ids. A route
   * is rendered PAGES_PER_ROUTE times at most per account (its bare URL first, then what links
   * and GET forms lead to); signing out is never followed.
   */
  const crawl = async (role: Role) => {
    const seen = new Set<string>();
    const visits = new Map<string, number>();
    const queue = routes.filter((r) => r.hasLoader && !/[:*]/.test(r.pattern)).map((r) => r.pattern);
    while (queue.length > 0 && seen.size < 400) {
      const page = queue.shift()!;
      const url = new URL(page, target.origin);
      const route = routeFor(url.pathname, routes);
      if (seen.has(page) || route === undefined || route.pattern === "/m/logout" || (visits.get(route.pattern) ?? 0) >= PAGES_PER_ROUTE) continue;
      seen.add(page);
      visits.set(route.pattern, (visits.get(route.pattern) ?? 0) + 1);
      const res = await fetch(url, { headers: headersFor(role), redirect: "manual", signal: AbortSignal.timeout(30_000) });
      const html = await res.text();
      const submittedBy = getFormTargets.get(page);
      if (submittedBy !== undefined) {
        getFormAnswers++;
        const problem = answerProblem(res, html, target.origin);
        if (problem) getFormProblems.push(`${submittedBy}: ${problem}`);
      }
      if (!(res.headers.get("content-type") ?? "").includes("text/html")) continue;
      for (const form of formsOf(html, page, role)) {
        const key = formKey(form, target.origin);
        if (!forms.has(key)) forms.set(key, form);
        // A GET form (a filter, a review step) is followed like a link: its answer may hold the next form.
        if (form.method === "get") {
          const next = new URL(form.action, target.origin);
          next.search = new URLSearchParams(form.fields).toString();
          // First in line: a review step's answer is a page of its own route, which links would use up.
          if (next.origin === target.origin) {
            getFormTargets.set(next.pathname + next.search, formName(form));
            queue.unshift(next.pathname + next.search);
          }
        }
      }
      queue.push(...linksOf(html));
    }
  };

  beforeAll(async () => {
    target = await startMiniflareTarget();
    for (const role of ROLES) {
      if (role !== "visitor") await signInAs(role);
      await crawl(role);
    }
  });

  afterAll(async () => {
    await target?.dispose();
  });

  it("finds forms for every role", () => {
    const roles = new Set([...forms.values()].map((f) => f.role));
    expect([...roles].sort()).toEqual([...ROLES].sort());
    expect(forms.size).toBeGreaterThan(30);
  });

  it("renders each form as a plain HTML form a browser can send: method, action, submit, hidden keys", () => {
    const problems: string[] = [];
    for (const f of forms.values()) {
      const name = formName(f);
      if (f.method !== "get" && f.method !== "post") problems.push(`${name}: method "${f.method}" is not one a browser sends`);
      const { sameOrigin, path } = toPath(f.action, target.origin);
      if (!sameOrigin) problems.push(`${name}: action leaves the site`);
      const route = routeFor(path, routes);
      if (!route) problems.push(`${name}: action ${path} is no route of the app`);
      else if (f.method === "post" && !route.hasAction) problems.push(`${name}: ${route.pattern} has no action`);
      else if (f.method === "get" && !route.hasLoader) problems.push(`${name}: ${route.pattern} has no loader`);
      if (f.submitters.length === 0) problems.push(`${name}: no submit button`);
      for (const h of f.hidden) {
        if (!h.name) problems.push(`${name}: a hidden input without a name`);
        else if (h.value === null) problems.push(`${name}: hidden ${h.name} has no value`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers each GET form (a filter, a search, a review step) submitted untouched with a page", () => {
    expect(getFormAnswers).toBeGreaterThan(10);
    expect(getFormProblems).toEqual([]);
  });

  it("reaches every route with an action from a rendered form", () => {
    const posted = new Set([...forms.values()].filter((f) => f.method === "post").map((f) => routeFor(toPath(f.action, target.origin).path, routes)?.pattern));
    const unreached = routes.filter((r) => r.hasAction && !posted.has(r.pattern) && !Object.hasOwn(ACTIONS_WITHOUT_A_FORM, r.pattern)).map((r) => r.pattern);
    expect(unreached).toEqual([]);
  });

  // About 120 posts, each rendering a page: seconds alone, longer beside the other test files.
  it("answers each form posted untouched with a page or a redirect of the app", async () => {
    const problems: string[] = [];
    // Signing out last, so the other forms keep their session.
    const ordered = [...forms.values()]
      .filter((f) => f.method === "post")
      .sort((a, b) => Number(a.action.includes("logout")) - Number(b.action.includes("logout")));
    for (const f of ordered) {
      const submitter = f.submitters.find((s) => !s.disabled);
      const body = new URLSearchParams(f.fields);
      if (submitter?.name) body.append(submitter.name, submitter.value);
      const res = await fetch(new URL(f.action, target.origin), {
        method: "POST",
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
        headers: headersFor(f.role, { Origin: target.origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" }),
      });
      const text = await res.text();
      const name = formName(f);
      const problem = answerProblem(res, text, target.origin);
      if (problem) problems.push(`${name}: ${problem}`);
      // A form that signed its account out (the sign-out itself, a password change) leaves the
      // session cookie expired: sign in again for the forms that follow.
      const expired = res.headers.getSetCookie().some((c) => c.startsWith("el_session=") && /max-age=0|expires=Thu, 01 Jan 1970/i.test(c));
      if (expired && f.role !== "visitor") await signInAs(f.role);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
