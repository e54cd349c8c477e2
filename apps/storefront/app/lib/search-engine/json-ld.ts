/** One node of schema.org structured data, as JSON-LD. */
export type JsonLdNode = { "@type": string } & Record<string, unknown>;

/**
 * The nodes as the text of a `<script type="application/ld+json">`, with the schema.org context.
 * `<`, `>` and `&` are escaped as JSON escapes, so no text of the restaurant's ("</script>" in a
 * dish's description) can close the script or open markup; the JSON means the same.
 */
export function jsonLdText(nodes: readonly JsonLdNode[]): string {
  const document = { "@context": "https://schema.org", "@graph": nodes };
  return JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
