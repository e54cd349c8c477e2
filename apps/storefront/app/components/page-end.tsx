import type { Restaurant } from "@comptoir/contracts";
import { lazy, Suspense } from "react";
import { isNativeShell } from "../lib/native-platform.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import SiteFooter from "./site-footer.tsx";
import { VisitUpkeepLoader } from "./visit-upkeep-loader.tsx";

// Only the mobile app (Capacitor) fetches this chunk: a browser never loads its plugins (ADR 038).
const NativeShell = lazy(() => import("./native-shell.tsx"));

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
      <VisitUpkeepLoader restaurantName={restaurant.name} />
      {hydrated && isNativeShell() ? (
        <Suspense fallback={null}>
          <NativeShell />
        </Suspense>
      ) : null}
    </>
  );
}
