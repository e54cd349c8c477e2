const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * A text written into a page the shop builds by hand (the robots' error page, the offline page,
 * the mobile app's page): its `&`, `<`, `>` and quotes escaped, so a setting or a path can never
 * become markup, in an element or in an attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
