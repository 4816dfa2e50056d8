import type { AgentModule } from "@contract/agent-modules";
import { moduleOfAgentModule, type ModuleName } from "@contract/capabilities";

/**
 * The agent home's tiles and footer links (§2 "Agent home", research A-HOME-02): each shows only
 * while its module's switch is on (contract/agent-modules.ts); online service always shows. The
 * paths are the agent programme's shared contract (every helper's page links the same way).
 */
export type TileId = "overview" | "transactions" | "team" | "redRain" | "pnl" | "betting" | "rebateSettings" | "income" | "security" | "messages" | "service";

export type Tile = { id: TileId; path: string; module: AgentModule | null; badge?: "messages" };

export const TILES: readonly Tile[] = [
  { id: "overview", path: "/m/agent/team/overview", module: "overview" },
  { id: "transactions", path: "/m/transaction/record?types=A", module: "transactions" },
  { id: "team", path: "/m/member/team", module: "team" },
  { id: "redRain", path: "/m/redRain", module: "redRain" },
  { id: "pnl", path: "/m/agent/team/pnl", module: "pnl" },
  { id: "betting", path: "/m/teamBetting", module: "betting" },
  { id: "rebateSettings", path: "/m/member/teamRebate", module: "rebateSettings" },
  { id: "income", path: "/m/member/agent/agentRebeat", module: "income" },
  { id: "security", path: "/m/securityCenter", module: "security" },
  { id: "messages", path: "/m/webEmail", module: "messages", badge: "messages" },
  // §2: online service always shows.
  { id: "service", path: "/m/service", module: null },
];

export type FooterId = "home" | "register" | "dividend" | "announcements";
export type FooterLink = { id: FooterId; path: string; module: AgentModule | null; badge?: "announcements" };

export const FOOTER: readonly FooterLink[] = [
  { id: "home", path: "/m/home", module: null },
  { id: "register", path: "/m/agentRegister", module: "register" },
  // §2: only when the dividend feature is on.
  { id: "dividend", path: "/m/member/agent/agentDivident", module: "dividend" },
  { id: "announcements", path: "/m/member/notice?types=A", module: "announcements", badge: "announcements" },
];

/**
 * The modules as the tiles read them: on by their switch (the gateway's answer) and offered by the
 * gateway at all (contract/capabilities.ts: red rain, the contracts, the messages are modules of
 * their own), so a gateway without red envelopes shows no red rain tile even with its switch on.
 */
export function offeredAgentModules(modules: Record<AgentModule, boolean>, unoffered: readonly ModuleName[]): Record<AgentModule, boolean> {
  return Object.fromEntries((Object.keys(modules) as AgentModule[]).map((m) => [m, modules[m] && !unoffered.includes(moduleOfAgentModule(m))])) as Record<
    AgentModule,
    boolean
  >;
}

/** The entries whose module is on (or that have none), in their order. */
export function shownEntries<T extends { module: AgentModule | null }>(entries: readonly T[], modules: Record<AgentModule, boolean>): T[] {
  return entries.filter((e) => e.module === null || modules[e.module]);
}

/** A badge's text: nothing for 0, "99+" past 99. */
export function badgeText(n: number): string | null {
  if (n <= 0) return null;
  return n > 99 ? "99+" : String(n);
}
