import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useImageUrl } from "~/ui/use-image-url";
import type { VendorChip } from "./types";

export type VendorTabsProps = {
  vendors: readonly VendorChip[];
  /** The selected vendor's code; null is 'All'. */
  active: string | null;
  /** The URL of each tab (null = 'All'): every state is a link, so it works without JavaScript. */
  hrefFor: (vassalage: string | null) => string;
  /** With JavaScript, take the click instead of following the link (client-side state). */
  onSelect?: (vassalage: string | null) => void;
};

/**
 * The vendor strip (§2 Game lists): 'All' plus one icon per vendor, white when active, grey when
 * not; scrolls horizontally. Links, so each tab is a URL.
 */
export function VendorTabs({ vendors, active, hrefFor, onSelect }: VendorTabsProps) {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // Bring the selected vendor into view (the strip scrolls horizontally; without JS it starts at 'All').
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    const strip = list.current;
    if (!el || !strip) return;
    const box = el.getBoundingClientRect();
    strip.scrollLeft += box.left - strip.getBoundingClientRect().left - (strip.clientWidth - box.width) / 2;
  }, [active]);
  const tab = (vassalage: string | null, content: React.ReactNode, label: string) => {
    const current = active === vassalage;
    return (
      <li key={vassalage ?? "__all"}>
        <Link
          to={hrefFor(vassalage)}
          preventScrollReset
          className={`vendor-tab${current ? " vendor-tab--active" : ""}`}
          aria-current={current ? "true" : undefined}
          aria-label={label}
          title={label}
          onClick={
            onSelect
              ? (event) => {
                  event.preventDefault();
                  onSelect(vassalage);
                }
              : undefined
          }
        >
          {content}
        </Link>
      </li>
    );
  };
  return (
    <nav className="vendor-tabs" aria-label={t("games.vendors.label")}>
      <ul className="vendor-tabs__list" ref={list}>
        {tab(null, <span className="vendor-tab__all">{t("games.vendors.all")}</span>, t("games.vendors.all"))}
        {vendors.map((v) =>
          tab(
            v.vassalage,
            v.iconUrl ? (
              <img src={imageUrl(v.iconUrl)} alt="" width={88} height={28} loading="lazy" decoding="async" className="vendor-tab__icon" />
            ) : (
              <span className="vendor-tab__all">{v.displayName}</span>
            ),
            v.displayName,
          ),
        )}
      </ul>
    </nav>
  );
}
