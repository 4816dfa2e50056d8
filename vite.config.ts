import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { cloudflareDevProxy } from "@react-router/dev/vite/cloudflare";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { manualChunks } from "./scripts/chunks";
import { islandsPlugin } from "./scripts/islands-plugin";
import { writeServiceWorker } from "./scripts/service-worker/build";

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

/**
 * build/client/sw.js (docs/decisions/052): written once both builds are done.
 * `react-router build` runs the client build, then the server build; React Router writes its browser
 * manifest (which the precache list is checked against) during the second, so this waits for it.
 */
let ssrBuild = false;
let root = process.cwd();
const serviceWorker: Plugin = {
  name: "edge-lobby:service-worker",
  apply: "build",
  configResolved(config) {
    ssrBuild = Boolean(config.build.ssr);
    root = config.root;
  },
  async closeBundle() {
    if (!ssrBuild) return;
    const { version, files } = await writeServiceWorker(join(root, "build/client"));
    this.environment.logger.info(`✓ service worker ${version}: ${files} files precached (build/client/sw.js)`);
  },
};

export default defineConfig({
  plugins: [
    captureDevServer,
    islandsPlugin(),
    cloudflareDevProxy({
      getLoadContext: async (args) => {
        if (!devServer) throw new Error("dev server not ready");
        const mod = (await devServer.ssrLoadModule("/load-context.ts")) as typeof import("./load-context");
        return mod.getLoadContext(args as Parameters<typeof mod.getLoadContext>[0]);
      },
    }),
    reactRouter(),
    tsconfigPaths(),
    serviceWorker,
  ],
  // Resolve packages the way workerd will run them (the React Router Cloudflare template's settings).
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: {
    minify: true,
    rollupOptions: {
      output: {
        manualChunks: manualChunks(),
      },
    },
  },
});
