import type { Setting } from "@comptoir/contracts";
import type { MetaDescriptor } from "react-router";
import { settingText } from "./settings.ts";

interface RootMatch {
  loaderData?: unknown;
}

/**
 * A page's title and description for browsers and search engines, from the restaurant's settings
 * (read by the root loader): "La carte · Piment Rouge" and the site's description.
 */
export function pageMeta(matches: readonly (RootMatch | undefined)[], title: string): MetaDescriptor[] {
  const settings = (matches[0]?.loaderData as { settings?: Setting[] } | undefined)?.settings ?? [];
  const name = settingText(settings, "contacts.name", "Comptoir");
  const description = settingText(settings, "site.description");
  return [
    { title: title === name ? name : `${title} · ${name}` },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
