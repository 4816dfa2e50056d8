import { createContext, useContext } from "react";

/**
 * This document's CSP nonce (decision 050), provided by entry.server.tsx with the one it put in the
 * Content-Security-Policy header. Kept out of loader data: nothing per-response belongs in data that
 * client navigations fetch again.
 *
 * In the browser there is no provider and the value is undefined, on purpose: React Router renders its
 * inline scripts once, for hydration, with suppressHydrationWarning, and a script added after load
 * needs no nonce under 'strict-dynamic'. Providing it there would cost the entry a chunk for nothing.
 * (Should something need it at runtime: `document.querySelector("script[nonce]").nonce` — the
 * property, since browsers blank the attribute.)
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The nonce for `<Scripts>`, `<ScrollRestoration>` or any inline script a component renders on the server. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
