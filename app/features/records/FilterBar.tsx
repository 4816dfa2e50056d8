import { RECORDS_DAYS_BACK } from "@contract/record-range";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CalendarIcon } from "~/ui/icons";
import { PERIOD_PRESETS, type PeriodPreset } from "./period";
import { recordParams, recordSearch, type RecordQuery, type RecordUrl } from "./query";

export type FilterOption = { value: string; label: string };
/** Options of the select, in groups (an unlabelled group renders its options without an optgroup). */
export type FilterOptionGroup = { label?: string; options: FilterOption[] };

type Props = {
  /** The page's path; chips link to it and the forms submit to it (GET). */
  path: string;
  query: RecordQuery;
  url: RecordUrl;
  /** The earliest and latest day a range may name (contract/record-range.ts recordBounds). */
  bounds: { min: string; max: string };
  /** The page's one select (a kind, a status); "All" comes first and is the default. */
  select?: { label: string; groups: FilterOptionGroup[] };
  /** The URL asked for dates outside the records: say they were moved. */
  adjusted?: boolean;
};

/** Hidden inputs that carry parameters through a GET form. */
function hidden(params: readonly (readonly [string, string])[]) {
  return params.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * The custom from/to form of a period (a GET, so it works without JavaScript): `params` are the
 * hidden fields that keep the page's other parameters (period=custom among them).
 */
export function CustomRangeForm({
  action,
  params,
  from,
  to,
  bounds,
}: {
  action: string;
  params: readonly (readonly [string, string])[];
  from: string;
  to: string;
  bounds: { min: string; max: string };
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className="records-range" key={`${from}…${to}`}>
      {hidden(params)}
      <fieldset className="records-range__fields">
        <legend className="records-range__legend">
          <CalendarIcon size={16} />
          {t("records.filter.customLegend")}
        </legend>
        <label className="records-range__field">
          <span>{t("records.filter.from")}</span>
          <input className="input records-range__input" type="date" name="from" defaultValue={from} min={bounds.min} max={bounds.max} required />
        </label>
        <label className="records-range__field">
          <span>{t("records.filter.to")}</span>
          <input className="input records-range__input" type="date" name="to" defaultValue={to} min={bounds.min} max={bounds.max} required />
        </label>
        <button type="submit" className="button button--ghost button--small records-range__apply">
          {t("records.filter.apply")}
        </button>
      </fieldset>
      <p className="records-filter__hint">{t("records.filter.hint", { days: RECORDS_DAYS_BACK })}</p>
    </Form>
  );
}

/**
 * The record pages' filter bar: preset chips as plain links, a custom range form
 * and an optional select as GET forms, so it all works without JavaScript and every state is a
 * URL. Any change starts again from page 1.
 */
export function FilterBar({ path, query, url, bounds, select, adjusted }: Props) {
  const { t } = useTranslation();
  // A preset's URL names the preset only (its days are the loader's to work out); "Custom" keeps
  // the days shown now, so the form below opens on them.
  const href = (preset: PeriodPreset) => path + recordSearch({ ...query, period: { ...query.period, preset }, page: 1 }, url);
  const { from, to } = query.period;

  return (
    <section className="records-filter">
      <nav aria-label={t("records.period.label")}>
        <ul className="records-chips">
          {PERIOD_PRESETS.map((preset) => (
            <li key={preset}>
              <Link to={href(preset)} className="records-chip" aria-current={query.period.preset === preset ? "true" : undefined} preventScrollReset>
                {t(`records.period.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <CustomRangeForm
        action={path}
        params={[...(url.keep ?? []), ["period", "custom"], ...(query.filter !== null ? [[url.filterParam, query.filter] as const] : [])]}
        from={from}
        to={to}
        bounds={bounds}
      />

      {select && (
        <Form method="get" action={path} className="records-select" key={query.filter ?? ""}>
          {/* Everything but the select stays as it is, from page 1. */}
          {hidden(recordParams({ ...query, filter: null, page: 1 }, url))}
          {/* A label beside the select, not around it: a wrapping label would add the shown option to its name. */}
          <div className="records-select__field">
            <label htmlFor="records-filter-select" className="records-select__label">
              {select.label}
            </label>
            <select
              id="records-filter-select"
              className="input select records-select__input"
              name={url.filterParam}
              defaultValue={query.filter ?? ""}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              <option value="">{t("records.filter.all")}</option>
              {select.groups.map((group, i) =>
                group.label ? (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </optgroup>
                ) : (
                  group.options.map((o) => (
                    <option key={`${i}:${o.value}`} value={o.value}>
                      {o.label}
                    </option>
                  ))
                ),
              )}
            </select>
          </div>
          <button type="submit" className="button button--ghost button--small">
            {t("records.filter.show")}
          </button>
        </Form>
      )}

      {adjusted && (
        <p className="records-filter__adjusted" role="status">
          {t("records.filter.adjusted", { days: RECORDS_DAYS_BACK })}
        </p>
      )}
    </section>
  );
}
