import { parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Form,
  Link,
  useLoaderData,
  useNavigation,
} from "react-router";
import { FormMessage, type Message } from "~/features/identity/components";
import { countryName, deviceLabel, signInTime } from "~/features/identity/format";
import identityStylesheet from "~/features/identity/identity.css?url";
import { SignOutOthersSchema } from "~/features/identity/schemas";
import { fetchLoginHistory, signOutOthers } from "~/gateway-client/member.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireMember } from "~/session/auth.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

const HERE = "/m/securityCenter/history";

/** How many sessions the last "sign out everywhere else" ended, as the redirect after it carries it. */
function signedOutMessage(url: URL): Message | null {
  const raw = url.searchParams.get("signedOut");
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const count = Number(raw);
  return count === 0 ? { key: "identity.history.signedOutNone" } : { key: "identity.history.signedOut", params: { count } };
}

/**
 * /m/securityCenter/history: the last 20 sign-in attempts, and "sign out everywhere
 * else". Times, devices and country names are written here on the server (operator's clock, the
 * page's language), so the hydrated page shows exactly what the server sent.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const { entries } = await fetchLoginHistory(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  return {
    entries: entries.map((e) => ({
      at: e.at,
      time: signInTime(e.at, context.locale),
      iso: new Date(e.at).toISOString(),
      device: deviceLabel(e),
      country: e.country ? countryName(e.country, context.locale) : null,
      success: e.success,
    })),
    signedOut: signedOutMessage(new URL(request.url)),
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  // Only the confirmation's own button signs anyone out; anything else just shows the page again.
  if (parseWithZod(await readFormData(request), { schema: SignOutOthersSchema }).status !== "success") return redirect(HERE);
  const { signedOut } = await signOutOthers(context.gateway, member.token).catch((e: unknown) => gatewayFailure(e, request, context));
  // Post/redirect/get: the count travels in the URL, so a reload does not sign anyone out again.
  return redirect(`${HERE}?signedOut=${signedOut}`);
}

export default function HistoryPage() {
  const { t } = useTranslation();
  const { entries, signedOut } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";

  return (
    <div className="page-body identity">
      <FormMessage message={signedOut} tone="notice" />
      <p className="identity-intro">
        {t("identity.history.intro")}{" "}
        <Link to="/m/changePsw" className="identity-link">
          {t("identity.history.changePassword")}
        </Link>
      </p>
      {entries.length === 0 ? (
        <p className="card identity-card identity-note">{t("identity.history.empty")}</p>
      ) : (
        <ol className="card identity-history" aria-label={t("identity.history.listLabel")}>
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className="identity-history__item">
              <div className="identity-history__main">
                <span className="identity-history__device">{e.device ?? t("identity.history.unknownDevice")}</span>
                <span className="identity-history__meta">
                  <time dateTime={e.iso}>{e.time}</time> · {e.country ?? t("identity.history.unknownCountry")}
                </span>
              </div>
              <span className={`badge identity-badge identity-badge--${e.success ? "ok" : "failed"}`}>
                {e.success ? t("identity.history.success") : t("identity.history.failed")}
              </span>
            </li>
          ))}
        </ol>
      )}
      {/* A disclosure is the confirmation step: the same with and without JavaScript. */}
      <details className="card identity-confirm">
        <summary className="identity-confirm__summary">{t("identity.history.signOutOthers")}</summary>
        <div className="identity-confirm__body">
          <p className="identity-note">{t("identity.history.confirmBody")}</p>
          <Form method="post">
            <button type="submit" name="intent" value="sign-out-others" className="button button--block identity-danger" disabled={busy}>
              {t("identity.history.confirm")}
            </button>
          </Form>
        </div>
      </details>
    </div>
  );
}
