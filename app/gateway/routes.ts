/**
 * Every upstream path the app calls, in one table (§7). The spec names a few
 * (/lgw/games/mobile, /wps/game/launchGame, /lgw/orders…, /wps/system/helpCenter);
 * the rest follow the same style: /wps/* for platform services, /lgw/* for the game ledger.
 * `mutation` marks calls that change state: the client never retries those.
 */
export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type GatewayRoute = { method: Method; path: string; mutation: boolean };

const get = (path: string): GatewayRoute => ({ method: "GET", path, mutation: false });
const mutate = (method: Exclude<Method, "GET">, path: string): GatewayRoute => ({ method, path, mutation: true });

export const ROUTES = {
  // Site
  siteStatus: get("/wps/system/status"),
  helpCenter: get("/wps/system/helpCenter"),

  // Account and session
  login: mutate("POST", "/wps/member/login"),
  testPlay: mutate("POST", "/wps/member/testPlay"),
  createTrial: get("/wps/member/trial"),
  logout: mutate("DELETE", "/wps/member/logout"),
  memberInfo: get("/wps/member/info"),
  wallet: get("/wps/member/wallet"),

  // Games and orders (named in the spec's route table)
  gameList: get("/lgw/games/mobile"),
  launchGame: mutate("POST", "/wps/game/launchGame"),
  orders: get("/lgw/orders"),
  orderDetail: get("/lgw/orders/detail"),
  cancelSuborders: mutate("POST", "/lgw/orders/suborders/cancel"),
} as const satisfies Record<string, GatewayRoute>;

export type RouteName = keyof typeof ROUTES;
