import type { GatewayClient } from "./client.server";

/**
 * Member centre, VIP and security-centre calls. Every one that carries a token is
 * member-specific, so none is cached at the edge. Refusals arrive as GatewayError "business"
 * with the gateway's code (see docs/decisions/025-member-centre-and-security-centre.md).
 */

/** VIP levels; with a token also the member's level and lifetime totals. */
export function fetchVipBenefits(gateway: GatewayClient, token: string | null) {
  return gateway.call("vipLevels", { token, cacheTtlSeconds: token ? undefined : 60 });
}

/** §3 promo lookup: enabled keyed promotions (REFERRAL, MISSION). Public, cached briefly. */
export function fetchPromotionKeys(gateway: GatewayClient) {
  return gateway.call("promotionKeys", { cacheTtlSeconds: 60 });
}

export function fetchSecurityOverview(gateway: GatewayClient, token: string) {
  return gateway.call("securityOverview", { token });
}

/** Sets the payment password (6 digits); once one is set, the old one is required to change it. */
export function savePaymentPassword(gateway: GatewayClient, token: string, body: { oldPassword?: string; newPassword: string }) {
  return gateway.call("paymentPassword", { token, body });
}

/** The payee (real) name can be set once. */
export function savePayeeName(gateway: GatewayClient, token: string, payeeName: string) {
  return gateway.call("payeeName", { token, body: { payeeName } });
}

export function sendEmailCode(gateway: GatewayClient, token: string, email: string) {
  return gateway.call("sendEmailCode", { token, body: { email } });
}

export function verifyEmail(gateway: GatewayClient, token: string, code: string) {
  return gateway.call("verifyEmail", { token, body: { code } });
}

/** Sends a code to a new number; the sign-in password is asked again (it counts towards the lock). */
export function sendMobileCode(gateway: GatewayClient, token: string, body: { password: string; countryDialingCode: string; mobileNum: string }) {
  return gateway.call("sendMobileCode", { token, body });
}

/** The code sent to the new number: that number becomes the member's proven one, the old one is dropped. */
export function bindMobile(gateway: GatewayClient, token: string, code: string) {
  return gateway.call("bindMobile", { token, body: { code } });
}

/** Removes the member's number with the sign-in password. */
export function removeMobile(gateway: GatewayClient, token: string, password: string) {
  return gateway.call("removeMobile", { token, body: { password } });
}

export function fetchBanks(gateway: GatewayClient, token: string) {
  return gateway.call("banks", { token });
}

export function fetchBankCards(gateway: GatewayClient, token: string) {
  return gateway.call("bankCards", { token });
}

export function addBankCard(gateway: GatewayClient, token: string, body: { bankCode: string; accountNumber: string; holderName: string }) {
  return gateway.call("addBankCard", { token, body });
}

export function deleteBankCard(gateway: GatewayClient, token: string, body: { cardId: number; paymentPassword: string }) {
  return gateway.call("deleteBankCard", { token, body });
}

export function fetchSecurityQuestions(gateway: GatewayClient, token: string) {
  return gateway.call("securityQuestions", { token });
}

/** Sets the question and answer; when one is set already, the current answer is required. */
export function saveSecurityQuestion(gateway: GatewayClient, token: string, body: { questionId: string; answer: string; currentAnswer?: string }) {
  return gateway.call("securityQuestion", { token, body });
}

export function saveNickname(gateway: GatewayClient, token: string, nickname: string) {
  return gateway.call("nickname", { token, body: { nickname } });
}

export function fetchHeadIcons(gateway: GatewayClient, token: string) {
  return gateway.call("headIcons", { token });
}

export function fetchHeadIcon(gateway: GatewayClient, token: string) {
  return gateway.call("headIcon", { token });
}

/** §7 "set/get head icon: POST form-encoded". */
export function saveHeadIcon(gateway: GatewayClient, token: string, headIcon: string) {
  return gateway.call("setHeadIcon", { token, body: { headIcon }, form: true });
}

export function fetchLoginHistory(gateway: GatewayClient, token: string) {
  return gateway.call("loginHistory", { token });
}

/** Ends every other gateway session of the member; this one stays. */
export function signOutOthers(gateway: GatewayClient, token: string) {
  return gateway.call("signOutOthers", { token });
}
