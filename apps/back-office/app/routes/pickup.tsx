import { fill, restaurantForms as text } from "@comptoir/messages";
import { RestaurantFormsFrame } from "../components/restaurant-forms/restaurant-forms-frame.tsx";
import { SettingsSectionForm } from "../components/restaurant-forms/settings-section-form.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { DELIVERY_SLOT_FIELDS, PICKUP_SLOT_FIELDS } from "../lib/restaurant-forms/setting-fields.ts";
import { useDraft } from "../lib/restaurant-forms/use-draft.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/pickup";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.pickupTitle);
}

const GROUPS = [
  { title: text.pickupPickupTitle, fields: PICKUP_SLOT_FIELDS },
  { title: text.pickupDeliveryTitle, fields: DELIVERY_SLOT_FIELDS },
];

/** /admin/retrait: the time slots customers choose from, for pickup and for delivery (`settings:scheduling`). */
export default function Pickup() {
  const shop = useShop();
  const draft = useDraft();
  return (
    <RestaurantFormsFrame
      restaurantName={shop.restaurantName}
      title={text.pickupTitle}
      problem={draft.problem ? fill(text.failed, { message: draft.problem }) : null}
    >
      <SettingsSectionForm
        section="scheduling"
        groups={GROUPS}
        things={draft.things}
        client={draft.client}
        readOnly={draft.readOnly}
        onUnauthorized={draft.onUnauthorized}
      />
    </RestaurantFormsFrame>
  );
}
