import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { manualChunks, shellModules } from "./chunks";

/** A module graph as Rollup's manualChunks sees it: each id's static imports, and which ids are entries. */
function graph(imports: Record<string, string[]>, entries: string[], dynamic: Record<string, string[]> = {}): ManualChunkMeta {
  const info = (id: string) =>
    id in imports
      ? ({ id, importedIds: imports[id], dynamicallyImportedIds: dynamic[id] ?? [], isEntry: entries.includes(id) } as unknown as ModuleInfo)
      : null;
  return { getModuleIds: () => Object.keys(imports)[Symbol.iterator](), getModuleInfo: info };
}

const ENTRY = "/p/app/entry.client.tsx";
const ROOT_ROUTE = "/p/app/root.tsx?__react-router-build-client-route";
const LAYOUT_ROUTE = "/p/app/routes/m.tsx?__react-router-build-client-route";
const HOME_ROUTE = "/p/app/routes/m.home.tsx?__react-router-build-client-route";
const REACT = "/p/node_modules/react/index.js";

const app = graph(
  {
    [ENTRY]: [REACT, "/p/app/i18n/load.ts"],
    [ROOT_ROUTE]: ["/p/app/root.tsx"],
    "/p/app/root.tsx": ["/p/app/chrome/MobileChrome.tsx", REACT],
    "/p/app/chrome/MobileChrome.tsx": ["/p/app/ui/icons/WalletIcon.tsx"],
    "/p/app/ui/icons/WalletIcon.tsx": [],
    [LAYOUT_ROUTE]: ["/p/app/routes/m.tsx"],
    "/p/app/routes/m.tsx": [],
    [HOME_ROUTE]: ["/p/app/routes/m.home.tsx"],
    "/p/app/routes/m.home.tsx": ["/p/app/ui/icons/WalletIcon.tsx", "/p/app/features/home/Banner.tsx"],
    "/p/app/features/home/Banner.tsx": [],
    "/p/app/i18n/load.ts": [],
    "/p/app/i18n/locales/ty.ts": [],
    [REACT]: [],
  },
  [ENTRY, ROOT_ROUTE, LAYOUT_ROUTE, HOME_ROUTE],
  { "/p/app/i18n/load.ts": ["/p/app/i18n/locales/ty.ts"] },
);

describe("manualChunks (decision 090)", () => {
  it("puts what the entry, the root and the /m layout import statically in the shell, and nothing else", () => {
    expect([...shellModules(app)].sort()).toEqual([
      "/p/app/chrome/MobileChrome.tsx",
      "/p/app/i18n/load.ts",
      "/p/app/root.tsx",
      "/p/app/routes/m.tsx",
      "/p/app/ui/icons/WalletIcon.tsx",
    ]);
  });

  it("keeps the framework in its own chunk, a route's own code and lazily loaded code out of the shell", () => {
    const chunkOf = manualChunks();
    expect(chunkOf(REACT, app)).toBe("react");
    // Shared by a route and the shell: loaded with the shell on every page anyway.
    expect(chunkOf("/p/app/ui/icons/WalletIcon.tsx", app)).toBe("shell");
    expect(chunkOf("/p/app/features/home/Banner.tsx", app)).toBeUndefined();
    expect(chunkOf("/p/app/i18n/locales/ty.ts", app)).toBeUndefined();
    // Entries keep their own files: React Router's manifest names them.
    expect(chunkOf(ROOT_ROUTE, app)).toBeUndefined();
  });

  it("groups nothing in a build without the browser entry (the server build)", () => {
    const server = graph({ "/p/app/root.tsx": ["/p/app/chrome/MobileChrome.tsx"], "/p/app/chrome/MobileChrome.tsx": [] }, ["/p/app/root.tsx"]);
    expect(manualChunks()("/p/app/chrome/MobileChrome.tsx", server)).toBeUndefined();
  });
});
