/**
 * Browser and operating system from a User-Agent, for the sign-in history: names a
 * player recognises ("Chrome", "Android"), never versions. Order matters: most browsers also
 * announce Chrome or Safari, and iPhones announce "like Mac OS X", so the specific tokens are
 * looked for first. Anything not recognised is null (the page shows "unknown device").
 */
export type Device = { browser: string | null; os: string | null };

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, "Samsung Internet"],
  [/\b(?:OPR|OPT|OPiOS)\/|Opera/, "Opera"],
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, "Edge"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/(?:Chrome|CriOS)\//, "Chrome"], // also HeadlessChrome (automated browsers)
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux|X11/, "Linux"],
];

export function parseUserAgent(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  const find = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
}
