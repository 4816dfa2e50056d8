import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { SECRET_GUARDS } from "./secret-guard";

/*
 * A new secret check cannot be added without the guard. This scans the gateway's
 * source for the primitives that compare a secret and requires each to sit inside a verifier
 * handed to `guardedCheck` (gateway/accounts/secret-guard.ts), so while a subject is locked it is never run.
 *   - `verifyPassword(` — every hashed secret: passwords, payment password, security answer;
 *   - `sameCode(` — the one-time codes' comparison;
 *   - a direct code comparison: SQL that reads a stored one-time code (the `code` column of
 *     sms_outbox or email_codes, in its SELECT list, as `*`, or in its WHERE), which is where a plain `===`
 *     or an SQL-side match would start.
 * The captcha answer is not a member's secret (it is deleted on its first check, right or wrong)
 * and belongs to the login guard, so it is not scanned.
 */

const ROOT = join(import.meta.dirname, "../..");
const GUARD_FILE = "gateway/accounts/secret-guard.ts";

type Site = { file: string; where: string; primitive: string; kind: string | null };

/** Allowed outside the guard, each with its reason. Nothing else may be. */
const ALLOWED: { file: string; where?: string; reason: string }[] = [
  {
    file: "gateway/handlers/accounts.ts",
    where: "login",
    reason:
      "the sign-in itself has its own guard (gateway/accounts/brute-force.ts, decision 072: per account whatever the address, per device, per address with a challenge); an unknown name is checked against a hash nobody's password matches",
  },
  {
    file: "gateway/accounts/brute-force.ts",
    reason: "the login guard itself (same owner as the sign-in)",
  },
  {
    file: "gateway/handlers/accounts.ts",
    where: "setPasswordByPhone",
    reason: "new-equals-old: runs only after the SMS code has passed the guard, and the password typed is the new one, not a guess at the old",
  },
];

/** Every secret check that goes through the guard, with its kind: the guard's list of checks. */
const GUARDED: { file: string; where: string; kind: keyof typeof SECRET_GUARDS }[] = [
  { file: "gateway/handlers/accounts.ts", where: "changePassword", kind: "old-password" },
  { file: "gateway/handlers/identity.ts", where: "securityQuestion", kind: "security-answer" },
  { file: "gateway/accounts/email-codes.ts", where: "checkEmailCode", kind: "email-code" },
  { file: "gateway/handlers/identity.ts", where: "verifyEmail", kind: "email-code" },
  { file: "gateway/handlers/mobile.ts", where: "sendMobileCode", kind: "mobile-password" },
  { file: "gateway/handlers/mobile.ts", where: "removeMobile", kind: "mobile-password" },
  { file: "gateway/handlers/rg.ts", where: "rgExclude", kind: "exclusion-password" },
  { file: "gateway/accounts/one-time-codes.ts", where: "checkCode", kind: "sms-code" },
  { file: "gateway/accounts/payment-password.ts", where: "checkPaymentPassword", kind: "payment-password" },
];

const CODE_READ = [
  // the code column in the select list, or every column (`*`, `t.*`; not COUNT(*))
  /\bSELECT\b[^;]*?\bcode\b[^;]*?\bFROM\s+(sms_outbox|email_codes)\b/is,
  /\bSELECT\s+(?:[^;]*?,\s*)?(?:\w+\.)?\*\s*(?:,[^;]*?)?\bFROM\s+(sms_outbox|email_codes)\b/is,
  // a match on the code in SQL
  /\b(sms_outbox|email_codes)\b[^;]*?\bWHERE\b[^;]*?\bcode\s*(=|IN\b|LIKE\b)/is,
];

function primitiveOf(node: ts.Node): string | null {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["verifyPassword", "sameCode"].includes(node.expression.text)) {
    return `${node.expression.text}(`;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    const text = node.getText();
    if (CODE_READ.some((re) => re.test(text))) return "SQL reading a stored code";
  }
  return null;
}

/** The name of the declaration the node sits in, outermost first dropped: the handler or function. */
function whereOf(node: ts.Node): string {
  let name = "(module)";
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n)) && n.name && ts.isIdentifier(n.name)) name = n.name.text;
  }
  return name;
}

/** The guard kind when the node sits in a function passed to `guardedCheck(db, { kind }, now, verify)`, else null. */
function guardKindOf(node: ts.Node): string | null | undefined {
  for (let n: ts.Node | undefined = node; n?.parent; n = n.parent) {
    const call = n.parent;
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isCallExpression(call) && call.arguments.includes(n as ts.Expression)) {
      if (ts.isIdentifier(call.expression) && call.expression.text === "guardedCheck") {
        const secret = call.arguments[1];
        if (secret && ts.isObjectLiteralExpression(secret)) {
          for (const p of secret.properties) {
            if (ts.isPropertyAssignment(p) && p.name.getText() === "kind" && ts.isStringLiteral(p.initializer)) return p.initializer.text;
          }
        }
        return "(kind not a literal)";
      }
    }
  }
  return null;
}

/** Every secret comparison in one file's source. */
export function secretSites(file: string, source: string): Site[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const sites: Site[] = [];
  const visit = (node: ts.Node) => {
    const primitive = primitiveOf(node);
    if (primitive) sites.push({ file, where: whereOf(node), primitive, kind: guardKindOf(node) ?? null });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return sites;
}

function gatewaySources(dir = join(ROOT, "gateway")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return gatewaySources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") && !e.name.endsWith(".d.ts") ? [relative(ROOT, path)] : [];
  });
}

const allowed = (s: Site) => s.file === GUARD_FILE || ALLOWED.some((a) => a.file === s.file && (a.where === undefined || a.where === s.where));

describe("every secret check goes through the guard", () => {
  const sites = gatewaySources().flatMap((file) => secretSites(file, readFileSync(join(ROOT, file), "utf8")));

  it("every secret check goes through the guard: each secret comparison in gateway/ sits in a verifier given to guardedCheck, or on the allow list", () => {
    const unguarded = sites.filter((s) => s.kind === null && !allowed(s));
    expect(unguarded).toEqual([]);
  });

  it("lists every guarded check with its kind, and every kind of the guard's table is used", () => {
    const guarded = [
      ...new Map(sites.filter((s) => s.kind !== null).map((s) => [`${s.file}#${s.where}#${s.kind}`, { file: s.file, where: s.where, kind: s.kind }])).values(),
    ];
    const sort = <T extends { file: string; where: string }>(xs: T[]) => [...xs].sort((a, b) => `${a.file}#${a.where}`.localeCompare(`${b.file}#${b.where}`));
    expect(sort(guarded)).toEqual(sort(GUARDED));
    expect(new Set(GUARDED.map((g) => g.kind))).toEqual(new Set(Object.keys(SECRET_GUARDS)));
  });

  it("keeps the allow list honest: each entry that names a function still has a secret comparison there, and each has a reason", () => {
    for (const a of ALLOWED) {
      expect(a.reason.length).toBeGreaterThan(20);
      if (a.where) expect(sites.some((s) => s.file === a.file && s.where === a.where && s.kind === null)).toBe(true);
    }
  });

  it("catches an unguarded check: the scan flags a comparison outside a verifier and passes one inside", () => {
    const bad = secretSites(
      "gateway/handlers/example.ts",
      `const h = { async run() { if (!(await verifyPassword(p, row.hash))) return no(); } };
       const q = () => db.prepare("SELECT id, code FROM sms_outbox WHERE id = ?1");
       const r = () => db.prepare(\`UPDATE email_codes SET used_at = 1 WHERE member_id = ?1 AND code = ?2\`);
       const all = () => db.prepare("SELECT o.* FROM sms_outbox o WHERE o.id = ?1");
       const counted = () => db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE purpose = ?1");`,
    );
    expect(bad.map((s) => [s.where, s.primitive, s.kind])).toEqual([
      ["h", "verifyPassword(", null],
      ["q", "SQL reading a stored code", null],
      ["r", "SQL reading a stored code", null],
      ["all", "SQL reading a stored code", null],
    ]);
    const good = secretSites(
      "gateway/handlers/example.ts",
      `const h = { async run() { const c = await guardedCheck(db, { kind: "old-password", subject: 1 }, now, async () => sameCode(a, b)); } };`,
    );
    expect(good.map((s) => [s.where, s.primitive, s.kind])).toEqual([["h", "sameCode(", "old-password"]]);
    // A verifier defined elsewhere and passed by name does not count: the comparison must be in the call.
    const byName = secretSites("x.ts", `const v = () => verifyPassword(a, b); guardedCheck(db, { kind: "old-password", subject: 1 }, now, v);`);
    expect(byName.map((s) => s.kind)).toEqual([null]);
  });
});
