/**
 * The statements of a migration file, for D1's batch (one statement per prepare): split on `;`
 * outside quoted text, with `--` line comments and `/* … *\/` block comments dropped. Quoted text
 * ('…', "…", `…`, with a doubled quote standing for itself) is kept whole, so a `;` or `--` inside
 * a literal never cuts it, and a `'` or `;` inside a comment never matters.
 * A trigger's body (CREATE TRIGGER … BEGIN stmt; stmt; END) is one statement: its `;` only end
 * it after the closing END (so a body statement must not itself end with an END, a CASE's).
 */
export function splitSql(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
    } else if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += " ";
    } else if (c === "'" || c === '"' || c === "`") {
      let end = i + 1;
      while (end < sql.length && !(sql[end] === c && sql[end + 1] !== c)) end += sql[end] === c ? 2 : 1;
      current += sql.slice(i, end + 1);
      i = end + 1;
    } else if (c === ";" && /^\s*CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(current) && !/\bEND\s*$/i.test(current)) {
      current += c;
      i++;
    } else if (c === ";") {
      statements.push(current);
      current = "";
      i++;
    } else {
      current += c;
      i++;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
