import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The build's emptiest page: the 404, which is the root layout and a sentence. What it loads is
 * the floor every page pays (React, React Router's runtime, the root), the reference docs/quality.md
 * asks each budget to be reported against, measured in the same build.
 */
export const FLOOR_PATH = "/une-page-qui-n-existe-pas";

/** The back office's floor (its own build, ADR 045): its 404, its root layout and a sentence. */
export const BACK_OFFICE_FLOOR_PATH = "/admin/une-page-qui-n-existe-pas";

/**
 * The measures ask as a person's phone browser would: robots (and headless browsers, and bare
 * HTTP clients) get a plain page without scripts for an error (ADR 032), which would empty the floor.
 */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

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
 * imports to hydrate (the inline module script imports the root and the page's route, then the
 * client entry), with all their static imports, followed through the module graph; and any module
 * the HTML preloads. What a page fetches later on purpose (the sheets once it is idle, the card
 * provider at the payment step: dynamic imports inside modules) is not part of it.
 */
function firstLoadScripts(html: string): string[] {
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)];
  // The inline module that starts hydration imports the root and route modules by address, and
  // then the client entry with a dynamic import().
  const imported = [...html.matchAll(/\bimport\s+\*\s+as\s+\w+\s+from\s+"([^"]+)"/g)];
  const entry = [...html.matchAll(/\bimport\("(\/(?:admin\/)?assets\/entry\.client[^"]+)"\)/g)];
  return [...new Set([...preloaded, ...imported, ...entry].map((match) => match[1] ?? ""))].filter(Boolean);
}

/** A built module's static imports (`import … from "./x.js"`, `import "./x.js"`), as absolute paths. */
function staticImports(source: string, modulePath: string): string[] {
  const found = [
    ...source.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g),
    ...source.matchAll(/\bexport\s*[\w$*{}\s,]*?\s*from\s*["']([^"']+\.js)["']/g),
  ];
  return found.map((match) => new URL(match[1] ?? "", `http://page${modulePath}`).pathname);
}

/**
 * Measures a page's first-load JavaScript. Sizes are gzip at level 9 and brotli at quality 11,
 * the same on every machine whatever the server's own compression. A module that does not answer
 * 200 throws: the measure itself would be wrong.
 */
export async function measureFirstLoad(get: Get, path: string): Promise<FirstLoad> {
  const page = await get(path);
  const queue = firstLoadScripts(new TextDecoder().decode(page.body));
  const scripts: string[] = [];
  let bytes = 0;
  let brotliBytes = 0;
  while (queue.length > 0) {
    const src = queue.shift() ?? "";
    if (scripts.includes(src)) continue;
    scripts.push(src);
    const response = await get(src);
    if (response.status !== 200) throw new Error(`${src} : statut ${response.status}`);
    queue.push(...staticImports(new TextDecoder().decode(response.body), src));
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
    const response = await fetch(new URL(path, origin), { headers: { "User-Agent": PERSON_USER_AGENT } });
    return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
  };
}
