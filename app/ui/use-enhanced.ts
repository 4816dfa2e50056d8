import { startTransition, useEffect, useState } from "react";

/**
 * Progressive enhancement without a long task (decision 056).
 *
 * remix-utils' useHydrated is a useSyncExternalStore whose server snapshot (false) differs from the
 * browser's (true): React re-renders every consumer *synchronously* inside the task that runs the
 * hydration's effects (on home: the header, the download bar, the pop-up and the launch form of every
 * game tile and hot match, 27 forms). This hook flips in a transition instead, which React renders
 * in slices. Prefer it to useHydrated on any page that cares about its first seconds.
 *
 * Whether the page runs with JavaScript, for markup that differs with it (a button instead of a
 * reload link, `respond=data` on a fetcher form). False on the server and while hydrating (so the
 * markup matches), true right after, through a transition.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    startTransition(() => setEnhanced(true));
  }, []);
  return enhanced;
}
