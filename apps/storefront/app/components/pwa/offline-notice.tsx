import { pathWithoutLocale, offline as text } from "@comptoir/messages";
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
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
 */
export function OfflineNotice() {
  const isOffline = useSyncExternalStore(
    subscribeToNetwork,
    () => !navigator.onLine,
    () => false,
  );
  const { pathname } = useLocation();
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!isOffline) return;
    const element = document.createElement("div");
    document.body.prepend(element);
    setPlace(element);
    return () => {
      element.remove();
      setPlace(null);
    };
  }, [isOffline]);
  if (!isOffline || !place) return null;
  return createPortal(
    <p role="status" className="bg-cream px-4 py-2 text-center text-sm font-bold text-ink">
      {noticeFor(pathWithoutLocale(pathname, i18nConfig))}
    </p>,
    place,
  );
}
