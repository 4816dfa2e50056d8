import type { AppLoadContext } from "react-router";
import { fetchHelp } from "~/gateway-client/content.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import type { HelpView } from "./HelpAccordion";
import { helpIndexOf } from "./query";
import { htmlToText, sanitizeHtml } from "./sanitize-html";

/** Help items for /m/help and /m/helpDetail: titles as text, content sanitised, open item from ?i. */
export async function loadHelp(request: Request, context: AppLoadContext): Promise<{ items: HelpView[]; open: number; language: string }> {
  const { language } = context;
  const items = await fetchHelp(context.gateway, { language }).catch((e: unknown) => gatewayFailure(e, request, context));
  const views = items.map((h) => ({ title: htmlToText(h.title), html: sanitizeHtml(h.content) }));
  return { items: views, open: helpIndexOf(new URL(request.url), views.length), language };
}
