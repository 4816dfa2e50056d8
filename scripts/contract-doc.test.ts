import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contractView } from "./conformance/contract-view";
import { MARKDOWN_FILE, OPENAPI_FILE, fillMarkdown, generatedFiles, openApiDocument } from "./contract-doc";

/**
 * The contract's documents are generated (npm run contract:doc): this makes `npm test` fail when a
 * committed copy no longer matches contract/, so they cannot drift from what the app and the
 * embedded gateway actually use.
 */
const ROOT = join(import.meta.dirname, "..");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function refs(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.push(child);
      else refs(child, found);
    }
  }
  return found;
}

function resolve(document: Json, ref: string): Json | undefined {
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Json | undefined>((node, part) => (node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined), document);
}

describe("the gateway contract's documents", () => {
  it("the committed OpenAPI document and readable contract are what contract/ generates", async () => {
    const files = await generatedFiles();
    for (const file of [OPENAPI_FILE, MARKDOWN_FILE]) {
      const committed = readFileSync(join(ROOT, file), "utf8");
      expect(committed === files[file], `${file} is stale: run npm run contract:doc and commit the result`).toBe(true);
    }
  });

  it("the OpenAPI document has every route once, under its path and method, and every $ref resolves", async () => {
    const view = contractView();
    const document = (await openApiDocument(view)) as { paths: Record<string, Record<string, { operationId: string }>> } & Json;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${op.operationId} ${method} ${path}`),
    );
    expect(operations.sort()).toEqual(view.routes.map((r) => `${r.name} ${r.method.toLowerCase()} ${r.path}`).sort());
    const unresolved = [...new Set(refs(document))].filter((ref) => resolve(document, ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  it("a generated block needs both its markers", () => {
    expect(fillMarkdown("a\n<!-- generated:x -->\nold\n<!-- /generated:x -->\nb", { x: "new" })).toBe(
      "a\n<!-- generated:x -->\n\nnew\n\n<!-- /generated:x -->\nb",
    );
    expect(() => fillMarkdown("no markers", { x: "new" })).toThrow("lacks the markers <!-- generated:x -->");
  });
});
