import type { LimitKind } from "@contract/rg-rules";
import type { RgBlockView } from "@contract/schemas/rg";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import type { DepositMeter, LimitPrompt } from "./deposit-rg";
import type { LimitPromptReply } from "./deposit.server";
import { R } from "./fields";

/*
 * The deposit page's responsible-gaming parts (research 4.4.1, RG-01,
 * RG-08; decision 043): the limit prompt before the first deposit, the meter of the strictest
 * deposit limit, and the paused state. Plain forms and links: everything works without JavaScript.
 */

export const RG_PAGE = "/m/responsibleGaming";

/** "Today: ₱70 of ₱100 used", with a bar and when the window resets. */
export function DepositLimitMeter({ meter, symbol }: { meter: DepositMeter; symbol: string }) {
  const { t } = useTranslation();
  const text = t(`${R}.meter.used`, {
    period: t(`${R}.meter.label.${meter.period}`),
    used: formatMoney(meter.used, symbol),
    limit: formatMoney(meter.limit, symbol),
  });
  return (
    <section className="card deposit-section rg-meter" aria-label={t(`${R}.depositLimits`)} data-testid="deposit-limit-meter">
      <p className="rg-meter__text">{text}</p>
      <meter className="rg-meter__bar" min={0} max={meter.limit} value={Math.min(meter.used, meter.limit)} aria-label={text} />
      <p className="deposit-range">{t(`${R}.meter.reset`, { resetAt: formatDateTime(meter.resetAt) })}</p>
    </section>
  );
}

/** A time-out, self-exclusion or spent session: no form, why, until when, and where to go instead. */
export function DepositsPaused({ block }: { block: RgBlockView }) {
  const { t } = useTranslation();
  return (
    <section className="card deposit-section" role="status" aria-labelledby="deposits-paused" data-testid="deposits-paused">
      <h2 id="deposits-paused" className="deposit-section__title">
        {t(`${R}.paused.title`)}
      </h2>
      <p>{t(`rg.refusal.${block.kind}`, { until: formatDateTime(block.endsAt) })}</p>
      <div className="rg-prompt__actions">
        <Link to="/m/withdraw" className="button button--primary">
          {t(`${R}.paused.withdraw`)}
        </Link>
        <Link to={RG_PAGE} className="button button--ghost">
          {t(`${R}.paused.rg`)}
        </Link>
      </div>
    </section>
  );
}

/**
 * "Set a deposit limit before your first deposit" (RG-08, UKGC 12A) with "Not now" (this visit), or
 * the market's required limits still unset (no "Not now": the gateway refuses deposits until set).
 */
export function LimitPromptCard({
  prompt,
  symbol,
  reply,
  skipHref,
}: {
  prompt: LimitPrompt;
  symbol: string;
  reply: LimitPromptReply | null;
  skipHref: string;
}) {
  const { t } = useTranslation();
  const required = prompt.mode === "required";
  return (
    <section className="card deposit-section rg-prompt" aria-labelledby="rg-prompt-title" data-testid="limit-prompt">
      <h2 id="rg-prompt-title" className="deposit-section__title">
        {required ? t(`${R}.prompt.requiredTitle`) : t(`${R}.prompt.title`)}
      </h2>
      <p className="deposit-range">{required ? t(`${R}.prompt.requiredBody`) : t(`${R}.prompt.body`)}</p>
      {prompt.kinds.map((kind) => (
        <LimitForm key={kind} kind={kind} symbol={symbol} reply={reply?.kind === kind ? reply : null} titled={prompt.kinds.length > 1} />
      ))}
      {!required && (
        <Link to={skipHref} replace preventScrollReset className="button button--ghost button--block">
          {t(`${R}.prompt.skip`)}
        </Link>
      )}
    </section>
  );
}

function LimitForm({ kind, symbol, reply, titled }: { kind: LimitKind; symbol: string; reply: LimitPromptReply | null; titled: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("kind") === kind;
  const errors = reply?.result.error ?? {};
  const formError = errors[""]?.[0] ?? null;
  const valueError = errors.value?.[0] ?? null;
  const periodError = errors.period?.[0] ?? null;
  const id = `rg-limit-${kind}`;
  const money = kind !== "session";
  return (
    <Form method="post" className="security-form rg-prompt__form" aria-label={t(`${R}.prompt.kind.${kind}`)} id={id}>
      {titled && <h3 className="field__label">{t(`${R}.prompt.kind.${kind}`)}</h3>}
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <input type="hidden" name="intent" value="setLimit" />
      <input type="hidden" name="kind" value={kind} />
      {money && (
        <div className={`field${periodError ? " field--invalid" : ""}`}>
          <label htmlFor={`${id}-period`} className="field__label">
            {t(`${R}.prompt.period`)}
          </label>
          <select id={`${id}-period`} name="period" className="input select" defaultValue="day" aria-invalid={periodError ? true : undefined}>
            {(["day", "week", "month"] as const).map((p) => (
              <option key={p} value={p}>
                {t(`${R}.period.${p}`)}
              </option>
            ))}
          </select>
          {periodError && (
            <p className="field__error" role="alert">
              {t(periodError)}
            </p>
          )}
        </div>
      )}
      <div className={`field${valueError ? " field--invalid" : ""}`}>
        <label htmlFor={`${id}-value`} className="field__label">
          {money ? t(`${R}.prompt.amount`) : t(`${R}.prompt.minutes`)}
        </label>
        <div className="withdraw-amount">
          {money && (
            <span className="withdraw-amount__symbol" aria-hidden="true">
              {symbol}
            </span>
          )}
          <input
            id={`${id}-value`}
            name="value"
            className="input withdraw-amount__input"
            inputMode={money ? "decimal" : "numeric"}
            autoComplete="off"
            required
            maxLength={20}
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueError ? `${id}-value-error` : undefined}
          />
        </div>
        {valueError && (
          <p id={`${id}-value-error`} className="field__error" role="alert">
            {t(valueError)}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t(`${R}.prompt.submit`)}
      </button>
    </Form>
  );
}
