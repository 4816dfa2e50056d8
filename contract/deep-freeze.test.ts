import { describe, expect, it } from "vitest";
import { deepFreeze } from "./deep-freeze";

// Decision 063: values shared by every request of an isolate cannot be changed by one of them.
describe("deepFreeze", () => {
  it("freezes objects and arrays at every depth and returns the same value", () => {
    const value = { list: [{ name: "a", tags: ["x"] }], nested: { n: 1 } };
    const frozen = deepFreeze(value);
    expect(frozen).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.list[0]?.tags)).toBe(true);
    expect(Object.isFrozen(value.nested)).toBe(true);
  });

  it("makes a change throw instead of leaking into later requests (modules are strict)", () => {
    const value = deepFreeze({ items: [3, 1, 2] });
    expect(() => value.items.sort()).toThrow(TypeError);
    expect(() => {
      (value as { extra?: number }).extra = 1;
    }).toThrow(TypeError);
    expect(value.items).toEqual([3, 1, 2]);
  });

  it("leaves primitives and null as they are", () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(5)).toBe(5);
    expect(deepFreeze("s")).toBe("s");
  });
});
