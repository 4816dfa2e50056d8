import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMON_REFUSALS, REFUSALS, REFUSAL_STATUS, type RefusalCode } from "../../contract/refusals";
import { ROUTES, type RouteName } from "../../contract/routes";
import { activityOf } from "../rg/rg-gate";

/*
 * contract/refusals.ts against the embedded gateway's source, statically (no database, no
 * requests): it catches a refusal code added to a handler without being declared for its route,
 * a declared code nothing answers any more, and a literal status that disagrees with the table.
 * Codes a handler builds (rgRefusal's, a helper's in another file) are declared by reading the
 * code; the second test then at least proves each still exists somewhere.
 */

const ROOT = join(import.meta.dirname, "..", "..");
const HANDLERS = join(ROOT, "gateway", "handlers");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The arguments of every call to `fail(` in a source, as source text (strings, brackets and nesting respected). */
function failCalls(source: string): string[][] {
  const calls: string[][] = [];
  for (const match of source.matchAll(/\bfail\(/g)) {
    const args: string[] = [];
    let depth = 0;
    let start = match.index + match[0].length;
    for (let i = start; i < source.length; i++) {
      const c = source[i]!;
      if (c === '"' || c === "'" || c === "`") {
        // Skip the string literal (an escaped quote does not end it).
        for (i++; i < source.length && source[i] !== c; i++) if (source[i] === "\\") i++;
      } else if ("([{".includes(c)) depth++;
      else if (")]}".includes(c) && depth > 0) depth--;
      else if ((c === "," || c === ")") && depth === 0) {
        args.push(source.slice(start, i).trim());
        start = i + 1;
        if (c === ")") break;
      }
    }
    calls.push(args);
  }
  return calls;
}

/** Refusal codes written as string literals in an expression (`"a.b"`, or both arms of a ternary). */
const literalCodes = (expression: string) => [...expression.matchAll(/"([a-z][A-Za-z_]*(?:\.[A-Za-z_]+)+)"/g)].map((m) => m[1]!);

const isHandler = (v: unknown) => typeof v === "object" && v !== null && "auth" in v && "run" in v;

/** Each handler file's route names: the keys of its exported handler tables (files without one serve /gw/*, outside the route table). */
async function routesByFile(): Promise<Map<string, RouteName[]>> {
  const out = new Map<string, RouteName[]>();
  for (const path of sourceFiles(HANDLERS)) {
    const module = (await import(path)) as Record<string, unknown>;
    const names = Object.values(module).flatMap((table) =>
      typeof table === "object" && table !== null && Object.values(table).some(isHandler) ? (Object.keys(table) as RouteName[]) : [],
    );
    if (names.length) out.set(path, [...new Set(names)]);
  }
  return out;
}

const declared = (routes: readonly RouteName[]) => new Set(routes.flatMap((r) => [...((REFUSALS as Partial<Record<RouteName, readonly string[]>>)[r] ?? [])]));
const statusesOf = (code: string): readonly number[] => {
  const status = (REFUSAL_STATUS as Record<string, number | readonly number[]>)[code];
  return status === undefined ? [] : typeof status === "number" ? [status] : status;
};

describe("contract/refusals.ts against the gateway's handlers", () => {
  it('declares every literal fail("…") code of a handler file for a route of that file, with its status', async () => {
    const byFile = await routesByFile();
    expect(byFile.size).toBeGreaterThan(20);
    const undeclared: string[] = [];
    const wrongStatus: string[] = [];
    for (const [path, routes] of byFile) {
      const allowed = declared(routes);
      for (const [first = "", , status] of failCalls(readFileSync(path, "utf8"))) {
        const codes = literalCodes(first);
        for (const code of codes) if (!allowed.has(code)) undeclared.push(`${relative(ROOT, path)}: ${code} (routes ${routes.join(", ")})`);
        // A literal code with a literal status (400 when none is given) must have that status in the table.
        if (codes.length === 1 && /^"[^"]+"$/.test(first) && (status === undefined || /^\d{3}$/.test(status))) {
          const answered = status === undefined ? 400 : Number(status);
          if (!statusesOf(codes[0]!).includes(answered)) wrongStatus.push(`${relative(ROOT, path)}: ${codes[0]} answers ${answered}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    expect(wrongStatus).toEqual([]);
  });

  it("declares only codes the gateway still answers (no stale codes)", () => {
    // Codes are answered by the gateway or built by the contract's rules it calls (rg-rules, deposit-rules …).
    const sources = [...sourceFiles(join(ROOT, "gateway")), ...sourceFiles(join(ROOT, "contract"))]
      .filter((path) => !path.endsWith(join("contract", "refusals.ts")))
      .map((path) => readFileSync(path, "utf8"));
    const literals = new Set(sources.flatMap((s) => [...s.matchAll(/"([^"\n]+)"/g)].map((m) => m[1]!)));
    // Codes built in a template (`rg.limit.${kind}`, `rg.blocked.${kind}`): their fixed prefix.
    const prefixes = sources.flatMap((s) => [...s.matchAll(/`([a-z][A-Za-z_.]*\.)\$\{/g)].map((m) => m[1]!));
    const all = new Set<string>([
      ...Object.keys(REFUSAL_STATUS),
      ...Object.values(REFUSALS).flat(),
      ...Object.values(COMMON_REFUSALS).flatMap((c) => [...c.codes]),
    ]);
    const stale = [...all].filter((code) => !literals.has(code) && !prefixes.some((p) => code.startsWith(p) && !code.slice(p.length).includes(".")));
    expect(stale).toEqual([]);
  });

  it("gives every status entry a route that answers it", () => {
    const answered = new Set<string>(Object.values(REFUSALS).flat());
    expect(Object.keys(REFUSAL_STATUS).filter((code) => !answered.has(code as RefusalCode))).toEqual([]);
  });

  it("keys REFUSALS by routes the gateway answers", async () => {
    const handled = new Set([...(await routesByFile()).values()].flat());
    for (const route of Object.keys(REFUSALS)) {
      expect(ROUTES).toHaveProperty(route);
      expect(handled.has(route as RouteName), route).toBe(true);
    }
  });

  it("names in rgGate exactly the calls the responsible-gaming gate classifies (§ RG block matrix, gateway/rg/rg-gate.ts)", () => {
    const gated = (Object.keys(ROUTES) as RouteName[]).filter((name) => activityOf(name) !== "free");
    expect([...COMMON_REFUSALS.rgGate.routes].sort()).toEqual(gated.sort());
  });

  it("names in each listed cause exactly the routes whose REFUSALS answer one of its codes", () => {
    for (const cause of [COMMON_REFUSALS.rateLimited, COMMON_REFUSALS.badInput]) {
      const codes = new Set<string>(cause.codes);
      const answering = Object.entries(REFUSALS)
        .filter(([, list]) => list.some((code) => codes.has(code)))
        .map(([route]) => route);
      expect([...cause.routes].sort()).toEqual(answering.sort());
    }
  });
});
