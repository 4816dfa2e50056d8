import { isAgent } from "@contract/member-types";
import { DEFAULT_FRIEND_RANGE, isFriendRange } from "@contract/referral-rules";
import { redirect, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { CopyField, FriendsList, QrCode, ShareButton, StatsCards } from "~/features/promotions/invite/components";
import inviteStylesheet from "~/features/promotions/invite/invite.css?url";
import { qrSvg } from "~/features/promotions/invite/qr";
import recordsStylesheet from "~/features/records/records.css?url";
import { isGatewayError } from "~/gateway-client/errors";
import { fetchReferralFriends, fetchReferralSummary } from "~/gateway-client/referral.server";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember, safeRedirectTarget } from "~/session/auth.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: inviteStylesheet },
];

export const handle: RouteHandle = { titleKey: "promotions.invite.title" };

const T = "promotions.invite";
const MAX_PAGE = 10_000;

/**
 * Without a referral promotion the Invite tab only says so (§6): the player stays on the page they
 * tapped it on (the Referer, a page of this app), or lands on the member centre when they opened
 * the address directly.
 */
function whereInviteWasTapped(request: Request): string {
  const from = safeRedirectTarget(request.headers.get("Referer"), request, "/m/mine");
  return new URL(from, request.url).pathname === "/m/inviteFriends" ? "/m/mine" : from;
}

/**
 * §2 /m/inviteFriends (research P-INV-01/02, decision 038): the member's
 * invitation link and code (read-only inputs, copy and share with JavaScript), the link's QR code
 * drawn on the server, the counters, and the friends who signed up in a range, with a claim
 * button (the reward centre's claim form) for each qualified friend's reward. Needs a session;
 * without a running referral promotion: the contact_service message (2 s) on the page the player
 * was on (§6/§8). The range and page come from the URL (links, no JavaScript needed); anything
 * else in them falls back to the defaults.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "referrals");
  const member = await requireMember(request, context);
  // An agent's code opens downline accounts, not referrals (decision 038): their invitation page is the agent's.
  if (isAgent(member.type)) throw redirect("/m/agentRegister");
  const url = new URL(request.url);
  const rangeParam = url.searchParams.get("range");
  const range = isFriendRange(rangeParam) ? rangeParam : DEFAULT_FRIEND_RANGE;
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_PAGE ? pageParam : 1;

  const [summary, friends] = await Promise.all([
    fetchReferralSummary(context.gateway, member.token),
    fetchReferralFriends(context.gateway, member.token, { range, page }),
  ]).catch(async (e: unknown) => {
    if (isGatewayError(e) && e.kind === "business" && e.code === "referral.closed") {
      throw await redirectWithToast(whereInviteWasTapped(request), { key: "toast.contact_service", kind: "message", tone: "error" }, context);
    }
    return gatewayFailure(e, request, context);
  });

  const link = `${url.origin}/m/register?code=${encodeURIComponent(summary.code)}`;
  return {
    summary,
    link,
    qr: qrSvg(link),
    range,
    page: friends.page,
    pages: Math.max(1, Math.ceil(friends.total / friends.pageSize)),
    // The operator's day, worked out here so the server's HTML and the hydrated page agree; a new
    // idempotency key per claim button and render.
    friends: friends.items.map((f) => ({ ...f, day: formatDate(f.registeredAt), claimKey: crypto.randomUUID() })),
  };
}

export default function InviteFriendsPage() {
  const { t } = useTranslation();
  const { summary, link, qr, range, page, pages, friends } = useLoaderData<typeof loader>();
  const rules = summary.rules;
  const money = (amount: number) => formatMoney(amount, summary.currencySymbol);
  return (
    <div className="invite-page">
      {rules && (
        <section className="invite-rules card" aria-label={t(`${T}.title`)}>
          <p>
            {t(`${T}.intro`, {
              minDeposit: money(rules.minDeposit),
              days: rules.windowDays,
              reward: money(rules.reward),
              inviteeReward: money(rules.inviteeReward),
            })}
          </p>
          <p className="field__hint">{rules.turnoverMultiple > 0 ? t(`${T}.wagering`, { multiple: rules.turnoverMultiple }) : t(`${T}.noWagering`)}</p>
        </section>
      )}

      <section className="invite-share card">
        <CopyField id="invite-link" label={t(`${T}.link`)} value={link} testId="invite-link" />
        <CopyField id="invite-code" label={t(`${T}.code`)} value={summary.code} testId="invite-code" />
        <QrCode qr={qr} />
        <ShareButton link={link} code={summary.code} />
      </section>

      <StatsCards summary={summary} />

      <FriendsList range={range} page={page} pages={pages} items={friends} currencySymbol={summary.currencySymbol} />
    </div>
  );
}
