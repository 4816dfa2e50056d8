/**
 * A member's gateway read shared by the loaders of one request. The root, the /m layout and a page
 * run in parallel and cannot see each other's data on the server, so two of them reading the same
 * thing (the session clock, the wallet for its currency symbol) would ask the gateway twice. Keyed by
 * the request's load context, which every loader and action of a request shares, so nothing outlives
 * the request and no member's answer is kept in the isolate.
 */
const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The answer of `read` for this request and key, asked the first time and handed to every later caller. */
export function oncePerRequest<T>(context: object, key: string, read: () => Promise<T>): Promise<T> {
  let kept = reads.get(context);
  if (!kept) reads.set(context, (kept = new Map()));
  let answer = kept.get(key) as Promise<T> | undefined;
  if (!answer) kept.set(key, (answer = read()));
  return answer;
}
