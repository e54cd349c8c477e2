import type {
  AvailabilityEntryPayload,
  AvailabilityListPayload,
  AvailabilityStatePayload,
  PauseBody,
} from "@comptoir/contracts";
import { fill, backOffice as text } from "@comptoir/messages";
import { useEffect, useState } from "react";
import { AvailabilityList } from "../components/availability/availability-list.tsx";
import { PausePanel } from "../components/availability/pause-panel.tsx";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { useStaffSession } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/availability";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.availabilityTitle);
}

/** /admin/disponibilites: sold out, hidden, and the pauses (ADR 044). */
export default function Availability() {
  const shop = useShop();
  const { session, api, endSession } = useStaffSession();
  const [list, setList] = useState<AvailabilityListPayload | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const token = session?.token ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session.
  useEffect(() => {
    if (!token) return;
    void api.availability().then((result) => {
      if (result.ok) setList(result.payload);
      else if (result.status === 401) endSession();
      else setProblem(result.message);
    });
  }, [token]);

  async function changeState(
    kind: "items" | "choices",
    entry: AvailabilityEntryPayload,
    state: AvailabilityStatePayload,
  ) {
    setBusy(`${kind}-${entry.id}`);
    setProblem(null);
    const result = await api.setAvailability(kind, entry.id, state);
    setBusy(null);
    if (!result.ok) {
      if (result.status === 401) endSession();
      else setProblem(fill(text.availabilityFailed, { message: result.message }));
      return;
    }
    const updated = result.payload;
    setList((current) =>
      current
        ? { ...current, [kind]: current[kind].map((each) => (each.id === updated.id ? updated : each)) }
        : current,
    );
  }

  async function changePause(body: PauseBody) {
    setBusy("pause");
    setProblem(null);
    const result = await api.setPause(body);
    setBusy(null);
    if (result.ok) setList((current) => (current ? { ...current, pause: result.payload } : current));
    else if (result.status === 401) endSession();
    else setProblem(fill(text.pauseFailed, { message: result.message }));
  }

  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex flex-col gap-6 py-4">
        <h1 className="text-3xl font-black">{text.availabilityTitle}</h1>
        <div role="alert" className="empty:hidden">
          {problem ? (
            <p className="rounded-2xl border-2 border-danger bg-panel p-4 font-semibold">{problem}</p>
          ) : null}
        </div>
        {list ? (
          <>
            <PausePanel
              pause={list.pause}
              timeZone={shop.timeZone}
              busy={busy === "pause"}
              onChange={changePause}
            />
            <div className="grid gap-6 lg:grid-cols-2">
              <AvailabilityList
                kind="items"
                title={text.itemsTitle}
                entries={list.items}
                timeZone={shop.timeZone}
                busy={busy}
                onChange={changeState}
              />
              <AvailabilityList
                kind="choices"
                title={text.choicesTitle}
                entries={list.choices}
                timeZone={shop.timeZone}
                busy={busy}
                onChange={changeState}
              />
            </div>
          </>
        ) : problem ? null : (
          <p className="text-muted">{text.loading}</p>
        )}
      </div>
    </BackOfficeFrame>
  );
}
