import type { Restaurant } from "@comptoir/contracts";
import { lazy, Suspense, useEffect, useState } from "react";
import SiteFooter from "./site-footer.tsx";

// Client-only: it renders nothing until the visitor's stored choice is read (ADR 037).
const CookieConsent = lazy(() => import("./cookie-consent/cookie-consent.tsx"));

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
  // Set by an effect, so these pieces mount in an update of their own once this part is committed.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <>
      <SiteFooter restaurant={restaurant} />
      {interactive ? (
        <Suspense fallback={null}>
          <CookieConsent />
        </Suspense>
      ) : null}
    </>
  );
}
