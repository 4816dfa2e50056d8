import { MONEY_PERIODS, SESSION_MINUTES } from "@contract/rg-rules";
import type { RgAuditRow, RgLimit, RgOverview } from "@contract/schemas/rg";
import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { AlertIcon, ExternalIcon } from "~/ui/icons";
import type { RgActionData } from "./action.server";
import { MONEY_KINDS, controlOf } from "./controls";
import { describeAudit } from "./history";

/**
 * /m/responsibleGaming: status, limits (RG-01…07), reality check (RG-09),
 * time-out (RG-10), self-exclusion (RG-11) and history (RG-15), each a card. Every control is a
 * plain <Form method="post" preventScrollReset> with a hidden intent, so all of it works without JavaScript; a
 * refusal comes back as the action's data and is shown next to the field of the form it names.
 */
const P = "rg.page";

type Reply = RgActionData | undefined;

/** The reply when it is about this form, else nothing. */
const replyFor = (reply: Reply, form: string) => (reply?.form === form ? reply : undefined);

function useFocusRefused(reply: Reply) {
  useEffect(() => {
    if (!reply) return;
    const form = document.getElementById(reply.form);
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [reply]);
}

function ErrorText({ id, reply, field }: { id: string; reply: Reply; field: string }) {
  const { t } = useTranslation();
  const key = reply?.errors[field];
  return (
    <p id={id} className="field__error" role={key ? "alert" : undefined}>
      {key ? t(key, reply?.params?.[key]) : null}
    </p>
  );
}

function FormError({ reply }: { reply: Reply }) {
  const { t } = useTranslation();
  const key = reply?.errors[""];
  if (!key) return null;
  return (
    <p className="form-error" role="alert" tabIndex={-1}>
      {t(key, reply?.params?.[key])}
    </p>
  );
}

export function RgPage({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation();
  const reply = useActionData() as Reply;
  useFocusRefused(reply);
  const symbol = overview.currencySymbol;
  const money = overview.limits.filter((l) => l.kind !== "session");
  const session = overview.limits.find((l) => l.kind === "session");

  return (
    <div className="page-body rg-page">
      <StatusCard overview={overview} />

      <section className="card rg-card" aria-labelledby="rg-limits-title">
        <h2 id="rg-limits-title" className="rg-card__title">
          {t(`${P}.limits.heading`)}
        </h2>
        <p className="rg-card__rule">{t(`${P}.limits.rule`)}</p>
        {MONEY_KINDS.map((kind) => (
          <div key={kind} className="rg-kind" role="group" aria-labelledby={`rg-kind-${kind}`}>
            <h3 id={`rg-kind-${kind}`} className="rg-kind__title">
              {t(`${P}.limits.kind.${kind}`)}
            </h3>
            <p className="rg-kind__hint">{t(`${P}.limits.kindHint.${kind}`)}</p>
            {MONEY_PERIODS.map((period) => {
              const limit = money.find((l) => l.kind === kind && l.period === period) ?? emptyLimit(kind, period);
              return <LimitRow key={period} limit={limit} symbol={symbol} required={overview.market.requiredLimits.includes(kind)} reply={reply} />;
            })}
          </div>
        ))}
        <div className="rg-kind" role="group" aria-labelledby="rg-kind-session">
          <h3 id="rg-kind-session" className="rg-kind__title">
            {t(`${P}.session.heading`)}
          </h3>
          <p className="rg-kind__hint">{t(`${P}.session.hint`, { min: SESSION_MINUTES.min, max: SESSION_MINUTES.max })}</p>
          <LimitRow
            limit={session ?? emptyLimit("session", "session")}
            symbol={symbol}
            required={overview.market.requiredLimits.includes("session")}
            reply={reply}
          />
        </div>
      </section>

      <RealityCard overview={overview} reply={reply} />
      <TimeoutCard overview={overview} reply={replyFor(reply, "timeout")} />
      <ExclusionCard overview={overview} reply={replyFor(reply, "exclusion")} />
      <HistoryCard history={overview.history} symbol={symbol} />
    </div>
  );
}

const emptyLimit = (kind: RgLimit["kind"], period: RgLimit["period"]): RgLimit => ({ kind, period, value: null, pending: null, used: null, resetAt: null });

function StatusCard({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation();
  const { block, market } = overview;
  return (
    <section className={`card rg-card rg-status${block ? " rg-status--blocked" : ""}`} aria-labelledby="rg-status-title" data-testid="rg-status">
      <h2 id="rg-status-title" className="rg-card__title">
        {t(`${P}.status.heading`)}
      </h2>
      {block ? (
        <div className="rg-block" role="status">
          <p className="rg-block__title">
            <AlertIcon size={18} />
            <span>{t(`${P}.status.${block.kind}`, { until: formatDateTime(block.endsAt) })}</span>
          </p>
          <p>{t(`${P}.status.stopped`)}</p>
          <p>{t(`${P}.status.stillWorks`)}</p>
          <Link to="/m/withdraw" className="button button--primary button--block">
            {t(`${P}.status.withdraw`)}
          </Link>
        </div>
      ) : (
        <p className="rg-status__none">{t(`${P}.status.none`)}</p>
      )}
      <p className="rg-status__market">{t(`${P}.status.regulator`, { regulator: market.regulator, minAge: market.minAge })}</p>
    </section>
  );
}

/** One limit: its value in force, the window's usage, a pending change (with Cancel), and the form to change it. */
function LimitRow({ limit, symbol, required, reply }: { limit: RgLimit; symbol: string; required: boolean; reply: Reply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const control = controlOf(limit.kind, limit.period);
  const isSession = limit.kind === "session";
  const formId = isSession ? "session" : `limit-${limit.kind}-${limit.period}`;
  const mine = replyFor(reply, formId);
  const cancelReply = replyFor(reply, `cancel-${control}`);
  const show = (v: number) => (isSession ? t(`${P}.session.value`, { minutes: v }) : formatMoney(v, symbol));
  const name = t(`${P}.limits.name.${limit.kind}.${limit.period}`);
  const field = isSession ? "minutes" : "amount";
  const inputId = `${formId}-${field}`;
  const fieldError = mine?.errors[field];
  const stateId = `${formId}-state`;

  return (
    <div className="rg-limit" role="group" aria-label={name} data-control={control}>
      <div className="rg-limit__head" id={stateId}>
        <span className="rg-limit__period">{isSession ? t(`${P}.session.minutes`) : t(`${P}.limits.period.${limit.period}`)}</span>
        <span className={`rg-limit__value${limit.value === null ? " rg-limit__value--none" : ""}`} data-testid="rg-limit-value">
          {limit.value === null ? t(`${P}.limits.none`) : t(`${P}.limits.inForce`, { value: show(limit.value) })}
        </span>
      </div>
      {limit.value !== null && limit.used !== null && (
        <div className="rg-meter">
          <div className="rg-meter__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, (limit.used / limit.value) * 100)}%` }} />
          </div>
          <p className="rg-meter__text" data-testid="rg-limit-used">
            {t(`${P}.limits.used`, {
              used: formatMoney(limit.used, symbol),
              limit: formatMoney(limit.value, symbol),
              resetAt: limit.resetAt ? formatDateTime(limit.resetAt) : "",
            })}
          </p>
        </div>
      )}
      {limit.pending && (
        <Form method="post" preventScrollReset className="rg-pending" id={`cancel-${control}`} data-testid="rg-limit-pending">
          <p>
            {limit.pending.value === null
              ? t(`${P}.limits.pendingRemove`, { at: formatDateTime(limit.pending.at) })
              : t(`${P}.limits.pendingValue`, { value: show(limit.pending.value), at: formatDateTime(limit.pending.at) })}
          </p>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="control" value={control} />
          <FormError reply={cancelReply} />
          <button type="submit" className="button button--ghost button--small" disabled={busy}>
            {t(`${P}.limits.cancel`)}
          </button>
        </Form>
      )}
      <Form method="post" preventScrollReset className="rg-limit__form" id={formId} aria-label={name}>
        <input type="hidden" name="intent" value={isSession ? "session" : "limit"} />
        {!isSession && (
          <>
            <input type="hidden" name="kind" value={limit.kind} />
            <input type="hidden" name="period" value={limit.period} />
          </>
        )}
        <FormError reply={mine} />
        <div className={`field${fieldError ? " field--invalid" : ""}`}>
          <label htmlFor={inputId} className="field__label">
            {isSession ? t(`${P}.session.minutes`) : t(`${P}.limits.newLimit`)}
          </label>
          <div className="rg-limit__controls">
            <div className={`withdraw-amount rg-amount${isSession ? " rg-amount--plain" : ""}`}>
              {!isSession && (
                <span className="withdraw-amount__symbol" aria-hidden="true">
                  {symbol}
                </span>
              )}
              <input
                // A new field after every answer: empty once saved (the state above shows the value), the typed text after a refusal.
                key={mine ? JSON.stringify(mine) : `${limit.value}-${limit.pending?.value}-${limit.pending?.at}`}
                id={inputId}
                name={field}
                className="input withdraw-amount__input"
                type="text"
                inputMode={isSession ? "numeric" : "decimal"}
                autoComplete="off"
                maxLength={20}
                defaultValue={mine?.values?.[field] ?? ""}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={`${inputId}-error ${stateId}`}
              />
            </div>
            <button type="submit" name="op" value="save" className="button button--primary button--small" disabled={busy}>
              {t(`${P}.limits.save`)}
            </button>
            {limit.value !== null && !required && !(limit.pending && limit.pending.value === null) && (
              <button type="submit" name="op" value="remove" className="button button--ghost button--small" disabled={busy}>
                {t(`${P}.limits.remove`)}
              </button>
            )}
          </div>
          <ErrorText id={`${inputId}-error`} reply={mine} field={field} />
          {required && <p className="rg-kind__hint">{t(`${P}.limits.required`)}</p>}
        </div>
      </Form>
    </div>
  );
}

function RealityCard({ overview, reply }: { overview: RgOverview; reply: Reply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { realityCheck: rc, market } = overview;
  const mine = replyFor(reply, "reality");
  const cancelReply = replyFor(reply, "cancel-reality");
  const label = (m: number | null) => (m === null ? t(`${P}.reality.off`) : t(`${P}.reality.every`, { minutes: m }));
  const checked = mine?.values?.minutes ?? (rc.minutes === null ? "off" : String(rc.minutes));
  const error = mine?.errors.minutes;

  return (
    <section className="card rg-card" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="rg-card__title">
        {t(`${P}.reality.heading`)}
      </h2>
      <p className="rg-card__rule">{t(`${P}.reality.intro`)}</p>
      <p className="rg-limit__value" data-testid="rg-reality-value">
        {t(`${P}.reality.inForce`, { value: label(rc.minutes) })}
      </p>
      {market.realityCheckRequired && <p className="rg-kind__hint">{t(`${P}.reality.mandatory`)}</p>}
      {rc.pending && (
        <Form method="post" preventScrollReset className="rg-pending" id="cancel-reality" data-testid="rg-reality-pending">
          <p>{t(`${P}.reality.pending`, { value: label(rc.pending.value), at: formatDateTime(rc.pending.at) })}</p>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="control" value="reality" />
          <FormError reply={cancelReply} />
          <button type="submit" className="button button--ghost button--small" disabled={busy}>
            {t(`${P}.limits.cancel`)}
          </button>
        </Form>
      )}
      <Form method="post" preventScrollReset id="reality" className="rg-form" aria-labelledby="rg-reality-title">
        <input type="hidden" name="intent" value="reality" />
        <FormError reply={mine} />
        <fieldset className="rg-choices" aria-invalid={error ? true : undefined} aria-describedby="reality-minutes-error">
          <legend className="field__label">{t(`${P}.reality.legend`)}</legend>
          {rc.choices.map((m) => {
            const value = m === null ? "off" : String(m);
            return (
              <label key={value} className="rg-choice">
                <input type="radio" name="minutes" value={value} defaultChecked={checked === value} />
                <span>{label(m)}</span>
              </label>
            );
          })}
        </fieldset>
        <ErrorText id="reality-minutes-error" reply={mine} field="minutes" />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t(`${P}.reality.save`)}
        </button>
      </Form>
    </section>
  );
}

function Confirm({ reply, id }: { reply: Reply; id: string }) {
  const { t } = useTranslation();
  const error = reply?.errors.confirm;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="checkbox rg-confirm">
        <input type="checkbox" name="confirm" required aria-invalid={error ? true : undefined} aria-describedby={`${id}-confirm-error`} />
        <span>{t(`${P}.timeout.confirm`)}</span>
      </label>
      <ErrorText id={`${id}-confirm-error`} reply={reply} field="confirm" />
    </div>
  );
}

function TimeoutCard({ overview, reply }: { overview: RgOverview; reply: Reply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const error = reply?.errors.days;
  const checked = reply?.values?.days;
  return (
    <section className="card rg-card" aria-labelledby="rg-timeout-title">
      <h2 id="rg-timeout-title" className="rg-card__title">
        {t(`${P}.timeout.heading`)}
      </h2>
      <p className="rg-card__rule">{t(`${P}.timeout.intro`)}</p>
      <Form method="post" id="timeout" className="rg-form" aria-labelledby="rg-timeout-title">
        <input type="hidden" name="intent" value="timeout" />
        <FormError reply={reply} />
        <fieldset className="rg-choices" aria-invalid={error ? true : undefined} aria-describedby="timeout-days-error">
          <legend className="field__label">{t(`${P}.timeout.legend`)}</legend>
          {overview.timeoutChoices.map((d) => (
            <label key={d} className="rg-choice">
              <input type="radio" name="days" value={d} required defaultChecked={checked === String(d)} />
              <span>{t(`${P}.timeout.choice.d${d}`, { defaultValue: t(`${P}.history.days`, { count: d }) })}</span>
            </label>
          ))}
        </fieldset>
        <ErrorText id="timeout-days-error" reply={reply} field="days" />
        <Confirm reply={reply} id="timeout" />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t(`${P}.timeout.submit`)}
        </button>
      </Form>
    </section>
  );
}

function ExclusionCard({ overview, reply }: { overview: RgOverview; reply: Reply }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const checked = reply?.values?.months;
  const registerUrl = overview.market.exclusionRegisterUrl;
  return (
    <section className="card rg-card rg-exclusion" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title" className="rg-card__title">
        {t(`${P}.exclusion.heading`)}
      </h2>
      <p className="rg-card__rule">{t(`${P}.exclusion.intro`)}</p>
      <Form method="post" id="exclusion" className="rg-form" aria-labelledby="rg-exclusion-title">
        <input type="hidden" name="intent" value="exclusion" />
        <FormError reply={reply} />
        <fieldset className="rg-choices" aria-invalid={reply?.errors.months ? true : undefined} aria-describedby="exclusion-months-error">
          <legend className="field__label">{t(`${P}.exclusion.legend`)}</legend>
          {overview.exclusionChoices.map((m) => (
            <label key={m} className="rg-choice">
              <input type="radio" name="months" value={m} required defaultChecked={checked === String(m)} />
              <span>{t(`${P}.exclusion.choice.m${m}`, { defaultValue: t(`${P}.history.months`, { count: m }) })}</span>
            </label>
          ))}
        </fieldset>
        <ErrorText id="exclusion-months-error" reply={reply} field="months" />
        <div className={`field${reply?.errors.password ? " field--invalid" : ""}`}>
          <label htmlFor="exclusion-password" className="field__label">
            {t(`${P}.exclusion.password`)}
          </label>
          {/* Never echoed back: a refused post renders it empty (no defaultValue). */}
          <input
            key={reply ? JSON.stringify(reply) : "clean"}
            id="exclusion-password"
            name="password"
            type="password"
            className="input"
            autoComplete="current-password"
            maxLength={128}
            aria-invalid={reply?.errors.password ? true : undefined}
            aria-describedby="exclusion-password-hint exclusion-password-error"
          />
          <p id="exclusion-password-hint" className="rg-kind__hint">
            {t(`${P}.exclusion.passwordHint`)}
          </p>
          <ErrorText id="exclusion-password-error" reply={reply} field="password" />
        </div>
        <div className={`field${reply?.errors.reason ? " field--invalid" : ""}`}>
          <label htmlFor="exclusion-reason" className="field__label">
            {t(`${P}.exclusion.reason`)}
          </label>
          <textarea
            id="exclusion-reason"
            name="reason"
            className="input rg-textarea"
            rows={2}
            maxLength={200}
            defaultValue={reply?.values?.reason ?? ""}
            aria-invalid={reply?.errors.reason ? true : undefined}
            aria-describedby="exclusion-reason-error"
          />
          <ErrorText id="exclusion-reason-error" reply={reply} field="reason" />
        </div>
        <Confirm reply={reply} id="exclusion" />
        <button type="submit" className="button button--block rg-danger" disabled={busy}>
          {t(`${P}.exclusion.submit`)}
        </button>
      </Form>
      {registerUrl && (
        <p className="rg-register">
          {t(`${P}.exclusion.register`)}{" "}
          <a href={registerUrl} target="_blank" rel="noopener noreferrer">
            {t(`${P}.exclusion.registerLink`)}
            <ExternalIcon size={14} />
            <span className="sr-only">{t(`${P}.exclusion.newTab`)}</span>
          </a>
        </p>
      )}
    </section>
  );
}

function HistoryCard({ history, symbol }: { history: RgAuditRow[]; symbol: string }) {
  const { t } = useTranslation();
  return (
    <section className="card rg-card" aria-labelledby="rg-history-title">
      <h2 id="rg-history-title" className="rg-card__title">
        {t(`${P}.history.heading`)}
      </h2>
      <p className="rg-card__rule">{t(`${P}.history.intro`)}</p>
      {history.length === 0 ? (
        <p className="rg-empty">{t(`${P}.history.empty`)}</p>
      ) : (
        <ol className="rg-history" aria-labelledby="rg-history-title" data-testid="rg-history">
          {history.map((row, i) => {
            const text = describeAudit(row, symbol, t);
            return (
              <li key={`${row.requestedAt}-${i}`} className="rg-history__item">
                <p className="rg-history__control">{text.control}</p>
                {text.change && <p className="rg-history__change">{text.change}</p>}
                <p className="rg-history__times">
                  <span>{t(`${P}.history.actor.${row.actor}`, { defaultValue: row.actor })}</span>
                  <span>{t(`${P}.history.requested`, { at: formatDateTime(row.requestedAt) })}</span>
                  <span>{t(`${P}.history.effective`, { at: formatDateTime(row.effectiveAt) })}</span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
