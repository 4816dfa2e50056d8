import type { FieldSettings } from "@contract/registration";
import type { LimitKind, LimitPeriod } from "@contract/rg-rules";
import type { GatewayClient } from "./client.server";

/** Account and session calls (§7). Login and register bodies are sealed (encrypted). */

export type LoginRequest =
  | { type: "username"; username: string; password: string; captcha?: string; captchaId?: string; unlockCode?: string }
  | { type: "sms"; username: string; password: string; countryDialingCode: string; captcha?: string; captchaId?: string };

export function login(gateway: GatewayClient, body: LoginRequest) {
  return gateway.call("login", { body, sealed: true });
}

/**
 * Asks for the unlock code of a locked account (sent to its proven number, else its verified
 * e-mail). The answer is the same whether or not the account exists, is locked or has either.
 */
export function sendUnlockCode(gateway: GatewayClient, username: string) {
  return gateway.call("sendUnlockCode", { body: { username } });
}

export function createTrialAccount(gateway: GatewayClient) {
  return gateway.call("createTrial");
}

/** What a free trial starts with (public; the same for everyone, so cached at the edge briefly). */
export function fetchTrialTerms(gateway: GatewayClient) {
  return gateway.call("trialTerms", { cacheTtlSeconds: 60 });
}

export function trialLogin(gateway: GatewayClient, userName: string) {
  return gateway.call("testPlay", { body: { userName } });
}

export function logout(gateway: GatewayClient, token: string) {
  return gateway.call("logout", { token });
}

export function fetchMemberInfo(gateway: GatewayClient, token: string) {
  return gateway.call("memberInfo", { token });
}

export function fetchWallet(gateway: GatewayClient, token: string) {
  return gateway.call("wallet", { token });
}

/** §3 registration field settings; cached at the edge like the spec's cached validation rules. */
export async function fetchRegistrationSettings(gateway: GatewayClient): Promise<FieldSettings> {
  const value = await gateway.call("registrationSettings", { cacheTtlSeconds: 60 });
  return value.fields as FieldSettings;
}

/** True when the affiliate (invitation) code exists; false when the gateway refuses it. */
export async function affiliateIsValid(gateway: GatewayClient, code: string, domain: string): Promise<boolean> {
  try {
    await gateway.call("affiliateCheck", { query: { code, domain } });
    return true;
  } catch (e) {
    if (e instanceof Error && "kind" in e && (e as { kind: string }).kind === "business") return false;
    throw e;
  }
}

/** A limit chosen at registration (RG-08): major units for money, minutes for the session (contract/registration.ts RegistrationLimit). */
export type RegisterLimit = { kind: LimitKind; period: LimitPeriod; value: number };

/**
 * §3 payload plus the age gate and limits (decision 043): `birthDate` YYYY-MM-DD is
 * required; refusals register.underage {minAge, field}, register.excluded, register.limits.required
 * {kinds}, register.limits.format.
 */
export type RegisterRequest = {
  [field: string]: string | RegisterLimit[] | undefined;
  registerMethod: string;
  registerUrl: string;
  type: "0";
  limits?: RegisterLimit[];
};

export function register(gateway: GatewayClient, body: RegisterRequest) {
  return gateway.call("register", { body, sealed: true });
}

export function fetchCaptcha(gateway: GatewayClient) {
  return gateway.call("captcha");
}

export function sendVerificationCode(gateway: GatewayClient, body: { purpose: "register" | "login" | "reset"; countryDialingCode: string; mobileNum: string }) {
  return gateway.call("sendCode", { body });
}

export function requestPasswordEmail(gateway: GatewayClient, body: { username: string; email: string }) {
  return gateway.call("forgotPasswordEmail", { body, form: true });
}

export function setPasswordByPhone(
  gateway: GatewayClient,
  body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
) {
  return gateway.call("setPasswordByPhone", { body });
}

export function changePassword(gateway: GatewayClient, token: string, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
  return gateway.call("changePassword", { body, token });
}
