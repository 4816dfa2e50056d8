import { insert } from "./sql";
import { hashPassword, sha256Hex } from "../core/crypto";

const seededHashes = new Map<string, Promise<string>>();

/**
 * A salt derived from the account keeps the seed deterministic; real sign-ups get random salts.
 * Deterministic, so each hash is derived once per process: the tests seed a fresh database per
 * file, and the key derivation is most of a seed's cost.
 */
export function seededHash(account: string, password: string): Promise<string> {
  const key = `${account}\n${password}`;
  let hash = seededHashes.get(key);
  if (!hash) {
    hash = deriveSeededHash(account, password);
    seededHashes.set(key, hash);
  }
  return hash;
}

async function deriveSeededHash(account: string, password: string): Promise<string> {
  const salt = new Uint8Array(
    (await sha256Hex(`seed-salt:${account}`))
      .match(/../g)!
      .slice(0, 16)
      .map((h) => parseInt(h, 16)),
  );
  return hashPassword(password, salt);
}

/** Seed clock: 2026-01-15 00:00 UTC, so "days since joining" reads naturally and stays stable. */
export const SEED_EPOCH = Date.UTC(2026, 0, 15);
export const DAY = 86_400_000;

export type SeedMember = {
  id: number;
  account: string;
  password: string;
  type: number;
  nickname: string | null;
  parentId: number | null;
  /** Lifetime deposits and bet turnover in the seeded ledger (seeds/ledger.ts), in minor units: they set the VIP level. */
  depositMinor: number;
  turnoverMinor: number;
  toUpline: 0 | 1;
  daysBeforeEpoch: number;
  balanceMinor: number;
  mobile?: string;
  email?: string;
};

export function seedMembers(): SeedMember[] {
  // Parents before children: D1 enforces the parent_id foreign key.
  const list: SeedMember[] = [
    {
      id: 2,
      account: "agent",
      password: "agent1234",
      type: 1,
      nickname: "Agent Ramos",
      parentId: null,
      depositMinor: 12_000_000, // VIP 3
      turnoverMinor: 40_000_000,
      toUpline: 0,
      daysBeforeEpoch: 400,
      balanceMinor: 8_640_000,
      mobile: "9179876543",
      email: "agent@example.com",
    },
    {
      id: 1,
      account: "demo",
      password: "demo1234",
      type: 0,
      nickname: "Demo Player",
      parentId: 2,
      depositMinor: 800_000, // VIP 1, on the way to VIP 2
      turnoverMinor: 3_200_000,
      toUpline: 1,
      daysBeforeEpoch: 120,
      balanceMinor: 1_258_050,
      mobile: "9171234567",
      email: "demo@example.com",
    },
    {
      id: 3,
      account: "agent2",
      password: "agent1234",
      type: 2,
      nickname: "Agent Cruz",
      parentId: 2,
      depositMinor: 2_000_000, // VIP 2
      turnoverMinor: 6_000_000,
      toUpline: 1,
      daysBeforeEpoch: 210,
      balanceMinor: 2_315_075,
      mobile: "9175550101",
      email: "agent2@example.com",
    },
  ];
  // Downlines: ten players under "agent", four under "agent2", with varied balances and join dates.
  for (let i = 1; i <= 14; i++) {
    const parentId = i <= 10 ? 2 : 3;
    const balanceMinor = ((i * 7919) % 50_000) * 100 + ((i * 13) % 100);
    const vip = i % 3 === 0; // every third player has reached VIP 1; the others have not bet enough yet
    list.push({
      id: 100 + i,
      account: `player${String(i).padStart(2, "0")}`,
      password: "player1234",
      type: i === 7 ? 40 : 0,
      nickname: null,
      parentId,
      depositMinor: balanceMinor + (vip ? 200_000 : 30_000),
      turnoverMinor: vip ? 1_200_000 : 400_000,
      toUpline: 1,
      daysBeforeEpoch: 5 + ((i * 37) % 90),
      balanceMinor,
    });
  }
  return list;
}

const SETTINGS: Record<string, string> = {
  maintenance: "0",
  mem_cen: "1",
  dep_func: "1",
  languages: "TY,EN",
};

const RESTRICTED = ["SG", "KR"];

const WHITE_LABEL: Record<string, 0 | 1> = {
  USERNAMEREG3: 1,
  MOBILENUMREG3: 1,
  REGMOBVERF3: 1,
  MOBILENUMPASSREG3: 1,
  FACEBOOKLOGIN3: 0,
  GOOGLELOGIN3: 0,
  DIRECTREG3: 1,
};

const FEATURES = [
  "COMM3",
  "FUNDTRANS3",
  "AGEANNOUNCE3",
  "MEMTRANS3",
  "PERSPNL3",
  "AGEINFO3",
  "AGEDOWNMAN3",
  "REG3",
  "CAPTCHA3",
  "GAMELO3",
  "GAMELOFAV3",
  "GAMELOREC3",
  "GAMELOHOT3",
  "VERIFICATION3",
  // Member-centre rows (decision 025); COMM3, MEMTRANS3, PERSPNL3, FUNDTRANS3 and AGEINFO3 above show rows too.
  "DEPREC3",
  "WDREC3",
  "BETREC3",
  "REWARDCEN3",
  "MANREBATE3",
  "PLAYREBATE3",
  "MISSION3",
  // The agent programme's modules (contract/agent-modules.ts); AGEINFO3, AGEDOWNMAN3,
  // AGEANNOUNCE3, REG3 and COMM3 above are modules too.
  "AGEDOWNTRANS3",
  "AGENTRANSMULTDOWN3",
  "AGETEAMPNL3",
  "TRANSBETREPMEM3",
  "AGEREBSET3",
  "AGEREV3",
  "AGESEC3",
  "DIVIDEND3",
  "DAYSAL3",
  "HOURSAL3",
];

/** Site settings, regions, flags, switches, and the members with their wallets. */
export async function foundationSeed(): Promise<string[]> {
  const out: string[] = [];
  for (const [key, value] of Object.entries(SETTINGS)) out.push(insert("site_settings", { key, value }));
  for (const country of RESTRICTED) out.push(insert("restricted_regions", { country }));
  for (const [code, enabled] of Object.entries(WHITE_LABEL)) out.push(insert("white_label_flags", { code, enabled }));
  for (const code of FEATURES) out.push(insert("feature_switches", { code, enabled: 1 }));
  for (const m of seedMembers()) {
    out.push(
      insert("members", {
        id: m.id,
        account: m.account,
        password_hash: await seededHash(m.account, m.password),
        type: m.type,
        nickname: m.nickname,
        mobile_num: m.mobile ?? null,
        email: m.email ?? null,
        parent_id: m.parentId,
        to_upline: m.toUpline,
        reg_date: SEED_EPOCH - m.daysBeforeEpoch * DAY,
      }),
    );
    out.push(insert("wallets", { member_id: m.id, currency: "PHP", currency_symbol: "₱", balance_minor: m.balanceMinor }));
  }
  return out;
}
