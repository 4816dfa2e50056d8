import { isMissionPeriod, type MissionPeriod } from "@contract/mission-rules";
import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import contentStylesheet from "~/features/content/content.css?url";
import { M } from "~/features/promotions/missions/mission-view";
import { Countdown, Leaderboard, MissionCardView, PeriodTabs } from "~/features/promotions/missions/MissionBoard";
import missionsStylesheet from "~/features/promotions/missions/missions.css?url";
import recordsStylesheet from "~/features/records/records.css?url";
import { GatewayError } from "~/gateway-client/errors";
import { fetchMissionBoard, fetchMissionLeaderboard } from "~/gateway-client/missions.server";
import { useTranslation } from "~/i18n/react";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

// content.css brings the status chips, records.css the period tabs and the table.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: missionsStylesheet },
];

const MEMBER_CENTRE = "/m/mine";

/**
 * /m/leaderBoard, the mission board (research P-MIS-01, decision 039): the day's or
 * the week's missions (?period=day|week, anything else reads as day) with the member's progress,
 * a prize's Claim button posting to the reward centre (claim form contract, back here after), the
 * countdown to the period's end and the period's leaderboard. Only while switch MISSION3 is on and
 * a MISSION promotion runs: otherwise a translated message and back to the member centre.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "missions");
  const member = await requireMember(request, context);
  const value = new URL(request.url).searchParams.get("period");
  const period: MissionPeriod = isMissionPeriod(value) ? value : "day";
  try {
    const [board, leaderboard] = await Promise.all([
      fetchMissionBoard(context.gateway, member.token, period),
      fetchMissionLeaderboard(context.gateway, member.token, period),
    ]);
    return {
      board,
      leaderboard,
      // One key per card and render: a double submit of the same form claims once (the reward's key
      // claims once anyway), the next render gets new ones.
      keys: Object.fromEntries(board.missions.map((m) => [m.id, crypto.randomUUID()])) as Record<number, string>,
    };
  } catch (e) {
    if (e instanceof GatewayError && e.kind === "business" && e.code === "mission.unavailable") {
      throw await redirectWithToast(MEMBER_CENTRE, { key: `${M}.unavailable`, kind: "message", tone: "error" }, context);
    }
    return gatewayFailure(e, request, context);
  }
}

export default function MissionBoardPage() {
  const { t } = useTranslation();
  const { board, leaderboard, keys } = useLoaderData<typeof loader>();
  return (
    <div className="page-body missions">
      <p className="missions__intro">{t(`${M}.intro`)}</p>
      <PeriodTabs current={board.period} />
      <Countdown endsAt={board.endsAt} now={board.now} />
      {!board.prizeEligible && (
        <p className="card missions__trial" role="note">
          {t(`${M}.trial`)}
        </p>
      )}
      <section aria-labelledby="missions-title">
        <h2 id="missions-title" className="mission-section__title">
          {t(`${M}.tabs.${board.period}`)}
        </h2>
        {board.missions.length === 0 ? (
          <p className="card mission-empty">{t(`${M}.empty`)}</p>
        ) : (
          <ul className="mission-list">
            {board.missions.map((card) => (
              <MissionCardView key={card.id} card={card} board={board} idempotencyKey={keys[card.id] ?? ""} />
            ))}
          </ul>
        )}
      </section>
      <Leaderboard board={leaderboard} symbol={board.currencySymbol} />
    </div>
  );
}
