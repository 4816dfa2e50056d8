import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { AppResourceType } from "~/rules/download-bar";
import { AndroidIcon, AppleIcon, DownloadIcon } from "~/ui/icons";
import { CompactDialog } from "./Dialog";

const LABEL: Record<AppResourceType, string> = { Android: "lobby.download.android", MOBILECONFIG: "lobby.download.iosProfile", IOS: "lobby.download.iosApp" };

/** §2 download popup (lazy chunk): Android, iOS profile (mobileconfig) and iOS app links by device. */
export default function DownloadPopup({
  links,
  onClose,
  closeHref,
}: {
  links: Array<{ resourceType: AppResourceType; url: string }>;
  onClose: () => void;
  closeHref: string;
}) {
  const { t } = useTranslation();
  return (
    <CompactDialog
      id="download"
      badge={<DownloadIcon size={22} />}
      title={t("lobby.download.title")}
      body={t("lobby.download.body")}
      close={{ href: closeHref, label: t("lobby.download.close"), onClose }}
    >
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
    </CompactDialog>
  );
}
