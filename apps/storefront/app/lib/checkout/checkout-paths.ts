/**
 * A page's path under the same prefix as the current one: a customer who came by `/fr/checkout`
 * stays under `/fr/` (the site answers both).
 */
export function samePrefixPath(currentPath: string, path: "/menu" | "/success"): string {
  return currentPath.startsWith("/fr/") ? `/fr${path}` : path;
}
