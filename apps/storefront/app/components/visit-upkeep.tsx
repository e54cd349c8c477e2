import { useEffect, useState } from "react";
import { writeCartCookie } from "../lib/cart-state.ts";
import { readableCookieNames, recordVisit, startVisit } from "../lib/pwa/stale-visit.ts";
import { checkStorageUseLater, removeLeftoverKeys } from "../lib/pwa/storage-housekeeping.ts";
import { InstallBanner } from "./install-banner.tsx";

/**
 * What the browser does once a page is interactive, before anything else of the site's own
 * (docs/product.md#pwa): remove leftover cache keys, start afresh after 48 h away, keep the site's
 * storage under 50 MB, and then offer to install the app. Loaded after the page (page-end.tsx), it
 * renders nothing on the server and costs no page its first load (ADR 036).
 */
export default function VisitUpkeep({ restaurantName }: { restaurantName: string }) {
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    try {
      removeLeftoverKeys(localStorage);
      const visit = startVisit({
        now: Date.now,
        local: localStorage,
        session: sessionStorage,
        cookies: { names: () => readableCookieNames(document.cookie), remove: forgetCookie },
        // The page's stores re-read the emptied storage, as when another tab clears it; the cart's
        // copy for the checkout (a cookie of another path, not readable here) goes with it.
        afterClearing: () => {
          writeCartCookie([]);
          window.dispatchEvent(new StorageEvent("storage", { key: null }));
        },
        timers: globalThis,
        reload: () => window.location.reload(),
      });
      if (visit === "stale") return;
    } catch (error) {
      // Storage forbidden (some private modes): the page works without these rules.
      console.warn("Visit upkeep skipped", error);
    }
    setStaying(true);

    const cancelCheck = checkStorageUseLater({
      timers: globalThis,
      estimate: navigator.storage?.estimate ? () => navigator.storage.estimate() : null,
      clearCaches: async () => {
        if (!("caches" in window)) return;
        const names = await caches.keys();
        await Promise.all(names.map((name) => caches.delete(name)));
      },
      unregisterWorkers: async () => {
        const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
        await Promise.all(registrations.map((registration) => registration.unregister()));
      },
      session: sessionStorage,
      reload: () => window.location.reload(),
      warn: (message, detail) => console.warn(message, detail),
    });
    // A visitor who keeps the tab open for days is active: putting the page away counts as a visit.
    const onHidden = () => {
      if (document.visibilityState === "hidden") recordVisit(localStorage, Date.now());
    };
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      cancelCheck();
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, []);

  return staying ? <InstallBanner restaurantName={restaurantName} /> : null;
}

/** Expires a readable cookie, set for the whole site or for this page's path. */
function forgetCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${name}=; Max-Age=0; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${name}=; Max-Age=0`;
}
