import { useEffect, useRef } from "react";

/**
 * Calls `onAnswer` once for each answer a fetcher settles on (state back to idle with new data).
 * React Router fetchers report answers as data, not as events; this turns the data into the event, so
 * callers update their state in a callback, as they would in an event handler.
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (answer: T) => void): void {
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  const handled = useRef<T | undefined>(undefined);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle" || data == null || handled.current === data) return;
    handled.current = data;
    latest.current(data);
  }, [state, data]);
}
