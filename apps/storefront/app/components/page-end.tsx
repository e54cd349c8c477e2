import type { Restaurant } from "@comptoir/contracts";
import { lazy, Suspense } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
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
  const hydrated = useHydrated();
  return (
    <>
      <SiteFooter restaurant={restaurant} />
      <Suspense fallback={null}>{hydrated ? <CookieConsent /> : null}</Suspense>
    </>
  );
}
