import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * What an `island:` import becomes in the browser build (scripts/islands-plugin.ts; decision 058):
 *
 *   import { WithdrawForm } from "island:~/features/wallet/WithdrawForm";
 *
 * rendered inside a <Suspense>. The server renders the form in place from the plain import, so
 * the page works as a plain HTML form until the chunk (the form, conform, its helpers) arrives;
 * then React hydrates the boundary and conform takes over. Differences from a bare `lazy()`:
 *
 * - The import starts when the route's module runs, not when React first renders the island.
 *   On the first load that is the same moment (the route module runs just before hydration); on
 *   a client-side navigation it runs while the loader's data is still on its way, so the form is
 *   usually there when the page renders instead of one round trip after it (an empty gap).
 * - Once the chunk is there, the island renders synchronously: `lazy` accepts any thenable, and
 *   this one calls back at once, so a page shown again (or hydrated after the chunk arrived)
 *   does not suspend for a microtask and flash the fallback.
 *
 * A failed import (offline, a deploy replaced the assets) rejects like any lazy component: the
 * route's error boundary, as for a route module that fails to load.
 */
export function formIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  // lazy() is typed for a Promise but takes any thenable (React calls only `then`).
  return lazy(settledFirst(load) as () => Promise<Module<ComponentType<P>>>);
}

type Module<T> = { default: T };

/**
 * The factory `lazy` calls: the pending import until it settles, then a thenable that hands over
 * the module synchronously. Starts `load` at once (see formIsland).
 */
export function settledFirst<T>(load: () => Promise<T>): () => PromiseLike<Module<T>> {
  let loaded: Module<T> | undefined;
  const pending = load().then((value) => (loaded = { default: value }));
  // Without a handler an offline page logs an unhandled rejection before React asks for it.
  pending.catch(() => undefined);
  return () => (loaded ? syncThenable(loaded) : pending);
}

function syncThenable<V>(value: V): PromiseLike<V> {
  return {
    then<A = V, B = never>(onFulfilled?: ((v: V) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
      // lazy() only reads the callback's side effect; the chained value is never used.
      const next = onFulfilled ? onFulfilled(value) : (value as unknown as A);
      return syncThenable(next as A | B);
    },
  };
}

/**
 * What an `island-when-shown:` import becomes in the browser build: a plain `lazy`, whose code is
 * fetched when React first renders it (a screen or dialog most visits never show).
 */
export function whenShownIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}
