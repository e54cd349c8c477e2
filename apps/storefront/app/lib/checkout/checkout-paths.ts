/**
 * A page's path under the same prefix as the current one: a customer who came by `/fr/checkout`
 * stays under `/fr/` (the site answers both).
 */
export function samePrefixPath(currentPath: string, path: `/${string}`): string {
  const prefixed = currentPath === "/fr" || currentPath.startsWith("/fr/");
  if (!prefixed) return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}
