import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";
import ty from "./i18n/locales/ty";
import * as root from "./root";
import { APP_ORIGIN, appContext, appRequest } from "./testing/load-context";
import { freshDatabase } from "../gateway/testing";

/*
 * The app's last-resort handler, run the way the Pages function runs it: a request through React Router's
 * request handler over a server build made of the real entry.server.tsx and the real root route
 * (its loader, Layout and error boundary), with one page of the test's own whose loader and action
 * throw what no route expects. Workers render with react-dom/server's web-stream build
 * (renderToReadableStream); Node's build lacks it, so the test hands entry.server the web one.
 */
vi.mock("react-dom/server", async () => await vi.importActual<typeof import("react-dom/server")>("react-dom/server.browser"));

const SECRET = "secret-internals: cannot read 'balance' of undefined";

/** A page whose loader and action fail like a bug would: a plain Error, not a Response. */
const broken = {
  loader: () => {
    throw new TypeError(SECRET);
  },
  action: () => {
    throw new TypeError(SECRET);
  },
  default: () => null,
};

const build: ServerBuild = {

  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: root },
    "routes/m.broken": { id: "routes/m.broken", parentId: "root", path: "m/broken", module: broken },
  },
  assets: {
    entry: { imports: [], module: "/assets/entry.client.js" },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root.js",
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: true,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
      "routes/m.broken": {
        id: "routes/m.broken",
        parentId: "root",
        path: "m/broken",
        module: "/assets/m.broken.js",
        hasAction: true,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => ({ db, dispose } = await freshDatabase()));
afterAll(() => dispose());

const handle = createRequestHandler(build, "production");

/** The app's error lines (JSON, one a line) written while `run` ran. */
async function logged(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function answer(request: Request): Promise<{ status: number; body: string }> {
  const response = await handle(request, await appContext(db, request));
  return { status: response.status, body: await response.text() };
}

describe("last-resort handler: a loader's or action's unexpected failure is logged and answered with the error page", () => {
  it("ASVS V16.5.4: a throwing loader reaches handleError (request.failed) and the 500 error page, no trace", async () => {
    let page = { status: 0, body: "" };
    const lines = await logged(async () => {
      page = await answer(appRequest("/m/broken"));
    });
    expect(lines).toEqual([expect.objectContaining({ level: "error", event: "request.failed", route: "/m/broken", errorKind: "TypeError", message: SECRET })]);
    expect(String(lines[0]!.stack)).toContain("TypeError");

    expect(page.status).toBe(500);
    // The root error boundary in the app's own document (TY, the default language), with its retry link.
    expect(page.body).toMatch(/^<!DOCTYPE html><html lang="[^"]+"/);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain(ty.error.generic.title);
    expect(page.body).toContain(ty.error.generic.body);
    expect(page.body).toContain('href="/m/broken"');
    expect(page.body).not.toMatch(/secret-internals|TypeError|at .*\.tsx?:\d+/);
  });

  it("ASVS V16.5.4: a throwing action or .data request reaches handleError (request.failed), no trace", async () => {
    let page = { status: 0, body: "" };
    let data = { status: 0, body: "" };
    const lines = await logged(async () => {
      page = await answer(
        appRequest("/m/broken", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Host: new URL(APP_ORIGIN).host },
          body: "x=1",
        }),
      );
      data = await answer(appRequest("/m/broken.data?_routes=routes%2Fm.broken"));
    });
    expect(lines).toEqual([
      expect.objectContaining({ event: "request.failed", method: "POST", route: "/m/broken", message: SECRET }),
      expect.objectContaining({ event: "request.failed", method: "GET", route: "/m/broken.data", message: SECRET }),
    ]);
    expect(page.status).toBe(500);
    expect(page.body).toContain(ty.error.generic.title);
    expect(page.body).not.toMatch(/secret-internals|TypeError/);
    expect(data.status).toBe(500);
    expect(data.body).not.toMatch(/secret-internals|TypeError/);
  });
});
