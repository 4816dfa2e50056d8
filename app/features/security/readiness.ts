/**
 * The security centre's summary: how many of the withdrawal's prerequisites are done and which
 * comes next. The order is the one that works: a card can only be bound once the real name is set.
 */
export type ReadinessStep = { id: "paymentPassword" | "payeeName" | "bankCard"; done: boolean; href: string };

export const SECURITY_PATHS = {
  centre: "/m/securityCenter",
  paymentPassword: "/m/securityCenter/paymentPassword",
  payeeName: "/m/securityCenter/payeeName",
  bankCards: "/m/securityCenter/bankCards",
  email: "/m/securityCenter/email",
  mobile: "/m/securityCenter/mobile",
  question: "/m/securityCenter/question",
  profile: "/m/securityCenter/profile",
  history: "/m/securityCenter/history",
  loginPassword: "/m/changePsw",
} as const;

export function withdrawalReadiness(state: { paymentPassword: boolean; payeeName: string | null; bankCards: number }) {
  const steps: ReadinessStep[] = [
    { id: "paymentPassword", done: state.paymentPassword, href: SECURITY_PATHS.paymentPassword },
    { id: "payeeName", done: state.payeeName !== null, href: SECURITY_PATHS.payeeName },
    { id: "bankCard", done: state.bankCards > 0, href: SECURITY_PATHS.bankCards },
  ];
  return { steps, done: steps.filter((s) => s.done).length, total: steps.length, next: steps.find((s) => !s.done) ?? null };
}
