import type { Plugin } from "vite";

/**
 * Islands (decisions 049 and 058) behind one import. A module writes
 *
 *   import { LoginForm } from "island:~/features/account/LoginForm";
 *
 * and gets, in the server build (and in unit tests), the plain import: the server renders the
 * component in place. In the browser build it gets `formIsland(() => import("…").then((m) => m.LoginForm))`:
 * the page ships without the component's code, which arrives after the page and hydrates the
 * server's HTML in place. `island:` starts loading the code when the importing module runs (forms and
 * sections every visit shows); `island-when-shown:` only when React first renders it (a gate screen,
 * a dialog few players see). TypeScript resolves both prefixes to the module itself (tsconfig paths),
 * so the names keep their types. The lint rule islands/island-imports (scripts/eslint-islands.js)
 * refuses a plain value import of the same module beside it, which would bring its code back into
 * the first load.
 */
const APP = new URL("../app/", import.meta.url).pathname;

const ISLAND_PREFIXES = { "island:": "formIsland", "island-when-shown:": "whenShownIsland" } as const;

/** `import { A, B as C } from "island:…";` (one statement, possibly over several lines). */
const ISLAND_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"(island(?:-when-shown)?:)([^"]+)";/g;

type Binding = { imported: string; local: string };

function bindings(list: string): Binding[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported = "", local = imported] = part.split(/\s+as\s+/).map((name) => name.trim());
      if (!/^\w+$/.test(imported) || !/^\w+$/.test(local)) throw new Error(`island import: unsupported binding "${part}"`);
      return { imported, local };
    });
}

/**
 * The module's source with its island imports written for one build: the server's or the browser's.
 * Each statement keeps its number of lines, so positions in the module stay where they were.
 */
export function rewriteIslandImports(code: string, forServer: boolean): string {
  let first = true;
  return code.replace(ISLAND_IMPORT, (statement: string, list: string, prefix: keyof typeof ISLAND_PREFIXES, source: string) => {
    const lines = statement.split("\n").length;
    const pad = (text: string) => text + "\n".repeat(Math.max(0, lines - text.split("\n").length));
    if (forServer) return pad(`import {${list}} from "${source}";`);
    const helpers = first ? `import { formIsland, whenShownIsland } from "~/ui/forms/form-island"; ` : "";
    first = false;
    const helper = ISLAND_PREFIXES[prefix];
    return pad(
      helpers +
        bindings(list)
          .map(({ imported, local }) => `const ${local} = ${helper}(() => import("${source}").then((m) => m.${imported}));`)
          .join(" "),
    );
  });
}

export function islandsPlugin(): Plugin {
  return {
    name: "edge-lobby:islands",
    // Before the framework's and TypeScript's own transforms, so no other plugin sees an `island:` specifier.
    enforce: "pre",
    transform(code, id, options) {
      // The app's modules only: a test or a script may well hold such a statement as text.
      const file = id.split("?")[0] ?? "";
      if (!file.startsWith(APP) || !/\.tsx?$/.test(file) || !code.includes('"island')) return null;
      const rewritten = rewriteIslandImports(code, options?.ssr === true);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
