import { now as clockNow } from "@contract/clock";
import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { endsSession } from "~/gateway-client/errors";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireMember } from "~/session/auth.server";
import type { MemberSession } from "~/session/session.server";
import { recordCalendar } from "./period";
import { isMoreRequest, readRecordQuery, type RecordQuery, type RecordUrl } from "./query";
import type { RecordPageData } from "./RecordPage";

type Options<Own, Answer, Row, Totals> = {
  /** The page's URL (its select's parameter, kept parameters), the values its select accepts, and its own fields. */
  shape: (params: URLSearchParams, member: MemberSession) => { url: RecordUrl; values: readonly string[]; own: Own };
  /** The gateway call(s) for the query (and the page's own fields); a rejection is the gateway's failure. */
  fetch: (member: MemberSession, query: RecordQuery, own: Own) => Promise<Answer>;
  /** The answer as the page shows it: money, days and times formatted here, so server and browser agree. */
  page: (answer: Answer) => { items: Row[]; page: number; totalPages: number; totals: Totals };
};

/**
 * The steps every record loader shares: the member, the URL's query (its period
 * moved into the records' bounds, `adjusted` when it was), the gateway's page and the operator's
 * calendar. A failing gateway is the page's error state with retry, except for the infinite
 * scroll's request (more=1), which answers `failed` so the list offers a retry.
 */
export async function loadRecordPage<Own extends object, Answer, Row, Totals extends { count: number }>(
  { request, context }: LoaderFunctionArgs<AppLoadContext>,
  options: Options<Own, Answer, Row, Totals>,
): Promise<Own & RecordPageData<Row, Totals>> {
  const member = await requireMember(request, context);
  const params = new URL(request.url).searchParams;
  const now = clockNow();
  const { url, values, own } = options.shape(params, member);
  const { query, adjusted } = readRecordQuery(params, now, { param: url.filterParam, values });
  const more = isMoreRequest(params);

  const answer = await options.fetch(member, query, own).then(
    (value) => ({ value }),
    (e: unknown) => (more && !endsSession(e) ? null : gatewayFailure(e, request, context)),
  );

  const base = { ...own, query, url, adjusted, ...recordCalendar(now) };
  if (!answer) return { ...base, items: [], page: query.page, totalPages: query.page, failed: true, totals: null };
  return { ...base, ...options.page(answer.value), failed: false };
}
