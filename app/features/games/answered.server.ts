/**
 * Requests whose action already answered. After a document POST, React Router runs the page's loaders as
 * well (as a GET of the same URL); a loader that redirects or launches something must then stand
 * aside so the action's answer (a 400 with its message) is what the player sees. The load context
 * is one object per request, shared by the action and the loaders.
 */
const answered = new WeakSet<object>();

export function markAnsweredByAction(context: object): void {
  answered.add(context);
}

export function answeredByAction(context: object): boolean {
  return answered.has(context);
}
