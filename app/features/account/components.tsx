import { FIELD_LIMITS } from "@contract/field-rules";
import { DIALING_CODES } from "@contract/registration";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { fromSecondsLeft, tick, type SmsState } from "~/rules/sms-countdown";
import type { FillTimeInput } from "~/server/fill-time.server";
import { describedBy, Field } from "~/ui/Field";
import { BackIcon, ClearIcon, EyeIcon, EyeOffIcon } from "~/ui/icons";

/*
 * The account fields are presentational (decision 014, after the Epic Stack's forms.tsx): the
 * component that calls useForm calls conform's getInputProps(fields.x, …) in its own render and
 * hands the result down with the field's errors. Those reads subscribe the owner to every field it
 * shows, so a failed client validation re-renders it with the messages, first visits included.
 */

/**
 * An input as the form owner hands it down: getInputProps(…) (id, name, constraint attributes,
 * aria-*, initial value), the owner's own attributes, and conform's key for the field — getInputProps
 * leaves the key out, and the input must start again when conform changes it.
 */
type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { id: string; key?: React.Key };
type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: React.Key };

/** Label, input and translated error; clearable inputs get a clear button once JavaScript runs. */
export function TextField({
  label,
  inputProps,
  errors,
  optional = false,
  clearable = false,
  onClear,
}: {
  label: string;
  inputProps: InputProps;
  errors?: string[];
  optional?: boolean;
  clearable?: boolean;
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { key, ...input } = inputProps;
  return (
    <Field id={input.id} label={optional ? `${label} (${t("account.optional")})` : label} errors={errors}>
      <div className="input-wrap">
        <input key={key} className="input" {...input} />
        {clearable && hydrated && onClear && (
          <button type="button" className="input-wrap__action" aria-label={`${t("account.clear")}: ${label}`} onClick={onClear}>
            <ClearIcon size={20} />
          </button>
        )}
      </div>
    </Field>
  );
}

/** Password with show/hide (JavaScript only: without it the field simply stays hidden). */
export function PasswordField({
  label,
  inputProps,
  errors,
  params,
  autoComplete,
  hint,
}: {
  label: string;
  inputProps: InputProps;
  errors?: string[];
  /** The values the field's message names, by its key. */
  params?: Record<string, Record<string, string>>;
  /** What a valid password looks like, shown before the player types (`usePasswordRule`). */
  hint?: string;
  /** Required so every password tells the browser's password manager what it is. */
  autoComplete: "current-password" | "new-password";
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const { key, ...input } = inputProps;
  return (
    <Field id={input.id} label={label} errors={errors} params={params} hint={hint}>
      <div className="input-wrap">
        <input
          key={key}
          className="input"
          {...input}
          aria-describedby={describedBy(input.id, input["aria-describedby"], hint)}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
        />
        {hydrated && (
          <button
            type="button"
            className="input-wrap__action"
            aria-label={shown ? t("account.hidePassword") : t("account.showPassword")}
            aria-pressed={shown}
            aria-controls={input.id}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        )}
      </div>
    </Field>
  );
}

/**
 * The new-password rule in words, its bounds from the shared field rules (contract/field-rules.ts),
 * for a new password's hint: the player learns it before typing, not from a refusal.
 */
export function usePasswordRule(): string {
  const { t } = useTranslation();
  return t("account.passwordRule", { min: String(FIELD_LIMITS.passwordMin), max: String(FIELD_LIMITS.passwordMax) });
}

/**
 * Captcha image and input (§2: clicking the image refreshes it). The image is served by
 * /m/captcha, which also remembers which captcha is in play. Without JavaScript the image is a
 * link that reloads the page, and with it a new image.
 */
export function CaptchaField({ inputProps, errors, nonce }: { inputProps: InputProps; errors?: string[]; nonce: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [version, setVersion] = useState(0);
  const src = `/m/captcha?v=${nonce}-${version}`;
  const image = <img src={src} alt={t("account.captchaImage")} width={120} height={44} className="captcha__image" />;
  const { key, ...input } = inputProps;
  return (
    <Field id={input.id} label={t("account.field.captcha")} errors={errors}>
      <div className="captcha">
        <input key={key} className="input" inputMode="numeric" autoComplete="off" {...input} />
        {hydrated ? (
          <button type="button" className="captcha__refresh" title={t("account.refreshCaptcha")} onClick={() => setVersion((v) => v + 1)}>
            {image}
          </button>
        ) : (
          <Link to={location.pathname + location.search} className="captcha__refresh" title={t("account.refreshCaptcha")}>
            {image}
          </Link>
        )}
      </div>
    </Field>
  );
}

/** The country code beside a mobile number; +63 when the form has none yet. */
export function DialingCodeSelect({ selectProps }: { selectProps: SelectProps }) {
  const { t } = useTranslation();
  const { key, defaultValue, ...select } = selectProps;
  return (
    <div className="field field--compact">
      <label htmlFor={select.id} className="field__label">
        {t("account.field.dialingCode")}
      </label>
      <select key={key} className="input select" {...select} defaultValue={typeof defaultValue === "string" ? defaultValue : "+63"}>
        {DIALING_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * SMS code input with its get-code button (§4). The button is a submit with intent "send-code",
 * so it works without JavaScript (the countdown then shows as text); with JavaScript the
 * countdown ticks and the button rests until it ends.
 */
export function SmsCodeField({ label, inputProps, errors, secondsLeft }: { label: string; inputProps: InputProps; errors?: string[]; secondsLeft: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send-code";
  const [state, setState] = useState<SmsState>(fromSecondsLeft(secondsLeft));
  // A new answer from the server (a code sent, a reload) restarts the countdown: adjusted while
  // rendering, as React advises for state that follows a prop, not in an effect.
  const [shownSeconds, setShownSeconds] = useState(secondsLeft);
  if (shownSeconds !== secondsLeft) {
    setShownSeconds(secondsLeft);
    setState(fromSecondsLeft(secondsLeft));
  }
  useEffect(() => {
    if (state.phase !== "countdown") return;
    const timer = setTimeout(() => setState(tick), 1000);
    return () => clearTimeout(timer);
  }, [state]);

  const phase: SmsState = sending ? { phase: "sending" } : state;
  const { key, ...input } = inputProps;
  return (
    <Field id={input.id} label={label} errors={errors}>
      <div className="sms-row">
        <input key={key} className="input" inputMode="numeric" autoComplete="one-time-code" {...input} />
        <button type="submit" name="intent" value="send-code" formNoValidate className="button button--ghost sms-row__button" disabled={phase.phase !== "idle"}>
          {phase.phase === "sending"
            ? t("account.sending")
            : phase.phase === "countdown"
              ? t("account.resendIn", { count: phase.secondsLeft })
              : t("account.getCode")}
        </button>
      </div>
    </Field>
  );
}

/** Method tabs as links, so each method is a URL and works without JavaScript. */
export function MethodTabs({ tabs, current }: { tabs: { key: string; label: string; href: string }[]; current: string }) {
  const { t } = useTranslation();
  if (tabs.length < 2) return null;
  return (
    <nav className="method-tabs" aria-label={t("account.tabs.label")}>
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.href} replace preventScrollReset className="method-tabs__tab" aria-current={tab.key === current ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A timed form's token (ASVS V2.4.2: the server refuses the form sooner than its minimum after
 * rendering it). The first one the page was given is kept: a revalidation (after a refusal, a sent
 * code) brings a newer one, ready later, and the minimum counts from when the person first saw the
 * form. `data-ready-at` says when the server takes it; the end-to-end journeys wait for that.
 */
export function FillTimeField({ fillTime }: { fillTime: FillTimeInput }) {
  const [first] = useState(fillTime);
  return <input type="hidden" name={first.name} value={first.token} data-ready-at={first.readyAt} />;
}

/** A translated form-level error (the gateway's refusal, the honeypot, a lock); `params` holds the values a message names, by its key. */
export function FormError({ errors, id, params }: { errors?: string[]; id: string; params?: Record<string, Record<string, string>> }) {
  const { t } = useTranslation();
  const key = errors?.[0];
  if (!key) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {t(key, params?.[key])}
    </p>
  );
}

/** Focus the first field that failed, after a server answer (conform focuses on client-side failures). */
export function useFocusFirstError(formId: string, lastResult: { error?: Record<string, string[] | null> | null } | null | undefined) {
  useEffect(() => {
    const names = Object.entries(lastResult?.error ?? {})
      .filter(([name, e]) => name && e?.length)
      .map(([name]) => name);
    if (!names.length) return;
    const form = document.getElementById(formId);
    const first = [...(form?.querySelectorAll<HTMLElement>("input, select, textarea") ?? [])].find((el) => names.includes(el.getAttribute("name") ?? ""));
    first?.focus();
  }, [formId, lastResult]);
}

/**
 * After a refused submission, empty the fields the server left out of its reply (hideFields):
 * without JavaScript the new page has them empty; with it the uncontrolled inputs would keep
 * what was typed, a refused password included. Cleared in the DOM: conform's form.update would
 * also drop the message shown for the form.
 */
export function useClearRefusedFields(
  formId: string,
  lastResult: { status?: string; error?: Record<string, string[] | null> | null } | null | undefined,
  names: string[],
) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    for (const name of names) {
      const input = form?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per server answer; `names` is derived from that answer
  }, [formId, lastResult]);
}

/** The top of the header-less account screens (§2: login, register, forget): back home, logo, title. */
export function AuthIntro({ title, subtitle, logo = true }: { title: string; subtitle: string; logo?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="auth__top">
        <Link to="/m/home" className="icon-button" aria-label={t("header.back")}>
          <BackIcon />
        </Link>
      </div>
      <div className="auth__intro">
        {logo && <img src="/logo.svg" alt="" width={56} height={56} />}
        <h1 className="auth__title">{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
      </div>
    </>
  );
}
