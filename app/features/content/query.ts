import { z } from "zod";

/** Page-number and id query parameters of the content pages, validated (the server is the source of truth). */
export const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1);
export const IdParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)
  .nullable()
  .catch(null);

export function pageOf(url: URL): number {
  return PageParam.parse(url.searchParams.get("page") ?? 1);
}

/** The id asked for, or null when there is none (or it is not a valid id). */
export function idOf(url: URL, name = "id"): number | null {
  const raw = url.searchParams.get(name);
  return raw === null || raw === "" ? null : IdParam.parse(raw);
}

/** §2 Help centre: the initially open item from ?i (numeric, default 0), clamped to the list. */
export function helpIndexOf(url: URL, count: number): number {
  const i = z.coerce
    .number()
    .int()
    .min(0)
    .catch(0)
    .parse(url.searchParams.get("i") ?? 0);
  return count === 0 ? 0 : Math.min(i, count - 1);
}
