import type { ModuleName } from "@contract/capabilities";
import { useRouteLoaderData } from "react-router";

/**
 * The optional modules the operator's gateway does not offer (contract/capabilities.ts), as the
 * root loader says: for links outside a page's own loader data (the bottom menu, footers, a page's
 * side links). Without the root's data (its own loader failed) every module counts as offered, as
 * when the capabilities call fails.
 */
export function useUnofferedModules(): readonly ModuleName[] {
  // Not typed from ~/root: chrome components must not import the root module.
  const root = useRouteLoaderData("root") as { unofferedModules?: readonly ModuleName[] } | undefined;
  return root?.unofferedModules ?? NONE;
}

const NONE: readonly ModuleName[] = [];

/** Whether the gateway offers the module: its links show only then. */
export function useModuleOn(module: ModuleName): boolean {
  return !useUnofferedModules().includes(module);
}
