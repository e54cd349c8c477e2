import { passwordAgain as text } from "@comptoir/messages";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { useState } from "react";
import type { PasswordPrompt } from "../lib/use-password-again.ts";

/**
 * The question `usePasswordAgain` opens: the owner's password, checked by the server; a wrong one
 * is said under the field and the dialog stays. Nothing is drawn while no call asks.
 */
export function PasswordAgainDialog({ prompt }: { prompt: PasswordPrompt | null }) {
  return prompt ? <PasswordQuestion prompt={prompt} /> : null;
}

function PasswordQuestion({ prompt }: { prompt: PasswordPrompt }) {
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = "mot-de-passe-encore-titre";
  return (
    <SheetDialog labelledBy={headingId} onClose={prompt.cancel}>
      <form
        className="flex flex-col gap-4 overflow-y-auto p-5"
        onSubmit={async (event) => {
          event.preventDefault();
          if (pending) return;
          setPending(true);
          const refusal = await prompt.confirm(password);
          setPending(false);
          setProblem(refusal);
          if (refusal) document.getElementById("mot-de-passe-encore")?.focus();
        }}
      >
        <h2 id={headingId} className="text-2xl font-black">
          {text.title}
        </h2>
        <p className="text-muted">{text.intro}</p>
        <PasswordField
          id="mot-de-passe-encore"
          label={text.label}
          value={password}
          onChange={setPassword}
          error={problem}
          autoComplete="current-password"
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton label={text.confirm} pendingLabel={text.pending} pending={pending} />
          <button
            type="button"
            onClick={prompt.cancel}
            className="min-h-12 w-full rounded-full border-2 border-cream px-5 font-bold"
          >
            {text.cancel}
          </button>
        </div>
      </form>
    </SheetDialog>
  );
}
