import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { fromSecondsLeft, tick, type SmsState } from "~/rules/sms-countdown";
import { Field } from "~/ui/Field";
import { useImageUrl } from "~/ui/use-image-url";

/*
 * Pieces of the identity pages. Like the account fields (decision 014) they are presentational:
 * the route that calls useForm hands each one its conform props and errors.
 */

/** A message with interpolated values (tries left, when a lock lifts, sessions ended). */
export type Message = { key: string; params?: Record<string, string | number> };

/** A refusal's message above a form; `tone` "notice" for good news (a code sent, sessions ended). */
export function FormMessage({ message, tone = "error", id }: { message?: Message | null; tone?: "error" | "notice"; id?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className={tone === "error" ? "form-error" : "form-notice"} role={tone === "error" ? "alert" : "status"}>
      {t(message.key, message.params)}
    </p>
  );
}

/**
 * The e-mail code's send button (§4 code states, as the SMS button): with JavaScript it rests
 * through the countdown the server started and ticks down; without it the button stays usable,
 * the page says the code was sent, and the gateway's throttle answers a too-early request.
 */
export function SendCodeButton({ secondsLeft, label }: { secondsLeft: number; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send-code";
  const [state, setState] = useState<SmsState>(fromSecondsLeft(secondsLeft));
  // A new answer from the server restarts the countdown (state that follows a prop, set while rendering).
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

  const phase: SmsState = sending ? { phase: "sending" } : hydrated ? state : { phase: "idle" };
  return (
    <button type="submit" name="intent" value="send-code" className="button button--primary button--block" disabled={phase.phase !== "idle"}>
      {phase.phase === "sending" ? t("account.sending") : phase.phase === "countdown" ? t("account.resendIn", { count: phase.secondsLeft }) : label}
    </button>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: React.Key };

/** Label, select and translated error; the placeholder option is what an unchosen select shows. */
export function SelectField({
  label,
  selectProps,
  errors,
  options,
  placeholder,
}: {
  label: string;
  selectProps: SelectProps;
  errors?: string[];
  options: { value: string; label: string }[];
  placeholder: string;
}) {
  const { key, ...select } = selectProps;
  return (
    <Field id={select.id} label={label} errors={errors}>
      <select key={key} className="input select" {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** §4 verification labels: pending / Verified. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`badge identity-badge identity-badge--${verified ? "ok" : "pending"}`}>
      {verified ? t("identity.email.verified") : t("identity.email.pending")}
    </span>
  );
}

/**
 * The avatar picker: a radio group of the avatar images (a fieldset, so it works without
 * JavaScript). The radios stay in the tab order and take the focus ring onto their image;
 * each is named "Avatar N" for assistive technology.
 */
export function AvatarPicker({
  icons,
  current,
  name,
  errors,
  errorId,
}: {
  icons: { id: string; url: string }[];
  current: string | null;
  name: string;
  errors?: string[];
  errorId: string;
}) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const first = errors?.[0];
  return (
    <fieldset className="avatar-picker" aria-describedby={first ? errorId : undefined} aria-invalid={first ? true : undefined}>
      <legend className="field__label">{t("identity.profile.avatarLegend")}</legend>
      <div className="avatar-picker__grid">
        {icons.map((icon, i) => (
          <label key={icon.id} className="avatar-option">
            <input className="avatar-option__input" type="radio" name={name} value={icon.id} defaultChecked={icon.id === current} />
            <img className="avatar-option__image" src={imageUrl(icon.url)} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <span className="sr-only">{t("identity.profile.avatar", { n: i + 1 })}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className="field__error" role={first ? "alert" : undefined}>
        {first ? t(first) : null}
      </p>
    </fieldset>
  );
}
