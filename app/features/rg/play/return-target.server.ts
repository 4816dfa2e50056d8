import { safeRedirectTarget } from "~/session/auth.server";
import { REALITY_CHECK_PATH } from "./paths";

/**
 * The page to return to: a page of this app under /m/ (the path checked like every redirect
 * target), with its query re-serialised. A launch URL's own query carries an encoded path
 * (pageBack=%2Fm%2Flottery), which the general check refuses anywhere in the value; in the query
 * it is only a value, so the path and the query are judged apart. Never this page itself.
 */
export function returnTarget(value: FormDataEntryValue | string | null | undefined, request: Request | URL): string {
  if (typeof value !== "string" || value === "") return "/m/home";
  const q = value.indexOf("?");
  // A refused path takes nothing of the value with it, not even its query.
  const path = safeRedirectTarget(q < 0 ? value : value.slice(0, q), request, "").replace(/[?#].*$/, "");
  if (path === "" || path.replace(/\/+$/, "") === REALITY_CHECK_PATH) return "/m/home";
  const search = q < 0 ? "" : new URLSearchParams(value.slice(q + 1).replace(/#.*$/, "")).toString();
  return search ? `${path}?${search}` : path;
}
