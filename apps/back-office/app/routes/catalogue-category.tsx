import type { CategoryValue } from "@comptoir/contracts/catalogue-draft";
import { fill, makeTimeEditor, photoField, catalogueEditor as text } from "@comptoir/messages";
import { useMemo } from "react";
import { useParams } from "react-router";
import { NameAndDescription, SelectInput } from "../components/catalogue/fields.tsx";
import { MakeTimeField, makeTimeSummary } from "../components/catalogue/make-time-field.tsx";
import { framedPhotoOf, PhotoField } from "../components/catalogue/photo-field.tsx";
import { ThingForm } from "../components/catalogue/thing-form.tsx";
import { deletionTakes, draftTree } from "../lib/catalogue/draft-tree.ts";
import { useThingForm } from "../lib/catalogue/use-thing-form.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/catalogue-category";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.categoryTitle);
}

/** /admin/carte/categories/:key: a category's name, description, menu, photo and make time. */
export default function CatalogueCategory() {
  const { key = "" } = useParams();
  const { catalogue, thing, form, ref } = useThingForm("category", key);
  const { value, setField, flush, errors } = form;
  const tree = useMemo(() => draftTree(catalogue.draft?.things ?? []), [catalogue.draft]);

  if (!catalogue.draft) return <p className="text-muted">{text.loading}</p>;
  if (!thing || !value) return <p>{text.categoryMissing}</p>;

  return (
    <ThingForm
      catalogue={catalogue}
      thing={thing}
      form={form}
      title={value.name || text.categoryTitle}
      legend={text.categoryTitle}
      deletionQuestion={() =>
        fill(text.deleteCategoryConfirm, { name: value.name, items: deletionTakes(tree, ref).items })
      }
      labels={{
        name: text.name,
        description: text.description,
        menu: text.menu,
        photo: photoField.dishLabel,
        make_time: makeTimeEditor.legend,
      }}
      formats={{
        photo: (photo) => (photo ? photoField.some : photoField.none),
        make_time: (makeTime) => makeTimeSummary(makeTime as CategoryValue["make_time"]),
      }}
    >
      <NameAndDescription
        prefix="categorie"
        value={value}
        errors={errors}
        onBlur={flush}
        setField={setField}
      />
      <SelectInput
        id="categorie-menu"
        label={text.menu}
        value={value.menu}
        error={errors.menu}
        onBlur={flush}
        options={tree.menus.map(({ menu }) => ({ value: menu.key, label: menu.value.name }))}
        onChange={(menu) => setField("menu", menu)}
      />
      <PhotoField
        id="categorie-photo"
        label={photoField.dishLabel}
        kind="dish"
        value={framedPhotoOf(value.photo)}
        readOnly={catalogue.readOnly}
        onChange={(photo) => {
          setField("photo", photo);
          flush();
        }}
      />
      <MakeTimeField
        id="categorie-temps"
        value={value.make_time}
        errors={errors}
        onBlur={flush}
        onChange={(makeTime) => setField("make_time", makeTime)}
      />
    </ThingForm>
  );
}
