import { accountsSeed } from "./accounts";
import { contractsSeed } from "./agent-contracts";
import { agentRainSeed } from "./agent-rain";
import { agentRatesSeed } from "./agent-rates";
import { agentTeamSeed } from "./agent-team";
import { contentSeed } from "./content";
import { depositSeed } from "./deposits";
import { foundationSeed } from "./foundation";
import { gamesSeed } from "./games";
import { identitySeed } from "./identity";
import { ledgerSeed } from "./ledger";
import { missionsSeed } from "./missions";
import { referralsSeed } from "./referrals";
import { rgSeed } from "./rg";
import { securitySeed } from "./security";
import { vipSeed } from "./vip";
import { walletSeed } from "./wallet";
import { now as clockNow } from "../../contract/clock";

export { sqlLiteral } from "./sql";
export { DEMO_ACCOUNTS } from "../accounts/demo-accounts";

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
