import { escapeHtml, fill, nativeShell } from "@comptoir/messages";

/** The folder bundled into the apps (Capacitor's `webDir`) and the page in it. */
export const FALLBACK_DIRECTORY = "www";
export const FALLBACK_PAGE = "index.html";

/**
 * The one page the app carries: what it shows when the shop cannot be reached (no network, the
 * server down). It has no script (Capacitor's plugins do not reach it on Android); its button is
 * a plain link back to the shop, so trying again needs nothing but the network.
 */
export function fallbackPage({
  shopName,
  shopAddress,
  background,
}: {
  shopName: string;
  shopAddress: URL;
  background: string;
}): string {
  const text = nativeShell.offline;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${escapeHtml(background)}">
<title>${escapeHtml(text.title)} · ${escapeHtml(shopName)}</title>
<style>
  html { background: ${escapeHtml(background)}; color: #f5efe6; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100dvh; display: grid; place-content: center; padding: 1.5rem; box-sizing: border-box; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  p { margin: 0 auto 1.5rem; max-width: 30ch; line-height: 1.5; color: #b8b0a6; }
  a { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 1.5rem; border-radius: 999px; background: #f54f2f; color: #111111; font-weight: 700; text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(fill(text.body, { name: shopName }))}</p>
<a href="${escapeHtml(shopAddress.href)}">${escapeHtml(text.retry)}</a>
</main>
</body>
</html>
`;
}
