import { Writable } from "node:stream";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { botErrorPage } from "./lib/bot-error-page.server.ts";
import { CspNonce, cspNonceContext } from "./lib/csp-nonce.ts";
import { InlineStylesheetText, inlineStylesheetContext } from "./lib/inline-stylesheet.tsx";
import { intlWarmUpContext, intlWarmUpScript } from "./lib/intl-warm-up.ts";
import { jsonLdText } from "./lib/search-engine/json-ld.ts";
import { structuredDataContext } from "./lib/search-engine/structured-data.ts";
import { siteConfig } from "./site-config.ts";

// The server process sets the in-process API and its clock under these very keys (see apps/server/src/storefront.ts).
export { apiContext, clockContext } from "./lib/api-context.ts";
export { cspNonceContext } from "./lib/csp-nonce.ts";
export { inlineStylesheetContext } from "./lib/inline-stylesheet.tsx";
// The server reads the locale settings of the build it serves (root redirect, cookie, catalogue).
export { siteConfig } from "./site-config.ts";

export const streamTimeout = 5_000;

/**
 * React 19 hoists React Router's `<link rel="modulepreload">` tags to the top of the head: the
 * browser then fetches every module at high priority before the first paint, and Lighthouse's
 * simulation of a slow phone counts them in it (FCP 2.0–2.3 s on /, /menu; 0.8–0.9 s without).
 * The page's inline module script imports the same modules, so they still load, at the priority
 * of an async script, once the content is painted (ADR 028).
 */
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * Renders the whole page before sending it. Loaders read the API in-process, so waiting for all of
 * it costs little, and a complete document paints at once with no layout shift from streamed parts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  const stylesheet = loadContext.get(inlineStylesheetContext);
  const structuredData = loadContext.get(structuredDataContext);
  const intlWarmUp = loadContext.get(intlWarmUpContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (responseStatusCode >= 400 && isbot(request.headers.get("user-agent"))) {
    return botErrorPage(responseStatusCode, new URL(request.url), responseHeaders, siteConfig.i18n);
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <InlineStylesheetText.Provider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetText.Provider>
      </CspNonce.Provider>,
      {
        nonce,
        // The page is sent whole (onAllReady): every Suspense boundary written in place. By default
        // React moves a boundary over 12.8 KB to the end of the page and reveals it by a script
        // (after a throttle), so the menu's categories (ADR 076) would paint after their frame.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              let html = Buffer.concat(chunks).toString("utf8").replace(MODULE_PRELOADS, "");
              // The page's structured data, outside React's tree: hydration skips a script it did not render in the head.
              if (status === 200 && structuredData.length > 0) {
                const script = `<script type="application/ld+json"${nonce ? ` nonce="${nonce}"` : ""}>${jsonLdText(structuredData)}</script>`;
                html = html.replace("</head>", () => `${script}</head>`);
              }
              // Before the first paint, the date formats hydration would otherwise start (ADR 080).
              if (intlWarmUp) {
                const script = `<script${nonce ? ` nonce="${nonce}"` : ""}>${intlWarmUpScript(intlWarmUp)}</script>`;
                html = html.replace("</head>", () => `${script}</head>`);
              }
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
