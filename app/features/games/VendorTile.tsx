import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ChevronRightIcon } from "~/ui/icons";
import { LaunchForm } from "./LaunchForm";
import { TileArt } from "./TileArt";
import type { VendorCard } from "./types";

/** Rendered size of vendor tile art (2:1). */
const VENDOR_ART_W = 176;
const VENDOR_ART_H = 88;

export type VendorTileProps = {
  vendor: VendorCard;
  /** Where a launched lobby's back link returns to; defaults to the current page. */
  pageBack?: string;
  eager?: boolean;
};

/**
 * A vendor tile (§2 Popular games: "others show vendor tiles"): art, display name and an arrow.
 * A link for vendors with a game list (or the lottery lobby), a launch for lobby vendors.
 * A list item: render it inside VendorTiles (or any <ul>).
 */
export function VendorTile({ vendor, pageBack, eager = false }: VendorTileProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="vendor-tile__art">
        <TileArt
          src={vendor.imageUrl}
          width={VENDOR_ART_W}
          height={VENDOR_ART_H}
          eager={eager}
          initials={vendor.displayName.slice(0, 2)}
          placeholderClass="vendor-tile__placeholder"
        />
      </span>
      <span className="vendor-tile__name">{vendor.displayName}</span>
      <ChevronRightIcon size={16} className="vendor-tile__chevron" />
    </>
  );
  return (
    <li className="vendor-tile-item">
      {vendor.action.kind === "link" ? (
        <Link to={vendor.action.href} className="vendor-tile" aria-label={t("games.tile.enterVendor", { name: vendor.displayName })}>
          {body}
        </Link>
      ) : (
        <LaunchForm target={vendor.action.target} pageBack={pageBack}>
          <button type="submit" className="vendor-tile" aria-label={t("games.tile.enterVendor", { name: vendor.displayName })}>
            {body}
          </button>
        </LaunchForm>
      )}
    </li>
  );
}

/** A two-column grid of vendor tiles, with the empty-data placeholder text when there are none. */
export function VendorTiles({
  vendors,
  pageBack,
  label,
  eagerCount = 2,
}: {
  vendors: readonly VendorCard[];
  pageBack?: string;
  label?: string;
  eagerCount?: number;
}) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <p className="games-note">{t("games.center.empty")}</p>;
  return (
    <ul className="vendor-tiles" aria-label={label}>
      {vendors.map((v, i) => (
        <VendorTile key={v.vassalage} vendor={v} pageBack={pageBack} eager={i < eagerCount} />
      ))}
    </ul>
  );
}
