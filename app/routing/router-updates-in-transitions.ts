import type { Router } from "@remix-run/router";
import { startTransition, useEffect, useLayoutEffect } from "react";

/** The part of Remix's client router (`window.__remixRouter`) this module needs. */
export type SubscribableRouter = Pick<Router, "subscribe">;

const wrapped = new WeakSet<object>();

/**
 * Makes every router subscriber run inside `startTransition`, unless the navigation asked for
 * `flushSync`. Decision 057: Remix's `RemixBrowser` keeps the location in its own state and sets it
 * from a router subscriber outside a transition, and that render gives its context provider a new
 * value. While an island (decision 049) is still waiting for its chunk, React treats that as an
 * urgent update to a dehydrated Suspense boundary, throws away the server HTML and logs error #421.
 * As a transition, React keeps the server HTML and hydrates the island when its chunk arrives.
 * Idempotent: Remix subscribes again on every location change.
 */
export function deliverRouterUpdatesInTransitions(router: SubscribableRouter): void {
  if (wrapped.has(router)) return;
  wrapped.add(router);
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) =>
    subscribe((state, opts) => {
      if (opts?.flushSync) subscriber(state, opts);
      else startTransition(() => subscriber(state, opts));
    });
}

// Layout effects run child first, so this runs before RemixBrowser and RouterProvider (both above
// the root route) subscribe in their own layout effects. On the server it is never called.
const useBeforeParentsSubscribe = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Rendered once in the root route; see deliverRouterUpdatesInTransitions. */
export function RouterUpdatesInTransitions(): null {
  useBeforeParentsSubscribe(() => {
    const router = (window as unknown as { __remixRouter?: Router }).__remixRouter;
    if (router) deliverRouterUpdatesInTransitions(router);
  }, []);
  return null;
}
