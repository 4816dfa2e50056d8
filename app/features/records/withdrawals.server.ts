import type { WithdrawalStatus } from "@contract/schemas/wallet";
import type { ActionFunctionArgs, LoaderFunctionArgs, AppLoadContext } from "react-router";
import { z } from "zod";
import { fetchWallet } from "~/gateway-client/account.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { cancelWithdrawal, fetchWithdrawTerms, fetchWithdrawals } from "~/gateway-client/wallet.server";
import { formatDate } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { operatorClock } from "~/rules/operator-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import type { RecordUrl } from "./query";
import { loadRecordPage } from "./record-page.server";
import type { RecordPageData } from "./RecordPage";
import { WITHDRAWAL_STATUSES } from "./withdrawal-statuses";

/** One withdrawal as the page shows it: money, day and time formatted here, so server and browser agree. */
export type WithdrawalRow = {
  id: number;
  /** "₱1,000.00": what left the balance (the fee is taken from it). */
  amount: string;
  /** Null when there is none. */
  fee: string | null;
  status: WithdrawalStatus;
  bankName: string;
  last4: string;
  /** The operator's reason, on a rejected order (null when none was given). */
  reason: string | null;
  /** The operator's day (YYYY-MM-DD) and time (HH:mm:ss), UTC+8, of the request. */
  day: string;
  time: string;
  /** A pending order the member may cancel (RG-13: only where the market allows it). */
  cancellable: boolean;
};

/** Totals over the whole filtered period (the gateway's total and totalAmount); null when the page failed. */
export type WithdrawRecordData = RecordPageData<WithdrawalRow, { count: number; amount: string }>;

const PAGE_SIZE = 20;
const URL_SHAPE: RecordUrl = { filterParam: "status" };

/**
 * /m/withdrawReport: the member's withdrawal orders for the URL's period, status and
 * page. A failing gateway is the page's error state with retry, except for the infinite scroll's
 * request (more=1), which answers `failed` so the list offers a retry.
 */
export function loadWithdrawRecord(args: LoaderFunctionArgs<AppLoadContext>): Promise<WithdrawRecordData> {
  return loadRecordPage(args, {
    shape: () => ({ url: URL_SHAPE, values: WITHDRAWAL_STATUSES, own: {} }),
    // The withdrawal records carry no currency: the wallet's symbol formats their money. Both calls
    // settle before either failure is handled, so none is left running after the answer.
    fetch: async (member, query) => {
      const [records, wallet, terms] = await Promise.allSettled([
        fetchWithdrawals(args.context.gateway, member.token, {
          from: query.period.from,
          to: query.period.to,
          page: query.page,
          pageSize: PAGE_SIZE,
          ...(query.filter !== null && { status: query.filter as WithdrawalStatus }),
        }),
        fetchWallet(args.context.gateway, member.token),
        fetchWithdrawTerms(args.context.gateway, member.token),
      ]);
      if (records.status === "rejected") throw records.reason;
      if (wallet.status === "rejected") throw wallet.reason;
      // Without the terms the page still lists the orders; it only offers no Cancel.
      const cancelAllowed = terms.status === "fulfilled" && terms.value.cancelAllowed;
      return { answer: records.value, symbol: wallet.value.currencySymbol, cancelAllowed };
    },
    page: ({ answer, symbol, cancelAllowed }) => ({
      items: answer.list.map((w) => ({
        id: w.id,
        amount: formatMoney(w.amount, symbol),
        fee: w.fee > 0 ? formatMoney(w.fee, symbol) : null,
        status: w.status,
        bankName: w.bankName,
        last4: w.last4,
        reason: w.status === "rejected" && w.reason ? w.reason : null,
        day: formatDate(w.createdAt),
        time: operatorClock(w.createdAt).format("HH:mm:ss"),
        cancellable: cancelAllowed && w.status === "pending",
      })),
      page: answer.page,
      totalPages: answer.totalPages,
      totals: { count: answer.total, amount: formatMoney(answer.totalAmount, symbol) },
    }),
  });
}

const CancelForm = z.object({ intent: z.literal("cancel"), id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const CANCEL_REFUSALS: Record<string, string> = {
  "withdraw.cancel.unavailable": "records.withdrawals.cancelUnavailable",
  "withdraw.cancel.state": "records.withdrawals.cancelState",
  "withdraw.cancel.not.found": "records.withdrawals.cancelNotFound",
};

/**
 * POST /m/withdrawReport intent=cancel id=<order> (RG-13, decision 041): the member takes a
 * pending withdrawal back; the gateway returns the hold to the wallet where the market allows it.
 * Back to the same list with a toast either way (works without JavaScript); bad input changes nothing.
 */
export async function cancelWithdrawAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const form = await readFormData(request);
  const parsed = CancelForm.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return redirectWithToast(back, { key: "records.withdrawals.cancelNotFound", kind: "short", tone: "error" }, context);
  try {
    const [done, wallet] = await Promise.all([
      cancelWithdrawal(context.gateway, member.token, parsed.data.id),
      fetchWallet(context.gateway, member.token).catch(() => null),
    ]);
    const amount = formatMoney(done.amount, wallet?.currencySymbol ?? "₱");
    return redirectWithToast(back, { key: "records.withdrawals.cancelDone", kind: "short", tone: "success", params: { amount } }, context);
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e) || e.kind !== "business") return gatewayFailure(e, request, context);
    return redirectWithToast(back, { key: CANCEL_REFUSALS[e.code ?? ""] ?? "records.withdrawals.cancelState", kind: "short", tone: "error" }, context);
  }
}
