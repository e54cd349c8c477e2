import { escapeHtml, offline } from "@comptoir/messages";
import type { Plugin } from "vite";

/**
 * The page the service worker answers for a page it may not keep when the network is gone
 * (ADR 035). Static, with no script: it is served under the static files' policy, without a
 * nonce, and its stylesheet is a file of its own (an inline style would need a hash).
 */
function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#f54f2f">
<meta name="robots" content="noindex">
<title>${escapeHtml(offline.pageTitle)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/offline.css">
</head>
<body>
<main>
<img src="/favicon.svg" alt="" width="64" height="64">
<h1>${escapeHtml(offline.title)}</h1>
<p>${escapeHtml(offline.text)}</p>
<p>${escapeHtml(offline.orderingNeedsNetwork)}</p>
<p><a class="button" href="/menu">${escapeHtml(offline.lastMenuLink)}</a></p>
<p><a href="">${escapeHtml(offline.retry)}</a></p>
</main>
</body>
</html>
`;
}

/** The shop's colours (the theme of `app/app.css`): ink background, cream text, the accent for the one action. */
const OFFLINE_CSS = `body{margin:0;min-height:100dvh;background:#111111;color:#f5efe6;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:4rem 1.5rem;display:flex;flex-direction:column;gap:.75rem}
h1{font-size:2rem;font-weight:900;margin:0}
p{margin:0}
a{color:#f5efe6;text-underline-offset:3px}
a.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.5rem;border-radius:999px;background:#f54f2f;color:#111111;font-weight:700;text-decoration:none}
`;

/** Writes `offline.html` and `offline.css` beside the browser's build, for the worker to precache. */
export function offlinePage(): Plugin {
  return {
    name: "comptoir:offline-page",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "offline.html", source: offlinePageHtml() });
      this.emitFile({ type: "asset", fileName: "offline.css", source: OFFLINE_CSS });
    },
  };
}
