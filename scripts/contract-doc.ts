/**
 * `npm run contract:doc`: the gateway contract (contract/) as an OpenAPI 3.1 document
 * (docs/gateway-contract.openapi.json) and the generated tables of the readable contract
 * (docs/gateway-contract.md, between its `<!-- generated:NAME -->` markers). `--check` writes
 * nothing and exits 1 when either committed file differs from what the contract generates
 * (scripts/contract-doc.test.ts makes `npm test` do the same).
 *
 * Schemas are converted with zod-to-json-schema's JSON Schema 7 target: the one whose output is
 * also valid in OpenAPI 3.1's dialect (JSON Schema 2020-12): numeric exclusive bounds, `const`,
 * nullable as a type list (its 2019-09 target writes boolean exclusive bounds, draft 4's). A zod schema exported by name from contract/schemas/ becomes a component and is
 * referenced wherever the same object is used; every other schema is written inline.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { format, resolveConfig } from "prettier";
import { z } from "zod";
import { ignoreOverride, zodToJsonSchema } from "zod-to-json-schema";
import { READ_AFTER_HEADER, READ_AFTER_TOKEN } from "../contract/consistency";
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from "../contract/seal";
import { CONTRACT_VERSION_HEADER } from "../contract/version";
import { contractView, refusalsOf, type CommonRefusal, type ContractRoute, type ContractView } from "./conformance/contract-view";

const ROOT = new URL("..", import.meta.url).pathname;
export const OPENAPI_FILE = "docs/gateway-contract.openapi.json";
export const MARKDOWN_FILE = "docs/gateway-contract.md";
const SCHEMAS_DIR = "contract/schemas";
const COMPONENT_PATH = "#/components/schemas/";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Every zod schema exported from contract/schemas/*.ts, by component name (the export's name; the file's too when two files use one name). */
export async function namedSchemas(): Promise<Map<z.ZodTypeAny, string>> {
  const found: { file: string; name: string; schema: z.ZodTypeAny }[] = [];
  for (const file of readdirSync(join(ROOT, SCHEMAS_DIR)).sort()) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const exports = (await import(join(ROOT, SCHEMAS_DIR, file))) as Record<string, unknown>;
    for (const name of Object.keys(exports).sort()) {
      const value = exports[name];
      if (value instanceof z.ZodType) found.push({ file: file.replace(/\.ts$/, ""), name, schema: value });
    }
  }
  const count = new Map<string, number>();
  for (const { name } of found) count.set(name, (count.get(name) ?? 0) + 1);
  const names = new Map<z.ZodTypeAny, string>();
  // The first export of an object names it (files and names in order): an alias is not a second component.
  for (const { file, name, schema } of found) if (!names.has(schema)) names.set(schema, count.get(name)! > 1 ? `${file}.${name}` : name);
  return names;
}

/** Converts schemas, referring to the named ones, and keeps what it referred to for the components. */
function schemaWriter(names: Map<z.ZodTypeAny, string>) {
  const byDef = new Map([...names].map(([schema, name]) => [schema._def as unknown, { name, schema }]));
  const used = new Map<string, z.ZodTypeAny>();
  const convert = (schema: z.ZodTypeAny, { root }: { root: boolean }): JsonObject => {
    const json = zodToJsonSchema(schema, {
      target: "jsonSchema7",
      // Only the named schemas are references; the rest is inline (no paths into another schema).
      $refStrategy: "none",
      // What travels on the wire: a request before the gateway's coercions, an answer before the app's.
      effectStrategy: "input",
      pipeStrategy: "input",
      // zod drops unknown fields rather than refusing them: a gateway may add fields (a minor version).
      removeAdditionalStrategy: "strict",
      override: (def, refs) => {
        const named = byDef.get(def);
        if (!named || (!root && refs.currentPath.length === 1)) return ignoreOverride;
        used.set(named.name, named.schema);
        return { $ref: COMPONENT_PATH + named.name };
      },
    }) as JsonObject;
    delete json.$schema;
    return json;
  };
  /** The components every written schema referred to, their own references included. */
  const components = (): JsonObject => {
    const out: JsonObject = {};
    for (let pending = [...used]; pending.length; pending = [...used].filter(([name]) => !(name in out))) {
      for (const [name, schema] of pending) out[name] = convert(schema, { root: false });
    }
    return out;
  };
  return { convert: (schema: z.ZodTypeAny) => convert(schema, { root: true }), components };
}

/** Object keys sorted at every depth, so the document does not depend on the order anything was built in. */
function sorted(value: Json): Json {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted(value[k]!)]),
    );
  return value;
}

const AUTH_TEXT: Record<ContractRoute["auth"], string> = {
  none: "public: no token is read",
  optional: "public; a member's token, when sent, makes the answer the member's",
  member: "member: a valid token is required (401 without one)",
};

const MEDIA_TYPE = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" } as const;

function requestBody(route: ContractRoute, convert: (s: z.ZodTypeAny) => JsonObject): JsonObject | undefined {
  const { body, encoding, sealed } = route.request;
  if (!body) return undefined;
  if (sealed) {
    return {
      required: true,
      description: `Sealed: the JSON body below is encrypted (AES-GCM under a key derived from the shared GATEWAY_SECRET, contract/seal.ts) and sent as { "data": "<base64url(iv ‖ ciphertext)>" } with the header ${ENCRYPTION_HEADER}: ${ENCRYPTION_SCHEME}. x-sealed-content is the schema of what is sealed.`,
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["data"],
            properties: { data: { type: "string", description: "base64url(iv ‖ AES-GCM ciphertext) of the sealed JSON" } },
            additionalProperties: false,
          },
          "x-sealed-content": convert(body),
        },
      },
    };
  }
  return { required: true, content: { [MEDIA_TYPE[encoding]]: { schema: convert(body) } } };
}

function queryParameters(route: ContractRoute, convert: (s: z.ZodTypeAny) => JsonObject): JsonObject[] {
  const shape = (route.request.query?.shape ?? {}) as Record<string, z.ZodTypeAny>;
  return Object.keys(shape)
    .sort()
    .map((name) => {
      const field = shape[name]!;
      const schema = convert(field);
      const description = typeof schema.description === "string" ? schema.description : undefined;
      return { name, in: "query", required: !field.isOptional(), schema, ...(description ? { description } : {}) };
    });
}

/** The headers of every answer, refusals included. */
const ANSWER_HEADERS = {
  [CONTRACT_VERSION_HEADER]: { $ref: "#/components/headers/ContractVersion" },
  [READ_AFTER_HEADER]: { $ref: "#/components/headers/ReadAfter" },
};

function successResponse(route: ContractRoute, convert: (s: z.ZodTypeAny) => JsonObject): JsonObject {
  const headers = ANSWER_HEADERS;
  if (route.answer.kind === "file") {
    return {
      description: `A file (${route.answer.mediaTypes.join(", ")}), not the envelope; a refusal is still the envelope.`,
      headers,
      content: Object.fromEntries(route.answer.mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }])),
    };
  }
  return {
    description: "The success envelope; `value` is this call's answer.",
    headers,
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["success", "value"],
          properties: {
            success: { const: true },
            value: convert(route.answer.value),
            code: { type: ["string", "null"] },
            message: { type: ["string", "null"] },
          },
        },
      },
    },
  };
}

/** Refusals by HTTP status (a code the contract allows two statuses is under both). */
function refusalResponses(route: ContractRoute, view: ContractView): Record<string, JsonObject> {
  const byStatus = new Map<string, string[]>();
  for (const [code, statuses] of refusalsOf(route, view)) {
    for (const status of statuses) byStatus.set(String(status), [...(byStatus.get(String(status)) ?? []), code]);
  }
  const out: Record<string, JsonObject> = {};
  for (const [status, codes] of byStatus) {
    out[status] = {
      description: "Refused: `code` says why.",
      headers: ANSWER_HEADERS,
      content: {
        "application/json": {
          schema: { allOf: [{ $ref: "#/components/schemas/RefusalEnvelope" }, { properties: { code: { enum: [...codes].sort() } } }] },
        },
      },
    };
  }
  return out;
}

/** The read-after token (contract/consistency.ts), as its zod schema says. */
const READ_AFTER_SCHEMA = { type: "string", pattern: READ_AFTER_TOKEN.source };
const READ_AFTER_TEXT = {
  request:
    "The read-after token a change of this member's answered: answer from data at least that fresh (a gateway with read replicas); anything that is not a token is ignored. Without it, any copy will do.",
  answer:
    "Optional: an opaque token (1 to 256 printable ASCII characters, no spaces) for the state of the gateway's data this call saw. The app keeps the one a member's change answers and sends it back on that member's reads.",
};

const HEADER_PARAMETERS: Record<string, JsonObject> = {
  MerchantCode: {
    name: "X-Merchant-Code",
    in: "header",
    required: true,
    description: "The operator's merchant code (the app's MERCHANT_CODE). Any other value: merchant.invalid, 403.",
    schema: { type: "string" },
  },
  ContractVersion: {
    name: CONTRACT_VERSION_HEADER,
    in: "header",
    required: false,
    description: "The contract version the caller was built against (the app always sends it).",
    schema: { type: "string" },
  },
  AcceptLanguage: {
    name: "Accept-Language",
    in: "header",
    required: false,
    description: "The answer's language: TY, EN or PT (the `language` query parameter wins); anything else reads as TY.",
    schema: { type: "string" },
  },
  RequestId: {
    name: "X-Request-Id",
    in: "header",
    required: false,
    description: "The app's id of the page request, for joining both sides' logs.",
    schema: { type: "string" },
  },
  ClientIp: {
    name: "X-Client-IP",
    in: "header",
    required: false,
    description: "The player's address, for region checks and limits.",
    schema: { type: "string" },
  },
  ClientDevice: {
    name: "X-Client-Device",
    in: "header",
    required: false,
    description: "The verified id of the player's device cookie, for per-device limits.",
    schema: { type: "string" },
  },
  ClientCountry: {
    name: "X-Client-Country",
    in: "header",
    required: false,
    description: "The player's country (the edge's geo data).",
    schema: { type: "string" },
  },
  ClientUserAgent: {
    name: "X-Client-User-Agent",
    in: "header",
    required: false,
    description: "The player's browser (first 256 characters), for the sign-in history.",
    schema: { type: "string" },
  },
  ReadAfter: {
    name: READ_AFTER_HEADER,
    in: "header",
    required: false,
    description: READ_AFTER_TEXT.request,
    schema: READ_AFTER_SCHEMA,
  },
  BodyEncryption: {
    name: ENCRYPTION_HEADER,
    in: "header",
    required: true,
    description: `${ENCRYPTION_SCHEME}: the body is sealed (contract/seal.ts).`,
    schema: { const: ENCRYPTION_SCHEME },
  },
};

const EVERY_CALL = [
  "MerchantCode",
  "ContractVersion",
  "AcceptLanguage",
  "RequestId",
  "ClientIp",
  "ClientDevice",
  "ClientCountry",
  "ClientUserAgent",
  "ReadAfter",
];

export async function openApiDocument(view: ContractView): Promise<JsonObject> {
  const writer = schemaWriter(await namedSchemas());
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of view.routes) {
    const parameters = [
      ...EVERY_CALL.map((name) => ({ $ref: `#/components/parameters/${name}` })),
      ...(route.request.sealed ? [{ $ref: "#/components/parameters/BodyEncryption" }] : []),
      ...queryParameters(route, writer.convert),
    ];
    const body = requestBody(route, writer.convert);
    const operation: JsonObject = {
      operationId: route.name,
      summary: route.name,
      description: [
        AUTH_TEXT[route.auth] + ".",
        route.mutation ? "Changes state: never retried by the app." : "A read.",
        route.idempotent ? "Idempotent: the body's idempotencyKey makes a repeat do the work once." : "",
        route.module ? `Optional module ${route.module}: a gateway without it leaves it out of its capabilities.` : "Core: every gateway answers it.",
      ]
        .filter(Boolean)
        .join(" "),
      tags: [route.module ?? "core"],
      security: route.auth === "none" ? [] : route.auth === "optional" ? [{}, { memberToken: [] }] : [{ memberToken: [] }],
      parameters,
      ...(body ? { requestBody: body } : {}),
      responses: { "200": successResponse(route, writer.convert), ...refusalResponses(route, view) },
      ...(route.idempotent ? { "x-idempotent": true } : {}),
      ...(route.module ? { "x-module": route.module } : {}),
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  const document: JsonObject = {
    openapi: "3.1.0",
    info: {
      title: "Edge Lobby gateway contract",
      version: view.version,
      description:
        "What an operator's gateway answers the Edge Lobby app (the app's GATEWAY_URL). Generated from contract/ by `npm run contract:doc`; docs/gateway-contract.md explains it.",
    },
    servers: [{ url: "https://gateway.example.com", description: "the operator's gateway (GATEWAY_URL)" }],
    tags: [
      { name: "core", description: "Every gateway answers these." },
      ...view.modules.map((name) => ({ name, description: `Optional module ${name}: listed in the capabilities answer when offered.` })),
    ],
    paths,
    components: {
      securitySchemes: {
        memberToken: { type: "http", scheme: "bearer", description: "The token of the login (or testPlay) answer, as Authorization: Bearer <token>." },
      },
      parameters: HEADER_PARAMETERS,
      headers: {
        ContractVersion: {
          description: "The contract version the gateway speaks (same major version as the caller's).",
          required: true,
          schema: { type: "string" },
        },
        ReadAfter: { description: READ_AFTER_TEXT.answer, required: false, schema: READ_AFTER_SCHEMA },
      },
      schemas: {
        ...writer.components(),
        RefusalEnvelope: {
          type: "object",
          required: ["success", "code"],
          properties: {
            success: { const: false },
            code: { type: "string" },
            message: { type: ["string", "null"] },
            value: { description: "Details of some refusals (e.g. login's { captcha: true })." },
          },
        },
      },
    },
  };
  return sorted(document) as JsonObject;
}

const cell = (text: string) => text.replaceAll("|", "\\|");

/** The generated tables of the readable contract, by marker name. */
export function markdownTables(view: ContractView): Record<string, string> {
  const routes = [
    "| route | method | path | auth | module | idempotent |",
    "| --- | --- | --- | --- | --- | --- |",
    ...view.routes.map((r) => `| ${r.name} | ${r.method} | \`${r.path}\` | ${r.auth} | ${r.module ?? "core"} | ${r.idempotent ? "yes" : ""} |`),
  ];
  const modules = [
    "| module | routes |",
    "| --- | --- |",
    ...view.modules.map(
      (m) =>
        `| ${m} | ${view.routes
          .filter((r) => r.module === m)
          .map((r) => r.name)
          .join(", ")} |`,
    ),
  ];
  const routesOf = (r: CommonRefusal) => (r.routes === "every" ? "every route" : r.routes === "member" ? "every member route" : r.routes.join(", "));
  const refusals = [
    "| cause | codes | HTTP status | when | routes |",
    "| --- | --- | --- | --- | --- |",
    ...view.commonRefusals.map((r) => `| ${r.cause} | ${r.codes.map((c) => `\`${c}\``).join(", ")} | ${r.status} | ${cell(r.when)} | ${routesOf(r)} |`),
  ];
  return { routes: routes.join("\n"), modules: modules.join("\n"), "common-refusals": refusals.join("\n") };
}

/** `markdown` with each generated block replaced; throws naming a marker that is missing. */
export function fillMarkdown(markdown: string, tables: Record<string, string>): string {
  let out = markdown;
  for (const [name, table] of Object.entries(tables)) {
    const begin = `<!-- generated:${name} -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = out.indexOf(begin);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${MARKDOWN_FILE} lacks the markers ${begin} … ${end}`);
    out = `${out.slice(0, from + begin.length)}\n\n${table}\n\n${out.slice(to)}`;
  }
  return out;
}

async function prettier(text: string, file: string): Promise<string> {
  const options = (await resolveConfig(join(ROOT, file))) ?? {};
  return format(text, { ...options, filepath: join(ROOT, file) });
}

/** Both files as the contract generates them (formatted as `npm run format` would leave them), by path from the root. */
export async function generatedFiles(view: ContractView = contractView()): Promise<Record<string, string>> {
  const openApi = await prettier(JSON.stringify(await openApiDocument(view)), OPENAPI_FILE);
  const markdown = await prettier(fillMarkdown(readFileSync(join(ROOT, MARKDOWN_FILE), "utf8"), markdownTables(view)), MARKDOWN_FILE);
  return { [OPENAPI_FILE]: openApi, [MARKDOWN_FILE]: markdown };
}

/** The files whose committed text differs from the generated one. */
export async function staleFiles(): Promise<string[]> {
  const files = await generatedFiles();
  return Object.entries(files)
    .filter(([file, text]) => {
      try {
        return readFileSync(join(ROOT, file), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--check")) {
    const stale = await staleFiles();
    if (!stale.length) return 0;
    console.error(
      `${stale.join(" and ")} ${stale.length > 1 ? "differ" : "differs"} from what contract/ generates: run npm run contract:doc and commit the result.`,
    );
    return 1;
  }
  for (const [file, text] of Object.entries(await generatedFiles())) {
    writeFileSync(join(ROOT, file), text);
    console.log(`wrote ${relative(process.cwd(), join(ROOT, file))}`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) process.exitCode = await main(process.argv.slice(2));
