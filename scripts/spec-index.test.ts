import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildIndex,
  coverageProblems,
  findCitations,
  generateIndex,
  INDEX_PATH,
  parseHeadings,
  ROOT,
  SPEC_MISSING_HELP,
  specPath,
  type SourceFile,
} from "./spec-index";

/**
 * docs/spec-index.md stays current and complete: it is what `npm run spec:index` writes from the
 * spec and the tracked files now, and every section of the spec with something to implement is
 * cited by at least one file. The spec is outside the repository (CI clones it beside); where it is
 * absent these two checks are skipped and say why, and the citation rules are still tested below.
 */

const SPEC = specPath();
const SPEC_PRESENT = existsSync(SPEC);
if (!SPEC_PRESENT) {
  console.warn(`scripts/spec-index.test.ts: the index checks are skipped: ${SPEC} does not exist. ${SPEC_MISSING_HELP}`);
}

/** One generation for both checks: it reads every tracked file. */
let generated: ReturnType<typeof generateIndex> | undefined;
const generateNow = () => (generated ??= generateIndex(readFileSync(SPEC, "utf8")));

describe.skipIf(!SPEC_PRESENT)(`${INDEX_PATH} against the spec${SPEC_PRESENT ? "" : " (skipped: the spec file is absent, see the warning)"}`, () => {
  it("is what the generator writes now (when not: run npm run spec:index, and commit docs/spec-index.md)", async () => {
    const { markdown } = await generateNow();
    const committed = existsSync(join(ROOT, INDEX_PATH)) ? readFileSync(join(ROOT, INDEX_PATH), "utf8") : "";
    expect(committed, `${INDEX_PATH} is not current: run npm run spec:index`).toBe(markdown);
  });

  it("cites every section that names a page, a rule or a message; only the allow-listed ones go uncited", async () => {
    const { index } = await generateNow();
    expect(coverageProblems(index), "cite each where it is implemented (a §N in its doc comment or test title), then run npm run spec:index").toEqual([]);
  });
});

const SAMPLE_SPEC = [
  "# A spec",
  "## 1. Overview",
  "## 2. Screens",
  "### Login screen",
  "### Member centre (Mine)",
  "## 3. Calls",
  "### Games",
  "## Appendix",
].join("\n");
const SAMPLE_NAMES = { "§2 Member centre (Mine)": ["optional rows"] };
const SAMPLE_ALLOW_LIST = { "§1": "background" };
const cited = (text: string, names: Record<string, string[]> = SAMPLE_NAMES) =>
  findCitations([{ path: "app/x.ts", text }], parseHeadings(SAMPLE_SPEC), names).map((c) => c.id);

describe("spec index: headings and citations", () => {
  it("reads each numbered section and each subsection under one, not the title or an unnumbered section", () => {
    expect(parseHeadings(SAMPLE_SPEC).map((h) => h.id)).toEqual(["§1", "§2", "§2 Login screen", "§2 Member centre (Mine)", "§3", "§3 Games"]);
  });

  it("counts a citation for the subsection its words name: title, title without 'screen' or parenthesis, the parenthesis, a listed name", () => {
    expect(cited("§2 Login screen: two tabs")).toEqual(["§2 Login screen"]);
    expect(cited("(§2 login, the captcha)")).toEqual(["§2 Login screen"]);
    expect(cited("§2 member centre")).toEqual(["§2 Member centre (Mine)"]);
    expect(cited("§2 Mine")).toEqual(["§2 Member centre (Mine)"]);
    expect(cited('The page (§2 "Login screen"): its own bar')).toEqual(["§2 Login screen"]);
    expect(cited("it('§2 optional rows: each needs its switch')")).toEqual(["§2 Member centre (Mine)"]);
    expect(cited("§3 Games) and §3")).toEqual(["§3 Games", "§3"]);
  });

  it("counts any other §N for section N, and a word that only begins like a name for the section", () => {
    expect(cited("§2 a visitor sees")).toEqual(["§2"]);
    expect(cited("§2 loginx")).toEqual(["§2"]);
    expect(cited("§1/§2")).toEqual(["§1", "§2"]);
  });

  it("ignores other documents' sections, numbered parts and numbers the spec does not have", () => {
    expect(cited("research §4.3, §4.2,–5, §9, §1.4")).toEqual([]);
  });

  it("refuses a listed name for a subsection the spec does not have", () => {
    expect(() => cited("§2", { "§2 Settings": ["set"] })).toThrow(/names no subsection of the spec: §2 Settings/);
  });

  it("lists sources and tests apart, sorted, and flags an uncited section unless it is allow-listed", () => {
    const headings = parseHeadings(SAMPLE_SPEC);
    const files: SourceFile[] = [
      { path: "tests/e2e/login.spec.ts", text: "§2 login" },
      { path: "app/routes/m.login.tsx", text: "§2 login" },
      { path: "app/features/account/login.ts", text: "§2 login; §2 login" },
      { path: "app/features/account/login.test.ts", text: "§2 login" },
      { path: "gateway/games/list.ts", text: "§3 Games" },
    ];
    const index = buildIndex(headings, findCitations(files, headings, SAMPLE_NAMES), SAMPLE_ALLOW_LIST);
    const login = index.find((e) => e.id === "§2 Login screen");
    expect(login?.sources).toEqual(["app/features/account/login.ts", "app/routes/m.login.tsx"]);
    expect(login?.tests).toEqual(["app/features/account/login.test.ts", "tests/e2e/login.spec.ts"]);
    expect(index.map((e) => [e.id, e.status])).toEqual([
      ["§1", "nothing to implement"],
      ["§2", "through subsections"],
      ["§2 Login screen", "cited"],
      ["§2 Member centre (Mine)", "not cited"],
      ["§3", "through subsections"],
      ["§3 Games", "cited"],
    ]);
    expect(coverageProblems(index, SAMPLE_ALLOW_LIST)).toEqual(["§2 Member centre (Mine) is cited by no file: cite it where it is implemented"]);
  });

  it("refuses an allow-listed section that is cited after all", () => {
    const headings = parseHeadings(SAMPLE_SPEC);
    const index = buildIndex(headings, findCitations([{ path: "app/x.ts", text: "§1 §2 login §2 mine §3 Games" }], headings, SAMPLE_NAMES), SAMPLE_ALLOW_LIST);
    expect(coverageProblems(index, SAMPLE_ALLOW_LIST)).toEqual(["§1 is on NOTHING_TO_IMPLEMENT but is cited: take it off the list"]);
    expect(coverageProblems(index, { ...SAMPLE_ALLOW_LIST, "§8": "gone" })).toContain("NOTHING_TO_IMPLEMENT names §8, which is no section of the spec");
  });
});
