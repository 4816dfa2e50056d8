import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AppResourceType } from "~/rules/download-bar";
import { Dialog, DialogCloseLink } from "./Dialog";
import { AndroidIcon, AppleIcon, DownloadIcon } from "~/ui/icons";

const LABEL: Record<AppResourceType, string> = { Android: "lobby.download.android", MOBILECONFIG: "lobby.download.iosProfile", IOS: "lobby.download.iosApp" };

/** §2 download popup (lazy chunk): Android, iOS profile (mobileconfig) and iOS app links by device. */
export default function DownloadPopup({ links, onClose, closeHref }: { links: Array<{ resourceType: AppResourceType; url: string }>; onClose: () => void; closeHref: string }) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="download-title" describedBy="download-body" onClose={onClose} className="modal--compact">
      <div className="modal__head">
        <span className="modal__badge">
          <DownloadIcon size={22} />
        </span>
        <DialogCloseLink href={closeHref} label={t("lobby.download.close")} onClose={onClose} />
      </div>
      <h2 id="download-title" className="modal__title">
        {t("lobby.download.title")}
      </h2>
      <p id="download-body" className="modal__body">
        {t("lobby.download.body")}
      </p>
      <ul className="download-options">
        {links.map((link, i) => (
          <li key={link.resourceType}>
            <a href={link.url} className="download-option" rel="noopener noreferrer" {...(i === 0 ? { "data-autofocus": true } : {})}>
              {link.resourceType === "Android" ? <AndroidIcon /> : <AppleIcon />}
              <span>{t(LABEL[link.resourceType])}</span>
              <DownloadIcon size={18} />
            </a>
          </li>
        ))}
      </ul>
      <Link to="/m/download" className="modal__link">
        {t("lobby.download.guide")}
      </Link>
    </Dialog>
  );
}
