import type { Restaurant } from "@comptoir/contracts";
import { lazy, Suspense } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import SiteFooter from "./site-footer.tsx";

// The service worker's registration, the update banner and the offline notice (ADR 035).
const ShopWorker = lazy(() => import("./pwa/shop-worker.tsx"));

/**
 * What follows every page's content, in one chunk loaded after the first paint (root.tsx): the
 * footer, which the server renders whole and whose links work before this chunk arrives (ADR 030).
 * What the browser alone adds to a page once it is interactive (banners, dialogs) belongs here
 * too, each as a lazy chunk of its own, so that no page's first load pays for it (ADR 014, 034).
 */
export default function PageEnd({
  restaurant,
}: {
  restaurant: Pick<Restaurant, "name" | "description" | "contact" | "socialLinks">;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <SiteFooter restaurant={restaurant} />
      {hydrated ? (
        <Suspense fallback={null}>
          <ShopWorker />
        </Suspense>
      ) : null}
    </>
  );
}
