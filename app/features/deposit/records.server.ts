import type { DepositStatus } from "@contract/schemas/deposit";
import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import type { RecordUrl } from "~/features/records/query";
import { loadRecordPage } from "~/features/records/record-page.server";
import type { RecordPageData } from "~/features/records/RecordPage";
import { fetchDeposits } from "~/gateway-client/deposit.server";
import { formatDate } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { operatorClock } from "~/rules/operator-time";
import { modulesOff } from "~/server/modules.server";
import { isUnpaidEwalletOrder } from "./cancel";
import { DEPOSIT_STATUSES } from "./statuses";

/** One deposit as the page shows it: money, day and time formatted here, so server and browser agree. */
export type DepositRow = {
  id: number;
  channelName: string;
  amount: string;
  fee: string | null;
  bonus: string | null;
  status: DepositStatus;
  reason: string | null;
  remark: string | null;
  payerName: string | null;
  transferAt: string | null;
  /** How many receipts (shown in the row's detail, 1-based). */
  receipts: number;
  /** An unpaid e-wallet order, which the member may cancel. */
  cancellable: boolean;
  day: string;
  time: string;
};

/** Totals over the whole filtered period; null when the page failed. */
export type DepositRecordData = RecordPageData<DepositRow, { count: number; amount: string; credited: string }>;

const PAGE_SIZE = 20;
const URL_SHAPE: RecordUrl = { filterParam: "status" };

/**
 * /m/vouReport: the member's deposit orders for the
 * URL's period, status (All by default) and page. A failing gateway is the page's error state with
 * retry, except for the infinite scroll's request (more=1), which answers `failed`.
 */
export function loadDepositRecord(args: LoaderFunctionArgs<AppLoadContext>): Promise<DepositRecordData> {
  return loadRecordPage(args, {
    shape: () => ({ url: URL_SHAPE, values: DEPOSIT_STATUSES, own: {} }),
    fetch: async (member, query) => {
      const [answer, off] = await Promise.all([
        fetchDeposits(args.context.gateway, member.token, {
          from: query.period.from,
          to: query.period.to,
          page: query.page,
          pageSize: PAGE_SIZE,
          ...(query.filter !== null && { status: query.filter as DepositStatus }),
        }),
        modulesOff(args.context),
      ]);
      // A gateway without receipts (contract/capabilities.ts) serves none: no thumbnails that could not load.
      return off.includes("depositReceipts") ? { ...answer, list: answer.list.map((d) => ({ ...d, receipts: 0 })) } : answer;
    },
    page: (answer) => {
      const symbol = answer.currencySymbol;
      return {
        items: answer.list.map((d) => ({
          id: d.id,
          channelName: d.channelName,
          amount: formatMoney(d.amount, symbol),
          fee: d.fee > 0 ? formatMoney(d.fee, symbol) : null,
          bonus: d.bonus ? formatMoney(d.bonus, symbol) : null,
          status: d.status,
          reason: d.status === "failed" && d.reason ? d.reason : null,
          remark: d.remark,
          payerName: d.payerName,
          transferAt: d.transferAt === null ? null : operatorClock(d.transferAt).format("YYYY-MM-DD HH:mm"),
          receipts: d.receipts,
          cancellable: isUnpaidEwalletOrder(d),
          day: formatDate(d.createdAt),
          time: operatorClock(d.createdAt).format("HH:mm:ss"),
        })),
        page: answer.page,
        totalPages: answer.totalPages,
        totals: { count: answer.total, amount: formatMoney(answer.totalAmount, symbol), credited: formatMoney(answer.totalCredited, symbol) },
      };
    },
  });
}
