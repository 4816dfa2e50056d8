import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The gateway deploys on its own (docs/decisions/016): nothing under gateway/, tests included,
 * may import the app, and what it takes from contract/ may import nothing from outside contract/.
 */
const ROOT = resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Every module specifier in a source text: static and type imports, re-exports, import() and require(). */
export function specifiers(source: string): string[] {
  const pattern =
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']|\brequire\s*\(\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => SOURCE.test(f))
    .map((f) => join(ROOT, dir, f));
}

/** Where a specifier leads, as a path from the project root; packages stay as they are. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
  if (specifier.startsWith("@contract/")) return join("contract", specifier.slice(10));
  if (specifier.startsWith(".")) return relative(ROOT, resolve(dirname(file), specifier));
  return specifier;
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

function imports(dir: string): Array<{ file: string; specifier: string; target: string }> {
  return sourceFiles(dir).flatMap((file) =>
    specifiers(readFileSync(file, "utf8")).map((specifier) => ({ file: relative(ROOT, file), specifier, target: target(file, specifier) })),
  );
}

describe("the gateway stands alone", () => {
  it("finds every kind of import it has to judge", () => {
    // Keywords spelled through variables, so this file's own text imports nothing from app/.
    const [im, ex, req] = ["import", "export", "require"];
    const source = `${im} { a } from "../app/x";\n${im} type { B } from '~/y';\n${ex} * from "./z";\n${im} {\n  c,\n} from "zod";\nconst d = await ${im}("../../app/d");\n${req}("e");\n${im} "./side-effect";`;
    expect(specifiers(source)).toEqual(["../app/x", "~/y", "./z", "zod", "../../app/d", "e", "./side-effect"]);
    expect(target(join(ROOT, "gateway/handlers/x.ts"), "../../app/d")).toBe(join("app", "d"));
  });

  it("no file under gateway/ imports from app/", () => {
    const found = imports("gateway").filter((i) => inside(i.target, "app"));
    expect(found.map((i) => `${i.file}: ${i.specifier}`)).toEqual([]);
  });

  it("contract/ imports nothing from outside contract/ (no app, no gateway, no package but zod)", () => {
    // zod: the promotion engine's rule schemas (decision 036) are read by the gateway and the app alike, both of which validate with zod already.
    const found = imports("contract").filter((i) => !/\.test\.ts$/.test(i.file) && !inside(i.target, "contract") && i.specifier !== "zod");
    expect(found.map((i) => `${i.file}: ${i.specifier}`)).toEqual([]);
  });
});
