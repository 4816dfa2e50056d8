import type { SubmissionResult } from "@conform-to/react";
import type { ParamsByKey } from "~/features/security/components";

/** What the deposit page's action (app/routes/m.voucherCenter.tsx) answers on a refusal; the deposit form reads it. */
export type DepositActionData = {
  form?: "deposit";
  result: SubmissionResult<string[]>;
  params?: ParamsByKey;
  /** A responsible-gaming refusal: worded at render with the reader's language (describeRgRefusal). */
  rg?: { code: string; value: unknown };
};
