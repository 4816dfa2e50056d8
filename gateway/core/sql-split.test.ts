import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitSql } from "./sql-split";

describe("migration SQL splitter", () => {
  it("drops -- comments, whole-line and trailing, even when they hold a quote or a semicolon", () => {
    const sql = "-- the agent's table; one row per agent\nCREATE TABLE a (id INTEGER); -- trailing; note\n-- done\n";
    expect(splitSql(sql)).toEqual(["CREATE TABLE a (id INTEGER)"]);
  });

  it("keeps semicolons, -- and doubled quotes inside string literals", () => {
    const sql = "INSERT INTO t VALUES ('a;b', 'it''s; fine', 'x--y');\nINSERT INTO t VALUES (\"q;\")";
    expect(splitSql(sql)).toEqual(["INSERT INTO t VALUES ('a;b', 'it''s; fine', 'x--y')", 'INSERT INTO t VALUES ("q;")']);
  });

  it("drops block comments and empty statements", () => {
    expect(splitSql("/* a; b */ SELECT 1;;\n  ;SELECT 2 /* c */;")).toEqual(["SELECT 1", "SELECT 2"]);
  });

  it("keeps a trigger's body, semicolons and all, as one statement", () => {
    const sql = "CREATE TABLE a (id INTEGER);\nCREATE TRIGGER t AFTER INSERT ON a\nBEGIN\n  INSERT INTO b VALUES (NEW.id);\n  DELETE FROM c;\nEND;\nSELECT 1;";
    expect(splitSql(sql)).toEqual([
      "CREATE TABLE a (id INTEGER)",
      "CREATE TRIGGER t AFTER INSERT ON a\nBEGIN\n  INSERT INTO b VALUES (NEW.id);\n  DELETE FROM c;\nEND",
      "SELECT 1",
    ]);
  });

  it("splits every migration into statements with no comment left", () => {
    const dir = join(import.meta.dirname, "..", "..", "migrations");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
      const statements = splitSql(readFileSync(join(dir, file), "utf8"));
      expect(statements.length, file).toBeGreaterThan(0);
      for (const s of statements) {
        expect(s, file).toMatch(/^(CREATE|INSERT|ALTER|DROP|UPDATE|DELETE)\b/);
        expect(s, file).not.toMatch(/^\s*--/m);
      }
    }
  });
});
