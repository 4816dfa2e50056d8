/** Seed SQL helpers: literal values only, quoted; every insert is INSERT OR IGNORE (idempotent). */
export type Value = string | number | null;

/** SQL literal for seed values (numbers, strings, null); strings are quoted with '' escaping. */
export function sqlLiteral(v: Value): string {
  if (v === null) return "NULL";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replaceAll("'", "''")}'`;
}

export function insert(table: string, row: Record<string, Value>): string {
  const cols = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => sqlLiteral(row[c]!)).join(", ")});`;
}
