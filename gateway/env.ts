/** What the embedded gateway needs from its environment. */
export type GatewayEnv = {
  DB: D1Database;
  MERCHANT_CODE: string;
};

/** The clock is injectable so draws, expiries and lockouts can be tested. */
export type GatewayContext = {
  env: GatewayEnv;
  now: () => number;
};
