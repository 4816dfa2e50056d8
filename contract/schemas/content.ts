import { z } from "zod";

/**
 * Response values of the content calls (§3 entities, §7 Content). HTML fields (content) are
 * operator HTML: the app sanitises them on the server before they reach a page.
 */

const id = z.number().int();
const time = z.number(); // epoch ms

/** §3 Banner: url (image); plus a title (alt text) and the banner's action. */
export const Banner = z.object({ id, title: z.string(), url: z.string(), link: z.string().nullable() });
export type Banner = z.infer<typeof Banner>;

/** §3 Announcement item: id, title (content for the notice page). */
export const AnnouncementItem = z.object({ id, title: z.string(), content: z.string(), createdAt: time, pinned: z.boolean() });
export type AnnouncementItem = z.infer<typeof AnnouncementItem>;

/** §3 Popup announcement: title, content, promotionType, execution (A members, B visitors, F first-login). */
export const PopupItem = z.object({
  id,
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: z.enum(["A", "B", "F"]),
  link: z.string().nullable(),
});
export type PopupItem = z.infer<typeof PopupItem>;

/** §3 Hot match. matchTime is epoch ms. */
export const HotMatch = z.object({
  id,
  matchTime: time,
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
});
export type HotMatch = z.infer<typeof HotMatch>;

export const AgentAnnouncement = z.object({ id, title: z.string(), content: z.string(), createdAt: time, read: z.boolean() });
export type AgentAnnouncement = z.infer<typeof AgentAnnouncement>;

/** §3: the announcements response has banners, player, popup, hot, promotion, footer.unreadCount. */
export const Announcements = z.object({
  banners: z.array(Banner),
  player: z.array(AnnouncementItem),
  popup: z.array(PopupItem),
  hot: z.array(HotMatch),
  promotion: z.array(z.object({ id, title: z.string(), imageUrl: z.string() })),
  agent: z.array(AgentAnnouncement).default([]),
  footer: z.object({ unreadCount: z.number().int().min(0), agentUnreadCount: z.number().int().min(0).default(0) }),
});
export type Announcements = z.infer<typeof Announcements>;

export const UnreadCount = z.object({ unreadCount: z.number().int().min(0) });

/** §7 inbox unread count: the value is the number itself. */
export const MessageUnreadCount = z.number().int().min(0);

export const NoticePage = z.object({ list: z.array(AnnouncementItem), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() });
export type NoticePage = z.infer<typeof NoticePage>;

export const Message = z.object({ id, title: z.string(), content: z.string(), createdAt: time, read: z.boolean() });
export type Message = z.infer<typeof Message>;

export const MessagePage = z.object({
  list: z.array(Message),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int().min(0),
});
export type MessagePage = z.infer<typeof MessagePage>;

/** §3 Help item: title, content (HTML). */
export const HelpItems = z.array(z.object({ title: z.string(), content: z.string() }));
export type HelpItems = z.infer<typeof HelpItems>;

/** §4 activity statuses. */
export const ACTIVITY_STATUSES = ["Applying", "Rejected", "Issued", "Claimed", "Process", "Joined", "Closed", "signed", "coming"] as const;
export const ActivityStatus = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof ActivityStatus>;

/** Why a member does not qualify yet (P-ACT-03): what is missing, in major units or days. */
export const IneligibleReason = z.discriminatedUnion("code", [
  z.object({ code: z.literal("joinedTooRecently"), days: z.number().int() }),
  z.object({ code: z.literal("joinedTooLongAgo"), days: z.number().int() }),
  z.object({ code: z.literal("depositToday"), need: z.number() }),
  z.object({ code: z.literal("turnover30d"), need: z.number() }),
  z.object({ code: z.literal("depositMade") }),
]);
export type IneligibleReason = z.infer<typeof IneligibleReason>;

/** Where the member stands in a promotion they joined (decision 036), amounts in major units. */
export const PromotionProgress = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("depositToReceive"), minDeposit: z.number(), percent: z.number(), cap: z.number() }),
  z.object({ kind: z.literal("claimable"), key: z.string().max(120), amount: z.number(), required: z.number() }),
  z.object({ kind: z.literal("wagering"), amount: z.number(), done: z.number(), required: z.number() }),
  z.object({ kind: z.literal("underReview") }),
  z.object({ kind: z.literal("rejected"), reason: z.string().nullable() }),
  z.object({ kind: z.literal("cashback"), soFar: z.number(), period: z.string() }),
  z.object({ kind: z.literal("streak"), done: z.number().int(), target: z.number().int() }),
]);
export type PromotionProgress = z.infer<typeof PromotionProgress>;

export const Promotion = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  startsAt: time.nullable(),
  endsAt: time.nullable(),
  status: ActivityStatus,
  kind: z.enum(["event", "deposit_bonus", "rebate", "mission", "referral", "checkin"]),
  evidence: z.enum(["none", "optional", "required"]),
  eligible: z.boolean(),
  reasons: z.array(IneligibleReason),
  progress: z.array(PromotionProgress),
  cancellable: z.boolean(),
});
export type Promotion = z.infer<typeof Promotion>;
export const Promotions = z.array(Promotion);
export const PromotionDetail = Promotion.extend({ content: z.string() });
export type PromotionDetail = z.infer<typeof PromotionDetail>;
export const PromotionEntry = z.object({ id, status: ActivityStatus });

const Url = z.object({ url: z.string() }).nullable();
/** §3 Service links keyed FACEBOOK, TELEGRAM, TELEGRAM2 each with url; customer service is a list. */
export const ServiceLinks = z.object({
  FACEBOOK: Url,
  TELEGRAM: Url,
  TELEGRAM2: Url,
  customerService: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type ServiceLinks = z.infer<typeof ServiceLinks>;

/** §3 Download link entries: resourceType (IOS, Android, MOBILECONFIG, TELEGRAM, AppDownloadIcon, others), url. */
export const DownloadLinks = z.array(z.object({ resourceType: z.string(), url: z.string() }));
export type DownloadLinks = z.infer<typeof DownloadLinks>;

/** §3 Mobile template: app_background, app_desc, app_desc_font_color (and whatever else the operator sets). */
export const MobileTemplate = z.record(z.string(), z.string());
export type MobileTemplate = z.infer<typeof MobileTemplate>;

export const Document = z.object({ title: z.string(), content: z.string(), updatedAt: time });
export type Document = z.infer<typeof Document>;
