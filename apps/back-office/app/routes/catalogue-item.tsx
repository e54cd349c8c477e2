import {
  allergenLabels,
  fill,
  makeTimeEditor,
  photoField,
  catalogueEditor as text,
} from "@comptoir/messages";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import {
  CheckboxInput,
  NameAndDescription,
  NumberInput,
  SelectInput,
} from "../components/catalogue/fields.tsx";
import { MakeTimeField, makeTimeSummary } from "../components/catalogue/make-time-field.tsx";
import { framedPhotoOf, PhotoField } from "../components/catalogue/photo-field.tsx";
import { SortableList } from "../components/catalogue/sortable-list.tsx";
import { ThingForm } from "../components/catalogue/thing-form.tsx";
import { actionButton } from "../components/catalogue/thing-header.tsx";
import { draftTree, moved, newKey } from "../lib/catalogue/draft-tree.ts";
import { TAX_RATE_OPTIONS } from "../lib/catalogue/tax-rates.ts";
import { useThingForm } from "../lib/catalogue/use-thing-form.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/catalogue-item";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.itemTitle);
}

const ALLERGENS = Object.entries(allergenLabels) as [string, string][];

/** /admin/carte/plats/:key: a dish of the draft, saved as the owner types. */
export default function CatalogueItem() {
  const { key = "" } = useParams();
  const navigate = useNavigate();
  const { catalogue, thing, form } = useThingForm("item", key);
  const { value, setField, flush, errors, readOnly } = { ...form, readOnly: catalogue.readOnly };
  const tree = useMemo(() => draftTree(catalogue.draft?.things ?? []), [catalogue.draft]);
  const [toAttach, setToAttach] = useState("");

  if (!catalogue.draft) return <p className="text-muted">{text.loading}</p>;
  if (!thing || !value) return <p>{text.itemMissing}</p>;

  const categories = tree.menus.flatMap(({ menu, categories }) =>
    categories.map(({ category }) => ({
      value: category.key,
      label: `${menu.value.name} · ${category.value.name}`,
    })),
  );
  const groupName = (group: string) => tree.groups.find((each) => each.key === group)?.value.name ?? group;
  const attachable = tree.groups.filter((group) => !value.options.includes(group.key));
  const otherAllergens = value.allergens.filter((allergen) => !(allergen in allergenLabels));
  const categoryMakeTime =
    tree.menus.flatMap(({ categories }) => categories).find(({ category }) => category.key === value.category)
      ?.category.value.make_time ?? null;

  async function duplicate() {
    if (!thing || !value) return;
    const copyKey = newKey(value.name);
    const made = await catalogue.create(
      `item:${copyKey}`,
      { ...value, name: fill(text.copyName, { name: value.name }) },
      thing.position + 1,
    );
    if (made) navigate(`/admin/carte/plats/${copyKey}`);
  }

  const labels = {
    name: text.name,
    description: text.description,
    price_pickup: text.pricePickup,
    price_delivery: text.priceDelivery,
    tax_rate: text.taxRate,
    allergens: text.allergens,
    spice_level: text.spiceLevel,
    visible: text.visible,
    options: text.itemGroups,
    category: text.category,
    image: text.image,
    score: text.score,
    available: text.available,
    photo: photoField.dishLabel,
    make_time: makeTimeEditor.legend,
  };
  const id = (field: string) => `plat-${field}`;
  return (
    <ThingForm
      catalogue={catalogue}
      thing={thing}
      form={form}
      title={value.name || text.itemTitle}
      legend={text.itemTitle}
      deletionQuestion={() => fill(text.deleteItemConfirm, { name: value.name })}
      actions={
        <button type="button" className={actionButton} onClick={() => void duplicate()}>
          {text.duplicate}
        </button>
      }
      labels={labels}
      formats={{
        photo: (photo) => (photo ? photoField.some : photoField.none),
        make_time: (makeTime) =>
          makeTime
            ? makeTimeSummary(makeTime as typeof categoryMakeTime)
            : fill(makeTimeEditor.fromCategory, { value: makeTimeSummary(categoryMakeTime) }),
      }}
      after={
        <section aria-labelledby="plat-options" className="flex flex-col gap-2">
          <h3 id="plat-options" className="text-lg font-black">
            {text.itemGroups}
          </h3>
          {value.options.length === 0 ? <p className="text-muted">{text.noGroups}</p> : null}
          <SortableList
            id="plat-liste-options"
            label={text.itemGroups}
            disabled={readOnly}
            entries={value.options.map((group) => ({ id: group, label: groupName(group) }))}
            onMove={(from, to) => setField("options", moved(value.options, from, to))}
            render={(entry, handle) => (
              <div className="flex items-center gap-1 rounded-xl border border-line px-1">
                {handle}
                <span className="grow font-bold">{entry.label}</span>
                {readOnly ? null : (
                  <button
                    type="button"
                    className="min-h-11 px-3 underline"
                    aria-label={fill(text.detachGroup, { name: entry.label })}
                    onClick={() =>
                      setField(
                        "options",
                        value.options.filter((group) => group !== entry.id),
                      )
                    }
                  >
                    {text.detach}
                  </button>
                )}
              </div>
            )}
          />
          {readOnly || attachable.length === 0 ? null : (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 grow">
                <SelectInput
                  id="plat-ajout-option"
                  label={text.attachGroupLabel}
                  value={toAttach || (attachable[0]?.key ?? "")}
                  onChange={setToAttach}
                  options={attachable.map((group) => ({ value: group.key, label: group.value.name }))}
                />
              </div>
              <button
                type="button"
                className={actionButton}
                onClick={() => {
                  const group = toAttach || attachable[0]?.key;
                  if (group) setField("options", [...value.options, group]);
                  setToAttach("");
                }}
              >
                {text.attach}
              </button>
            </div>
          )}
        </section>
      }
    >
      <NameAndDescription prefix="plat" value={value} errors={errors} onBlur={flush} setField={setField} />
      <PhotoField
        id={id("photo")}
        label={photoField.dishLabel}
        kind="dish"
        value={framedPhotoOf(value.photo)}
        readOnly={readOnly}
        onChange={(photo) => {
          setField("photo", photo);
          flush();
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberInput
          id={id("prix-emporter")}
          label={text.pricePickup}
          money
          value={value.price_pickup}
          error={errors.price_pickup}
          onBlur={flush}
          onChange={(price) => setField("price_pickup", price ?? Number.NaN)}
        />
        <NumberInput
          id={id("prix-livraison")}
          label={text.priceDelivery}
          money
          value={value.price_delivery}
          error={errors.price_delivery}
          onBlur={flush}
          onChange={(price) => setField("price_delivery", price ?? Number.NaN)}
        />
        <SelectInput
          id={id("tva")}
          label={text.taxRate}
          value={String(value.tax_rate)}
          error={errors.tax_rate}
          onBlur={flush}
          options={TAX_RATE_OPTIONS}
          onChange={(rate) => setField("tax_rate", Number(rate))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          id={id("categorie")}
          label={text.category}
          value={value.category}
          error={errors.category}
          onBlur={flush}
          options={categories}
          onChange={(category) => setField("category", category)}
        />
        <SelectInput
          id={id("epice")}
          label={text.spiceLevel}
          value={String(value.spice_level)}
          error={errors.spice_level}
          onBlur={flush}
          options={[0, 1, 2, 3].map((level) => ({
            value: String(level),
            label: text.spiceLevels[level] ?? "",
          }))}
          onChange={(level) => setField("spice_level", Number(level))}
        />
      </div>
      <MakeTimeField
        id={id("temps")}
        value={value.make_time}
        errors={errors}
        category={{ makeTime: categoryMakeTime }}
        onBlur={flush}
        onChange={(makeTime) => setField("make_time", makeTime)}
      />
      <CheckboxInput
        id={id("visible")}
        label={text.visibleLabel}
        checked={value.visible}
        onChange={(visible) => {
          setField("visible", visible);
        }}
      />
      <fieldset className="rounded-xl border border-line p-3">
        <legend className="px-1 font-semibold">{text.allergens}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {ALLERGENS.map(([allergen, label]) => (
            <CheckboxInput
              key={allergen}
              id={id(`allergene-${ALLERGENS.findIndex(([each]) => each === allergen)}`)}
              label={label}
              checked={value.allergens.includes(allergen)}
              onChange={(on) =>
                setField(
                  "allergens",
                  on ? [...value.allergens, allergen] : value.allergens.filter((each) => each !== allergen),
                )
              }
            />
          ))}
        </div>
        {otherAllergens.length > 0 ? (
          <p className="text-sm text-muted">
            {fill(text.otherAllergens, { list: otherAllergens.join(", ") })}
          </p>
        ) : null}
      </fieldset>
    </ThingForm>
  );
}
