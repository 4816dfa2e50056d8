import { useTranslation } from "~/i18n/react";

/** What a record list needs of an item: an id and its operator day (YYYY-MM-DD, formatted on the server). */
export type DayItem = { id: number | string; day: string };

/** Consecutive items of the same day, in list order (the lists are newest first). */
export function groupByDay<T extends DayItem>(items: readonly T[]): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}

/**
 * A record list with a header per day ("Today", "Yesterday" or the date): the operator's days,
 * worked out by the loader so the server's HTML and the hydrated page agree.
 */
export function RecordList<T extends DayItem>({
  items,
  label,
  today,
  yesterday,
  renderItem,
}: {
  items: readonly T[];
  label: string;
  /** The operator's today and yesterday (YYYY-MM-DD), from the loader. */
  today: string;
  yesterday: string;
  renderItem: (item: T) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const dayName = (day: string) => (day === today ? t("records.period.today") : day === yesterday ? t("records.period.yesterday") : null);
  return (
    <div className="records-list" role="region" aria-label={label}>
      {groupByDay(items).map((group) => {
        const name = dayName(group.day);
        return (
          <section key={group.day} className="records-day" aria-labelledby={`day-${group.day}`}>
            <h2 id={`day-${group.day}`} className="records-day__title">
              {name && <span>{name}</span>}
              <time dateTime={group.day}>{group.day}</time>
            </h2>
            <ul className="records-day__items">
              {group.items.map((item) => (
                <li key={item.id} className="records-item">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
