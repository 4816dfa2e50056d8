import type { SubmissionResult } from "@conform-to/react";
import type { ParamsByKey } from "~/features/security/components";

/** What the withdraw page's action (app/routes/m.withdraw.tsx) answers on a refusal; the withdraw form reads it. */
export type WithdrawActionData = { result: SubmissionResult<string[]>; params?: ParamsByKey };
