import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { FieldMessage } from "./reports.server";

export type SearchInput = {
  name: string;
  label: string;
  placeholder: string;
  /** What the URL gave (shown again, even when refused). */
  raw: string;
  message: FieldMessage | null;
  inputMode?: "text" | "numeric";
};

/**
 * The agent reports' search (A-PNL-01 account, A-BET-01 account and order number): a GET form, so
 * it works without JavaScript and its state is the URL. Everything else the page shows (period,
 * tab, status) rides along in hidden fields, and a search starts again from page 1. A refused value
 * is shown with its message beside the field; "Show all" drops the search.
 */
export function SearchForm({ path, fields, keep, clearHref }: { path: string; fields: SearchInput[]; keep: [string, string][]; clearHref: string | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={path} className="agent-search" role="search" aria-label={t("agentReports.search.submit")}>
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="agent-search__fields">
        {fields.map((f) => {
          const id = `agent-search-${f.name}`;
          const errorId = `${id}-error`;
          return (
            <div key={f.name} className="field agent-search__field">
              <label htmlFor={id} className="field__label">
                {f.label}
              </label>
              <input
                id={id}
                className="input agent-search__input"
                type="search"
                name={f.name}
                defaultValue={f.raw}
                placeholder={f.placeholder}
                inputMode={f.inputMode}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                maxLength={32}
                aria-invalid={f.message ? true : undefined}
                aria-describedby={f.message ? errorId : undefined}
              />
              {f.message && (
                <p id={errorId} className="field__error" role="alert">
                  {t(f.message.key, f.message.values)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="agent-search__actions">
        <button type="submit" className="button button--primary button--small">
          {t("agentReports.search.submit")}
        </button>
        {clearHref && (
          <Link to={clearHref} className="button button--ghost button--small">
            {t("agentReports.search.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
