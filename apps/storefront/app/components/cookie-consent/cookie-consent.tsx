import { useEffect, useState, useSyncExternalStore } from "react";
import type { ConsentChoice } from "../../lib/consent/consent-choice.ts";
import { askAfterDelay, shouldAskConsent } from "../../lib/consent/consent-question.ts";
import { readConsent, saveConsent, subscribeConsent } from "../../lib/consent/consent-store.ts";
import { loadTagManager, stopMeasuring, tagIdToLoad } from "../../lib/consent/tag-manager.ts";
import { ConsentDialog } from "./consent-dialog.tsx";

const noChoiceOnServer = () => null;

/**
 * The cookie consent and the tag manager it guards, mounted once the page is interactive and only
 * when the page has a tag (page-end.tsx: the root loader gives the tag's id only to people, and
 * only when the site configuration turns the tag manager on, ADR 037). `questionAsked` counts the
 * footer's "Gérer les cookies" presses: each one opens the dialog again. Everything this chunk
 * needs comes in its props rather than from modules the footer's chunk has, so that chunk keeps
 * a single export and the first load no namespace helper (ADR 014).
 */
export default function CookieConsent({
  tagId,
  script,
  questionAsked,
}: {
  tagId: string;
  script: string;
  questionAsked: number;
}) {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, noChoiceOnServer);
  const [open, setOpen] = useState(false);

  // First visit, or a choice past its six months: ask one second after the page is interactive.
  // Only the choice found when the page loads counts: answering must not schedule a new question.
  useEffect(() => {
    if (!shouldAskConsent(tagId, readConsent())) return;
    return askAfterDelay(() => setOpen(true));
  }, [tagId]);

  useEffect(() => {
    if (questionAsked > 0) setOpen(true);
  }, [questionAsked]);

  useEffect(() => {
    if (tagIdToLoad(tagId, choice)) loadTagManager({ tagId, script });
  }, [tagId, script, choice]);

  function choose(next: ConsentChoice) {
    if (choice === "accepted" && next === "refused") stopMeasuring();
    saveConsent(next);
    setOpen(false);
  }

  return open ? <ConsentDialog onChoose={choose} onDismiss={() => setOpen(false)} /> : null;
}
