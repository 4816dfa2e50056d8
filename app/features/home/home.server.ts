import type { Announcements, DownloadLinks, MobileTemplate, ServiceLinks } from "@contract/schemas/content";
import { htmlToText, sanitizeHtml } from "~/features/content/sanitize-html";
import type { GatewayClient } from "~/gateway-client/client.server";
import { fetchAnnouncements, fetchDownloadLinks, fetchMobileTemplate, fetchServiceLinks } from "~/gateway-client/content.server";
import { memoizeFrozen } from "~/gateway-client/frozen-memo";
import { contentLinkTarget } from "~/rules/content-link";
import { appLinks, deviceOf, downloadBarVisible, linkOf, popupLinksFor } from "~/rules/download-bar";
import { formatMatchTime } from "~/rules/match-time";
import { audienceKey, popupSignature, popupsFor, shouldShowPopups, type PopupViewer } from "~/rules/popup-audience";
import type { PopupView } from "./AnnouncementPopup";
import type { BannerSlide } from "./BannerLink";
import type { DownloadBarView } from "./DownloadBar";
import type { HotMatchView } from "./hot-match-view";
import type { PopupFlags } from "./preferences.server";
import type { SideBarView } from "./SideBar";

/**
 * The home page's gateway reads and what each section makes of them. Every function here is
 * pure mapping or one call, so the route's loader reads as the §2 list of sections. Views of a
 * shared answer are kept with it (memoizeFrozen): the same announcements give the same slides.
 */
type Ctx = { gateway: GatewayClient; language: string; merchantCode: string };

/** §7 home announcements, split: banners (critical) and the rest (deferred); both token-less, so cached. */
export async function homeBanners({ gateway, language, merchantCode }: Ctx): Promise<BannerSlide[]> {
  return bannerSlides(await fetchAnnouncements(gateway, { types: ["B"], groupName: "m_home", merchantCode, language }));
}

export const bannerSlides = memoizeFrozen(({ banners }: Pick<Announcements, "banners">): BannerSlide[] =>
  banners.filter((b) => b.url).map((b) => ({ id: b.id, title: b.title, imageUrl: b.url, link: contentLinkTarget(b.link) })),
);

/** §2 Page chrome: the help page shows a banner and the hot-match pop-up too, in one call. */
export function helpChrome({ gateway, language, merchantCode }: Ctx): Promise<Announcements> {
  return fetchAnnouncements(gateway, { types: ["B", "H"], groupName: "m_help", merchantCode, language });
}

export function homeContent({ gateway, language, merchantCode }: Ctx): Promise<Announcements> {
  return fetchAnnouncements(gateway, { types: ["PL", "PU", "H"], groupName: "m_home", merchantCode, language });
}

export const tickerTitles = memoizeFrozen((content: Announcements): string[] =>
  content.player
    .slice(0, 8)
    .map((p) => htmlToText(p.title))
    .filter(Boolean),
);

export const hotMatchViews = memoizeFrozen((content: Announcements): HotMatchView[] =>
  content.hot.map((m) => ({
    id: m.id,
    league: m.league,
    homeTeam: m.homeTeam,
    awayTeam: m.awayTeam,
    homeCrest: m.homeTeamImageUrl,
    awayCrest: m.awayTeamImageUrl,
    time: formatMatchTime(m.matchTime),
    vendor: m.vendor,
    roomId: m.roomId,
    nodeId: m.nodeId,
  })),
);

/** §4 pop-up: the viewer's audience, hidden when the same set was closed (cookie), else shown. */
export function popupView(content: Announcements, viewer: PopupViewer, hidden: PopupFlags, start: number): PopupView | null {
  const items = popupsFor(content.popup, viewer);
  const key = audienceKey(viewer);
  if (!shouldShowPopups(items, hidden[key])) return null;
  return {
    audience: key,
    signature: popupSignature(items),
    start: Math.max(0, Math.min(items.length - 1, start)),
    items: items.map(popupItem),
  };
}

type PopupItem = Announcements["popup"][number];
const popupItem = memoizeFrozen((p: PopupItem) => ({ id: p.id, title: htmlToText(p.title), html: sanitizeHtml(p.content), link: contentLinkTarget(p.link) }));

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export type DownloadView = { bar: DownloadBarView | null; popupLinks: ReturnType<typeof popupLinksFor> };

/** §3 download links, read once per page: the download bar and popup and the side bar's Telegram icon share them. */
export function downloadLinks({ gateway, language }: Ctx): Promise<DownloadLinks> {
  return fetchDownloadLinks(gateway, { language });
}

export async function downloadView(
  { gateway, language }: Ctx,
  links: Promise<DownloadLinks>,
  userAgent: string | null,
  dismissed: boolean,
): Promise<DownloadView> {
  const [answer, template] = await Promise.all([links, fetchMobileTemplate(gateway, { language })]);
  return toDownloadView(answer, template, userAgent, dismissed);
}

export function toDownloadView(links: DownloadLinks, template: MobileTemplate, userAgent: string | null, dismissed: boolean): DownloadView {
  const { apps, iconUrl } = appLinksView(links);
  const visible = downloadBarVisible({ userAgent, links, dismissed });
  return { bar: visible ? { iconUrl, ...barTemplateView(template) } : null, popupLinks: popupLinksFor(deviceOf(userAgent), apps) };
}

/** The player-independent parts of the download bar and popup, worked out once per kept answer. */
const appLinksView = memoizeFrozen((links: DownloadLinks) => {
  const icon = links.find((l) => l.resourceType === "AppDownloadIcon")?.url;
  return { apps: appLinks(links), iconUrl: icon && (icon.startsWith("/") || icon.startsWith("https://")) ? icon : "/logo.svg" };
});

const barTemplateView = memoizeFrozen((template: MobileTemplate): Omit<DownloadBarView, "iconUrl"> => {
  const rating = Number.parseFloat(template.app_rating ?? "");
  return {
    description: template.app_desc?.trim() ? htmlToText(template.app_desc).slice(0, 120) : null,
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : null,
    // Operator colours are used only when they are plain hex colours.
    background: template.app_background && HEX_COLOUR.test(template.app_background) ? template.app_background : null,
    color: template.app_desc_font_color && HEX_COLOUR.test(template.app_desc_font_color) ? template.app_desc_font_color : null,
  };
});

/**
 * §2 side bar: the customer-service icon while the service links list entries; the Telegram icon
 * while the operator has configured a TELEGRAM download link (§3), hidden when it is unset.
 */
export function sideBarView(service: ServiceLinks, download: DownloadLinks): SideBarView {
  return { service: service.customerService.length > 0, telegram: linkOf(download, "TELEGRAM") };
}

export function serviceLinks({ gateway, language }: Ctx) {
  return fetchServiceLinks(gateway, { language });
}
