import { insert } from "./sql";

/**
 * VIP levels: the lifetime deposit and bet turnover each needs, and what each gives.
 * Amounts in centavos (PHP minor units); rebate in basis points. Badges are static files.
 */
type Level = {
  deposit: number;
  turnover: number;
  rebateBp: number;
  withdrawCount: number;
  withdrawLimit: number;
  birthday: number;
  levelUp: number;
};

const PESO = 100;

export const VIP_LEVELS: readonly Level[] = [
  { deposit: 1_000, turnover: 5_000, rebateBp: 30, withdrawCount: 3, withdrawLimit: 50_000, birthday: 88, levelUp: 38 },
  { deposit: 10_000, turnover: 50_000, rebateBp: 40, withdrawCount: 5, withdrawLimit: 100_000, birthday: 188, levelUp: 88 },
  { deposit: 50_000, turnover: 250_000, rebateBp: 50, withdrawCount: 8, withdrawLimit: 300_000, birthday: 588, levelUp: 288 },
  { deposit: 200_000, turnover: 1_000_000, rebateBp: 60, withdrawCount: 10, withdrawLimit: 800_000, birthday: 1_888, levelUp: 888 },
  { deposit: 1_000_000, turnover: 5_000_000, rebateBp: 80, withdrawCount: 15, withdrawLimit: 2_000_000, birthday: 5_888, levelUp: 2_888 },
  { deposit: 5_000_000, turnover: 25_000_000, rebateBp: 100, withdrawCount: 20, withdrawLimit: 5_000_000, birthday: 18_888, levelUp: 8_888 },
];

export function vipSeed(): string[] {
  return VIP_LEVELS.map((l, i) =>
    insert("vip_levels", {
      level: i + 1,
      name: `VIP ${i + 1}`,
      badge_url: `/content/vip/level-${i + 1}.svg`,
      deposit_minor: l.deposit * PESO,
      turnover_minor: l.turnover * PESO,
      rebate_rate_bp: l.rebateBp,
      daily_withdraw_count: l.withdrawCount,
      daily_withdraw_limit_minor: l.withdrawLimit * PESO,
      birthday_bonus_minor: l.birthday * PESO,
      level_up_bonus_minor: l.levelUp * PESO,
    }),
  );
}
