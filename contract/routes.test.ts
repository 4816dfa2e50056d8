import { describe, expect, it } from "vitest";
import { RESPONSES } from "./responses";
import { ROUTES, type RouteName } from "./routes";

const entries = Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][];

describe("the route table (§7)", () => {
  it("names each call once: no two routes share a method and path", () => {
    const seen = new Map<string, RouteName>();
    const twice = entries.flatMap(([name, route]) => {
      const key = `${route.method} ${route.path}`;
      const first = seen.get(key);
      seen.set(key, name);
      return first ? [`${first} and ${name}: ${key}`] : [];
    });
    expect(twice).toEqual([]);
  });

  it("a call that needs a request key changes state (idempotent routes are mutations)", () => {
    expect(entries.filter(([, route]) => route.idempotent && !route.mutation).map(([name]) => name)).toEqual([]);
  });

  it("every call that moves money or opens an account needs a request key", () => {
    const moneyAndAccounts: RouteName[] = [
      "withdraw",
      "deposit",
      "manualDeposit",
      "uplineTransfer",
      "cancelSuborders",
      "rewardClaim",
      "rebateClaim",
      "createRedRain",
      "grabRedRain",
      "registerDownline",
    ];
    expect(moneyAndAccounts.filter((name) => !ROUTES[name].idempotent)).toEqual([]);
  });

  it("a call answered with a file is a GET (its answer is streamed on, not sent back as JSON)", () => {
    const files = entries.filter(([name]) => "file" in RESPONSES[name]);
    expect(files.map(([name]) => name)).toEqual(["depositReceipt"]);
    expect(files.every(([, route]) => route.method === "GET")).toBe(true);
  });
});
