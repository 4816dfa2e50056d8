import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, after the run, the ten spec files that took longest (summed over their tests, per
 * project) and each project's total: where to look first when the suite grows slow.
 */
export default class SlowestSpecs implements Reporter {
  private readonly times = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? "";
    const file = test.location.file.replace(/^.*\/tests\/e2e\//, "");
    const key = `${project.padEnd(6)} ${file}`;
    const entry = this.times.get(key) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += result.status === "skipped" ? 0 : 1;
    this.times.set(key, entry);
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.times.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    // eslint-disable-next-line no-console -- a reporter's job is to print
    console.log("\nSlowest spec files (project, file: summed test time, tests run):");
    // eslint-disable-next-line no-console -- a reporter's job is to print
    for (const [key, { ms, tests }] of rows.slice(0, 10)) console.log(`  ${seconds(ms)}  ${String(tests).padStart(3)}  ${key}`);
    const perProject = new Map<string, number>();
    for (const [key, { ms }] of rows) perProject.set(key.slice(0, 6).trim(), (perProject.get(key.slice(0, 6).trim()) ?? 0) + ms);
    // eslint-disable-next-line no-console -- a reporter's job is to print
    console.log(`Per project: ${[...perProject.entries()].map(([p, ms]) => `${p} ${seconds(ms).trim()}`).join(", ")}`);
  }
}
