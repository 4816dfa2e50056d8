/**
 * The first-deposit bonus and the turnover requirement it adds (decision 027), as pure rules: the
 * gateway reads the rows and the stakes, these say what they mean. The promotion engine
 * grows from here (more bonus kinds, more sources of requirements).
 */

export type BonusOffer = {
  /** Basis points of the deposit (2000 = 20 %). */
  percentBp: number;
  capMinor: number;
  minDepositMinor: number;
  /** The wagering required is (deposit + bonus) × this. */
  turnoverMultiple: number;
};

/** The bonus a deposit of `amountMinor` earns (rounded down, capped); 0 below the minimum deposit. */
export function bonusFor(offer: BonusOffer, amountMinor: number): number {
  if (amountMinor < offer.minDepositMinor) return 0;
  return Math.min(offer.capMinor, Math.floor((amountMinor * offer.percentBp) / 10_000));
}

/** The turnover a granted bonus requires before its money can leave: (deposit + bonus) × multiple. */
export function requiredTurnover(offer: Pick<BonusOffer, "turnoverMultiple">, amountMinor: number, bonusMinor: number): number {
  return (amountMinor + bonusMinor) * offer.turnoverMultiple;
}

/** One requirement and the member's stakes since it was created (bets less refunds). */
export type Requirement = { bonusMinor: number; requiredMinor: number; stakedMinor: number };

export type Withdrawable = {
  withdrawableMinor: number;
  /** Bonus money still locked by unmet requirements. */
  lockedMinor: number;
  /** Over the unmet requirements only: the page reads "done of required wagered"; both 0 when none is unmet. */
  turnoverRequiredMinor: number;
  turnoverDoneMinor: number;
};

/**
 * What may be withdrawn: the balance less the bonus of every requirement whose stakes have not
 * reached its turnover, never below zero. A met requirement locks nothing and counts no more.
 */
export function withdrawable(balanceMinor: number, requirements: readonly Requirement[]): Withdrawable {
  const unmet = requirements.filter((r) => Math.max(0, r.stakedMinor) < r.requiredMinor);
  const lockedMinor = unmet.reduce((s, r) => s + r.bonusMinor, 0);
  return {
    withdrawableMinor: Math.max(0, balanceMinor - lockedMinor),
    lockedMinor,
    turnoverRequiredMinor: unmet.reduce((s, r) => s + r.requiredMinor, 0),
    turnoverDoneMinor: unmet.reduce((s, r) => s + Math.max(0, r.stakedMinor), 0),
  };
}

/** A requirement as stored, with the ledger reference of what created it ('reward:<id>', a deposit's …). */
export type StoredRequirement = Requirement & { reference: string; createdAt: number };

/**
 * The member's requirements with their stakes since each was created, read from the ledger; only
 * those with one of `references` when given (the reward centre's history: 'reward:<id>').
 */
export async function memberRequirements(db: D1Database, memberId: number, references?: readonly string[]): Promise<StoredRequirement[]> {
  if (references && references.length === 0) return [];
  const only = references ? `AND r.reference IN (SELECT value FROM json_each(?2))` : "";
  const statement = db.prepare(
    `SELECT r.reference, r.created_at, r.bonus_minor, r.required_minor,
       -- A bet is a debit (negative), its refund a credit: stakes are minus their sum.
       (SELECT COALESCE(-SUM(e.amount_minor), 0)
          FROM ledger_entries e WHERE e.member_id = r.member_id AND e.kind IN ('bet', 'refund') AND e.created_at >= r.created_at) AS staked
     FROM turnover_requirements r WHERE r.member_id = ?1 ${only} ORDER BY r.created_at, r.id`,
  );
  const { results } = await (references ? statement.bind(memberId, JSON.stringify(references)) : statement.bind(memberId)).all<{
    reference: string;
    created_at: number;
    bonus_minor: number;
    required_minor: number;
    staked: number;
  }>();
  return results.map((r) => ({
    reference: r.reference,
    createdAt: r.created_at,
    bonusMinor: r.bonus_minor,
    requiredMinor: r.required_minor,
    stakedMinor: r.staked,
  }));
}
