import { deepFreeze } from "@contract/deep-freeze";
import { describe, expect, it, vi } from "vitest";
import { memoizeFrozen } from "./frozen-memo";

describe("memoizeFrozen (views of isolate-shared answers, decision 063)", () => {
  it("derives once per frozen answer and hands every caller the same frozen view", () => {
    const derive = vi.fn((a: { items: string[] }) => a.items.map((s) => s.toUpperCase()));
    const view = memoizeFrozen(derive);
    const answer = deepFreeze({ items: ["a", "b"] });
    const first = view(answer);
    expect(view(answer)).toBe(first);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as string[]).push("c")).toThrow(TypeError);
  });

  it("derives again for another answer, and every time for an unfrozen one (it may change)", () => {
    const derive = vi.fn((a: { n: number }) => ({ twice: a.n * 2 }));
    const view = memoizeFrozen(derive);
    expect(view(deepFreeze({ n: 1 }))).toEqual({ twice: 2 });
    expect(view(deepFreeze({ n: 1 }))).toEqual({ twice: 2 });
    const live = { n: 3 };
    expect(view(live)).toEqual({ twice: 6 });
    live.n = 4;
    expect(view(live)).toEqual({ twice: 8 });
    expect(Object.isFrozen(view(live))).toBe(false);
    expect(derive).toHaveBeenCalledTimes(5);
  });

  it("keeps an undefined or null view too", () => {
    const derive = vi.fn(() => null);
    const view = memoizeFrozen(derive);
    const answer = deepFreeze({});
    expect(view(answer)).toBeNull();
    expect(view(answer)).toBeNull();
    expect(derive).toHaveBeenCalledTimes(1);
  });
});
