/**
 * What browsers throw when a request or a script never arrived (offline, a dropped mobile link): a
 * page's data (fetch) or a route's code (dynamic import). Each engine words it its own way.
 */
const NETWORK_FAILURES = [
  /^Failed to fetch/, // Chromium: fetch, and "Failed to fetch dynamically imported module"
  /^NetworkError when attempting to fetch resource/, // Firefox: fetch
  /^error loading dynamically imported module/, // Firefox: import
  /^Load failed$/, // WebKit: fetch
  /^Importing a module script failed/, // WebKit: import
];

/** True for an error that means the network failed, not the app: §8's "network slow/offline" case. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_FAILURES.some((pattern) => pattern.test(error.message));
}
