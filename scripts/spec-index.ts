/**
 * `npm run spec:index`: writes docs/spec-index.md, which maps every section and subsection of the
 * spec to the tracked source and test files that cite it (`§3`, `§7 Games`, `§2 login …` in a
 * comment or a test title), and marks the ones nobody cites. scripts/spec-index.test.ts checks that
 * the committed file is current and that every section with something to implement is cited.
 *
 * The spec lives outside the repository (SPEC_PATH, else ../shared/SPEC.md beside the clone); only
 * its heading numbers and titles are read into the index.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const INDEX_PATH = "docs/spec-index.md";

/** The folders whose tracked files may cite the spec, and the kinds of file read (not docs: they describe, they don't implement). */
const SCANNED_FOLDERS = ["app", "contract", "gateway", "functions", "scripts", "tests", "migrations"];
const SCANNED_FILE = /\.(?:ts|tsx|js|mjs|cjs|sql|css)$/;
/** This index's own script and test quote citations as examples: they cite nothing. */
const NOT_SCANNED = new Set(["scripts/spec-index.ts", "scripts/spec-index.test.ts"]);
/** A test: a vitest or Playwright file, or anything under tests/ (fixtures, reporters, worker tests). */
const TEST_FILE = /(?:^tests\/|\.(?:test|spec)\.[cm]?[jt]sx?$)/;

/**
 * Sections with nothing to implement, so no file needs to cite them, each with the reason. An entry
 * that is cited after all, or names no section of the spec, fails the check: the list stays honest.
 */
export const NOTHING_TO_IMPLEMENT: Record<string, string> = {
  "§1": "background: the audiences and what each does, each implemented where a later section specifies it",
};

/**
 * The names a citation may use for a subsection besides its title: the features it describes, as
 * the code names them. `§2 banner carousel` counts for "§2 Home screen"; a `§N` followed by no
 * subsection's name counts for section N itself. The title, the title without its parenthesis or a
 * trailing "screen", and the parenthesis are names without being listed here.
 */
export const SUBSECTION_NAMES: Record<string, string[]> = {
  "§2 Route list": ["route", "routes", "aliases", "/m/", "?types=A", "notice", "message centre"],
  "§2 Page chrome": ["chrome", "start gate", "template", "mem cen", "dep func", "back arrow", "page transition", "swipe back"],
  "§2 Header on home": ["header pop-over", "header"],
  "§2 Home screen": [
    "banner carousel",
    "message icon",
    "notice ticker",
    "hot-match",
    "hot matches",
    "popular games",
    "announcement popup",
    "home lottery widget",
    "lottery countdown widget",
    "side bar",
  ],
  "§2 Login screen": ["remember password", "remember-password", "remember", "captcha", "social login"],
  "§2 Registration screen": ["register", "affiliate code"],
  "§2 Forgot password": ["forgot"],
  "§2 Member centre (Mine)": ["optional rows", "vip benefits", "share button", "member info"],
  "§2 Download bar and popup": ["download bar", "download popup", "download"],
  "§2 Help centre": ["help"],
  "§2 Game lists": ["classification tabs", "vendor tabs", "vendor tiles", "filter drawer", "filter panel", "game lobby", "tiles"],
  "§2 Lottery lobby": ["lottery tabs"],
  "§2 Language picker": ["language"],
  "§2 Agent home": ["agency centre"],
  "§7 Account and session": [
    "login",
    "testplay",
    "trial",
    "create trial",
    "register",
    "logout",
    "captcha",
    "send verification code",
    "change password",
    "forgot-password e-mail",
    "affiliates",
    "member info",
    "member club benefit",
    "set/get head icon",
    "wallet",
    "feedback",
  ],
  "§7 Content": ["announcements", "home announcements", "notices", "banner", "help centre", "customer service", "messages", "system status"],
  "§7 Games": [
    "game list",
    "hot",
    "favourites",
    "add favourite",
    "remove favourite",
    "recent",
    "all vendor villages",
    "game vendor mapping",
    "lobby vendors",
    "lottery list by prizemode",
    "lottery menu",
    "launch",
    "launch vendor game",
    "launch lottery game",
    "lott",
  ],
  "§7 Agent": ["team kpi", "orders", "nickname", "daily salary", "dividend", "hourly salary"],
};

export type Heading = { id: string; section: number; title: string; subsection: boolean };
export type Citation = { file: string; id: string };
export type SourceFile = { path: string; text: string };

/** `## 2. Screens and routes` is section §2; a `### Login screen` under it is "§2 Login screen". */
export function parseHeadings(spec: string): Heading[] {
  const headings: Heading[] = [];
  let section: number | undefined;
  for (const line of spec.split("\n")) {
    const numbered = /^## (\d+)\.\s+(.+?)\s*$/.exec(line);
    if (numbered) {
      section = Number(numbered[1]);
      headings.push({ id: `§${section}`, section, title: numbered[2]!, subsection: false });
      continue;
    }
    if (/^## /.test(line)) section = undefined;
    const sub = /^### (.+?)\s*$/.exec(line);
    if (sub && section !== undefined) headings.push({ id: `§${section} ${sub[1]}`, section, title: sub[1]!, subsection: true });
  }
  if (!headings.length) throw new Error("the spec has no numbered headings (## N. Title): is SPEC_PATH the spec?");
  return headings;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Every name of each subsection of a section, longest first, so the most specific one wins. */
function subsectionNames(headings: Heading[], extraNames: Record<string, string[]>): Map<number, { id: string; name: string }[]> {
  const unknown = Object.keys(extraNames).filter((id) => !headings.some((h) => h.subsection && h.id === id));
  if (unknown.length) throw new Error(`SUBSECTION_NAMES in scripts/spec-index.ts names no subsection of the spec: ${unknown.join(", ")}`);
  const bySection = new Map<number, { id: string; name: string }[]>();
  for (const heading of headings.filter((h) => h.subsection)) {
    const parenthesis = /\(([^)]*)\)/.exec(heading.title)?.[1];
    const bare = heading.title.replace(/\s*\([^)]*\)/g, "");
    const names = [heading.title, bare, bare.replace(/ screen$/i, ""), parenthesis ?? "", ...(extraNames[heading.id] ?? [])];
    const list = bySection.get(heading.section) ?? [];
    for (const name of new Set(names.map(normalize).filter(Boolean))) list.push({ id: heading.id, name });
    bySection.set(heading.section, list);
  }
  for (const list of bySection.values()) list.sort((a, b) => b.name.length - a.name.length);
  return bySection;
}

/**
 * `§N` and the words after it (quoted or not), up to punctuation or the next `§`. Not a citation of
 * this spec: a numbered part (`§4.3`, `§4–5`) or a `§` of an issue or of the research notes
 * (`§5`).
 */
const CITATION = /(?<!\bissue \d+ |\bresearch )§(\d+)(?![.–-]\d)(?:\s+["“])?([^\n:;,.()[\]{}"'`§|—–<>*]*)/gi;

export function findCitations(files: SourceFile[], headings: Heading[], extraNames = SUBSECTION_NAMES): Citation[] {
  const sections = new Set(headings.filter((h) => !h.subsection).map((h) => h.section));
  const names = subsectionNames(headings, extraNames);
  const citations: Citation[] = [];
  for (const { path, text } of files) {
    for (const match of text.matchAll(CITATION)) {
      const section = Number(match[1]);
      if (!sections.has(section)) continue;
      const words = normalize(match[2] ?? "");
      const subsection = names.get(section)?.find(({ name }) => words === name || words.startsWith(`${name} `));
      citations.push({ file: path, id: subsection?.id ?? `§${section}` });
    }
  }
  return citations;
}

/**
 * cited: a file cites it; through subsections: a section no file cites as a whole, whose subsections
 * are cited; nothing to implement: on NOTHING_TO_IMPLEMENT and cited by no file; not cited: the rest.
 */
export type Status = "cited" | "through subsections" | "nothing to implement" | "not cited";
export type IndexEntry = Heading & { sources: string[]; tests: string[]; status: Status; reason?: string };

export function buildIndex(headings: Heading[], citations: Citation[], allowList = NOTHING_TO_IMPLEMENT): IndexEntry[] {
  const filesCiting = (id: string) => [...new Set(citations.filter((c) => c.id === id).map((c) => c.file))].sort(byCodeUnit);
  const citedIds = new Set(citations.map((c) => c.id));
  return headings.map((heading) => {
    const files = filesCiting(heading.id);
    const status: Status = files.length
      ? "cited"
      : !heading.subsection && headings.some((h) => h.subsection && h.section === heading.section && citedIds.has(h.id))
        ? "through subsections"
        : heading.id in allowList
          ? "nothing to implement"
          : "not cited";
    const sources = files.filter((f) => !TEST_FILE.test(f));
    return { ...heading, sources, tests: files.filter((f) => TEST_FILE.test(f)), status, reason: allowList[heading.id] };
  });
}

/** What the check refuses: a section to implement that nobody cites, and allow-list entries that no longer hold. */
export function coverageProblems(index: IndexEntry[], allowList = NOTHING_TO_IMPLEMENT): string[] {
  const problems: string[] = [];
  for (const entry of index) {
    const name = entry.subsection ? entry.id : `${entry.id} ${entry.title}`;
    if (entry.status === "not cited") problems.push(`${name} is cited by no file: cite it where it is implemented`);
    if (entry.status !== "nothing to implement" && entry.id in allowList)
      problems.push(`${entry.id} is on NOTHING_TO_IMPLEMENT but is cited: take it off the list`);
  }
  for (const id of Object.keys(allowList))
    if (!index.some((e) => e.id === id)) problems.push(`NOTHING_TO_IMPLEMENT names ${id}, which is no section of the spec`);
  return problems;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const fileList = (files: string[]) => (files.length ? files.map((f) => `- \`${f}\``) : ["- none"]);

export function renderIndex(index: IndexEntry[]): string {
  const count = (status: Status) => index.filter((e) => e.status === status).length;
  const lines = [
    "# Spec index",
    "",
    "Generated by `npm run spec:index` (scripts/spec-index.ts): do not edit by hand; scripts/spec-index.test.ts checks it is current.",
    "",
    `Every numbered section of the spec and every subsection heading under one, with the tracked files under ${SCANNED_FOLDERS.map((f) => `${f}/`).join(", ")} that cite it. ${index.length} entries: ${count("cited")} cited, ${count("through subsections")} cited through their subsections only, ${count("nothing to implement")} with nothing to implement, ${count("not cited")} not cited.`,
    "",
    "How a citation counts: `§N` followed by a subsection's name (its title, or a feature it describes: `SUBSECTION_NAMES` in the script) counts for that subsection, e.g. `§2 banner carousel` for §2 Home screen; any other `§N` for section N. A `§` of an issue or of the research notes (`§5`, `research §4.3`) and numbered parts (`§4.3`) are not this spec's.",
    "",
    "| §   | title | source files | test files |",
    "| --- | ----- | ------------ | ---------- |",
    ...index.map((e) => {
      const cells = e.status === "cited" ? [String(e.sources.length), String(e.tests.length)] : [e.status === "not cited" ? "**not cited**" : e.status, ""];
      return `| ${e.subsection ? `§${e.section}` : e.id} | ${e.subsection ? `↳ ${e.title}` : e.title} | ${cells.join(" | ")} |`;
    }),
    "",
  ];
  for (const entry of index) {
    lines.push(`${entry.subsection ? "###" : "##"} ${entry.id}${entry.subsection ? "" : ` ${entry.title}`}`, "");
    if (entry.status === "cited")
      lines.push(
        `Source files (${entry.sources.length}):`,
        "",
        ...fileList(entry.sources),
        "",
        `Test files (${entry.tests.length}):`,
        "",
        ...fileList(entry.tests),
        "",
      );
    else if (entry.status === "through subsections") lines.push("No file cites the section as a whole; its subsections follow.", "");
    else if (entry.status === "nothing to implement") lines.push(`Not cited: nothing to implement (${entry.reason}).`, "");
    else lines.push("**Not cited.**", "");
  }
  return lines.join("\n");
}

/** Where the spec is: SPEC_PATH, else ../shared/SPEC.md beside the repository. */
export function specPath(): string {
  return resolve(ROOT, process.env.SPEC_PATH || "../shared/SPEC.md");
}

export const SPEC_MISSING_HELP =
  "The spec is not where spec:index looks for it. Set SPEC_PATH to the spec's file (SPEC_PATH=/path/to/SPEC.md npm run spec:index), or put it at ../shared/SPEC.md beside the repository's folder.";

export function trackedFiles(): SourceFile[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...SCANNED_FOLDERS], { cwd: ROOT, encoding: "utf8" });
  return listed
    .split("\0")
    .filter((path) => SCANNED_FILE.test(path) && !NOT_SCANNED.has(path) && existsSync(join(ROOT, path)))
    .sort(byCodeUnit)
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), "utf8") }));
}

/** The index as the spec and the tracked files make it now, formatted as `npm run format` would leave it. */
export async function generateIndex(spec: string, files = trackedFiles()): Promise<{ markdown: string; index: IndexEntry[] }> {
  const headings = parseHeadings(spec);
  const index = buildIndex(headings, findCitations(files, headings));
  const options = (await resolveConfig(join(ROOT, INDEX_PATH))) ?? {};
  return { markdown: await format(renderIndex(index), { ...options, parser: "markdown" }), index };
}

async function main() {
  const path = specPath();
  if (!existsSync(path)) {
    console.error(`${path} does not exist.\n${SPEC_MISSING_HELP}`);
    process.exit(1);
  }
  const { markdown, index } = await generateIndex(readFileSync(path, "utf8"));
  writeFileSync(join(ROOT, INDEX_PATH), markdown);
  const cited = index.filter((e) => e.status === "cited" || e.status === "through subsections").length;
  console.log(`spec:index: wrote ${INDEX_PATH} from ${relative(ROOT, path) || path}: ${index.length} sections and subsections, ${cited} cited`);
  const problems = coverageProblems(index);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
