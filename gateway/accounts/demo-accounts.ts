/** The payment password of the demo accounts that have one (gateway/seeds/security.ts sets it). */
export const DEMO_PAYMENT_PASSWORD = "135790";

/**
 * Accounts the embedded gateway's seed creates with known passwords, for trying the app out.
 * Only the embedded gateway has them: the app shows the player one (the login page's demo hint)
 * only when it runs on the embedded gateway, never with an operator's GATEWAY_URL.
 */
export const DEMO_ACCOUNTS = [
  { account: "demo", password: "demo1234", paymentPassword: DEMO_PAYMENT_PASSWORD, type: 0, role: "member" },
  { account: "agent", password: "agent1234", paymentPassword: DEMO_PAYMENT_PASSWORD, type: 1, role: "agent with downlines" },
  { account: "agent2", password: "agent1234", type: 2, role: "agent (type 2), downline of agent" },
] as const;

/** The player account the login page suggests on the embedded gateway. */
export const DEMO_PLAYER = DEMO_ACCOUNTS[0];
