import type { Context } from "hono";
import { isbot } from "isbot";
import { type Catalog, contentTag } from "../services/catalog.ts";
import { type EncodedBody, encodedBody, sendEncoded } from "./public-body.ts";
import { newCspNonce } from "./security-headers.ts";

/**
 * Anonymous pages may be kept a few seconds and served stale for a minute while they revalidate:
 * what they show changes with the catalogue and the minute (open flags, times).
 */
const PAGE_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=60";

/** Headers that belong to one answer's bytes, not to the page: never stored with it. */
const PER_ANSWER = new Set(["content-length", "content-encoding", "etag", "cache-control", "vary", "date"]);

interface CachedPage {
  version: string;
  etag: string;
  contentType: string;
  /** The page's own headers, its Content-Security-Policy among them: its nonce is the HTML's. */
  headers: Record<string, string>;
  encoded: EncodedBody;
}

const MINUTE = 60_000;

/** What a rendering is given: the nonce to write into the page, and the clock its loaders read. */
interface PageRendering {
  nonce: string;
  clock: () => Date;
}

/**
 * What a page shown to anonymous visitors depends on: the catalogue's content (its version) and
 * the shop's minute (open flags and times change with it).
 */
export async function catalogueVersion(catalog: Catalog, now: Date): Promise<string> {
  return `${await catalog.version()}-${Math.floor(now.getTime() / MINUTE).toString(36)}`;
}

/**
 * A page's tag, from its HTML before its nonce was set: two processes that render the same page
 * draw different nonces, and give it the same tag, so that either answers the other's with a 304.
 * The nonce is 128 random bits: nothing else in the page can be it.
 */
function pageTag(html: string, nonce: string): string {
  return `"page-${contentTag(html.replaceAll(nonce, ""))}"`;
}

/**
 * Server-rendered pages kept whole for anonymous visitors (no cookie, no credentials, no query
 * string): one rendering per page, catalogue version and minute, its HTML compressed once and
 * answered with an ETag, or a 304. A page kept this way keeps the nonce it was rendered with, and
 * the Content-Security-Policy naming it is kept beside it (ADR 026). Concurrent misses share one
 * rendering. Only the latest version of each page is kept, so memory does not grow with traffic.
 * `render` is given the nonce to write into the page (a fresh one for every rendering) and the
 * clock its loaders read: a kept page is rendered as of the start of its minute, so that every
 * process renders the same page in that minute, whatever second its first visitor came at (the
 * page holds the shop's time, from which the browser runs the shop's clock).
 */
export function createPageCache({
  paths,
  clock,
  version,
}: {
  paths: readonly string[];
  clock: () => Date;
  version: (now: Date) => Promise<string>;
}) {
  const pages = new Map<string, CachedPage>();
  const filling = new Map<string, { version: string; page: Promise<CachedPage | null> }>();

  function anonymous(c: Context): boolean {
    if (c.req.method !== "GET" || !paths.includes(c.req.path)) return false;
    if (new URL(c.req.url).search !== "") return false;
    return !c.req.header("Cookie") && !c.req.header("Authorization");
  }

  async function store(response: Response, nonce: string, pageVersion: string): Promise<CachedPage | null> {
    const html = await response.text();
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase())),
    );
    const page: CachedPage = {
      version: pageVersion,
      etag: pageTag(html, nonce),
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      headers,
      encoded: await encodedBody({}, html),
    };
    return page;
  }

  function send(c: Context, page: CachedPage) {
    return sendEncoded(c, {
      etag: page.etag,
      contentType: page.contentType,
      encoded: page.encoded,
      cacheControl: PAGE_CACHE_CONTROL,
      headers: page.headers,
    });
  }

  return {
    async serve(c: Context, render: (page: PageRendering) => Promise<Response>): Promise<Response> {
      const fresh = () => render({ nonce: newCspNonce(), clock });
      if (!anonymous(c)) return fresh();
      // Bots get their own copy: a person's page names the tag manager, which a bot's never does (ADR 037).
      const path = isbot(c.req.header("User-Agent")) ? `${c.req.path} (robot)` : c.req.path;
      // The page names its own address (canonical link, og tags, structured data) from the origin
      // it was asked at when no site root is configured: a request to another Host must never get,
      // nor leave behind for others, a page naming that host.
      const now = clock();
      const current = `${new URL(c.req.url).origin} ${await version(now)}`;
      const kept = pages.get(path);
      if (kept?.version === current) return send(c, kept);

      const waiting = filling.get(path);
      if (waiting?.version === current) {
        // Another request is rendering this very version: its result serves this one too.
        const page = await waiting.page.catch(() => null);
        return page ? send(c, page) : fresh();
      }
      let uncacheable: Response | null = null;
      const fill = {
        version: current,
        page: (async () => {
          const nonce = newCspNonce();
          const minute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
          const rendered = await render({ nonce, clock: () => minute });
          if (rendered.status !== 200 || rendered.headers.has("Set-Cookie")) {
            uncacheable = rendered;
            return null;
          }
          return store(rendered, nonce, current);
        })(),
      };
      filling.set(path, fill);
      try {
        const page = await fill.page;
        if (!page) return uncacheable ?? fresh();
        pages.set(path, page);
        return send(c, page);
      } finally {
        if (filling.get(path) === fill) filling.delete(path);
      }
    },
  };
}
