import { type OfferValue, offerValueSchema, type ThingRef } from "@comptoir/contracts/catalogue-draft";
import { fill, restaurantForms as text } from "@comptoir/messages";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConflictPanel } from "../components/catalogue/conflict-panel.tsx";
import { SaveStateText } from "../components/catalogue/save-state.tsx";
import { ConfirmDialog } from "../components/publishing/confirm-dialog.tsx";
import { OfferForm } from "../components/restaurant-forms/offer-form.tsx";
import { RestaurantFormsFrame } from "../components/restaurant-forms/restaurant-forms-frame.tsx";
import type { DraftThingPayload } from "../lib/catalogue/draft-client.ts";
import { useDraftThing } from "../lib/catalogue/use-draft-thing.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useDraft } from "../lib/restaurant-forms/use-draft.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/offer";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.offersTitle);
}

/** The names of the draft's things of one kind, in their order, for the offer's targets. */
function optionsOf(things: readonly DraftThingPayload[], kind: "menu" | "category" | "item") {
  return things
    .filter((thing) => thing.kind === kind)
    .sort((a, b) => a.position - b.position)
    .map((thing) => ({ key: thing.key, name: (thing.value as { name: string }).name }));
}

/** /admin/offres/:offerKey: one offer or coupon of the draft, saved as the owner types. */
export default function Offer({ params }: Route.ComponentProps) {
  const shop = useShop();
  const navigate = useNavigate();
  const draft = useDraft();
  const ref = `offer:${params.offerKey}` as ThingRef;
  const thing = draft.things?.find((each) => each.ref === ref) ?? null;
  const [revision, setRevision] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const initial = useMemo(
    () => (thing ? { value: thing.value as OfferValue, revision: thing.revision } : null),
    [thing],
  );
  const form = useDraftThing<OfferValue>(ref, {
    client: draft.client,
    initial,
    schema: offerValueSchema,
    readOnly: draft.readOnly,
    onUnauthorized: draft.onUnauthorized,
    onSaved: (saved) => setRevision(saved.revision),
  });
  const options = useMemo(
    () => ({
      menus: optionsOf(draft.things ?? [], "menu"),
      categories: optionsOf(draft.things ?? [], "category"),
      items: optionsOf(draft.things ?? [], "item"),
    }),
    [draft.things],
  );

  async function remove() {
    setConfirming(false);
    if (!draft.client || !thing) return;
    const result = await draft.client.remove(ref, revision ?? thing.revision);
    if (result.ok) navigate("/admin/offres");
    else if (result.status === 401) draft.onUnauthorized();
    else setProblem(result.message);
  }

  return (
    <RestaurantFormsFrame
      restaurantName={shop.restaurantName}
      title={form.value?.name || text.offersTitle}
      problem={problem ?? (draft.problem ? fill(text.failed, { message: draft.problem }) : null)}
    >
      <Link
        to="/admin/offres"
        className="inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
      >
        {text.offerBack}
      </Link>
      {!draft.things ? (
        <p className="text-muted">{text.loading}</p>
      ) : !thing ? (
        <p>{text.offerMissing}</p>
      ) : form.value ? (
        <>
          <SaveStateText state={form.state} message={form.message} />
          {form.conflict ? (
            <ConflictPanel
              conflict={form.conflict}
              labels={{}}
              onPick={form.pick}
              onResolve={() => void form.resolve()}
            />
          ) : null}
          <OfferForm form={form} value={form.value} {...options} readOnly={draft.readOnly} />
          {draft.readOnly ? null : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="min-h-12 w-full rounded-full border-2 border-accent px-6 font-bold sm:w-fit"
            >
              {text.offerDelete}
            </button>
          )}
        </>
      ) : null}
      {confirming && form.value ? (
        <ConfirmDialog
          id="offre-supprimer"
          title={text.offerDelete}
          explanation={fill(text.offerDeleteConfirm, { name: form.value.name })}
          confirmLabel={text.offerDelete}
          cancelLabel={text.offerBack}
          busy={false}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </RestaurantFormsFrame>
  );
}
