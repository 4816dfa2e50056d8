import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CloseIcon, StarIcon } from "~/ui/icons";
import { useEnhanced } from "~/ui/use-enhanced";

export type DownloadBarView = {
  iconUrl: string;
  /** Operator text from the mobile template (app_desc), or null for the default text. */
  description: string | null;
  rating: number | null;
  background: string | null;
  color: string | null;
};

/** The display mode of an installed web app does not change while it runs: nothing to subscribe to. */
const subscribeNever = () => () => {};
const isStandalone = () => window.matchMedia?.("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * §2 download bar: icon, description and star rating from the mobile template, a button to
 * /m/download and a close button; tapping the icon or text opens the download popup (a link to
 * ?sheet=download without JavaScript). The server renders it only when it should show (not in the
 * native app, a link configured, not dismissed: el_dlbar cookie). Dismissing posts to
 * /m/preferences; in installed web-app mode (standalone display) it hides itself and is marked
 * dismissed the same way.
 */
export function DownloadBar({ bar, onOpenPopup }: { bar: DownloadBarView; onOpenPopup: (() => void) | null }) {
  const { t } = useTranslation();
  const hydrated = useEnhanced();
  const location = useLocation();
  const fetcher = useFetcher({ key: "download-bar" });
  const { submit } = fetcher;
  const [dismissed, setDismissed] = useState(false);
  // The server cannot know the display mode: it renders the bar, and the hydrated page reads it.
  const standalone = useSyncExternalStore(subscribeNever, isStandalone, () => false);

  useEffect(() => {
    if (standalone) submit({ intent: "downloadBar", respond: "data" }, { method: "post", action: "/m/preferences" });
  }, [standalone, submit]);

  if (standalone || dismissed) return null;
  return (
    <>
      <aside
        className="download-bar"
        aria-label={t("lobby.download.open")}
        style={{ ...(bar.background ? { background: bar.background } : {}), ...(bar.color ? { color: bar.color } : {}) }}
      >
        {onOpenPopup ? (
          <Link
            to="/m/home?sheet=download"
            preventScrollReset
            className="download-bar__about"
            aria-label={`${t("lobby.download.title")}: ${bar.description ?? t("lobby.download.desc")}`}
            onClick={(event) => {
              event.preventDefault();
              onOpenPopup();
            }}
          >
            <BarAbout bar={bar} />
          </Link>
        ) : (
          <div className="download-bar__about">
            <BarAbout bar={bar} />
          </div>
        )}
        <Link to="/m/download" className="button button--primary button--small">
          {t("lobby.download.get")}
        </Link>
        <fetcher.Form method="post" action="/m/preferences" onSubmit={() => setDismissed(true)}>
          <input type="hidden" name="intent" value="downloadBar" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated && <input type="hidden" name="respond" value="data" />}
          <button type="submit" className="download-bar__close" aria-label={t("lobby.download.dismiss")}>
            <CloseIcon size={18} />
          </button>
        </fetcher.Form>
      </aside>
    </>
  );
}

function BarAbout({ bar }: { bar: DownloadBarView }) {
  const { t } = useTranslation();
  const stars = bar.rating === null ? 0 : Math.round(Math.min(5, Math.max(0, bar.rating)));
  return (
    <>
      <img src={bar.iconUrl} alt="" width={40} height={40} className="download-bar__icon" />
      <span className="download-bar__text">
        <span className="download-bar__desc">{bar.description ?? t("lobby.download.desc")}</span>
        {bar.rating !== null && (
          <span className="download-bar__stars" role="img" aria-label={t("lobby.download.rating", { rating: bar.rating })}>
            {[0, 1, 2, 3, 4].map((i) => (
              <StarIcon key={i} size={12} className={i < stars ? "dl-star dl-star--on" : "dl-star"} />
            ))}
            <span className="download-bar__rating" aria-hidden="true">
              {bar.rating.toFixed(1)}
            </span>
          </span>
        )}
      </span>
    </>
  );
}
