import type { JsonLdNode } from "./json-ld.ts";
import { absoluteUrl } from "./site-address.ts";

/** The path from the home page to a page ("Accueil › La carte"), as search results show it. */
export function breadcrumbJsonLd(
  origin: string,
  steps: readonly { name: string; path: string }[],
): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}
