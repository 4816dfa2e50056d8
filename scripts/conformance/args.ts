/** The conformance kit's command line (docs/operators.md shows it in use). */
import { parseArgs } from "node:util";

export const USAGE = `npm run conformance -- --gateway URL --merchant CODE [--member user:password] [--writes] [--body-secret SECRET] [--timeout-ms N] [--json]

  --gateway URL        the gateway's base URL (the app's GATEWAY_URL)
  --merchant CODE      the merchant code it expects in X-Merchant-Code (the app's MERCHANT_CODE)
  --member user:pass   signs in (the login route) and checks the member routes too
  --writes             calls the mutations too: a staging gateway only, they change its data
  --body-secret SECRET seals the login body as the app does (default: $GATEWAY_SECRET)
  --timeout-ms N       per call (default 15000)
  --json               the results as JSON instead of the table`;

export type KitArgs = {
  gateway: string;
  merchant: string;
  member?: { username: string; password: string };
  writes: boolean;
  bodySecret?: string;
  timeoutMs: number;
  json: boolean;
};

/** The options, or the problem to print above the usage. `env` supplies GATEWAY_SECRET when --body-secret is absent. */
export function parseKitArgs(argv: string[], env: Record<string, string | undefined>): { ok: true; args: KitArgs } | { ok: false; problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        gateway: { type: "string" },
        merchant: { type: "string" },
        member: { type: "string" },
        writes: { type: "boolean", default: false },
        "body-secret": { type: "string" },
        "timeout-ms": { type: "string" },
        json: { type: "boolean", default: false },
      },
      strict: true,
    }));
  } catch (e) {
    return { ok: false, problem: e instanceof Error ? e.message : String(e) };
  }
  if (!values.gateway) return { ok: false, problem: "--gateway is required" };
  try {
    const url = new URL(values.gateway);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
  } catch {
    return { ok: false, problem: `--gateway must be an http(s) URL, not ${values.gateway}` };
  }
  if (!values.merchant) return { ok: false, problem: "--merchant is required" };
  let member: KitArgs["member"];
  if (values.member !== undefined) {
    const colon = values.member.indexOf(":");
    if (colon <= 0 || colon === values.member.length - 1) return { ok: false, problem: "--member must be user:password" };
    member = { username: values.member.slice(0, colon), password: values.member.slice(colon + 1) };
  }
  const timeoutMs = values["timeout-ms"] === undefined ? 15_000 : Number(values["timeout-ms"]);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return { ok: false, problem: "--timeout-ms must be a positive whole number" };
  return {
    ok: true,
    args: {
      gateway: values.gateway,
      merchant: values.merchant,
      member,
      writes: values.writes ?? false,
      bodySecret: values["body-secret"] || env.GATEWAY_SECRET || undefined,
      timeoutMs,
      json: values.json ?? false,
    },
  };
}
