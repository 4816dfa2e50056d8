import { DEFAULT_REALITY_MINUTES, marketOf, marketRules, settingOf, type MarketRow } from "./rg";
import { operatorDateTime } from "./rg-mail";
import type { MarketRules } from "../../contract/rg-markets";
import { settingAt, type LimitKind, type LimitPeriod, type Setting } from "../../contract/rg-rules";

/**
 * The operator's view of responsible gaming (decision 040): `npm run site -- market [XX]`
 * and `npm run site -- rg MEMBER`. Loading reads D1; formatting is pure (rg-report.test.ts), so the
 * text the operator reads is tested without a database.
 */

const when = (ms: number) => `${operatorDateTime(ms)} UTC+8`;

/* ---------------- markets ---------------- */

/** Every market's rules, in code order. */
export async function allMarkets(db: D1Database): Promise<MarketRules[]> {
  const { results } = await db.prepare("SELECT * FROM markets ORDER BY code").all<MarketRow>();
  return results.map(marketOf);
}

const yesNo = (b: boolean) => (b ? "yes" : "no");

/** The market in force, then every market's rules, one line each (the one in force marked *). */
export function formatMarkets(current: string, markets: readonly MarketRules[]): string {
  const lines = [`market in force: ${current}`, ""];
  for (const m of markets) {
    lines.push(
      `${m.code === current ? "*" : " "} ${m.code} ${m.regulator.padEnd(7)} min age ${m.minAge}, time-out up to ${m.timeoutMaxDays} days, ` +
        `required limits ${m.requiredLimits.length ? m.requiredLimits.join("+") : "none"}, reality check mandatory ${yesNo(m.realityCheckRequired)}, ` +
        `withdrawal cancel ${yesNo(m.withdrawalCancel)}${m.exclusionRegisterUrl ? `, exclusion register ${m.exclusionRegisterUrl}` : ""}`,
    );
  }
  return lines.join("\n");
}

/* ---------------- one member ---------------- */

export type RgReport = {
  member: { id: number; account: string };
  market: MarketRules;
  limits: Array<{ kind: LimitKind; period: LimitPeriod; setting: Setting }>;
  reality: { setting: Setting; defaulted: boolean };
  blocks: Array<{ kind: string; startsAt: number; endsAt: number; reason: string | null }>;
  audit: Array<{ control: string; oldValue: string | null; newValue: string | null; actor: string; requestedAt: number; effectiveAt: number }>;
};

type SettingRow = { amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null };

/** The member by account name (any case) or id, or null. */
export async function findRgMember(db: D1Database, nameOrId: string): Promise<{ id: number; account: string } | null> {
  return /^\d{1,12}$/.test(nameOrId)
    ? db.prepare("SELECT id, account FROM members WHERE id = ?1").bind(Number(nameOrId)).first()
    : db.prepare("SELECT id, account FROM members WHERE lower(account) = lower(?1)").bind(nameOrId).first();
}

/** Everything `site rg` prints about a member, as it stands at `now` (due pending changes folded in). */
export async function loadRgReport(db: D1Database, member: { id: number; account: string }, now: number): Promise<RgReport> {
  const [market, limits, reality, blocks, audit] = await Promise.all([
    marketRules(db),
    db
      .prepare("SELECT kind, period, amount, pending, pending_amount, pending_at FROM rg_limits WHERE member_id = ?1")
      .bind(member.id)
      .all<SettingRow & { kind: LimitKind; period: LimitPeriod }>(),
    db
      .prepare("SELECT reality_minutes AS amount, pending, pending_reality_minutes AS pending_amount, pending_at FROM rg_settings WHERE member_id = ?1")
      .bind(member.id)
      .first<SettingRow>(),
    db
      .prepare("SELECT kind, starts_at, ends_at, reason FROM rg_blocks WHERE member_id = ?1 ORDER BY starts_at DESC, id DESC")
      .bind(member.id)
      .all<{ kind: string; starts_at: number; ends_at: number; reason: string | null }>(),
    db
      .prepare("SELECT control, old_value, new_value, actor, requested_at, effective_at FROM rg_audit WHERE member_id = ?1 ORDER BY requested_at DESC, id DESC")
      .bind(member.id)
      .all<{ control: string; old_value: string | null; new_value: string | null; actor: string; requested_at: number; effective_at: number }>(),
  ]);
  const order = ["deposit", "loss", "stake", "session"];
  const periods = ["day", "week", "month", "session"];
  const realitySetting = settingAt(reality ? settingOf(reality) : { value: null, pending: null }, now);
  return {
    member,
    market,
    limits: limits.results
      .map((r) => ({ kind: r.kind, period: r.period, setting: settingAt(settingOf(r), now) }))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || periods.indexOf(a.period) - periods.indexOf(b.period)),
    reality:
      realitySetting.value === null && market.realityCheckRequired
        ? { setting: { ...realitySetting, value: DEFAULT_REALITY_MINUTES }, defaulted: true }
        : { setting: realitySetting, defaulted: false },
    blocks: blocks.results.map((b) => ({ kind: b.kind, startsAt: b.starts_at, endsAt: b.ends_at, reason: b.reason })),
    audit: audit.results.map((a) => ({
      control: a.control,
      oldValue: a.old_value,
      newValue: a.new_value,
      actor: a.actor,
      requestedAt: a.requested_at,
      effectiveAt: a.effective_at,
    })),
  };
}

/** A limit's value for the operator: money in major units with two decimals, the session limit in minutes. */
function limitText(kind: LimitKind, v: number | null): string {
  if (v === null) return "none";
  return kind === "session" ? `${v} min per sign-in` : (v / 100).toFixed(2);
}

/** The report as the operator reads it: market, limits, reality check, blocks, then the audit trail (newest first). */
export function formatRgReport(r: RgReport, now: number): string {
  const lines = [`member ${r.member.account} (id ${r.member.id}), market ${r.market.code} (${r.market.regulator})`, "", "limits:"];
  if (!r.limits.length) lines.push("  none");
  for (const l of r.limits) {
    const pending = l.setting.pending ? `, pending ${limitText(l.kind, l.setting.pending.value)} from ${when(l.setting.pending.at)}` : "";
    lines.push(`  ${`${l.kind}/${l.period}`.padEnd(16)} ${limitText(l.kind, l.setting.value)}${pending}`);
  }
  const rc = r.reality.setting;
  const rcText = rc.value === null ? "off" : `every ${rc.value} min${r.reality.defaulted ? " (the market's default: mandatory)" : ""}`;
  const rcPending = rc.pending ? `, pending ${rc.pending.value === null ? "off" : `${rc.pending.value} min`} from ${when(rc.pending.at)}` : "";
  lines.push("", `reality check: ${rcText}${rcPending}`, "", "blocks:");
  if (!r.blocks.length) lines.push("  none");
  for (const b of r.blocks) {
    const state = b.startsAt <= now && b.endsAt > now ? "IN FORCE" : b.endsAt <= now ? "ended" : "not started";
    lines.push(`  ${b.kind.padEnd(9)} ${when(b.startsAt)} → ${when(b.endsAt)}  ${state}${b.reason ? `  reason: ${b.reason}` : ""}`);
  }
  lines.push("", "audit (newest first):");
  if (!r.audit.length) lines.push("  none");
  for (const a of r.audit) {
    const effective = a.effectiveAt === a.requestedAt ? "" : `, effective ${when(a.effectiveAt)}`;
    lines.push(`  ${when(a.requestedAt)}  ${a.control}: ${a.oldValue ?? "none"} → ${a.newValue ?? "none"} by ${a.actor}${effective}`);
  }
  return lines.join("\n");
}
