import { tagManagerIdFrom } from "@comptoir/contracts";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { ConsentChoice } from "../../lib/consent/consent-choice.ts";
import { askAfterDelay, shouldAskConsent } from "../../lib/consent/consent-question.ts";
import {
  onConsentQuestionRequested,
  readConsent,
  saveConsent,
  subscribeConsent,
} from "../../lib/consent/consent-store.ts";
import { loadTagManager, stopMeasuring, tagIdToLoad } from "../../lib/consent/tag-manager.ts";
import { useRestaurant } from "../../lib/use-restaurant.ts";
import { ConsentDialog } from "./consent-dialog.tsx";

const noChoiceOnServer = () => null;

/**
 * The cookie consent and the tag manager it guards, mounted once the page is interactive
 * (page-end.tsx). The root loader gives the tag's id only to people, and only when the site
 * configuration turns the tag manager on (ADR 037): without it, nothing is asked nor loaded.
 */
export default function CookieConsent() {
  const { settings } = useRestaurant();
  const tagId = tagManagerIdFrom(settings);
  const choice = useSyncExternalStore(subscribeConsent, readConsent, noChoiceOnServer);
  const [open, setOpen] = useState(false);

  // First visit, or a choice past its six months: ask one second after the page is interactive.
  // Only the choice found when the page loads counts: answering must not schedule a new question.
  useEffect(() => {
    if (!shouldAskConsent(tagId, readConsent())) return;
    return askAfterDelay(() => setOpen(true));
  }, [tagId]);

  useEffect(() => (tagId ? onConsentQuestionRequested(() => setOpen(true)) : undefined), [tagId]);

  useEffect(() => {
    const load = tagIdToLoad(tagId, choice);
    if (load) loadTagManager(load);
  }, [tagId, choice]);

  function choose(next: ConsentChoice) {
    if (choice === "accepted" && next === "refused") stopMeasuring();
    saveConsent(next);
    setOpen(false);
  }

  return open ? <ConsentDialog onChoose={choose} onDismiss={() => setOpen(false)} /> : null;
}
