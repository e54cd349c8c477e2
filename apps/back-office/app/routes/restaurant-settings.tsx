import { fill, reports as reportsText, restaurantForms as text } from "@comptoir/messages";
import { RestaurantFormsFrame } from "../components/restaurant-forms/restaurant-forms-frame.tsx";
import { SettingsSectionForm } from "../components/restaurant-forms/settings-section-form.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import {
  CONTACT_FIELDS,
  IDENTITY_FIELDS,
  LEGAL_FIELDS,
  REPORTS_FIELDS,
  SITE_FIELDS,
  SOCIAL_FIELDS,
} from "../lib/restaurant-forms/setting-fields.ts";
import { useDraft } from "../lib/restaurant-forms/use-draft.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/restaurant-settings";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.restaurantTitle);
}

const SECTIONS = [
  {
    section: "contacts",
    groups: [
      { title: text.contactsTitle, fields: CONTACT_FIELDS },
      { title: text.socialTitle, fields: SOCIAL_FIELDS },
    ],
  },
  { section: "restaurant", groups: [{ title: text.identityTitle, fields: IDENTITY_FIELDS }] },
  { section: "site", groups: [{ title: text.siteTitle, fields: SITE_FIELDS }] },
  { section: "legal", groups: [{ title: text.legalTitle, fields: LEGAL_FIELDS }] },
  { section: "reports", groups: [{ title: reportsText.dayClosesAt, fields: REPORTS_FIELDS }] },
] as const;

/**
 * /admin/restaurant: the restaurant itself (name, address, position, phone, e-mail, social links,
 * site, legal identity) and the hour its service day ends, for the reports.
 */
export default function RestaurantSettings() {
  const shop = useShop();
  const draft = useDraft();
  return (
    <RestaurantFormsFrame
      restaurantName={shop.restaurantName}
      title={text.restaurantTitle}
      problem={draft.problem ? fill(text.failed, { message: draft.problem }) : null}
    >
      {SECTIONS.map(({ section, groups }) => (
        <SettingsSectionForm
          key={section}
          section={section}
          groups={groups}
          things={draft.things}
          client={draft.client}
          readOnly={draft.readOnly}
          onUnauthorized={draft.onUnauthorized}
        />
      ))}
    </RestaurantFormsFrame>
  );
}
