import type { GatewayClient } from "./client.server";
import { ROUTES } from "./routes";
import { Empty, LoginResult, MemberInfo, TrialAccount, Wallet } from "./schemas";

/** Account and session calls (§7). Login bodies are plain JSON for now; see docs/decisions. */
export function login(gateway: GatewayClient, body: { username: string; password: string; captcha?: string; type?: string }) {
  return gateway.call(ROUTES.login, { schema: LoginResult, body });
}

export function createTrialAccount(gateway: GatewayClient) {
  return gateway.call(ROUTES.createTrial, { schema: TrialAccount });
}

export function trialLogin(gateway: GatewayClient, userName: string) {
  return gateway.call(ROUTES.testPlay, { schema: LoginResult, body: { userName } });
}

export function logout(gateway: GatewayClient, token: string) {
  return gateway.call(ROUTES.logout, { schema: Empty, token });
}

export function fetchMemberInfo(gateway: GatewayClient, token: string) {
  return gateway.call(ROUTES.memberInfo, { schema: MemberInfo, token });
}

export function fetchWallet(gateway: GatewayClient, token: string) {
  return gateway.call(ROUTES.wallet, { schema: Wallet, token });
}
