import type { RegisterSource } from "@contract/registration";

/** The native shell announces itself in the user agent (§9 footer: "App...Ver"). */
const APP_USER_AGENT = /\bApp\w*Ver\b/;

/**
 * §3 registration source: APP (inside the operator's native app shell), PWA (installed web
 * app), WEBCLIP (iOS home-screen web clip) or H5 (a plain browser tab).
 */
export function detectRegisterSource(input: { userAgent: string; displayModeStandalone: boolean; iosStandalone: boolean }): RegisterSource {
  if (APP_USER_AGENT.test(input.userAgent)) return "APP";
  if (input.iosStandalone) return "WEBCLIP";
  if (input.displayModeStandalone) return "PWA";
  return "H5";
}
