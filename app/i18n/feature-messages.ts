import { accountMessages } from "../features/account/messages";
import { validationMessages } from "../features/account/validation-messages";
import { agentContractMessages } from "../features/agent/contracts/messages";
import { agentHomeMessages } from "../features/agent/home/messages";
import { redRainMessages } from "../features/agent/rain/messages";
import { agentReportsMessages } from "../features/agent/reports/messages";
import { agentTeamMessages } from "../features/agent/team/messages";
import { contentMessages } from "../features/content/messages";
import { depositMessages } from "../features/deposit/messages";
import { downloadMessages } from "../features/download/messages";
import { feedbackMessages } from "../features/feedback/messages";
import { gamesMessages } from "../features/games/messages";
import { lobbyMessages } from "../features/home/messages";
import { identityMessages } from "../features/identity/messages";
import { lotteryMessages } from "../features/lottery/messages";
import { memberMessages } from "../features/member/messages";
import { promotionsMessages } from "../features/promotions/messages";
import { pwaMessages } from "../features/pwa/messages";
import { recordsMessages } from "../features/records/messages";
import { rgMessages } from "../features/rg/messages";
import { securityMessages } from "../features/security/messages";
import { transferMessages } from "../features/transfer/messages";
import { walletMessages } from "../features/wallet/messages";

/**
 * Features keep their texts beside their code (app/features/<name>/messages.ts, built with
 * defineMessages) and are registered here, one line each, under their top-level key.
 */
export const featureMessages = {
  account: accountMessages,
  validation: validationMessages,
  games: gamesMessages,
  lottery: lotteryMessages,
  lobby: lobbyMessages,
  content: contentMessages,
  download: downloadMessages,
  member: memberMessages,
  security: securityMessages,
  identity: identityMessages,
  records: recordsMessages,
  wallet: walletMessages,
  transfer: transferMessages,
  deposit: depositMessages,
  agentHome: agentHomeMessages,
  agentReports: agentReportsMessages,
  agentTeam: agentTeamMessages,
  redRain: redRainMessages,
  agentContracts: agentContractMessages,
  promotions: promotionsMessages,
  rg: rgMessages,
  pwa: pwaMessages,
  feedback: feedbackMessages,
};

type Registry = typeof featureMessages;
type Lang = "ty" | "en" | "pt";

/** Every registered feature's tree in one language, keyed by feature. */
export function featureTexts<L extends Lang>(lang: L): { [K in keyof Registry]: Registry[K] extends Record<Lang, infer T> ? T : never } {
  return Object.fromEntries(Object.entries(featureMessages).map(([name, m]) => [name, (m as Record<Lang, unknown>)[lang]])) as never;
}
