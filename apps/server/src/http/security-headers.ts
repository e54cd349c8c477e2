import { randomBytes } from "node:crypto";
import { TAG_MANAGER_ORIGIN } from "@comptoir/contracts";
import type { MiddlewareHandler } from "hono";

/** What Stripe.js needs (its documented policy): the script, its card frames and its API. */
const STRIPE_SOURCES = {
  script: " https://js.stripe.com",
  frame: "https://js.stripe.com https://hooks.stripe.com",
  connect: " https://api.stripe.com",
};

/**
 * What the restaurant's tag manager needs once a visitor accepted cookies: its script from its one
 * origin, and where Google tags send their measurements (Google's documented policy for GA4).
 */
const TAG_MANAGER_SOURCES = {
  script: ` ${TAG_MANAGER_ORIGIN}`,
  connect: ` ${TAG_MANAGER_ORIGIN} https://*.google-analytics.com https://*.analytics.google.com`,
  img: ` ${TAG_MANAGER_ORIGIN} https://*.google-analytics.com`,
};

/** A fresh nonce for one page: 128 random bits. */
export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The storefront's policy: everything from the shop itself; inline scripts only with this page's
 * nonce (React Router's hydration data and scroll restoration), never eval; nobody may frame it.
 * Stripe's origins are allowed on every page when Stripe is the card provider, not only on
 * /checkout: pages change by client-side navigation, so the document loaded on /menu is the one
 * that reaches the payment step, under the policy it was served with. The script itself still
 * loads only at the payment step. In "mode démo" no outside origin is allowed at all. The tag
 * manager's origins are allowed only on pages whose visitor may load it (ADR 037): never for
 * bots, never without a valid id; its script still waits for the visitor's "Accepter".
 */
export function pagePolicy({
  nonce,
  stripe,
  tagManager = false,
  styleHashes = [],
}: {
  nonce?: string;
  stripe: boolean;
  /** The page may load the restaurant's tag manager (see `analyticsTagFor`). */
  tagManager?: boolean;
  /** The inline stylesheet's hashes (`sha256-…`): the page's CSS sits in its head, for the first paint. */
  styleHashes?: readonly string[];
}): string {
  const extra = stripe ? STRIPE_SOURCES : { script: "", frame: "'none'", connect: "" };
  const tag = tagManager ? TAG_MANAGER_SOURCES : { script: "", connect: "", img: "" };
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}${extra.script}${tag.script}`,
    `style-src 'self'${styleHashes.map((hash) => ` '${hash}'`).join("")}`,
    `img-src 'self'${tag.img}`,
    "font-src 'self'",
    `connect-src 'self'${extra.connect}${tag.connect}`,
    `frame-src ${extra.frame}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The API answers JSON: nothing in it may load or run anything, nor be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers every answer carries: Hono's secure headers (its defaults, less the embedder policy
 * that would stop cross-origin images), with no MIME sniffing, the origin alone as referrer to
 * other sites, and no framing (X-Frame-Options for old browsers, frame-ancestors for the others).
 * Written out once here, so that a prepared answer (prepared-answer.ts) carries the same ones.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * Security headers on every answer (`COMMON_SECURITY_HEADERS`), and a Content-Security-Policy: the
 * API's under /v2, else the storefront's. Pages rendered by React set their own, with their nonce,
 * before this runs after them (see createApp). A 304 gets none: a cache would copy it onto the
 * page it keeps, whose own policy names that page's nonce (ADR 074).
 */
export function securityHeaders({ stripe }: { stripe: boolean }): MiddlewareHandler {
  const staticPolicy = pagePolicy({ stripe });
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const name in COMMON_SECURITY_HEADERS) headers.set(name, COMMON_SECURITY_HEADERS[name] as string);
    headers.delete("X-Powered-By");
    if (c.res.status !== 304 && !headers.has("Content-Security-Policy")) {
      headers.set(
        "Content-Security-Policy",
        c.req.path.startsWith("/v2/") || c.req.path === "/v2" ? API_POLICY : staticPolicy,
      );
    }
  };
}
