import { backOffice as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { createStaffApi } from "../lib/staff-api.ts";
import { keepStaffSession, readStaffSession } from "../lib/staff-session.ts";
import type { LoginState } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/login";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.loginTitle);
}

/** The staff's login (POST /v2/staff/auth/login): the session is kept on this tablet (ADR 044). */
export default function Login() {
  const shop = useShop();
  const navigate = useNavigate();
  // Sent here by a page whose session the server refused: say so, above the form.
  const refused = (useLocation().state as LoginState | null)?.sessionRefused === true;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A session kept on this tablet: straight to the board, which asks the server whether it lives
  // (a refused one comes back here, forgotten, with the reason).
  useEffect(() => {
    if (readStaffSession()) void navigate("/admin", { replace: true });
  }, [navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const result = await createStaffApi(null).login(email.trim(), password);
      if (!result.ok) {
        setProblem(result.message);
        return;
      }
      keepStaffSession(result.payload);
      await navigate("/admin", { replace: true });
    } finally {
      setPending(false);
    }
  }

  return (
    <main id="contenu" className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div>
        <p className="font-bold text-muted">{shop.restaurantName}</p>
        <h1 className="text-3xl font-black">{text.loginTitle}</h1>
        <p className="mt-2 text-muted">{text.loginIntro}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormMessages problem={problem} notice={refused && !problem ? text.sessionEnded : null} />
        <TextField
          id="equipe-email"
          label={text.email}
          value={email}
          onChange={setEmail}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          required
          maxLength={254}
        />
        <PasswordField
          id="equipe-mot-de-passe"
          label={text.password}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <SubmitButton label={text.loginSubmit} pendingLabel={text.loginPending} pending={pending} />
      </form>
    </main>
  );
}
