import { Form, useLocation } from "react-router";
import { DEFAULT_LOCALE, LANGUAGE_PARAM, toLocale, type Locale } from "~/i18n/locale";
import { useTranslation } from "~/i18n/react";
import { FlagGB, FlagPH, FlagPT } from "./flags";

/** §2 Language picker: EN English, PT Português, TY Tagalog, in that order. */
const OPTIONS: { locale: Locale; code: string; Flag: () => JSX.Element }[] = [
  { locale: "en", code: "EN", Flag: FlagGB },
  { locale: "pt", code: "PT", Flag: FlagPT },
  { locale: "ty", code: "TY", Flag: FlagPH },
];

/**
 * A GET form to the current page: works without JavaScript (the server reads ?lng and sets the
 * cookie). `reloadDocument` is for screens rendered by an error boundary, which have no loader data.
 */
export function LanguagePicker({ reloadDocument = false }: { reloadDocument?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const kept = [...new URLSearchParams(location.search)].filter(([k]) => k !== LANGUAGE_PARAM);

  return (
    <Form method="get" action={location.pathname} reloadDocument={reloadDocument} className="lang-picker" preventScrollReset>
      <fieldset>
        <legend className="lang-picker__legend">{t("language.label")}</legend>
        {kept.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <div className="lang-picker__options">
          {OPTIONS.map(({ locale, code, Flag }) => (
            <button
              key={locale}
              type="submit"
              name={LANGUAGE_PARAM}
              value={locale}
              className="lang-picker__option"
              aria-pressed={current === locale}
              lang={locale === "ty" ? "tl" : locale}
            >
              <Flag />
              <span className="lang-picker__code">{code}</span>
              <span className="lang-picker__name">{t(`language.${locale}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
