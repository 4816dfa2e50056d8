import type { Capabilities } from "../../contract/schemas/capabilities";
import { CountryCode } from "../../contract/schemas/site-requests";
import { CONTRACT_VERSION } from "../../contract/version";
import { offeredModules } from "../core/env";
import type { Handler } from "../core/handler";
import { ok } from "../core/http";

async function flags(db: D1Database, table: "white_label_flags" | "feature_switches"): Promise<Record<string, boolean>> {
  const { results } = await db.prepare(`SELECT code, enabled FROM ${table} ORDER BY code`).all<{ code: string; enabled: number }>();
  return Object.fromEntries(results.map((r) => [r.code, r.enabled === 1]));
}

/** Site status (§2 start gate, §3 site info). Read on every page load, so it stays one round of queries. */
const siteStatus: Handler = {
  auth: "none",
  async run({ url, ctx }) {
    const db = ctx.env.DB;
    const country = CountryCode.safeParse(url.searchParams.get("country"));
    const [settings, restricted, whiteLabel, features] = await Promise.all([
      db.prepare("SELECT key, value FROM site_settings").all<{ key: string; value: string }>(),
      country.success
        ? db.prepare("SELECT 1 AS hit FROM restricted_regions WHERE country = ?1").bind(country.data).first<{ hit: number }>()
        : Promise.resolve(null),
      flags(db, "white_label_flags"),
      flags(db, "feature_switches"),
    ]);
    const setting = new Map(settings.results.map((r) => [r.key, r.value]));
    return ok({
      maintenance: setting.get("maintenance") === "1",
      regionRestricted: restricted !== null,
      location: country.success ? country.data : null,
      mobileTemplate: { mem_cen: setting.get("mem_cen") === "1" ? "1" : "0", dep_func: setting.get("dep_func") === "1" ? "1" : "0" },
      whiteLabel,
      features,
      languages: (setting.get("languages") ?? "TY,EN").split(",").filter(Boolean),
    });
  },
};

/**
 * What this gateway implements (contract/capabilities.ts): the contract version and the optional
 * modules it offers, every one but those its configuration leaves out (GATEWAY_MODULES_OFF).
 */
const capabilities: Handler = {
  auth: "none",
  async run({ ctx }) {
    const answer: Capabilities = { contractVersion: CONTRACT_VERSION, modules: offeredModules(ctx.env) };
    return ok(answer);
  },
};

export const siteHandlers = { siteStatus, capabilities };
