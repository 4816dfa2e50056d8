import type { DepositChannel } from "@contract/schemas/deposit";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CheckIcon } from "~/ui/icons";

/**
 * The deposit page's one part that the dep_func template varies (§2, §3; decision 080): how the
 * player picks a channel. Every choice is a link (`?channel=`), so both work without JavaScript;
 * the loader, the form after them and the action are the same for both.
 */
type PickerProps = { channels: readonly DepositChannel[]; channel: DepositChannel; money: (n: number) => string };

/** The chosen channel's warning line (W-DEP-08), under either picker. */
function ChannelWarning({ channel }: { channel: DepositChannel }) {
  return channel.warning ? (
    <p className="deposit-warning" role="note">
      {channel.warning}
    </p>
  ) : null;
}

/** The chosen channel's range and fee, under either picker. */
function ChannelRange({ channel, money }: { channel: DepositChannel; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <p className="deposit-range">
      {t("deposit.page.range", {
        min: money(channel.min),
        max: money(channel.max),
        fee: channel.fee > 0 ? t("deposit.page.feeRate", { rate: channel.fee }) : t("deposit.page.feeFree"),
      })}
    </p>
  );
}

/** "new" (dep_func 1): method tiles (e-wallet, bank transfer), then the chosen method's channels as chips. */
export function ChannelTiles({ channels, channel, money }: PickerProps) {
  const { t } = useTranslation();
  const kinds = [...new Set(channels.map((c) => c.kind))];
  return (
    <section className="card deposit-section" aria-labelledby="deposit-method">
      <h2 id="deposit-method" className="deposit-section__title">
        {t("deposit.page.method")}
      </h2>
      <nav className="deposit-tiles" aria-label={t("deposit.page.method")}>
        {kinds.map((kind) => {
          const first = channels.find((c) => c.kind === kind)!;
          return (
            <Link
              key={kind}
              to={`?channel=${first.code}`}
              replace
              preventScrollReset
              className="deposit-tile"
              aria-current={channel.kind === kind ? "true" : undefined}
            >
              {t(`deposit.page.kind.${kind}`)}
            </Link>
          );
        })}
      </nav>
      <ChannelWarning channel={channel} />
      <nav className="deposit-chips" aria-label={t("deposit.page.channel")}>
        {channels
          .filter((c) => c.kind === channel.kind)
          .map((c) => (
            <Link
              key={c.code}
              to={`?channel=${c.code}`}
              replace
              preventScrollReset
              className="deposit-chip"
              aria-current={c.code === channel.code ? "true" : undefined}
            >
              {c.name}
            </Link>
          ))}
      </nav>
      <ChannelRange channel={channel} money={money} />
    </section>
  );
}

/**
 * "base" (dep_func 0): one column, step by step — every channel in one plain list (name, method,
 * range), the chosen one ticked; the form follows under a numbered heading.
 */
export function ChannelList({ channels, channel, money }: PickerProps) {
  const { t } = useTranslation();
  return (
    <section className="card deposit-section" aria-labelledby="deposit-method">
      <h2 id="deposit-method" className="deposit-section__title deposit-step">
        <span className="deposit-step__number" aria-hidden="true">
          1
        </span>
        {t("deposit.page.chooseChannel")}
      </h2>
      <nav aria-label={t("deposit.page.channel")}>
        <ul className="deposit-list">
          {channels.map((c) => (
            <li key={c.code}>
              <Link
                to={`?channel=${c.code}`}
                replace
                preventScrollReset
                className="deposit-list__item"
                aria-current={c.code === channel.code ? "true" : undefined}
              >
                <span className="deposit-list__mark" aria-hidden="true">
                  {c.code === channel.code && <CheckIcon size={14} />}
                </span>
                <span className="deposit-list__text">
                  <span className="deposit-list__name">{c.name}</span>
                  <span className="deposit-list__meta">
                    {t(`deposit.page.kind.${c.kind}`)} · {money(c.min)} – {money(c.max)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ChannelWarning channel={channel} />
      <ChannelRange channel={channel} money={money} />
    </section>
  );
}

/** The base flow's second step: the heading above the receiving account and the form. */
export function FormStepHeading() {
  const { t } = useTranslation();
  return (
    <h2 className="deposit-step deposit-step--between">
      <span className="deposit-step__number" aria-hidden="true">
        2
      </span>
      {t("deposit.page.fillIn")}
    </h2>
  );
}
