import { TRIAL_TYPE } from "../../contract/member-types";
import { TestPlayRequest } from "../../contract/schemas/account-requests";
import { closeSession, findMemberByAccount, loginValue, openSession } from "../accounts/auth";
import { TRIAL_PASSWORD_MARKER, trialExpiresAt, trialLifetimeMs } from "../accounts/trials";
import type { Handler } from "../core/handler";
import { fail, ok, readJson } from "../core/http";
import { checkCreation, tooMany } from "../core/limiter";
import { settleDue } from "../games/bets";
import { lifetimeTotals, standing, vipLevels } from "../promotions/vip";
import { NEW_WALLET, post } from "../wallet/ledger";

/** What every free-trial account starts with (play money); createTrial and trialTerms both read these. */
const TRIAL_OPENING_BALANCE_MINOR = 200_000;
/** The ledger opens the trial's wallet with the grant, in the currency every new wallet gets. */
const TRIAL_CURRENCY_SYMBOL = NEW_WALLET.symbol;

/**
 * Creates a free-trial account (type 4) with a demo balance and returns its name (§7 create trial
 * account). Limited per device, address and site-wide (decision 073): past a limit nothing is
 * created. No password is hashed: trial accounts sign in only through testPlay (gateway/accounts/trials.ts).
 */
const createTrial: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const limited = await checkCreation(ctx, request, "trial");
    if (!limited.allowed) return tooMany(limited);
    const suffix = crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000_000;
    const account = `trial${String(suffix).padStart(8, "0")}`;
    const now = ctx.now();
    const inserted = await db
      .prepare("INSERT INTO members (account, password_hash, type, reg_date) VALUES (?1, ?2, ?3, ?4) ON CONFLICT(account) DO NOTHING RETURNING id")
      .bind(account, TRIAL_PASSWORD_MARKER, TRIAL_TYPE, now)
      .first<{ id: number }>();
    if (!inserted) return fail("trial.busy", "Unknown error", 409);
    // The play money is a ledger credit like any other (the ledger creates the wallet in the same batch).
    const grant = await post(db, { memberId: inserted.id, kind: "trial_grant", amountMinor: TRIAL_OPENING_BALANCE_MINOR, reference: `trial-${account}`, now });
    if (!grant.ok) throw new Error(`trial grant refused: ${grant.reason}`);
    return ok({ userName: account });
  },
};

/** The free trial's terms for visitors (/m/trail): the opening balance a new trial account gets, in major units. */
const trialTerms: Handler = {
  auth: "none",
  async run() {
    return ok({ openingBalance: TRIAL_OPENING_BALANCE_MINOR / 100, currencySymbol: TRIAL_CURRENCY_SYMBOL });
  },
};

/**
 * Signs in a freshly created trial account, once (§7 testPlay), while its lifetime lasts; the
 * session ends when the trial expires (decision 073), not later.
 */
const testPlay: Handler = {
  auth: "none",
  async run({ request, ctx }) {
    const db = ctx.env.DB;
    const now = ctx.now();
    const body = TestPlayRequest.safeParse(await readJson(request));
    if (!body.success) return fail("trial.invalid.request", "Account format is incorrect");
    const member = await findMemberByAccount(db, body.data.userName);
    const expiresAt = member ? trialExpiresAt(member.reg_date, await trialLifetimeMs(db)) : 0;
    if (!member || member.type !== TRIAL_TYPE || member.last_login_at !== null || member.status !== "active" || expiresAt <= now) {
      return fail("trial.unavailable", "Sorry, the user does not exist or is disabled.", 403);
    }
    const session = await openSession(db, member, now);
    await db.prepare("UPDATE sessions SET expires_at = MIN(expires_at, ?2) WHERE member_id = ?1").bind(member.id, expiresAt).run();
    return ok(loginValue(member, session));
  },
};

const logout: Handler = {
  auth: "optional",
  async run({ ctx, token }) {
    if (token) await closeSession(ctx.env.DB, token);
    return ok(null);
  },
};

const memberInfo: Handler = {
  auth: "member",
  async run({ ctx, member: m }) {
    // §3 clubLabel: the name of the member's VIP level, derived from the ledger (decision 025).
    const [levels, totals] = await Promise.all([vipLevels(ctx.env.DB), lifetimeTotals(ctx.env.DB, m.id)]);
    const { row } = standing(levels, totals);
    return ok({
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      userName: m.account,
      type: m.type,
      regDate: m.reg_date,
      toUpline: m.to_upline === 1,
      clubLabel: row ? { labelName: row.name } : null,
    });
  },
};

/** The header's balance: the member's wallet row (?1 the member). */
export const WALLET_SQL = "SELECT currency_symbol, balance_minor FROM wallets WHERE member_id = ?1";

const wallet: Handler = {
  auth: "member",
  async run({ ctx, member }) {
    // Lottery sub-orders whose draw has happened are settled on the member's next read (decision 028).
    // The balance is every page's header: a settlement that fails here (it is retried on the next
    // read, and the bet record's own read settles too) must not take the header down with it.
    await settleDue(ctx.env.DB, member.id, ctx.now()).catch((e: unknown) => {
      // eslint-disable-next-line no-console -- one JSON line, like the router's (decision 022)
      console.error(
        JSON.stringify({ level: "warn", event: "gateway.settle_failed", memberId: member.id, message: e instanceof Error ? e.message : String(e) }),
      );
    });
    const row = await ctx.env.DB.prepare(WALLET_SQL).bind(member.id).first<{ currency_symbol: string; balance_minor: number }>();
    return ok({ currencySymbol: row?.currency_symbol ?? "₱", sumBalance: (row?.balance_minor ?? 0) / 100 });
  },
};

/** §7 member club benefit: the VIP table for everyone; with a token also the member's level and totals. */
const vipBenefits: Handler = {
  auth: "optional",
  async run({ ctx, member }) {
    const db = ctx.env.DB;
    const [levels, totals, currency] = await Promise.all([
      vipLevels(db),
      member ? lifetimeTotals(db, member.id) : Promise.resolve(null),
      member
        ? db.prepare("SELECT currency_symbol FROM wallets WHERE member_id = ?1").bind(member.id).first<{ currency_symbol: string }>()
        : Promise.resolve(null),
    ]);
    const major = (minor: number) => minor / 100;
    return ok({
      currencySymbol: currency?.currency_symbol ?? TRIAL_CURRENCY_SYMBOL,
      levels: levels.map((l) => ({
        level: l.level,
        name: l.name,
        badgeUrl: l.badge_url,
        deposit: major(l.deposit_minor),
        turnover: major(l.turnover_minor),
        rebateRate: l.rebate_rate_bp / 100,
        dailyWithdrawCount: l.daily_withdraw_count,
        dailyWithdrawLimit: major(l.daily_withdraw_limit_minor),
        birthdayBonus: major(l.birthday_bonus_minor),
        levelUpBonus: major(l.level_up_bonus_minor),
      })),
      member: totals ? { level: standing(levels, totals).level, deposit: major(totals.deposit), turnover: major(totals.turnover) } : null,
    });
  },
};

export const memberHandlers = { createTrial, trialTerms, testPlay, logout, memberInfo, wallet, vipLevels: vipBenefits };
