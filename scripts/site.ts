/**
 * Operator commands against the local embedded gateway; the running app sees them on its next request.
 *   npm run site -- maintenance on|off
 *   npm run site -- restrict XX | unrestrict XX
 *   npm run site -- status
 *   npm run site -- outbox        the latest SMS codes and e-mails the gateway "sent"
 *   npm run site -- unlock NAME   lift the login guard's locks and counts on an account (a player
 *                                 who called customer service), and its payment-password and
 *                                 security-question locks; addresses keep their own counts
 *   npm run site -- switch NAME on|off   turn a merchant feature switch (e.g. COMM3: the member
 *                                 centre's mail row; decision 025 lists them) on or off
 *   npm run site -- switches      every feature switch and its state
 *   npm run site -- audit         the ledger audit: every wallet against the sum of its ledger
 *                                 entries and its last entry's balance (exit 1 on a difference);
 *                                 lottery sub-orders whose draw has happened are settled first
 *   npm run site -- withdraw list               pending withdrawal orders, oldest first
 *   npm run site -- withdraw approve ID         paid out: the order is approved (the hold stays spent)
 *   npm run site -- withdraw reject ID [REASON] refused: the hold goes back to the member's wallet
 *   npm run site -- deposit list                pending deposit orders (manual transfers to check), oldest first
 *   npm run site -- deposit approve ID          the money arrived: the order is credited (and its bonus granted)
 *   npm run site -- deposit reject ID [REASON]  it did not: the order fails with the reason the player reads
 *   npm run site -- promo list [STATUS|ALL]          promotion entries (default: Applying, the applications to review)
 *   npm run site -- promo approve ENTRY_ID [AMOUNT]  an application approved: Issued with AMOUNT pesos (default: the rule's grant), for the member to claim
 *   npm run site -- promo reject ENTRY_ID REASON     an application refused with the reason the member reads
 *   npm run site -- settle [DAY|FROM..TO] [AGENT]  the settlement of closed operator days (default:
 *                                 yesterday; YYYY-MM-DD, a range of at most 90 days): daily rebates to
 *                                 members and differential commission to their agents, each a ledger
 *                                 entry with its payouts row (decision 030). Idempotent: a day settled
 *                                 before pays nothing again. Today and later are refused. AGENT settles
 *                                 only that agent's and their team's turnover
 *   npm run site -- market [PH|UK|MT|BR]  responsible gaming (decision 040): without a code, the
 *                                 market in force and the four markets' rules; with one, switches
 *                                 the market (age gate, time-out lengths, required limits, reality
 *                                 check, withdrawal cancel) and prints the new rules
 *   npm run site -- rg MEMBER     a member's responsible-gaming controls (account name or id):
 *                                 market, limits in force and pending (with dates), reality check,
 *                                 every time-out / self-exclusion / spent session (in force or
 *                                 ended) and the audit trail. No command ends a block early.
 */
import { openLocalD1 } from "./local-d1";
import { PERSIST_DIR } from "./wrangler";
import { SITE_STATUS_HOLD_MS } from "../app/gateway/site.server";
import { auditLedger, formatAudit } from "../gateway/audit";
import { settleAllDue } from "../gateway/bets";
import { closeDeposit, creditDeposit, pendingDeposits, type DepositDecision } from "../gateway/deposits";
import { OPERATOR_UTC_OFFSET_MS } from "../gateway/operator-time";
import { approveEntry, entriesForReview, rejectEntry } from "../gateway/promotions";
import { marketRules } from "../gateway/rg";
import { allMarkets, findRgMember, formatMarkets, formatRgReport, loadRgReport } from "../gateway/rg-report";
import { formatSettlement, settleDay } from "../gateway/settlement";
import { approveWithdrawal, pendingWithdrawals, rejectWithdrawal, type Decision } from "../gateway/withdrawals";
import { addDays, isCalendarDay, operatorDay } from "../shared/record-range";
import { MARKET_CODES } from "../shared/rg-markets";

const [command, arg] = process.argv.slice(2);

function country(value: string | undefined): string {
  if (!value || !/^[A-Za-z]{2}$/.test(value)) {
    console.error("a two-letter country code is required, e.g. SG");
    process.exit(2);
  }
  return value.toUpperCase();
}

function accountName(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9]{1,20}$/.test(value)) {
    console.error("an account name is required, e.g. demo");
    process.exit(2);
  }
  return value.toLowerCase();
}

// Arguments are checked before the database is opened, so a usage error leaves no workerd behind.
const USAGE =
  "usage: npm run site -- maintenance on|off | restrict XX | unrestrict XX | status | outbox | unlock NAME | switch NAME on|off | switches | audit | withdraw list|approve ID|reject ID [REASON] | deposit list|approve ID|reject ID [REASON] | promo list [STATUS]|approve ENTRY_ID [AMOUNT]|reject ENTRY_ID REASON | settle [DAY|FROM..TO] [AGENT] | market [PH|UK|MT|BR] | rg MEMBER";
if (
  ![
    "maintenance",
    "restrict",
    "unrestrict",
    "status",
    "outbox",
    "unlock",
    "switch",
    "switches",
    "audit",
    "withdraw",
    "deposit",
    "promo",
    "settle",
    "market",
    "rg",
  ].includes(command ?? "")
) {
  console.error(USAGE);
  process.exit(2);
}
if (command === "maintenance" && arg !== "on" && arg !== "off") {
  console.error("usage: npm run site -- maintenance on|off");
  process.exit(2);
}
const countryArg = command === "restrict" || command === "unrestrict" ? country(arg) : "";
const accountArg = command === "unlock" ? accountName(arg) : "";
const switchState = process.argv[4];
if (command === "switch" && (!arg || !/^[A-Z0-9_]{2,32}$/.test(arg) || (switchState !== "on" && switchState !== "off"))) {
  console.error("usage: npm run site -- switch NAME on|off   (NAME as listed by `npm run site -- switches`, e.g. COMM3)");
  process.exit(2);
}

const WITHDRAW_USAGE = "usage: npm run site -- withdraw list | withdraw approve ID | withdraw reject ID [REASON]";
const orderArg = process.argv[4];
if (command === "withdraw" && !(arg === "list" || ((arg === "approve" || arg === "reject") && orderArg && /^\d{1,15}$/.test(orderArg)))) {
  console.error(WITHDRAW_USAGE);
  process.exit(2);
}
const DEPOSIT_USAGE = "usage: npm run site -- deposit list | deposit approve ID | deposit reject ID [REASON]";
if (command === "deposit" && !(arg === "list" || ((arg === "approve" || arg === "reject") && orderArg && /^\d{1,15}$/.test(orderArg)))) {
  console.error(DEPOSIT_USAGE);
  process.exit(2);
}
const PROMO_USAGE = "usage: npm run site -- promo list [STATUS|ALL] | promo approve ENTRY_ID [AMOUNT] | promo reject ENTRY_ID REASON";
const PROMO_STATUSES = ["Applying", "Rejected", "Issued", "Claimed", "Joined", "signed", "ALL"];
if (
  command === "promo" &&
  !(
    (arg === "list" && (!orderArg || PROMO_STATUSES.includes(orderArg))) ||
    (arg === "approve" && orderArg && /^\d{1,15}$/.test(orderArg) && (!process.argv[5] || /^\d{1,9}(\.\d{1,2})?$/.test(process.argv[5]))) ||
    (arg === "reject" && orderArg && /^\d{1,15}$/.test(orderArg) && process.argv.slice(5).join(" ").trim())
  )
) {
  console.error(PROMO_USAGE);
  process.exit(2);
}
const SETTLE_USAGE = "usage: npm run site -- settle [YYYY-MM-DD | YYYY-MM-DD..YYYY-MM-DD] [AGENT]   (default: yesterday; closed days only)";
/** The days `settle` runs, oldest first (yesterday by default), and the agent it is narrowed to. */
function settleArgs(): { days: string[]; agent: string | null } {
  const yesterday = addDays(operatorDay(Date.now()), -1);
  const [first, second] = (arg ?? "").split("..");
  const from = first || yesterday;
  const to = second ?? from;
  if (!isCalendarDay(from) || !isCalendarDay(to) || from > to || addDays(from, 90) < to) {
    console.error(SETTLE_USAGE);
    process.exit(2);
  }
  const agent = process.argv[4] ?? null;
  if (agent !== null && !/^[A-Za-z0-9_]{1,32}$/.test(agent)) {
    console.error(SETTLE_USAGE);
    process.exit(2);
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { days, agent: agent?.toLowerCase() ?? null };
}
const settleRun = command === "settle" ? settleArgs() : null;

const MARKET_USAGE = `usage: npm run site -- market [${MARKET_CODES.join("|")}]   (no code: print the market in force and every market's rules)`;
const marketArg = command === "market" && arg !== undefined ? arg.toUpperCase() : null;
if (command === "market" && process.argv.length > 4) {
  console.error(MARKET_USAGE);
  process.exit(2);
}
if (marketArg !== null && !(MARKET_CODES as readonly string[]).includes(marketArg)) {
  console.error(`unknown market ${arg ?? ""}: the markets are ${MARKET_CODES.join(", ")}`);
  console.error(MARKET_USAGE);
  process.exit(2);
}
const RG_USAGE = "usage: npm run site -- rg MEMBER   (account name or id; no command ends a time-out or self-exclusion early)";
if (command === "rg" && (!arg || !/^[A-Za-z0-9_]{1,32}$/.test(arg) || process.argv.length > 4)) {
  console.error(RG_USAGE);
  process.exit(2);
}

// The rest of the line is the reason the player reads in the withdraw record.
const rejectReason = process.argv.slice(5).join(" ").trim().slice(0, 200) || null;

const db = await openLocalD1(PERSIST_DIR);
const d1 = (sql: string) => db.run(sql);

async function status(): Promise<void> {
  const maintenance = (await d1("SELECT value FROM site_settings WHERE key = 'maintenance'"))[0]?.value === "1";
  const regions = (await d1("SELECT country FROM restricted_regions ORDER BY country")).map((r) => r.country);
  console.log(`maintenance: ${maintenance ? "on" : "off"}`);
  console.log(`restricted regions: ${regions.length ? regions.join(", ") : "none"}`);
}

/** Decision 070: each worker keeps the site status a few seconds (not with EDGE_CACHE=off). */
const GATE_DELAY_NOTE = `(pages follow within ${SITE_STATUS_HOLD_MS / 1000} s: each worker keeps the site status that long; at once with EDGE_CACHE=off)`;

async function switches(): Promise<void> {
  const rows = await d1("SELECT code, enabled FROM feature_switches ORDER BY code");
  for (const r of rows) console.log(`${String(r.code).padEnd(14)} ${r.enabled === 1 ? "on" : "off"}`);
}

const peso = (minor: number) => (minor / 100).toFixed(2);

async function withdraw(): Promise<void> {
  if (arg === "list") {
    const rows = await pendingWithdrawals(db.db);
    if (!rows.length) return console.log("no pending withdrawals");
    console.table(
      rows.map((r) => ({
        id: r.id,
        account: r.account,
        amount: peso(r.amount_minor),
        fee: peso(r.fee_minor),
        payout: peso(r.amount_minor - r.fee_minor),
        bank: r.bank_name,
        "account number": r.account_number,
        holder: r.holder_name,
        // On the operator's clock, like the service hours.
        requested: new Date(r.created_at + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16) + " UTC+8",
      })),
    );
    return;
  }
  const id = Number(orderArg);
  const decision: Decision = arg === "approve" ? await approveWithdrawal(db.db, id, Date.now()) : await rejectWithdrawal(db.db, id, rejectReason, Date.now());
  if (!decision.ok) {
    console.error(decision.reason === "not_found" ? `no withdrawal ${id}` : `withdrawal ${id} was already decided: ${decision.row?.status}`);
    process.exitCode = 1;
    return;
  }
  const r = decision.row;
  console.log(`withdrawal ${id} of ${r.account}, ${peso(r.amount_minor)}: ${r.status}${r.status === "rejected" ? " (the hold is back in the wallet)" : ""}`);
}

/** Promotion applications (decision 036): list, approve (Issued with the grant the member claims), reject. */
async function promo(): Promise<void> {
  if (arg === "list") {
    const status = orderArg === "ALL" ? null : (orderArg ?? "Applying");
    const rows = await entriesForReview(db.db, status);
    if (!rows.length) return console.log(`no ${status ?? ""} promotion entries`.replace("  ", " "));
    const clock = (ms: number) => new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16) + " UTC+8";
    console.table(
      rows.map((r) => ({
        entry: r.id,
        account: r.account,
        promotion: `${r.promotion_id} ${r.title}`,
        cycle: r.cycle,
        status: r.status,
        images: r.images,
        remark: r.remark ?? "",
        granted: r.granted_minor === null ? "" : peso(r.granted_minor),
        reason: r.reason ?? "",
        applied: clock(r.created_at),
      })),
    );
    return;
  }
  const id = Number(orderArg);
  const outcome =
    arg === "approve"
      ? await approveEntry(db.db, id, process.argv[5] ? Math.round(Number(process.argv[5]) * 100) : null, Date.now())
      : await rejectEntry(db.db, id, process.argv.slice(5).join(" ").trim(), Date.now());
  if (!outcome.ok) {
    const why = {
      not_found: `no promotion entry ${id}`,
      not_applying: `entry ${id} is not under review`,
      not_event: `entry ${id} is not an application to review`,
    };
    console.error(why[outcome.reason]);
    process.exitCode = 1;
    return;
  }
  console.log(arg === "approve" ? `entry ${id} approved: ${peso(outcome.grantedMinor ?? 0)} for the member to claim` : `entry ${id} rejected`);
}

async function deposit(): Promise<void> {
  if (arg === "list") {
    const rows = await pendingDeposits(db.db);
    if (!rows.length) return console.log("no pending deposits");
    const clock = (ms: number | null) => (ms === null ? "" : new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16) + " UTC+8");
    console.table(
      rows.map((r) => ({
        id: r.id,
        account: r.account,
        channel: r.channel_code,
        amount: peso(r.amount_minor),
        fee: peso(r.fee_minor),
        bonus: r.bonus_code ?? "",
        payer: r.payer_name ?? "",
        transferred: clock(r.transfer_at),
        receipts: r.receipts,
        remark: r.remark ?? "",
        placed: clock(r.created_at),
      })),
    );
    return;
  }
  const id = Number(orderArg);
  const decision: DepositDecision =
    arg === "approve" ? await creditDeposit(db.db, id, Date.now()) : await closeDeposit(db.db, id, "failed", rejectReason, Date.now());
  if (!decision.ok) {
    console.error(decision.reason === "not_found" ? `no deposit ${id}` : `deposit ${id} was already decided: ${decision.row?.status}`);
    process.exitCode = 1;
    return;
  }
  const r = decision.row;
  const bonus = r.bonus_minor ? `, bonus ${peso(r.bonus_minor)} granted with its turnover requirement` : "";
  console.log(
    `deposit ${id} of ${r.account}, ${peso(r.amount_minor)}: ${r.status}${r.status === "success" ? ` (credited ${peso(r.amount_minor - r.fee_minor)}${bonus})` : ""}`,
  );
}

switch (command) {
  case "maintenance": {
    await d1(`INSERT INTO site_settings (key, value) VALUES ('maintenance', '${arg === "on" ? 1 : 0}') ON CONFLICT(key) DO UPDATE SET value = excluded.value`);
    await status();
    console.log(GATE_DELAY_NOTE);
    break;
  }
  case "restrict":
    await d1(`INSERT OR IGNORE INTO restricted_regions (country) VALUES ('${countryArg}')`);
    await status();
    console.log(GATE_DELAY_NOTE);
    break;
  case "unrestrict":
    await d1(`DELETE FROM restricted_regions WHERE country = '${countryArg}'`);
    await status();
    console.log(GATE_DELAY_NOTE);
    break;
  case "status":
    await status();
    break;
  case "outbox": {
    const sms = await d1(
      "SELECT purpose, country_dialing_code AS dial, mobile_num AS mobile, code, body, datetime(created_at / 1000, 'unixepoch') AS sent, used_at IS NOT NULL AS used, attempts AS wrong FROM sms_outbox ORDER BY id DESC LIMIT 10",
    );
    const mail = await d1("SELECT email, kind, datetime(created_at / 1000, 'unixepoch') AS sent, body FROM email_outbox ORDER BY id DESC LIMIT 5");
    console.log("SMS (newest first):");
    console.table(sms);
    console.log("E-mail (newest first):");
    console.table(mail);
    break;
  }
  case "unlock": {
    const name = accountArg;
    // The guard's subjects (gateway/brute-force.ts): the account, and the account on each address.
    await d1(`DELETE FROM login_failures WHERE subject = 'account:${name}' OR subject LIKE 'pair:${name}|%'`);
    // The member's secret-guard locks (gateway/secret-guard.ts) go too: payment password, security
    // answer, sign-in password (change password, self-exclusion), e-mail code, and the number's SMS codes.
    await d1(
      `DELETE FROM login_failures WHERE subject IN (SELECT p.prefix || ':' || m.id FROM members m, (SELECT 'paypwd' AS prefix UNION SELECT 'question' UNION SELECT 'pwd' UNION SELECT 'emailcode') p WHERE m.account = '${name}')
         OR subject IN (SELECT 'smscode:' || k.purpose || ':' || m.country_dialing_code || '|' || m.mobile_num FROM members m, (SELECT 'login' AS purpose UNION SELECT 'reset' UNION SELECT 'register') k WHERE m.account = '${name}' AND m.mobile_num IS NOT NULL)`,
    );
    console.log(`login guard and secret-guard locks cleared for ${name}`);
    break;
  }
  case "switch": {
    // Only switches the gateway knows: a typo must not silently create a new one.
    const known = await d1(`SELECT code FROM feature_switches WHERE code = '${arg}'`);
    if (known.length === 0) {
      console.error(`unknown switch ${arg}; known switches:`);
      await switches();
      process.exitCode = 2;
      break;
    }
    await d1(`UPDATE feature_switches SET enabled = ${switchState === "on" ? 1 : 0} WHERE code = '${arg}'`);
    console.log(`${arg}: ${switchState}`);
    break;
  }
  case "switches":
    await switches();
    break;
  case "audit": {
    // Settlement is lazy (decision 028): settle what is due, so the audit sees every win paid.
    const settled = await settleAllDue(db.db, Date.now());
    if (settled) console.log(`settled ${settled} lottery sub-order(s) whose draw has happened`);
    const report = await auditLedger(db.db);
    console.log(formatAudit(report));
    if (report.differences.length) process.exitCode = 1;
    break;
  }
  case "withdraw":
    await withdraw();
    break;
  case "deposit":
    await deposit();
    break;
  case "promo":
    await promo();
    break;
  case "settle": {
    const { days, agent } = settleRun!;
    let agentId: number | undefined;
    if (agent) {
      const row = (await d1(`SELECT id FROM members WHERE lower(account) = '${agent}'`))[0];
      if (!row) {
        console.error(`no member ${agent}`);
        process.exitCode = 2;
        break;
      }
      agentId = Number(row.id);
    }
    for (const day of days) {
      const outcome = await settleDay(db.db, day, Date.now(), { agentId });
      if (!outcome.ok) {
        console.error(outcome.reason === "not_closed" ? `${day} is not closed yet: only days before today (UTC+8) can be settled` : SETTLE_USAGE);
        process.exitCode = 1;
        break;
      }
      console.log(formatSettlement(outcome));
    }
    break;
  }
  case "market": {
    if (marketArg) {
      await db.db
        .prepare("INSERT INTO site_settings (key, value) VALUES ('market', ?1) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
        .bind(marketArg)
        .run();
      console.log(`market switched to ${marketArg}`);
    }
    console.log(formatMarkets((await marketRules(db.db)).code, await allMarkets(db.db)));
    break;
  }
  case "rg": {
    const member = await findRgMember(db.db, arg ?? "");
    if (!member) {
      console.error(`no member ${arg}`);
      process.exitCode = 2;
      break;
    }
    const now = Date.now();
    console.log(formatRgReport(await loadRgReport(db.db, member, now), now));
    break;
  }
}
await db.dispose();
