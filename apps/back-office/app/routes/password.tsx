import { alerts, fill, backOffice as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { type FormEvent, useState } from "react";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { useStaffSession } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/password";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.passwordTitle);
}

const EMPTY = { current: "", password: "", again: "" };

/**
 * /admin/mot-de-passe, every member's (ADR 085): their own password changed, given the current
 * one. The server checks everything; the page only says at once when the two new ones differ.
 * The other devices' sessions end; this one stays.
 */
export default function Password() {
  const shop = useShop();
  const { api, endSession } = useStaffSession();
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setProblem(null);
    setNotice(null);
    if (form.password !== form.again) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setPending(true);
    try {
      const result = await api.changePassword({ current_password: form.current, password: form.password });
      if (!result.ok) {
        if (result.status === 401) endSession();
        else setProblem(fill(text.passwordFailed, { message: result.message }));
        return;
      }
      setForm(EMPTY);
      setNotice(result.payload.message);
    } finally {
      setPending(false);
    }
  }

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex max-w-md flex-col gap-6 py-4">
        <div>
          <h1 className="text-3xl font-black">{text.passwordTitle}</h1>
          <p className="mt-2 text-muted">{text.passwordIntro}</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <PasswordField
            id="mot-de-passe-actuel"
            label={text.currentPassword}
            value={form.current}
            onChange={set("current")}
            autoComplete="current-password"
          />
          <PasswordField
            id="mot-de-passe-nouveau"
            label={text.newPassword}
            hint={text.newPasswordHint}
            value={form.password}
            onChange={set("password")}
            autoComplete="new-password"
          />
          <PasswordField
            id="mot-de-passe-encore"
            label={text.passwordConfirmation}
            value={form.again}
            onChange={set("again")}
            error={mismatch ? alerts.passwordsDoNotMatch : null}
            autoComplete="new-password"
          />
          <FormMessages problem={problem} notice={notice} />
          <SubmitButton label={text.passwordSubmit} pendingLabel={text.passwordPending} pending={pending} />
        </form>
      </div>
    </BackOfficeFrame>
  );
}
