import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { TEAM_SEARCH } from "@contract/downline-rules";
import { REBATE_CATEGORIES, bpToPercent } from "@contract/rebate-rules";
import type { DownlineRates } from "@contract/schemas/agent-team";
import { Suspense } from "react";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { Editor } from "island:~/features/agent/team/RebateEditor";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { teamPageFailure } from "~/features/agent/team/failure.server";
import { describeTeamFailure } from "~/features/agent/team/failures";
import { TEAM_REBATE_PATH, T, type OwnRates } from "~/features/agent/team/rules";
import { rebateSchema } from "~/features/agent/team/schemas";
import teamStylesheet from "~/features/agent/team/team.css?url";
import type { TeamRebateActionData } from "~/features/agent/team/types";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { fetchTeamRebates, setDownlineRebates } from "~/gateway-client/agent-team.server";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireAgentModule } from "~/session/auth.server";

export const handle: RouteHandle = { titleKey: "agentTeam.title.rebate" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: teamStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

type Refusal = "notFound" | "notDirect";

/**
 * /m/member/teamRebate (research A-REB-01): the agent's own rate per game
 * category, the direct downlines with theirs, and (`?account=`) one downline's editor: inputs
 * bounded by the agent's own rates, re-checked by the action's schema and by the gateway — a rate
 * above the agent's own is refused with the agent's rate named, and nothing is saved. Setting an
 * absolute rate is idempotent, so the form needs no key. Works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const agent = await requireAgentModule(request, context, "rebateSettings");
  const raw = (new URL(request.url).searchParams.get("account") ?? "").trim();
  const account = raw === "" ? null : raw;
  if (account !== null && !TEAM_SEARCH.test(account)) {
    const rebates = await fetchTeamRebates(context.gateway, agent.token).catch((e) => teamPageFailure(e, request, context));
    return { rebates, editing: null, refusal: "notFound" as Refusal };
  }
  try {
    const rebates = await fetchTeamRebates(context.gateway, agent.token, account);
    const editing = account ? (rebates.downlines[0] ?? null) : null;
    // The editor's constraint attributes, computed here so the page renders them without zod (decision 055).
    return { rebates, editing, refusal: null, constraint: editing ? getZodConstraint(rebateSchema(rebates.own as OwnRates)) : null };
  } catch (e) {
    if (isGatewayError(e) && (e.code === "team.member.notFound" || e.code === "rebate.not.direct")) {
      const rebates = await fetchTeamRebates(context.gateway, agent.token).catch((err) => teamPageFailure(err, request, context));
      return { rebates, editing: null, refusal: (e.code === "rebate.not.direct" ? "notDirect" : "notFound") as Refusal };
    }
    return teamPageFailure(e, request, context);
  }
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const agent = await requireAgentModule(request, context, "rebateSettings");
  const formData = await readFormData(request);
  const fail = (e: unknown) => teamPageFailure(e, request, context);
  // The agent's own rates bound the schema; asked with the downline named, so only theirs are read
  // (someone not a direct downline: the list's rates, and the gateway refuses the save below).
  const named = String(formData.get("account") ?? "").trim();
  const { own } = await fetchTeamRebates(context.gateway, agent.token, TEAM_SEARCH.test(named) ? named : null)
    .catch(() => fetchTeamRebates(context.gateway, agent.token))
    .catch(fail);
  let saved = "";
  let leave = false;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: rebateSchema(own).transform(async (input, ctx) => {
      try {
        saved = (await setDownlineRebates(context.gateway, agent.token, input)).account;
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const failure = describeTeamFailure(e);
        if (!failure) throw e;
        if (failure.leave) leave = true;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? failure.field.split(".") : [] });
        return z.NEVER;
      }
    }),
  });
  if (leave) return redirectWithToast("/m/agent", { key: "error.forbidden", kind: "message", tone: "error" }, context);
  if (submission.status !== "success") return data({ result: submission.reply() } satisfies TeamRebateActionData, { status: 400 });
  return redirectWithToast(`${TEAM_REBATE_PATH}?account=${encodeURIComponent(saved)}`, { key: `${T}.rebate.saved`, kind: "success", tone: "success" }, context);
}

export default function TeamRebate() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const { rebates, editing, refusal } = loaderData;
  const constraint = "constraint" in loaderData ? loaderData.constraint : null;
  const own = rebates.own as OwnRates;
  return (
    <div className="team-page">
      <p className="team-intro">{t(`${T}.rebate.intro`)}</p>
      {refusal && (
        <p className="form-error" role="alert">
          {t(`${T}.rebate.${refusal}`)}
        </p>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <Editor own={own} downline={editing} constraint={constraint ?? {}} />
        </Suspense>
      ) : (
        <>
          <OwnRatesTable own={own} />
          <Downlines downlines={rebates.downlines} />
        </>
      )}
    </div>
  );
}

function OwnRatesTable({ own }: { own: OwnRates }) {
  const { t } = useTranslation();
  return (
    <section className="card team-section">
      <table className="team-rates" data-testid="own-rates">
        <caption>{t(`${T}.rebate.ownTitle`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${T}.rebate.category`)}</th>
            <th scope="col" className="team-rates__num">
              {t(`${T}.rebate.myRate`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {REBATE_CATEGORIES.map((c) => (
            <tr key={c}>
              <th scope="row">{t(`games.category.${c}`)}</th>
              <td className="team-rates__num" data-testid={`own-rate-${c}`}>
                {bpToPercent(own[c])} %
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Downlines({ downlines }: { downlines: DownlineRates[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rebate-downlines-title" className="team-page" style={{ padding: 0 }}>
      <h2 id="rebate-downlines-title" className="team-section__title">
        {t(`${T}.rebate.downlinesTitle`)}
      </h2>
      {downlines.length === 0 ? (
        <p className="card team-empty" role="status">
          {t(`${T}.rebate.empty`)}
        </p>
      ) : (
        <ul className="team-list">
          {downlines.map((d) => (
            <li key={d.account} className="card team-card" data-testid="rebate-row" data-account={d.account}>
              <div className="team-card__head">
                <span className="team-card__account">{d.account}</span>
                {d.nickname && <span className="team-card__nick">{d.nickname}</span>}
                <span className="team-tags">
                  <span className={`team-tag${d.type === "agent" ? " team-tag--agent" : ""}`}>{t(`${T}.common.${d.type}`)}</span>
                </span>
              </div>
              <dl className="team-facts" style={{ gridTemplateColumns: "1fr 1fr 1fr" }}>
                {REBATE_CATEGORIES.map((c) => (
                  <div key={c}>
                    <dt>{t(`games.category.${c}`)}</dt>
                    <dd>{bpToPercent(d.rates[c])} %</dd>
                  </div>
                ))}
              </dl>
              <div className="team-card__actions">
                <Link to={`${TEAM_REBATE_PATH}?account=${encodeURIComponent(d.account)}`} className="button button--small button--primary">
                  {t(`${T}.rebate.edit`)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
