import { RECEIPT_ACCEPT } from "@contract/deposit-rules";
import { PROMO_REMARK_MAX } from "@contract/promotion-rules";
import type { IneligibleReason, PromotionProgress } from "@contract/schemas/content";
import { Form, Link } from "react-router";
import { useModuleOn } from "~/chrome/use-module-on";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";

/**
 * Pieces of /m/activity and /m/activityInfo (decision 036): the category tabs, the eligibility
 * preview, the progress of a joined promotion with its claim button (posting to the reward centre,
 * which owns the claim), and the evidence fields of an application.
 */

/** The operator's wallets are pesos (gateway/wallet/ledger.ts NEW_WALLET). */
export const PESO = "₱";
const money = (n: number) => formatMoney(n, PESO);
const A = "promotions.activity";

export function CategoryTabs({ categories, current }: { categories: string[]; current: string | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`${A}.tabs.label`)}>
      <ul className="records-chips records-tabs promo-tabs">
        {[null, ...categories].map((c) => (
          <li key={c ?? "all"}>
            <Link
              to={c ? `/m/activity?category=${c}` : "/m/activity"}
              className="records-chip"
              aria-current={current === c ? "page" : undefined}
              preventScrollReset
            >
              {c ? t(`${A}.tabs.${c}`, { defaultValue: c }) : t(`${A}.tabs.all`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function reasonText(t: (k: string, o?: Record<string, unknown>) => string, r: IneligibleReason): string {
  switch (r.code) {
    case "depositToday":
    case "turnover30d":
      return t(`${A}.eligibility.${r.code}`, { amount: money(r.need) });
    case "joinedTooRecently":
    case "joinedTooLongAgo":
      return t(`${A}.eligibility.${r.code}`, { days: r.days });
    default:
      return t(`${A}.eligibility.${r.code}`);
  }
}

/** "You qualify" or what is missing (P-ACT-03, research 2.4.1). */
export function EligibilityPreview({ eligible, reasons, compact = false }: { eligible: boolean; reasons: IneligibleReason[]; compact?: boolean }) {
  const { t } = useTranslation();
  if (eligible) {
    return (
      <span className="promo-eligibility promo-eligibility--ok" data-eligible="yes">
        {t(`${A}.eligibility.qualify`)}
      </span>
    );
  }
  return (
    <span className="promo-eligibility promo-eligibility--no" data-eligible="no">
      <span className="promo-eligibility__head">{t(`${A}.eligibility.notYet`)}</span>
      {!compact && (
        <ul className="promo-eligibility__reasons">
          {reasons.map((r) => (
            <li key={r.code}>{reasonText(t, r)}</li>
          ))}
        </ul>
      )}
      {compact && reasons[0] && <span className="promo-eligibility__reason">{reasonText(t, reasons[0])}</span>}
    </span>
  );
}

/** The claim form of the reward centre's contract: it claims, toasts and comes back here. */
export function ClaimButton({
  rewardKey,
  amount,
  redirectTo,
  idempotencyKey,
}: {
  rewardKey: string;
  amount: number;
  redirectTo: string;
  idempotencyKey: string;
}) {
  const { t } = useTranslation();
  // Claims go through the reward centre: none where the gateway does not offer it (contract/capabilities.ts).
  if (!useModuleOn("rewards")) return null;
  return (
    <Form method="post" action="/m/rewardCenter" className="promo-progress__claim">
      <input type="hidden" name="intent" value="claim" />
      <input type="hidden" name="key" value={rewardKey} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="button button--primary button--block">
        {t(`${A}.claim`, { amount: money(amount) })}
      </button>
    </Form>
  );
}

/** Where the member stands: what to do next, what is claimable, the wagering of what was claimed. */
export function ProgressList({ progress, here, idempotencyKey }: { progress: PromotionProgress[]; here: string; idempotencyKey: string }) {
  const { t } = useTranslation();
  if (progress.length === 0) return null;
  return (
    <section className="promo-progress" aria-labelledby="promo-progress-title">
      <h2 id="promo-progress-title" className="content-section-title">
        {t(`${A}.progress.heading`)}
      </h2>
      <ul className="promo-progress__list">
        {progress.map((p, i) => (
          <li key={`${p.kind}-${i}`} className={`promo-progress__item promo-progress__item--${p.kind}`}>
            {p.kind === "depositToReceive" && t(`${A}.progress.depositToReceive`, { min: money(p.minDeposit), percent: p.percent, cap: money(p.cap) })}
            {p.kind === "claimable" && (
              <>
                <p>{t(`${A}.progress.claimable`, { amount: money(p.amount) })}</p>
                {p.required > 0 && <p className="promo-progress__note">{t(`${A}.progress.claimableTurnover`, { required: money(p.required) })}</p>}
                <ClaimButton rewardKey={p.key} amount={p.amount} redirectTo={here} idempotencyKey={`${idempotencyKey}-${i}`} />
              </>
            )}
            {p.kind === "wagering" &&
              (p.done >= p.required ? (
                t(`${A}.progress.wageringDone`)
              ) : (
                <>
                  <p>{t(`${A}.progress.wagering`, { done: money(p.done), required: money(p.required) })}</p>
                  <progress className="promo-progress__bar" max={p.required} value={p.done} aria-label={t(`${A}.progress.heading`)} />
                </>
              ))}
            {p.kind === "underReview" && t(`${A}.progress.underReview`)}
            {p.kind === "rejected" && (p.reason ? t(`${A}.progress.rejected`, { reason: p.reason }) : t(`${A}.progress.rejectedNoReason`))}
            {p.kind === "cashback" && t(`${A}.progress.cashback`, { amount: money(p.soFar) })}
            {p.kind === "streak" && t(`${A}.progress.streak`, { done: p.done, target: p.target })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The remark and images of an application (a multipart form; the bytes are checked on the server). */
export function EvidenceFields({ required, error }: { required: boolean; error: string | null }) {
  const { t } = useTranslation();
  const remarkError = error?.endsWith("remarkLength") ? error : null;
  const imagesError = error?.includes(".images") ? error : null;
  return (
    <fieldset className="promo-evidence">
      <legend className="field__label">{t(`${A}.evidence.legend`)}</legend>
      <div className={`field${remarkError ? " field--invalid" : ""}`}>
        <label htmlFor="promo-remark" className="field__label">
          {t(`${A}.evidence.remark`)}
        </label>
        <textarea
          id="promo-remark"
          name="remark"
          className="input promo-evidence__remark"
          rows={3}
          maxLength={PROMO_REMARK_MAX}
          aria-describedby="promo-remark-hint"
          aria-invalid={remarkError ? true : undefined}
        />
        <span id="promo-remark-hint" className="promo-evidence__hint">
          {t(`${A}.evidence.remarkHint`, { max: PROMO_REMARK_MAX })}
        </span>
        {remarkError && (
          <span className="field__error" role="alert">
            {t(remarkError, { max: PROMO_REMARK_MAX })}
          </span>
        )}
      </div>
      <div className={`field${imagesError ? " field--invalid" : ""}`}>
        <label htmlFor="promo-images" className="field__label">
          {t(`${A}.evidence.images`)}
        </label>
        <input
          id="promo-images"
          name="images"
          type="file"
          multiple
          accept={RECEIPT_ACCEPT}
          className="promo-evidence__files"
          aria-describedby="promo-images-hint"
          aria-invalid={imagesError ? true : undefined}
        />
        <span id="promo-images-hint" className="promo-evidence__hint">
          {t(required ? `${A}.evidence.imagesHintRequired` : `${A}.evidence.imagesHintOptional`)}
        </span>
        {imagesError && (
          <span className="field__error" role="alert">
            {t(imagesError)}
          </span>
        )}
      </div>
    </fieldset>
  );
}
