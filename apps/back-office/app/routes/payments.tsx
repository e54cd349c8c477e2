import { fill, restaurantForms as text } from "@comptoir/messages";
import { RestaurantFormsFrame } from "../components/restaurant-forms/restaurant-forms-frame.tsx";
import { SettingsSectionForm } from "../components/restaurant-forms/settings-section-form.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { PAYMENT_FIELDS } from "../lib/restaurant-forms/setting-fields.ts";
import { useDraft } from "../lib/restaurant-forms/use-draft.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/payments";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.paymentsTitle);
}

const GROUPS = [{ title: text.paymentsTitle, fields: PAYMENT_FIELDS }];

/** /admin/paiements: card and cash; a change asks for the owner's password again (ADR 051). */
export default function Payments() {
  const shop = useShop();
  const draft = useDraft({ sensitive: true });
  return (
    <RestaurantFormsFrame
      restaurantName={shop.restaurantName}
      title={text.paymentsTitle}
      problem={draft.problem ? fill(text.failed, { message: draft.problem }) : null}
      prompt={draft.prompt}
    >
      <p>{text.paymentsIntro}</p>
      <SettingsSectionForm
        section="payments"
        groups={GROUPS}
        things={draft.things}
        client={draft.client}
        readOnly={draft.readOnly}
        onUnauthorized={draft.onUnauthorized}
      />
    </RestaurantFormsFrame>
  );
}
