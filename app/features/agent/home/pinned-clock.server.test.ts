import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routeArgs } from "~/testing/forms";
import { freshDatabase } from "../../../../gateway/testing";

/**
 * EL_NOW through the app as the Pages function runs it: getLoadContext reads the EL_NOW binding
 * before anything else, and the agent home's greeting (§2 "Greeting by hour", by the operator's
 * hour) is then the pinned instant's, whatever the real time is. Each case is a fresh isolate (the
 * module registry reset) started at a different real time, as a test server may start any time.
 */
let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => dispose());

/** A Manila wall-clock time (UTC+8) as epoch ms. */
const manila = (y: number, mo: number, d: number, h: number) => Date.UTC(y, mo - 1, d, h - 8);

/** The greeting /m/agent's loader gives the seeded agent in an isolate started at real time `realStart`, its env carrying `elNow`. */
async function greetingIn(realStart: number, elNow: string | undefined): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(realStart);
  vi.resetModules();
  const { appContext, appRequest } = await import("~/testing/load-context");
  const { signedInCookie } = await import("~/testing/forms");
  const { loader } = await import("~/routes/m.agent");
  const env = elNow === undefined ? {} : { EL_NOW: elNow };
  // The isolate's first request sets the clock, as on the test server; later requests carry the same binding.
  await appContext(db, appRequest("/m/login"), { env });
  const cookie = await signedInCookie(db, "agent", "agent1234");
  const request = appRequest("/m/agent", { cookie });
  const context = await appContext(db, request, { env });
  const data = (await loader(routeArgs(request, context))) as { greeting: string };
  return data.greeting;
}

describe("/m/agent on a pinned clock", () => {
  it("EL_NOW: the agent home greets by the pinned operator hour (10:00, morning) whether the real time is evening or afternoon in Manila", async () => {
    for (const real of [manila(2031, 3, 4, 20), manila(2031, 3, 4, 16)]) {
      expect(await greetingIn(real, "2026-11-28T10:00:00+08:00"), new Date(real).toISOString()).toBe("morning");
    }
  });

  it("EL_NOW: unset, the greeting follows the real time (the control of the case above)", async () => {
    expect(await greetingIn(manila(2031, 3, 4, 20), undefined)).toBe("evening");
  });
});
