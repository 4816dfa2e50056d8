import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchWallet } from "~/gateway/account.server";
import type { WithdrawalStatus } from "~/gateway/wallet-schemas";
import { fetchWithdrawals } from "~/gateway/wallet.server";
import { formatDate } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { operatorClock } from "~/rules/operator-time";
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
};

/** Totals over the whole filtered period (the gateway's total and totalAmount); null when the page failed. */
export type WithdrawRecordData = RecordPageData<WithdrawalRow, { count: number; amount: string }>;

const PAGE_SIZE = 20;
const URL_SHAPE: RecordUrl = { filterParam: "status" };

/**
 * /m/withdrawReport (issue 13 §5): the member's withdrawal orders for the URL's period, status and
 * page. A failing gateway is the page's error state with retry, except for the infinite scroll's
 * request (more=1), which answers `failed` so the list offers a retry.
 */
export function loadWithdrawRecord(args: LoaderFunctionArgs): Promise<WithdrawRecordData> {
  return loadRecordPage(args, {
    shape: () => ({ url: URL_SHAPE, values: WITHDRAWAL_STATUSES, own: {} }),
    // The withdrawal records carry no currency: the wallet's symbol formats their money. Both calls
    // settle before either failure is handled, so none is left running after the answer.
    fetch: async (member, query) => {
      const [records, wallet] = await Promise.allSettled([
        fetchWithdrawals(args.context.gateway, member.token, {
          from: query.period.from,
          to: query.period.to,
          page: query.page,
          pageSize: PAGE_SIZE,
          ...(query.filter !== null && { status: query.filter as WithdrawalStatus }),
        }),
        fetchWallet(args.context.gateway, member.token),
      ]);
      if (records.status === "rejected") throw records.reason;
      if (wallet.status === "rejected") throw wallet.reason;
      return { answer: records.value, symbol: wallet.value.currencySymbol };
    },
    page: ({ answer, symbol }) => ({
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
      })),
      page: answer.page,
      totalPages: answer.totalPages,
      totals: { count: answer.total, amount: formatMoney(answer.totalAmount, symbol) },
    }),
  });
}
