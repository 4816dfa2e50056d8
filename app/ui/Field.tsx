import { useTranslation } from "~/i18n/react";

/**
 * Label, control and translated error, wired for assistive technology. The error's id is
 * `${id}-error`, where conform's getInputProps points the control's aria-describedby. `params`
 * holds the values a message names, by its key (how many tries are left).
 */
export function Field({
  id,
  label,
  errors,
  params,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  params?: Record<string, Record<string, string>>;
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
      <p id={`${id}-error`} className="field__error" role={first ? "alert" : undefined}>
        {first ? t(first, params?.[first]) : null}
      </p>
    </div>
  );
}
