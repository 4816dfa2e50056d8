import { z } from "zod";
import { QueryId, UploadedImage } from "./common-requests";
import { PROMO_IMAGES_MAX, PROMO_REMARK_MAX } from "../promotion-rules";

/*
 * Requests of the content calls (§7 Content; gateway/handlers/content.ts, inbox.ts, promotions.ts):
 * announcements, notices, the help centre, the member's inbox and the promotions.
 */

/** The content types of the announcement call (§7: B banners, PL player notices, PU pop-ups, PR promotions, H hot matches, A agent announcements). */
export const CONTENT_TYPES = ["A", "PL", "B", "PU", "PR", "H"] as const;

/** Comma-separated content types ("B,PL,PU"), any case, duplicates ignored; at least one. */
const ContentTypes = z
  .string()
  .max(40)
  .transform((s) => [
    ...new Set(
      s
        .split(",")
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(CONTENT_TYPES)).min(1))
  .describe("comma-separated content types: A, PL, B, PU, PR, H");

/** Announcements (§3, §7). `merchantCode`, when sent, must be the operator's. */
export const AnnouncementsQuery = z.object({
  types: ContentTypes,
  groupName: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  platform: z.enum(["M", "W"]).default("M"),
  merchantCode: z.string().max(64).optional(),
});

/** Marks ids (or `all`) read, or unread again with `read: false`; at least one id unless `all`. */
export const MarkReadRequest = z.object({
  ids: z.array(z.number().int().positive()).max(100).optional(),
  all: z.boolean().optional(),
  read: z.boolean().default(true),
});

/** A page of notices or messages. */
export const ContentPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** One notice, message or promotion by id. */
export const ContentIdQuery = z.object({ id: QueryId });

/** The help centre (§7: device MOBILE and lang). */
export const HelpCenterQuery = z.object({ device: z.enum(["MOBILE", "WEB"]).default("MOBILE"), lang: z.string().max(8).optional() });

/**
 * Applying for a promotion, as the app sends it: multipart/form-data with the promotion's id, a
 * remark and up to 3 evidence images under `images` (the promotion says whether evidence is
 * none, optional or required). The gateway also takes JSON { id: number, remark?: string ≤ 2000 }.
 */
export const PromotionApplyRequest = z.object({
  id: QueryId,
  remark: z.string().optional().describe(`trimmed; at most ${PROMO_REMARK_MAX} characters`),
  images: z
    .array(UploadedImage)
    .max(PROMO_IMAGES_MAX)
    .optional()
    .describe("up to 3 files (binary: PNG or JPEG, at most 5 MB each), repeated parts named `images`"),
});

/** The JSON form of an application (no images). */
export const PromotionApplyJsonRequest = z.object({ id: z.number().int().positive(), remark: z.string().max(2000).optional() });

/** Withdraws the member's entry of the promotion's current cycle. */
export const PromotionCancelRequest = z.object({ id: z.number().int().positive() });
