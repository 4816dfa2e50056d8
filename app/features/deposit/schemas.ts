import { PAYER_NAME_MAX, RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, RECEIPT_TYPES, REMARK_MAX } from "@contract/deposit-rules";
import { isPayeeName, normalizePayeeName } from "@contract/security-rules";
import { IDEMPOTENCY_KEY, amountToMinor } from "@contract/wallet-rules";
import { z } from "zod";
import { parseAmount } from "~/features/wallet/rules";
import { D, operatorLocalToMs, type ChannelTerms } from "./rules";

/**
 * The deposit form's schema, shared by the action (the source of truth) and the form (instant
 * feedback). The rules are the gateway's (contract/deposit-rules.ts, contract/wallet-rules.ts); with
 * the chosen channel's terms it also checks min and max. In the browser a receipt is checked by
 * its declared type and size; the action reads its bytes too (receiptIssues), and the gateway
 * again. Messages are translation keys.
 */
// The zod-free rules live in ./rules.ts (the page imports them without zod, decision 055).
export { D, msToOperatorLocal, operatorLocalToMs, type ChannelTerms, type ManualDepositForm } from "./rules";

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

export function depositSchema(channel?: ChannelTerms) {
  const base = {
    channelCode: z.string({ required_error: `${D}.channelRequired` }).max(40, `${D}.channelInvalid`),
    amount: z
      .string({ required_error: `${D}.amountRequired`, invalid_type_error: `${D}.amountRequired` })
      .max(20, `${D}.amountFormat`)
      .transform((text, ctx) => {
        const amount = parseAmount(text);
        if (amountToMinor(amount) === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${D}.amountFormat` });
          return z.NEVER;
        }
        return amount;
      })
      .superRefine((amount, ctx) => {
        if (!channel) return;
        if (amount < channel.min) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${D}.amountMin` });
        else if (amount > channel.max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${D}.amountMax` });
      }),
    bonusCode: z
      .string()
      .max(40)
      .optional()
      .transform((v) => (v ? v : null)),
    idempotencyKey: z.string({ required_error: `${D}.expired` }).regex(IDEMPOTENCY_KEY, `${D}.expired`),
  };
  if (channel?.kind !== "MANUAL") return z.object(base);
  return z.object({
    ...base,
    payerName: z
      .string({ required_error: `${D}.payerFormat` })
      .max(PAYER_NAME_MAX * 2, `${D}.payerFormat`)
      .transform((v) => normalizePayeeName(v))
      .refine((v) => isPayeeName(v) && [...v].length <= PAYER_NAME_MAX, `${D}.payerFormat`),
    transferAt: z
      .string({ required_error: `${D}.transferTime` })
      .transform((v) => operatorLocalToMs(v))
      .refine((ms) => Number.isFinite(ms), `${D}.transferTime`),
    remark: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim())
      .refine((v) => [...v].length <= REMARK_MAX, `${D}.remarkLength`),
    receipts: z
      .array(z.unknown(), { required_error: `${D}.receiptRequired` })
      .or(z.unknown().transform((v) => (v === undefined ? [] : [v])))
      .transform((list) => (list as unknown[]).filter(isFile).filter((f) => f.size > 0))
      .superRefine((files, ctx) => {
        const issue = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        if (files.length === 0) issue(`${D}.receiptRequired`);
        else if (files.length > RECEIPT_MAX_FILES) issue(`${D}.receiptCount`);
        else if (files.some((f) => f.size > RECEIPT_MAX_BYTES)) issue(`${D}.receiptSize`);
        else if (files.some((f) => f.type && !(RECEIPT_TYPES as readonly string[]).includes(f.type))) issue(`${D}.receiptType`);
      }),
  });
}
export type DepositForm = z.output<ReturnType<typeof depositSchema>>;
