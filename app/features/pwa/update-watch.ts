import { SW_UPDATE_INTERVAL_MS, SW_WAITING_TIMEOUT_MS, type PageToWorkerMessage } from "./constants";

/**
 * The page's side of §9 "waiting timeout 200 ms, 60 s update window", without
 * React or the real browser objects, so the timing is unit-tested with fakes:
 * - every 60 s the page asks the server for a new worker (registration.update());
 * - a new worker that has installed and waits (the page is controlled by the old one) is offered
 *   to the player 200 ms later;
 * - accepting tells the waiting worker to take over (SKIP_WAITING); when it does
 *   (controllerchange), the page reloads once, so it never runs old code against a new worker.
 *   A controllerchange the player did not ask for (the very first install) reloads nothing.
 */
type WorkerLike = {
  readonly state: string;
  postMessage(message: PageToWorkerMessage): void;
  addEventListener(type: "statechange", listener: () => void): void;
};
export type RegistrationLike = {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: "updatefound", listener: () => void): void;
  removeEventListener(type: "updatefound", listener: () => void): void;
};
export type ContainerLike = {
  readonly controller: unknown;
  addEventListener(type: "controllerchange", listener: () => void): void;
  removeEventListener(type: "controllerchange", listener: () => void): void;
};
export type Clock = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

export function watchForUpdates(options: {
  registration: RegistrationLike;
  container: ContainerLike;
  /** Called with the function that applies the update (the prompt's button). */
  onUpdateReady: (apply: () => void) => void;
  reload: () => void;
  clock: Clock;
}): () => void {
  const { registration, container, onUpdateReady, reload, clock } = options;
  let accepted = false;
  let reloaded = false;
  let offerTimer: unknown = null;

  const offerSoon = () => {
    // Only an update: with no controller this is the first install, which needs no reload.
    if (!registration.waiting || !container.controller || offerTimer !== null) return;
    offerTimer = clock.setTimeout(() => {
      offerTimer = null;
      const waiting = registration.waiting;
      if (!waiting) return;
      onUpdateReady(() => {
        accepted = true;
        waiting.postMessage({ type: "SKIP_WAITING" });
      });
    }, SW_WAITING_TIMEOUT_MS);
  };

  const follow = (installing: WorkerLike | null) =>
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerSoon();
    });
  const onUpdateFound = () => follow(registration.installing);
  const onControllerChange = () => {
    if (!accepted || reloaded) return;
    reloaded = true;
    reload();
  };

  registration.addEventListener("updatefound", onUpdateFound);
  container.addEventListener("controllerchange", onControllerChange);
  // A new worker may already be waiting (installed while another tab held the old one), or be
  // installing: the check that found it may have run before this page started watching.
  offerSoon();
  follow(registration.installing);
  const interval = clock.setInterval(() => {
    // Offline or a failed fetch: the next tick tries again.
    registration.update().catch(() => undefined);
  }, SW_UPDATE_INTERVAL_MS);

  return () => {
    clock.clearInterval(interval);
    if (offerTimer !== null) clock.clearTimeout(offerTimer);
    registration.removeEventListener("updatefound", onUpdateFound);
    container.removeEventListener("controllerchange", onControllerChange);
  };
}
