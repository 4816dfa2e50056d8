import { useCallback, useState } from "react";

/**
 * A value the server renders that the page may change in place (a toggle answered by a fetcher
 * whose route does not revalidate: hidden balance, lottery favourites, the popular-games tab).
 * The local choice holds while the server's value is the one it was made against; a new server
 * value (a new loader result, compared by `basis`) wins again. Derived during render, so there is
 * no effect copying props into state and no render showing the stale value.
 */
export function useLocalOverride<T>(server: T, basis: unknown = server): [T, (next: T) => void] {
  const [local, setLocal] = useState<{ basis: unknown; value: T } | null>(null);
  const value = local !== null && Object.is(local.basis, basis) ? local.value : server;
  const set = useCallback((next: T) => setLocal({ basis, value: next }), [basis]);
  return [value, set];
}
