/**
 * "Nothing changed": the fuzz suite's state check. A snapshot of every table of the embedded
 * gateway's D1 before and after the run, compared under rules that say which changes a request
 * could legitimately cause. Every table the rules do not name must come out identical, so a table
 * added later is guarded from the start (and gets a rule here if requests may change it).
 */
import { ipFor, signIn, type Target } from "./runner";

export type Row = Record<string, unknown>;
export type Snapshot = Map<string, Row[]>;

/** Tables requests change all the time: sign-ins, throttles, captchas, launch tickets. Counted, not compared. */
// referral_visits (decision 038): a link with a real invitation code counts one visit per browser, anyone may open it.
// member_devices, address_sign_ins (decision 072): every successful sign-in notes its device and address.
const FREE = new Set([
  "sessions",
  "captchas",
  "login_failures",
  "rate_limits",
  "game_launches",
  "login_history",
  "referral_visits",
  "member_devices",
  "address_sign_ins",
]);
/**
 * Running totals the ledger's trigger keeps (migration 0024): they follow ledger_entries, whose own
 * rule judges every movement, so they are not compared (gateway/query-plans.test.ts checks they
 * equal the ledger).
 */
const DERIVED = new Set(["member_kind_totals", "member_day_totals"]);
/** Per-member tables the signed-in slices may change for their own members (favourites, reads, promotions, recent games). */
const OWN_MEMBER_ROWS = new Set([
  "game_favourites",
  "game_recent",
  "promotion_entries",
  "announcement_reads",
  "messages",
  // Feedback (§7): a well-formed /m/feedback form is the member's own feedback.
  "feedback",
  // The security centre: a well-formed form is a legitimate change of the member's own items.
  "member_profiles",
  "bank_cards",
  "email_codes",
  "email_outbox",
  // Invite friends (decision 038): opening /m/inviteFriends makes the member's invitation code on first use.
  "affiliate_codes",
  // Responsible gaming (decision 040): the RG page's forms set the member's own limits, reality check,
  // time-out or self-exclusion, each with its audit row. A block taken here leaves the fuzz member
  // withdraw-only until it ends (reported as a note below, so a later run knows why).
  "rg_limits",
  "rg_settings",
  "rg_audit",
  "rg_blocks",
]);
/** Columns of `members` the signed-in slices may change for their own members: the security centre's profile items. */
const OWN_MEMBER_COLUMNS = ["nickname", "head_icon", "email", "email_verified"];
/** Columns that change without anything being wrong. */
const IGNORED_COLUMNS: Record<string, string[]> = {
  members: ["last_login_at"],
  // A wrong guess at a code counts, and at the limit burns the code.
  sms_outbox: ["attempts", "used_at"],
  messages: ["read_at"],
};
const INTERNAL = /^(sqlite_|_cf_|d1_migrations$)/;

export const SEEDED_LOGINS = [
  { username: "demo", password: "demo1234" },
  { username: "agent", password: "agent1234" },
] as const;
/** The members the signed-in slices act as. */
const FUZZING_MEMBERS = ["demo", "agent"];

export async function snapshot(t: Target): Promise<Snapshot> {
  const [tables] = await t.query(["SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"]);
  const names = (tables ?? []).map((r) => String(r.name)).filter((n) => !INTERNAL.test(n));
  const dumps = await t.query(names.map((n) => `SELECT * FROM "${n}"`));
  return new Map(names.map((n, i) => [n, dumps[i] ?? []]));
}

const key = (table: string, row: Row) => {
  const ignored = IGNORED_COLUMNS[table] ?? [];
  return JSON.stringify(Object.entries(row).filter(([k]) => !ignored.includes(k)));
};

function diff(table: string, before: Row[], after: Row[]): { added: Row[]; removed: Row[] } {
  const count = new Map<string, number>();
  for (const r of before) count.set(key(table, r), (count.get(key(table, r)) ?? 0) + 1);
  const added: Row[] = [];
  for (const r of after) {
    const k = key(table, r);
    const n = count.get(k) ?? 0;
    if (n > 0) count.set(k, n - 1);
    else added.push(r);
  }
  const left = new Map(count);
  const removed = before.filter((r) => {
    const k = key(table, r);
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      return true;
    }
    return false;
  });
  return { added, removed };
}

const show = (r: Row) => {
  const s = JSON.stringify(r);
  return s.length > 240 ? `${s.slice(0, 240)}…` : s;
};

/**
 * Violations (must be empty) and notes (what changed legitimately) between two snapshots.
 *   members     no row changes but last_login_at (a password change is a finding); new rows only
 *               free-trial accounts (type 4, "Try it free"); a new real account is a finding
 *   wallets     no row changes; new rows only for new trial accounts
 *   sms_outbox  new codes only to the seeded members' own numbers (send-code is legitimate there)
 *   per-member  game_favourites, game_recent, promotion_entries, announcement_reads, messages, affiliate_codes, feedback:
 *               changes only in the rows of the members the signed-in slices act as
 *   deposits, idempotency_keys  new pending deposit orders (and their keys) of the fuzz members only
 *   derived     member_kind_totals, member_day_totals: the ledger's running totals, not compared
 *   free        sessions, captchas, login_failures, rate_limits, game_launches, referral_visits,
 *               member_devices, address_sign_ins: counted only
 *   rebate_rates (decision 033): rows of a signed-in agent's direct downlines, set by that agent
 *               (/m/member/teamRebate within the agent's own rates is legitimate); no other row
 *   red_rains (decision 032): identical but for a rain whose time ran out during the run, closed by
 *               the lazy expiry (open → closed, refunded_at, refund_minor); its refund is the only
 *               red_rain_refund entry and wallet change it may bring (ledger_entries, wallets).
 *               red_rain_envelopes: identical (the fuzz input never names a real rain)
 *   bet_orders, bet_suborders (decision 028): identical. A bet needs a launch ticket, a secret the
 *               fuzz input never holds, and the seeded history has no open sub-order a read could
 *               settle; so any new order, or a settlement, is a finding
 *   contracts, contract_events  rows whose member or upline (events: actor) is a fuzz member only
 *   reward_claims (decision 035): new rows of the fuzz members only (a member claiming their own
 *               reward, e.g. a seeded claimable one, through /m/rewardCenter); each brings its
 *               credit (ledger reference reward:<id>, same member and amount), its wallet change and,
 *               with wagering, its turnover_requirements row (same reference); no row changes
 *   payouts (decision 037): new rebate rows of the fuzz members only (their manual rebate claim),
 *               each with its 'payout:<id>' rebate entry, wallet credit and idempotency key
 *   promotion_evidence (decision 036): rows under an entry of a fuzz member only
 *   feedback_images: rows under feedback of a fuzz member only (feedback itself is per-member)
 *   rg_limits, rg_settings, rg_audit, rg_blocks (decision 040): rows of the fuzz members only (their
 *               own RG page); a new block is named in the notes. markets stays identical
 *   content_texts  new rows only of kind 'message' translating a new message of a fuzz member (the
 *               self-exclusion confirmation, decision 040); no existing row may change
 *   any other   identical
 */
export function compareSnapshots(before: Snapshot, after: Snapshot): { violations: string[]; notes: string[] } {
  const violations: string[] = [];
  const notes: string[] = [];
  const members = before.get("members") ?? [];
  const memberIds = new Map(members.map((m) => [String(m.account).toLowerCase(), m.id]));
  const fuzzing = new Set(FUZZING_MEMBERS.map((n) => memberIds.get(n)));
  const seededNumbers = new Set(members.filter((m) => m.mobile_num).map((m) => String(m.mobile_num)));
  const beforeIds = new Set(members.map((m) => m.id));
  const newTrialIds = new Set((after.get("members") ?? []).filter((m) => !beforeIds.has(m.id) && Number(m.type) === 4).map((m) => m.id));

  // Rains the lazy expiry closed during the run: their refunds (reference → agent, amount) are legitimate.
  const openBefore = new Set((before.get("red_rains") ?? []).filter((r) => r.status === "open").map((r) => r.id));
  const expired = new Map(
    (after.get("red_rains") ?? [])
      .filter((r) => r.status === "closed" && openBefore.has(r.id))
      .map((r) => [`rain:${String(r.id)}`, { memberId: r.agent_id, refund: Number(r.refund_minor ?? 0) }]),
  );
  const refunds = new Map<unknown, number>();
  for (const e of expired.values()) refunds.set(e.memberId, (refunds.get(e.memberId) ?? 0) + e.refund);

  // Rewards the fuzz members claimed for themselves (decision 035): reference → member, amount.
  const claimedBefore = new Set((before.get("reward_claims") ?? []).map((r) => r.id));
  const claims = new Map(
    (after.get("reward_claims") ?? [])
      .filter((r) => !claimedBefore.has(r.id) && fuzzing.has(r.member_id))
      .map((r) => [`reward:${String(r.id)}`, { memberId: r.member_id, amount: Number(r.amount_minor) }]),
  );
  for (const c of claims.values()) refunds.set(c.memberId, (refunds.get(c.memberId) ?? 0) + c.amount);
  // Manual rebate claims (decision 037): a fuzz member's well-formed claim form pays their own
  // accrued rebate — new payouts rows of kind 'rebate' of that member, each with its ledger entry
  // ('payout:<id>', kind rebate, the same amount), its wallet credit and the claim's key.
  const beforePayouts = new Set((before.get("payouts") ?? []).map((r) => r.id));
  const rebateClaims = new Map(
    (after.get("payouts") ?? [])
      .filter((r) => !beforePayouts.has(r.id) && r.kind === "rebate" && fuzzing.has(r.member_id))
      .map((r) => [`payout:${String(r.id)}`, { memberId: r.member_id, amount: Number(r.amount_minor) }]),
  );
  const credits = new Map(refunds);
  for (const c of rebateClaims.values()) credits.set(c.memberId, (credits.get(c.memberId) ?? 0) + c.amount);

  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(table);
    const a = after.get(table);
    if (!b || !a) {
      violations.push(`${table}: table ${b ? "dropped" : "created"}`);
      continue;
    }
    if (FREE.has(table)) {
      if (a.length !== b.length) notes.push(`${table}: ${b.length} → ${a.length} rows (allowed to change)`);
      continue;
    }
    if (DERIVED.has(table)) continue;
    const { added, removed } = diff(table, b, a);
    if (!added.length && !removed.length) continue;
    if (table === "members") {
      const removedIds = new Set(removed.map((r) => r.id));
      for (const r of removed) {
        const now = a.find((x) => x.id === r.id);
        if (!now) violations.push(`members: account ${r.account} deleted`);
        else if (now.password_hash !== r.password_hash) violations.push(`members: the password of ${r.account} changed`);
        else if (fuzzing.has(r.id) && Object.keys(r).every((k) => [...OWN_MEMBER_COLUMNS, ...IGNORED_COLUMNS.members!].includes(k) || r[k] === now[k]))
          continue;
        else violations.push(`members: ${r.account} changed: ${show(r)} → ${show(now)}`);
      }
      const trials = added.filter((r) => !removedIds.has(r.id) && Number(r.type) === 4);
      for (const r of added.filter((r) => !removedIds.has(r.id) && Number(r.type) !== 4)) violations.push(`members: a new account from fuzz input: ${show(r)}`);
      if (trials.length) notes.push(`members: ${trials.length} free-trial account(s) created ("Try it free" is open to anyone)`);
      continue;
    }
    if (table === "ledger_entries") {
      // New trial accounts are credited their play money; no other entry may appear or change.
      for (const r of removed) violations.push(`ledger_entries: an entry changed or vanished: ${show(r)}`);
      for (const r of added.filter((x) => !removed.some((y) => y.id === x.id))) {
        const refund = r.kind === "red_rain_refund" ? expired.get(String(r.reference)) : undefined;
        if (refund && refund.memberId === r.member_id && Number(r.amount_minor) === refund.refund) continue;
        const claim = claims.get(String(r.reference)) ?? (r.kind === "rebate" ? rebateClaims.get(String(r.reference)) : undefined);
        if (claim && claim.memberId === r.member_id && Number(r.amount_minor) === claim.amount) continue;
        if (!(newTrialIds.has(r.member_id) && r.kind === "trial_grant")) violations.push(`ledger_entries: an entry from fuzz input: ${show(r)}`);
      }
      continue;
    }
    if (table === "wallets") {
      for (const r of removed) {
        const now = a.find((x) => x.member_id === r.member_id);
        // An agent's wallet credited with the refund of a rain that expired during the run, a fuzz
        // member's with the rebate they claimed.
        if (now && credits.has(r.member_id) && Number(now.balance_minor) - Number(r.balance_minor) === credits.get(r.member_id)) continue;
        violations.push(`wallets: wallet of member ${r.member_id} changed: ${show(r)} → ${show(now ?? {})}`);
      }
      const removedIds = new Set(removed.map((r) => r.member_id));
      const extra = added.filter((r) => !removedIds.has(r.member_id));
      for (const r of extra) if (!newTrialIds.has(r.member_id)) violations.push(`wallets: a wallet for a member who is not a new trial account: ${show(r)}`);
      if (extra.length) notes.push(`wallets: ${extra.length} new (of the trial accounts)`);
      continue;
    }
    if (table === "sms_outbox") {
      for (const r of removed) violations.push(`sms_outbox: a code changed or vanished: ${show(r)}`);
      for (const r of added)
        if (!seededNumbers.has(String(r.mobile_num))) violations.push(`sms_outbox: a code sent to a number no seeded member owns: ${show(r)}`);
      if (added.length) notes.push(`sms_outbox: ${added.length} code(s) sent to the seeded members' own numbers (send-code)`);
      continue;
    }
    if (table === "deposits" || table === "idempotency_keys") {
      // A well-formed deposit form places a pending order of the member's own (no money moves, the
      // ledger rule above guards that); nothing else may appear, and no existing row may change.
      for (const r of removed) violations.push(`${table}: a row changed or vanished: ${show(r)}`);
      for (const r of added) {
        const own = fuzzing.has(r.member_id);
        const pendingDeposit = table === "deposits" ? r.status === "pending" : String(r.reference).startsWith("deposit:");
        const rebateClaim = table === "idempotency_keys" && rebateClaims.has(String(r.reference));
        if (!own || !(pendingDeposit || rebateClaim)) violations.push(`${table}: a row from fuzz input: ${show(r)}`);
      }
      if (added.length) notes.push(`${table}: ${added.length} pending deposit order(s)/key(s) of ${FUZZING_MEMBERS.join("/")} (their own deposit form)`);
      continue;
    }
    if (table === "payouts") {
      // Only the fuzz members' own manual rebate claims (decision 037); a settlement never runs from a request.
      for (const r of removed) violations.push(`payouts: a row changed or vanished: ${show(r)}`);
      for (const r of added) if (!rebateClaims.has(`payout:${String(r.id)}`)) violations.push(`payouts: a row from fuzz input: ${show(r)}`);
      if (rebateClaims.size) notes.push(`payouts: ${rebateClaims.size} rebate payout(s) claimed by ${FUZZING_MEMBERS.join("/")} (their own manual rebate)`);
      continue;
    }
    if (table === "rebate_rates") {
      // An agent fuzzing the rebate form may set their direct downlines' rates; nothing else may change.
      const parentOf = new Map(members.map((m) => [m.id, m.parent_id]));
      const stray = [...added, ...removed].filter((r) => !fuzzing.has(parentOf.get(r.member_id)) || (added.includes(r) && !fuzzing.has(r.updated_by)));
      for (const r of stray) violations.push(`rebate_rates: a rate not set by a signed-in agent for a direct downline: ${show(r)}`);
      if (stray.length < added.length + removed.length)
        notes.push(`rebate_rates: ${added.length} rate(s) set by ${FUZZING_MEMBERS.join("/")} for direct downlines`);
      continue;
    }
    if (table === "red_rains") {
      const closed = new Set([...expired.keys()].map((k) => Number(k.slice("rain:".length))));
      for (const r of [...removed, ...added]) if (!closed.has(Number(r.id))) violations.push(`red_rains: row changed: ${show(r)}`);
      for (const r of added) {
        const was = removed.find((x) => x.id === r.id);
        if (!was) violations.push(`red_rains: a rain from fuzz input: ${show(r)}`);
        else if (Number(was.expires_at) > Date.now()) violations.push(`red_rains: a rain closed before its expiry: ${show(r)}`);
      }
      if (closed.size) notes.push(`red_rains: ${closed.size} rain(s) expired during the run, the rest refunded to the agent`);
      continue;
    }
    if (table === "reward_claims" || table === "turnover_requirements") {
      for (const r of removed) violations.push(`${table}: a row changed or vanished: ${show(r)}`);
      for (const r of added) {
        const legit = table === "reward_claims" ? claims.has(`reward:${String(r.id)}`) : claims.get(String(r.reference))?.memberId === r.member_id;
        if (!legit) violations.push(`${table}: a row from fuzz input: ${show(r)}`);
      }
      if (added.length) notes.push(`${table}: ${added.length} row(s) of rewards ${FUZZING_MEMBERS.join("/")} claimed for themselves`);
      continue;
    }
    if (table === "contracts" || table === "contract_events") {
      // Agent contracts (decision 031): the fuzz members may answer their own requests and offer,
      // edit or end their direct downlines' contracts through the pages; nobody else's may change.
      const mine = (r: Row) => (table === "contracts" ? fuzzing.has(r.member_id) || fuzzing.has(r.upline_id) : fuzzing.has(r.actor_id));
      for (const r of [...added, ...removed].filter((r) => !mine(r)))
        violations.push(`${table}: a row not of ${FUZZING_MEMBERS.join("/")} changed: ${show(r)}`);
      if (added.length) notes.push(`${table}: ${added.length} row(s) added or changed by ${FUZZING_MEMBERS.join("/")} (their own contract forms)`);
      continue;
    }
    if (table === "promotion_evidence") {
      // Images of an application (decision 036): only under an entry of a fuzz member (theirs to apply or withdraw).
      const entryOwner = new Map([...(before.get("promotion_entries") ?? []), ...(after.get("promotion_entries") ?? [])].map((e) => [e.id, e.member_id]));
      const stray = [...added, ...removed].filter((r) => !fuzzing.has(entryOwner.get(r.entry_id)));
      for (const r of stray) violations.push(`promotion_evidence: an image not of ${FUZZING_MEMBERS.join("/")}'s entries changed: ${show(r)}`);
      if (stray.length < added.length + removed.length)
        notes.push(`promotion_evidence: ${added.length} added, ${removed.length} removed (their own applications)`);
      continue;
    }
    if (table === "feedback_images") {
      // A feedback's images: only under feedback of a fuzz member (their own form).
      const feedbackOwner = new Map([...(before.get("feedback") ?? []), ...(after.get("feedback") ?? [])].map((f) => [f.id, f.member_id]));
      const stray = [...added, ...removed].filter((r) => !fuzzing.has(feedbackOwner.get(r.feedback_id)));
      for (const r of stray) violations.push(`feedback_images: an image not of ${FUZZING_MEMBERS.join("/")}'s feedback changed: ${show(r)}`);
      if (stray.length < added.length + removed.length) notes.push(`feedback_images: ${added.length} added, ${removed.length} removed (their own feedback)`);
      continue;
    }
    if (table === "content_texts") {
      // The self-exclusion confirmation's translations (decision 040): new message rows of a fuzz member only.
      const beforeMessages = new Set((before.get("messages") ?? []).map((m) => String(m.id)));
      const newOwnMessages = new Set(
        (after.get("messages") ?? []).filter((m) => !beforeMessages.has(String(m.id)) && fuzzing.has(m.member_id)).map((m) => String(m.id)),
      );
      for (const r of removed) violations.push(`content_texts: a text changed or vanished: ${show(r)}`);
      for (const r of added)
        if (r.kind !== "message" || !newOwnMessages.has(String(r.ref))) violations.push(`content_texts: a text from fuzz input: ${show(r)}`);
      if (added.length) notes.push(`content_texts: ${added.length} translation(s) of ${FUZZING_MEMBERS.join("/")}'s self-exclusion confirmation`);
      continue;
    }
    if (table === "rg_blocks") {
      for (const r of added.filter((x) => fuzzing.has(x.member_id)))
        notes.push(`rg_blocks: member ${r.member_id} took a ${r.kind} through the RG page: withdraw-only until ${new Date(Number(r.ends_at)).toISOString()}`);
    }
    if (OWN_MEMBER_ROWS.has(table)) {
      const stray = [...added, ...removed].filter((r) => !fuzzing.has(r.member_id));
      for (const r of stray) violations.push(`${table}: a row of member ${r.member_id} (not a signed-in fuzz member) changed: ${show(r)}`);
      if (stray.length < added.length + removed.length)
        notes.push(`${table}: ${added.length} row(s) added, ${removed.length} removed for ${FUZZING_MEMBERS.join("/")} (their own actions)`);
      continue;
    }
    for (const r of removed) violations.push(`${table}: row changed or removed: ${show(r)}`);
    for (const r of added) violations.push(`${table}: row added or changed: ${show(r)}`);
  }
  return { violations, notes };
}

/** The seeded accounts still sign in through the real form, each from a fresh address. */
export async function seededAccountsSignIn(t: Target): Promise<string[]> {
  const failures: string[] = [];
  let n = 1;
  for (const a of SEEDED_LOGINS) {
    try {
      await signIn(t, a.username, a.password, ipFor(200 + n++, 19));
    } catch (e) {
      failures.push(e instanceof Error ? e.message : String(e));
    }
  }
  return failures;
}
