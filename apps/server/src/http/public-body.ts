import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context } from "hono";
import type { PublicBody } from "../services/catalog.ts";
import { type PreparedHeaders, preparedAnswer, preparedHeaders } from "./prepared-answer.ts";
import { API_POLICY } from "./security-headers.ts";

/**
 * Public reads may be kept by browsers and a CDN for a short while, and served stale while they
 * revalidate; a matching If-None-Match costs a 304 and no body.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=300";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One body's bytes, plain and compressed: built once per body (per catalogue change or minute), not per request. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const encodedBodies = new WeakMap<object, Promise<EncodedBody>>();

/**
 * The body's bytes in each encoding, compressed once (off the event loop, in zlib's threads) and
 * kept as long as the body object itself: the catalogue drops a body when its data changes.
 */
export function encodedBody(key: object, text: string): Promise<EncodedBody> {
  let encoded = encodedBodies.get(key);
  if (!encoded) {
    const identity = Buffer.from(text);
    encoded = Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          // 9, not 11: within 10 % of 11's size at a tenth of its time (demo /menu 18 vs 168 ms,
          // 1,000 dishes 43 ms vs 1.6 s), paid by the first request of each minute for the menus.
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]).then(([gzipped, brotli]) => ({ identity, gzip: gzipped, br: brotli }));
    encodedBodies.set(key, encoded);
  }
  return encoded;
}

/**
 * Whether an If-None-Match header names this entity: a list, `*`, and weak comparison (RFC 9110,
 * section 13.1.2), so `W/"x"` (what a proxy that recompressed the answer sends back) matches `"x"`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts among ours: brotli, then gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/**
 * Sends cached bytes as they are: the validators, and the body already compressed in the encoding
 * the client prefers, as a prepared answer (prepared-answer.ts: the middlewares leave it alone).
 * Each encoding is its own representation, so it carries its own strong ETag; any of them
 * revalidates, since they all hold the same data. `headers` go with the bytes only, never with a
 * 304: a cache copies a 304's headers onto the answer it keeps, and a page's policy names the
 * nonce of this process's copy, not of the one the client holds (ADR 074).
 */
export function sendEncoded(
  c: Context,
  {
    etag,
    contentType,
    encoded,
    cacheControl = PUBLIC_CACHE_CONTROL,
    headers = {},
  }: {
    etag: string;
    contentType: string;
    encoded: EncodedBody;
    cacheControl?: string;
    headers?: Readonly<Record<string, string>>;
  },
): Response {
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  const ifNoneMatch = c.req.header("If-None-Match");
  const base = etag.slice(0, -1);
  let prepared = answerHeaders.get(encoded);
  if (prepared?.etag !== etag) {
    prepared = { etag, ...representations({ etag, contentType, encoded, cacheControl, headers }) };
    answerHeaders.set(encoded, prepared);
  }
  if (
    ifNoneMatch &&
    (matchesIfNoneMatch(ifNoneMatch, etag) ||
      matchesIfNoneMatch(ifNoneMatch, `${base}-gzip"`) ||
      matchesIfNoneMatch(ifNoneMatch, `${base}-br"`))
  ) {
    return preparedAnswer(null, 304, prepared[encoding].notModified);
  }
  const bytes = c.req.method === "HEAD" ? null : (encoded[encoding] as Uint8Array<ArrayBuffer>);
  return preparedAnswer(bytes, 200, prepared[encoding].whole);
}

type Representations = Record<Encoding, { whole: PreparedHeaders; notModified: PreparedHeaders }>;

/** Each body's headers, per encoding, for a whole answer and for a 304: made at its first answer. */
const answerHeaders = new WeakMap<EncodedBody, { etag: string } & Representations>();

function representations({
  etag,
  contentType,
  encoded,
  cacheControl,
  headers,
}: {
  etag: string;
  contentType: string;
  encoded: EncodedBody;
  cacheControl: string;
  headers: Readonly<Record<string, string>>;
}): Representations {
  const made = (encoding: Encoding) => {
    const validators = {
      "cache-control": cacheControl,
      vary: "Accept-Encoding",
      etag: encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`,
    };
    return {
      whole: preparedHeaders({
        ...headers,
        ...validators,
        "content-type": contentType,
        "content-length": String(encoded[encoding].length),
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      }),
      notModified: preparedHeaders(validators),
    };
  };
  return { identity: made("identity"), gzip: made("gzip"), br: made("br") };
}

/** The API's policy (the security headers' middleware would have added it: it leaves this answer alone). */
const API_HEADERS = { "content-security-policy": API_POLICY };

export async function sendPublicBody(c: Context, publicBody: PublicBody) {
  return sendEncoded(c, {
    etag: publicBody.etag,
    contentType: "application/json; charset=UTF-8",
    encoded: await encodedBody(publicBody, publicBody.body),
    headers: API_HEADERS,
  });
}
