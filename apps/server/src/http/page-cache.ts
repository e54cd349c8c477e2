import { createHash } from "node:crypto";
import type { Context } from "hono";
import { isbot } from "isbot";
import type { Catalog } from "../services/catalog.ts";
import { type EncodedBody, encodedBody, sendEncoded } from "./public-body.ts";

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
  headers: [string, string][];
  encoded: EncodedBody;
}

/**
 * What a page shown to anonymous visitors depends on: the catalogue (its generation is in every
 * public ETag) and the shop's minute (the menus' ETag changes with it, as open flags and times do).
 */
export async function catalogueVersion(catalog: Catalog, now: Date): Promise<string> {
  const [menus, settings, offers] = await Promise.all([
    catalog.menus(now),
    catalog.settings(),
    catalog.offers(),
  ]);
  return `${settings.etag}${offers.etag}${menus.etag}`;
}

/**
 * Server-rendered pages kept whole for anonymous visitors (no cookie, no credentials, no query
 * string): one rendering per page, catalogue version and minute, its HTML compressed once and
 * answered with an ETag, or a 304. A page kept this way keeps the nonce it was rendered with, and
 * the Content-Security-Policy naming it is kept beside it (ADR 026). Concurrent misses share one
 * rendering. Only the latest version of each page is kept, so memory does not grow with traffic.
 */
export function createPageCache({
  paths,
  version,
}: {
  paths: readonly string[];
  version: () => Promise<string>;
}) {
  const pages = new Map<string, CachedPage>();
  const filling = new Map<string, { version: string; page: Promise<CachedPage | null> }>();

  function anonymous(c: Context): boolean {
    if (c.req.method !== "GET" || !paths.includes(c.req.path)) return false;
    if (new URL(c.req.url).search !== "") return false;
    return !c.req.header("Cookie") && !c.req.header("Authorization");
  }

  async function store(response: Response, pageVersion: string): Promise<CachedPage | null> {
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
    const page: CachedPage = {
      version: pageVersion,
      etag: `"page-${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`,
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
      headers,
      encoded: await encodedBody({}, html),
    };
    return page;
  }

  function send(c: Context, page: CachedPage) {
    for (const [name, value] of page.headers) c.header(name, value);
    return sendEncoded(c, {
      etag: page.etag,
      contentType: page.contentType,
      encoded: page.encoded,
      cacheControl: PAGE_CACHE_CONTROL,
    });
  }

  return {
    async serve(c: Context, render: () => Promise<Response>): Promise<Response> {
      if (!anonymous(c)) return render();
      // Bots get their own copy: a person's page names the tag manager, which a bot's never does (ADR 037).
      const path = isbot(c.req.header("User-Agent")) ? `${c.req.path} (robot)` : c.req.path;
      // The page names its own address (canonical link, og tags, structured data) from the origin
      // it was asked at when no site root is configured: a request to another Host must never get,
      // nor leave behind for others, a page naming that host.
      const current = `${new URL(c.req.url).origin} ${await version()}`;
      const kept = pages.get(path);
      if (kept?.version === current) return send(c, kept);

      const waiting = filling.get(path);
      if (waiting?.version === current) {
        // Another request is rendering this very version: its result serves this one too.
        const page = await waiting.page.catch(() => null);
        return page ? send(c, page) : render();
      }
      let uncacheable: Response | null = null;
      const fill = {
        version: current,
        page: (async () => {
          const rendered = await render();
          if (rendered.status !== 200 || rendered.headers.has("Set-Cookie")) {
            uncacheable = rendered;
            return null;
          }
          return store(rendered, current);
        })(),
      };
      filling.set(path, fill);
      try {
        const page = await fill.page;
        if (!page) return uncacheable ?? render();
        pages.set(path, page);
        return send(c, page);
      } finally {
        if (filling.get(path) === fill) filling.delete(path);
      }
    },
  };
}
