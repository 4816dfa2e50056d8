import { z } from "zod";
import { IdempotencyKey, OperatorDay } from "./common-requests";
import { GAME_TYPES } from "../games";

/*
 * Requests of the bet record and the personal report (§7 orders;
 * gateway/handlers/orders.ts). The days come first: a bad range is records.range.invalid (at most
 * 90 days back, never past today), whatever else is wrong.
 */

export const MAX_ORDER_PAGE_SIZE = 50;
export const DEFAULT_ORDER_PAGE_SIZE = 20;

const emptyIsNone = (v: unknown) => (v === "" ? undefined : v);

/** A bet order's id: 6–20 digits. */
export const OrderIdText = z.string().regex(/^\d{6,20}$/);

/** The bet statuses a record can be filtered by. */
export const BET_STATUSES = ["open", "won", "lost", "cancelled"] as const;

/** The member's bet orders placed in operator days from–to, newest first, paged. */
export const OrdersQuery = z.object({
  from: OperatorDay,
  to: OperatorDay,
  gameType: z.preprocess(emptyIsNone, z.enum(GAME_TYPES).optional()),
  status: z.preprocess(emptyIsNone, z.enum(BET_STATUSES).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
});

/** One order with its sub-orders (another member's or an unknown id is order.not.found). */
export const OrderDetailQuery = z.object({ orderId: OrderIdText });

/** Cancels open sub-orders of an order before their draw closes; no ids: every cancellable one. */
export const CancelSubordersRequest = z.object({
  orderId: z.union([OrderIdText, z.number().int().positive().transform(String)]),
  suborderIds: z.array(z.number().int().positive()).max(100).default([]),
  idempotencyKey: IdempotencyKey,
});

/** The personal report for operator days from–to. */
export const PersonalReportQuery = z.object({ from: OperatorDay, to: OperatorDay });
