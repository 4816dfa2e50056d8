import type { ClaimedReward, OpenReward, RewardHistory, Rewards } from "@contract/schemas/rewards";
import { Form, Link, useNavigation } from "react-router";
import { useModuleOn } from "~/chrome/use-module-on";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { R, claimableHere, expiryText, leftText, progressPercent, progressText, rewardDescription, rewardTitle, wageringText, type Text } from "./view";

export const REWARD_CLAIM_ACTION = "/m/rewardCenter";

type Props = { rewards: Rewards; history: RewardHistory; now: number; idempotencyKey: string };

/** A translation or a plain string (a promotion's title comes translated from the gateway). */
function useText() {
  const { t } = useTranslation();
  return (x: Text | string) => {
    if (typeof x === "string") return x;
    const nested = Object.fromEntries(Object.entries(x.nested ?? {}).map(([name, key]) => [name, t(key)]));
    const params = { ...x.params, ...nested };
    return Object.keys(params).length ? t(x.key, params) : t(x.key);
  };
}

/**
 * The claim form of the contract (any page may render it): posts intent, key, idempotencyKey and
 * redirectTo to the reward centre's action, which claims, toasts and comes back. Works without JavaScript.
 */
export function RewardClaimForm({
  rewardKey,
  idempotencyKey,
  redirectTo,
  label,
  intent = "claim",
  className = "button button--primary",
}: {
  rewardKey?: string;
  idempotencyKey: string;
  redirectTo?: string;
  label: string;
  intent?: "claim" | "claimAll";
  className?: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={REWARD_CLAIM_ACTION} className="rewards-claim">
      <input type="hidden" name="intent" value={intent} />
      {rewardKey !== undefined && <input type="hidden" name="key" value={rewardKey} />}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button type="submit" className={className} disabled={busy} aria-label={label}>
        {intent === "claimAll" ? t(`${R}.summary.claimAll`) : t(`${R}.item.claim`)}
      </button>
    </Form>
  );
}

export function RewardCentre({ rewards, history, now, idempotencyKey }: Props) {
  const { t } = useTranslation();
  const missions = useModuleOn("missions");
  const symbol = rewards.currencySymbol;
  const money = (n: number) => formatMoney(n, symbol);
  const here = claimableHere(rewards.claimable);
  const nothing = rewards.claimable.length === 0 && rewards.owed.length === 0 && history.items.length === 0 && history.page === 1;

  return (
    <div className="page-body rewards">
      <section className="card rewards-summary" aria-labelledby="rewards-summary-label">
        <div className="rewards-summary__figures">
          <h2 id="rewards-summary-label" className="rewards-summary__label">
            {t(`${R}.summary.label`)}
          </h2>
          <p className="rewards-summary__total" data-testid="rewards-total">
            {money(rewards.totals.claimable)}
          </p>
          <p className="rewards-summary__count">
            {rewards.totals.count > 0 ? t(`${R}.summary.count`, { count: rewards.totals.count }) : t(`${R}.summary.none`)}
          </p>
        </div>
        {here.length >= 2 && <RewardClaimForm intent="claimAll" idempotencyKey={idempotencyKey} label={t(`${R}.summary.claimAll`)} />}
      </section>

      {nothing ? (
        <section className="card rewards-empty" aria-labelledby="rewards-empty-title">
          <span className="rewards-empty__icon" aria-hidden="true">
            🎁
          </span>
          <h2 id="rewards-empty-title" className="rewards-empty__title">
            {t(`${R}.empty.title`)}
          </h2>
          <p className="rewards-empty__body">{t(`${R}.empty.body`)}</p>
          <div className="rewards-empty__links">
            <Link to="/m/activity" className="button button--primary">
              {t(`${R}.empty.activity`)}
            </Link>
            {missions && (
              <Link to="/m/leaderBoard" className="button button--ghost">
                {t(`${R}.empty.missions`)}
              </Link>
            )}
          </div>
        </section>
      ) : (
        <>
          <Section id="rewards-claim-now" title={t(`${R}.section.claimNow`)} empty={t(`${R}.empty.claimNow`)} testId="rewards-claim-now">
            {rewards.claimable.map((r) => (
              <RewardItem key={r.key} reward={r} symbol={symbol} now={now} idempotencyKey={idempotencyKey} />
            ))}
          </Section>
          <Section id="rewards-on-the-way" title={t(`${R}.section.onTheWay`)} empty={t(`${R}.empty.onTheWay`)} testId="rewards-on-the-way">
            {rewards.owed.map((r) => (
              <RewardItem key={r.key} reward={r} symbol={symbol} now={now} idempotencyKey={idempotencyKey} />
            ))}
          </Section>
          <ClaimedHistory history={history} />
        </>
      )}
    </div>
  );
}

function Section({ id, title, empty, testId, children }: { id: string; title: string; empty: string; testId: string; children: React.ReactNode[] }) {
  return (
    <section className="rewards-section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="rewards-section__title">
        {title}
      </h2>
      {children.length ? <ul className="rewards-list">{children}</ul> : <p className="card rewards-section__empty">{empty}</p>}
    </section>
  );
}

function RewardItem({ reward: r, symbol, now, idempotencyKey }: { reward: OpenReward; symbol: string; now: number; idempotencyKey: string }) {
  const { t } = useTranslation();
  const text = useText();
  const title = text(rewardTitle(r));
  const expiry = expiryText(r.expiresAt, now);
  const claimable = r.state === "claimable";
  const pct = r.progress ? progressPercent(r.progress.done, r.progress.target) : null;
  return (
    <li className="card rewards-item" data-testid="reward-item" data-key={r.key}>
      <div className="rewards-item__head">
        <div className="rewards-item__names">
          <h3 className="rewards-item__title">{title}</h3>
          <p className="rewards-item__description">{text(rewardDescription(r, symbol))}</p>
        </div>
        {(claimable || r.amount > 0) && (
          <p className="rewards-item__amount">
            <span className="sr-only">{t(claimable ? `${R}.item.amount` : `${R}.item.expected`)} </span>
            {formatMoney(r.amount, symbol)}
          </p>
        )}
      </div>
      {r.progress && pct !== null && (
        <div className="rewards-item__progress">
          <div
            className="rewards-progress"
            role="progressbar"
            aria-label={t(`${R}.item.progress`)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-valuetext={text(progressText(r.progress, symbol))}
          >
            <span className="rewards-progress__bar" style={{ width: `${pct}%` }} />
          </div>
          <p className="rewards-item__facts">
            <span>{text(progressText(r.progress, symbol))}</span>
            {!claimable && <span className="rewards-item__left">{text(leftText(r, symbol))}</span>}
          </p>
        </div>
      )}
      {!r.progress && !claimable && <p className="rewards-item__left">{text(leftText(r, symbol))}</p>}
      <div className="rewards-item__foot">
        <p className="rewards-item__facts">
          <span>
            {r.required > 0 ? t(`${R}.item.wagering`, { amount: formatMoney(r.required, symbol), multiple: r.turnoverMultiple }) : t(`${R}.item.noWagering`)}
          </span>
          {expiry && <span className="rewards-item__expiry">{text(expiry)}</span>}
        </p>
        {claimable &&
          (r.claimPath ? (
            <Link to={r.claimPath} className="button button--primary">
              {t(`${R}.item.claimThere`)}
            </Link>
          ) : (
            <RewardClaimForm rewardKey={r.key} idempotencyKey={idempotencyKey} label={t(`${R}.item.claimLabel`, { title })} />
          ))}
      </div>
    </li>
  );
}

function ClaimedHistory({ history }: { history: RewardHistory }) {
  const { t } = useTranslation();
  const text = useText();
  const symbol = history.currencySymbol;
  const row = (c: ClaimedReward) => {
    const w = wageringText(c.wagering, symbol);
    return (
      <tr key={c.id} data-testid="claimed-row" data-key={c.key}>
        <td>{formatDateTime(c.createdAt)}</td>
        <td>{text(rewardTitle(c))}</td>
        <td className="rewards-history__amount">{`+${formatMoney(c.amount, symbol)}`}</td>
        <td>
          {w ? (
            <>
              <span className="rewards-history__wagered">{text(w.main)}</span>
              <span className={`rewards-history__state${c.wagering?.met ? " rewards-history__state--done" : ""}`}>{text(w.state)}</span>
            </>
          ) : (
            t(`${R}.history.none`)
          )}
        </td>
      </tr>
    );
  };
  return (
    <section className="rewards-section" aria-labelledby="rewards-claimed" data-testid="rewards-claimed">
      <h2 id="rewards-claimed" className="rewards-section__title">
        {t(`${R}.section.claimed`)}
      </h2>
      {history.items.length === 0 ? (
        <p className="card rewards-section__empty">{t(`${R}.empty.claimed`)}</p>
      ) : (
        <div className="card rewards-history">
          <table>
            <caption className="sr-only">{t(`${R}.history.label`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${R}.history.date`)}</th>
                <th scope="col">{t(`${R}.history.what`)}</th>
                <th scope="col">{t(`${R}.history.amount`)}</th>
                <th scope="col">{t(`${R}.history.wagering`)}</th>
              </tr>
            </thead>
            <tbody>{history.items.map(row)}</tbody>
          </table>
        </div>
      )}
      {(history.page > 1 || history.hasMore) && (
        <nav className="rewards-pages" aria-label={t(`${R}.history.pages`)}>
          {history.page > 1 && (
            <Link to={`?page=${history.page - 1}`} className="button button--ghost" preventScrollReset>
              {t(`${R}.history.previous`)}
            </Link>
          )}
          {history.hasMore && (
            <Link to={`?page=${history.page + 1}`} className="button button--ghost" preventScrollReset>
              {t(`${R}.history.next`)}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
