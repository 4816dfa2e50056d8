/*
 * The deploy-time Wrangler configuration (decision 047). The committed wrangler.toml and
 * gateway/wrangler.toml hold what every machine shares (local development, tests and the bench use
 * them as they are, with a placeholder database id); what belongs to one Cloudflare account — the D1
 * database's id, and whether the app is bound to a deployed gateway worker — is given when
 * deploying and written into a staged copy, never into the committed files.
 */

/** The committed placeholder: the local database's id, never a real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-4000-8000-000000000001";

export type DeployValues = {
  /** The id `wrangler d1 create edge-lobby` printed. */
  databaseId: string;
  /** Name of the deployed gateway worker to bind as GATEWAY (decision 045), or undefined to keep the gateway in-process. */
  gatewayService?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WORKER_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why the values cannot be deployed, or null. */
export function deployValuesProblem(v: DeployValues, { allowPlaceholder = false } = {}): string | null {
  if (!UUID.test(v.databaseId)) return `D1_DATABASE_ID must be the UUID that \`wrangler d1 create\` printed (got ${JSON.stringify(v.databaseId)})`;
  if (!allowPlaceholder && v.databaseId === PLACEHOLDER_DATABASE_ID) return "D1_DATABASE_ID is the local placeholder: give your own database's id";
  if (v.gatewayService !== undefined && !WORKER_NAME.test(v.gatewayService))
    return `GATEWAY_WORKER must be a worker name (got ${JSON.stringify(v.gatewayService)})`;
  return null;
}

/**
 * A committed wrangler.toml with the account's values in: every D1 binding's database_id replaced,
 * and with a gateway service a [[services]] GATEWAY binding appended. Throws when the file has no
 * database_id line to replace (the committed file changed shape: better to fail than deploy a placeholder).
 */
export function stagedToml(committed: string, v: DeployValues, replacements: Record<string, string> = {}): string {
  let replaced = 0;
  let out = committed.replace(/^(\s*database_id\s*=\s*)"[^"]*"/gm, (_, head: string) => {
    replaced++;
    return `${head}"${v.databaseId}"`;
  });
  if (!replaced) throw new Error("no database_id line in the committed configuration");
  for (const [key, value] of Object.entries(replacements)) {
    const line = new RegExp(`^(\\s*${key}\\s*=\\s*)"[^"]*"`, "m");
    if (!line.test(out)) throw new Error(`no ${key} line in the committed configuration`);
    out = out.replace(line, (_, head: string) => `${head}${JSON.stringify(value)}`);
  }
  if (v.gatewayService) {
    out = `${out.trimEnd()}\n\n# Added at deploy time (GATEWAY_WORKER): the embedded gateway as its own worker, decision 045.\n[[services]]\nbinding = "GATEWAY"\nservice = "${v.gatewayService}"\n`;
  }
  return out;
}
