import { DIVIDEND_PRODUCTS, type ContractKind } from "@contract/contract-rules";
import type { ContractView, Contracts, Terms } from "@contract/schemas/agent-contracts";
import { Form, Link, useActionData, useLocation, useNavigate, useNavigation } from "react-router";
import { Dialog } from "~/features/home/Dialog";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { TableScroll } from "~/ui/TableScroll";
import type { ActionError } from "./contract-page.server";
import { AGENT_HOME_PATH, OFFER_ROWS } from "./paths";

const T = "agentContracts";

export type ContractPageData = {
  kind: ContractKind;
  view: Contracts;
  confirm: number | null;
  offerFor: Contracts["downlines"][number] | null;
  idempotencyKey: string;
};

const dateTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

/**
 * One kind's contract page (A-CON-02…05, A-DIV-01): my contract from my upline (the tier table,
 * Agree / Reject, Confirm termination / Keep, the higher-rate confirmation), this period's figures,
 * the payout history and the signing history; then the upline side: my direct downline agents'
 * contracts with offer / edit / terminate. `report` (the dividend page) puts the payouts first.
 */
export function ContractScreen({ data, titleKey, report = false }: { data: ContractPageData; titleKey: string; report?: boolean }) {
  const { t } = useTranslation();
  const { view } = data;
  const money = (n: number) => formatMoney(n, view.currencySymbol);
  return (
    <div className="page-body agent-contracts" data-testid={`contract-page-${data.kind}`}>
      <header className="agent-contracts__bar">
        <Link to={AGENT_HOME_PATH} className="agent-contracts__back" aria-label={t(`${T}.back`)}>
          ‹
        </Link>
        <h1 className="agent-contracts__title">{t(titleKey)}</h1>
      </header>
      {!view.eligible ? (
        <p className="card agent-contracts__empty">{t(`${T}.mine.skipped`)}</p>
      ) : (
        <>
          {report && <Payouts view={view} money={money} />}
          <Mine data={data} money={money} />
          {view.progress && <Progress data={data} money={money} />}
          {!report && <Payouts view={view} money={money} />}
          <Downlines data={data} money={money} />
        </>
      )}
      {data.confirm !== null && <HigherRateDialog data={data} />}
    </div>
  );
}

type Money = (n: number) => string;

function StatusBadge({ status }: { status: ContractView["status"] | null }) {
  const { t } = useTranslation();
  return (
    <span className={`badge agent-contracts__status agent-contracts__status--${status ?? "none"}`} data-testid="contract-status">
      {t(`${T}.status.${status ?? "none"}`)}
    </span>
  );
}

function Mine({ data, money }: { data: ContractPageData; money: Money }) {
  const { t } = useTranslation();
  const { view } = data;
  const mine = view.mine;
  const actionData = useActionData<ActionError>();
  const busy = useNavigation().state !== "idle";
  if (!mine) {
    return (
      <section className="card agent-contracts__mine" aria-labelledby="contract-mine">
        <h2 id="contract-mine" className="agent-contracts__heading">
          {t(`${T}.mine.heading`)}
        </h2>
        <p className="agent-contracts__empty">{t(`${T}.mine.none`)}</p>
      </section>
    );
  }
  const hint = mine.status === "P" || mine.status === "E" || mine.status === "V" ? t(`${T}.mine.hint${mine.status}`) : null;
  const answerButton = (answer: "agree" | "reject" | "confirmTermination" | "keep", primary: boolean) => (
    <button type="submit" name="answer" value={answer} className={`button ${primary ? "button--primary" : "button--ghost"}`} disabled={busy}>
      {t(`${T}.action.${answer}`)}
    </button>
  );
  return (
    <section className="card agent-contracts__mine" aria-labelledby="contract-mine">
      <div className="agent-contracts__head">
        <h2 id="contract-mine" className="agent-contracts__heading">
          {t(`${T}.mine.heading`)}
        </h2>
        <StatusBadge status={mine.status} />
      </div>
      <p className="agent-contracts__from">{view.upline ? t(`${T}.mine.from`, { upline: view.upline }) : t(`${T}.mine.fromOperator`)}</p>
      {hint && <p className="agent-contracts__hint">{hint}</p>}
      {mine.proposed && <TermsTables terms={mine.proposed} caption={t(`${T}.table.proposed`)} money={money} id="proposed" />}
      {mine.terms && <TermsTables terms={mine.terms} caption={t(`${T}.table.current`)} money={money} id="current" />}
      {actionData?.intent === "answer" && (
        <p className="form-error" role="alert">
          {t(actionData.error)}
        </p>
      )}
      {(mine.status === "P" || mine.status === "E" || mine.status === "V") && (
        <Form method="post" className="agent-contracts__answer">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="contractId" value={mine.contractId} />
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          {mine.status === "V" ? (
            <>
              {answerButton("keep", false)}
              {answerButton("confirmTermination", true)}
            </>
          ) : (
            <>
              {answerButton("reject", false)}
              {mine.downlineHigherRate ? (
                // A-CON-03: a second step (the dialog) before Agree is sent, with JavaScript and without.
                <Link to={`?confirm=${mine.contractId}`} replace preventScrollReset className="button button--primary" data-testid="contract-agree">
                  {t(`${T}.action.agree`)}
                </Link>
              ) : (
                answerButton("agree", true)
              )}
            </>
          )}
        </Form>
      )}
      <History events={mine.events} />
    </section>
  );
}

function HigherRateDialog({ data }: { data: ContractPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== "idle";
  return (
    <Dialog role="alertdialog" labelledBy="higher-rate-title" describedBy="higher-rate-body" onClose={() => navigate(pathname, { replace: true })}>
      <h2 id="higher-rate-title" className="modal__title">
        {t(`${T}.higherRate.title`)}
      </h2>
      <p id="higher-rate-body" className="modal__body">
        {t(`${T}.higherRate.body`)}
      </p>
      <Form method="post" action={pathname} className="modal__actions agent-contracts__dialog-actions">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="contractId" value={data.confirm ?? ""} />
        <input type="hidden" name="answer" value="agree" />
        <input type="hidden" name="acceptHigherRate" value="true" />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <Link to={pathname} replace className="button button--ghost">
          {t(`${T}.higherRate.cancel`)}
        </Link>
        <button type="submit" className="button button--primary" disabled={busy} data-autofocus>
          {t(`${T}.higherRate.confirm`)}
        </button>
      </Form>
    </Dialog>
  );
}

/** The tier table exactly (A-CON-02): threshold, active members, rate as % when P else an amount. */
function TermsTables({ terms, caption, money, id }: { terms: Terms; caption: string; money: Money; id: string }) {
  const { t } = useTranslation();
  const rate = (type: "P" | "F", value: number) => (type === "P" ? `${value.toFixed(2)}%` : money(value));
  if (terms.kind === "dividend") {
    return (
      <div className="agent-contracts__tables">
        {DIVIDEND_PRODUCTS.filter((p) => terms.products[p]?.length).map((p) => (
          <TableScroll key={p} label={`${caption} · ${t(`games.category.${p}`)}`}>
            <table className="report-table agent-contracts__table" data-testid={`tiers-${id}-${p}`}>
              <caption>
                {caption} · {t(`games.category.${p}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t(`${T}.table.tier`)}</th>
                  <th scope="col">{t(`${T}.table.minimumBet`)}</th>
                  <th scope="col">{t(`${T}.table.netLoss`)}</th>
                  <th scope="col">{t(`${T}.table.activeMember`)}</th>
                  <th scope="col">{t(`${T}.table.rate`)}</th>
                </tr>
              </thead>
              <tbody>
                {terms.products[p]!.map((row, i) => (
                  <tr key={i}>
                    <th scope="row">{i + 1}</th>
                    <td>{money(row.minimumBet)}</td>
                    <td>{money(row.netLoss)}</td>
                    <td>{row.activeMember}</td>
                    <td>{rate("P", row.contractRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ))}
      </div>
    );
  }
  const hourly = terms.kind === "hourly";
  const rows =
    terms.kind === "salary" ? terms.tiers.map((r) => ({ threshold: r.betVolume, ...r })) : terms.tiers.map((r) => ({ threshold: r.minimumBet, ...r }));
  return (
    <TableScroll label={caption}>
      <table className="report-table agent-contracts__table" data-testid={`tiers-${id}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${T}.table.tier`)}</th>
            <th scope="col">{t(`${T}.table.${hourly ? "minimumBet" : "betVolume"}`)}</th>
            <th scope="col">{t(`${T}.table.activeMember`)}</th>
            <th scope="col">{t(`${T}.table.rate`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td>{money(row.threshold)}</td>
              <td>{row.activeMember}</td>
              <td>{hourly ? t(`${T}.table.perHour`, { value: rate(row.rateType, row.rate) }) : rate(row.rateType, row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function History({ events }: { events: ContractView["events"] }) {
  const { t } = useTranslation();
  if (!events.length) return null;
  return (
    <details className="agent-contracts__history">
      <summary>{t(`${T}.history.heading`)}</summary>
      <ol>
        {events.map((e, i) => (
          <li key={i}>
            <time>{dateTime(e.createdAt)}</time> · {e.actor ?? t(`${T}.history.operator`)} · {t(`${T}.history.action.${e.action}`, { defaultValue: e.action })}
          </li>
        ))}
      </ol>
    </details>
  );
}

function Progress({ data, money }: { data: ContractPageData; money: Money }) {
  const { t } = useTranslation();
  const p = data.view.progress!;
  return (
    <section className="card agent-contracts__progress" aria-labelledby="contract-progress">
      <h2 id="contract-progress" className="agent-contracts__heading">
        {t(`${T}.progress.heading`)}
      </h2>
      <dl className="agent-contracts__facts">
        <div>
          <dt>{t(`${T}.progress.period`)}</dt>
          <dd>{p.period}</dd>
        </div>
        <div>
          <dt>{t(`${T}.progress.turnover`)}</dt>
          <dd>{money(p.turnover)}</dd>
        </div>
        {data.kind === "dividend" && (
          <div>
            <dt>{t(`${T}.progress.netLoss`)}</dt>
            <dd>{money(p.netLoss)}</dd>
          </div>
        )}
        <div>
          <dt>{t(`${T}.progress.activeMembers`)}</dt>
          <dd>{p.activeMembers}</dd>
        </div>
        <div>
          <dt>{t(`${T}.progress.estimate`)}</dt>
          <dd className="agent-contracts__estimate">{money(p.estimate)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Payouts({ view, money }: { view: Contracts; money: Money }) {
  const { t } = useTranslation();
  const dividend = view.kind === "dividend";
  return (
    <section className="card agent-contracts__payouts" aria-labelledby="contract-payouts">
      <h2 id="contract-payouts" className="agent-contracts__heading">
        {t(`${T}.payouts.heading`)}
      </h2>
      {view.payouts.length === 0 ? (
        <p className="agent-contracts__empty">{t(`${T}.payouts.none`)}</p>
      ) : (
        <TableScroll label={t(`${T}.payouts.caption`)}>
          <table className="report-table agent-contracts__table" data-testid="contract-payouts">
            <caption className="sr-only">{t(`${T}.payouts.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${T}.payouts.period`)}</th>
                {dividend && <th scope="col">{t(`${T}.payouts.product`)}</th>}
                <th scope="col">{t(`${T}.payouts.base`)}</th>
                <th scope="col">{t(`${T}.payouts.rate`)}</th>
                <th scope="col">{t(`${T}.payouts.amount`)}</th>
              </tr>
            </thead>
            <tbody>
              {view.payouts.map((p, i) => (
                <tr key={i}>
                  <th scope="row">{p.period.replace("..", " – ")}</th>
                  {dividend && <td>{p.product ? t(`games.category.${p.product}`, { defaultValue: p.product }) : ""}</td>}
                  <td>{money(p.base)}</td>
                  <td>{p.rate ? `${p.rate.toFixed(2)}%` : "—"}</td>
                  <td>{money(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** The upline side (research 3.1): each direct downline agent's contract of this kind, offer / edit / terminate. */
function Downlines({ data, money }: { data: ContractPageData; money: Money }) {
  const { t } = useTranslation();
  const { view } = data;
  const actionData = useActionData<ActionError>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="card agent-contracts__downlines" aria-labelledby="contract-downlines">
      <h2 id="contract-downlines" className="agent-contracts__heading">
        {t(`${T}.downlines.heading`)}
      </h2>
      {actionData?.intent === "terminate" && (
        <p className="form-error" role="alert">
          {t(actionData.error)}
        </p>
      )}
      {view.downlines.length === 0 ? (
        <p className="agent-contracts__empty">{t(`${T}.downlines.none`)}</p>
      ) : (
        <TableScroll label={t(`${T}.downlines.caption`)}>
          <table className="report-table agent-contracts__table" data-testid="contract-downlines">
            <caption className="sr-only">{t(`${T}.downlines.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${T}.downlines.account`)}</th>
                <th scope="col">{t(`${T}.downlines.status`)}</th>
                <th scope="col">{t(`${T}.downlines.actions`)}</th>
              </tr>
            </thead>
            <tbody>
              {view.downlines.map((d) => {
                const status = d.contract?.status ?? null;
                const live = status !== null && status !== "C" && status !== "R";
                return (
                  <tr key={d.account} data-testid={`downline-${d.account}`}>
                    <th scope="row">{d.account}</th>
                    <td>
                      <StatusBadge status={status} />
                    </td>
                    <td className="agent-contracts__row-actions">
                      {status !== "V" && (
                        <Link to={`?account=${encodeURIComponent(d.account)}#contract-offer`} preventScrollReset className="button button--small">
                          {t(`${T}.downlines.${live ? "edit" : "initiate"}`)}
                        </Link>
                      )}
                      {(status === "A" || status === "E") && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="terminate" />
                          <input type="hidden" name="account" value={d.account} />
                          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
                          <button type="submit" className="button button--small button--ghost" disabled={busy}>
                            {t(`${T}.downlines.terminate`)}
                          </button>
                        </Form>
                      )}
                      {d.contract && <History events={d.contract.events} />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {data.offerFor && <OfferForm data={data} money={money} />}
    </section>
  );
}

type Row = { threshold: string; members: string; rateType: string; rate: string; netLoss: string; product: string };

/** The rows to start from: the downline's proposal, else its terms, else empty. */
function startRows(kind: ContractKind, terms: Terms | null): Row[] {
  const empty: Row = { threshold: "", members: "", rateType: "P", rate: "", netLoss: "", product: DIVIDEND_PRODUCTS[0]! };
  const rows: Row[] = [];
  if (terms?.kind === "salary")
    for (const r of terms.tiers)
      rows.push({ ...empty, threshold: String(r.betVolume), members: String(r.activeMember), rateType: r.rateType, rate: String(r.rate) });
  if (terms?.kind === "hourly")
    for (const r of terms.tiers)
      rows.push({ ...empty, threshold: String(r.minimumBet), members: String(r.activeMember), rateType: r.rateType, rate: String(r.rate) });
  if (terms?.kind === "dividend")
    for (const p of DIVIDEND_PRODUCTS)
      for (const r of terms.products[p] ?? [])
        rows.push({
          ...empty,
          product: p,
          threshold: String(r.minimumBet),
          netLoss: String(r.netLoss),
          members: String(r.activeMember),
          rate: String(r.contractRate),
        });
  while (rows.length < OFFER_ROWS[kind]) rows.push(empty);
  return rows.slice(0, OFFER_ROWS[kind]);
}

function OfferForm({ data }: { data: ContractPageData; money: Money }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const actionData = useActionData<ActionError>();
  const busy = useNavigation().state !== "idle";
  const target = data.offerFor!;
  const rows = startRows(data.kind, target.contract?.proposed ?? target.contract?.terms ?? null);
  const dividend = data.kind === "dividend";
  const thresholdLabel = t(`${T}.table.${data.kind === "salary" ? "betVolume" : "minimumBet"}`);
  return (
    <Form
      method="post"
      action={`${pathname}?account=${encodeURIComponent(target.account)}`}
      className="agent-contracts__offer"
      id="contract-offer"
      aria-labelledby="contract-offer-title"
    >
      <h3 id="contract-offer-title" className="agent-contracts__heading">
        {t(`${T}.offer.heading`, { account: target.account })}
      </h3>
      <p className="agent-contracts__hint">{t(`${T}.offer.hint`)}</p>
      {actionData?.intent === "offer" && (
        <p className="form-error" role="alert" data-testid="offer-error">
          {t(actionData.error)}
        </p>
      )}
      <input type="hidden" name="intent" value="offer" />
      <input type="hidden" name="account" value={target.account} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      {rows.map((row, i) => (
        <fieldset key={i} className="agent-contracts__row">
          <legend>{t(`${T}.offer.row`, { n: i + 1 })}</legend>
          {dividend && (
            <label>
              <span>{t(`${T}.offer.product`)}</span>
              <select name={`product_${i}`} defaultValue={row.product} className="select">
                {DIVIDEND_PRODUCTS.map((p) => (
                  <option key={p} value={p}>
                    {t(`games.category.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            <span>{thresholdLabel}</span>
            <input name={`threshold_${i}`} defaultValue={row.threshold} inputMode="decimal" className="input" autoComplete="off" />
          </label>
          {dividend && (
            <label>
              <span>{t(`${T}.table.netLoss`)}</span>
              <input name={`netLoss_${i}`} defaultValue={row.netLoss} inputMode="decimal" className="input" autoComplete="off" />
            </label>
          )}
          <label>
            <span>{t(`${T}.table.activeMember`)}</span>
            <input name={`members_${i}`} defaultValue={row.members} inputMode="numeric" className="input" autoComplete="off" />
          </label>
          {!dividend && (
            <label>
              <span>{t(`${T}.table.rate`)}</span>
              <select name={`rateType_${i}`} defaultValue={row.rateType} className="select">
                <option value="P">{t(`${T}.table.rateTypeP`)}</option>
                <option value="F">{t(`${T}.table.rateTypeF`)}</option>
              </select>
            </label>
          )}
          <label>
            <span>{dividend ? `${t(`${T}.table.rate`)} (%)` : t(`${T}.table.rate`)}</span>
            <input name={`rate_${i}`} defaultValue={row.rate} inputMode="decimal" className="input" autoComplete="off" />
          </label>
        </fieldset>
      ))}
      <div className="agent-contracts__offer-actions">
        <Link to={pathname} replace className="button button--ghost">
          {t(`${T}.offer.cancel`)}
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(`${T}.offer.submit`)}
        </button>
      </div>
    </Form>
  );
}
