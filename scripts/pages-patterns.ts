/** A Cloudflare Pages path pattern (`_routes.json`, `_headers`): `*` matches any run of characters, everything else itself. */
export function pagesPatternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}
