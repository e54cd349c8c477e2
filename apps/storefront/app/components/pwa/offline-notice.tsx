import { pathWithoutLocale, offline as text } from "@comptoir/messages";
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { i18nConfig } from "../../site-config.ts";

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** What the page can and cannot do without the network: the menu shown is the last one seen (ADR 035). */
function noticeFor(path: string): string {
  if (/^\/menu\/?$/.test(path)) return text.menuNotice;
  if (/^\/(checkout|success)\/?$/.test(path)) return text.checkoutNotice;
  return text.pageNotice;
}

/**
 * A line at the very top of the page while the browser says it is offline. It sits in the flow,
 * above the header, rather than over it: a fixed bar would hide the header's links or the cart bar.
 * Written as a plain element before the page's own: a portal would bring `react-dom`'s entry into
 * a chunk of its own, which every page's first load would then fetch (ADR 035).
 */
export function OfflineNotice() {
  const isOffline = useSyncExternalStore(
    subscribeToNetwork,
    () => !navigator.onLine,
    () => false,
  );
  const { pathname } = useLocation();
  const notice = isOffline ? noticeFor(pathWithoutLocale(pathname, i18nConfig)) : null;
  useEffect(() => {
    if (!notice) return;
    const line = document.createElement("p");
    line.setAttribute("role", "status");
    line.className = "bg-cream px-4 py-2 text-center text-sm font-bold text-ink";
    line.textContent = notice;
    document.body.prepend(line);
    return () => line.remove();
  }, [notice]);
  return null;
}
