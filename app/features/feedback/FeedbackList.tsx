import type { FeedbackItem } from "@contract/schemas/feedback";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";

/** The record lists' status badges: received waits (amber), answered is done (green). */
const BADGE = { received: "records-badge--pending", answered: "records-badge--approved" } as const;

/** The member's own feedback, newest first: what they wrote, when, its status and the operator's answer. */
export function FeedbackList({ items }: { items: FeedbackItem[] }) {
  const { t } = useTranslation();
  return (
    <section className="feedback-list" aria-labelledby="feedback-list-title">
      <h2 id="feedback-list-title" className="feedback-list__title">
        {t("feedback.list.heading")}
      </h2>
      {items.length === 0 ? (
        <p className="feedback-list__empty">{t("feedback.list.empty")}</p>
      ) : (
        <ul className="feedback-list__items">
          {items.map((item) => (
            <li key={item.id} className="card feedback-item">
              <div className="feedback-item__head">
                <span className="feedback-item__category">{t(`feedback.category.${item.category}`)}</span>
                <span className={`records-badge ${BADGE[item.status]}`}>{t(`feedback.status.${item.status}`)}</span>
              </div>
              <p className="feedback-item__meta">
                {/* On the operator's clock (UTC+8), as every record of the app. */}
                <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(item.createdAt)}</time>
                <span>#{item.id}</span>
                {item.images > 0 && <span>{t("feedback.list.images", { count: item.images })}</span>}
              </p>
              <p className="feedback-item__content">{item.content}</p>
              {item.answer !== null && (
                <div className="feedback-item__answer">
                  <p className="feedback-item__answer-title">{t("feedback.list.answer")}</p>
                  <p>{item.answer}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
