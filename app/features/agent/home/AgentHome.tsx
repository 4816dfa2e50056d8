import type { ComponentType } from "react";
import { Link } from "react-router";
import { Deferred } from "~/features/home/Deferred";
import { useTranslation } from "~/i18n/react";
import {
  BackIcon,
  ChartIcon,
  CrownIcon,
  DepositIcon,
  DiceIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  MailIcon,
  MegaphoneIcon,
  PercentIcon,
  ReceiptIcon,
  ShieldIcon,
  TargetIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from "~/ui/icons";
import { NoJsStreamStyle } from "~/ui/NoJsStreamStyle";
import type { AgentCounters, AgentHomeData } from "./home.server";
import type { FooterId, TileId } from "./tiles";

type Icon = ComponentType<{ size?: number }>;

const TILE_ICONS: Record<TileId, Icon> = {
  overview: ChartIcon,
  transactions: ReceiptIcon,
  team: UsersIcon,
  redRain: GiftIcon,
  pnl: TargetIcon,
  betting: DiceIcon,
  rebateSettings: PercentIcon,
  income: WalletIcon,
  security: ShieldIcon,
  messages: MailIcon,
  service: HeadsetIcon,
};

const FOOTER_ICONS: Record<FooterId, Icon> = { home: HomeIcon, register: UserIcon, dividend: CrownIcon, announcements: MegaphoneIcon };

const COUNTERS = ["login", "bet", "register", "online"] as const;

/** Today's four team counters, or (null) their skeleton: the same box either way, so nothing moves when they come. */
function CounterGrid({ counters }: { counters: AgentCounters | null }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-counters__grid" {...(counters ? {} : { "data-fallback": "", "aria-busy": true })}>
      {COUNTERS.map((key) => (
        <div key={key} className="agent-counters__item">
          <dt>{t(`agentHome.counters.${key}`)}</dt>
          {counters ? <dd data-testid={`agent-counter-${key}`}>{counters[key]}</dd> : <dd className="agent-counters__skeleton" aria-hidden="true" />}
        </div>
      ))}
    </dl>
  );
}

/** The agent home (§2 "Agent home"): its own top bar (no site header or bottom menu on agent pages). */
export function AgentHome({ data }: { data: AgentHomeData }) {
  const { t } = useTranslation();
  return (
    <div className="agent-home">
      <NoJsStreamStyle />
      <header className="mine-header">
        <Link to="/m/mine" className="mine-header__button" aria-label={t("agentHome.back")}>
          <BackIcon size={24} />
        </Link>
        <h1 className="mine-header__title">{t("agentHome.title")}</h1>
        <span />
      </header>

      <div className="page-body agent-home__body">
        <section className="card agent-hero" aria-labelledby="agent-greeting">
          <p id="agent-greeting" className="agent-hero__greeting" data-testid="agent-greeting" data-greeting={data.greeting}>
            {t(`agentHome.greeting.${data.greeting}`)}, <strong data-testid="agent-account">{data.account}</strong>
          </p>
          <p className="agent-hero__label">{t("agentHome.balance")}</p>
          <p className="agent-hero__balance" data-testid="agent-balance">
            {data.balance}
          </p>
          <div className="agent-hero__actions">
            <Link to="/m/withdraw" className="button button--ghost button--small">
              <WithdrawIcon size={18} />
              {t("agentHome.withdraw")}
            </Link>
            <Link to="/m/voucherCenter" className="button button--primary button--small">
              <DepositIcon size={18} />
              {t("agentHome.deposit")}
            </Link>
          </div>
        </section>

        <section className="card agent-counters" aria-labelledby="agent-counters-title">
          <h2 id="agent-counters-title" className="agent-section-title">
            {t("agentHome.counters.title")}
          </h2>
          {/* Streamed (decision 001): the same grid with a bar in place of each figure until they come. */}
          <Deferred resolve={data.counters} fallback={<CounterGrid counters={null} />} retryClassName="agent-counters__retry">
            {(counters) => <CounterGrid counters={counters} />}
          </Deferred>
        </section>

        <nav className="card" aria-labelledby="agent-tiles-title">
          <h2 id="agent-tiles-title" className="agent-section-title agent-section-title--padded">
            {t("agentHome.tiles.title")}
          </h2>
          <ul className="mine-tiles agent-tiles">
            {data.tiles.map((tile) => {
              const TileIcon = TILE_ICONS[tile.id];
              return (
                <li key={tile.id}>
                  <Link to={tile.path} className="mine-tiles__item agent-tiles__item" data-testid={`agent-tile-${tile.id}`}>
                    <span className="mine-tiles__icon" aria-hidden="true">
                      <TileIcon size={22} />
                    </span>
                    {t(`agentHome.tiles.${tile.id}`)}
                    {tile.badgeText && (
                      <span className="agent-badge" data-testid={`agent-badge-${tile.id}`}>
                        <span aria-hidden="true">{tile.badgeText}</span>
                        <span className="sr-only">{t("agentHome.unread", { count: tile.badgeText === "99+" ? 99 : Number(tile.badgeText) })}</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <nav className="agent-footer" aria-label={t("agentHome.footer.label")}>
        <ul>
          {data.footer.map((link) => {
            const LinkIcon = FOOTER_ICONS[link.id];
            return (
              <li key={link.id}>
                <Link to={link.path} className="agent-footer__item" data-testid={`agent-footer-${link.id}`}>
                  <LinkIcon size={22} />
                  <span>{t(`agentHome.footer.${link.id}`)}</span>
                  {link.badgeText && (
                    <span className="agent-badge agent-badge--footer" data-testid={`agent-badge-${link.id}`}>
                      <span aria-hidden="true">{link.badgeText}</span>
                      <span className="sr-only">{t("agentHome.unread", { count: link.badgeText === "99+" ? 99 : Number(link.badgeText) })}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
