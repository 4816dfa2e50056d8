import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_DATABASE_ID, deployValuesProblem, stagedToml } from "./deploy-config";

/** wrangler.toml holds nothing account-specific; the deploy stages a copy with the account's values (decision 047). */
const ROOT = join(import.meta.dirname, "..");
const committed = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
const gatewayCommitted = readFileSync(join(ROOT, "gateway/wrangler.toml"), "utf8");
const ID = "3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c";

describe("deploy configuration", () => {
  it("the committed files hold only the local placeholder id", () => {
    for (const toml of [committed, gatewayCommitted]) {
      const ids = [...toml.matchAll(/^\s*database_id\s*=\s*"([^"]*)"/gm)].map((m) => m[1]);
      expect(ids).toEqual([PLACEHOLDER_DATABASE_ID]);
    }
  });

  it("stages the account's database id and keeps everything else", () => {
    const staged = stagedToml(committed, { databaseId: ID });
    expect(staged).toContain(`database_id = "${ID}"`);
    expect(staged).not.toContain(PLACEHOLDER_DATABASE_ID);
    expect(staged.replace(ID, PLACEHOLDER_DATABASE_ID)).toBe(committed);
    expect(staged).not.toContain("[[services]]");
  });

  it("adds the GATEWAY service binding only when a gateway worker is named", () => {
    const staged = stagedToml(committed, { databaseId: ID, gatewayService: "edge-lobby-gateway" });
    expect(staged).toMatch(/\[\[services\]\]\nbinding = "GATEWAY"\nservice = "edge-lobby-gateway"\n$/);
  });

  it("rewrites the paths it is asked to (the gateway's config, staged elsewhere)", () => {
    const staged = stagedToml(gatewayCommitted, { databaseId: ID }, { main: "/abs/gateway/worker.ts", migrations_dir: "/abs/migrations" });
    expect(staged).toContain('main = "/abs/gateway/worker.ts"');
    expect(staged).toContain('migrations_dir = "/abs/migrations"');
    expect(() => stagedToml(committed, { databaseId: ID }, { main: "/x" })).toThrow(/no main line/);
  });

  it("refuses a file with no database_id line rather than deploy without one", () => {
    expect(() => stagedToml('name = "x"\n', { databaseId: ID })).toThrow(/no database_id/);
  });

  it("checks the values: a real UUID, not the placeholder, a valid worker name", () => {
    expect(deployValuesProblem({ databaseId: ID })).toBeNull();
    expect(deployValuesProblem({ databaseId: "abc" })).toMatch(/UUID/);
    expect(deployValuesProblem({ databaseId: PLACEHOLDER_DATABASE_ID })).toMatch(/placeholder/);
    expect(deployValuesProblem({ databaseId: PLACEHOLDER_DATABASE_ID }, { allowPlaceholder: true })).toBeNull();
    expect(deployValuesProblem({ databaseId: ID, gatewayService: "Bad Name" })).toMatch(/GATEWAY_WORKER/);
  });
});
