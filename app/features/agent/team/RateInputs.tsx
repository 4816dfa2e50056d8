import type { FieldMetadata } from "@conform-to/react";
import { REBATE_CATEGORIES, bpToPercent } from "@contract/rebate-rules";
import { useTranslation } from "~/i18n/react";
import { rateParams, type OwnRates } from "./rules";

/**
 * One rate input per game category (`rates.LOTT`, …), each bounded by the agent's own rate
 * (min 0, max own, step 0.1 — the browser's own check without JavaScript, the schema's with it,
 * the action's and the gateway's always), with the allowed range beside it and its message naming
 * the agent's rate ("Cannot be higher than your own rate of 1.50 %").
 */
export function RateInputs({
  own,
  fields,
  legend,
  hint,
}: {
  own: OwnRates;
  fields: Record<string, FieldMetadata<unknown> | undefined>;
  legend: string;
  hint: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="team-rate-grid" aria-describedby="team-rates-hint">
      <legend>{legend}</legend>
      <p id="team-rates-hint" className="security-hint" style={{ gridColumn: "1 / -1" }}>
        {hint}
      </p>
      {REBATE_CATEGORIES.map((c) => {
        const field = fields[c];
        const id = `rate-${c}`;
        const error = field?.errors?.[0];
        const max = (own[c] / 100).toFixed(1);
        return (
          <div key={c} className={`field team-rate${error ? " field--invalid" : ""}`}>
            <label htmlFor={id} className="field__label">
              {t(`games.category.${c}`)}
            </label>
            <div className="team-rate__wrap">
              <input
                key={field?.key}
                id={id}
                name={field?.name ?? `rates.${c}`}
                className="input"
                type="number"
                inputMode="decimal"
                min="0"
                max={max}
                step="0.1"
                required
                defaultValue={field?.initialValue === undefined ? undefined : String(field.initialValue)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-range${error ? ` ${id}-error` : ""}`}
                data-testid={`rate-${c}`}
              />
              <span className="team-rate__unit" aria-hidden="true">
                %
              </span>
            </div>
            <span id={`${id}-range`} className="team-rate__range">
              {t("agentTeam.register.range", { max: bpToPercent(own[c]) })}
            </span>
            {error && (
              <p id={`${id}-error`} className="field__error" role="alert">
                {t(error, rateParams(own[c]))}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
