import type { orderRecordQueryOf } from "../../contract/schemas/wallet-requests";
import { fail } from "../core/http";
import { DAY_MS, operatorDate, operatorDateStart } from "../core/operator-time";

/** Without dates: the 90 days up to today (the self-serve reach research §1.4 R-02 asks for). */
const DEFAULT_DAYS = 90;

export type OrderRecordQuery<S extends string> = {
  page: number;
  pageSize: number;
  status: S | undefined;
  /** Operator dates, both included, and the instants they span [start, end). */
  from: string;
  to: string;
  start: number;
  end: number;
};

/**
 * The query of an order record (withdrawals, deposits) read with its request schema
 * (contract/schemas/wallet-requests.ts orderRecordQueryOf): page, page size, an optional status,
 * and operator dates defaulting to the last 90 days. A bad query answers 400.
 */
export function orderRecordQuery<S extends string>(url: URL, now: number, schema: ReturnType<typeof orderRecordQueryOf<S>>): OrderRecordQuery<S> | Response {
  const q = schema.safeParse(Object.fromEntries(url.searchParams.entries()));
  if (!q.success) return fail("request.invalid", "The requested url is empty", 400);
  const to = q.data.to ?? operatorDate(now);
  const from = q.data.from ?? operatorDate(operatorDateStart(to)! - (DEFAULT_DAYS - 1) * DAY_MS);
  const start = operatorDateStart(from)!;
  const end = operatorDateStart(to)! + DAY_MS;
  if (start >= end) return fail("request.invalid", "The requested url is empty", 400);
  return { page: q.data.page, pageSize: q.data.pageSize, status: q.data.status as S | undefined, from, to, start, end };
}
