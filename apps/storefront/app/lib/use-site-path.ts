import { useLocation } from "react-router";
import { samePrefixPath } from "./checkout/checkout-paths.ts";

/** Paths under the current page's prefix (`/fr/…` stays under `/fr/`). */
export function useSitePath(): (path: `/${string}`) => string {
  const { pathname } = useLocation();
  return (path) => samePrefixPath(pathname, path);
}
