import { kitchenCapacityEditor as text } from "@comptoir/messages";
import { CapacityForm } from "../components/catalogue/capacity-form.tsx";
import { useCatalogue } from "../lib/catalogue/use-catalogue-draft.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/catalogue-capacity";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.title);
}

/** /admin/carte/capacite: the kitchen's capacity per weekday and time range, in the draft. */
export default function CatalogueCapacity() {
  const catalogue = useCatalogue();
  return (
    <CapacityForm
      things={catalogue.draft?.things ?? null}
      client={catalogue.client}
      readOnly={catalogue.readOnly}
      onSaved={catalogue.putThing}
      onUnauthorized={catalogue.endSession}
    />
  );
}
