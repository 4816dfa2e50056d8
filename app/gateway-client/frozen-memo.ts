import { deepFreeze } from "@contract/deep-freeze";

/**
 * What a pure function makes of a gateway answer, kept as long as the answer itself is kept.
 *
 * The isolate memos (decision 063) hand every request the same deep-frozen value until it expires.
 * A frozen value cannot change, so what a pure function derives from it cannot either: home's views
 * (banner slides, ticker titles, hot matches, pop-up items with their sanitised HTML) were worked
 * out again on every request from the same objects. Keyed by the object in a WeakMap, so a view goes
 * when its answer does. An unfrozen input (memos off, a member's own answer) is derived every time.
 * The view is frozen too: every request of the isolate shares it.
 */
export function memoizeFrozen<A extends object, R>(derive: (input: A) => R): (input: A) => R {
  const views = new WeakMap<A, R>();
  return (input) => {
    if (!Object.isFrozen(input)) return derive(input);
    if (views.has(input)) return views.get(input) as R;
    const view = deepFreeze(derive(input));
    views.set(input, view);
    return view;
  };
}
