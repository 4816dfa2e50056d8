/**
 * Deposit rules (decision 027) the deposit page, its action and the gateway all
 * check, so the browser's instant feedback, the action's answer and the gateway's refusal agree.
 */

/** 1–3 receipts per manual deposit (W-DEP-07, SPEC §5). */
export const RECEIPT_MAX_FILES = 3;
/** At most 5 MB each. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ["image/png", "image/jpeg"] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
/** What the file input accepts (the browser's filter; the bytes decide). */
export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(",");

/** A remark is optional, at most 140 characters. */
export const REMARK_MAX = 140;
/** The payer's name on a manual transfer, as the bank shows it. */
export const PAYER_NAME_MAX = 50;

/**
 * The image type the bytes say, by their magic numbers (not the declared type or the file name):
 * PNG starts 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF. Anything else is null (a GIF, a PDF, a
 * renamed text file).
 */
export function sniffImage(bytes: Uint8Array): ReceiptType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  return null;
}

/** Why a set of receipts is refused, as the gateway's error codes. */
export type ReceiptRefusal = "deposit.receipt.required" | "deposit.receipt.count" | "deposit.receipt.size" | "deposit.receipt.type";

/** A file as far as the count and size rules need it, and its first bytes for the type. */
export type ReceiptFile = { size: number; head: Uint8Array };

/**
 * The first rule a set of receipts breaks, in this order: none, more than three, an empty or a
 * too large file, a type that is not png or jpg by its bytes. Null when every file passes.
 */
export function receiptRefusal(files: readonly ReceiptFile[]): { code: ReceiptRefusal; index?: number } | null {
  if (files.length === 0) return { code: "deposit.receipt.required" };
  if (files.length > RECEIPT_MAX_FILES) return { code: "deposit.receipt.count" };
  for (const [i, f] of files.entries()) {
    if (f.size <= 0 || f.size > RECEIPT_MAX_BYTES) return { code: "deposit.receipt.size", index: i + 1 };
  }
  for (const [i, f] of files.entries()) {
    if (!sniffImage(f.head)) return { code: "deposit.receipt.type", index: i + 1 };
  }
  return null;
}

/** The presets a channel shows: its configured list within [min, max], ascending, without repeats (W-DEP-03). */
export function presetsWithin(presets: readonly number[], min: number, max: number): number[] {
  return [...new Set(presets.filter((p) => Number.isFinite(p) && p >= min && p <= max))].sort((a, b) => a - b);
}

/**
 * How long an unpaid e-wallet order stays open. While open it counts against the
 * member's deposit limit, so nobody passes a limit by opening many orders at once; after this it
 * is closed as cancelled (reason `expired`) and holds nothing. The providers' own payment sessions
 * last about this long, so a later payment callback would be refused by them too.
 */
export const EWALLET_ORDER_TTL_MINUTES = 30;
export const EWALLET_ORDER_TTL_MS = EWALLET_ORDER_TTL_MINUTES * 60_000;
