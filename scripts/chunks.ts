import type { ManualChunkMeta } from "rollup";

/** Framework code every page loads: one vendor chunk (docs/decisions/059). */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream)\//;

/**
 * The modules of the page shell: the browser entry, the root route and the /m layout, which every
 * page of the app loads (every page is under /m/; the others only redirect or answer 404).
 */
const SHELL_ENTRIES = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx\?/, /\/app\/routes\/m\.tsx\?/];

/**
 * The non-entry modules the shell's entries import statically, directly or not. Code reached only
 * through `import()` (the locale chunks, islands) stays out: it loads when it is needed.
 */
export function shellModules(meta: Pick<ManualChunkMeta, "getModuleIds" | "getModuleInfo">): Set<string> {
  const ids = [...meta.getModuleIds()];
  const seen = new Set<string>();
  const queue = ids.filter((id) => SHELL_ENTRIES.some((entry) => entry.test(id)));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return new Set([...seen].filter((id) => !meta.getModuleInfo(id)?.isEntry && !FRAMEWORK.test(id)));
}

/**
 * `build.rollupOptions.output.manualChunks`. Rollup splits code by the set of entries that use it,
 * and every route is an entry: the shell's modules, which routes and islands import too, came out
 * as dozens of sub-kilobyte chunks (an icon, a hook each), every one a request of every first load.
 * The shell is one chunk instead (docs/decisions/090); what a route alone uses still comes with it.
 * The set is worked out once per build (the server build has no browser entry: it groups nothing).
 */
export function manualChunks(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let shell: { of: ManualChunkMeta["getModuleInfo"]; modules: Set<string> } | undefined;
  return (id, meta) => {
    if (FRAMEWORK.test(id)) return "react";
    if (shell?.of !== meta.getModuleInfo) shell = { of: meta.getModuleInfo, modules: shellModules(meta) };
    if (shell.modules.has(id)) return "shell";
    return undefined;
  };
}
