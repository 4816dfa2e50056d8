/**
 * The operator commands against the embedded gateway's D1 (scripts/site.ts lists them): run by
 * `npm run site` in a terminal, and in-process by the browser tests against their world's server.
 */
import type { LocalD1 } from "./local-d1";
import { CONTENT_CACHE_SECONDS } from "../app/gateway-client/content.server";
import { SITE_STATUS_HOLD_MS } from "../app/gateway-client/site.server";
import { DOWNLOAD_RESOURCE_TYPES, downloadLinkUrl, downloadResourceType } from "../app/rules/download-links";
import { TEMPLATE_SETTINGS, isTemplateSetting, isTemplateVariant, templateSettingValue, templateVariant } from "../app/rules/template";
import { now as clockNow } from "../contract/clock";
import { FEEDBACK_ANSWER_MAX } from "../contract/feedback-rules";
import { addDays, isCalendarDay, operatorDay } from "../contract/record-range";
import { MARKET_CODES } from "../contract/rg-markets";
import { answerFeedback, feedbackById, feedbackForOperator } from "../gateway/content/feedback";
import { OPERATOR_UTC_OFFSET_MS } from "../gateway/core/operator-time";
import { settleAllDueInBatches } from "../gateway/games/settle-due-batch";
import { formatSettlement, settleDay } from "../gateway/games/settlement";
import { approveEntry, entriesForReview, rejectEntry } from "../gateway/promotions/promotions";
import { marketRules } from "../gateway/rg/rg";
import { allMarkets, findRgMember, formatMarkets, formatRgReport, loadRgReport } from "../gateway/rg/rg-report";
import { auditLedger, formatAudit } from "../gateway/wallet/audit";
import { closeDeposit, creditDeposit, pendingDeposits, type DepositDecision } from "../gateway/wallet/deposits";
import { approveWithdrawal, pendingWithdrawals, rejectWithdrawal, type Decision } from "../gateway/wallet/withdrawals";

/** Where a command writes: the terminal for `npm run site`, a buffer for the browser tests. */
export type SiteOutput = {
  log(line: string): void;
  error(line: string): void;
  table(rows: Record<string, unknown>[]): void;
};

/**
 * Runs one operator command for a test and returns what it printed (table rows as JSON lines); a
 * command that fails (exit code not 0) throws with what it printed.
 */
export async function runSiteForTest(argv: string[], open: () => Promise<LocalD1>): Promise<string> {
  const printed: string[] = [];
  const code = await runSite(argv, open, {
    log: (line) => printed.push(line),
    error: (line) => printed.push(line),
    table: (rows) => printed.push(...rows.map((row) => JSON.stringify(row))),
  });
  if (code !== 0) throw new Error(`site ${argv.join(" ")} exited with ${code}:\n${printed.join("\n")}`);
  return printed.join("\n");
}

/** A command line that names no command, or a command with missing or malformed arguments: exit 2. */
class UsageError extends Error {}

/**
 * Runs one operator command (`argv` without the program name) and returns its exit code: 0 done,
 * 1 refused (an order already decided, an audit difference), 2 a usage error. The arguments are
 * checked before the database is opened, so a usage error leaves no workerd behind.
 */
export async function runSite(argv: string[], open: () => Promise<LocalD1>, out: SiteOutput): Promise<number> {
  let exitCode = 0;
  try {
    const [command, arg] = argv;

    function country(value: string | undefined): string {
      if (!value || !/^[A-Za-z]{2}$/.test(value)) {
        out.error("a two-letter country code is required, e.g. SG");
        throw new UsageError();
      }
      return value.toUpperCase();
    }

    function accountName(value: string | undefined): string {
      if (!value || !/^[A-Za-z0-9]{1,20}$/.test(value)) {
        out.error("an account name is required, e.g. demo");
        throw new UsageError();
      }
      return value.toLowerCase();
    }

    // Arguments are checked before the database is opened, so a usage error leaves no workerd behind.
    const USAGE =
      "usage: npm run site -- maintenance on|off | restrict XX | unrestrict XX | status | outbox | unlock NAME | switch NAME on|off | switches | audit | withdraw list|approve ID|reject ID [REASON] | deposit list|approve ID|reject ID [REASON] | promo list [STATUS]|approve ENTRY_ID [AMOUNT]|reject ENTRY_ID REASON | settle [DAY|FROM..TO] [AGENT] | market [PH|UK|MT|BR] | rg MEMBER | template [mem_cen|dep_func base|new] | download [set TYPE URL | unset TYPE] | feedback [received|answered] | feedback ID | feedback answer ID TEXT";
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
        "template",
        "download",
        "feedback",
      ].includes(command ?? "")
    ) {
      out.error(USAGE);
      throw new UsageError();
    }
    if (command === "maintenance" && arg !== "on" && arg !== "off") {
      out.error("usage: npm run site -- maintenance on|off");
      throw new UsageError();
    }
    const countryArg = command === "restrict" || command === "unrestrict" ? country(arg) : "";
    const accountArg = command === "unlock" ? accountName(arg) : "";
    const switchState = argv[2];
    if (command === "switch" && (!arg || !/^[A-Z0-9_]{2,32}$/.test(arg) || (switchState !== "on" && switchState !== "off"))) {
      out.error("usage: npm run site -- switch NAME on|off   (NAME as listed by `npm run site -- switches`, e.g. COMM3)");
      throw new UsageError();
    }

    const WITHDRAW_USAGE = "usage: npm run site -- withdraw list | withdraw approve ID | withdraw reject ID [REASON]";
    const orderArg = argv[2];
    if (command === "withdraw" && !(arg === "list" || ((arg === "approve" || arg === "reject") && orderArg && /^\d{1,15}$/.test(orderArg)))) {
      out.error(WITHDRAW_USAGE);
      throw new UsageError();
    }
    const DEPOSIT_USAGE = "usage: npm run site -- deposit list | deposit approve ID | deposit reject ID [REASON]";
    if (command === "deposit" && !(arg === "list" || ((arg === "approve" || arg === "reject") && orderArg && /^\d{1,15}$/.test(orderArg)))) {
      out.error(DEPOSIT_USAGE);
      throw new UsageError();
    }
    const PROMO_USAGE = "usage: npm run site -- promo list [STATUS|ALL] | promo approve ENTRY_ID [AMOUNT] | promo reject ENTRY_ID REASON";
    const PROMO_STATUSES = ["Applying", "Rejected", "Issued", "Claimed", "Joined", "signed", "ALL"];
    if (
      command === "promo" &&
      !(
        (arg === "list" && (!orderArg || PROMO_STATUSES.includes(orderArg))) ||
        (arg === "approve" && orderArg && /^\d{1,15}$/.test(orderArg) && (!argv[3] || /^\d{1,9}(\.\d{1,2})?$/.test(argv[3]))) ||
        (arg === "reject" && orderArg && /^\d{1,15}$/.test(orderArg) && argv.slice(3).join(" ").trim())
      )
    ) {
      out.error(PROMO_USAGE);
      throw new UsageError();
    }
    const SETTLE_USAGE = "usage: npm run site -- settle [YYYY-MM-DD | YYYY-MM-DD..YYYY-MM-DD] [AGENT]   (default: yesterday; closed days only)";
    /** The days `settle` runs, oldest first (yesterday by default), and the agent it is narrowed to. */
    function settleArgs(): { days: string[]; agent: string | null } {
      const yesterday = addDays(operatorDay(clockNow()), -1);
      const [first, second] = (arg ?? "").split("..");
      const from = first || yesterday;
      const to = second ?? from;
      if (!isCalendarDay(from) || !isCalendarDay(to) || from > to || addDays(from, 90) < to) {
        out.error(SETTLE_USAGE);
        throw new UsageError();
      }
      const agent = argv[2] ?? null;
      if (agent !== null && !/^[A-Za-z0-9_]{1,32}$/.test(agent)) {
        out.error(SETTLE_USAGE);
        throw new UsageError();
      }
      const days: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
      return { days, agent: agent?.toLowerCase() ?? null };
    }
    const settleRun = command === "settle" ? settleArgs() : null;

    const MARKET_USAGE = `usage: npm run site -- market [${MARKET_CODES.join("|")}]   (no code: print the market in force and every market's rules)`;
    const marketArg = command === "market" && arg !== undefined ? arg.toUpperCase() : null;
    if (command === "market" && argv.length > 2) {
      out.error(MARKET_USAGE);
      throw new UsageError();
    }
    if (marketArg !== null && !(MARKET_CODES as readonly string[]).includes(marketArg)) {
      out.error(`unknown market ${arg ?? ""}: the markets are ${MARKET_CODES.join(", ")}`);
      out.error(MARKET_USAGE);
      throw new UsageError();
    }
    const RG_USAGE = "usage: npm run site -- rg MEMBER   (account name or id; no command ends a time-out or self-exclusion early)";
    if (command === "rg" && (!arg || !/^[A-Za-z0-9_]{1,32}$/.test(arg) || argv.length > 2)) {
      out.error(RG_USAGE);
      throw new UsageError();
    }

    const TEMPLATE_USAGE = "usage: npm run site -- template | template mem_cen base|new | template dep_func base|new   (no argument: print both)";
    if (command === "template" && !(argv.length === 1 || (argv.length === 3 && isTemplateSetting(arg) && isTemplateVariant(argv[2])))) {
      out.error(TEMPLATE_USAGE);
      throw new UsageError();
    }
    const DOWNLOAD_USAGE = `usage: npm run site -- download | download set TYPE URL | download unset TYPE   (TYPE: ${DOWNLOAD_RESOURCE_TYPES.join(", ")}; URL: https://…)`;
    /** The download link to change (`set`/`unset`), checked before the database opens; null for the list. */
    function downloadArgs(): { type: string; url: string | null } | null {
      if (arg === undefined || (arg === "list" && argv.length === 2)) return null;
      const type = downloadResourceType(argv[2]);
      if ((arg !== "set" && arg !== "unset") || argv.length !== (arg === "set" ? 4 : 3)) {
        out.error(DOWNLOAD_USAGE);
        throw new UsageError();
      }
      if (!type) {
        out.error(`unknown resource type ${argv[2] ?? ""}: the types are ${DOWNLOAD_RESOURCE_TYPES.join(", ")}`);
        throw new UsageError();
      }
      if (arg === "unset") return { type, url: null };
      const checked = downloadLinkUrl(type, argv[3] ?? "");
      if (!checked.ok) {
        out.error(`${type} ${argv[3] ?? ""}: ${checked.message}`);
        throw new UsageError();
      }
      return { type, url: checked.url };
    }
    const downloadChange = command === "download" ? downloadArgs() : null;
    const FEEDBACK_USAGE = `usage: npm run site -- feedback [received|answered] | feedback ID | feedback answer ID "TEXT"   (TEXT: 1–${FEEDBACK_ANSWER_MAX} characters)`;
    const feedbackAnswer = command === "feedback" && arg === "answer" ? argv.slice(3).join(" ").trim() : "";
    if (
      command === "feedback" &&
      !(
        argv.length === 1 ||
        (argv.length === 2 && (arg === "received" || arg === "answered" || /^\d{1,15}$/.test(arg ?? ""))) ||
        (arg === "answer" && orderArg && /^\d{1,15}$/.test(orderArg) && feedbackAnswer && [...feedbackAnswer].length <= FEEDBACK_ANSWER_MAX)
      )
    ) {
      out.error(FEEDBACK_USAGE);
      throw new UsageError();
    }

    // The rest of the line is the reason the player reads in the withdraw record.
    const rejectReason = argv.slice(3).join(" ").trim().slice(0, 200) || null;

    const db = await open();
    const d1 = (sql: string) => db.run(sql);

    async function status(): Promise<void> {
      const maintenance = (await d1("SELECT value FROM site_settings WHERE key = 'maintenance'"))[0]?.value === "1";
      const regions = (await d1("SELECT country FROM restricted_regions ORDER BY country")).map((r) => r.country);
      out.log(`maintenance: ${maintenance ? "on" : "off"}`);
      out.log(`restricted regions: ${regions.length ? regions.join(", ") : "none"}`);
    }

    /** Decision 070: each worker keeps the site status a few seconds (not with EDGE_CACHE=off). */
    const GATE_DELAY_NOTE = `(pages follow within ${SITE_STATUS_HOLD_MS / 1000} s: each worker keeps the site status that long; at once with EDGE_CACHE=off)`;

    /** The two template settings (decision 080), each with the variant it selects and what it lays out. */
    async function templates(): Promise<void> {
      const rows = await d1("SELECT key, value FROM site_settings WHERE key IN ('mem_cen', 'dep_func')");
      const stored = new Map(rows.map((r) => [String(r.key), String(r.value)]));
      for (const [key, page] of Object.entries(TEMPLATE_SETTINGS)) out.log(`${key.padEnd(9)} ${templateVariant(stored.get(key)).padEnd(5)} ${page}`);
    }

    async function switches(): Promise<void> {
      const rows = await d1("SELECT code, enabled FROM feature_switches ORDER BY code");
      for (const r of rows) out.log(`${String(r.code).padEnd(14)} ${r.enabled === 1 ? "on" : "off"}`);
    }

    const peso = (minor: number) => (minor / 100).toFixed(2);

    async function withdraw(): Promise<void> {
      if (arg === "list") {
        const rows = await pendingWithdrawals(db.db);
        if (!rows.length) return out.log("no pending withdrawals");
        out.table(
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
      const decision: Decision =
        arg === "approve" ? await approveWithdrawal(db.db, id, clockNow()) : await rejectWithdrawal(db.db, id, rejectReason, clockNow());
      if (!decision.ok) {
        out.error(decision.reason === "not_found" ? `no withdrawal ${id}` : `withdrawal ${id} was already decided: ${decision.row?.status}`);
        exitCode = 1;
        return;
      }
      const r = decision.row;
      out.log(
        `withdrawal ${id} of ${r.account}, ${peso(r.amount_minor)}: ${r.status}${r.status === "rejected" ? " (the hold is back in the wallet)" : ""}; the member is told in the inbox`,
      );
    }

    /** Promotion applications (decision 036): list, approve (Issued with the grant the member claims), reject. */
    async function promo(): Promise<void> {
      if (arg === "list") {
        const status = orderArg === "ALL" ? null : (orderArg ?? "Applying");
        const rows = await entriesForReview(db.db, status);
        if (!rows.length) return out.log(`no ${status ?? ""} promotion entries`.replace("  ", " "));
        const clock = (ms: number) => new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16) + " UTC+8";
        out.table(
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
          ? await approveEntry(db.db, id, argv[3] ? Math.round(Number(argv[3]) * 100) : null, clockNow())
          : await rejectEntry(db.db, id, argv.slice(3).join(" ").trim(), clockNow());
      if (!outcome.ok) {
        const why = {
          not_found: `no promotion entry ${id}`,
          not_applying: `entry ${id} is not under review`,
          not_event: `entry ${id} is not an application to review`,
        };
        out.error(why[outcome.reason]);
        exitCode = 1;
        return;
      }
      out.log(arg === "approve" ? `entry ${id} approved: ${peso(outcome.grantedMinor ?? 0)} for the member to claim` : `entry ${id} rejected`);
    }

    const operatorClock = (ms: number | null) =>
      ms === null ? "" : new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16) + " UTC+8";

    /** Members' feedback (migration 0023): the list (newest first), one in full, the answer (to the member's page and inbox). */
    async function feedback(): Promise<void> {
      if (arg === "answer") {
        const id = Number(orderArg);
        const outcome = await answerFeedback(db.db, id, feedbackAnswer, clockNow());
        if (!outcome.ok) {
          out.error(
            outcome.reason === "not_found"
              ? `no feedback ${id}`
              : outcome.reason === "already_answered"
                ? `feedback ${id} was already answered`
                : FEEDBACK_USAGE,
          );
          exitCode = 1;
          return;
        }
        out.log(`feedback ${id} of ${outcome.row.account} answered; the member reads it on /m/feedback and in the inbox`);
        return;
      }
      if (arg && /^\d+$/.test(arg)) {
        const f = await feedbackById(db.db, Number(arg));
        if (!f) {
          out.error(`no feedback ${arg}`);
          exitCode = 1;
          return;
        }
        out.log(
          `feedback ${f.id} from ${f.account} (member ${f.member_id}), ${f.category}, ${operatorClock(f.created_at)}, written in ${f.language.toUpperCase()}`,
        );
        out.log(`status: ${f.status}`);
        out.log("");
        out.log(f.content);
        out.log("");
        out.log(f.imageList.length ? `images (R2 bucket RECEIPTS):` : "no images");
        for (const i of f.imageList) out.log(`  ${i.idx}. ${i.object_key}  ${i.content_type}  ${(i.bytes / 1024).toFixed(1)} KB`);
        if (f.answer !== null) {
          out.log("");
          out.log(`answered ${operatorClock(f.answered_at)}:`);
          out.log(f.answer);
        }
        return;
      }
      const status = arg === "received" || arg === "answered" ? arg : null;
      const rows = await feedbackForOperator(db.db, status);
      if (!rows.length) return out.log(status ? `no ${status} feedback` : "no feedback");
      const excerpt = (text: string) => {
        const flat = text.replace(/\s+/g, " ");
        return [...flat].length > 60 ? `${[...flat].slice(0, 59).join("")}…` : flat;
      };
      out.table(
        rows.map((r) => ({
          id: r.id,
          member: r.account,
          category: r.category,
          sent: operatorClock(r.created_at),
          status: r.status,
          images: r.images,
          content: excerpt(r.content),
        })),
      );
    }

    async function deposit(): Promise<void> {
      if (arg === "list") {
        const rows = await pendingDeposits(db.db, clockNow());
        if (!rows.length) return out.log("no pending deposits");
        const clock = (ms: number | null) => (ms === null ? "" : new Date(ms + OPERATOR_UTC_OFFSET_MS).toISOString().replace("T", " ").slice(0, 16) + " UTC+8");
        out.table(
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
        arg === "approve" ? await creditDeposit(db.db, id, clockNow()) : await closeDeposit(db.db, id, "failed", rejectReason, clockNow());
      if (!decision.ok) {
        out.error(decision.reason === "not_found" ? `no deposit ${id}` : `deposit ${id} was already decided: ${decision.row?.status}`);
        exitCode = 1;
        return;
      }
      const r = decision.row;
      const bonus = r.bonus_minor ? `, bonus ${peso(r.bonus_minor)} granted with its turnover requirement` : "";
      out.log(
        `deposit ${id} of ${r.account}, ${peso(r.amount_minor)}: ${r.status}${r.status === "success" ? ` (credited ${peso(r.amount_minor - r.fee_minor)}${bonus})` : ""}; the member is told in the inbox`,
      );
    }

    /** §3 download links: every known type with its URL or "unset", then any other type the table holds. */
    async function downloadLinks(): Promise<void> {
      const { results } = await db.db
        .prepare("SELECT resource_type, url FROM download_links ORDER BY resource_type")
        .all<{ resource_type: string; url: string }>();
      const known = DOWNLOAD_RESOURCE_TYPES.map((type) => ({ type, url: results.find((r) => r.resource_type === type)?.url ?? "unset" }));
      const others = results
        .filter((r) => !(DOWNLOAD_RESOURCE_TYPES as readonly string[]).includes(r.resource_type))
        .map((r) => ({ type: r.resource_type, url: r.url }));
      for (const { type, url } of [...known, ...others]) out.log(`${type.padEnd(16)} ${url}`);
    }

    try {
      switch (command) {
        case "maintenance": {
          await d1(
            `INSERT INTO site_settings (key, value) VALUES ('maintenance', '${arg === "on" ? 1 : 0}') ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
          );
          await status();
          out.log(GATE_DELAY_NOTE);
          break;
        }
        case "restrict":
          await d1(`INSERT OR IGNORE INTO restricted_regions (country) VALUES ('${countryArg}')`);
          await status();
          out.log(GATE_DELAY_NOTE);
          break;
        case "unrestrict":
          await d1(`DELETE FROM restricted_regions WHERE country = '${countryArg}'`);
          await status();
          out.log(GATE_DELAY_NOTE);
          break;
        case "status":
          await status();
          break;
        case "outbox": {
          const sms = await d1(
            "SELECT purpose, country_dialing_code AS dial, mobile_num AS mobile, code, body, datetime(created_at / 1000, 'unixepoch') AS sent, used_at IS NOT NULL AS used, attempts AS wrong FROM sms_outbox ORDER BY id DESC LIMIT 10",
          );
          const mail = await d1("SELECT email, kind, datetime(created_at / 1000, 'unixepoch') AS sent, body FROM email_outbox ORDER BY id DESC LIMIT 5");
          out.log("SMS (newest first):");
          out.table(sms);
          out.log("E-mail (newest first):");
          out.table(mail);
          break;
        }
        case "unlock": {
          const name = accountArg;
          // The guard's subjects (gateway/accounts/brute-force.ts): the account, and the account on each address.
          await d1(`DELETE FROM login_failures WHERE subject = 'account:${name}' OR subject LIKE 'pair:${name}|%'`);
          // The member's secret-guard locks (gateway/accounts/secret-guard.ts) go too: payment password, security
          // answer, sign-in password (change password, self-exclusion), e-mail code, and the number's SMS codes.
          await d1(
            `DELETE FROM login_failures WHERE subject IN (SELECT p.prefix || ':' || m.id FROM members m, (SELECT 'paypwd' AS prefix UNION SELECT 'question' UNION SELECT 'pwd' UNION SELECT 'emailcode') p WHERE m.account = '${name}')
             OR subject IN (SELECT 'smscode:' || k.purpose || ':' || m.country_dialing_code || '|' || m.mobile_num FROM members m, (SELECT 'login' AS purpose UNION SELECT 'reset' UNION SELECT 'register') k WHERE m.account = '${name}' AND m.mobile_num IS NOT NULL)`,
          );
          out.log(`login guard and secret-guard locks cleared for ${name}`);
          break;
        }
        case "switch": {
          // Only switches the gateway knows: a typo must not silently create a new one.
          const known = await d1(`SELECT code FROM feature_switches WHERE code = '${arg}'`);
          if (known.length === 0) {
            out.error(`unknown switch ${arg}; known switches:`);
            await switches();
            exitCode = 2;
            break;
          }
          await d1(`UPDATE feature_switches SET enabled = ${switchState === "on" ? 1 : 0} WHERE code = '${arg}'`);
          out.log(`${arg}: ${switchState}`);
          break;
        }
        case "switches":
          await switches();
          break;
        case "audit": {
          // Settlement is lazy (decision 028): settle what is due, so the audit sees every win paid.
          const settled = await settleAllDueInBatches(db.db, clockNow());
          if (settled) out.log(`settled ${settled} lottery sub-order(s) whose draw has happened`);
          const report = await auditLedger(db.db);
          out.log(formatAudit(report));
          if (report.differences.length) exitCode = 1;
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
              out.error(`no member ${agent}`);
              exitCode = 2;
              break;
            }
            agentId = Number(row.id);
          }
          for (const day of days) {
            const outcome = await settleDay(db.db, day, clockNow(), { agentId });
            if (!outcome.ok) {
              out.error(outcome.reason === "not_closed" ? `${day} is not closed yet: only days before today (UTC+8) can be settled` : SETTLE_USAGE);
              exitCode = 1;
              break;
            }
            out.log(formatSettlement(outcome));
          }
          break;
        }
        case "market": {
          if (marketArg) {
            await db.db
              .prepare("INSERT INTO site_settings (key, value) VALUES ('market', ?1) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
              .bind(marketArg)
              .run();
            out.log(`market switched to ${marketArg}`);
          }
          out.log(formatMarkets((await marketRules(db.db)).code, await allMarkets(db.db)));
          break;
        }
        case "template": {
          if (argv.length === 3) {
            await db.db
              .prepare("INSERT INTO site_settings (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
              .bind(arg, templateSettingValue(argv[2] as "new" | "base"))
              .run();
          }
          await templates();
          // The site status carries the settings (decision 070's hold applies to them as to the gate).
          if (argv.length === 3) out.log(GATE_DELAY_NOTE);
          break;
        }
        case "download": {
          if (downloadChange) {
            const { type, url } = downloadChange;
            if (url === null) await db.db.prepare("DELETE FROM download_links WHERE resource_type = ?1").bind(type).run();
            else
              await db.db
                .prepare("INSERT INTO download_links (resource_type, url) VALUES (?1, ?2) ON CONFLICT(resource_type) DO UPDATE SET url = excluded.url")
                .bind(type, url)
                .run();
            out.log(url === null ? `${type}: unset (hidden wherever it was shown)` : `${type}: ${url}`);
            out.log(
              `(pages follow within ${CONTENT_CACHE_SECONDS.links} s: the edge keeps the gateway's download links that long; at once with EDGE_CACHE=off)`,
            );
          }
          await downloadLinks();
          break;
        }
        case "feedback":
          await feedback();
          break;
        case "rg": {
          const member = await findRgMember(db.db, arg ?? "");
          if (!member) {
            out.error(`no member ${arg}`);
            exitCode = 2;
            break;
          }
          const now = clockNow();
          out.log(formatRgReport(await loadRgReport(db.db, member, now), now));
          break;
        }
      }
    } finally {
      await db.dispose();
    }
  } catch (e) {
    if (e instanceof UsageError) return 2;
    throw e;
  }
  return exitCode;
}
