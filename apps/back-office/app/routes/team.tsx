import type { StaffMemberPayload, StaffRolePayload } from "@comptoir/contracts";
import { fill, backOffice as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { PasswordField } from "@comptoir/ui/password-field.tsx";
import { SubmitButton } from "@comptoir/ui/submit-button.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { type FormEvent, useEffect, useState } from "react";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { PasswordAgainDialog } from "../components/password-again-dialog.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { usePasswordAgain } from "../lib/use-password-again.ts";
import { useStaffSession } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/team";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.teamTitle);
}

const EMPTY = { email: "", name: "", password: "", role: "staff" as StaffRolePayload };

/** /admin/equipe, the owner's: who may open the board; add a member, remove one (never oneself). */
export default function Team() {
  const shop = useShop();
  const { session, api, endSession } = useStaffSession();
  // Changing the team asks for the owner's password again after 15 minutes (ADR 051).
  const { withPassword, prompt } = usePasswordAgain(api);
  const [team, setTeam] = useState<StaffMemberPayload[] | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const token = session?.token ?? null;
  const isOwner = session?.member.role === "owner";

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session.
  useEffect(() => {
    if (!token || !isOwner) return;
    void api.team().then((result) => {
      if (result.ok) setTeam(result.payload);
      else if (result.status === 401) endSession();
      else setProblem(result.message);
    });
  }, [token, isOwner]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    const result = await withPassword(() =>
      api.addMember({ ...form, email: form.email.trim(), name: form.name.trim() }),
    );
    setPending(false);
    if (!result) return;
    if (!result.ok) {
      if (result.status === 401) endSession();
      else setProblem(fill(text.teamFailed, { message: result.message }));
      return;
    }
    setTeam((current) => [...(current ?? []), result.payload]);
    setForm(EMPTY);
  }

  async function remove(member: StaffMemberPayload) {
    if (!window.confirm(fill(text.removeConfirm, { name: member.name }))) return;
    setProblem(null);
    const result = await withPassword(() => api.removeMember(member.id));
    if (!result) return;
    if (result.ok) setTeam((current) => (current ?? []).filter((each) => each.id !== member.id));
    else if (result.status === 401) endSession();
    else setProblem(fill(text.teamFailed, { message: result.message }));
  }

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex max-w-3xl flex-col gap-6 py-4">
        <h1 className="text-3xl font-black">{text.teamTitle}</h1>
        {!isOwner ? (
          <p>{text.ownerOnly}</p>
        ) : (
          <>
            <FormMessages problem={problem} />
            <section aria-labelledby="equipe-membres">
              <h2 id="equipe-membres" className="mb-2 text-xl font-black">
                {text.teamList}
              </h2>
              {team ? (
                <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4">
                  {team.map((member) => (
                    <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <div>
                        <p className="font-bold">
                          {member.name}{" "}
                          {member.id === session?.member.id ? (
                            <span className="text-muted">{text.you}</span>
                          ) : null}
                        </p>
                        <p className="text-sm text-muted">
                          {member.email} · {member.role === "owner" ? text.roleOwner : text.roleStaff}
                        </p>
                      </div>
                      {member.id === session?.member.id ? null : (
                        <button
                          type="button"
                          onClick={() => void remove(member)}
                          className="min-h-12 rounded-full border-2 border-accent px-4 font-bold"
                        >
                          {fill(text.remove, { name: member.name })}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted">{text.loading}</p>
              )}
            </section>
            <section aria-labelledby="equipe-ajout">
              <h2 id="equipe-ajout" className="mb-2 text-xl font-black">
                {text.addMember}
              </h2>
              <form onSubmit={add} className="flex flex-col gap-4">
                <TextField
                  id="membre-nom"
                  label={text.name}
                  value={form.name}
                  onChange={set("name")}
                  required
                  maxLength={60}
                  autoComplete="off"
                />
                <TextField
                  id="membre-email"
                  label={text.email}
                  value={form.email}
                  onChange={set("email")}
                  type="email"
                  inputMode="email"
                  autoCapitalize="none"
                  autoComplete="off"
                  required
                  maxLength={254}
                />
                <PasswordField
                  id="membre-mot-de-passe"
                  label={text.password}
                  value={form.password}
                  onChange={set("password")}
                  autoComplete="new-password"
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor="membre-role" className="font-semibold">
                    {text.role}
                  </label>
                  <select
                    id="membre-role"
                    value={form.role}
                    onChange={(event) => set("role")(event.target.value)}
                    className="min-h-12 rounded-xl border border-line bg-ink px-4 text-lg text-cream"
                  >
                    <option value="staff">{text.roleStaff}</option>
                    <option value="owner">{text.roleOwner}</option>
                  </select>
                </div>
                <SubmitButton label={text.addSubmit} pendingLabel={text.loading} pending={pending} />
              </form>
            </section>
          </>
        )}
      </div>
      <PasswordAgainDialog prompt={prompt} />
    </BackOfficeFrame>
  );
}
