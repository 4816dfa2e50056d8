import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { recordBounds } from "@contract/record-range";
import { LIMIT_KINDS } from "@contract/rg-rules";
import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { fetchDeposits } from "~/gateway-client/deposit.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { fetchRgOverview, setLimit } from "~/gateway-client/rg.server";
import { empty } from "~/rules/validation";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast } from "~/session/auth.server";
import { depositRgView, type DepositRg } from "./deposit-rg";
import { R } from "./fields";
import { limitAmount, moneyPeriod, sessionMinutes } from "./schemas";

/**
 * The deposit page's responsible-gaming part (decision 043). The overview is an addition to the
 * page, not its substance: when the RG call fails (other than a session that ended) the page still
 * offers the form, and the gateway still enforces every limit and block on the deposit itself.
 */
export async function loadDepositRg(request: Request, context: AppLoadContext, token: string): Promise<DepositRg | null> {
  const url = new URL(request.url);
  const bounds = recordBounds(clockNow());
  const optional = (e: unknown) => {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    if (isGatewayError(e)) return null;
    throw e;
  };
  const [overview, history] = await Promise.all([
    fetchRgOverview(context.gateway, token).catch(optional),
    fetchDeposits(context.gateway, token, { pageSize: 1, from: bounds.min, to: bounds.max }).catch(optional),
  ]);
  if (!overview) return null;
  // Unknown history counts as "has deposited": no prompt rather than a wrong one.
  return depositRgView(overview, history ? history.total > 0 : true, url.searchParams.get("limits") === "skip");
}

/** The prompt's form: one limit; money limits take a period and an amount (major units), the session limit minutes. */
export const LimitPromptSchema = z
  .object({
    intent: z.literal("setLimit"),
    kind: z.enum(LIMIT_KINDS, { errorMap: () => ({ message: "error.generic.body" }) }),
    period: z.preprocess(empty, moneyPeriod.optional()),
    value: z.preprocess(empty, z.string({ required_error: `${R}.error.required` }).max(20, `${R}.error.amount`)),
  })
  .transform((v, ctx) => {
    if (v.kind === "session") {
      const minutes = sessionMinutes.safeParse(v.value);
      if (!minutes.success) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: `${R}.error.sessionRange` });
        return z.NEVER;
      }
      return { kind: v.kind, period: "session" as const, value: minutes.data };
    }
    const amount = limitAmount.safeParse(v.value);
    if (!amount.success) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: `${R}.error.amount` });
      return z.NEVER;
    }
    if (!v.period) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period"], message: `${R}.error.period` });
      return z.NEVER;
    }
    return { kind: v.kind, period: v.period, value: amount.data };
  });

export type LimitPromptReply = { form: "limit"; kind: string; result: SubmissionResult<string[]> };

/**
 * intent=setLimit on the deposit page: sets the limit (a first limit applies at once; RG-05/06
 * decide for a change), then back to the page with a toast. A refusal answers 400 with the
 * translated key on the prompt's field or form; nothing changes.
 */
export async function setLimitIntent(request: Request, context: AppLoadContext, token: string, formData: FormData, back: string) {
  const outcome: { effect: "now" | "pending" | "unchanged" } = { effect: "now" };
  const submission = await parseWithZod(formData, {
    async: true,
    schema: LimitPromptSchema.transform(async (limit, ctx) => {
      try {
        outcome.effect = (await setLimit(context.gateway, token, limit)).effect;
        return limit;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        if (!isGatewayError(e)) throw e;
        const code = e.code ?? "";
        const message =
          e.kind !== "business"
            ? `error.gateway.${e.kind}`
            : code === "rg.limit.format"
              ? limit.kind === "session"
                ? `${R}.error.sessionRange`
                : `${R}.error.amount`
              : "error.generic.body";
        ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: code === "rg.limit.format" ? ["value"] : [] });
        return z.NEVER;
      }
    }),
  });
  if (submission.status !== "success") {
    const reply: LimitPromptReply = { form: "limit", kind: String(formData.get("kind") ?? ""), result: submission.reply() };
    return data(reply, { status: 400 });
  }
  return redirectWithToast(
    back,
    { key: outcome.effect === "pending" ? `${R}.prompt.savedPending` : `${R}.prompt.saved`, kind: "message", tone: "success" },
    context,
  );
}
