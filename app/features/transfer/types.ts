import type { SubmissionResult } from "@conform-to/react";
import type { UplineTransferTerms } from "@contract/schemas/transfer";
import type { ParamsByKey } from "~/features/security/components";

/*
 * What the upline-transfer route (app/routes/m.upLine.transfer.tsx) and its island forms both
 * read: declared here so the forms never import the route module.
 */

/** What the transfer's action answers on a refusal. */
export type UplineTransferActionData = { result: SubmissionResult<string[]>; params?: ParamsByKey };

type Upline = NonNullable<UplineTransferTerms["upline"]>;
/** The terms once the page knows the member has an upline to send to. */
export type PageTerms = UplineTransferTerms & { upline: Upline };
