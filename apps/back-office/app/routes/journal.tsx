import type { StaffMemberPayload } from "@comptoir/contracts";
import { auditActionFamilies, fill, auditJournal as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useEffect, useState } from "react";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { AuditEntry } from "../components/publishing/audit-entry.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import type { AuditEntryPayload, AuditFilters } from "../lib/publishing/publishing-api.ts";
import { usePublishingSession } from "../lib/publishing/use-publishing-api.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/journal";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.title);
}

const fieldClass = "min-h-12 w-full rounded-xl border border-line bg-ink px-4 text-lg text-cream";

/**
 * /admin/journal, the owner's: the audit log, newest first, filtered by thing, person or action,
 * and read further back with "Plus ancien" (the server pages by the oldest entry shown).
 */
export default function Journal() {
  const shop = useShop();
  const { token, isOwner, api, staffApi, endSession } = usePublishingSession();
  const [entries, setEntries] = useState<AuditEntryPayload[] | null>(null);
  const [team, setTeam] = useState<StaffMemberPayload[]>([]);
  const [form, setForm] = useState({ subject: "", staff: "", action: "" });
  const [filters, setFilters] = useState<AuditFilters>({});
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function read(next: AuditFilters, older: AuditEntryPayload[]) {
    setPending(true);
    const result = await api.audit(next);
    setPending(false);
    if (!result.ok) {
      if (result.status === 401) return endSession();
      return setProblem(fill(text.failed, { message: result.message }));
    }
    setProblem(null);
    setEntries([...older, ...result.payload.entries]);
    setNextBefore(result.payload.next_before);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session and filter.
  useEffect(() => {
    if (token && isOwner) void read(filters, []);
  }, [token, isOwner, filters]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the team, once per session, for the filter.
  useEffect(() => {
    if (!token || !isOwner) return;
    void staffApi.team().then((result) => {
      if (result.ok) setTeam(result.payload);
    });
  }, [token, isOwner]);

  const subjects = [
    ...new Map((entries ?? []).map((entry) => [entry.subject, entry.subject_name || entry.subject])),
  ];
  const set =
    (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex max-w-4xl flex-col gap-6 py-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black">{text.title}</h1>
          <p className="text-muted">{text.intro}</p>
        </div>
        {!isOwner ? (
          <p>{text.ownerOnly}</p>
        ) : (
          <>
            <form
              aria-label={text.filters}
              className="grid gap-3 sm:grid-cols-3"
              onSubmit={(event) => {
                event.preventDefault();
                setFilters({
                  subject: form.subject.trim() || undefined,
                  staff: form.staff ? Number(form.staff) : undefined,
                  action: form.action || undefined,
                });
              }}
            >
              <div className="flex flex-col gap-1">
                <label htmlFor="journal-element" className="font-semibold">
                  {text.subject}
                </label>
                <input
                  id="journal-element"
                  list="journal-elements"
                  autoComplete="off"
                  value={form.subject}
                  onChange={set("subject")}
                  className={fieldClass}
                />
                {/* The things already named in the log, offered as the owner types. */}
                <datalist id="journal-elements">
                  {subjects.map(([subject, name]) => (
                    <option key={subject} value={subject}>
                      {name}
                    </option>
                  ))}
                </datalist>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="journal-personne" className="font-semibold">
                  {text.staff}
                </label>
                <select
                  id="journal-personne"
                  value={form.staff}
                  onChange={set("staff")}
                  className={fieldClass}
                >
                  <option value="">{text.everyone}</option>
                  {team.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="journal-action" className="font-semibold">
                  {text.action}
                </label>
                <select
                  id="journal-action"
                  value={form.action}
                  onChange={set("action")}
                  className={fieldClass}
                >
                  <option value="">{text.everyAction}</option>
                  {Object.entries(auditActionFamilies).map(([action, label]) => (
                    <option key={action} value={action}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-wrap gap-2 sm:col-span-3">
                <button type="submit" className="min-h-12 rounded-full bg-accent px-6 font-bold text-ink">
                  {text.apply}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setForm({ subject: "", staff: "", action: "" });
                    setFilters({});
                  }}
                  className="min-h-12 rounded-full border-2 border-cream px-6 font-bold"
                >
                  {text.reset}
                </button>
              </div>
            </form>
            <FormMessages problem={problem} />
            {entries === null ? (
              problem ? null : (
                <p className="text-muted">{text.olderPending}</p>
              )
            ) : entries.length === 0 ? (
              <p>{text.empty}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4">
                {entries.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} timeZone={shop.timeZone} />
                ))}
              </ul>
            )}
            {entries && nextBefore !== null ? (
              <button
                type="button"
                aria-disabled={pending || undefined}
                onClick={() => {
                  if (!pending) void read({ ...filters, before: nextBefore }, entries);
                }}
                className="min-h-12 w-full rounded-full border-2 border-cream px-6 font-bold sm:w-fit"
              >
                {pending ? text.olderPending : text.older}
              </button>
            ) : null}
          </>
        )}
      </div>
    </BackOfficeFrame>
  );
}
