import type { MenuValue } from "@comptoir/contracts/catalogue-draft";
import { fill, catalogueEditor as text, weekdays } from "@comptoir/messages";
import { useMemo } from "react";
import { useParams } from "react-router";
import { NameAndDescription } from "../components/catalogue/fields.tsx";
import { HoursEditor } from "../components/catalogue/hours-editor.tsx";
import { ThingForm } from "../components/catalogue/thing-form.tsx";
import { deletionTakes, draftTree } from "../lib/catalogue/draft-tree.ts";
import { useThingForm } from "../lib/catalogue/use-thing-form.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/catalogue-menu";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.menuTitle);
}

/** A menu's hours in a line per service, for a conflict: "à emporter : Lundi 11:30–14:30 ; …". */
function hoursSummary(hours: MenuValue["hours"]): string {
  return (["pickup", "delivery"] as const)
    .map((service) => {
      const days = (Object.keys(weekdays) as (keyof typeof weekdays)[])
        .filter((day) => (hours[service][day] ?? []).length > 0)
        .map(
          (day) =>
            `${weekdays[day]} ${(hours[service][day] ?? []).map(([from, to]) => `${from}–${to}`).join(", ")}`,
        );
      const name = service === "pickup" ? text.servicePickup : text.serviceDelivery;
      return `${name} : ${days.join(" ; ") || text.closedDay}`;
    })
    .join(" · ");
}

/** /admin/carte/menus/:key: a menu's name, description and hours for pickup and delivery. */
export default function CatalogueMenu() {
  const { key = "" } = useParams();
  const { catalogue, thing, form, ref } = useThingForm("menu", key);
  const { value, setField, flush, errors } = form;
  const readOnly = catalogue.readOnly;
  const tree = useMemo(() => draftTree(catalogue.draft?.things ?? []), [catalogue.draft]);

  if (!catalogue.draft) return <p className="text-muted">{text.loading}</p>;
  if (!thing || !value) return <p>{text.menuMissing}</p>;

  return (
    <ThingForm
      catalogue={catalogue}
      thing={thing}
      form={form}
      title={value.name || text.menuTitle}
      legend={text.menuTitle}
      deletionQuestion={() => {
        const takes = deletionTakes(tree, ref);
        return fill(text.deleteMenuConfirm, {
          name: value.name,
          categories: takes.categories,
          items: takes.items,
        });
      }}
      labels={{ name: text.name, description: text.description, hours: text.hours }}
      formats={{ hours: (hours) => hoursSummary(hours as MenuValue["hours"]) }}
      after={(["pickup", "delivery"] as const).map((service) => (
        <HoursEditor
          key={service}
          service={service}
          week={value.hours[service]}
          errors={errors}
          readOnly={readOnly}
          onBlur={flush}
          onChange={(week) => setField("hours", { ...value.hours, [service]: week })}
        />
      ))}
    >
      <NameAndDescription prefix="menu" value={value} errors={errors} onBlur={flush} setField={setField} />
    </ThingForm>
  );
}
