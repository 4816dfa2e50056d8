/** What the embedded gateway needs from its environment. */
export type GatewayEnv = {
  DB: D1Database;
  MERCHANT_CODE: string;
  /** Opens sealed login and registration bodies (the app seals them with the same secret). */
  GATEWAY_SECRET: string;
};

/** The clock is injectable so draws, expiries and lockouts can be tested. */
export type GatewayContext = {
  env: GatewayEnv;
  now: () => number;
};
