import type { Db } from "@comptoir/db";
import { PHOTO_MIME_TYPES, parseRenditionName } from "@comptoir/domain";
import { photosApi } from "@comptoir/messages";
import { Hono } from "hono";
import { matchesIfNoneMatch } from "../http/public-body.ts";
import type { PhotoBytes } from "../services/photos/photo-bytes.ts";
import { renditionBytes } from "../services/photos/photo-store.ts";
import { createRenditionCache, RENDITION_CACHE_BYTES } from "../services/photos/rendition-cache.ts";

/** A rendition's name names its content (ADR 055): it can be kept for good, by browsers and CDNs. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A name not made yet may be soon (its framing is encoding): asked again a minute later. */
const NOT_FOUND_CACHE = "public, max-age=60";

/**
 * /photos/<key>-<width>.<avif|webp|jpg> (ADR 055): the renditions the encoder made, for everyone,
 * from a small cache in memory in front of the table. Mounted before the pages, outside the API.
 */
export function photoRoutes({
  db,
  photoBytes,
  cacheBytes = RENDITION_CACHE_BYTES,
}: {
  db: Db;
  photoBytes: PhotoBytes;
  cacheBytes?: number;
}) {
  const cache = createRenditionCache(cacheBytes);
  return new Hono().get("/:name", async (c) => {
    const name = c.req.param("name");
    const rendition = parseRenditionName(name);
    let bytes = cache.get(name);
    if (!bytes && rendition) {
      bytes = (await renditionBytes(db, photoBytes, rendition)) ?? undefined;
      if (bytes) cache.set(name, bytes);
    }
    if (!rendition || !bytes) {
      c.header("Cache-Control", NOT_FOUND_CACHE);
      return c.text(photosApi.renditionNotFound, 404);
    }
    // Its name names its content: every process gives the same tag, and answers any with a 304.
    const etag = `"${name}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", IMMUTABLE);
    if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    c.header("Content-Type", PHOTO_MIME_TYPES[rendition.format]);
    c.header("Content-Length", String(bytes.byteLength));
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });
}
