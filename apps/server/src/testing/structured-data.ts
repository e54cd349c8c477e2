import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";

/**
 * The schema.org vocabulary (release 30.0, CC BY-SA 4.0: see schemaorg/NOTICE.md), kept in the
 * repository: the validator checks types and properties against it offline, never against
 * schema.org's site.
 */
const VOCABULARY = fileURLToPath(new URL("./schemaorg/schemaorg-current-https.jsonld", import.meta.url));

let validator: Validator | undefined;

/** The JSON-LD nodes of a page: every `application/ld+json` script, its `@graph` unfolded. */
export function structuredDataOf(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.flatMap((match) => {
    const document = JSON.parse(match[1] ?? "null") as Record<string, unknown> | Record<string, unknown>[];
    const top = Array.isArray(document) ? document : [document];
    return top.flatMap((node) =>
      Array.isArray(node["@graph"]) ? (node["@graph"] as Record<string, unknown>[]) : [node],
    );
  });
}

/** The nodes of a given type (`Restaurant`, `Menu`…). */
export function nodesOfType(html: string, type: string): Record<string, unknown>[] {
  return structuredDataOf(html).filter((node) => node["@type"] === type);
}

/**
 * What @adobe/structured-data-validator finds wrong with a page's structured data: unknown types,
 * properties a type does not have (schema.org), and Google's rules for the types it knows
 * (breadcrumbs, offers of products, organisations). Errors and warnings alike.
 */
export async function structuredDataIssues(html: string): Promise<ValidationIssue[]> {
  validator ??= new Validator(JSON.parse(readFileSync(VOCABULARY, "utf8")));
  const byType: Record<string, unknown[]> = {};
  for (const node of structuredDataOf(html)) {
    const type = String(node["@type"]);
    byType[type] = [...(byType[type] ?? []), { "@context": "https://schema.org", ...node }];
  }
  return validator.validate({ jsonld: byType });
}
