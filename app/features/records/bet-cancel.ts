/**
 * The bet detail's cancel form (research R-06), read by the action (the source of
 * truth, with the zod schema in bet-cancel.server.ts) and the confirm step. Messages are
 * translation keys under records.bets.cancel.
 *
 *   orderId        from the URL (/m/gameRecord/<orderId>), the order's number
 *   suborderIds    repeated hidden fields; none = every cancellable sub-order of the order
 *   idempotencyKey hidden, made by the loader for each render: a double submit refunds once
 */
export const C = "records.bets.cancel";

/** What the URL's order number must look like (bets-schemas.ts BetOrder.orderId). */
export const ORDER_ID = /^\d{6,20}$/;

/** The form's fields as the schema reads them (repeated suborderIds collected; a file is not text). */
export function cancelInput(orderId: string | undefined, form: FormData): unknown {
  const texts = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const key = form.get("idempotencyKey");
  return { orderId: orderId ?? "", suborderIds: texts("suborderIds"), idempotencyKey: typeof key === "string" ? key : undefined };
}

/**
 * The confirm step a URL asks for (?cancel=all or ?cancel=<sub-order id>), only when what it names
 * can be cancelled now; anything else shows no confirm step.
 */
export function confirmTarget(value: string | null, cancellable: readonly number[]): "all" | number | null {
  if (cancellable.length === 0 || value === null) return null;
  if (value === "all") return "all";
  const id = Number(value);
  return /^\d{1,12}$/.test(value) && cancellable.includes(id) ? id : null;
}
