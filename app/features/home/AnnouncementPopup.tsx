import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useRgLayout } from "~/features/rg/play/components";
import { useTranslation } from "~/i18n/react";
import type { ContentLink } from "~/rules/content-link";
import { POPUP_REFRESH_DELAY_MS, type PopupAudienceKey } from "~/rules/popup-audience";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MegaphoneIcon } from "~/ui/icons";
import { useEnhanced } from "~/ui/use-enhanced";
import { Dialog, InPlaceLink } from "./Dialog";

export type PopupView = {
  audience: PopupAudienceKey;
  /** Signature of the set of title/content pairs: what closing stores for this audience. */
  signature: string;
  items: Array<{ id: number; title: string; html: string; link: ContentLink | null }>;
  /** Page to open on (?popup=N, for paging without JavaScript). */
  start: number;
};

/**
 * §2/§4 announcement pop-up with a paging cursor. The server decides whether it shows (audience
 * and the closed flag in the el_popup cookie), so it is in the first HTML and works without
 * JavaScript: paging is ?popup=N links, closing posts to /m/preferences. It appears after the
 * 500 ms list-refresh delay (CSS) and, with JavaScript, shows again 500 ms after its list changes
 * unless that exact set was closed. Links: http(s) open outside the app, others navigate in it.
 */
export function AnnouncementPopup({ popup }: { popup: PopupView }) {
  const { t } = useTranslation();
  const hydrated = useEnhanced();
  const location = useLocation();
  const fetcher = useFetcher({ key: "popup-close" });
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(Math.min(popup.start, popup.items.length - 1));
  const paused = useRgLayout()?.block != null;
  const closedSignature = useRef<string | null>(null);
  const shownSignature = useRef(popup.signature);

  // §4: the list is refreshed 500 ms after a change; a set the player did not close shows again.
  useEffect(() => {
    if (shownSignature.current === popup.signature) return;
    shownSignature.current = popup.signature;
    const timer = setTimeout(() => {
      if (closedSignature.current !== popup.signature) {
        setIndex(0);
        setOpen(true);
      }
    }, POPUP_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popup.signature]);

  const item = popup.items[index] ?? popup.items[0];
  // P-ALL-01: a member on a time-out or self-exclusion sees no marketing pop-up. The
  // list is fetched without a token (shared, cached), so the layout's session decides here.
  if (!open || !item || paused) return null;
  const total = popup.items.length;
  /** This page with the pop-up on page i (or, with null, without the pop-up's paging). */
  const pageHref = (i: number | null) => {
    const params = new URLSearchParams(location.search);
    if (i === null) params.delete("popup");
    else params.set("popup", String(i));
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };
  const close = () => {
    closedSignature.current = popup.signature;
    setOpen(false);
    fetcher.submit({ intent: "popup", audience: popup.audience, signature: popup.signature, respond: "data" }, { method: "post", action: "/m/preferences" });
  };

  return (
    <div className="popup-layer">
      <Dialog labelledBy="popup-title" describedBy="popup-body" onClose={hydrated ? close : undefined} className="modal--popup">
        <div className="modal__head">
          <span className="modal__badge modal__badge--accent">
            <MegaphoneIcon size={20} />
          </span>
          <span className="popup__label">{t("lobby.popup.label")}</span>
          <fetcher.Form
            method="post"
            action="/m/preferences"
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <input type="hidden" name="intent" value="popup" />
            <input type="hidden" name="audience" value={popup.audience} />
            <input type="hidden" name="signature" value={popup.signature} />
            <input type="hidden" name="redirectTo" value={pageHref(null)} />
            <button type="submit" className="icon-button" aria-label={t("lobby.popup.close")}>
              <CloseIcon />
            </button>
          </fetcher.Form>
        </div>
        <h2 id="popup-title" className="modal__title">
          {item.title}
        </h2>
        <div id="popup-body" className="modal__body rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
        {item.link && (
          <div className="modal__actions">
            {item.link.kind === "external" ? (
              <a href={item.link.href} target="_blank" rel="noopener noreferrer" className="button button--primary button--block">
                {t("lobby.popup.go")}
              </a>
            ) : (
              <Link to={item.link.href} className="button button--primary button--block">
                {t("lobby.popup.go")}
              </Link>
            )}
          </div>
        )}
        {total > 1 && (
          <nav className="popup__pager" aria-label={t("lobby.popup.label")}>
            <PagerLink to={pageHref(index - 1)} disabled={index === 0} label={t("lobby.popup.prev")} onGo={() => setIndex(index - 1)}>
              <ChevronLeftIcon size={20} />
            </PagerLink>
            <span className="popup__page" aria-live="polite">
              {t("lobby.popup.page", { index: index + 1, total })}
            </span>
            <PagerLink to={pageHref(index + 1)} disabled={index === total - 1} label={t("lobby.popup.next")} onGo={() => setIndex(index + 1)}>
              <ChevronRightIcon size={20} />
            </PagerLink>
          </nav>
        )}
      </Dialog>
    </div>
  );
}

function PagerLink({ to, disabled, label, onGo, children }: { to: string; disabled: boolean; label: string; onGo: () => void; children: React.ReactNode }) {
  if (disabled) {
    return (
      <span className="icon-button icon-button--disabled" aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <InPlaceLink href={to} label={label} onGo={onGo}>
      {children}
    </InPlaceLink>
  );
}
