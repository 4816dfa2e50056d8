import { useEffect, useState } from "react";

/**
 * A form's validation module (its zod schemas and parseWithZod), loaded after the page is
 * interactive instead of with the route (decision 055): zod and @conform-to/zod
 * are about 16 kB gzip that no first paint needs, because the server renders the constraint
 * attributes and validates every submission anyway.
 *
 * Returns the module once it is loaded and `undefined` before; the caller passes
 * `deferToServer` to conform meanwhile. conform 1.21 merges the options of every render into the
 * form's context (useForm's layout effect calls context.onUpdate), so the onValidate built from the
 * module takes over on the render after it arrives.
 *
 * `load` must be stable (a module-level `() => import("…")`): it is the cache key, so a form shown
 * again later starts with its module already there.
 */
export function useLazyValidation<M>(load: () => Promise<M>): M | undefined {
  const [loaded, setLoaded] = useState<M | undefined>(() => cache.get(load)?.value as M | undefined);
  useEffect(() => {
    if (loaded !== undefined) return;
    let live = true;
    // Whichever comes first: the browser is idle after hydration, or the visitor reaches for the form.
    // A failed import (offline) leaves the form to the server, as before the module arrived.
    const cancel = whenIdleOrTouched(() => {
      loadOnce(load).then(
        (module) => live && setLoaded(() => module),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load, loaded]);
  return loaded;
}

type Entry = { promise: Promise<unknown>; value?: unknown };
const cache = new Map<() => Promise<unknown>, Entry>();

/** One import per module; a failed import (offline) is forgotten so a later visit tries again. */
export function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  const known = cache.get(load);
  if (known) return known.promise as Promise<M>;
  const entry: Entry = {
    promise: load().then(
      (value) => {
        entry.value = value;
        return value;
      },
      (error: unknown) => {
        cache.delete(load);
        throw error;
      },
    ),
  };
  cache.set(load, entry);
  return entry.promise as Promise<M>;
}

/** Events that mean the visitor is about to use a form: the module must be there before the first blur. */
const TOUCH_EVENTS = ["focusin", "pointerdown", "keydown"] as const;
/** requestIdleCallback is missing in Safari; a short timeout stands in for it. */
const IDLE_FALLBACK_MS = 200;

/** Calls `start` once, at the first idle moment or touch; returns a function that cancels both. */
export function whenIdleOrTouched(start: () => void, target: Pick<Window, "addEventListener" | "removeEventListener"> = window): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    start();
  };
  // Called as plain functions (a method call would invoke them on the wrong `this`: "Illegal invocation").
  let cancelIdle: () => void;
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fire, { timeout: 2_000 });
    cancelIdle = () => cancelIdleCallback(id);
  } else {
    const id = setTimeout(fire, IDLE_FALLBACK_MS);
    cancelIdle = () => clearTimeout(id);
  }
  for (const type of TOUCH_EVENTS) target.addEventListener(type, fire, { capture: true, passive: true });
  function cancel() {
    done = true;
    cancelIdle();
    for (const type of TOUCH_EVENTS) target.removeEventListener(type, fire, { capture: true });
  }
  return cancel;
}
