import { now as clockNow } from "@contract/clock";
import { bpToPercent } from "@contract/rebate-rules";
import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { recordCalendar } from "~/features/records/period";
import { readRecordQuery, type RecordUrl } from "~/features/records/query";
import { isGatewayError } from "~/gateway-client/errors";
import { fetchRebateReport } from "~/gateway-client/rebates.server";
import { formatMoney } from "~/rules/money";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { R } from "./paths";

/**
 * The rebate report's loader (P-REB-02, decision 037): the records' period
 * (period=today|yesterday|7d|30d|custom, from, to; the records' bounds) and `page`. PLAYREBATE3 off
 * sends the member back to the member centre with a message.
 */
export const REBATE_REPORT_URL: RecordUrl = { filterParam: "category" };
const PAGE_SIZE = 20;
const MEMBER_CENTRE = "/m/mine";

export async function loadRebateReport({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "rebates");
  const member = await requireMember(request, context);
  const now = clockNow();
  const { query, adjusted } = readRecordQuery(new URL(request.url).searchParams, now, { param: REBATE_REPORT_URL.filterParam, values: [] });
  let answer;
  try {
    answer = await fetchRebateReport(context.gateway, member.token, { from: query.period.from, to: query.period.to, page: query.page, pageSize: PAGE_SIZE });
  } catch (e) {
    if (isGatewayError(e) && e.code === "rebate.report.off") {
      throw await redirectWithToast(MEMBER_CENTRE, { key: `${R}.report.off`, kind: "message", tone: "error" }, context);
    }
    return gatewayFailure(e, request, context);
  }
  const money = (n: number) => formatMoney(n, answer.currencySymbol);
  return {
    query: { ...query, page: answer.page },
    url: REBATE_REPORT_URL,
    adjusted,
    bounds: recordCalendar(now).bounds,
    items: answer.items.map((r) => ({
      id: `${r.day}|${r.category}`,
      day: r.day,
      category: r.category,
      validTurnover: money(r.validTurnover),
      rate: bpToPercent(r.rateBp),
      paid: money(r.paid),
      unpaid: money(r.unpaid),
      status: r.status,
    })),
    page: answer.page,
    totalPages: answer.totalPages,
    totals: {
      validTurnover: money(answer.totals.validTurnover),
      paid: money(answer.totals.paid),
      unpaid: money(answer.totals.unpaid),
      count: answer.totals.count,
    },
  };
}

export type RebateReportData = Awaited<ReturnType<typeof loadRebateReport>>;
