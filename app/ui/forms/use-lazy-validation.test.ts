import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOnce, whenIdleOrTouched } from "./use-lazy-validation";

/** A form's zod schemas load after the page is interactive, once. */
describe("loading a form's validation module lazily", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("imports a module once, however many forms ask for it", async () => {
    const load = vi.fn(async () => ({ validate: "v" }));
    const [a, b] = await Promise.all([loadOnce(load), loadOnce(load)]);
    expect(await loadOnce(load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed import, so the next visit tries again (offline, then back online)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ validate: "v" });
    await expect(loadOnce(load)).rejects.toThrow("offline");
    await expect(loadOnce(load)).resolves.toEqual({ validate: "v" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts when the browser is idle (a timeout where requestIdleCallback is missing)", () => {
    vi.useFakeTimers();
    const start = vi.fn();
    whenIdleOrTouched(start, new EventTarget() as unknown as Window);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once when the visitor reaches for a form, and only once", () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const start = vi.fn();
    whenIdleOrTouched(start, target as unknown as Window);
    target.dispatchEvent(new Event("focusin"));
    target.dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(1_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled (the form left the page first)", () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const start = vi.fn();
    whenIdleOrTouched(start, target as unknown as Window)();
    target.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(1_000);
    expect(start).not.toHaveBeenCalled();
  });

  it("uses requestIdleCallback where there is one, and cancels it as a plain call (a browser throws Illegal invocation otherwise)", () => {
    const pending = new Map<number, () => void>();
    // The browser's functions refuse to run on any `this` but the window (here: undefined or globalThis).
    const strict = <A extends unknown[], R>(f: (...args: A) => R) =>
      function (this: unknown, ...args: A): R {
        if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
        return f(...args);
      };
    vi.stubGlobal(
      "requestIdleCallback",
      strict((cb: () => void) => (pending.set(pending.size + 1, cb), pending.size)),
    );
    vi.stubGlobal(
      "cancelIdleCallback",
      strict((id: number) => void pending.delete(id)),
    );
    const target = new EventTarget();
    const start = vi.fn();
    whenIdleOrTouched(start, target as unknown as Window);
    expect(pending.size).toBe(1);
    target.dispatchEvent(new Event("focusin"));
    expect(start).toHaveBeenCalledTimes(1);
    expect(pending.size).toBe(0);
  });
});
