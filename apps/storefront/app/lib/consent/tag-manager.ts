import type { ConsentChoice } from "./consent-choice.ts";

/** The tag to load: only after "Accepter", only when the page has a tag (ADR 037). */
export function tagIdToLoad(tagId: string | null, choice: ConsentChoice | null): string | null {
  return choice === "accepted" ? tagId : null;
}

/** The page as the tag manager's snippet sees it. */
type TaggedWindow = Pick<Window, "document"> & { dataLayer?: unknown[] };

/**
 * Google's `gtag` function: it pushes its `arguments` object itself, which gtag.js tells apart
 * from a plain array (an array pushed instead is silently ignored).
 */
function gtagOf(dataLayer: unknown[]) {
  return function gtag(..._command: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects only
    dataLayer.push(arguments);
  };
}

/**
 * Loads the tag manager (its id, and its script's address: `tagManagerScriptUrl`) once per page, as Google's snippet does but without an inline script (the
 * page's policy allows the tag manager's origin, not inline code). Measurement only: the visitor
 * consented to audience measurement, never to advertising, which Consent Mode keeps off.
 */
export function loadTagManager(
  { tagId, script: src }: { tagId: string; script: string },
  page: TaggedWindow = window,
): void {
  const { document } = page;
  if ([...document.scripts].some((script) => script.src === src)) return;
  page.dataLayer ??= [];
  const gtag = gtagOf(page.dataLayer);
  gtag("consent", "default", {
    analytics_storage: "granted",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  if (tagId.startsWith("GTM-")) {
    page.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  } else {
    gtag("js", new Date());
    gtag("config", tagId);
  }
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Google Analytics' own cookies (`_ga`, `_ga_<id>`, `_gid`, `_gat…`). */
const MEASUREMENT_COOKIE = /^_(ga|gid|gat)(_|$)/;

/**
 * The visitor withdrew consent: a tag already loaded in this page stops measuring (Consent Mode),
 * and its cookies go, on this host and its parent domains. The next page does not load it at all.
 */
export function stopMeasuring(page: TaggedWindow = window): void {
  if (page.dataLayer) gtagOf(page.dataLayer)("consent", "update", { analytics_storage: "denied" });
  const { document } = page;
  const hostParts = document.location.hostname.split(".");
  const domains = hostParts.map((_, index) => hostParts.slice(index).join("."));
  for (const entry of document.cookie.split(";")) {
    const name = entry.split("=")[0]?.trim() ?? "";
    if (!MEASUREMENT_COOKIE.test(name)) continue;
    const expired = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    document.cookie = expired;
    for (const domain of domains) document.cookie = `${expired}; Domain=${domain}`;
  }
}
