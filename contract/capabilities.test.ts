import { describe, expect, it } from "vitest";
import { AGENT_MODULE_SWITCHES, type AgentModule } from "./agent-modules";
import {
  ALL_MODULES_OFFERED,
  MODULE_NAMES,
  OPTIONAL_MODULES,
  moduleOfAgentModule,
  moduleOfRoute,
  moduleOfSwitch,
  moduleOffered,
  parseModuleList,
  unofferedModules,
  withoutUnofferedSwitches,
} from "./capabilities";
import { ROUTES, type RouteName } from "./routes";
import { Capabilities } from "./schemas/capabilities";
import { CONTRACT_VERSION } from "./version";

const offering = (...modules: string[]) => Capabilities.parse({ contractVersion: CONTRACT_VERSION, modules });

describe("the optional modules' table", () => {
  it("names only routes of the route table, each in one module at most", () => {
    const seen = new Map<string, string>();
    for (const name of MODULE_NAMES) {
      for (const route of OPTIONAL_MODULES[name].routes) {
        expect(Object.hasOwn(ROUTES, route), `${name}: ${route}`).toBe(true);
        expect(seen.get(route), `${route} is in ${seen.get(route)} and ${name}`).toBeUndefined();
        seen.set(route, name);
      }
    }
  });

  it("gives each switch to one module at most", () => {
    const switches = MODULE_NAMES.flatMap((name) => OPTIONAL_MODULES[name].switches as readonly string[]);
    expect(new Set(switches).size).toBe(switches.length);
  });

  it("leaves the core to no module: site, sign-in, wallet, games, member info, the capabilities call itself", () => {
    const core: RouteName[] = [
      "siteStatus",
      "capabilities",
      "login",
      "register",
      "memberInfo",
      "wallet",
      "gameList",
      "launchGame",
      "deposit",
      "withdraw",
      "orders",
    ];
    for (const route of core) expect(moduleOfRoute(route), route).toBeNull();
  });

  it("finds a route's module", () => {
    expect(moduleOfRoute("rgSession")).toBe("responsibleGaming");
    expect(moduleOfRoute("grabRedRain")).toBe("redEnvelopes");
    expect(moduleOfRoute("answerContract")).toBe("contracts");
    expect(moduleOfRoute("manualDeposit")).toBe("depositReceipts");
    expect(moduleOfRoute("referralVisit")).toBe("referrals");
  });

  it("puts every agent-home module in a capability module by its switch (contract/agent-modules.ts)", () => {
    const expected: Partial<Record<AgentModule, string>> = {
      redRain: "redEnvelopes",
      dividend: "contracts",
      salary: "contracts",
      hourlySalary: "contracts",
      messages: "inbox",
    };
    for (const module of Object.keys(AGENT_MODULE_SWITCHES) as AgentModule[]) {
      expect(moduleOfAgentModule(module), module).toBe(expected[module] ?? "agent");
    }
    expect(moduleOfSwitch("REWARDCEN3")).toBe("rewards");
    expect(moduleOfSwitch("DEPREC3")).toBeNull();
  });
});

describe("what a gateway offers", () => {
  it("every module, when the answer lists them all (and for an older gateway)", () => {
    expect(unofferedModules(ALL_MODULES_OFFERED)).toEqual([]);
    for (const name of MODULE_NAMES) expect(moduleOffered(ALL_MODULES_OFFERED, name)).toBe(true);
  });

  it("a module missing from the answer is not offered; names the app does not know are ignored", () => {
    const caps = offering(...MODULE_NAMES.filter((n) => n !== "responsibleGaming" && n !== "contracts"), "lottoJackpot");
    expect(moduleOffered(caps, "responsibleGaming")).toBe(false);
    expect(moduleOffered(caps, "rewards")).toBe(true);
    expect(unofferedModules(caps)).toEqual(["responsibleGaming", "contracts"]);
  });

  it("an empty answer offers no optional module", () => {
    expect(unofferedModules(offering())).toEqual(MODULE_NAMES);
  });
});

describe("switches of modules not offered read as off", () => {
  const switches = { REWARDCEN3: true, COMM3: true, DEPREC3: true, DIVIDEND3: true, HOURSAL3: false };

  it("turns off the switches of the modules not offered, and only those", () => {
    expect(withoutUnofferedSwitches(switches, ["rewards", "contracts"])).toEqual({
      REWARDCEN3: false,
      COMM3: true,
      DEPREC3: true,
      DIVIDEND3: false,
      HOURSAL3: false,
    });
  });

  it("hands back the same switches when nothing changes", () => {
    expect(withoutUnofferedSwitches(switches, [])).toBe(switches);
    expect(withoutUnofferedSwitches(switches, ["responsibleGaming", "feedback"])).toBe(switches);
  });
});

describe("an operator's list of modules (GATEWAY_MODULES_OFF)", () => {
  it("reads names separated by commas, spaces around them allowed, in the table's order", () => {
    expect(parseModuleList(" contracts,responsibleGaming , redEnvelopes,contracts")).toEqual({
      modules: ["responsibleGaming", "redEnvelopes", "contracts"],
      unknown: [],
    });
  });

  it("reports names that are no module instead of ignoring a typo", () => {
    expect(parseModuleList("rewards,redEnvelope")).toEqual({ modules: ["rewards"], unknown: ["redEnvelope"] });
  });

  it("an empty or missing list names nothing", () => {
    expect(parseModuleList(undefined)).toEqual({ modules: [], unknown: [] });
    expect(parseModuleList(" , ")).toEqual({ modules: [], unknown: [] });
  });
});
