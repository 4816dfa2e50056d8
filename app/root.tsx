import { Suspense, useEffect } from "react";
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type HeadersFunction,
  type AppLoadContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useRouteError,
} from "react-router";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { GateScreen } from "island-when-shown:~/chrome/GateScreen";
import { DocumentTitle } from "~/chrome/DocumentTitle";
import { MobileChrome, isMobilePath } from "~/chrome/MobileChrome";
import { NavigationProgress } from "~/chrome/NavigationProgress";
import { attributeInvite } from "~/features/promotions/invite/attribution.server";
import { ServiceWorkerUpdates } from "~/features/pwa/ServiceWorkerUpdates";
import { fetchServiceLinks } from "~/gateway-client/content.server";
import { languageHeader } from "~/i18n/i18n.server";
import { DEFAULT_LOCALE, LANGUAGE_PARAM, htmlLang, toLocale } from "~/i18n/locale";
import { useTranslation } from "~/i18n/react";
import { useLocaleSync } from "~/i18n/use-locale-sync";
import { decideGate } from "~/rules/site-gate";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { gateClosed, type GatePayload } from "~/server/site-gate.server";
import { takeToast } from "~/session/toast.server";
import stylesheet from "~/styles/document.css?url";
import { ErrorState } from "~/ui/ErrorState";
import { useNonce } from "~/ui/nonce";
import { NotFound } from "~/ui/NotFound";
import { ToastProvider } from "~/ui/Toast";

export const links: LinksFunction = () => [
  // The theme and the /m chrome's styles in one file. The chrome's are here rather than in the /m
  // layout: the root's error boundary frames /m pages too.
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
];

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { locale, member } = context;
  const headers = new Headers();
  if (url.searchParams.has(LANGUAGE_PARAM)) headers.append("Set-Cookie", await languageHeader(locale, context.cookieOptions.secure));

  // Start gate (§2): ask the gateway about this player's country; maintenance wins over region.
  const { country } = context;
  const site = await context.siteStatus().catch((e: unknown) => gatewayFailure(e, request, context));
  const gate = decideGate(site);
  if (gate !== "open") {
    // The gate screen offers customer service, which keeps working while gated; without it, none.
    const links = await context.deferred(fetchServiceLinks(context.gateway, { language: context.language }), "gate.service");
    throw gateClosed({ gate, country, service: links?.customerService.filter((l) => /^https?:\/\//i.test(l.url)) ?? [] }, headers);
  }

  const { toast, clear } = await takeToast(request, context.cookieOptions);
  if (clear) headers.append("Set-Cookie", clear);
  // An invitation link's code on any /m page is kept for the registration page (decision 038).
  if (url.pathname === "/m" || url.pathname.startsWith("/m/")) {
    const invite = await attributeInvite(request, context);
    if (invite) headers.append("Set-Cookie", invite);
  }

  return data(
    {
      locale,
      toast,
      honeypot: await context.honeypot.getInputProps(),
      // Only what the chrome needs; the gateway token never appears in loader data.
      member: member ? { userName: member.userName, type: member.type } : null,
      // The two switches the browser reads (§3); loaders read the rest from context.siteStatus().
      // Every page's HTML carries this data, so not all ~45 of them.
      switches: { directRegistration: site.whiteLabel.DIRECTREG3 === true, resetByPhone: site.features.PWDPHONEVERF3 === true },
      // The optional modules the gateway does not offer (contract/capabilities.ts): the chrome's
      // links to them (bottom menu, footers) stay away. Usually empty.
      unofferedModules: site.unofferedModules,
      // The image CDN this isolate picked (§9): components put content image paths on it (useImageUrl).
      imageCdn: context.imageCdn,
    },
    { headers },
  );
}

/** Status-code headers (Retry-After) from a thrown gate response reach the document. */
export const headers: HeadersFunction = ({ errorHeaders, loaderHeaders }) => {
  const out = new Headers();
  for (const [k, v] of (errorHeaders ?? loaderHeaders).entries()) if (k.toLowerCase() !== "set-cookie") out.set(k, v);
  return out;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  // The document's CSP nonce (decision 050): React Router's inline scripts run only with it.
  const nonce = useNonce();
  // Marks the moment JavaScript has taken over (forms now validate in the browser); tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={htmlLang(locale)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0e1a" />
        <meta name="color-scheme" content="dark" />
        <DocumentTitle />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, toast, honeypot } = useLoaderData<typeof loader>();
  useLocaleSync(locale);
  return (
    <HoneypotProvider {...honeypot}>
      <ToastProvider flash={toast}>
        <NavigationProgress />
        <Outlet />
        <ServiceWorkerUpdates />
      </ToastProvider>
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    const payload = error.data as Partial<GatePayload> | null;
    if (payload && (payload.gate === "maintenance" || payload.gate === "region"))
      return (
        <Suspense fallback={null}>
          <GateScreen gate={payload.gate} country={payload.country ?? null} service={payload.service ?? []} />
        </Suspense>
      );
    if (error.status === 404) return <NotFound standalone />;
  }
  // The root's loader runs on every navigation, so a client navigation whose data never arrived
  // (a mobile network dropping) fails here, not in the /m layout: an /m page keeps its chrome.
  if (isMobilePath(location.pathname)) {
    return (
      <MobileChrome>
        <ErrorState error={error} />
      </MobileChrome>
    );
  }
  return <ErrorState error={error} standalone />;
}
