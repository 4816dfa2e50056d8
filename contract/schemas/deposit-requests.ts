import { z } from "zod";
import { Amount, IdempotencyKey, UploadedImage } from "./common-requests";
import { orderRecordQueryOf } from "./wallet-requests";
import { PAYER_NAME_MAX, RECEIPT_MAX_FILES, REMARK_MAX } from "../deposit-rules";

/*
 * Requests of the deposit calls (decision 027; gateway/handlers/deposit.ts). Like
 * the withdrawal, an order's body is read field by field so each refusal names what is wrong in
 * the contract's order; these schemas are what passes every check.
 */

/** A bonus code, or none (empty and null read as none). */
const BonusCode = z
  .string()
  .max(40)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** An e-wallet order, paid on the gateway's pay page (`payUrl` of the answer). */
export const DepositRequest = z.object({
  channelCode: z.string().max(40).describe("an EWALLET channel of depositChannels"),
  amount: Amount,
  bonusCode: BonusCode,
  idempotencyKey: IdempotencyKey,
  /** Where the pay page sends the player back: a path /m/… of the app (anything else reads as /m/voucherCenter). */
  returnUrl: z.string().max(80).optional(),
});

/**
 * A manual bank transfer, multipart/form-data: every field a text part, the receipts repeated
 * parts under `receipts` (1–3 images; the gateway checks their bytes and refuses one already used).
 */
export const ManualDepositRequest = z.object({
  channelCode: z.string().describe("a MANUAL channel of depositChannels"),
  amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .describe("major units, above zero, at most two decimals"),
  bonusCode: z.string().optional(),
  idempotencyKey: IdempotencyKey,
  payerName: z.string().describe(`the name on the sending account, at most ${PAYER_NAME_MAX} characters (isPayeeName)`),
  transferAt: z.string().regex(/^\d+$/).describe("when the transfer was made, epoch ms: within the last 7 days, not in the future"),
  remark: z.string().optional().describe(`at most ${REMARK_MAX} characters`),
  receipts: z
    .array(UploadedImage)
    .min(1)
    .max(RECEIPT_MAX_FILES)
    .describe("1–3 files (binary: PNG or JPEG, at most 5 MB each), repeated parts named `receipts`"),
});

export const DEPOSIT_STATUSES = ["pending", "success", "failed", "cancelled"] as const;
export const DepositsQuery = orderRecordQueryOf(DEPOSIT_STATUSES);

/** Cancels the member's own unpaid e-wallet order. */
export const DepositCancelRequest = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** One receipt image of one of the member's orders (answered as the image, not the envelope). */
export const DepositReceiptQuery = z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(1).max(RECEIPT_MAX_FILES) });
