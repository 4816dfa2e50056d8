import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/react";
import { routeMeta } from "./route-meta";

/** Routes may name their own title in `handle.titleKey`; otherwise the route-meta table decides. */
export type RouteHandle = { titleKey?: string };

export function useTitleKey(): string | null {
  const error = useRouteError();
  const matches = useMatches();
  const { pathname } = useLocation();
  if (error) {
    if (isRouteErrorResponse(error)) {
      const { gate, notOffered } = (error.data as { gate?: string; notOffered?: string } | null) ?? {};
      if (notOffered) return "title.notOffered";
      if (gate === "maintenance") return "title.maintenance";
      if (gate === "region") return "title.region";
      if (error.status === 404) return "title.notFound";
    }
    return "title.error";
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i]?.handle as RouteHandle | undefined)?.titleKey;
    if (key) return key;
  }
  return routeMeta(pathname).titleKey ?? null;
}

/** <title> from translations, rendered in <head> by the root Layout on server and client alike. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const key = useTitleKey();
  const app = t("app.name");
  return <title>{key ? `${t(key)} · ${app}` : app}</title>;
}
