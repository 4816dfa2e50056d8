import type { ModuleName } from "@contract/capabilities";

/** What a page of a module the gateway does not offer answers (app/server/modules.server.ts notOffered), with status 404. */
export type NotOfferedPayload = { notOffered: ModuleName };

/** The module a not-offered answer names, however it travelled (a route error response); else null. */
export function notOfferedModule(value: unknown): ModuleName | null {
  const v = value as { data?: { notOffered?: unknown } } | null;
  return typeof v === "object" && v !== null && typeof v.data?.notOffered === "string" ? (v.data.notOffered as ModuleName) : null;
}
