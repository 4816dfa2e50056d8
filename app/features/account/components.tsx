import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import { Field } from "~/ui/Field";
import { BackIcon, ClearIcon, EyeIcon, EyeOffIcon } from "~/ui/icons";
import { fromSecondsLeft, tick, type SmsState } from "~/rules/sms-countdown";
import { DIALING_CODES } from "@shared/registration";

// Account forms validate with zod on both sides; their field maps are typed loosely (see m.login.tsx).
type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Label, input and translated error; clearable inputs get a clear button once JavaScript runs. */
export function TextField({
  meta,
  label,
  type = "text",
  optional = false,
  clearable = false,
  onClear,
  ...input
}: {
  meta: Meta;
  label: string;
  type?: "text" | "email" | "tel";
  optional?: boolean;
  clearable?: boolean;
  onClear?: () => void;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Field id={meta.id} label={optional ? `${label} (${t("account.optional")})` : label} errors={meta.errors} errorId={meta.errorId}>
      <div className="input-wrap">
        <input {...getInputProps(meta, { type })} key={meta.key} className="input" {...input} />
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
export function PasswordField({ meta, label, autoComplete, ...input }: { meta: Meta; label: string; autoComplete: "current-password" | "new-password" } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <div className="input-wrap">
        <input {...getInputProps(meta, { type: shown ? "text" : "password" })} key={meta.key} className="input" autoComplete={autoComplete} {...input} />
        {hydrated && (
          <button
            type="button"
            className="input-wrap__action"
            aria-label={shown ? t("account.hidePassword") : t("account.showPassword")}
            aria-pressed={shown}
            aria-controls={meta.id}
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
 * Captcha image and input (§2: clicking the image refreshes it). The image is served by
 * /m/captcha, which also remembers which captcha is in play. Without JavaScript the image is a
 * link that reloads the page, and with it a new image.
 */
export function CaptchaField({ meta, nonce }: { meta: Meta; nonce: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [version, setVersion] = useState(0);
  const src = `/m/captcha?v=${nonce}-${version}`;
  const image = <img src={src} alt={t("account.captchaImage")} width={120} height={44} className="captcha__image" />;
  return (
    <Field id={meta.id} label={t("account.field.captcha")} errors={meta.errors} errorId={meta.errorId}>
      <div className="captcha">
        <input {...getInputProps(meta, { type: "text" })} key={meta.key} className="input" inputMode="numeric" autoComplete="off" maxLength={6} />
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

export function DialingCodeSelect({ meta }: { meta: Meta }) {
  const { t } = useTranslation();
  return (
    <div className="field field--compact">
      <label htmlFor={meta.id} className="field__label">
        {t("account.field.dialingCode")}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className="input select" defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : "+63"}>
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
export function SmsCodeField({ meta, secondsLeft, label, disabled = false }: { meta: Meta; secondsLeft: number; label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send-code";
  const [state, setState] = useState<SmsState>(fromSecondsLeft(secondsLeft));

  useEffect(() => setState(fromSecondsLeft(secondsLeft)), [secondsLeft]);
  useEffect(() => {
    if (state.phase !== "countdown") return;
    const timer = setTimeout(() => setState(tick), 1000);
    return () => clearTimeout(timer);
  }, [state]);

  const phase: SmsState = sending ? { phase: "sending" } : state;
  return (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <div className="sms-row">
        <input
          {...getInputProps(meta, { type: "text" })}
          key={meta.key}
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          disabled={disabled}
        />
        <button type="submit" name="intent" value="send-code" formNoValidate className="button button--ghost sms-row__button" disabled={phase.phase !== "idle"}>
          {phase.phase === "sending" ? t("account.sending") : phase.phase === "countdown" ? t("account.resendIn", { count: phase.secondsLeft }) : t("account.getCode")}
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

/** A translated form-level error (the gateway's refusal, the honeypot, a lock). */
export function FormError({ errors, id }: { errors?: string[]; id: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {t(errors[0]!)}
    </p>
  );
}

/** The field names of a form schema (a z.object, possibly refined). Conform's fieldset cannot be listed: it is a proxy. */
export function schemaFieldNames(schema: z.ZodTypeAny): string[] {
  let inner = schema;
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as z.ZodRawShape) : [];
}

/**
 * Call during the render of the component that owns useForm. Conform re-renders that component
 * only for the state its last render read, and the reads of the field components below it count
 * only when they render in the same pass. On a server-rendered page a later render of the form
 * alone (after hydration) left the field errors out, so a submit that failed client validation
 * showed nothing. Reading every field's errors, key and initial value here makes the owner
 * re-render — and the fields with it — whenever one of them changes.
 */
export function watchFields(fields: Record<string, { errors?: unknown; key?: unknown; initialValue?: unknown } | undefined>, schema: z.ZodTypeAny): void {
  for (const name of schemaFieldNames(schema)) {
    const field = fields[name];
    void field?.errors;
    void field?.key;
    void field?.initialValue;
  }
}

/** Focus the first field that failed, after a server answer (conform focuses on client-side failures). */
export function useFocusFirstError(formId: string, lastResult: { error?: Record<string, string[] | null> | null } | null | undefined) {
  useEffect(() => {
    const names = Object.entries(lastResult?.error ?? {}).filter(([name, e]) => name && e?.length).map(([name]) => name);
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
export function useClearRefusedFields(formId: string, lastResult: { status?: string; error?: Record<string, string[] | null> | null } | null | undefined, names: string[]) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    for (const name of names) {
      const input = form?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
