import { fill, restaurantForms as text } from "@comptoir/messages";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { RestaurantFormsFrame } from "../components/restaurant-forms/restaurant-forms-frame.tsx";
import type { DraftThingOf } from "../lib/catalogue/draft-client.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { newThingKey } from "../lib/restaurant-forms/new-thing-key.ts";
import { newOffer } from "../lib/restaurant-forms/offer-defaults.ts";
import { useDraft } from "../lib/restaurant-forms/use-draft.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/offers";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.offersTitle);
}

/** /admin/offres: the draft's offers and coupons, each opening its form, and a new one by its name. */
export default function Offers() {
  const shop = useShop();
  const navigate = useNavigate();
  const draft = useDraft();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const offers = (draft.things ?? [])
    .filter((thing): thing is DraftThingOf<"offer"> => thing.kind === "offer")
    .sort((a, b) => a.position - b.position);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    if (!draft.client || name.trim() === "") return;
    const key = newThingKey(name);
    const result = await draft.client.save(`offer:${key}`, {
      revision: null,
      value: newOffer(name.trim()),
      position: offers.length,
    });
    if (result.ok) navigate(`/admin/offres/${key}`);
    else if (result.status === 401) draft.onUnauthorized();
    else setProblem(fill(text.offerCreateFailed, { message: result.message }));
  }

  return (
    <RestaurantFormsFrame
      restaurantName={shop.restaurantName}
      title={text.offersTitle}
      problem={problem ?? (draft.problem ? fill(text.failed, { message: draft.problem }) : null)}
    >
      <p>{text.offersIntro}</p>
      {!draft.things ? (
        <p className="text-muted">{text.loading}</p>
      ) : offers.length === 0 ? (
        <p>{text.offersEmpty}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4"
          data-testid="offers"
        >
          {offers.map((offer) => (
            <li key={offer.key} className="flex flex-col gap-0.5 py-3">
              <Link
                to={`/admin/offres/${offer.key}`}
                className="font-bold underline-offset-4 hover:underline"
              >
                {offer.value.name}
              </Link>
              <p className="text-sm text-muted">
                {[
                  text.offerTypes[offer.value.type],
                  offer.value.code
                    ? fill(text.offerWithCode, { code: offer.value.code })
                    : text.offerAutomatic,
                  offer.value.is_active ? text.offerActive : text.offerInactive,
                ].join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
      {draft.readOnly ? null : (
        <form onSubmit={create} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
          <h2 className="text-xl font-black">{text.offerNew}</h2>
          <TextField
            id="offre-nouvelle"
            label={text.offerNewName}
            value={name}
            onChange={setName}
            required
            maxLength={120}
          />
          <button type="submit" className="min-h-12 w-fit rounded-full bg-accent px-6 font-bold text-ink">
            {text.offerCreate}
          </button>
        </form>
      )}
    </RestaurantFormsFrame>
  );
}
