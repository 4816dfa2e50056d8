import { IDEMPOTENCY_KEY } from "@contract/wallet-rules";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { rgRefusalToast } from "~/features/rg/play/refusal-message";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { claimReward, fetchRewards } from "~/gateway-client/rewards.server";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember, safeRedirectTarget } from "~/session/auth.server";
import { R, claimableHere } from "./view";

export const REWARD_CENTRE_PATH = "/m/rewardCenter";

/**
 * The claim every page posts (the claim form contract): `intent` claim (one `key`) or
 * claimAll, a hidden `idempotencyKey`, an optional `redirectTo` (a page of this app under /m/,
 * else the reward centre). The gateway re-derives and pays; this answers with a toast and a
 * redirect, so the form works without JavaScript. A second submit of the same form finds the
 * reward claimed: "already claimed", nothing paid.
 */
const ClaimForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("claim"), key: z.string().trim().min(1).max(200), idempotencyKey: z.string().regex(IDEMPOTENCY_KEY) }),
  z.object({ intent: z.literal("claimAll"), idempotencyKey: z.string().regex(IDEMPOTENCY_KEY) }),
]);

/** The toast key of a refused claim, or null for a failure that is not a refusal (the error page's). */
export function claimRefusalKey(e: unknown): string | null {
  if (!isGatewayError(e) || e.kind !== "business" || !e.code) return null;
  switch (e.code) {
    case "reward.not_found":
      return `${R}.toast.notFound`;
    case "reward.already":
      return `${R}.toast.already`;
    case "reward.not_claimable":
      return `${R}.toast.notClaimable`;
    case "reward.elsewhere":
      return `${R}.toast.elsewhere`;
    case "idempotency.key.format":
      return `${R}.toast.invalid`;
    default:
      // A responsible-gaming refusal or any other business code.
      return endsSession(e) ? null : `${R}.toast.refused`;
  }
}

export async function claimAction(request: Request, context: AppLoadContext): Promise<Response> {
  const member = await requireMember(request, context);
  const form = await readFormData(request);
  const back = safeRedirectTarget(form.get("redirectTo"), request, REWARD_CENTRE_PATH);
  const error = (key: string) => redirectWithToast(back, { key, kind: "message", tone: "error" }, context);
  const parsed = ClaimForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return error(`${R}.toast.invalid`);
  const input = parsed.data;
  const refusedOrFail = async (e: unknown) => {
    // A responsible-gaming block: says which and until when.
    const rg = rgRefusalToast(e);
    if (rg) return redirectWithToast(back, rg, context);
    const key = claimRefusalKey(e);
    if (!key) return gatewayFailure(e, request, context);
    return error(key);
  };

  if (input.intent === "claim") {
    try {
      const done = await claimReward(context.gateway, member.token, { key: input.key, idempotencyKey: input.idempotencyKey });
      return redirectWithToast(
        back,
        { key: `${R}.toast.claimed`, kind: "short", tone: "success", params: { amount: formatMoney(done.amount, done.currencySymbol) } },
        context,
      );
    } catch (e) {
      return refusedOrFail(e);
    }
  }

  // Claim all: each claimable reward claimed on its own (one ledger batch each), in the list's order.
  const open = await fetchRewards(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  const keys = claimableHere(open.claimable).map((r) => r.key);
  let total = 0;
  let claimed = 0;
  let firstRefusal: unknown = null;
  for (const [i, key] of keys.entries()) {
    try {
      const done = await claimReward(context.gateway, member.token, { key, idempotencyKey: `${input.idempotencyKey.slice(0, 56)}-${i}` });
      total += done.amount;
      claimed += 1;
    } catch (e) {
      if (!claimRefusalKey(e)) return gatewayFailure(e, request, context);
      firstRefusal ??= e;
    }
  }
  if (claimed === 0) return firstRefusal ? refusedOrFail(firstRefusal) : error(`${R}.toast.nothing`);
  return redirectWithToast(
    back,
    {
      key: `${R}.toast.claimedAll`,
      kind: "short",
      tone: "success",
      params: { count: claimed, amount: formatMoney(Math.round(total * 100) / 100, open.currencySymbol) },
    },
    context,
  );
}
