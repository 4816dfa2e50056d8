// The lint rule behind `island:` imports (scripts/islands-plugin.ts, decision 086).
// - A module that imports a component with `island:` must not also import a value from the same
//   module the ordinary way: Rollup would put the island's code back into that module's chunk, the
//   page's first load. Types are erased, so `import type` is fine.
// - The build-time flag `import.meta.env.SSR` is the plugin's alone: a module branching on it keeps a
//   server twin and a browser twin, which is what `island:` replaced.
import { dirname, relative, resolve } from "node:path";

const APP = resolve(import.meta.dirname, "../app");
const ISLAND_PREFIX = /^island(?:-when-shown)?:/;

/** The app-relative module path an import source names (no extension), or null for a package. */
function appModule(source, filename) {
  const bare = source.replace(ISLAND_PREFIX, "");
  const absolute = bare.startsWith("~/") ? resolve(APP, bare.slice(2)) : bare.startsWith(".") ? resolve(dirname(filename), bare) : null;
  return absolute ? relative(APP, absolute).replace(/\.(tsx?|jsx?)$/, "") : null;
}

const islandImports = {
  meta: {
    type: "problem",
    docs: { description: "An island is not also imported the plain way; no module branches on import.meta.env.SSR" },
    schema: [],
  },
  create(context) {
    const islands = new Set();
    const plain = [];
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== "string") return;
        if (ISLAND_PREFIX.test(source)) {
          islands.add(appModule(source, context.filename));
          return;
        }
        if (node.importKind === "type") return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type")) return;
        plain.push({ node, module: appModule(source, context.filename) });
      },
      "Program:exit"() {
        for (const { node, module } of plain) {
          if (module && islands.has(module)) {
            context.report({
              node,
              message: `~/${module} is imported here with island: too: a plain import of a value puts its code back into this module's chunk. Import types only.`,
            });
          }
        }
      },
      "MemberExpression[object.type='MemberExpression'][object.object.type='MetaProperty'][object.property.name='env'][property.name='SSR']"(node) {
        context.report({
          node,
          message: "No server twin and browser twin: render one component, or import it with island: (scripts/islands-plugin.ts).",
        });
      },
    };
  },
};

export default { rules: { "island-imports": islandImports } };
