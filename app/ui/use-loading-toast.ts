import { useCallback, useEffect, useRef } from "react";
import { useToast } from "./Toast";

/**
 * A loading toast tied to a fetcher (§7 launches): `start()` shows it once, and it goes when the
 * fetcher is idle again (a failure stays on the page, §8) or when the component unmounts (a
 * success has left the page for the game).
 */
export function useLoadingToast(fetcherState: string, key: string): () => void {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (fetcherState === "idle" && shown.current) {
      toast.hide(shown.current);
      shown.current = null;
    }
  }, [fetcherState, toast]);
  useEffect(
    () => () => {
      if (shown.current) toast.hide(shown.current);
    },
    [toast],
  );
  return useCallback(() => {
    shown.current ??= toast.show({ key, kind: "loading" });
  }, [toast, key]);
}
