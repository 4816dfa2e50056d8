import { DAY, seededHash, type SeedMember } from "./foundation";
import { historyStatements, seedDepositId, seedHistory, type HistoryWindow, type SeedHistory } from "./ledger";
import { insert } from "./sql";
import { now as clockNow } from "../../contract/clock";
import { dayStartMs, operatorDay } from "../../contract/record-range";

/**
 * The agent's team, alive relative to the day of seeding (decision 034): new
 * downlines who joined over the last four weeks — one level under `agent` and one under `agent2`,
 * one of each today — each with deposits (and their deposit orders), real bet orders (the ledger
 * seed's machinery, seeds/ledger.ts, over the member's own window) and, for some, an approved
 * withdrawal; successful sign-ins today for several of them and two sessions seen at the time of
 * seeding, so the agent home's four counters are not zero. The seeded accounts other tests rely
 * on (demo, agent, agent2, player01…14) are not touched. Every wallet is the sum of its entries.
 *
 * Times come from `now`, rounded down to the minute, so two runs in the same minute write the
 * same statements (and INSERT OR IGNORE leaves an earlier run's rows as they are).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type TeamSeedMember = SeedMember & {
  /** Days before today the member registered (0: today). */
  joinedDaysAgo: number;
  /** An approved withdrawal after the play, in minor units (0: none). */
  withdrawalMinor: number;
  /** Signed in today. */
  signedInToday: boolean;
  /** Has a session used at the time of seeding (online). */
  online: boolean;
};

const member = (
  id: number,
  account: string,
  parentId: 2 | 3,
  joinedDaysAgo: number,
  money: { deposit: number; turnover: number; balance: number; withdrawal?: number },
  flags: { signedInToday?: boolean; online?: boolean; nickname?: string } = {},
): TeamSeedMember => ({
  id,
  account,
  password: "player1234",
  type: 0,
  nickname: flags.nickname ?? null,
  parentId,
  depositMinor: money.deposit,
  turnoverMinor: money.turnover,
  balanceMinor: money.balance,
  toUpline: 1,
  daysBeforeEpoch: 0,
  joinedDaysAgo,
  withdrawalMinor: money.withdrawal ?? 0,
  signedInToday: flags.signedInToday ?? false,
  online: flags.online ?? false,
});

/** The new downlines (ids from 115): five under agent, four under agent2. */
export function agentTeamMembers(): TeamSeedMember[] {
  return [
    member(115, "rosa2026", 2, 25, { deposit: 300_000, turnover: 900_000, balance: 180_000, withdrawal: 50_000 }, { signedInToday: true, nickname: "Rosa" }),
    member(116, "jomar88", 2, 18, { deposit: 150_000, turnover: 500_000, balance: 90_000, withdrawal: 30_000 }, { signedInToday: true }),
    member(117, "liza777", 2, 9, { deposit: 80_000, turnover: 240_000, balance: 45_000 }),
    member(118, "benjie21", 2, 3, { deposit: 50_000, turnover: 120_000, balance: 32_000, withdrawal: 10_000 }, { signedInToday: true }),
    member(119, "carla95", 2, 0, { deposit: 20_000, turnover: 40_000, balance: 15_000 }, { signedInToday: true, online: true, nickname: "Carla" }),
    member(120, "dodong12", 3, 21, { deposit: 200_000, turnover: 600_000, balance: 120_000, withdrawal: 40_000 }, { signedInToday: true, online: true }),
    member(121, "nene2025", 3, 12, { deposit: 60_000, turnover: 180_000, balance: 30_000 }),
    member(122, "paolo33", 3, 1, { deposit: 40_000, turnover: 100_000, balance: 25_000 }, { signedInToday: true }),
    member(123, "ivy8888", 3, 0, { deposit: 10_000, turnover: 20_000, balance: 8_000 }, { signedInToday: true }),
  ];
}

/** When the member joined and played, inside [today's start, now) for today's members; null: joined too recently to have played. */
function windowOf(m: TeamSeedMember, today: number, now: number): { joined: number; window: HistoryWindow | null } {
  // Registered at 10:00 on the day, or for today's members a third of the way into today so far.
  const joined = m.joinedDaysAgo > 0 ? today - m.joinedDaysAgo * DAY + 10 * HOUR : today + Math.floor(((now - today) / 3 / MINUTE) * 0.999) * MINUTE;
  // Play ends a few hours before now (lottery rounds settle minutes after their bet), a little apart per member.
  const until = now - (m.joinedDaysAgo > 0 ? 3 * HOUR : 20 * MINUTE) - (m.id % 5) * 10 * MINUTE;
  if (until - joined < HOUR) return { joined, window: null };
  return { joined, window: { joined, until, lead: Math.min(DAY, Math.floor((until - joined) / 4)) } };
}

/** A seeded withdrawal's order number (ten digits, apart from real ones' random numbers only by chance). */
export const seedWithdrawalId = (memberId: number) => 7_000_000_000 + memberId;

export async function agentTeamSeed(now = clockNow()): Promise<string[]> {
  const at = Math.floor(now / MINUTE) * MINUTE;
  const today = dayStartMs(operatorDay(at));
  const out: string[] = [];
  const seen = new Set<number>();
  for (const m of agentTeamMembers()) {
    const { joined, window } = windowOf(m, today, at);
    const history: SeedHistory = window ? seedHistory(m, today, window) : { entries: [], orders: [] };
    let balance = history.entries.at(-1)?.balanceAfterMinor ?? 0;
    const statements = historyStatements(history, seen);
    // Deposit orders for the deposit entries, as seeds/deposits.ts does for the other members.
    history.entries
      .filter((e) => e.kind === "deposit")
      .forEach((e, i) => {
        const channel = i % 2 === 0 ? "GCASH" : "MAYA";
        statements.push(
          insert("deposits", {
            id: seedDepositId(e.id),
            member_id: m.id,
            channel_code: channel,
            amount_minor: e.amountMinor,
            fee_minor: 0,
            status: "success",
            payer_name: null,
            transfer_at: null,
            remark: null,
            bonus_code: null,
            bonus_minor: null,
            language: "ty",
            return_url: "/m/voucherCenter",
            idempotency_key: `seed-deposit-${e.id}`,
            created_at: e.createdAt - 5 * MINUTE,
            decided_at: e.createdAt,
            reason: null,
          }),
        );
      });
    // An approved withdrawal half an hour after the last round: its 'withdrawal' entry is the last.
    if (window && m.withdrawalMinor > 0 && m.withdrawalMinor <= balance) {
      const id = seedWithdrawalId(m.id);
      const created = window.until + 30 * MINUTE;
      balance -= m.withdrawalMinor;
      statements.push(
        insert("withdrawals", {
          id,
          member_id: m.id,
          bank_card_id: null,
          bank_code: "BDO",
          account_number: `00681${String(m.id).padStart(7, "0")}`,
          holder_name: m.nickname ?? m.account,
          amount_minor: m.withdrawalMinor,
          fee_minor: 0,
          status: "approved",
          idempotency_key: `seed-withdrawal-${m.id}`,
          created_at: created,
          decided_at: created + 20 * MINUTE,
          reason: null,
        }),
        insert("ledger_entries", {
          id: m.id * 1000 + history.entries.length + 1,
          member_id: m.id,
          kind: "withdrawal",
          amount_minor: -m.withdrawalMinor,
          balance_after_minor: balance,
          reference: `withdrawal:${id}`,
          created_at: created,
        }),
      );
    }
    // Sign-ins today: between today's start and now, apart per member.
    const signIn = today + Math.floor((((at - today) * ((m.id % 7) + 1)) / 9 / MINUTE) * 0.999) * MINUTE;
    out.push(
      insert("members", {
        id: m.id,
        account: m.account,
        password_hash: await seededHash(m.account, m.password),
        type: m.type,
        nickname: m.nickname,
        mobile_num: null,
        email: null,
        parent_id: m.parentId,
        to_upline: m.toUpline,
        reg_date: joined,
        last_login_at: m.signedInToday ? Math.max(signIn, joined) : null,
      }),
      insert("wallets", { member_id: m.id, currency: "PHP", currency_symbol: "₱", balance_minor: balance }),
      ...statements,
    );
    if (m.signedInToday) {
      out.push(
        insert("login_history", {
          id: 900_000_000 + m.id,
          member_id: m.id,
          at: Math.max(signIn, joined),
          user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
          country: "PH",
          success: 1,
        }),
      );
    }
    if (m.online) {
      // A session nobody can use (no token hashes to this), seen at the time of seeding: "online users".
      out.push(
        insert("sessions", {
          token_hash: `seed-online-${m.id}`,
          member_id: m.id,
          created_at: Math.max(joined, at - 20 * MINUTE),
          expires_at: at + 7 * DAY,
          last_seen_at: at,
        }),
      );
    }
  }
  return out;
}
