import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SW_UPDATE_INTERVAL_MS, SW_WAITING_TIMEOUT_MS, type PageToWorkerMessage } from "./constants";
import { watchForUpdates, type ContainerLike, type RegistrationLike } from "./update-watch";

/** A registration and worker container the test drives by hand, as the browser would. */
function fakeBrowser({ controlled = true } = {}) {
  type Worker = { state: string; messages: PageToWorkerMessage[]; listeners: Array<() => void> };
  const newWorker = (): Worker => ({ state: "installing", messages: [], listeners: [] });
  const asLike = (w: Worker | null) =>
    w && {
      get state() {
        return w.state;
      },
      postMessage: (m: PageToWorkerMessage) => w.messages.push(m),
      addEventListener: (_: "statechange", l: () => void) => w.listeners.push(l),
    };
  let installing: Worker | null = null;
  let waiting: Worker | null = null;
  const updateFound: Array<() => void> = [];
  const controllerChange: Array<() => void> = [];
  const registration: RegistrationLike & { updates: number } = {
    updates: 0,
    get waiting() {
      return asLike(waiting);
    },
    get installing() {
      return asLike(installing);
    },
    update: async () => {
      registration.updates++;
    },
    addEventListener: (_, l) => updateFound.push(l),
    removeEventListener: (_, l) => updateFound.splice(updateFound.indexOf(l), 1),
  };
  const container: ContainerLike & { controller: unknown } = {
    controller: controlled ? {} : null,
    addEventListener: (_, l) => controllerChange.push(l),
    removeEventListener: (_, l) => controllerChange.splice(controllerChange.indexOf(l), 1),
  };
  return {
    registration,
    container,
    /** A new version is found and installs; it then waits, as the page is controlled by the old one. */
    newVersionInstalls() {
      const w = newWorker();
      installing = w;
      updateFound.forEach((l) => l());
      installing = null;
      waiting = w;
      w.state = "installed";
      w.listeners.forEach((l) => l());
      return w;
    },
    /** A new version was found before the page started watching; it finishes installing later. */
    alreadyInstalling() {
      const w = newWorker();
      installing = w;
      return () => {
        installing = null;
        waiting = w;
        w.state = "installed";
        w.listeners.forEach((l) => l());
      };
    },
    alreadyWaiting() {
      waiting = newWorker();
      waiting.state = "installed";
      return waiting;
    },
    controllerChanges() {
      waiting = null;
      controllerChange.forEach((l) => l());
    },
  };
}

describe("§9 service worker: waiting timeout 200 ms, 60 s update window", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const start = (browser: ReturnType<typeof fakeBrowser>) => {
    const offers: Array<() => void> = [];
    const reload = vi.fn();
    const stop = watchForUpdates({
      registration: browser.registration,
      container: browser.container,
      onUpdateReady: (apply) => offers.push(apply),
      reload,
      clock: { setTimeout, clearTimeout: (h) => clearTimeout(h as number), setInterval, clearInterval: (h) => clearInterval(h as number) },
    });
    return { offers, reload, stop };
  };

  it("asks the server for a new worker every 60 s", () => {
    const browser = fakeBrowser();
    const { stop } = start(browser);
    expect(SW_UPDATE_INTERVAL_MS).toBe(60_000);
    vi.advanceTimersByTime(59_999);
    expect(browser.registration.updates).toBe(0);
    vi.advanceTimersByTime(1);
    expect(browser.registration.updates).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(browser.registration.updates).toBe(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(browser.registration.updates).toBe(3);
  });

  it("offers an installed new version 200 ms after it starts waiting, not before", () => {
    const browser = fakeBrowser();
    const { offers } = start(browser);
    browser.newVersionInstalls();
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS - 1);
    expect(offers).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(SW_WAITING_TIMEOUT_MS).toBe(200);
    expect(offers).toHaveLength(1);
  });

  it("offers a version that was already waiting when the page opened", () => {
    const browser = fakeBrowser();
    browser.alreadyWaiting();
    const { offers } = start(browser);
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    expect(offers).toHaveLength(1);
  });

  it("offers a version whose install began before the page started watching", () => {
    const browser = fakeBrowser();
    const finishInstall = browser.alreadyInstalling();
    const { offers } = start(browser);
    finishInstall();
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    expect(offers).toHaveLength(1);
  });

  it("accepting tells the waiting worker to take over, and the page reloads once when it has", () => {
    const browser = fakeBrowser();
    const { offers, reload } = start(browser);
    const worker = browser.newVersionInstalls();
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    offers.forEach((apply) => apply());
    expect(offers).toHaveLength(1);
    expect(worker.messages).toEqual([{ type: "SKIP_WAITING" }]);
    expect(reload).not.toHaveBeenCalled();
    browser.controllerChanges();
    browser.controllerChanges();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("the first install (no controller yet) is offered nothing and reloads nothing", () => {
    const browser = fakeBrowser({ controlled: false });
    const { offers, reload } = start(browser);
    browser.newVersionInstalls();
    vi.advanceTimersByTime(10_000);
    expect(offers).toHaveLength(0);
    browser.controllerChanges();
    expect(reload).not.toHaveBeenCalled();
  });

  it("a controller change the player did not ask for reloads nothing", () => {
    const browser = fakeBrowser();
    const { reload } = start(browser);
    browser.newVersionInstalls();
    vi.advanceTimersByTime(SW_WAITING_TIMEOUT_MS);
    browser.controllerChanges();
    expect(reload).not.toHaveBeenCalled();
  });
});
