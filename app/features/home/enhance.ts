import { startTransition, useEffect, useState } from "react";

/**
 * Progressive enhancement without a long task (issue 17, decision 056).
 *
 * remix-utils' useHydrated is a useSyncExternalStore whose server snapshot (false) differs from the
 * browser's (true): React re-renders every consumer *synchronously* inside the task that runs the
 * hydration's effects, so the header, the download bar, the carousels and the pop-up all re-render
 * in that one task. These hooks flip in a transition instead, which React renders in slices.
 */

/**
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

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * True once the browser has had an idle moment after this component hydrated (at the latest
 * `timeoutMs` later), never when `enabled` is false. The cue for work that can wait for the page
 * to be interactive: loading and starting a carousel's Swiper, whose initialisation (layout reads,
 * loop clones) would otherwise share a task with hydration. Two carousels get two idle callbacks,
 * so their initialisations are separate tasks too.
 */
export function useWhenIdle(enabled: boolean, timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const win = window as IdleWindow;
    const go = () => startTransition(() => setIdle(true));
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(go, { timeout: timeoutMs });
      const cancel = win.cancelIdleCallback;
      return () => cancel(id);
    }
    // Safari has no requestIdleCallback: a short timeout lets hydration finish first.
    const timer = setTimeout(go, 200);
    return () => clearTimeout(timer);
  }, [enabled, timeoutMs]);
  return enabled && idle;
}
