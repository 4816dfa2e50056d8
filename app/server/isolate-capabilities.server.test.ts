import { ALL_MODULES_OFFERED } from "@contract/capabilities";
import { describe, expect, it, vi } from "vitest";
import { CAPABILITIES_TTL_SECONDS } from "~/gateway-client/site.server";
import { CAPABILITIES_STALE_SECONDS, gatewayKey, isolateCapabilities } from "./isolate-capabilities.server";

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

  it("past its period hands out the last answer at once while one request reads them again", async () => {
    const key = "isolate-capabilities.test: stale";
    await isolateCapabilities(key, async () => answer, 0);
    const newer = { ...ALL_MODULES_OFFERED, modules: ["feedback", "inbox"] };
    let settle!: (value: typeof newer) => void;
    const read = vi.fn(() => new Promise<typeof newer>((resolve) => (settle = resolve)));
    // The fresh read has not answered: the stale answer does not wait for it.
    expect(await isolateCapabilities(key, read, TTL_MS + 1)).toBe(answer);
    expect(await isolateCapabilities(key, read, TTL_MS + 2)).toBe(answer);
    expect(read).toHaveBeenCalledOnce();
    settle(newer);
    await Promise.resolve();
    expect(await isolateCapabilities(key, read, TTL_MS + 3)).toBe(newer);
  });

  it("a failed refresh keeps the stale answer and is tried again by a later request", async () => {
    const key = "isolate-capabilities.test: stale refresh fails";
    await isolateCapabilities(key, async () => answer, 0);
    const down = vi.fn(async () => Promise.reject(new Error("unreachable")));
    expect(await isolateCapabilities(key, down, TTL_MS)).toBe(answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await isolateCapabilities(key, down, TTL_MS + 1)).toBe(answer);
    expect(down).toHaveBeenCalledTimes(2);
  });

  it("an answer older than its period and the stale allowance is not handed out: the request waits for a fresh one", async () => {
    const key = "isolate-capabilities.test: too old";
    await isolateCapabilities(key, async () => answer, 0);
    const newer = { ...ALL_MODULES_OFFERED, modules: [] };
    expect(await isolateCapabilities(key, async () => newer, TTL_MS + CAPABILITIES_STALE_SECONDS * 1000)).toBe(newer);
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
