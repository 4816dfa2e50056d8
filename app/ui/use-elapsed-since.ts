import { useEffect, useState } from "react";

/**
 * Milliseconds since `anchor` last changed (a new lottery menu, fresh draw rows), updated every
 * `tickMs`: 0 on the server, while hydrating and until the first tick after a change. A clock
 * per anchor, so a new anchor reads 0 in the very render that brings it.
 */
export function useElapsedSince(anchor: unknown, tickMs: number): number {
  const [clock, setClock] = useState<{ anchor: unknown; elapsed: number } | null>(null);
  useEffect(() => {
    const start = performance.now();
    const timer = setInterval(() => setClock({ anchor, elapsed: performance.now() - start }), tickMs);
    return () => clearInterval(timer);
  }, [anchor, tickMs]);
  return clock !== null && Object.is(clock.anchor, anchor) ? clock.elapsed : 0;
}
