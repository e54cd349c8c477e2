import { cookieConsent as text } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { Link } from "react-router";
import type { ConsentChoice } from "../../lib/consent/consent-choice.ts";
import { useSitePath } from "../../lib/use-site-path.ts";

// The CNIL's rule: refusing is as easy as accepting. Both buttons have the same size, the same
// weight and the same place in the reading order's importance; neither is pre-selected.
const choiceClass =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-full border-2 border-accent px-6 font-bold text-cream hover:bg-accent hover:text-ink";
const linkClass = "inline-flex min-h-11 items-center underline underline-offset-4 hover:text-cream";

/**
 * The cookie-consent question: a modal dialog (focus moved in and kept there) with a short text on
 * what is measured and why, links to the two policies and the two answers. Escape, the backdrop
 * and following a link close it without an answer: closing is not accepting.
 */
export function ConsentDialog({
  onChoose,
  onDismiss,
}: {
  onChoose: (choice: ConsentChoice) => void;
  onDismiss: () => void;
}) {
  const sitePath = useSitePath();
  return (
    <SheetDialog labelledBy="consentement-titre" onClose={onDismiss}>
      <div className="flex flex-col gap-4 p-6">
        <h2 id="consentement-titre" className="text-xl font-black">
          {text.title}
        </h2>
        <p id="consentement-texte" className="text-sm leading-relaxed">
          {text.text}
        </p>
        <p className="flex flex-wrap gap-x-6 text-sm text-muted">
          <Link to={sitePath("/cookie-policy")} className={linkClass} onClick={onDismiss}>
            {text.cookiePolicy}
          </Link>
          <Link to={sitePath("/privacy-policy")} className={linkClass} onClick={onDismiss}>
            {text.privacyPolicy}
          </Link>
        </p>
        <div className="flex gap-3">
          <button type="button" className={choiceClass} onClick={() => onChoose("refused")}>
            {text.refuse}
          </button>
          <button type="button" className={choiceClass} onClick={() => onChoose("accepted")}>
            {text.accept}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
