/** Statements of a migration file: `--` comments removed (outside quotes), split on `;`. */
export function splitSql(sql: string): string[] {
  return sql
    .split("\n")
    .map((line) => {
      const at = line.indexOf("--");
      return at >= 0 && (line.slice(0, at).match(/'/g) ?? []).length % 2 === 0 ? line.slice(0, at) : line;
    })
    .join("\n")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
}
