import { createContext as createReactContext, useContext, useState } from "react";
import { createContext } from "react-router";

/**
 * The site's stylesheet, inlined in the page's head so the first paint waits on no request (it is
 * about 6 KB compressed: all of it is the critical CSS). The server reads the built file once and
 * sets its text here; the page's policy allows that exact text by its SHA-256 hash.
 */
export const inlineStylesheetContext = createContext<string | undefined>(undefined);

/** The same text for components; undefined in the browser, which finds it in the document. */
export const InlineStylesheetText = createReactContext<string | undefined>(undefined);

const STYLE_ID = "feuille-de-style";

/**
 * `<style>` with the stylesheet when the server inlined it, else a plain `<link>` (a render without
 * the server's context, as in component tests). In the browser, hydration reads the text back from
 * the document, so both sides render the same element, and it never changes afterwards.
 */
export function InlineStylesheet({ href }: { href: string }) {
  const fromServer = useContext(InlineStylesheetText);
  const [css] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined" ? undefined : document.getElementById(STYLE_ID)?.textContent) ??
      undefined,
  );
  if (css === undefined) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, allowed by its hash.
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
