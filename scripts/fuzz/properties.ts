/**
 * The fuzz suite's generators and properties, shared by `npm run fuzz`
 * (scripts/fuzz.ts, thousands of requests against the served app) and the vitest sample
 * (scripts/fuzz/fuzz.test.ts, a few hundred against the same build in Miniflare).
 *
 * Generation is two-step so a seed replays exactly:
 *   1. fast-check arbitraries produce a `Spec`: pure data, no secrets and nothing of the server.
 *      Values that only exist at run time (the signed-in session cookie, the honeypot timestamp the
 *      login page hands out) are references (`{ ref }`).
 *   2. `materialize(spec, context)` turns it into the bytes sent: a `FuzzRequest`.
 * The property (`verdict`) is what every response must satisfy: a status below 500, exactly 403 for
 * a mutation from a foreign origin, and no redirect off the site.
 *
 * The routes come from app/routes/ itself (`discoverRoutes`), so a page added later is fuzzed
 * without anyone remembering to; the tables below only add the field and query names each route
 * knows, so the generated values reach past the first validation.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { Honeypot } from "remix-utils/honeypot/server";
import { REBATE_CATEGORIES } from "../../contract/rebate-rules";
import { REGISTRATION_FIELDS } from "../../contract/registration";

const ROOT = new URL("../..", import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------
// Routes

export type RouteInfo = {
  /** The route file (app/routes/…). */
  file: string;
  /** React Router route id, e.g. routes/m.login (what `_routes` of a .data request names). */
  id: string;
  /** URL pattern: /m/login, /m/member/notice, /m/* (splat). The status table's row label. */
  pattern: string;
  hasAction: boolean;
  hasLoader: boolean;
};

/** flat-route file name → URL pattern (the conventions this app uses: `_index`, `$`, `x_`, `_layout`). */
export function routePattern(file: string): string {
  const name = file.replace(/\.(tsx|ts|jsx|js)$/, "");
  const parts: string[] = [];
  for (const seg of name.split(".")) {
    if (seg === "_index") continue;
    if (seg.startsWith("_")) continue; // pathless layout
    if (seg === "$") parts.push("*");
    else if (seg.startsWith("$")) parts.push(`:${seg.slice(1)}`);
    else parts.push(seg.endsWith("_") ? seg.slice(0, -1) : seg);
  }
  return `/${parts.join("/")}`;
}

/** Whether a route module exports `name`: declared in it, or re-exported from its feature (`export { x as action } from …`). */
function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`);
  const reexported = new RegExp(`export\\s*\\{[^}]*\\b(\\w+\\s+as\\s+)?${name}\\b[^}]*\\}`);
  return declared.test(source) || reexported.test(source);
}

/**
 * Every route of the app, from the files in app/routes/ (layouts merged into the URL they sit on).
 * Actions and loaders are found by their exports, so a new form is fuzzed as soon as it exists.
 */
export function discoverRoutes(dir = join(ROOT, "app/routes")): RouteInfo[] {
  const byPattern = new Map<string, RouteInfo>();
  for (const file of readdirSync(dir)
    .filter((f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\./.test(f))
    .sort()) {
    const source = readFileSync(join(dir, file), "utf8");
    const hasAction = exportsName(source, "action");
    const hasLoader = exportsName(source, "loader");
    const pattern = routePattern(file);
    const id = `routes/${file.replace(/\.(tsx|ts|jsx|js)$/, "")}`;
    const known = byPattern.get(pattern);
    if (known) {
      known.hasAction ||= hasAction;
      known.hasLoader ||= hasLoader;
      // Prefer the leaf (index) route's file as the row's name.
      if (file.includes("_index")) Object.assign(known, { file, id });
    } else byPattern.set(pattern, { file, id, pattern, hasAction, hasLoader });
  }
  return [...byPattern.values()].sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0));
}

/** The rate inputs of the agent team forms, one per game category (`rates.LOTT`, …). */
const RATE_FIELDS = REBATE_CATEGORIES.map((c) => `rates.${c}`);
/** Forms that open an account: registration, and an agent opening a downline (the fuzz signs in as `agent`). */
const OPENS_ACCOUNTS = new Set(["/m/register", "/m/agentRegister"]);

/** Fields each form posts (from the forms and the actions' schemas); any other route gets the generic ones. */
export const FORM_FIELDS: Record<string, string[]> = {
  "/m/login": ["intent", "method", "username", "password", "remember", "redirectTo", "captcha", "countryDialingCode", "mobileNum", "verificationCode"],
  // The form's own fields, then every registration field the operator can switch on (contract/registration.ts).
  "/m/register": [
    ...new Set([
      ...["intent", "method", "confirmPassword", "mobileNum", "countryDialingCode", "verificationCode"],
      ...["affiliateCode", "affiliateFromUrl", "registerMethod", "agree", "captcha"],
      // The age gate and the limits at registration (decision 043).
      ...["birthDate", "depositLimit", "lossLimit", "lossPeriod", "sessionLimit"],
      ...REGISTRATION_FIELDS,
    ]),
  ],
  "/m/forget": ["by", "intent", "username", "email", "countryDialingCode", "mobileNum", "verificationCode", "newPassword"],
  // afterSave: the hydrated form stays for the toast (STAY_FOR_TOAST, app/features/account/rules.ts).
  "/m/changePsw": ["oldPassword", "newPassword", "confirmPassword", "afterSave"],
  "/m/logout": ["to"],
  "/m/launchGame": ["vendor", "gameId", "nodeId", "pageBack", "respond"],
  "/m/gameFavourite": ["nodeId", "vendor", "intent", "returnTo", "respond"],
  "/m/preferences": ["intent", "hidden", "audience", "signature", "redirectTo", "respond"],
  "/m/webEmail": ["intent", "id", "redirectTo", "respond"],
  "/m/member/notice": ["intent", "id", "redirectTo", "respond"],
  "/m/activityInfo": ["intent", "id", "remark", "images"],
  "/m/lottery": ["gameId", "favourite", "tab", "respond"],
  // The free-trial start posts only its honeypot and the button.
  "/m/trail": [],
  // Security centre.
  "/m/securityCenter/paymentPassword": ["oldPassword", "newPassword", "confirmPassword"],
  "/m/securityCenter/payeeName": ["payeeName"],
  "/m/securityCenter/bankCards": ["intent", "bankCode", "accountNumber", "holderName", "cardId", "paymentPassword"],
  // Wallet.
  "/m/withdraw": ["cardId", "amount", "paymentPassword", "idempotencyKey"],
  // RG-13: cancel a pending withdrawal from the record.
  "/m/withdrawReport": ["intent", "id"],
  // Cancel an unpaid e-wallet order from the deposit record (intent=cancelDeposit).
  "/m/vouReport": ["intent", "id"],
  "/m/upLine/transfer": ["amount", "paymentPassword", "idempotencyKey"],
  // Reward centre: the claim every page posts (intent claim | claimAll).
  "/m/rewardCenter": ["intent", "key", "idempotencyKey", "redirectTo"],
  // The manual rebate's claim (decision 037): the gateway derives the amount.
  "/m/member/manualRebate": ["idempotencyKey"],
  // The reality check's answer (decision 042): intent=continue and the page to go back to.
  "/m/realityCheck": ["intent", "redirectTo"],
  // Responsible gaming: one action, told which control by `intent`
  // (limit | session | reality | cancel | timeout | exclusion). No shaped values on purpose: a
  // valid time-out or self-exclusion would block the fuzzing members themselves.
  "/m/responsibleGaming": ["intent", "kind", "period", "op", "amount", "minutes", "control", "days", "months", "password", "reason", "confirm"],
  // Red-envelope rain: a grab (intent=grab) or the agent's confirmed rain.
  "/m/redRain": ["intent", "rainId", "idempotencyKey", "total", "count", "split", "audience", "start", "startAt", "expiry", "paymentPassword"],
  // The bet detail's cancel (repeated suborderIds; none = every cancellable one).
  "/m/gameRecord/:orderId": ["suborderIds", "idempotencyKey"],
  // intent=setLimit is the first-deposit limit prompt (decision 043): kind, period, value.
  "/m/voucherCenter": [
    "intent",
    "channelCode",
    "amount",
    "bonusCode",
    "idempotencyKey",
    "payerName",
    "transferAt",
    "remark",
    "receipts",
    "kind",
    "period",
    "value",
    // intent=cancelDeposit: the order card's Cancel.
    "id",
  ],
  "/m/securityCenter/email": ["intent", "email", "code"],
  "/m/securityCenter/mobile": ["intent", "password", "countryDialingCode", "mobileNum", "code"],
  "/m/securityCenter/question": ["mode", "questionId", "answer", "currentAnswer"],
  // §7 feedback: a category, the text and up to 3 images (multipart).
  "/m/feedback": ["category", "content", "images"],
  "/m/securityCenter/profile": ["intent", "nickname", "headIcon"],
  "/m/securityCenter/history": ["intent"],
  // Agent contracts (decision 031): the answer, the upline's offer (tier rows _0…_7) and termination, the §4 prompt.
  "/m/member/agent/getSalaryContract": [
    "intent",
    "contractId",
    "answer",
    "acceptHigherRate",
    "account",
    "idempotencyKey",
    "threshold_0",
    "threshold_1",
    "members_0",
    "members_1",
    "rateType_0",
    "rateType_1",
    "rate_0",
    "rate_1",
    "netLoss_0",
    "netLoss_1",
    "product_0",
    "product_1",
  ],
  "/m/member/agent/getDevidendContract": [
    "intent",
    "contractId",
    "answer",
    "acceptHigherRate",
    "account",
    "idempotencyKey",
    "threshold_0",
    "threshold_1",
    "members_0",
    "members_1",
    "rateType_0",
    "rateType_1",
    "rate_0",
    "rate_1",
    "netLoss_0",
    "netLoss_1",
    "product_0",
    "product_1",
  ],
  "/m/member/agent/getHourContract": [
    "intent",
    "contractId",
    "answer",
    "acceptHigherRate",
    "account",
    "idempotencyKey",
    "threshold_0",
    "threshold_1",
    "members_0",
    "members_1",
    "rateType_0",
    "rateType_1",
    "rate_0",
    "rate_1",
    "netLoss_0",
    "netLoss_1",
    "product_0",
    "product_1",
  ],
  "/m/member/agent/agentDivident": [
    "intent",
    "contractId",
    "answer",
    "acceptHigherRate",
    "account",
    "idempotencyKey",
    "threshold_0",
    "threshold_1",
    "members_0",
    "members_1",
    "rateType_0",
    "rateType_1",
    "rate_0",
    "rate_1",
    "netLoss_0",
    "netLoss_1",
    "product_0",
    "product_1",
  ],
  "/m/contractPrompt": ["intent", "kind", "keys", "returnTo"],
  // The demo game page's bet forms (decision 028): POST /gw/play/<ticket>/spin and /bet.
  "/gw/*": ["stake", "digits", "side", "idempotencyKey"],
  // Agent team management (decision 033): opening a downline (review, edit and open, all posts), a downline's rates.
  "/m/agentRegister": ["intent", "type", "username", "birthDate", "password", "confirmPassword", "idempotencyKey", ...RATE_FIELDS],
  "/m/member/teamRebate": ["account", ...RATE_FIELDS],
};
const GENERIC_FIELDS = ["intent", "redirectTo", "returnTo", "respond", "id", "_action", "__proto__"];

/** Query parameters each loader reads; every route also gets the generic ones. */
export const QUERY_PARAMS: Record<string, string[]> = {
  "/m/login": ["redirectTo", "method"],
  "/m/register": ["code", "affiliateCode", "method", "mobileNum"],
  "/m/forget": ["by"],
  "/m/home": ["sheet", "popup", "cat", "vendor"],
  "/m/homeGames": ["cat", "vendor"],
  "/m/launchGame": ["playType", "prize_mode", "code", "pageBack"],
  "/m/gameList": ["gameType", "vendor", "q", "classify", "minBet", "page", "from"],
  "/m/gameCenter": ["gameType", "vendor", "q", "classify", "minBet", "page", "from"],
  "/m/slotsCenter": ["gameType", "vendor", "q", "classify", "minBet", "page", "from"],
  "/m/gameLobby": ["vendor", "gameType"],
  "/m/lottery": ["tab", "prizeMode", "poll"],
  "/m/moreLottery": ["tab", "prizeMode"],
  "/m/startLottery": ["prizeMode"],
  "/m/notice": ["page", "id"],
  "/m/webEmail": ["page", "id"],
  "/m/member/notice": ["types", "id"],
  "/m/activityInfo": ["id"],
  "/m/activity": ["page", "tab", "category"],
  "/m/help": ["i"],
  "/m/helpDetail": ["id", "i"],
  "/m/securityCenter/history": ["signedOut"],
  "/m/withdraw": ["amount", "placed"],
  "/m/upLine/transfer": ["amount", "review", "done"],
  "/m/redRain": ["review", "created", "total", "count", "split", "audience", "start", "startAt", "expiry"],
  "/m/transaction/record": ["period", "from", "to", "kind", "page", "types", "more"],
  "/m/withdrawReport": ["period", "from", "to", "status", "page", "more"],
  "/gw/*": ["last", "error"],
  "/m/gameRecord": ["period", "from", "to", "gameType", "status", "page", "more"],
  "/m/gameRecord/:orderId": ["cancel", "cancelled"],
  // Agent home (no parameters) and team overview.
  "/m/agent/team/overview": ["period", "from", "to", "scope", "series"],
  "/m/profitandloss": ["period", "from", "to"],
  "/m/leaderBoard": ["period"],
  "/m/rewardCenter": ["page"],
  "/m/voucherCenter": ["channel", "amount", "deposit", "limits"],
  "/m/vouReport": ["period", "from", "to", "status", "page", "more"],
  // Agent reports: the records' period plus the team search fields. They only read.
  "/m/agent/team/pnl": ["period", "from", "to", "account", "page"],
  "/m/teamBetting": ["period", "from", "to", "gameType", "status", "account", "orderNo", "page", "more"],
  "/m/member/agent/agentRebeat": ["period", "from", "to"],
  "/m/member/team": ["account", "level", "type", "parent", "page"],
  "/m/member/teamRebate": ["account"],
  // The manual rebate (tab claim|history, the history's range) and the rebate report (the records' period, page).
  "/m/member/manualRebate": ["tab", "range"],
  "/m/realityCheck": ["redirectTo"],
  "/m/member/rebateReport": ["period", "from", "to", "page"],
  "/m/member/agent/getSalaryContract": ["confirm", "account"],
  "/m/member/agent/getDevidendContract": ["confirm", "account"],
  "/m/member/agent/getHourContract": ["confirm", "account"],
  "/m/member/agent/agentDivident": ["confirm", "account"],
  // Invite friends (decision 038): the friends list's range and page. Only reads
  // (the first visit makes the member's code). `code` on any /m page is the attribution cookie's.
  "/m/inviteFriends": ["range", "page"],
};
const GENERIC_PARAMS = ["lng", "redirectTo", "page", "id", "_data", "index", "__proto__"];

/** Forms protected by the honeypot (remix-utils' default field names, as the pages render them). */
export const HONEYPOT_ROUTES = new Set(["/m/login", "/m/register", "/m/forget", "/m/trail"]);
export const HONEYPOT_NAME = "name__confirm";
export const HONEYPOT_FROM = "from__confirm";

/** Every cookie the app reads (grep createCookie in app/) plus the language cookie. */
export const COOKIES = [
  "el_session",
  "el_toast",
  "el_remember",
  "el_captcha",
  "el_sms",
  "el_balance",
  "el_popup",
  "el_dlbar",
  "el_lottfav",
  "el_invite",
  "lng",
] as const;

// ---------------------------------------------------------------------------------------------
// Hostile values

export const ONE_MB = 1 << 20;
/** Values of about 1 MB (built once: fast-check hands out the same strings). */
const BIG_VALUES = ["A".repeat(ONE_MB), "\u202E".repeat(ONE_MB / 3), "<script>".repeat(ONE_MB / 8), "'".repeat(ONE_MB)];

export const INJECTIONS = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '" OR ""="',
  "1; SELECT * FROM sessions",
  "admin'--",
  "1 UNION SELECT password_hash FROM members",
  "%' AND 1=0 UNION SELECT NULL--",
  "1' AND sleep(5)#",
  "\\'; --",
  // HTML / script
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg/onload=alert(1)>",
  "</textarea><script>x</script>",
  "<!--",
  "]]>",
  "<x:y xmlns:x='a'>",
  // templates
  "{{7*7}}",
  "${7*7}",
  "<%= 7*7 %>",
  "#{7*7}",
  "{{constructor.constructor('return 1')()}}",
  "$(id)",
  "`id`",
  // path traversal
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f",
  "/m/../../etc/passwd",
  "....//....//",
  "%252e%252e%252f",
  // CRLF
  "foo\r\nSet-Cookie: el_session=x",
  "%0d%0aLocation:%20https://evil.example",
  "\r\n\r\n<html>",
  "x\nX-Injected: 1",
  "\r",
  // prototype and JS names
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  // JSON and numbers
  '{"__proto__":{"admin":true}}',
  "[]",
  "{}",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "9007199254740993",
  "0x10",
  "1.5",
  " 1 ",
  "１２３",
  // format strings and separators
  "%s%s%s%n",
  "%00",
  "%",
  "%%",
  "%ZZ",
  "%E0%A4%A",
  "+",
  "&",
  "=",
  ";",
  ",",
  "a=b&c=d",
  "\\",
  '"',
  "'",
  // Unicode
  "\u202Egnp.exe",
  "admin\u202E",
  "\u0000",
  "a\u0000b",
  "\uFEFF",
  "\u200B\u200D",
  "\u2028\u2029",
  "\uD800",
  "\uDFFF\uD800",
  "🎰🎲",
  "e\u0301\u0301\u0301",
  "Ⅻ",
  "ǅ",
  // redirect targets (also used everywhere else: every field meets them)
  "//evil.example",
  "https://evil.example/m/home",
];

/** redirectTo / returnTo / pageBack values that try to leave the site or break the Location header. */
export const HOSTILE_REDIRECTS = [
  "/\t/evil.example",
  "/m/home\r\nX-Injected: 1",
  "/m/home\nSet-Cookie: el_session=x",
  "\r\n",
  "\\evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example/m/home",
  "https://evil.example/m/home",
  "http://127.0.0.1:1/m/home",
  "HTTPS://EVIL.EXAMPLE",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/m/%2e%2e/%2e%2e/evil",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " /m/home",
  "/m/home#frag",
  "/m/../../",
  "//%09/evil.example",
  "https:evil.example",
  "http:/\\evil.example",
  "/m/home?x=\u0000",
  "/m\u202E",
  "/m/home\u0000",
  "\u0000//evil.example",
  "/\u3000/evil.example",
  "//evil.example@127.0.0.1",
  "/m/home/../../..//evil.example",
  "",
  "/",
  "/m",
  "/m/home",
  "/m/webEmail?id=1",
  "home",
  "lottery",
  "constructor",
  "__proto__",
];

const VALID_SHAPED: Record<string, readonly string[]> = {
  intent: ["login", "trial", "send-code", "apply", "cancel", "read", "unread", "allRead", "add", "remove", "balance", "popup", "downloadBar", "grab"],
  method: ["username", "sms", "mobileNum", "email", "phone"],
  by: ["phone", "email"],
  to: ["login", "home"],
  respond: ["data"],
  hidden: ["1", "0"],
  audience: ["A", "B"],
  favourite: ["1", "0"],
  remember: ["on"],
  agree: ["on"],
  registerMethod: ["H5", "PWA", "WEBCLIP", "APP"],
  countryDialingCode: ["+63", "+1", "63", "+", "+99999"],
  // The seeded members' numbers: SMS sign-in and reset meet real accounts (with wrong codes).
  // Other numbers are never of a valid length, so no code is sent to a stranger's number.
  mobileNum: ["9171234567", "9179876543", "9175550101", "123", "123456", "1".repeat(21)],
  // Never the seeded passwords: a password change or sign-in from fuzz input would be a finding.
  username: ["demo", "agent", "agent2", "player01", "DEMO", "nobody00"],
  email: ["demo@example.org", "x@y", "a@b.c", "@", "a@", '"a"@example.org'],
  vendor: ["LOTT", "ELOTT", "TCG_LOTTO_VN", "TCG_SEA", "SPN", "LUXA", "NOPE_VENDOR"],
  gameId: ["lobby", "EL2D", "EL3D", "NOPE99", "SPN-0001", "161"],
  nodeId: ["10001", "10002", "99999999", "lobby"],
  tab: ["HOT", "FAV", "EL", "LOTT", "X", "claim", "history"],
  // The manual rebate's history.
  range: ["today", "7d", "month", "year"],
  types: ["A", "B", "C", "A,B"],
  gameType: ["SPORTS", "LIVE", "FISH", "RNG", "PVP", "LOTT", "INHOUSE", "ESPORTS", "COCKFIGHT", "NOPE"],
  classify: ["ALL", "HOT", "NEW", "FAV", "RECENT"],
  minBet: ["0.01", "0.05", "0.1", "0.5", "0.75", "1"],
  prizeMode: ["Lott", "ZY", "Elott", "lott"],
  prize_mode: ["Lott", "ZY", "Elott"],
  playType: ["trad", "ent", "x"],
  // Lottery codes of the right shape, known and unknown.
  code: ["lobby", "EL2D", "EL3D", "NOPE99", "ZZZZZZZZZZZZZZZZZZZZ", "RAMOS88", "CRUZ77"],
  affiliateCode: ["RAMOS88", "CRUZ77", "NOPE"],
  affiliateFromUrl: ["RAMOS88", "CRUZ77", "NOPE"],
  sheet: ["lang", "menu", "x"],
  lng: ["ty", "en", "pt", "xx", "EN"],
  _routes: ["root", "routes/m", "routes/m.home", "routes/m.login", "routes/m.login,routes/m.home", "routes/$", "routes/m.$", ",,,", "routes/../../x"],
  _data: ["root", "routes/m.home", "routes/m.login"],
  // Agent reports' search (task C): team members, another agent's, unknown; order numbers of every length.
  account: ["demo", "player11", "PLAYER01", "agent2", "nobody00"],
  orderNo: ["1000000001", "123", "12345678901234567890"],
  // Red-envelope rain: well-shaped terms; rain numbers of the right shape but never a real rain's
  // (a grab of the seeded rain would move money, which the state rules count as a finding).
  rainId: ["1", "0", "-1", "1000000000", "99999999999"],
  split: ["random", "equal", "lucky"],
  start: ["now", "at"],
  startAt: ["2026-11-24T12:00", "2026-02-30T12:00", "x"],
  expiry: ["10", "60", "1440", "45"],
  count: ["1", "20", "200", "201", "0"],
  total: ["1", "500", "0.001", "99999999"],
};

/** A table lookup that cannot land on Object.prototype (the generated names include "__proto__"). */
const own = <T>(table: Record<string, T>, k: string): T | undefined => (Object.hasOwn(table, k) ? table[k] : undefined);

const NUMERIC = new Set(["id", "page", "from", "i", "popup", "hidden"]);
const PASSWORDISH = new Set(["password", "oldPassword", "newPassword", "confirmPassword", "paymentPassword", "captcha", "verificationCode"]);
const REDIRECTISH = new Set(["redirectTo", "returnTo", "pageBack"]);
/** Passwords of the seed (gateway/seeds): generated values must never be one of them. */
const SEEDED_PASSWORDS = new Set(["demo1234", "agent1234", "player1234"]);

const specialChars = fc.string({
  unit: fc.constantFrom(
    "\u0000",
    "\r",
    "\n",
    "\t",
    "\u202E",
    "\u202D",
    "\u200B",
    "\uFEFF",
    "\u2028",
    "%",
    "&",
    "=",
    ";",
    "\\",
    '"',
    "'",
    "<",
    ">",
    "\u00A0",
    "\uD800",
    "é",
  ),
  minLength: 1,
  maxLength: 24,
});
const randomText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 30 }), fc.string({ unit: "binary", maxLength: 30 }));
const bigValue = fc.constantFrom(...BIG_VALUES);

/** A value for a field or parameter: valid-shaped, hostile, random, mixed; `big` allows 1 MB values. */
/** A value of the right shape for the field (known values, numbers, passwords that are never the real ones). */
export function shapedValue(name: string): fc.Arbitrary<string> {
  const known = own(VALID_SHAPED, name);
  return known
    ? fc.constantFrom(...known)
    : NUMERIC.has(name)
      ? fc.oneof(fc.nat({ max: 12 }).map(String), fc.integer().map(String), fc.constantFrom("2147483648", "-1", "1.5", "1e3", "0x1", "99999999999999999999"))
      : PASSWORDISH.has(name)
        ? fc.stringMatching(/^[a-z0-9]{6,12}$/).filter((p) => !SEEDED_PASSWORDS.has(p))
        : REDIRECTISH.has(name)
          ? fc.constantFrom(...HOSTILE_REDIRECTS)
          : fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
}

const hostileFor = (name: string) => (REDIRECTISH.has(name) ? fc.constantFrom(...HOSTILE_REDIRECTS, ...INJECTIONS) : fc.constantFrom(...INJECTIONS));

/**
 * Name/value pairs that are almost valid: some of the given names with values of the right shape,
 * and sometimes one of them hostile. They get past the first validation to the gateway calls.
 */
function nearValidPairs(names: string[]): fc.Arbitrary<[string, string][]> {
  if (!names.length) return fc.constant([]);
  return fc
    .subarray(names, { minLength: Math.max(1, names.length - 3) })
    .chain((sub) =>
      fc.tuple(
        fc.tuple(...sub.map((n) => shapedValue(n).map((v) => [n, v] as [string, string]))),
        fc.nat({ max: sub.length * 3 }),
        fc.constantFrom(...INJECTIONS, ...HOSTILE_REDIRECTS),
      ),
    )
    .map(([pairs, at, bad]) => pairs.map(([k, v], i) => [k, i === at ? bad : v] as [string, string]));
}

export function valueFor(name: string, big = false): fc.Arbitrary<string> {
  const shaped = shapedValue(name);
  const hostile = hostileFor(name);
  const arms: { arbitrary: fc.Arbitrary<string>; weight: number }[] = [
    { arbitrary: shaped, weight: 30 },
    { arbitrary: hostile, weight: 30 },
    { arbitrary: fc.tuple(shaped, hostile).map(([a, b]) => a + b), weight: 8 },
    { arbitrary: fc.tuple(hostile, shaped).map(([a, b]) => a + b), weight: 4 },
    { arbitrary: randomText, weight: 15 },
    { arbitrary: specialChars, weight: 8 },
    { arbitrary: fc.constant(""), weight: 4 },
    { arbitrary: fc.constantFrom("x".repeat(300), "9".repeat(400), "é".repeat(5000)), weight: 2 },
  ];
  if (big) arms.push({ arbitrary: bigValue, weight: 1 });
  return fc.oneof(...arms);
}

// ---------------------------------------------------------------------------------------------
// Specs

export type Slice = "guest" | "member" | "agent" | "foreign";
export type Ref = { ref: "session" } | { ref: "honeypot" };
export type Value = string | Ref;

export type Encoding =
  | "urlencoded"
  | "urlencoded-raw"
  | "urlencoded-charset"
  | "multipart"
  | "multipart-file"
  | "multipart-header-injection"
  | "multipart-no-boundary"
  | "multipart-wrong-boundary"
  | "multipart-truncated"
  | "json"
  | "json-broken"
  | "text"
  | "xml"
  | "no-content-type"
  | "empty"
  | "octets"
  | "odd-content-type";

/**
 * Where a request says it comes from. Without Origin, a mutation passes only when the browser says
 * same-origin through Fetch Metadata or, lacking it, sends a Referer on this origin (app/server/origin.ts).
 */
export type OriginKind =
  | "same"
  // No Origin, no Fetch Metadata, a Referer on the app's origin: a browser before Fetch Metadata.
  | "absent-referer"
  // No Origin, Sec-Fetch-Site: same-origin.
  | "absent-same-origin"
  // foreign: must be refused with 403
  | "foreign"
  | "foreign-null"
  | "foreign-port"
  | "foreign-localhost"
  | "foreign-trailing-slash"
  | "foreign-upper"
  | "absent-cross-site"
  // A sibling subdomain is another application.
  | "absent-same-site"
  // A typed URL or a bookmark: never a form post.
  | "absent-none"
  // Nothing that says where the request comes from.
  | "absent-nothing"
  | "absent-foreign-referer";

export type Spec = {
  slice: Slice;
  /** The route pattern (the table's row). */
  route: string;
  method: string;
  /** Concrete path, without the query; may end in .data. */
  path: string;
  query: [string, string][];
  /** Appended to the query string as is (broken encodings); percent-encoded where the request line cannot carry it. */
  rawQuery: string;
  fields: [string, Value][];
  encoding: Encoding;
  /** Random bytes for the `octets` encoding, and the multipart boundary's seed. */
  noise: Uint8Array;
  cookies: SpecCookie[];
  /** Send two Cookie header lines instead of one. */
  splitCookieHeader: boolean;
  headers: [string, string][];
  origin: OriginKind;
  /** Send the body with chunked transfer encoding (no Content-Length). */
  chunked: boolean;
};

/** A cookie sent, and how it was made (forged signature, unsigned JSON, garbage…), for the listings. */
export type SpecCookie = { name: string; value: Value; kind: string };

export const isSafeMethod = (method: string) => ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
export const FOREIGN_ORIGINS: OriginKind[] = [
  "foreign",
  "foreign-null",
  "foreign-port",
  "foreign-localhost",
  "foreign-trailing-slash",
  "foreign-upper",
  "absent-cross-site",
  "absent-same-site",
  "absent-none",
  "absent-nothing",
  "absent-foreign-referer",
];

const methodArb = (route: RouteInfo, slice: Slice): fc.Arbitrary<string> => {
  if (slice === "foreign") return fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE", "PROPFIND");
  if (route.hasAction)
    return fc.oneof(
      { arbitrary: fc.constant("POST"), weight: 62 },
      { arbitrary: fc.constant("GET"), weight: 22 },
      { arbitrary: fc.constant("HEAD"), weight: 3 },
      { arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE"), weight: 9 },
      { arbitrary: fc.constantFrom("OPTIONS", "PROPFIND"), weight: 4 },
    );
  return fc.oneof(
    { arbitrary: fc.constant("GET"), weight: 74 },
    { arbitrary: fc.constant("HEAD"), weight: 8 },
    { arbitrary: fc.constant("POST"), weight: 12 },
    { arbitrary: fc.constantFrom("PUT", "DELETE", "OPTIONS", "PROPFIND"), weight: 6 },
  );
};

const segmentArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
  fc.constantFrom(
    "..",
    ".",
    "%2e%2e",
    "%2f",
    "%00",
    "%E0%A4%A",
    "index.html",
    "register.html",
    "message",
    "m",
    "..%2f..%2fetc%2fpasswd",
    "%5c",
    "a;b",
    "~",
    "@",
  ),
  randomText.filter((s) => s.length > 0),
);

/** A dynamic segment's value (`:orderId`): mostly a number like the ids the app makes (so the action is reached), else any segment. */
const paramSegmentArb = fc.oneof({ arbitrary: fc.stringMatching(/^\d{6,20}$/), weight: 3 }, { arbitrary: segmentArb.map(encodePathSegment), weight: 1 });

/** The concrete path: the pattern with its splat and dynamic segments filled, sometimes as a single-fetch `.data` request. */
function pathArb(route: RouteInfo): fc.Arbitrary<string> {
  const splat = route.pattern.includes("*")
    ? fc.array(segmentArb, { minLength: 1, maxLength: 3 }).map((segs) => route.pattern.replace("*", segs.map(encodePathSegment).join("/")))
    : fc.constant(route.pattern);
  const base = /\/:[^/]+/.test(route.pattern) ? fc.tuple(splat, paramSegmentArb).map(([p, value]) => p.replace(/:[^/]+/g, value)) : splat;
  const dataPath = (p: string) => (p === "/" ? "/_root.data" : `${p.replace(/\/$/, "")}.data`);
  return fc
    .tuple(base, fc.constantFrom("plain", "plain", "plain", "plain", "plain", "data", "data", "slash"))
    .map(([p, variant]) => (variant === "data" ? dataPath(p) : variant === "slash" && p !== "/" ? `${p}/` : p));
}

/** Percent-encodes what a request line cannot carry; keeps `%`, so broken escapes stay broken. */
export function encodePathSegment(s: string): string {
  let out = "";
  for (const ch of s) {
    if (/^[\x21-\x7e]$/.test(ch) && ch !== "/" && ch !== "?" && ch !== "#") out += ch;
    else out += pct(ch);
  }
  return out;
}

function pct(s: string): string {
  let out = "";
  for (const b of Buffer.from(s, "utf8")) out += `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  return out;
}

/** encodeURIComponent, except that lone surrogates become U+FFFD instead of throwing. */
export function formEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    let out = "";
    for (const b of Buffer.from(s, "utf8")) {
      const c = String.fromCharCode(b);
      out += /[A-Za-z0-9\-_.!~*'()]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
    }
    return out;
  }
}

const rawQueryArb = fc.oneof(
  { arbitrary: fc.constant(""), weight: 85 },
  {
    arbitrary: fc.constantFrom(
      "%",
      "%%",
      "%E0%A4%A",
      "%ZZ=1",
      "=&=&",
      "&&&",
      "a=%00",
      "a[]=1&a[]=2",
      "a[b][c]=1",
      "__proto__[x]=1",
      "constructor[prototype][x]=1",
      "redirectTo=%0d%0aX:1",
      "redirectTo=//evil.example",
      "x=" + "y".repeat(6000),
      ";a=1",
      "a=1;b=2",
      "+=+",
      "%2B=%2B",
      "id=1&id=2&id=3",
      "page=1&page=x",
      "_routes=root&_routes=routes/m.login",
    ),
    weight: 15,
  },
);

/** A "valid from" token for `time`, made by remix-utils' own Honeypot under `seed`, the way the login page makes the real one. */
async function honeypotToken(seed: string, time: number): Promise<string> {
  return (await new Honeypot({ encryptionSeed: seed }).getInputProps({ validFromTimestamp: time })).encryptedValidFrom;
}

/**
 * Timestamps sealed with keys that are not the app's: what a forger makes without the secret.
 * Made once, as this module loads, because remix-utils encrypts asynchronously and specs are made
 * synchronously from a seed. Its random IV makes the bytes differ from run to run, but not the
 * answer a replay meets: AES-GCM refuses a token of another key whatever its bytes.
 */
const FOREIGN_TOKENS = await Promise.all(
  ["not-the-secret", "", "x"].flatMap((seed) => [1, 1_700_000_000_000, 4_000_000_000_000].map((time) => honeypotToken(seed, time))),
);

/** A timestamp a minute old, which the real key would accept, sealed with the wrong one. */
const WRONG_KEY_TOKEN = await honeypotToken("wrong", Date.now() - 60_000);

/** remix-utils' token: base64 of a 12-byte IV, then the ciphertext and AES-GCM's 16-byte tag. */
const SEALED_MIN_BYTES = 12 + 16;
const hasTokenShape = (v: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && v.length % 4 === 0 && Buffer.from(v, "base64").length >= SEALED_MIN_BYTES;

const honeypotArb: fc.Arbitrary<{ fields: [string, Value][]; tag: string }> = fc.oneof(
  {
    arbitrary: fc.constant({
      fields: [
        [HONEYPOT_NAME, ""],
        [HONEYPOT_FROM, { ref: "honeypot" }],
      ] as [string, Value][],
      tag: "honeypot:valid",
    }),
    weight: 30,
  },
  { arbitrary: fc.constant({ fields: [] as [string, Value][], tag: "honeypot:absent" }), weight: 15 },
  {
    arbitrary: valueFor(HONEYPOT_NAME, false)
      .filter((v) => v !== "")
      .map((v) => ({
        fields: [
          [HONEYPOT_NAME, v],
          [HONEYPOT_FROM, { ref: "honeypot" }],
        ] as [string, Value][],
        tag: "honeypot:filled",
      })),
    weight: 10,
  },
  {
    // A timestamp sealed with another key: the real key's decryption fails AES-GCM's authentication.
    arbitrary: fc.constantFrom(...FOREIGN_TOKENS).map((token) => ({
      fields: [
        [HONEYPOT_NAME, ""],
        [HONEYPOT_FROM, token],
      ] as [string, Value][],
      tag: "honeypot:forged-key",
    })),
    weight: 15,
  },
  {
    // remix-utils' token shape (IV, ciphertext, tag) filled with random bytes.
    arbitrary: fc.uint8Array({ minLength: SEALED_MIN_BYTES, maxLength: 76 }).map((bytes) => ({
      fields: [
        [HONEYPOT_NAME, ""],
        [HONEYPOT_FROM, Buffer.from(bytes).toString("base64")],
      ] as [string, Value][],
      tag: "honeypot:forged-bytes",
    })),
    weight: 10,
  },
  {
    arbitrary: valueFor(HONEYPOT_FROM).map((v) => ({
      fields: [
        [HONEYPOT_NAME, ""],
        [HONEYPOT_FROM, v],
      ] as [string, Value][],
      tag: "honeypot:garbage",
    })),
    weight: 10,
  },
  {
    arbitrary: fc
      .constantFrom<[string, Value][]>(
        [[HONEYPOT_NAME, ""]],
        [[HONEYPOT_FROM, { ref: "honeypot" }]],
        [[HONEYPOT_FROM, ""]],
        [
          [HONEYPOT_NAME, ""],
          [HONEYPOT_NAME, "x"],
          [HONEYPOT_FROM, { ref: "honeypot" }],
        ],
      )
      .map((fields) => ({
        fields,
        tag: "honeypot:partial",
      })),
    weight: 10,
  },
);

function fieldsArb(route: RouteInfo): fc.Arbitrary<[string, Value][]> {
  const known = own(FORM_FIELDS, route.pattern) ?? [];
  const names = [...new Set([...known, ...GENERIC_FIELDS])];
  const field = (name: string) => valueFor(name).map((v) => [name, v] as [string, Value]);
  const chosen = fc
    .subarray(names, { minLength: 0 })
    .chain((subset) => (subset.length ? fc.tuple(...subset.map(field)) : fc.constant([] as [string, Value][])));
  // About one submission in 30 carries a value of about 1 MB (in a known field, or a field of its own).
  const big = fc.oneof({ arbitrary: fc.constant(null), weight: 29 }, { arbitrary: fc.tuple(fc.constantFrom(...names), bigValue), weight: 1 });
  const duplicates = fc.array(fc.constantFrom(...names).chain(field), { maxLength: 3 });
  const extras = fc.array(fc.tuple(fc.oneof(randomText, fc.constantFrom(...INJECTIONS)), valueFor("extra")), { maxLength: 2 });
  const honeypot = HONEYPOT_ROUTES.has(route.pattern)
    ? honeypotArb
    : fc.oneof({ arbitrary: fc.constant({ fields: [] as [string, Value][], tag: "" }), weight: 5 }, { arbitrary: honeypotArb, weight: 1 });
  return fc.tuple(chosen, duplicates, extras, honeypot, fc.boolean(), big).map(([base, dups, extra, hp, hpFirst, huge]) => {
    let fields: [string, Value][] = [...(hpFirst ? hp.fields : []), ...base, ...dups, ...extra, ...(hpFirst ? [] : hp.fields)];
    if (huge) {
      const at = fields.findIndex(([k]) => k === huge[0]);
      if (at >= 0) fields[at] = huge;
      else fields.push(huge);
    }
    if (OPENS_ACCOUNTS.has(route.pattern)) fields = fields.map(([k, v]) => [k, k === "username" ? neverAValidUsername(v) : v]);
    return fields;
  });
}

/**
 * Registration (or opening a downline) from fuzz input must never be valid: a generated name that happens to fit the
 * username rule gets a character the rule refuses, so a new account would be a finding, not luck.
 */
function neverAValidUsername(v: Value): Value {
  return typeof v === "string" && /^\s*[A-Za-z][A-Za-z0-9]{3,15}\s*$/.test(v) ? `${v}!` : v;
}

const base64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

/** Plausible decoded shapes of each cookie, to forge (unsigned, or with a wrong signature). */
const COOKIE_SHAPES: Record<string, fc.Arbitrary<unknown>> = {
  el_toast: fc.record({
    key: valueFor("key", false),
    kind: fc.constantFrom("success", "message", "x", 1),
    tone: fc.constantFrom("success", "error", "info", {}),
  }),
  el_remember: fc.record({
    username: valueFor("username", false),
    sms: fc.option(fc.record({ countryDialingCode: valueFor("countryDialingCode", false), mobileNum: valueFor("mobileNum", false) })),
  }),
  el_captcha: fc.record({
    id: fc.oneof(valueFor("id", false), fc.constant(1)),
    required: fc.oneof(fc.boolean(), fc.constant("yes")),
    registerRequired: fc.boolean(),
  }),
  el_sms: fc.dictionary(
    fc.constantFrom("login", "register", "reset", "__proto__", "x"),
    fc.record({ until: fc.oneof(fc.integer(), fc.constant(1e308), fc.constant("soon")), mobile: valueFor("mobileNum", false) }),
  ),
  el_balance: fc.constantFrom("hidden", "shown", 1, null, ["hidden"]),
  el_popup: fc.record({ A: fc.oneof(fc.stringMatching(/^[0-9a-z]{1,4}-[0-9a-f]{8}$/), valueFor("signature", false)), B: fc.constant({ x: 1 }) }),
  el_dlbar: fc.constantFrom("dismissed", "x", true, {}),
  el_lottfav: fc.dictionary(
    fc.oneof(fc.constantFrom("demo", "agent", "__proto__", "constructor"), randomText),
    fc.oneof(fc.array(valueFor("gameId", false), { maxLength: 50 }), fc.constant("x" as unknown)),
  ),
  // The invitation code an invite link left (decision 038): read by /m/register.
  el_invite: fc.constantFrom("DEMOFRIEND", "RAMOS88", "bad code", "A".repeat(40), 1, {}),
  lng: fc.constantFrom("en", "ty", "pt", "xx", "", "__proto__", "<script>"),
  el_session: fc.record({
    member: fc.record({ token: valueFor("token", false), userName: valueFor("username", false), type: fc.integer(), firstTimeLogin: fc.boolean() }),
  }),
};

function cookieValueArb(name: string): fc.Arbitrary<{ value: string; tag: string }> {
  const shape = own(COOKIE_SHAPES, name) ?? fc.jsonValue();
  const json = fc
    .oneof({ arbitrary: shape, weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 })
    .map((v) => base64(JSON.stringify(v) ?? "null"));
  const sig = fc.oneof(fc.base64String({ minLength: 4, maxLength: 44 }), fc.constantFrom("!!!", "%%%", "", "a", "====", "-_-_", "\u00e9"), randomText);
  return fc.oneof(
    { arbitrary: json.map((v) => ({ value: encodeURIComponent(v), tag: "unsigned-json" })), weight: 3 },
    { arbitrary: fc.tuple(json, sig).map(([v, s]) => ({ value: encodeURIComponent(`${v}.${s}`), tag: "forged-signature" })), weight: 4 },
    { arbitrary: fc.tuple(json, sig).map(([v, s]) => ({ value: `${v}.${s}`, tag: "forged-signature-raw" })), weight: 2 },
    { arbitrary: valueFor(name, false).map((v) => ({ value: v, tag: "garbage" })), weight: 4 },
    {
      arbitrary: fc.constantFrom("%", "%E0%A4%A", "%ZZ", ".", "..", "a.b.c", '"quoted"', '"', "x".repeat(6000)).map((value) => ({ value, tag: "malformed" })),
      weight: 2,
    },
  );
}

const cookieArb: fc.Arbitrary<SpecCookie> = fc
  .oneof(
    { arbitrary: fc.constantFrom(...COOKIES), weight: 9 },
    { arbitrary: fc.constantFrom("", "=", "__proto__", "el_session ", "EL_SESSION", "$Version"), weight: 1 },
  )
  .chain((name) => cookieValueArb(name).map(({ value, tag }) => ({ name, value, kind: tag })));

const headerArbs: fc.Arbitrary<[string, string]>[] = [
  fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "", "text/html;q=abc", "x".repeat(3000)).map((v) => ["Accept", v]),
  fc
    .oneof(
      fc.constantFrom(
        "en",
        "pt-BR",
        "fil-PH",
        "xx",
        "*",
        "*;q=abc",
        ";;;",
        "zz-ZZ,en;q=0.5",
        "en;q=1e309",
        "\u202Een",
        "a".repeat(4000),
        "ty,en,pt,".repeat(200),
      ),
      randomText,
    )
    .map((v) => ["Accept-Language", v]),
  fc
    .constantFrom(
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "",
      "<script>",
    )
    .map((v) => ["User-Agent", v]),
  fc.constantFrom("SG", "KR", "PH", "XX", "T1", "", "sg", "<>", "PH, SG").map((v) => ["CF-IPCountry", v]),
  fc.constantFrom("DELETE", "PUT", "GET").map((v) => ["X-HTTP-Method-Override", v]),
  fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=x").map((v) => ["Range", v]),
  fc.constantFrom("*", '"x"', 'W/""').map((v) => ["If-None-Match", v]),
  fc.constantFrom("yes", "true", "1").map((v) => ["X-Remix-Reload-Document", v]),
  fc.constantFrom("same-origin", "none", "same-site").map((v) => ["Sec-Fetch-Site", v]),
];

const forwardedHostArb = fc.constantFrom("evil.example", "127.0.0.1:1", "").map((v) => ["X-Forwarded-Host", v] as [string, string]);

const originArb = (slice: Slice): fc.Arbitrary<OriginKind> =>
  slice === "foreign"
    ? fc.constantFrom(...FOREIGN_ORIGINS)
    : fc.oneof(
        { arbitrary: fc.constant<OriginKind>("same"), weight: 8 },
        { arbitrary: fc.constantFrom<OriginKind>("absent-referer", "absent-same-origin"), weight: 2 },
      );

const encodingArb: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant<Encoding>("urlencoded"), weight: 36 },
  { arbitrary: fc.constantFrom<Encoding>("urlencoded-raw", "urlencoded-charset"), weight: 6 },
  { arbitrary: fc.constantFrom<Encoding>("multipart", "multipart-file", "multipart-header-injection"), weight: 14 },
  { arbitrary: fc.constantFrom<Encoding>("multipart-no-boundary", "multipart-wrong-boundary", "multipart-truncated"), weight: 9 },
  { arbitrary: fc.constantFrom<Encoding>("json", "json-broken"), weight: 10 },
  { arbitrary: fc.constantFrom<Encoding>("text", "xml"), weight: 8 },
  { arbitrary: fc.constantFrom<Encoding>("no-content-type", "empty", "octets", "odd-content-type"), weight: 17 },
);

/** One request of a slice to one route. */
export function routeSpecArb(route: RouteInfo, slice: Slice): fc.Arbitrary<Spec> {
  const member = slice === "member" || slice === "agent";
  const params = [...new Set([...(own(QUERY_PARAMS, route.pattern) ?? []), ...GENERIC_PARAMS])];
  const query = fc.array(
    fc
      .oneof({ arbitrary: fc.constantFrom(...params), weight: 8 }, { arbitrary: randomText, weight: 1 })
      .chain((name) => valueFor(name, false).map((v) => [name, v] as [string, string])),
    { maxLength: 5 },
  );
  const cookies = fc.tuple(
    fc.array(cookieArb, { maxLength: member ? 3 : 4 }),
    // Members: the real session first, last, or shadowed by a forged duplicate before it.
    member ? fc.constantFrom("session-first", "session-last", "forged-session-before") : fc.constant("none"),
    fc.array(fc.constantFrom(...COOKIES), { maxLength: 1 }),
  );
  return fc
    .record({
      method: methodArb(route, slice),
      path: pathArb(route),
      query,
      rawQuery: rawQueryArb,
      routesParam: fc.option(valueFor("_routes", false), { freq: 2 }),
      form: fieldsArb(route),
      encoding: encodingArb,
      noise: fc.uint8Array({ maxLength: 600 }),
      cookies,
      splitCookie: fc.nat({ max: 9 }),
      headers: fc
        .tuple(
          fc
            .subarray(
              headerArbs.map((_, i) => i),
              { maxLength: 3 },
            )
            .chain((idx) => (idx.length ? fc.tuple(...idx.map((i) => headerArbs[i]!)) : fc.constant([] as [string, string][]))),
          // Rare: a forwarded host that is not the Origin's (React Router refuses such actions).
          fc.oneof({ arbitrary: fc.constant(null), weight: 39 }, { arbitrary: forwardedHostArb, weight: 1 }),
        )
        .map(([hs, fwd]) => (fwd ? [...hs, fwd] : hs)),
      origin: originArb(slice),
      chunked: fc.nat({ max: 9 }).map((n) => n === 0),
      // One request in three is almost valid (see nearValidPairs): it reaches the gateway calls.
      nearValid: fc.nat({ max: 2 }).map((n) => n === 0),
      nearQuery: nearValidPairs(own(QUERY_PARAMS, route.pattern) ?? []),
      nearFields: nearValidPairs(own(FORM_FIELDS, route.pattern) ?? []).map((pairs) =>
        OPENS_ACCOUNTS.has(route.pattern) ? pairs.map(([k, v]) => [k, k === "username" ? (neverAValidUsername(v) as string) : v] as [string, string]) : pairs,
      ),
      nearHoneypot: fc.nat({ max: 4 }).map((n) => n > 0),
    })
    .map((r) => {
      if (r.nearValid) {
        const hp: [string, Value][] =
          HONEYPOT_ROUTES.has(route.pattern) && r.nearHoneypot
            ? [
                [HONEYPOT_NAME, ""],
                [HONEYPOT_FROM, { ref: "honeypot" }],
              ]
            : [];
        r = {
          ...r,
          query: r.nearQuery,
          rawQuery: "",
          form: [...hp, ...r.nearFields],
          encoding: r.encoding.startsWith("multipart") ? "multipart" : "urlencoded",
          headers: [],
          chunked: false,
        };
        r.cookies = [r.cookies[0].slice(0, 1), r.cookies[1], []];
      }
      const mutation = !isSafeMethod(r.method);
      const query = [...r.query];
      if (r.path.endsWith(".data") && r.routesParam !== null) query.push(["_routes", r.routesParam]);
      const [jar, sessionPlacement, duplicateNames] = r.cookies;
      const cookies: SpecCookie[] = [...jar];
      for (const name of duplicateNames) cookies.push({ name, value: "duplicate", kind: "duplicate" });
      const session: SpecCookie = { name: "el_session", value: { ref: "session" }, kind: "real-session" };
      if (sessionPlacement === "session-first") cookies.unshift(session);
      else if (sessionPlacement === "session-last") cookies.push(session);
      else if (sessionPlacement === "forged-session-before") cookies.unshift({ name: "el_session", value: "Zm9yZ2Vk", kind: "forged-before-real" }, session);
      return {
        slice,
        route: route.pattern,
        method: r.method,
        path: r.path,
        query,
        rawQuery: r.rawQuery,
        fields: mutation ? r.form : [],
        encoding: mutation ? r.encoding : "empty",
        noise: r.noise,
        cookies,
        splitCookieHeader: r.splitCookie === 0 && cookies.length > 1,
        headers: r.headers,
        origin: mutation || slice === "foreign" ? r.origin : r.origin === "same" ? "same" : "absent-nothing",
        chunked: mutation && r.chunked,
      } satisfies Spec;
    });
}

/** What is unusual about a request, for the listings (derived from the spec, so a minimised one describes itself). */
export function tagsOf(spec: Spec): string[] {
  const tags: string[] = [];
  if (spec.path.endsWith(".data")) tags.push(".data");
  else if (spec.path.length > 1 && spec.path.endsWith("/")) tags.push("trailing-slash");
  if (spec.rawQuery) tags.push("raw-query");
  if (spec.query.length) tags.push(`query:${[...new Set(spec.query.map(([k]) => k))].join(",")}`);
  if (!isSafeMethod(spec.method)) tags.push(`body:${spec.encoding}`);
  if (spec.chunked) tags.push("chunked");
  if (spec.origin !== "same") tags.push(`origin:${spec.origin}`);
  for (const [k] of spec.headers) tags.push(`header:${k}`);
  for (const c of spec.cookies) tags.push(`cookie:${c.name || "(empty)"}:${c.kind}`);
  if (spec.splitCookieHeader) tags.push("two-cookie-headers");
  const names = spec.fields.filter(([k]) => k === HONEYPOT_NAME);
  const froms = spec.fields.filter(([k]) => k === HONEYPOT_FROM);
  if (names.length || froms.length) {
    const from = froms[0]?.[1];
    tags.push(
      names.length !== 1 || froms.length !== 1
        ? "honeypot:partial"
        : names[0]![1] !== ""
          ? "honeypot:filled"
          : typeof from !== "string"
            ? "honeypot:valid"
            : hasTokenShape(from)
              ? "honeypot:forged"
              : "honeypot:garbage",
    );
  } else if (HONEYPOT_ROUTES.has(spec.route) && !isSafeMethod(spec.method)) tags.push("honeypot:absent");
  const fieldNames = spec.fields.map(([k]) => k).filter((k) => k !== HONEYPOT_NAME && k !== HONEYPOT_FROM);
  if (fieldNames.length) tags.push(`fields:${fieldNames.map((k) => (k.length > 24 ? `${k.slice(0, 24)}…` : k)).join(",")}`);
  const dup = fieldNames.filter((k, i) => fieldNames.indexOf(k) !== i);
  if (dup.length) tags.push(`duplicated:${[...new Set(dup)].join(",")}`);
  if (spec.fields.some(([, v]) => typeof v === "string" && v.length >= ONE_MB / 4)) tags.push("1MB-value");
  return tags;
}

/** Weighted choice of routes: actions get four times the share of loader-only routes. */
function weightedRoute(routes: RouteInfo[], slice: Slice): fc.Arbitrary<RouteInfo> {
  const pool = slice === "foreign" ? routes.filter((r) => r.hasAction) : routes;
  return fc.oneof(...pool.map((r) => ({ arbitrary: fc.constant(r), weight: r.hasAction ? 8 : r.pattern.startsWith("/m") ? 2 : 1 })));
}

export const sliceSpecArb = (routes: RouteInfo[], slice: Slice): fc.Arbitrary<Spec> => weightedRoute(routes, slice).chain((r) => routeSpecArb(r, slice));

/** How a run of `runs` requests divides among the slices. */
export function sliceCounts(runs: number): Record<Slice, number> {
  const member = Math.round(runs * 0.2);
  const agent = Math.round(runs * 0.05);
  const foreign = Math.round(runs * 0.1);
  return { member, agent, foreign, guest: runs - member - agent - foreign };
}

/**
 * The whole run, reproducible from `seed`: each slice sampled from its own arbitrary with a
 * seed derived from the run's, so changing one slice's share leaves the others' requests alone.
 */
export function generateSpecs(routes: RouteInfo[], seed: number, runs: number): Spec[] {
  const counts = sliceCounts(runs);
  const out: Spec[] = [];
  const slices: Slice[] = ["member", "agent", "guest", "foreign"];
  slices.forEach((slice, i) => {
    if (counts[slice] > 0) out.push(...fc.sample(sliceSpecArb(routes, slice), { seed: (seed + i * 7919) | 0, numRuns: counts[slice] }));
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Materialize

export type FuzzRequest = {
  slice: Slice;
  route: string;
  method: string;
  /** Path and query as sent on the request line. */
  target: string;
  headers: [string, string][];
  body?: Buffer;
  chunked: boolean;
  /** A foreign-origin mutation: the only right answer is 403. */
  expect403: boolean;
  contentType: string;
  tags: string[];
};

export type RunContext = {
  /** The app's origin as the browser would send it, e.g. http://127.0.0.1:8797. */
  origin: string;
  /** A valid honeypot timestamp, from the login page. */
  honeypot: string;
  /** The signed-in session's cookie value (el_session), for the member slices. */
  session?: string;
  /** The batch's client address (CF-Connecting-IP). */
  ip: string;
};

const resolve = (v: Value, ctx: RunContext): string => (typeof v === "string" ? v : v.ref === "session" ? (ctx.session ?? "") : ctx.honeypot);

/** Header values cannot carry CR, LF, NUL or characters beyond Latin-1 on the wire: those are percent-encoded. */
export function headerSafe(v: string): string {
  return v.replace(/[^\t\x20-\x7e\x80-\xff]/gu, (ch) => pct(ch));
}

export function expectsForbidden(method: string, origin: OriginKind): boolean {
  return !isSafeMethod(method) && (FOREIGN_ORIGINS as string[]).includes(origin);
}

function originHeader(kind: OriginKind, origin: string): [string, string][] {
  const url = new URL(origin);
  switch (kind) {
    case "same":
      return [["Origin", origin]];
    case "absent-referer":
      return [["Referer", `${origin}/m/home`]];
    case "absent-same-origin":
      return [["Sec-Fetch-Site", "same-origin"]];
    case "absent-cross-site":
      return [["Sec-Fetch-Site", "cross-site"]];
    case "absent-same-site":
      return [["Sec-Fetch-Site", "same-site"]];
    case "absent-none":
      return [["Sec-Fetch-Site", "none"]];
    case "absent-nothing":
      return [];
    case "absent-foreign-referer":
      return [["Referer", "https://evil.example/m/home"]];
    case "foreign":
      return [["Origin", "https://evil.example"]];
    case "foreign-null":
      return [["Origin", "null"]];
    case "foreign-port":
      return [["Origin", `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}`]];
    case "foreign-localhost":
      return [["Origin", `${url.protocol}//${url.hostname === "localhost" ? "127.0.0.1" : "localhost"}${url.port ? `:${url.port}` : ""}`]];
    case "foreign-trailing-slash":
      return [["Origin", `${origin}/`]];
    case "foreign-upper":
      return [["Origin", origin.toUpperCase()]];
  }
}

function encodeBody(spec: Spec, fields: [string, string][]): { body?: Buffer; contentType?: string } {
  const boundary = `----fuzz${Buffer.from(spec.noise.slice(0, 8)).toString("hex") || "0"}`;
  const urlencoded = () => fields.map(([k, v]) => `${formEncode(k)}=${formEncode(v)}`).join("&");
  const multipart = (opts: { file?: boolean; raw?: boolean } = {}) => {
    const parts: Buffer[] = [];
    fields.forEach(([k, v], i) => {
      const name = opts.raw ? k : k.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
      const file = opts.file && i === 0 ? `; filename="${opts.raw ? v.slice(0, 40) : "../../etc/passwd"}"\r\nContent-Type: application/octet-stream` : "";
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`), Buffer.from(v), Buffer.from("\r\n"));
    });
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(parts);
  };
  const noise = Buffer.from(spec.noise);
  switch (spec.encoding) {
    case "urlencoded":
      return { body: Buffer.from(urlencoded()), contentType: "application/x-www-form-urlencoded" };
    case "urlencoded-raw":
      return { body: Buffer.from(fields.map(([k, v]) => `${k}=${v}`).join("&")), contentType: "application/x-www-form-urlencoded" };
    case "urlencoded-charset":
      return { body: Buffer.from(urlencoded()), contentType: "application/x-www-form-urlencoded; charset=utf-16" };
    case "multipart":
      return { body: multipart(), contentType: `multipart/form-data; boundary=${boundary}` };
    case "multipart-file":
      return { body: multipart({ file: true }), contentType: `multipart/form-data; boundary=${boundary}` };
    case "multipart-header-injection":
      return { body: multipart({ raw: true, file: true }), contentType: `multipart/form-data; boundary=${boundary}` };
    case "multipart-no-boundary":
      return { body: multipart(), contentType: "multipart/form-data" };
    case "multipart-wrong-boundary":
      return { body: multipart(), contentType: `multipart/form-data; boundary=x${boundary}` };
    case "multipart-truncated": {
      const full = multipart();
      return {
        body: full.subarray(0, Math.max(1, Math.floor(full.length * ((spec.noise[0] ?? 128) / 256)))),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }
    case "json":
      return { body: Buffer.from(JSON.stringify(Object.fromEntries(fields))), contentType: "application/json" };
    case "json-broken":
      return { body: Buffer.from(`{"${fields[0]?.[0] ?? "a"}":`), contentType: "application/json" };
    case "text":
      return { body: Buffer.from(fields.map(([k, v]) => `${k}=${v}`).join("\r\n")), contentType: "text/plain;charset=UTF-8" };
    case "xml":
      return {
        body: Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE f [<!ENTITY x SYSTEM "file:///etc/passwd">]><form>${fields.map(([k]) => `<${k.replace(/\W/g, "_") || "f"}>&x;</${k.replace(/\W/g, "_") || "f"}>`).join("")}</form>`,
        ),
        contentType: "application/xml",
      };
    case "no-content-type":
      return { body: Buffer.from(urlencoded()) };
    case "empty":
      return {};
    case "octets":
      return {
        body: noise,
        contentType: ["application/x-www-form-urlencoded", `multipart/form-data; boundary=${boundary}`, "application/octet-stream"][(spec.noise[1] ?? 0) % 3],
      };
    case "odd-content-type":
      return {
        body: Buffer.from(urlencoded()),
        contentType: [
          "application/x-www-form-urlencoded, multipart/form-data",
          ";;;",
          "multipart/form-data; boundary=",
          'multipart/form-data; boundary="unterminated',
          "application/x-www-form-urlencoded; charset=nope",
          "text/html",
          "application/x-www-form-urlencoded;" + "a=b;".repeat(500),
          "APPLICATION/X-WWW-FORM-URLENCODED",
        ][(spec.noise[2] ?? 0) % 8],
      };
  }
}

export function materialize(spec: Spec, ctx: RunContext): FuzzRequest {
  const fields = spec.fields.map(([k, v]) => [k, resolve(v, ctx)] as [string, string]);
  const qs = [spec.query.map(([k, v]) => `${formEncode(k)}=${formEncode(v)}`).join("&"), encodePathSegment(spec.rawQuery).replace(/%3F/g, "?")]
    .filter(Boolean)
    .join("&");
  const target = `${spec.path}${qs ? `?${qs}` : ""}`;
  const headers: [string, string][] = [["CF-Connecting-IP", ctx.ip], ...originHeader(spec.origin, ctx.origin)];
  // A random Sec-Fetch-Site never overrides what the origin kind says, nor makes a foreign mutation look like ours.
  const keepsOrigin = expectsForbidden(spec.method, spec.origin) || headers.some(([h]) => h === "Sec-Fetch-Site" || h === "Origin");
  for (const [k, v] of spec.headers) if (!(k === "Sec-Fetch-Site" && keepsOrigin)) headers.push([k, headerSafe(v)]);
  const cookiePairs = spec.cookies.map((c) => `${c.name}=${resolve(c.value, ctx)}`).map(headerSafe);
  if (cookiePairs.length) {
    if (spec.splitCookieHeader) {
      const half = Math.ceil(cookiePairs.length / 2);
      headers.push(["Cookie", cookiePairs.slice(0, half).join("; ")], ["Cookie", cookiePairs.slice(half).join("; ")]);
    } else headers.push(["Cookie", cookiePairs.join("; ")]);
  }
  const { body, contentType } = isSafeMethod(spec.method) ? {} : encodeBody(spec, fields);
  if (contentType !== undefined) headers.push(["Content-Type", contentType]);
  const signedIn = spec.cookies.some((c) => typeof c.value === "object");
  return {
    // A member spec whose session was minimised away is a guest's request.
    slice: spec.slice === "member" || spec.slice === "agent" ? (signedIn ? spec.slice : "guest") : spec.slice,
    route: spec.route,
    method: spec.method,
    target,
    headers,
    body,
    chunked: spec.chunked,
    expect403: expectsForbidden(spec.method, spec.origin),
    contentType: contentType ?? "(none)",
    tags: tagsOf(spec),
  };
}

// ---------------------------------------------------------------------------------------------
// The property

export type Answer = { status: number; location?: string | null; error?: string };

/**
 * What every answer must satisfy. Empty = fine.
 *   - a status below 500 (a malformed request is the client's fault: 4xx, or handled: 2xx/3xx);
 *   - a mutation from a foreign origin is refused with 403 before any action runs;
 *   - a redirect never leaves the site (hostile redirectTo values must not become open redirects).
 */
export function verdict(req: FuzzRequest, answer: Answer, origin: string): string[] {
  const problems: string[] = [];
  if (answer.error) {
    problems.push(`no answer: ${answer.error}`);
    return problems;
  }
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (req.expect403 && answer.status !== 403) problems.push(`foreign-origin ${req.method} answered ${answer.status}, not 403`);
  if (answer.location) {
    let to: URL | null = null;
    try {
      to = new URL(answer.location, new URL(req.target, origin));
    } catch {
      problems.push(`unparsable Location ${JSON.stringify(answer.location)}`);
    }
    if (to && to.origin !== new URL(origin).origin) problems.push(`redirect off the site: ${JSON.stringify(answer.location)}`);
  }
  return problems;
}

export type StatusClass = "2xx" | "3xx" | "4xx" | "5xx" | "err";
export function statusClass(answer: Answer): StatusClass {
  if (answer.error) return "err";
  return answer.status >= 500 ? "5xx" : answer.status >= 400 ? "4xx" : answer.status >= 300 ? "3xx" : "2xx";
}

// ---------------------------------------------------------------------------------------------
// The fixed corpus

const blank = (route: string, slice: Slice, method: string, path = route): Spec => ({
  slice,
  route,
  method,
  path,
  query: [],
  rawQuery: "",
  fields: [],
  encoding: isSafeMethod(method) ? "empty" : "urlencoded",
  noise: new Uint8Array([7, 1, 3, 5, 11, 13, 17, 19]),
  cookies: [],
  splitCookieHeader: false,
  headers: [],
  origin: "same",
  chunked: false,
});

/**
 * A fixed set of requests every run sends besides the generated ones: each body kind to each
 * action, a forged signature on each cookie, forged honeypots, CR/LF/TAB and off-site redirect
 * targets, an unknown lottery code to the launcher. The classes of bug the suite was written
 * against are then tried on every run, whatever the seed.
 */
export function corpusSpecs(routes: RouteInfo[]): Spec[] {
  const out: Spec[] = [];
  const actions = routes.filter((r) => r.hasAction && r.pattern.startsWith("/m"));
  const bodies: Encoding[] = ["json", "text", "xml", "no-content-type", "multipart-no-boundary", "multipart-truncated", "urlencoded-charset", "octets"];
  for (const r of actions) {
    for (const encoding of bodies)
      out.push({
        ...blank(r.pattern, "guest", "POST"),
        encoding,
        fields: [
          ["intent", "x"],
          ["redirectTo", "/m/home"],
        ],
      });
  }
  const forged = base64(JSON.stringify({ key: "toast.signed_in", kind: "success", required: true, username: "demo" }));
  for (const name of COOKIES) {
    for (const value of [`${forged}.!!!`, `${forged}.AAAA`, "%E0%A4%A", "a.b.c", forged]) {
      out.push({ ...blank("/m/login", "guest", "GET"), cookies: [{ name, value, kind: "corpus" }] });
      out.push({
        ...blank("/m/home", "member", "GET"),
        cookies: [
          { name: "el_session", value: { ref: "session" }, kind: "real-session" },
          { name, value, kind: "corpus" },
        ],
      });
    }
  }
  const tokenShaped = Buffer.alloc(SEALED_MIN_BYTES + 8, 7).toString("base64");
  for (const route of [...HONEYPOT_ROUTES]) {
    for (const from of [tokenShaped, WRONG_KEY_TOKEN, "garbage", ""]) {
      out.push({
        ...blank(route, "guest", "POST"),
        fields: [
          [HONEYPOT_NAME, ""],
          [HONEYPOT_FROM, from],
          ["username", "demo"],
          ["password", "wrong1"],
        ],
      });
    }
  }
  const targets = [
    "/m/home\r\nX-Injected: 1",
    "/m/home\nx",
    "/\t/evil.example",
    "/\\evil.example",
    "//evil.example",
    "https://evil.example/",
    "/%2f%2fevil.example",
    "/m/home?x=\u0000",
  ];
  for (const [route, field] of [
    ["/m/preferences", "redirectTo"],
    ["/m/gameFavourite", "returnTo"],
    ["/m/launchGame", "pageBack"],
    ["/m/webEmail", "redirectTo"],
  ] as const) {
    for (const t of targets) {
      const fields: [string, Value][] =
        route === "/m/preferences"
          ? [
              ["intent", "balance"],
              ["hidden", "1"],
            ]
          : route === "/m/gameFavourite"
            ? [
                ["nodeId", "10001"],
                ["vendor", "SPN"],
                ["intent", "add"],
              ]
            : route === "/m/webEmail"
              ? [["intent", "allRead"]]
              : [
                  ["vendor", "SPN"],
                  ["gameId", "SPN-0001"],
                ];
      const slice: Slice = route === "/m/preferences" ? "guest" : "member";
      const cookies: SpecCookie[] = slice === "member" ? [{ name: "el_session", value: { ref: "session" }, kind: "real-session" }] : [];
      out.push({ ...blank(route, slice, "POST"), fields: [...fields, [field, t]], cookies });
    }
  }
  for (const t of targets)
    out.push({
      ...blank("/m/login", "member", "GET"),
      query: [["redirectTo", t]],
      cookies: [{ name: "el_session", value: { ref: "session" }, kind: "real-session" }],
    });
  for (const code of ["NOPE99", "ZZZZZZZZZZZZZZZZZZZZ", "EL2D"]) {
    out.push({
      ...blank("/m/launchGame", "member", "GET"),
      query: [
        ["playType", "trad"],
        ["prize_mode", "Lott"],
        ["code", code],
      ],
      cookies: [{ name: "el_session", value: { ref: "session" }, kind: "real-session" }],
    });
  }
  for (const gameId of ["NOPE99", "SPN-9999"]) {
    out.push({
      ...blank("/m/launchGame", "member", "POST"),
      fields: [
        ["vendor", "SPN"],
        ["gameId", gameId],
        ["respond", "data"],
      ],
      cookies: [{ name: "el_session", value: { ref: "session" }, kind: "real-session" }],
    });
  }
  out.push({ ...blank("/m/login", "guest", "POST"), headers: [["X-Forwarded-Host", "evil.example"]], fields: [["intent", "login"]] });
  // Paths that decode to something odd: backslashes, doubled slashes, dot segments, broken escapes, NUL.
  for (const path of [
    "/%5c%5c",
    "/%5C/%2f",
    "//m/home",
    "/m//home",
    "/m/%2e%2e/%2e%2e/",
    "/%2f%2fevil.example",
    "/m/home%00",
    "/m/%E0%A4%A",
    "/m/home%2F..%2F..",
    "/m/home.data/x",
  ]) {
    out.push({ ...blank(path.startsWith("/m/") ? "/m/*" : "/*", "guest", "GET"), path });
  }
  return out;
}
