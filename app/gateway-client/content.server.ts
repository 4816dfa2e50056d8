import type { GatewayClient } from "./client.server";

/**
 * Content calls (§7 Content). Token-less reads are shared from the edge cache for a short while
 * (§7 Caching); anything carrying a member token is never cached.
 */
export const CONTENT_CACHE_SECONDS = { announcements: 60, notices: 60, help: 300, links: 300, template: 300, promotions: 60, documents: 600 } as const;

/** Content types (§9): Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR; H asks for hot matches. */
export type ContentType = "A" | "PL" | "B" | "PU" | "PR" | "H";

type Lang = { language: string };

/**
 * Announcements in the §7 query shape: types, groupName, platform M, merchantCode (and the token
 * as a header, when one is given). Home asks { B,PL,PU,H, m_home }; registration { B, m_reg }.
 */
export function fetchAnnouncements(
  gateway: GatewayClient,
  args: Lang & { types: ContentType[]; groupName?: string; merchantCode: string; token?: string | null },
) {
  return gateway.call("announcements", {
    query: { types: args.types.join(","), groupName: args.groupName, platform: "M", merchantCode: args.merchantCode },
    token: args.token ?? null,
    language: args.language,
    cacheTtlSeconds: args.token ? undefined : CONTENT_CACHE_SECONDS.announcements,
  });
}

/** Marks agent announcements read (or unread again); answers the remaining unread count. */
export function markAgentAnnouncements(gateway: GatewayClient, token: string, body: { ids?: number[]; all?: boolean; read: boolean }) {
  return gateway.call("announcementRead", { token, body });
}

export function fetchNotices(gateway: GatewayClient, args: Lang & { pageNo: number; pageSize: number }) {
  return gateway.call("notices", {
    query: { pageNo: args.pageNo, pageSize: args.pageSize },
    language: args.language,
    cacheTtlSeconds: CONTENT_CACHE_SECONDS.notices,
  });
}

export function fetchNotice(gateway: GatewayClient, args: Lang & { id: number }) {
  return gateway.call("noticeDetail", {
    query: { id: args.id },
    language: args.language,
    cacheTtlSeconds: CONTENT_CACHE_SECONDS.notices,
  });
}

export function fetchMessages(gateway: GatewayClient, token: string, args: { pageNo: number; pageSize: number }) {
  return gateway.call("messages", { token, query: { pageNo: args.pageNo, pageSize: args.pageSize } });
}

export function fetchMessage(gateway: GatewayClient, token: string, id: number) {
  return gateway.call("messageDetail", { token, query: { id } });
}

/** §7: unread count, value is a number. */
export function fetchUnreadCount(gateway: GatewayClient, token: string) {
  return gateway.call("messageUnreadCount", { token });
}

export function markMessages(gateway: GatewayClient, token: string, body: { ids?: number[]; all?: boolean; read: boolean }) {
  return gateway.call("messageRead", { token, body });
}

/** §7: help centre GET with device MOBILE (and lang). */
export function fetchHelp(gateway: GatewayClient, args: Lang) {
  return gateway.call("helpCenter", {
    query: { device: "MOBILE", lang: args.language },
    language: args.language,
    cacheTtlSeconds: CONTENT_CACHE_SECONDS.help,
  });
}

/** Promotions with their §4 activity status; a member's own status needs the token (not cached). */
export function fetchPromotions(gateway: GatewayClient, args: Lang & { token?: string | null }) {
  return gateway.call("promotions", {
    token: args.token ?? null,
    language: args.language,
    cacheTtlSeconds: args.token ? undefined : CONTENT_CACHE_SECONDS.promotions,
  });
}

export function fetchPromotion(gateway: GatewayClient, args: Lang & { id: number; token?: string | null }) {
  return gateway.call("promotionDetail", {
    query: { id: args.id },
    token: args.token ?? null,
    language: args.language,
    cacheTtlSeconds: args.token ? undefined : CONTENT_CACHE_SECONDS.promotions,
  });
}

export function applyPromotion(gateway: GatewayClient, token: string, id: number) {
  return gateway.call("promotionApply", { token, body: { id } });
}

/** Applies with a remark and evidence images (multipart: the files go as they came). */
export function applyPromotionWithEvidence(gateway: GatewayClient, token: string, request: { id: number; remark: string; images: File[] }) {
  const form = new FormData();
  form.set("id", String(request.id));
  form.set("remark", request.remark);
  for (const file of request.images) form.append("images", file, file.name);
  return gateway.call("promotionApply", { token, body: form, multipart: true });
}

export function cancelPromotion(gateway: GatewayClient, token: string, id: number) {
  return gateway.call("promotionCancel", { token, body: { id } });
}

export function fetchServiceLinks(gateway: GatewayClient, args: Lang) {
  return gateway.call("serviceLinks", { language: args.language, cacheTtlSeconds: CONTENT_CACHE_SECONDS.links });
}

export function fetchDownloadLinks(gateway: GatewayClient, args: Lang) {
  return gateway.call("downloadLinks", { language: args.language, cacheTtlSeconds: CONTENT_CACHE_SECONDS.links });
}

export function fetchMobileTemplate(gateway: GatewayClient, args: Lang) {
  return gateway.call("mobileTemplate", { language: args.language, cacheTtlSeconds: CONTENT_CACHE_SECONDS.template });
}

export function fetchUserAgreement(gateway: GatewayClient, args: Lang) {
  return gateway.call("userAgreement", { language: args.language, cacheTtlSeconds: CONTENT_CACHE_SECONDS.documents });
}
