import { ALL_MODULES_OFFERED } from "@contract/capabilities";
import { describe, expect, it, vi } from "vitest";
import { CAPABILITIES_TTL_SECONDS } from "~/gateway-client/site.server";
import { gatewayKey, isolateCapabilities } from "./isolate-capabilities.server";

const TTL_MS = CAPABILITIES_TTL_SECONDS * 1000;
const answer = { ...ALL_MODULES_OFFERED, modules: ["feedback"] };

describe("the isolate keeps the gateway's capabilities (read once per isolate with the site status)", () => {
  it("asks once per period, then again once the period is over", async () => {
    const read = vi.fn(async () => answer);
    const key = "isolate-capabilities.test: keeps";
    expect(await isolateCapabilities(key, read, 0)).toBe(answer);
    expect(await isolateCapabilities(key, read, TTL_MS - 1)).toBe(answer);
    expect(read).toHaveBeenCalledOnce();
    await isolateCapabilities(key, read, TTL_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps no failure: the next request asks again", async () => {
    const key = "isolate-capabilities.test: fails";
    const down = vi.fn(async () => Promise.reject(new Error("unreachable")));
    await expect(isolateCapabilities(key, down, 0)).rejects.toThrow("unreachable");
    const read = vi.fn(async () => answer);
    expect(await isolateCapabilities(key, read, 1)).toBe(answer);
    expect(read).toHaveBeenCalledOnce();
  });

  it("one entry per gateway: another operator URL, merchant or embedded configuration asks its own", () => {
    const base = { GATEWAY_URL: undefined, MERCHANT_CODE: "edgelobby", GATEWAY_MODULES_OFF: [] };
    const keys = new Set([
      gatewayKey(base),
      gatewayKey({ ...base, GATEWAY_URL: "https://gw.operator.example" }),
      gatewayKey({ ...base, MERCHANT_CODE: "other" }),
      gatewayKey({ ...base, GATEWAY_MODULES_OFF: ["feedback"] }),
    ]);
    expect(keys.size).toBe(4);
  });
});
