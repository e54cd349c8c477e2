import type { Restaurant } from "@comptoir/contracts";
import { isNativeShell } from "../lib/native-platform.ts";
import { useClientPiece } from "./client-piece.ts";
import SiteFooter from "./site-footer.tsx";

// Each its own chunk, fetched once the page is interactive.
// The visit's upkeep (leftover keys, stale data, the storage check) and the install banner (ADR 036).
const loadVisitUpkeep = () => import("./visit-upkeep.tsx");
// The service worker's registration, the update banner and the offline notice (ADR 035).
const loadShopWorker = () => import("./pwa/shop-worker.tsx");
// Only the mobile app (Capacitor) fetches this chunk: a browser never loads its plugins (ADR 038).
const loadNativeShell = () => import("./native-shell.tsx");

/**
 * What follows every page's content, in one chunk loaded after the first paint (root.tsx): the
 * footer, which the server renders whole and whose links work before this chunk arrives (ADR 030),
 * then what the browser alone adds to a page once it is interactive, each piece a chunk of its own
 * (client-piece.ts), so that no page's first load pays for it (ADR 014, 034).
 */
export default function PageEnd({
  restaurant,
}: {
  restaurant: Pick<Restaurant, "name" | "description" | "contact" | "socialLinks">;
}) {
  const VisitUpkeep = useClientPiece(loadVisitUpkeep);
  const ShopWorker = useClientPiece(loadShopWorker);
  const NativeShell = useClientPiece(loadNativeShell, isNativeShell);
  return (
    <>
      <SiteFooter restaurant={restaurant} />
      {VisitUpkeep ? <VisitUpkeep restaurantName={restaurant.name} /> : null}
      {ShopWorker ? <ShopWorker /> : null}
      {NativeShell ? <NativeShell /> : null}
    </>
  );
}
