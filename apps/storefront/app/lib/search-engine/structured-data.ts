import { createContext, type RouterContextProvider } from "react-router";
import type { JsonLdNode } from "./json-ld.ts";

/**
 * The structured data of the page being rendered: loaders add their nodes, and the server entry
 * writes them into the page's head as one JSON-LD script. It never goes through the loader data,
 * so the page does not carry it twice (once as the script, once for hydration), nor does the
 * browser download the code that builds it: crawlers read the server's HTML.
 */
export const structuredDataContext = createContext<readonly JsonLdNode[]>([]);

/** Adds nodes to the page's structured data (from a loader, on the server). */
export function publishStructuredData(
  context: Readonly<RouterContextProvider>,
  nodes: readonly JsonLdNode[],
) {
  context.set(structuredDataContext, [...context.get(structuredDataContext), ...nodes]);
}
