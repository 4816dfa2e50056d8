/**
 * Lets a deferred loader value that has settled by render time render at once (decision 071).
 *
 * On the server, React Router's `<Await>` renders a promise's value synchronously only when the
 * promise is "tracked" and carries its `_data`, which is how the router's own `defer()` marked
 * them. Remix's single fetch hands loaders' raw promises to `<Await>` instead: each one, even when
 * it had long settled (home's sections come from the isolate's memos in microseconds), was thrown to
 * its Suspense boundary, so the server rendered the boundary's skeleton, waited for a ping and then
 * rendered the content again. Marking the promise when it settles, in the router's own terms, skips
 * that; a promise still pending at render time suspends as before, and the HTML is the same.
 *
 * The properties are configurable, so `<Await>`'s own bookkeeping may still redefine `_data`; a
 * promise `<Await>` tracked first is left to it.
 */
export function markWhenSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (data) => {
      if ("_tracked" in promise) return;
      Object.defineProperty(promise, "_tracked", { value: true, configurable: true });
      Object.defineProperty(promise, "_data", { value: data, configurable: true });
    },
    () => undefined,
  );
  return promise;
}
