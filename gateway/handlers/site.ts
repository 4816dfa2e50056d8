import { z } from "zod";
import { CountryCode } from "../../contract/schemas/site-requests";
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

export const siteHandlers = { siteStatus };
