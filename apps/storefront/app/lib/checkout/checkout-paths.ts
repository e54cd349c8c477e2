import { pathUnderPrefixOf } from "@comptoir/messages";
import { i18nConfig } from "../../site-config.ts";

/**
 * A page's path under the same locale prefix as the current one: a customer who came by
 * `/fr/checkout` stays under `/fr/` (the site answers both), for every configured locale.
 */
export function samePrefixPath(currentPath: string, path: `/${string}`): string {
  return pathUnderPrefixOf(currentPath, path, i18nConfig);
}
