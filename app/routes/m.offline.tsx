import { renderToStaticMarkup } from "react-dom/server";
import { redirect, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { offlinePageUrl } from "~/features/pwa/constants";
import { OfflinePage } from "~/features/pwa/OfflinePage";
import { LANGUAGE_PARAM, htmlLang, toLocale } from "~/i18n/locale";
import { resources } from "~/i18n/resources";
import { createTranslator } from "~/i18n/translator";
import stylesheet from "~/styles/document.css?url";

/**
 * /m/offline?lng=ty|en|pt: the page the service worker shows when the network is gone (
 * item 2). A resource route, so neither the root loader (start gate, session, toasts) nor the
 * app's scripts are part of it: the same HTML for everyone, cached publicly, precached by the
 * worker without credentials. The language is in the address only; without one, the player's
 * language (the usual detection) is sent to its address.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const locale = toLocale(new URL(request.url).searchParams.get(LANGUAGE_PARAM));
  if (!locale) throw redirect(offlinePageUrl(context.locale), { headers: { "Cache-Control": "private, no-store" } });

  const t = createTranslator(locale, resources[locale].translation);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<OfflinePage locale={locale} t={t} stylesheet={stylesheet} />)}`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Content-Language": htmlLang(locale),
      // No script may run here at all; styles, the icon and the manifest come from this origin.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'self'; img-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
  });
}
