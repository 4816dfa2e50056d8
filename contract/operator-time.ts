/**
 * The operator's time zone offset, for the app and the embedded gateway alike: the Philippines
 * (Asia/Manila), UTC+8 all year, with no daylight saving. The app's clock helpers
 * (app/rules/operator-time.ts) and the gateway's record ranges both read it from here.
 */
export const OPERATOR_UTC_OFFSET_MINUTES = 8 * 60;
