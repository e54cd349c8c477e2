import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { CspNonce, cspNonceContext } from "./lib/csp-nonce.ts";
import { InlineStylesheetText, inlineStylesheetContext } from "./lib/inline-stylesheet.tsx";

// The server process sets the in-process API and its clock under these very keys (see apps/server/src/storefront.ts).
export { apiContext, clockContext } from "./lib/api-context.ts";
export { cspNonceContext } from "./lib/csp-nonce.ts";
export { inlineStylesheetContext } from "./lib/inline-stylesheet.tsx";

export const streamTimeout = 5_000;

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
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
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
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
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
