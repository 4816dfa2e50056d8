import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { cancelDeposit } from "~/gateway-client/deposit.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast } from "~/session/auth.server";
import { CANCEL_INTENT } from "./cancel";

const CancelForm = z.object({ intent: z.literal(CANCEL_INTENT), id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const R = "deposit.result";
const REFUSALS: Record<string, string> = {
  "deposit.cancel.state": `${R}.cancelState`,
  "deposit.cancel.not.found": `${R}.cancelNotFound`,
};

/**
 * intent=cancelDeposit id=<order>: the member cancels their own unpaid e-wallet order so
 * it stops holding their deposit limit. Back to `back(id)` with a toast either way, so it works
 * without JavaScript; sending it twice answers done twice (the gateway treats a cancelled order as
 * done). Bad input changes nothing.
 */
export async function cancelDepositIntent(
  request: Request,
  context: AppLoadContext,
  token: string,
  form: FormData,
  back: (id: number | null) => string,
): Promise<Response> {
  const parsed = CancelForm.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return redirectWithToast(back(null), { key: `${R}.cancelNotFound`, kind: "short", tone: "error" }, context);
  const id = parsed.data.id;
  try {
    await cancelDeposit(context.gateway, token, id);
    return redirectWithToast(back(id), { key: `${R}.cancelDone`, kind: "short", tone: "success", params: { id } }, context);
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e) || e.kind !== "business") return gatewayFailure(e, request, context);
    return redirectWithToast(back(id), { key: REFUSALS[e.code ?? ""] ?? `${R}.cancelState`, kind: "short", tone: "error" }, context);
  }
}
