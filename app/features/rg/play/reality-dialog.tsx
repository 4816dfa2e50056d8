import { Form, useNavigation } from "react-router";
import { Dialog } from "~/features/home/Dialog";
import { useTranslation } from "~/i18n/react";
import { formatMoney } from "~/rules/money";
import { ShieldIcon } from "~/ui/icons";
import { elapsedMinutes, formatNet } from "./clock";
import { REALITY_CHECK_PATH } from "./paths";
import type { RealityFigures } from "./session.server";

/**
 * The reality check's dialog and the parts /m/realityCheck shares with it. Its own module, so the
 * /m layout loads it only when a check falls due (components.tsx, decision 049).
 */
export function RealityCheckDialog({
  figures,
  loading,
  now,
  redirectTo,
}: {
  figures: RealityFigures | null;
  loading: boolean;
  now: number;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog role="alertdialog" labelledBy="reality-check-title" describedBy="reality-check-body" className="reality-check">
      <RealityCheckHead idPrefix="reality-check" />
      {figures ? (
        <RealityFiguresList figures={figures} now={now} />
      ) : (
        <p className="reality-figures reality-figures--empty" aria-busy={loading}>
          {loading ? t("rg.play.reality.loading") : t("rg.play.reality.unavailable")}
        </p>
      )}
      <RealityCheckAnswers redirectTo={redirectTo} />
    </Dialog>
  );
}

/** Time played, bet, won and net since sign-in (RG-09): the overlay's and the page's list. */
export function RealityFiguresList({ figures, now }: { figures: RealityFigures; now: number }) {
  const { t } = useTranslation();
  const minutes = elapsedMinutes(figures.startedAt, now);
  const net = formatNet(figures.net, figures.symbol);
  return (
    <dl className="reality-figures" aria-label={t("rg.play.reality.figures")} data-testid="reality-figures">
      <div>
        <dt>{t("rg.play.reality.time")}</dt>
        <dd data-testid="reality-time">{t("rg.play.reality.duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</dd>
      </div>
      <div>
        <dt>{t("rg.play.reality.bet")}</dt>
        <dd data-testid="reality-bet">{formatMoney(figures.bet, figures.symbol)}</dd>
      </div>
      <div>
        <dt>{t("rg.play.reality.won")}</dt>
        <dd data-testid="reality-won">{formatMoney(figures.won, figures.symbol)}</dd>
      </div>
      <div className="reality-figures__net">
        <dt>{t("rg.play.reality.net")}</dt>
        <dd className={`net net--${net.tone}`} data-testid="reality-net">
          {net.text}
        </dd>
      </div>
    </dl>
  );
}

/** Continue (POST /m/realityCheck, back to `redirectTo`) and Sign out (the existing logout action): plain forms. */
export function RealityCheckAnswers({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="reality-check__actions">
      <Form method="post" action={REALITY_CHECK_PATH}>
        <input type="hidden" name="intent" value="continue" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t("rg.play.reality.continue")}
        </button>
      </Form>
      <Form method="post" action="/m/logout">
        <input type="hidden" name="to" value="login" />
        <button type="submit" className="button button--ghost button--block" disabled={busy}>
          {t("rg.play.reality.signOut")}
        </button>
      </Form>
    </div>
  );
}

/** The reality check's badge, title and lead, shared by the overlay and /m/realityCheck; ids `<prefix>-title` / `-body`. */
export function RealityCheckHead({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="modal__head">
        <span className="modal__badge">
          <ShieldIcon size={22} />
        </span>
      </div>
      <h2 id={`${idPrefix}-title`} className="modal__title">
        {t("rg.play.reality.title")}
      </h2>
      <p id={`${idPrefix}-body`} className="modal__body">
        {t("rg.play.reality.body")}
      </p>
    </>
  );
}
