import type { Restaurant } from "@comptoir/contracts";
import { tagManagerScriptUrl } from "@comptoir/contracts";
import { useState } from "react";
import { usePageTag } from "../lib/consent/page-tag.ts";
import { isNativeShell } from "../lib/native-platform.ts";
import { useClientPiece } from "../lib/use-client-piece.ts";
import { AccountNewsStatus } from "./account/account-news.tsx";
import SiteFooter from "./site-footer.tsx";

// Each its own chunk, fetched once the page is interactive. Each gets what it needs from here as
// props: a module shared with the footer would land in this chunk and cost every first load (ADR 037).
// The visit's upkeep (leftover keys, stale data, the storage check) and the install banner (ADR 036).
const loadVisitUpkeep = () => import("./visit-upkeep.tsx");
// The service worker's registration, the update banner and the offline notice (ADR 035).
const loadShopWorker = () => import("./pwa/shop-worker.tsx");
// Only on a page with a tag manager: the consent dialog and the tag's loader (ADR 037).
const loadCookieConsent = () => import("./cookie-consent/cookie-consent.tsx");
// Only the mobile app (Capacitor) fetches this chunk: a browser never loads its plugins (ADR 038).
const loadNativeShell = () => import("./native-shell.tsx");
// Sold-out dishes and pauses from the restaurant's board, live (ADR 041).
const loadLiveCatalogue = () => import("./live-catalogue.tsx");

/**
 * What follows every page's content, in one chunk loaded after the first paint (root.tsx): the
 * footer, which the server renders whole and whose links work before this chunk arrives (ADR 030),
 * then what the browser alone adds to a page once it is interactive, each piece a chunk of its own
 * (lib/use-client-piece.ts), so that no page's first load pays for it (ADR 014, 034).
 */
export default function PageEnd({ restaurant }: { restaurant: ShopRestaurant }) {
  const tagId = usePageTag();
  // The footer's "Gérer les cookies" presses, each opening the consent dialog again.
  const [cookieQuestions, setCookieQuestions] = useState(0);
  const VisitUpkeep = useClientPiece(loadVisitUpkeep);
  const ShopWorker = useClientPiece(loadShopWorker);
  const CookieConsent = useClientPiece(loadCookieConsent, () => tagId !== null);
  const NativeShell = useClientPiece(loadNativeShell, isNativeShell);
  const LiveCatalogue = useClientPiece(loadLiveCatalogue);
  return (
    <>
      <SiteFooter
        restaurant={restaurant}
        onManageCookies={tagId ? () => setCookieQuestions((count) => count + 1) : undefined}
      />
      {VisitUpkeep ? <VisitUpkeep restaurantName={restaurant.name} /> : null}
      {ShopWorker ? <ShopWorker /> : null}
      {CookieConsent && tagId ? (
        <CookieConsent tagId={tagId} script={tagManagerScriptUrl(tagId)} questionAsked={cookieQuestions} />
      ) : null}
      {NativeShell ? <NativeShell /> : null}
      {LiveCatalogue ? <LiveCatalogue /> : null}
      <AccountNewsStatus />
    </>
  );
}

type ShopRestaurant = Pick<Restaurant, "name" | "description" | "contact" | "socialLinks">;
