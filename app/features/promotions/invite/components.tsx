import { FRIEND_RANGES, type FriendRange } from "@contract/referral-rules";
import type { ReferralFriends, ReferralSummary } from "@contract/schemas/referral";
import { Form, Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { useToast } from "~/ui/Toast";
import type { QrSvg } from "./qr";

export const INVITE_PATH = "/m/inviteFriends";
const T = "promotions.invite";

async function copy(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A value in a read-only input (selectable and copyable by hand without JavaScript) and, once
 * JavaScript runs, a Copy button that confirms with a toast.
 */
export function CopyField({ id, label, value, testId }: { id: string; label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const toast = useToast();
  return (
    <div className="field invite-copy">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="invite-copy__row">
        <input id={id} className="input invite-copy__input" readOnly value={value} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
        {hydrated && (
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={t(`${T}.copyLabel`, { what: label })}
            onClick={() => {
              void copy(value).then((done) => done && toast.show({ key: `${T}.copied`, kind: "success", tone: "success" }));
            }}
          >
            {t(`${T}.copy`)}
          </button>
        )}
      </div>
    </div>
  );
}

/** The system share sheet where the browser has one, else a copy of the link (hidden without JavaScript). */
export function ShareButton({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const toast = useToast();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="button button--primary button--block"
      data-testid="invite-share"
      onClick={() => {
        const data = { title: t(`${T}.shareTitle`), text: t(`${T}.shareText`, { code }), url: link };
        if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
          // A dismissed sheet rejects: nothing to tell.
          navigator.share(data).catch(() => undefined);
          return;
        }
        void copy(link).then((done) => done && toast.show({ key: `${T}.copied`, kind: "success", tone: "success" }));
      }}
    >
      {t(`${T}.share`)}
    </button>
  );
}

/** The link's QR code: the server's matrix, dark modules on a white quiet zone. */
export function QrCode({ qr }: { qr: QrSvg }) {
  const { t } = useTranslation();
  return (
    <figure className="invite-qr">
      <svg
        role="img"
        aria-label={t(`${T}.qrLabel`)}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={qr.size * 5}
        height={qr.size * 5}
        shapeRendering="crispEdges"
        data-testid="invite-qr"
        className="invite-qr__svg"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption className="invite-qr__hint">{t(`${T}.qrHint`)}</figcaption>
    </figure>
  );
}

export function StatsCards({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const { stats, currencySymbol } = summary;
  const cards: Array<[string, string]> = [
    ["invited", String(stats.invited)],
    ["registered", String(stats.registered)],
    ["qualified", String(stats.qualified)],
    ["earned", formatMoney(stats.earned, currencySymbol)],
    ["pending", formatMoney(stats.pending, currencySymbol)],
  ];
  return (
    <section className="invite-stats" aria-labelledby="invite-stats-heading">
      <h2 id="invite-stats-heading" className="invite-section__title">
        {t(`${T}.stats.heading`)}
      </h2>
      <dl className="invite-stats__grid">
        {cards.map(([key, value]) => (
          <div key={key} className="invite-stats__card card" data-testid={`invite-stat-${key}`}>
            <dt className="invite-stats__label">{t(`${T}.stats.${key}`)}</dt>
            <dd className="invite-stats__value">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export type FriendRow = ReferralFriends["items"][number] & { day: string; claimKey: string };

const BADGE = { registered: "records-badge--pending", qualified: "records-badge--open", rewarded: "records-badge--approved" } as const;

const rangeHref = (range: FriendRange, page = 1) => `${INVITE_PATH}?range=${range}${page > 1 ? `&page=${page}` : ""}`;

/** The friends who signed up in the range: links for the range (no JavaScript needed), a table, paging, an empty state. */
export function FriendsList({
  range,
  page,
  pages,
  items,
  currencySymbol,
}: {
  range: FriendRange;
  page: number;
  pages: number;
  items: readonly FriendRow[];
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="invite-friends" aria-labelledby="invite-friends-heading">
      <h2 id="invite-friends-heading" className="invite-section__title">
        {t(`${T}.friends.heading`)}
      </h2>
      <nav aria-label={t(`${T}.friends.range`)}>
        <ul className="records-chips records-tabs">
          {FRIEND_RANGES.map((r) => (
            <li key={r}>
              <Link to={rangeHref(r)} className="records-chip" aria-current={r === range ? "page" : undefined} preventScrollReset>
                {t(`${T}.friends.ranges.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <div className="state invite-empty" role="status" data-testid="invite-friends-empty">
          <p className="state__title">{t(`${T}.friends.empty`)}</p>
          <p className="state__body">{t(`${T}.friends.emptyBody`)}</p>
        </div>
      ) : (
        <table className="invite-table" data-testid="invite-friends">
          <thead>
            <tr>
              <th scope="col">{t(`${T}.friends.account`)}</th>
              <th scope="col">{t(`${T}.friends.date`)}</th>
              <th scope="col">{t(`${T}.friends.status`)}</th>
              <th scope="col">{t(`${T}.friends.reward`)}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={f.id}>
                <th scope="row">{f.account}</th>
                <td>
                  <time dateTime={f.day}>{f.day}</time>
                </td>
                <td>
                  <span className={`records-badge ${BADGE[f.status]}`}>{t(`${T}.status.${f.status}`)}</span>
                </td>
                <td>
                  {f.rewardKey ? (
                    <Form method="post" action="/m/rewardCenter">
                      <input type="hidden" name="intent" value="claim" />
                      <input type="hidden" name="key" value={f.rewardKey} />
                      <input type="hidden" name="idempotencyKey" value={f.claimKey} />
                      <input type="hidden" name="redirectTo" value={rangeHref(range, page)} />
                      <button type="submit" className="button button--small button--primary" aria-label={t(`${T}.claimLabel`, { friend: f.account })}>
                        {t(`${T}.claim`)}
                      </button>
                    </Form>
                  ) : f.earned > 0 ? (
                    formatMoney(f.earned, currencySymbol)
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="field__hint">{t(`${T}.friends.privacy`)}</p>
      {pages > 1 && (
        <nav className="records-pages" aria-label={t(`${T}.friends.pagination`)}>
          {page > 1 && (
            <Link to={rangeHref(range, page - 1)} className="button button--small button--ghost" rel="prev">
              {t(`${T}.friends.previous`)}
            </Link>
          )}
          <span>{t(`${T}.friends.pageOf`, { page, total: pages })}</span>
          {page < pages && (
            <Link to={rangeHref(range, page + 1)} className="button button--small button--ghost" rel="next">
              {t(`${T}.friends.next`)}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
