import { bpToPercent } from "@contract/rebate-rules";
import { IDEMPOTENCY_KEY } from "@contract/wallet-rules";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { z } from "zod";
import { rgRefusalMessage } from "~/features/rg/play/refusal-message";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { claimRebate, fetchRebateAccrued, fetchRebateHistory } from "~/gateway-client/rebates.server";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { R, manualRebateHref, readManualRebateUrl } from "./paths";

/**
 * The manual rebate page's loader and action (P-REB-01, decision 037; its URL:
 * paths.ts). The claim is a plain POST with a hidden idempotency key made for each render; the gateway
 * re-derives the amount, so the form carries nothing else.
 */

export async function loadManualRebate({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "rebates");
  const member = await requireMember(request, context);
  const { tab, range } = readManualRebateUrl(new URL(request.url).searchParams);
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const [accrued, history] = await Promise.all([
    fetchRebateAccrued(context.gateway, member.token).catch(fail),
    tab === "history" ? fetchRebateHistory(context.gateway, member.token, range).catch(fail) : null,
  ]);
  const money = (n: number) => formatMoney(n, accrued.currencySymbol);
  return {
    tab,
    range,
    // A new key for every render: a double submit of this render pays once, the next render gets a new one.
    idempotencyKey: crypto.randomUUID(),
    claim: {
      enabled: accrued.enabled,
      today: accrued.today,
      rows: accrued.rows.map((r) => ({
        category: r.category,
        validTurnover: money(r.validTurnover),
        rate: bpToPercent(r.rateBp),
        claimable: money(r.claimable),
        claimableValue: r.claimable,
      })),
      earlier:
        accrued.earlier.days > 0
          ? { ...accrued.earlier, validTurnover: money(accrued.earlier.validTurnover), claimable: money(accrued.earlier.claimable) }
          : null,
      total: money(accrued.total),
      totalValue: accrued.total,
      min: money(accrued.min),
      canClaim: accrued.canClaim,
    },
    history: history && {
      items: history.items.map((h) => ({
        id: h.id,
        time: formatDateTime(h.createdAt),
        createdAt: h.createdAt,
        category: h.category,
        day: h.day,
        amount: `+${money(h.amount)}`,
        balanceAfter: money(h.balanceAfter),
      })),
      total: money(history.total),
    },
  };
}

export type ManualRebateData = Awaited<ReturnType<typeof loadManualRebate>>;

const ClaimForm = z.object({ idempotencyKey: z.string().regex(IDEMPOTENCY_KEY) });

/** A refusal shown on the page: a translation key and its values. */
export type ClaimRefusal = { key: string; params?: Record<string, string> };

const refused = (key: string, params?: Record<string, string>) => data({ refusal: { key, params } satisfies ClaimRefusal }, { status: 400 });

/** Claims everything owed; refusals are shown on the page with their values (the minimum), a success goes to the history with a toast. */
export async function claimManualRebate({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "rebates");
  const member = await requireMember(request, context);
  const form = await readFormData(request);
  const parsed = ClaimForm.safeParse({ idempotencyKey: form.get("idempotencyKey") });
  if (!parsed.success) return refused(`${R}.claim.mismatch`);
  try {
    await claimRebate(context.gateway, member.token, { idempotencyKey: parsed.data.idempotencyKey });
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e) || e.kind !== "business") return gatewayFailure(e, request, context);
    // A responsible-gaming block: which one and until when.
    const rg = rgRefusalMessage(e);
    if (rg) return refused(rg.key, rg.params);
    const value = (e.value ?? {}) as { min?: number; total?: number };
    switch (e.code) {
      case "rebate.off":
        return refused(`${R}.claim.off`);
      case "rebate.claim.min": {
        const symbol = (await fetchRebateAccrued(context.gateway, member.token).catch(() => null))?.currencySymbol ?? "₱";
        return refused(`${R}.claim.belowMin`, { min: formatMoney(value.min ?? 0, symbol), total: formatMoney(value.total ?? 0, symbol) });
      }
      case "rebate.claim.already":
        return refused(`${R}.claim.already`);
      case "idempotency.key.format":
      case "idempotency.mismatch":
        return refused(`${R}.claim.mismatch`);
      default:
        // A responsible-gaming block or any refusal this page does not know yet.
        return refused(`${R}.claim.blocked`);
    }
  }
  return redirectWithToast(manualRebateHref("history"), { key: `${R}.claim.toastDone`, kind: "success", tone: "success" }, context);
}
