import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOnce, whenIdleOrTouched } from "./use-lazy-validation";

/** Issue 17 item 1 (decision 055): a form's zod schemas load after the page is interactive, once. */
describe("loading a form's validation module lazily", () => {
  afterEach(() => {
    vi.useRealTimers();
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
});
