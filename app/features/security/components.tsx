import { useTranslation } from "~/i18n/react";
import type { MessageParams } from "./failures";

/*
 * Fields of the security forms. Like the account fields (decision 014) they take conform's
 * getInputProps(…) from the form owner; unlike them, an error may name values (attempts left,
 * the time a lock lifts), so each takes the params the action sent along, by message key.
 */

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { id: string; key?: React.Key };
type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: React.Key };
export type ParamsByKey = Record<string, MessageParams>;

/**
 * Label, control, hint and translated error. The hint's id is conform's description id
 * (`${id}-description`, read by getInputProps(…, { description: true })), the error's its error id.
 */
export function SecurityField({
  id,
  label,
  hint,
  errors,
  params,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  params?: ParamsByKey;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const first = errors?.[0];
  return (
    <div className={`field${first ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-description`} className="security-hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field__error" role={first ? "alert" : undefined}>
        {first ? t(first, params?.[first]) : null}
      </p>
    </div>
  );
}

/**
 * A six-digit payment password: a numeric keypad on phones, never remembered by the browser
 * ("off" for the current one, "new-password" for a new one: no password manager offers the
 * login password here).
 */
export function PinField({
  label,
  hint,
  inputProps,
  errors,
  params,
  autoComplete,
}: {
  label: string;
  hint?: string;
  inputProps: InputProps;
  errors?: string[];
  params?: ParamsByKey;
  autoComplete: "off" | "new-password";
}) {
  const { key, ...input } = inputProps;
  return (
    <SecurityField id={input.id} label={label} hint={hint} errors={errors} params={params}>
      <input key={key} className="input" {...input} type="password" inputMode="numeric" autoComplete={autoComplete} />
    </SecurityField>
  );
}

export function TextInputField({
  label,
  hint,
  inputProps,
  errors,
  params,
}: {
  label: string;
  hint?: string;
  inputProps: InputProps;
  errors?: string[];
  params?: ParamsByKey;
}) {
  const { key, ...input } = inputProps;
  return (
    <SecurityField id={input.id} label={label} hint={hint} errors={errors} params={params}>
      <input key={key} className="input" {...input} />
    </SecurityField>
  );
}

export function SelectField({
  label,
  placeholder,
  options,
  selectProps,
  errors,
}: {
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selectProps: SelectProps;
  errors?: string[];
}) {
  const { key, ...select } = selectProps;
  return (
    <SecurityField id={select.id} label={label} errors={errors}>
      <select key={key} className="input select" {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </SecurityField>
  );
}

/** The form's own message (a refusal about no one field), with the values it names. */
export function FormMessage({ errors, id, params }: { errors?: string[]; id: string; params?: ParamsByKey }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {t(first, params?.[first])}
    </p>
  );
}

/** A short state beside a security item: done (ok), to do, or needing attention (warn). */
export function StateBadge({ tone, children }: { tone: "ok" | "todo" | "warn"; children: React.ReactNode }) {
  return <span className={`state-badge state-badge--${tone}`}>{children}</span>;
}
