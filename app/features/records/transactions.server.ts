import type { LedgerKindFilter } from "@contract/ledger-kinds";
import { isAgent } from "@contract/member-types";
import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { fetchTransactions } from "~/gateway-client/records.server";
import { formatDate } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { operatorClock } from "~/rules/operator-time";
import { loadRecordPage } from "./record-page.server";
import type { RecordPageData } from "./RecordPage";
import type { TotalsFigures } from "./RecordTotals";
import { kindFilterValues } from "./transaction-kinds";

/** One entry as the page shows it: money, day and time formatted here, so server and browser agree. */
export type TransactionRow = {
  id: number;
  kind: string;
  /** Signed, with the symbol: "+₱1,000.00", "-₱50.00". */
  amount: string;
  /** 1 credit (green), -1 debit (red), 0 neither. */
  sign: -1 | 0 | 1;
  balanceAfter: string;
  reference: string;
  /** The operator's day (YYYY-MM-DD) and time (HH:mm:ss), UTC+8. */
  day: string;
  time: string;
};

/** Totals over the whole filtered period; null when the page failed. */
export type TransactionRecordData = RecordPageData<TransactionRow, TotalsFigures> & {
  /** §2 ?types=A for an agent type (1, 2, 41, 42): only their own agent entries. */
  agent: boolean;
};

const signed = (amount: number, symbol: string) => (amount > 0 ? `+${formatMoney(amount, symbol)}` : formatMoney(amount, symbol));
const sign = (n: number): -1 | 0 | 1 => (n > 0 ? 1 : n < 0 ? -1 : 0);

/**
 * /m/transaction/record: the member's ledger entries for the URL's period, kind
 * and page. The agent variant (?types=A) is for agent types only; anyone else gets the normal
 * view (and links without types=A). A failing gateway is the page's error state with retry, except
 * for the infinite scroll's request (more=1), which answers `failed` so the list offers a retry.
 */
export function loadTransactionRecord(args: LoaderFunctionArgs<AppLoadContext>): Promise<TransactionRecordData> {
  return loadRecordPage(args, {
    shape: (params, member) => {
      const agent = params.get("types") === "A" && isAgent(member.type);
      return { url: { filterParam: "kind", keep: agent ? [["types", "A"]] : [] }, values: kindFilterValues(agent), own: { agent } };
    },
    fetch: (member, query, { agent }) =>
      fetchTransactions(args.context.gateway, member.token, {
        from: query.period.from,
        to: query.period.to,
        kind: query.filter as LedgerKindFilter | null,
        page: query.page,
        agent,
      }),
    page: (answer) => {
      const symbol = answer.currencySymbol;
      const t = answer.totals;
      return {
        items: answer.items.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: signed(e.amount, symbol),
          sign: sign(e.amount),
          balanceAfter: formatMoney(e.balanceAfter, symbol),
          reference: e.reference,
          day: formatDate(e.createdAt),
          time: operatorClock(e.createdAt).format("HH:mm:ss"),
        })),
        page: answer.page,
        totalPages: answer.totalPages,
        totals: {
          count: t.count,
          credits: formatMoney(t.credits, symbol),
          debits: formatMoney(t.debits, symbol),
          net: signed(t.net, symbol),
          netSign: sign(t.net),
        },
      };
    },
  });
}
