import { REBATE_HISTORY_RANGES, type RebateHistoryRange } from "@contract/rebate-rules";
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { EmptyState } from "~/features/content/ui";
import { claimManualRebate, loadManualRebate, type ClaimRefusal, type ManualRebateData } from "~/features/promotions/rebates/manual.server";
import { R, REBATE_REPORT_PATH, manualRebateHref } from "~/features/promotions/rebates/paths";
import rebatesStylesheet from "~/features/promotions/rebates/rebates.css?url";
import { recordPageLinks } from "~/features/records/RecordPage";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { useTranslation } from "~/i18n/react";
import { PercentIcon } from "~/ui/icons";
import { TableScroll } from "~/ui/TableScroll";

export const links: LinksFunction = () => [...recordPageLinks, { rel: "stylesheet", href: rebatesStylesheet }];
export const handle: RouteHandle = { titleKey: "promotions.rebates.title.manual" };
export const shouldRevalidate = revalidateAfterPost;

/**
 * §2 /m/member/manualRebate (research P-REB-01, decision 037): two tabs. Claim —
 * today's rebate per game category (valid bet, rate, rebate), the earlier days not yet paid in one
 * line, the total and the Claim button, enabled from the minimum up (the gateway refuses below it
 * anyway); History — the rebate payments of today, 7 days or this month. A sibling route
 * (m.member_), nested in nothing but /m. Works without JavaScript.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadManualRebate(args);
}

export function action(args: ActionFunctionArgs<AppLoadContext>) {
  return claimManualRebate(args);
}

const RANGE_LABEL: Record<RebateHistoryRange, string> = { today: "today", "7d": "sevenDays", month: "month" };

export default function ManualRebatePage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>() as ManualRebateData;
  const answer = useActionData<{ refusal?: ClaimRefusal }>();

  return (
    <div className="records-page rebate-page">
      <nav aria-label={t(`${R}.tabs.label`)}>
        <ul className="records-chips records-tabs">
          {(["claim", "history"] as const).map((tab) => (
            <li key={tab}>
              <Link to={manualRebateHref(tab)} className="records-chip" aria-current={data.tab === tab ? "page" : undefined} preventScrollReset>
                {t(`${R}.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.tab === "claim" ? <ClaimTab data={data} refusal={answer?.refusal ?? null} /> : <HistoryTab data={data} />}
    </div>
  );
}

function ClaimTab({ data, refusal }: { data: ManualRebateData; refusal: ClaimRefusal | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const c = data.claim;
  const nothing = c.totalValue <= 0;
  return (
    <>
      <p className="records-filter__hint">{t(`${R}.claim.intro`)}</p>
      {!c.enabled && (
        <p className="rebate-notice" role="status" data-testid="rebate-off">
          {t(`${R}.claim.off`)}
        </p>
      )}
      <section className="records-totals" aria-labelledby="rebate-today-title">
        <h2 id="rebate-today-title" className="records-totals__title">
          {t(`${R}.claim.today`, { day: c.today })}
        </h2>
        <TableScroll label={t(`${R}.claim.today`, { day: c.today })}>
          <table className="report-table" data-testid="rebate-rows">
            <thead>
              <tr>
                <th scope="col">{t(`${R}.claim.category`)}</th>
                <th scope="col">{t(`${R}.claim.validBet`)}</th>
                <th scope="col">{t(`${R}.claim.rate`)}</th>
                <th scope="col">{t(`${R}.claim.rebate`)}</th>
              </tr>
            </thead>
            <tbody>
              {c.rows.map((r) => (
                <tr key={r.category} data-testid={`rebate-row-${r.category}`}>
                  <th scope="row">{t(`games.category.${r.category}`, { defaultValue: r.category })}</th>
                  <td>{r.validTurnover}</td>
                  <td>{`${r.rate} %`}</td>
                  <td className="records-amount">{r.claimable}</td>
                </tr>
              ))}
              {c.earlier && (
                <tr data-testid="rebate-earlier">
                  <th scope="row">
                    {t(`${R}.claim.earlier`, { count: c.earlier.days })}
                    <span className="rebate-earlier__range">{t(`${R}.claim.earlierRange`, { from: c.earlier.from, to: c.earlier.to })}</span>
                  </th>
                  <td>{c.earlier.validTurnover}</td>
                  <td />
                  <td className="records-amount">{c.earlier.claimable}</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t(`${R}.claim.total`)}
                </th>
                <td className="records-amount records-amount--credit" data-testid="rebate-total">
                  {c.total}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </section>

      {nothing && <EmptyState icon={<PercentIcon size={32} />} title={t(`${R}.claim.nothing`)} body={t(`${R}.claim.nothingBody`)} />}

      <Form method="post" className="rebate-claim" aria-describedby="rebate-min">
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <p id="rebate-min" className="records-filter__hint">
          {c.enabled && !nothing && !c.canClaim ? t(`${R}.claim.belowMin`, { min: c.min, total: c.total }) : t(`${R}.claim.min`, { min: c.min })}
        </p>
        {refusal && (
          <p className="rebate-notice rebate-notice--error" role="alert" data-testid="rebate-refusal">
            {t(refusal.key, refusal.params ?? {})}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={!c.canClaim || busy} data-testid="rebate-claim">
          {t(`${R}.claim.submit`)}
        </button>
      </Form>
      <Link to={REBATE_REPORT_PATH} className="records-intro__link">
        {t(`${R}.claim.report`)}
      </Link>
    </>
  );
}

function HistoryTab({ data }: { data: ManualRebateData }) {
  const { t } = useTranslation();
  const h = data.history;
  return (
    <>
      <nav aria-label={t(`${R}.history.range`)}>
        <ul className="records-chips">
          {REBATE_HISTORY_RANGES.map((range) => (
            <li key={range}>
              <Link
                to={manualRebateHref("history", range)}
                className="records-chip"
                aria-current={data.range === range ? "page" : undefined}
                preventScrollReset
              >
                {t(`${R}.history.${RANGE_LABEL[range]}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!h || h.items.length === 0 ? (
        <EmptyState icon={<PercentIcon size={32} />} title={t(`${R}.history.empty`)} body={t(`${R}.history.emptyBody`)} />
      ) : (
        <section className="records-totals" aria-labelledby="rebate-history-title">
          <h2 id="rebate-history-title" className="sr-only">
            {t(`${R}.tabs.history`)}
          </h2>
          <TableScroll label={t(`${R}.tabs.history`)}>
            <table className="report-table" data-testid="rebate-history">
              <thead>
                <tr>
                  <th scope="col">{t(`${R}.history.time`)}</th>
                  <th scope="col">{t(`${R}.history.orderNo`)}</th>
                  <th scope="col">{t(`${R}.history.amount`)}</th>
                  <th scope="col">{t(`${R}.history.balanceAfter`)}</th>
                </tr>
              </thead>
              <tbody>
                {h.items.map((item) => (
                  <tr key={item.id} data-testid="rebate-payment">
                    <td>
                      <time dateTime={new Date(item.createdAt).toISOString()}>{item.time}</time>
                    </td>
                    <th scope="row">
                      {item.id}
                      <span className="rebate-earlier__range">
                        {t(`games.category.${item.category}`, { defaultValue: item.category })} · {item.day}
                      </span>
                    </th>
                    <td className="records-amount records-amount--credit">{item.amount}</td>
                    <td>{item.balanceAfter}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t(`${R}.history.total`)}
                  </th>
                  <td className="records-amount records-amount--credit" data-testid="rebate-history-total">
                    {h.total}
                  </td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </section>
      )}
    </>
  );
}
