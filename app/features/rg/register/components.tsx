import { SESSION_MINUTES, type LimitKind } from "@contract/rg-rules";
import { useTranslation } from "~/i18n/react";
import { R } from "./fields";

/*
 * The registration form's age gate and limits (RG-08; decision 043).
 * Presentational like the account fields (decision 014): the form owner calls getInputProps and
 * hands the props down with the field's errors (translation keys).
 */

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { id: string; key?: React.Key };
type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: React.Key };

/** A field's first error, translated with the values its text names. */
function ErrorText({ id, errors, params }: { id: string; errors?: string[]; params?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  return (
    <p id={`${id}-error`} className="field__error" role={first ? "alert" : undefined}>
      {first ? t(first, params) : null}
    </p>
  );
}

/**
 * Date of birth: a date input bounded by 1900 and the latest date of someone old enough; the hint names the minimum age.
 * `hintKey` and `autoComplete`: for a form that asks for someone else's date (an agent opening a
 * downline), whose browser must not offer the agent's own birthday.
 */
export function BirthDateField({
  inputProps,
  errors,
  minAge,
  max,
  hintKey = `${R}.birthDateHint`,
  autoComplete = "bday",
}: {
  inputProps: InputProps;
  errors?: string[];
  minAge: number;
  max: string;
  hintKey?: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const { key, ...input } = inputProps;
  return (
    <div className={`field${errors?.[0] ? " field--invalid" : ""}`}>
      <label htmlFor={input.id} className="field__label">
        {t("account.field.birthDate")}
      </label>
      <input key={key} className="input" {...input} min="1900-01-01" max={max} autoComplete={autoComplete} />
      <p id={`${input.id}-description`} className="field__hint">
        {t(hintKey, { minAge })}
      </p>
      <ErrorText id={input.id} errors={errors} params={{ minAge }} />
    </div>
  );
}

type LimitField = { input: InputProps; errors?: string[] };

/**
 * "Set your limits" (RG-08): a daily deposit limit, a loss limit with its period and a session time
 * limit. Optional ones sit in a <details> (short on a phone); a market's required ones (BR: loss and
 * session) are shown open and marked. Works without JavaScript.
 */
export function RegisterLimits({
  required,
  deposit,
  loss,
  lossPeriod,
  session,
}: {
  required: readonly LimitKind[];
  deposit: LimitField;
  loss: LimitField;
  lossPeriod: { select: SelectProps; errors?: string[] };
  session: LimitField;
}) {
  const { t } = useTranslation();
  const label = (text: string, kind: LimitKind) => (required.includes(kind) ? `${text} (${t(`${R}.limits.required`)})` : `${text} (${t("account.optional")})`);
  const anyError = [deposit, loss, session].some((f) => f.errors?.length) || !!lossPeriod.errors?.length;
  const field = (kind: LimitKind, text: string, f: LimitField, hint?: string) => {
    const { key, ...input } = f.input;
    return (
      <div className={`field${f.errors?.[0] ? " field--invalid" : ""}`}>
        <label htmlFor={input.id} className="field__label">
          {label(text, kind)}
        </label>
        <input key={key} className="input" {...input} required={required.includes(kind)} autoComplete="off" />
        {hint && (
          <p id={`${input.id}-description`} className="field__hint">
            {hint}
          </p>
        )}
        <ErrorText id={input.id} errors={f.errors} />
      </div>
    );
  };
  const { key: periodKey, ...periodSelect } = lossPeriod.select;
  const body = (
    <div className="register-limits__body" role="group" aria-label={t(required.length ? `${R}.limits.legendRequired` : `${R}.limits.legend`)}>
      <p className="field__hint">{t(`${R}.limits.intro`)}</p>
      {field("deposit", t(`${R}.limits.depositDay`), deposit)}
      <div className="mobile-row">
        <div className="field field--compact">
          <label htmlFor={periodSelect.id} className="field__label">
            {t(`${R}.limits.lossPeriod`)}
          </label>
          <select key={periodKey} className="input select" {...periodSelect}>
            {(["day", "week", "month"] as const).map((p) => (
              <option key={p} value={p}>
                {t(`${R}.period.${p}`)}
              </option>
            ))}
          </select>
        </div>
        {field("loss", t(`${R}.limits.lossAmount`), loss)}
      </div>
      {field("session", t(`${R}.limits.session`), session, t(`${R}.limits.sessionHint`, { min: SESSION_MINUTES.min, max: SESSION_MINUTES.max }))}
    </div>
  );
  if (required.length) {
    return (
      <section className="register-limits" aria-labelledby="register-limits-title" data-testid="register-limits">
        <h2 id="register-limits-title" className="field__label">
          {t(`${R}.limits.legendRequired`)}
        </h2>
        {body}
      </section>
    );
  }
  return (
    <details className="register-limits" open={anyError} data-testid="register-limits">
      <summary className="field__label">{t(`${R}.limits.legend`)}</summary>
      {body}
    </details>
  );
}
