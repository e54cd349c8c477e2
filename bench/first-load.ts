import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The build's emptiest page: the 404, which is the root layout and a sentence. What it loads is
 * the floor every page pays (React, React Router's runtime, the root), the reference QUALITY.md
 * asks each budget to be reported against, measured in the same build.
 */
export const FLOOR_PATH = "/une-page-qui-n-existe-pas";

/** What a page's first load costs in JavaScript. */
export interface FirstLoad {
  path: string;
  /** The modules, each once. */
  scripts: string[];
  /** Their sizes once compressed with gzip at its highest level, added up. */
  bytes: number;
  /** The same modules compressed with brotli at its highest quality, added up. */
  brotliBytes: number;
}

/** A GET as the caller makes it (Playwright's request context, or plain fetch). */
export type Get = (path: string) => Promise<{ status: number; body: Uint8Array }>;

/**
 * The JavaScript a page needs before it is interactive: the modules its server-rendered HTML
 * preloads and imports to hydrate (the entry, the framework, the root and the page's route, with
 * their static imports). What a page fetches later on purpose (the sheets once it is idle, the
 * card provider at the payment step) is not part of it.
 */
export function firstLoadScripts(html: string): string[] {
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)];
  // The inline module that starts hydration imports the root and route modules by address.
  const imported = [...html.matchAll(/\bimport\s+\*\s+as\s+\w+\s+from\s+"([^"]+)"/g)];
  return [...new Set([...preloaded, ...imported].map((match) => match[1] ?? ""))].filter(Boolean);
}

/**
 * Measures a page's first-load JavaScript. Sizes are gzip at level 9 and brotli at quality 11,
 * the same on every machine whatever the server's own compression. A module that does not answer
 * 200 throws: the measure itself would be wrong.
 */
export async function measureFirstLoad(get: Get, path: string): Promise<FirstLoad> {
  const page = await get(path);
  const scripts = firstLoadScripts(new TextDecoder().decode(page.body));
  let bytes = 0;
  let brotliBytes = 0;
  for (const src of scripts) {
    const response = await get(src);
    if (response.status !== 200) throw new Error(`${src} : statut ${response.status}`);
    bytes += gzipSync(response.body, { level: 9 }).length;
    brotliBytes += brotliCompressSync(response.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { path, scripts, bytes, brotliBytes };
}

/** A `Get` over fetch, against a server's origin. */
export function fetchGet(origin: string): Get {
  return async (path) => {
    const response = await fetch(new URL(path, origin));
    return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
  };
}
