import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { endsSession } from "~/gateway-client/errors";
import { gatewayFailure } from "~/server/gateway-failure.server";
import type { ParamsByKey } from "./components";
import { describeSecurityFailure, type SecurityForm } from "./failures";

/** What a refused security form gets back: conform's reply and the values its messages name. */
export type SecurityActionData = { result: SubmissionResult<string[]>; params?: ParamsByKey };

/**
 * Validates a posted form with the same schema as the page, then makes the gateway call. A
 * refusal becomes a field (or form) error with its params; an ended session signs out through
 * gatewayFailure like every loader; a password never comes back in the reply (`hideFields`).
 */
export async function submitSecurityForm<S extends z.ZodTypeAny>(options: {
  formData: FormData;
  schema: S;
  form: SecurityForm;
  request: Request;
  context: AppLoadContext;
  hideFields?: string[];
  call: (value: z.output<S>) => Promise<unknown>;
}): Promise<{ ok: true; value: z.output<S> } | { ok: false; data: SecurityActionData }> {
  const { formData, schema, form, request, context, hideFields, call } = options;
  const params: ParamsByKey = {};
  const submission = await parseWithZod(formData, {
    async: true,
    schema: schema.transform(async (input: z.output<S>, ctx) => {
      try {
        await call(input);
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const failure = describeSecurityFailure(e, form);
        if (!failure) throw e;
        if (failure.params) params[failure.key] = failure.params;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<S> };
  return { ok: false, data: { result: submission.reply({ hideFields }), ...(Object.keys(params).length ? { params } : {}) } };
}
