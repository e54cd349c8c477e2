import { fill, restaurantForms as text } from "@comptoir/messages";
import { RestaurantFormsFrame } from "../components/restaurant-forms/restaurant-forms-frame.tsx";
import { SettingsSectionForm } from "../components/restaurant-forms/settings-section-form.tsx";
import { ZonesForm } from "../components/restaurant-forms/zones-form.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { DELIVERY_FIELDS } from "../lib/restaurant-forms/setting-fields.ts";
import { useDraft } from "../lib/restaurant-forms/use-draft.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/delivery";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.deliveryTitle);
}

const GROUPS = [{ title: text.deliverySettingsTitle, fields: DELIVERY_FIELDS }];

/**
 * /admin/livraison: delivery on or off, by zone or by distance, its minimum and fees, the farthest
 * distance (`settings:features`), and the zones with their own fees (`zones:all`).
 */
export default function Delivery() {
  const shop = useShop();
  const draft = useDraft();
  return (
    <RestaurantFormsFrame
      restaurantName={shop.restaurantName}
      title={text.deliveryTitle}
      problem={draft.problem ? fill(text.failed, { message: draft.problem }) : null}
    >
      <SettingsSectionForm
        section="features"
        groups={GROUPS}
        things={draft.things}
        client={draft.client}
        readOnly={draft.readOnly}
        onUnauthorized={draft.onUnauthorized}
      />
      <section aria-labelledby="livraison-zones" className="flex flex-col gap-3">
        <h2 id="livraison-zones" className="text-xl font-black">
          {text.zonesTitle}
        </h2>
        <ZonesForm
          things={draft.things}
          client={draft.client}
          readOnly={draft.readOnly}
          onUnauthorized={draft.onUnauthorized}
        />
      </section>
    </RestaurantFormsFrame>
  );
}
