import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

/**
 * A page's server markup as these tests compare it: React Router marks every link it may look up
 * routes for with `data-discover="true"` (lazy route discovery), which is the framework's business,
 * not the page's, so it is left out.
 */
export function renderMarkup(node: ReactNode): string {
  return renderToString(node).replaceAll(' data-discover="true"', "");
}
