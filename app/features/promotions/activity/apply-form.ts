import { RECEIPT_MAX_BYTES, sniffImage } from "@contract/deposit-rules";
import { PROMO_IMAGES_MAX, PROMO_REMARK_MAX, type EvidenceMode } from "@contract/promotion-rules";
import { z } from "zod";

/**
 * The /m/activityInfo form (decision 036): apply (with a remark and images when the promotion asks
 * for evidence) or withdraw. The action checks it with zod before the gateway, which checks the
 * same limits again; a refusal of either is one of these message keys.
 */
const E = "promotions.activity.error";

export type ApplyErrorKey =
  `${typeof E}.${"invalid" | "remarkLength" | "imagesRequired" | "imagesCount" | "imagesSize" | "imagesType" | "ineligible" | "notOpen"}`;

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

export const IntentForm = z.object({ intent: z.enum(["apply", "cancel"]), id });

/** The evidence of an application: the remark (≤140) and 0–3 non-empty files. */
export function readEvidence(form: FormData): { remark: string; images: File[] } {
  const remark = form.get("remark");
  const images = form.getAll("images").filter((f): f is File => typeof f !== "string" && f.size > 0);
  return { remark: typeof remark === "string" ? remark.trim() : "", images };
}

/** The first rule the evidence breaks (as a message key), or null; the bytes decide the type. */
export async function evidenceError(mode: EvidenceMode, evidence: { remark: string; images: File[] }): Promise<ApplyErrorKey | null> {
  if (mode === "none") return null;
  if ([...evidence.remark].length > PROMO_REMARK_MAX) return `${E}.remarkLength`;
  if (evidence.images.length > PROMO_IMAGES_MAX) return `${E}.imagesCount`;
  if (mode === "required" && evidence.images.length === 0) return `${E}.imagesRequired`;
  for (const f of evidence.images) if (f.size > RECEIPT_MAX_BYTES) return `${E}.imagesSize`;
  for (const f of evidence.images) if (!sniffImage(new Uint8Array(await f.slice(0, 16).arrayBuffer()))) return `${E}.imagesType`;
  return null;
}

/** A gateway refusal of apply/cancel as a message key (null: not one of ours). */
export function applyRefusalKey(code: string | undefined): ApplyErrorKey | "content.activity.toastFailed" | null {
  switch (code) {
    case "promotion.ineligible":
      return `${E}.ineligible`;
    case "promotion.remark.length":
      return `${E}.remarkLength`;
    case "promotion.evidence.required":
      return `${E}.imagesRequired`;
    case "promotion.evidence.count":
      return `${E}.imagesCount`;
    case "promotion.evidence.size":
      return `${E}.imagesSize`;
    case "promotion.evidence.type":
      return `${E}.imagesType`;
    case "promotion.not.open":
      return `${E}.notOpen`;
    case "promotion.not.found":
    case "promotion.not.cancellable":
    case "promotion.evidence.unavailable":
      return "content.activity.toastFailed";
    default:
      return null;
  }
}
