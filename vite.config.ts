import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The dev proxy needs getLoadContext, which pulls in the app and the embedded gateway. Importing
 * it here would bundle it with this config, where the "~/" alias does not resolve; loading it
 * through the dev server's own module graph keeps aliases and hot reload working.
 */
let devServer: ViteDevServer | undefined;
const captureDevServer: Plugin = {
  name: "edge-lobby:capture-dev-server",
  configureServer(server) {
    devServer = server;
  },
};

export default defineConfig({
  plugins: [
    captureDevServer,
    remixCloudflareDevProxy({
      getLoadContext: async (args) => {
        if (!devServer) throw new Error("dev server not ready");
        const mod = (await devServer.ssrLoadModule("/load-context.ts")) as typeof import("./load-context");
        return mod.getLoadContext(args as Parameters<typeof mod.getLoadContext>[0]);
      },
    }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: false,
      },
    }),
    tsconfigPaths(),
  ],
  // Resolve packages the way workerd will run them (the Remix Cloudflare template's settings).
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: { minify: true },
});
