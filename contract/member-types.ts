/**
 * Member types from the spec (§4 "Member type grouping", §6, §9 "Agent types").
 * The gateway sends a number; these rules are the only place the numbers mean something, for the
 * app and the embedded gateway alike.
 */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const TRIAL_TYPE = 4;

export function isAgent(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

export function isTrial(type: number): boolean {
  return type === TRIAL_TYPE;
}

/** §6: the agency-centre row shows for any logged-in type not in 0, 4, 40. */
export function showsAgencyRow(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

/** §5/§6: agent home is refused to 0, 4 and 40 — the same set as the agency row. */
export const mayOpenAgentHome = showsAgencyRow;
