import type { Restaurant } from "@comptoir/contracts";
import { tagManagerScriptUrl } from "@comptoir/contracts";
import { lazy, Suspense, useEffect, useState } from "react";
import { usePageTag } from "../lib/consent/page-tag.ts";
import SiteFooter from "./site-footer.tsx";

// Client-only, and only on a page with a tag manager: the consent dialog and the tag's loader (ADR 037).
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
  const tagId = usePageTag();
  // The footer's "Gérer les cookies" presses, each opening the consent dialog again.
  const [cookieQuestions, setCookieQuestions] = useState(0);
  return (
    <>
      <SiteFooter
        restaurant={restaurant}
        onManageCookies={tagId ? () => setCookieQuestions((count) => count + 1) : undefined}
      />
      {interactive && tagId ? (
        <Suspense fallback={null}>
          <CookieConsent tagId={tagId} script={tagManagerScriptUrl(tagId)} questionAsked={cookieQuestions} />
        </Suspense>
      ) : null}
    </>
  );
}
