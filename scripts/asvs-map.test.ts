import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Keeps docs/security/asvs.md from rotting: each row of its tables names one OWASP ASVS 5.0
 * requirement, and a row that cites a test must point at a test file that still declares a test
 * with exactly that title. The scope is level 2 for the whole app and level 3 for V2, V6, V7, V8
 * and V16, so every such requirement must have its row.
 */

const ROOT = resolve(__dirname, "..");
const MAP = "docs/security/asvs.md";

/**
 * The requirements in scope, "id:level", transcribed from OWASP/ASVS 5.0/en/0x10…0x26 (commit
 * fe04986146b0db0a54d3eb2b9c755c78874ce910): every level-1 and level-2 requirement of every chapter,
 * and the level-3 ones of chapters 2, 6, 7, 8 and 16.
 */
const IN_SCOPE = [
  "1.1.1:2 1.1.2:2 1.2.1:1 1.2.2:1 1.2.3:1 1.2.4:1 1.2.5:1 1.2.6:2 1.2.7:2 1.2.8:2 1.2.9:2 1.3.1:1 1.3.2:1 1.3.3:2 1.3.4:2 1.3.5:2 1.3.6:2 1.3.7:2 1.3.8:2 1.3.9:2 1.3.10:2 1.3.11:2 1.4.1:2 1.4.2:2 1.4.3:2 1.5.1:1 1.5.2:2",
  "2.1.1:1 2.1.2:2 2.1.3:2 2.2.1:1 2.2.2:1 2.2.3:2 2.3.1:1 2.3.2:2 2.3.3:2 2.3.4:2 2.3.5:3 2.4.1:2 2.4.2:3",
  "3.2.1:1 3.2.2:1 3.3.1:1 3.3.2:2 3.3.3:2 3.3.4:2 3.4.1:1 3.4.2:1 3.4.3:2 3.4.4:2 3.4.5:2 3.4.6:2 3.5.1:1 3.5.2:1 3.5.3:1 3.5.4:2 3.5.5:2 3.7.1:2 3.7.2:2",
  "4.1.1:1 4.1.2:2 4.1.3:2 4.2.1:2 4.3.1:2 4.3.2:2 4.4.1:1 4.4.2:2 4.4.3:2 4.4.4:2",
  "5.1.1:2 5.2.1:1 5.2.2:1 5.2.3:2 5.3.1:1 5.3.2:1 5.4.1:2 5.4.2:2 5.4.3:2",
  "6.1.1:1 6.1.2:2 6.1.3:2 6.2.1:1 6.2.2:1 6.2.3:1 6.2.4:1 6.2.5:1 6.2.6:1 6.2.7:1 6.2.8:1 6.2.9:2 6.2.10:2 6.2.11:2 6.2.12:2 6.3.1:1 6.3.2:1 6.3.3:2 6.3.4:2 6.3.5:3 6.3.6:3 6.3.7:3 6.3.8:3 6.4.1:1 6.4.2:1 6.4.3:2 6.4.4:2 6.4.5:3 6.4.6:3 6.5.1:2 6.5.2:2 6.5.3:2 6.5.4:2 6.5.5:2 6.5.6:3 6.5.7:3 6.5.8:3 6.6.1:2 6.6.2:2 6.6.3:2 6.6.4:3 6.7.1:3 6.7.2:3 6.8.1:2 6.8.2:2 6.8.3:2 6.8.4:2",
  "7.1.1:2 7.1.2:2 7.1.3:2 7.2.1:1 7.2.2:1 7.2.3:1 7.2.4:1 7.3.1:2 7.3.2:2 7.4.1:1 7.4.2:1 7.4.3:2 7.4.4:2 7.4.5:2 7.5.1:2 7.5.2:2 7.5.3:3 7.6.1:2 7.6.2:2",
  "8.1.1:1 8.1.2:2 8.1.3:3 8.1.4:3 8.2.1:1 8.2.2:1 8.2.3:2 8.2.4:3 8.3.1:1 8.3.2:3 8.3.3:3 8.4.1:2 8.4.2:3",
  "9.1.1:1 9.1.2:1 9.1.3:1 9.2.1:1 9.2.2:2 9.2.3:2 9.2.4:2",
  "10.1.1:2 10.1.2:2 10.2.1:2 10.2.2:2 10.3.1:2 10.3.2:2 10.3.3:2 10.3.4:2 10.4.1:1 10.4.2:1 10.4.3:1 10.4.4:1 10.4.5:1 10.4.6:2 10.4.7:2 10.4.8:2 10.4.9:2 10.4.10:2 10.4.11:2 10.5.1:2 10.5.2:2 10.5.3:2 10.5.4:2 10.5.5:2 10.6.1:2 10.6.2:2 10.7.1:2 10.7.2:2 10.7.3:2",
  "11.1.1:2 11.1.2:2 11.2.1:2 11.2.2:2 11.2.3:2 11.3.1:1 11.3.2:1 11.3.3:2 11.4.1:1 11.4.2:2 11.4.3:2 11.4.4:2 11.5.1:2 11.6.1:2",
  "12.1.1:1 12.1.2:2 12.1.3:2 12.2.1:1 12.2.2:1 12.3.1:2 12.3.2:2 12.3.3:2 12.3.4:2",
  "13.1.1:2 13.2.1:2 13.2.2:2 13.2.3:2 13.2.4:2 13.2.5:2 13.3.1:2 13.3.2:2 13.4.1:1 13.4.2:2 13.4.3:2 13.4.4:2 13.4.5:2",
  "14.1.1:2 14.1.2:2 14.2.1:1 14.2.2:2 14.2.3:2 14.2.4:2 14.3.1:1 14.3.2:2 14.3.3:2",
  "15.1.1:1 15.1.2:2 15.1.3:2 15.2.1:1 15.2.2:2 15.2.3:2 15.3.1:1 15.3.2:2 15.3.3:2 15.3.4:2 15.3.5:2 15.3.6:2 15.3.7:2",
  "16.1.1:2 16.2.1:2 16.2.2:2 16.2.3:2 16.2.4:2 16.2.5:2 16.3.1:2 16.3.2:2 16.3.3:2 16.3.4:2 16.4.1:2 16.4.2:2 16.4.3:2 16.5.1:2 16.5.2:2 16.5.3:2 16.5.4:3",
  "17.1.1:2 17.2.1:2 17.2.2:2 17.2.3:2 17.2.4:2 17.3.1:2 17.3.2:2",
]
  .join(" ")
  .split(" ")
  .map((entry) => {
    const [id = "", level = ""] = entry.split(":");
    return { id: `V${id}`, level: Number(level) };
  });

/** The chapters mapped at level 3. */
const LEVEL_3_CHAPTERS = ["V2", "V6", "V7", "V8", "V16"];

const STATUSES = new Set(["test", "doc", "n/a", "gap"]);

/** Where a cited test may live: a vitest file of the unit, fuzz or worker project, or a Playwright spec. */
const TEST_FILE = /^(?:(?:app|gateway|contract|scripts)\/.+\.test\.tsx?|tests\/worker\/[^/]+\.test\.ts|tests\/e2e\/[^/]+\.spec\.ts)$/;

type Row = { line: number; id: string; level: number; status: string; proof: string };
type Files = { exists(path: string): boolean; read(path: string): string };

const repoFiles: Files = {
  exists: (path) => existsSync(resolve(ROOT, path)),
  read: (path) => readFileSync(resolve(ROOT, path), "utf8"),
};

/** The map's requirement rows: `| V6.3.1 | 1 | paraphrase | status | proof or reason |`. */
export function parseRows(text: string): { rows: Row[]; problems: string[] } {
  const rows: Row[] = [];
  const problems: string[] = [];
  text.split("\n").forEach((raw, index) => {
    if (!/^\|\s*V\d/.test(raw)) return;
    const line = index + 1;
    const cells = raw
      .trim()
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim());
    if (cells.length !== 5) return void problems.push(`line ${line}: ${cells.length} cells, not 5 (a "|" inside a cell?)`);
    const [id, level, paraphrase, status, proof] = cells as [string, string, string, string, string];
    if (!/^V\d+\.\d+\.\d+$/.test(id)) problems.push(`line ${line}: "${id}" is not a requirement id`);
    if (!/^[123]$/.test(level)) problems.push(`line ${line}: ${id} level "${level}" is not 1, 2 or 3`);
    if (paraphrase.length < 10) problems.push(`line ${line}: ${id} has no paraphrase`);
    rows.push({ line, id, level: Number(level), status, proof });
  });
  return { rows, problems };
}

/** `` `path` › "title" `` pairs in a proof cell. */
export function citedTests(proof: string): { file: string; title: string }[] {
  return [...proof.matchAll(/`([^`\s]+)` › "([^"]+)"/g)].map(([, file = "", title = ""]) => ({ file, title }));
}

/** A reason is whatever the proof cell says besides its citations: at least a few words ("No WebRTC"). */
export function hasReason(proof: string): boolean {
  return proof.replace(/`[^`]*` › "[^"]*"/g, "").replace(/[\s;,.]/g, "").length >= 5;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the source declares a running (not skipped) vitest or Playwright test with exactly this title. */
export function declaresTest(source: string, title: string): boolean {
  const quoted = ["'", '"', "`"].map((q) => `${q}${escapeRegExp(q === '"' ? title : title.replaceAll(q, `\\${q}`))}${q}`);
  const declaration = new RegExp(`\\b(?:it|test)(?:\\.(?:only|concurrent|fails|serial))?\\(\\s*(?:${quoted.join("|")})\\s*,`);
  return declaration.test(source);
}

/** Every problem of the map, empty when it is sound. */
export function findProblems(text: string, files: Files): string[] {
  const { rows, problems } = parseRows(text);
  const byId = new Map<string, Row[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);

  const scope = new Map(IN_SCOPE.map((r) => [r.id, r.level]));
  for (const { id, level } of IN_SCOPE) {
    const found = byId.get(id) ?? [];
    if (found.length === 0) problems.push(`${id} (level ${level}) has no row`);
    if (found.length > 1) problems.push(`${id} has ${found.length} rows (lines ${found.map((r) => r.line).join(", ")})`);
    for (const row of found) if (row.level !== level) problems.push(`line ${row.line}: ${id} is level ${level} in ASVS 5.0, not ${row.level}`);
  }
  for (const row of rows) if (!scope.has(row.id)) problems.push(`line ${row.line}: ${row.id} is not an ASVS 5.0 requirement in scope`);

  for (const row of rows) {
    const where = `line ${row.line}: ${row.id}`;
    if (!STATUSES.has(row.status)) problems.push(`${where}: status "${row.status}" is not one of ${[...STATUSES].join(", ")}`);
    const cited = citedTests(row.proof);
    if (row.status === "test" && cited.length === 0) problems.push(`${where}: status test cites no test`);
    if (row.status === "doc" && !/`(?:docs\/[^`]+\.md)`/.test(row.proof)) problems.push(`${where}: status doc names no document under docs/`);
    if (row.status !== "test" && !hasReason(row.proof)) {
      problems.push(`${where}: status ${row.status} needs a reason, not only citations`);
    }
    for (const [, doc = ""] of row.proof.matchAll(/`(docs\/[^`]+\.md)`/g)) {
      if (!files.exists(doc)) problems.push(`${where}: ${doc} does not exist`);
    }
    for (const { file, title } of cited) {
      if (!TEST_FILE.test(file)) problems.push(`${where}: ${file} is not a vitest or Playwright test file`);
      else if (!files.exists(file)) problems.push(`${where}: ${file} does not exist`);
      else if (!declaresTest(files.read(file), title)) problems.push(`${where}: ${file} declares no running test "${title}"`);
    }
  }
  return problems;
}

describe("docs/security/asvs.md", () => {
  const text = repoFiles.read(MAP);
  const { rows } = parseRows(text);

  it("ASVS map: every level-3 requirement of V2, V6, V7, V8 and V16 has a test or a reason", () => {
    const level3 = IN_SCOPE.filter((r) => r.level === 3);
    expect(level3.map((r) => r.id.split(".")[0]).filter((c, i, all) => all.indexOf(c) === i)).toEqual(LEVEL_3_CHAPTERS);
    const missing = level3.filter(({ id }) => {
      const row = rows.find((r) => r.id === id);
      return !row || !STATUSES.has(row.status) || (row.status === "test" ? citedTests(row.proof).length === 0 : !hasReason(row.proof));
    });
    expect(missing.map((r) => r.id)).toEqual([]);
  });

  it("ASVS map: every cited test exists and declares that exact title; every row in scope is there once at its level", () => {
    expect(findProblems(text, repoFiles)).toEqual([]);
  });

  it("ASVS map: the checks can fail — a missing row, a wrong level, a renamed or skipped test, a status without a reason", () => {
    const fake: Files = {
      exists: (path) => path === "app/x.test.ts" || path === "docs/decisions/README.md",
      read: () => 'it("kept title", () => {});\nit.skip("skipped title", () => {});',
    };
    const table = [
      '| V1.1.1 | 2 | Decode input once before checks | test | `app/x.test.ts` › "kept title" |',
      '| V1.1.2 | 1 | Encode output last, for its reader | test | `app/x.test.ts` › "renamed title" |',
      '| V1.2.1 | 1 | Output encoding fits its context | test | `app/x.test.ts` › "skipped title" |',
      '| V1.2.2 | 1 | URLs are encoded, safe schemes only | gap | `app/x.test.ts` › "kept title" |',
      "| V1.2.3 | 1 | JSON built dynamically is encoded | doc | `docs/missing.md` and more words here |",
      "| V1.2.4 | 1 | Queries are parameterised for sure | maybe | a reason long enough to pass |",
      "| V99.1.1 | 2 | Not a requirement of the standard | n/a | a reason long enough to pass |",
    ].join("\n");
    const problems = findProblems(table, fake);
    const expected = [
      "V1.2.5 (level 1) has no row",
      "line 2: V1.1.2 is level 2 in ASVS 5.0, not 1",
      'line 2: V1.1.2: app/x.test.ts declares no running test "renamed title"',
      'line 3: V1.2.1: app/x.test.ts declares no running test "skipped title"',
      "line 4: V1.2.2: status gap needs a reason, not only citations",
      "line 5: V1.2.3: docs/missing.md does not exist",
      'line 6: V1.2.4: status "maybe" is not one of test, doc, n/a, gap',
      "line 7: V99.1.1 is not an ASVS 5.0 requirement in scope",
    ];
    for (const problem of expected) expect(problems).toContain(problem);
    expect(problems.some((p) => p.startsWith("line 1:"))).toBe(false);
    expect(findProblems("| V1.1.1 | 2 | a | b |", fake)).toContain('line 1: 4 cells, not 5 (a "|" inside a cell?)');
  });
});
