import type { TeamMember, TeamPage } from "@contract/schemas/agent-team";
import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Form, Link, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { teamPageFailure } from "~/features/agent/team/failure.server";
import { readTeamQuery, teamHref, type TeamListQuery } from "~/features/agent/team/rules";
import teamStylesheet from "~/features/agent/team/team.css?url";
import { fetchTeamMembers } from "~/gateway-client/agent-team.server";
import { isGatewayError } from "~/gateway-client/errors";
import { useTranslation } from "~/i18n/react";
import { formatDate, formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { requireAgentModule } from "~/session/auth.server";

export const handle: RouteHandle = { titleKey: "agentTeam.title.team" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: teamStylesheet }];

export const TEAM_PATH = "/m/member/team";
const REBATE_PATH = "/m/member/teamRebate";
const BETTING_PATH = "/m/teamBetting";

/**
 * /m/member/team (research A-TM-01/02): the agent's downlines of every level.
 * A plain GET form searches by account and filters by level and type (works without JavaScript);
 * an account with downlines drills in (`?parent=`) and the trail leads back; direct downlines get
 * row actions (set rebate, betting history); totals and paging links.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const agent = await requireAgentModule(request, context, "team");
  const { query, invalid } = readTeamQuery(new URL(request.url).searchParams);
  try {
    const page = await fetchTeamMembers(context.gateway, agent.token, query);
    return { query, invalid, page, notFound: false };
  } catch (e) {
    // A drill into someone outside the team: say so, and show the way back.
    if (isGatewayError(e) && e.code === "team.member.notFound") return { query, invalid, page: null, notFound: true };
    return teamPageFailure(e, request, context);
  }
}

export default function TeamManagement() {
  const { t } = useTranslation();
  const { query, invalid, page, notFound } = useLoaderData<typeof loader>();
  return (
    <div className="team-page">
      <div className="team-search-wrap">
        <SearchForm query={query} levels={page?.team.levels ?? 0} />
        {invalid && (
          <p className="form-error" role="alert">
            {t("agentTeam.team.invalid")}
          </p>
        )}
      </div>
      {query.parent && <Trail trail={page?.trail ?? [query.parent]} query={query} />}
      {notFound || !page ? (
        <div className="card team-empty" role="status">
          <p>{t("agentTeam.team.notFound")}</p>
          <Link to={TEAM_PATH} className="button button--small button--ghost">
            {t("agentTeam.team.root")}
          </Link>
        </div>
      ) : (
        <TeamList page={page} query={query} />
      )}
    </div>
  );
}

function SearchForm({ query, levels }: { query: TeamListQuery; levels: number }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="card team-search" role="search" aria-label={t("agentTeam.team.searchLabel")}>
      {query.parent && <input type="hidden" name="parent" value={query.parent} />}
      <div className="field team-search__query">
        <label htmlFor="team-account" className="sr-only">
          {t("agentTeam.team.searchLabel")}
        </label>
        <input
          id="team-account"
          name="account"
          type="search"
          className="input"
          defaultValue={query.account ?? ""}
          placeholder={t("agentTeam.team.searchPlaceholder")}
          maxLength={16}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary">
          {t("agentTeam.team.search")}
        </button>
      </div>
      {!query.parent && (
        <div className="field">
          <label htmlFor="team-level" className="field__label">
            {t("agentTeam.team.levelLabel")}
          </label>
          <select id="team-level" name="level" className="input select team-select" defaultValue={query.level ?? ""}>
            <option value="">{t("agentTeam.team.levelAll")}</option>
            {Array.from({ length: Math.max(levels, query.level ?? 0) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t("agentTeam.common.level", { level: n })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="team-type" className="field__label">
          {t("agentTeam.team.typeLabel")}
        </label>
        <select id="team-type" name="type" className="input select team-select" defaultValue={query.type ?? ""}>
          <option value="">{t("agentTeam.team.typeAll")}</option>
          <option value="member">{t("agentTeam.common.member")}</option>
          <option value="agent">{t("agentTeam.common.agent")}</option>
        </select>
      </div>
      {(query.account || query.level || query.type) && (
        <div className="team-search__actions">
          <Link to={teamHref(TEAM_PATH, { parent: query.parent })} className="button button--small button--ghost">
            {t("agentTeam.team.clear")}
          </Link>
        </div>
      )}
    </Form>
  );
}

/** A-TM-01: the drilled accounts, each a step back; "My team" is the top. */
function Trail({ trail, query }: { trail: string[]; query: TeamListQuery }) {
  const { t } = useTranslation();
  return (
    <nav className="team-trail" aria-label={t("agentTeam.team.trailLabel")}>
      <ol>
        <li>
          <Link to={teamHref(TEAM_PATH, { type: query.type })}>{t("agentTeam.team.root")}</Link>
        </li>
        {trail.map((account, i) =>
          i === trail.length - 1 ? (
            <li key={account} aria-current="page">
              {account}
            </li>
          ) : (
            <li key={account}>
              <Link to={teamHref(TEAM_PATH, { parent: account, type: query.type })}>{account}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

function TeamList({ page, query }: { page: TeamPage; query: TeamListQuery }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, page.currencySymbol);
  const filtered = Boolean(query.account || query.level || query.type);
  return (
    <>
      <section className="card" aria-labelledby="team-totals-title">
        <h2 id="team-totals-title" className="sr-only">
          {t("agentTeam.team.totalsTitle")}
        </h2>
        <dl className="team-totals">
          <div>
            <dt>{t("agentTeam.team.count")}</dt>
            <dd data-testid="team-count">{page.totals.count}</dd>
          </div>
          <div>
            <dt>{t("agentTeam.team.totalBalance")}</dt>
            <dd data-testid="team-balance">{money(page.totals.balance)}</dd>
          </div>
          <div>
            <dt>{t("agentTeam.team.teamSize")}</dt>
            <dd data-testid="team-size">{page.team.size}</dd>
          </div>
          <div>
            <dt>{t("agentTeam.team.teamBalance")}</dt>
            <dd>{money(page.team.balance)}</dd>
          </div>
        </dl>
      </section>

      {page.items.length === 0 ? (
        <div className="card team-empty" role="status">
          <p>{t(query.parent ? "agentTeam.team.emptyDrill" : filtered ? "agentTeam.team.empty" : "agentTeam.team.emptyTeam")}</p>
          {!query.parent && !filtered && (
            <Link to="/m/agentRegister" className="button button--primary button--small">
              {t("agentTeam.team.openAccount")}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="team-note">{t("agentTeam.team.drillHint")}</p>
          <ul className="team-list" aria-label={t("agentTeam.team.listLabel")}>
            {page.items.map((m) => (
              <MemberCard key={m.account} m={m} money={money} query={query} />
            ))}
          </ul>
        </>
      )}

      {page.totalPages > 1 && (
        <nav className="team-pages" aria-label={t("agentTeam.team.pagesLabel")}>
          <Link
            to={teamHref(TEAM_PATH, { ...query, page: page.page - 1 })}
            className="button button--small button--ghost"
            aria-disabled={page.page <= 1}
            tabIndex={page.page <= 1 ? -1 : undefined}
            rel="prev"
          >
            {t("agentTeam.team.pagePrev")}
          </Link>
          <span>{t("agentTeam.team.pageOf", { page: page.page, total: page.totalPages })}</span>
          <Link
            to={teamHref(TEAM_PATH, { ...query, page: page.page + 1 })}
            className="button button--small button--ghost"
            aria-disabled={page.page >= page.totalPages}
            tabIndex={page.page >= page.totalPages ? -1 : undefined}
            rel="next"
          >
            {t("agentTeam.team.pageNext")}
          </Link>
        </nav>
      )}
    </>
  );
}

function MemberCard({ m, money, query }: { m: TeamMember; money: (n: number) => string; query: TeamListQuery }) {
  const { t } = useTranslation();
  const account = encodeURIComponent(m.account);
  return (
    <li className="card team-card" data-testid="team-row" data-account={m.account}>
      <div className="team-card__head">
        <span
          className={`team-dot${m.online ? " team-dot--online" : ""}`}
          role="img"
          aria-label={t(m.online ? "agentTeam.common.online" : "agentTeam.common.offline")}
        />
        {m.directCount > 0 ? (
          <Link
            to={teamHref(TEAM_PATH, { parent: m.account, type: query.type })}
            className="team-card__account"
            aria-describedby={`team-${m.account}-downlines`}
          >
            {m.account}
          </Link>
        ) : (
          <span className="team-card__account">{m.account}</span>
        )}
        {m.nickname && <span className="team-card__nick">{m.nickname}</span>}
        <span className="team-tags">
          <span className={`team-tag${m.type === "agent" ? " team-tag--agent" : ""}`}>{t(`agentTeam.common.${m.type}`)}</span>
          <span className="team-tag">{m.direct ? t("agentTeam.common.direct") : t("agentTeam.common.level", { level: m.level })}</span>
        </span>
      </div>
      <dl className="team-facts">
        <div>
          <dt>{t("agentTeam.common.balance")}</dt>
          <dd>{money(m.balance)}</dd>
        </div>
        <div>
          <dt>{t("agentTeam.common.teamSize")}</dt>
          <dd>{m.teamSize}</dd>
        </div>
        <div>
          <dt>{t("agentTeam.common.lastLogin")}</dt>
          <dd>{m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t("agentTeam.common.never")}</dd>
        </div>
        <div>
          <dt>{t("agentTeam.common.regDate")}</dt>
          <dd>{formatDate(m.regDate)}</dd>
        </div>
      </dl>
      {m.directCount > 0 && (
        <p id={`team-${m.account}-downlines`} className="team-note">
          {t("agentTeam.team.downlines", { count: m.directCount })}
        </p>
      )}
      {m.direct && (
        <div className="team-card__actions" role="group" aria-label={t("agentTeam.team.actionsLabel", { account: m.account })}>
          <Link to={`${REBATE_PATH}?account=${account}`} className="button button--small button--ghost">
            {t("agentTeam.team.setRebate")}
          </Link>
          <Link to={`${BETTING_PATH}?account=${account}`} className="button button--small button--ghost">
            {t("agentTeam.team.bets")}
          </Link>
        </div>
      )}
    </li>
  );
}
