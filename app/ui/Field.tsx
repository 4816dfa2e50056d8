import { useTranslation } from "~/i18n/react";

/**
 * Label, control and translated error, wired for assistive technology. The error's id is
 * `${id}-error`, where conform's getInputProps points the control's aria-describedby. `params`
 * holds the values a message names, by its key (how many tries are left). A `hint` (already
 * translated) shows under the control from the first render, before anything is typed; its id is
 * `${id}-hint`, and the control must name it in its aria-describedby (`describedBy`).
 */
export function Field({
  id,
  label,
  errors,
  params,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  params?: Record<string, Record<string, string>>;
  hint?: string;
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
        <p id={`${id}-hint`} className="field__note">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field__error" role={first ? "alert" : undefined}>
        {first ? t(first, params?.[first]) : null}
      </p>
    </div>
  );
}

/** The control's aria-describedby with the field's hint added (conform sets the error's id only while invalid). */
export function describedBy(id: string, current: string | undefined, hint: string | undefined): string | undefined {
  const ids = [current, hint ? `${id}-hint` : undefined].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
