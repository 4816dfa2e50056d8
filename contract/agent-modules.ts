/**
 * The agent programme's modules and the merchant feature switch behind each (research
 * A-HOME-02; §3 module ids AGEINFO3, AGEDOWNMAN3, AGEANNOUNCE3, REG3; the rest follow the same
 * family's names). A module is a tile on /m/agent and a page: both need its switch, and the
 * gateway refuses a module's calls while it is off, whatever page asked. Online service has no
 * switch (§2: it always shows).
 */
export const AGENT_MODULE_SWITCHES = {
  overview: "AGEINFO3",
  transactions: "AGEDOWNTRANS3",
  team: "AGEDOWNMAN3",
  redRain: "AGENTRANSMULTDOWN3",
  pnl: "AGETEAMPNL3",
  betting: "TRANSBETREPMEM3",
  rebateSettings: "AGEREBSET3",
  income: "AGEREV3",
  security: "AGESEC3",
  messages: "COMM3",
  register: "REG3",
  announcements: "AGEANNOUNCE3",
  dividend: "DIVIDEND3",
  salary: "DAYSAL3",
  hourlySalary: "HOURSAL3",
} as const;

export type AgentModule = keyof typeof AGENT_MODULE_SWITCHES;

/** Whether a module is on, given the merchant's switches (code → enabled). */
export function agentModuleOn(module: AgentModule, switches: Record<string, boolean>): boolean {
  return switches[AGENT_MODULE_SWITCHES[module]] === true;
}
