import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { CspNonce, cspNonceContext } from "./lib/page-context.ts";

// The server process sets the in-process API and the page's nonce under these very keys (see
// apps/server/src/back-office.ts).
export { apiContext, clockContext, cspNonceContext } from "./lib/page-context.ts";

export const streamTimeout = 5_000;

/**
 * React Router's module preloads, taken out of the page: the modules are imported by the page's
 * own module script all the same. In the head they are fetched at high priority before the first
 * paint, which on a tablet's slow connection waited for them (the storefront does the same, ADR 034;
 * ADR 076).
 */
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * Renders the whole page before sending it: its loader reads the API in-process, and a complete
 * document is simpler for a tool whose pages draw themselves once the staff session is read.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = Buffer.concat(chunks).toString("utf8").replace(MODULE_PRELOADS, "");
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
    setTimeout(abort, streamTimeout + 1000);
  });
}
