import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import type { FetcherResult } from "~/routing/fetcher-result";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, safeRedirectTarget } from "~/session/auth.server";

export type ReadStateResult = FetcherResult<{ unreadCount: number }>;

/**
 * The mark read / unread / all-read action shared by the message centre (/m/webEmail) and the
 * agent announcements (/m/member/notice). The route checks who may ask and says which gateway
 * call marks; this validates the form and answers (data for the automatic mark-read with
 * JavaScript, a redirect with a toast for the buttons, which also work without it).
 */
export const ReadIntent = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("read"),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
  }),
  z.object({
    intent: z.literal("unread"),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
  }),
  z.object({ intent: z.literal("allRead") }),
]);

export type MarkRequest = { all: true; read: true } | { ids: number[]; read: boolean };

export async function readStateAction(
  request: Request,
  context: AppLoadContext,
  { list, mark }: { list: string; mark: (what: MarkRequest) => Promise<{ unreadCount: number }> },
) {
  const form = Object.fromEntries(await readFormData(request));
  const back = safeRedirectTarget(typeof form.redirectTo === "string" ? form.redirectTo : null, request, list);
  const parsed = ReadIntent.safeParse(form);
  if (!parsed.success) return data<ReadStateResult>({ ok: false, reason: "invalid" }, { status: 400 });
  const input = parsed.data;
  const result = await mark(input.intent === "allRead" ? { all: true, read: true } : { ids: [input.id], read: input.intent === "read" }).catch((e: unknown) =>
    gatewayFailure(e, request, context),
  );
  // With JavaScript the automatic mark-read stays quiet; the buttons say what they did.
  if (form.respond === "data") return data<ReadStateResult>({ ok: true, unreadCount: result.unreadCount });
  const key = input.intent === "allRead" ? "content.inbox.toastAllRead" : input.intent === "read" ? "content.inbox.toastRead" : "content.inbox.toastUnread";
  return redirectWithToast(back, { key, kind: "success", tone: "success" }, context);
}
