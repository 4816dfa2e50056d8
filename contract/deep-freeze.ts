/**
 * Freezes a plain value (objects and arrays, all the way down) and returns it. For values an
 * isolate shares between requests (decision 063): a request that tried to change one would change
 * it for every later request, and a frozen value makes that attempt throw where it happens instead.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
