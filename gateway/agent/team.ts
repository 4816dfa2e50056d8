import { AGENT_MODULE_SWITCHES, type AgentModule } from "../../contract/agent-modules";
import { mayOpenAgentHome } from "../../contract/member-types";
import type { Member } from "../accounts/auth";
import { fail } from "../core/http";

/**
 * An agent's team (decision 030): every member below them in the `members.parent_id`
 * tree, at any depth. One recursive query names it, so every team figure — counters, overview,
 * team list, PnL, betting, rebates, red-envelope rain — counts the same members.
 *
 * `TEAM_CTE` defines the table `team(id, depth, direct_id)`: depth 1 are direct downlines;
 * `direct_id` is the direct downline the member sits under (themselves at depth 1), which is what
 * rebate differentials and "drill into a downline" need. Bind the agent's id as ?1.
 * SQLite's recursion is bounded by the tree (parent ids cannot form a cycle: a member's parent
 * exists before them), and MAX_DEPTH stops a corrupted table from looping.
 */
export const MAX_TEAM_DEPTH = 20;

export const TEAM_CTE = `WITH RECURSIVE team(id, depth, direct_id) AS (
  SELECT id, 1, id FROM members WHERE parent_id = ?1
  UNION ALL
  SELECT m.id, t.depth + 1, t.direct_id FROM members m JOIN team t ON m.parent_id = t.id WHERE t.depth < ${MAX_TEAM_DEPTH}
)`;

export type TeamMember = { id: number; depth: number; directId: number };

/** Every member of the agent's team, direct downlines first. */
export async function teamOf(db: D1Database, agentId: number): Promise<TeamMember[]> {
  const { results } = await db
    .prepare(`${TEAM_CTE} SELECT id, depth, direct_id FROM team ORDER BY depth, id`)
    .bind(agentId)
    .all<{ id: number; depth: number; direct_id: number }>();
  return results.map((r) => ({ id: r.id, depth: r.depth, directId: r.direct_id }));
}

/**
 * The gateway's own gate for agent calls (§5, §6): types 0, 4 and 40 are refused with the spec's
 * text, whatever page asked. Returns the refusal, or null for an agent.
 */
export function agentRefusal(member: Member): Response | null {
  return mayOpenAgentHome(member.type) ? null : fail("agent.forbidden", "Non-agents cannot log in", 403);
}

/**
 * The agent gate plus the module's switch (contract/agent-modules.ts): a module that is off is
 * refused like a missing permission. Returns the refusal, or null.
 */
export async function agentModuleRefusal(db: D1Database, member: Member, module: AgentModule): Promise<Response | null> {
  const refused = agentRefusal(member);
  if (refused) return refused;
  const row = await db.prepare("SELECT enabled FROM feature_switches WHERE code = ?1").bind(AGENT_MODULE_SWITCHES[module]).first<{ enabled: number }>();
  return row?.enabled === 1 ? null : fail("agent.module.off", "Sorry, this account does not have permission or the feature is temporarily unavailable", 403);
}
