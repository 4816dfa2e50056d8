/**
 * The one answer shape of every endpoint a fetcher calls (header balance, home sections, game and
 * lottery hearts, launches): `ok: true` with the endpoint's fields, or `ok: false` with a reason the
 * component can act on — sign in first, bad input, no such thing, or a failure worth a retry.
 */
export type FetcherFailure = "login" | "invalid" | "notFound" | "failed";

export type FetcherResult<T extends object = object> = ({ ok: true } & T) | { ok: false; reason: FetcherFailure };

/** The failing half, for endpoints whose success is a redirect (a launch). */
export type FetcherRefusal = Extract<FetcherResult, { ok: false }>;
