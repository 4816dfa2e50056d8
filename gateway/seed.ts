import { accountsSeed } from "./seeds/accounts";
import { now as clockNow } from "../contract/clock";
import { contractsSeed } from "./seeds/agent-contracts";
import { agentRainSeed } from "./seeds/agent-rain";
import { agentRatesSeed } from "./seeds/agent-rates";
import { agentTeamSeed } from "./seeds/agent-team";
import { contentSeed } from "./seeds/content";
import { depositSeed } from "./seeds/deposits";
import { foundationSeed } from "./seeds/foundation";
import { gamesSeed } from "./seeds/games";
import { identitySeed } from "./seeds/identity";
import { ledgerSeed } from "./seeds/ledger";
import { missionsSeed } from "./seeds/missions";
import { referralsSeed } from "./seeds/referrals";
import { rgSeed } from "./seeds/rg";
import { securitySeed } from "./seeds/security";
import { vipSeed } from "./seeds/vip";
import { walletSeed } from "./seeds/wallet";

export { sqlLiteral } from "./seeds/sql";
export { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * The deterministic seed of the embedded gateway: the same statements on every run, and
 * INSERT OR IGNORE throughout, so seeding twice changes nothing (operator changes such as
 * `npm run site -- maintenance on` survive a re-seed; `npm run db:reset` starts clean).
 * Each domain owns a module in seeds/; they run in this order (parents before children). Times are
 * relative to one instant, `now`: the server's clock (EL_NOW when the test servers pin it).
 */
export async function seedStatements(now = clockNow()): Promise<string[]> {
  return [
    ...(await foundationSeed()),
    ...(await contentSeed()),
    ...missionsSeed(),
    ...(await accountsSeed()),
    ...(await gamesSeed()),
    ...vipSeed(),
    ...ledgerSeed(now),
    ...depositSeed(now),
    ...(await securitySeed()),
    ...(await identitySeed()),
    ...walletSeed(),
    ...(await agentTeamSeed(now)),
    ...agentRatesSeed(),
    ...agentRainSeed(now),
    ...contractsSeed(now),
    ...referralsSeed(),
    ...rgSeed(now),
  ];
}
