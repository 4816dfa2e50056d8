import { Suspense, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { RealityCheckDialog } from "island-when-shown:~/features/rg/play/reality-dialog";
import { PlayMoneyBadge } from "~/features/wallet/PlayMoney";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { ClockIcon, ShieldIcon } from "~/ui/icons";
import { elapsedMinutes, formatElapsed, formatNet, msToNextMinute, msUntilDue, realityDue } from "./clock";
import { REALITY_CHECK_PATH, RESPONSIBLE_GAMING_PATH, WITHDRAW_PATH } from "./paths";
import type { RealityFigures, RgLayout } from "./session.server";

/** The /m layout's answer about the session (app/routes/m.tsx): null for visitors or when the gateway did not answer. */
export function useRgLayout(): RgLayout | null {
  return useRouteLoaderData<{ rg: RgLayout | null }>("routes/m")?.rg ?? null;
}

/**
 * The server's clock on the client: starts at `serverNow` (so the first render matches the
 * server's), then reads the device clock corrected by the offset measured when the answer arrived,
 * and renders again after each `nextDelay` (null: no further tick).
 */
export function useServerClock(serverNow: number, nextDelay: (now: number) => number | null): number {
  const [now, setNow] = useState(serverNow);
  const delay = useRef(nextDelay);
  useEffect(() => {
    delay.current = nextDelay;
  });
  useEffect(() => {
    const offset = serverNow - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now() + offset;
      setNow(current);
      const ms = delay.current(current);
      if (ms !== null) timer = setTimeout(tick, ms);
    };
    tick();
    // A phone that slept fires late timers late: look again when the page is shown.
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [serverNow]);
  return now;
}

/**
 * The session clock in the header (RTS 13C): h:mm since sign-in, rendered on the
 * server and ticking each minute; fixed width and tabular figures, so nothing moves as it ticks.
 */
export function SessionClock() {
  const rg = useRgLayout();
  return rg ? <SessionClockView startedAt={rg.startedAt} serverNow={rg.now} /> : null;
}

function SessionClockView({ startedAt, serverNow }: { startedAt: number; serverNow: number }) {
  const { t } = useTranslation();
  const now = useServerClock(serverNow, (n) => msToNextMinute(startedAt, n));
  return (
    <span className="session-clock" role="timer" aria-label={t("rg.play.clock.label", { count: elapsedMinutes(startedAt, now) })} data-testid="session-clock">
      <ClockIcon size={14} />
      <span aria-hidden="true">{formatElapsed(startedAt, now)}</span>
    </span>
  );
}

/** What GET /m/realityCheck answers (the page, and the overlay's fetcher). */
export type RealityCheckData = { figures: RealityFigures | null; due: boolean; dueAt: number | null; now: number; redirectTo: string };

/**
 * The reality check on every /m page (RG-09, decision 042): rendered open by the server when it is
 * due (works without JavaScript); with JavaScript a timer opens it when it falls due and loads the
 * figures. It must be answered: Escape and the backdrop do nothing. Not on its own page, and not
 * while the account is paused (play is stopped anyway).
 */
export function RealityCheckOverlay() {
  const rg = useRgLayout();
  const { pathname } = useLocation();
  if (!rg || rg.block || rg.realityDueAt === null || pathname.replace(/\/+$/, "") === REALITY_CHECK_PATH) return null;
  return <RealityCheckTimer key={rg.realityDueAt} rg={rg} />;
}

function RealityCheckTimer({ rg }: { rg: RgLayout }) {
  const location = useLocation();
  const dueAt = rg.realityDueAt;
  const now = useServerClock(rg.now, (n) => (realityDue(dueAt, n) ? 60_000 : msUntilDue(dueAt, n)));
  const due = realityDue(dueAt, now);
  const fetcher = useFetcher<RealityCheckData>();
  const asked = useRef(false);
  useEffect(() => {
    if (!due || rg.figures || asked.current) return;
    asked.current = true;
    fetcher.load(REALITY_CHECK_PATH);
  }, [due, rg.figures, fetcher]);
  if (!due) return null;
  const figures = rg.figures ?? fetcher.data?.figures ?? null;
  // Until the fetcher has answered (it starts in the effect after this render) the figures are on their way.
  const loading = !figures && (fetcher.state !== "idle" || fetcher.data === undefined);
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog figures={figures} loading={loading} now={now} redirectTo={location.pathname + location.search} />
    </Suspense>
  );
}

/**
 * Withdraw-only mode: while a time-out, self-exclusion or spent session limit is
 * in force, every /m page says so under the header, with the two things that still work.
 */
export function WithdrawOnlyBanner() {
  const { t } = useTranslation();
  const rg = useRgLayout();
  if (!rg?.block) return null;
  return (
    <aside className="rg-banner" aria-labelledby="rg-banner-text" data-testid="withdraw-only-banner">
      <ShieldIcon size={20} />
      <div className="rg-banner__text">
        <p id="rg-banner-text">{t("rg.play.block.body", { until: formatDateTime(rg.block.endsAt), kind: t(`rg.play.block.kind.${rg.block.kind}`) })}</p>
        <p className="rg-banner__links">
          <Link to={WITHDRAW_PATH}>{t("rg.play.block.withdraw")}</Link>
          <Link to={RESPONSIBLE_GAMING_PATH}>{t("rg.play.block.more")}</Link>
        </p>
      </div>
    </aside>
  );
}

/** Today's net position in the member centre: wins − bets, signed and coloured, with words for screen readers. */
/** `playMoney`: a trial account's (§6 type 4) net, in play money, tagged as such. */
export function NetPosition({ net, symbol, playMoney = false }: { net: number; symbol: string; playMoney?: boolean }) {
  const { t } = useTranslation();
  const shown = formatNet(net, symbol);
  const label = shown.tone === "even" ? t("rg.play.net.even") : t(`rg.play.net.${shown.tone}`, { amount: formatMoney(Math.abs(net), symbol) });
  return (
    <div className="card net-position" data-testid="today-net">
      <span className="net-position__label">
        {t("rg.play.net.label")}
        {playMoney && (
          <>
            {" "}
            <PlayMoneyBadge />
          </>
        )}
        <span className="net-position__hint">{t("rg.play.net.hint")}</span>
      </span>
      <span className={`net net--${shown.tone} net-position__value`}>
        <span aria-hidden="true">{shown.text}</span>
        <span className="sr-only">{label}</span>
      </span>
    </div>
  );
}
