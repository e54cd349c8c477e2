import type { GroupValue } from "@comptoir/contracts/catalogue-draft";
import { allergenLabels, fill, catalogueEditor as text } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { useParams } from "react-router";
import { CheckboxInput, NumberInput, SelectInput, TextInput } from "../components/catalogue/fields.tsx";
import { SortableList } from "../components/catalogue/sortable-list.tsx";
import { ThingForm } from "../components/catalogue/thing-form.tsx";
import { actionButton } from "../components/catalogue/thing-header.tsx";
import { itemsUsingGroup, moved, newKey } from "../lib/catalogue/draft-tree.ts";
import { TAX_RATE_OPTIONS } from "../lib/catalogue/tax-rates.ts";
import { useThingForm } from "../lib/catalogue/use-thing-form.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/catalogue-group";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.groupTitle);
}

type Choice = GroupValue["choices"][number];
const ALLERGENS = Object.entries(allergenLabels) as [string, string][];

/**
 * /admin/carte/options/:key: an option group, its minimum and maximum, and its choices in order
 * (their order is part of the group's value: moving a choice saves the group).
 */
export default function CatalogueGroup() {
  const { key = "" } = useParams();
  const { catalogue, thing, form } = useThingForm("group", key);
  const { value, setField, flush, errors } = form;
  const readOnly = catalogue.readOnly;

  if (!catalogue.draft) return <p className="text-muted">{text.loading}</p>;
  if (!thing || !value) return <p>{text.groupMissing}</p>;

  const setChoice = (index: number, change: Partial<Choice>) =>
    setField(
      "choices",
      value.choices.map((choice, at) => (at === index ? { ...choice, ...change } : choice)),
    );

  return (
    <ThingForm
      catalogue={catalogue}
      thing={thing}
      form={form}
      title={value.name || text.groupTitle}
      legend={text.groupTitle}
      deletionQuestion={() => {
        const users = itemsUsingGroup(catalogue.draft?.things ?? [], thing.key);
        return users.length === 0
          ? fill(text.deleteGroupConfirm, { name: value.name })
          : fill(text.deleteGroupUsedConfirm, { name: value.name, items: users.join(", ") });
      }}
      labels={{ name: text.name, min: text.groupMin, max: text.groupMax, choices: text.choices }}
      after={
        <section aria-labelledby="groupe-choix" className="flex flex-col gap-2">
          <h3 id="groupe-choix" className="text-lg font-black">
            {text.choices}
          </h3>
          {errors.choices ? <FieldError>{errors.choices}</FieldError> : null}
          <SortableList
            id="groupe-liste-choix"
            label={text.choices}
            disabled={readOnly}
            entries={value.choices.map((choice, index) => ({
              id: choice.key,
              label: choice.name,
              choice,
              index,
            }))}
            onMove={(from, to) => {
              const keys = moved(
                value.choices.map((choice) => choice.key),
                from,
                to,
              );
              setField(
                "choices",
                keys.map((choiceKey) => value.choices.find((choice) => choice.key === choiceKey) as Choice),
              );
            }}
            className="flex flex-col gap-2"
            render={({ choice, index }, handle) => {
              const id = (field: string) => `choix-${index}-${field}`;
              const error = (field: string) => errors[`choices.${index}.${field}`];
              return (
                <fieldset
                  disabled={readOnly}
                  className="flex flex-col gap-2 rounded-xl border border-line p-2"
                >
                  <legend className="sr-only">{fill(text.choiceLegend, { name: choice.name })}</legend>
                  <div className="flex items-start gap-1">
                    {handle}
                    <div className="grid grow gap-2 sm:grid-cols-2 lg:grid-cols-4">
                      <TextInput
                        id={id("nom")}
                        label={text.choiceName}
                        value={choice.name}
                        error={error("name")}
                        onBlur={flush}
                        onChange={(name) => setChoice(index, { name })}
                      />
                      <NumberInput
                        id={id("prix")}
                        label={text.choicePrice}
                        money
                        value={choice.price}
                        error={error("price")}
                        onBlur={flush}
                        onChange={(price) => setChoice(index, { price: price ?? Number.NaN })}
                      />
                      <SelectInput
                        id={id("tva")}
                        label={text.taxRate}
                        value={choice.tax_rate === null ? "" : String(choice.tax_rate)}
                        error={error("tax_rate")}
                        onBlur={flush}
                        options={[{ value: "", label: text.itemsRate }, ...TAX_RATE_OPTIONS]}
                        onChange={(rate) => setChoice(index, { tax_rate: rate === "" ? null : Number(rate) })}
                      />
                      <NumberInput
                        id={id("quantite")}
                        label={text.choiceMaxQuantity}
                        value={choice.max_quantity}
                        error={error("max_quantity")}
                        onBlur={flush}
                        onChange={(quantity) => setChoice(index, { max_quantity: quantity ?? Number.NaN })}
                      />
                    </div>
                  </div>
                  <details className="px-2">
                    <summary className="min-h-11 cursor-pointer content-center">
                      {fill(text.choiceAllergens, { count: choice.allergens.length })}
                    </summary>
                    <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
                      {ALLERGENS.map(([allergen, label], at) => (
                        <CheckboxInput
                          key={allergen}
                          id={id(`allergene-${at}`)}
                          label={label}
                          checked={choice.allergens.includes(allergen)}
                          onChange={(on) =>
                            setChoice(index, {
                              allergens: on
                                ? [...choice.allergens, allergen]
                                : choice.allergens.filter((each) => each !== allergen),
                            })
                          }
                        />
                      ))}
                    </div>
                  </details>
                  {readOnly || value.choices.length <= 1 ? null : (
                    <button
                      type="button"
                      className="min-h-11 self-end px-3 underline"
                      aria-label={fill(text.removeChoice, { name: choice.name })}
                      onClick={() =>
                        setField(
                          "choices",
                          value.choices.filter((_, at) => at !== index),
                        )
                      }
                    >
                      {text.remove}
                    </button>
                  )}
                </fieldset>
              );
            }}
          />
          {readOnly ? null : (
            <button
              type="button"
              className={`${actionButton} self-start`}
              onClick={() =>
                setField("choices", [
                  ...value.choices,
                  {
                    key: newKey(text.newChoiceName),
                    name: text.newChoiceName,
                    price: 0,
                    max_quantity: 1,
                    tax_rate: null,
                    allergens: [],
                  },
                ])
              }
            >
              {text.addChoice}
            </button>
          )}
        </section>
      }
    >
      <TextInput
        id="groupe-nom"
        label={text.name}
        value={value.name}
        error={errors.name}
        onBlur={flush}
        onChange={(name) => setField("name", name)}
      />
      <div className="grid grid-cols-2 gap-4">
        <NumberInput
          id="groupe-min"
          label={text.groupMin}
          hint={text.groupMinHint}
          value={value.min}
          error={errors.min}
          onBlur={flush}
          onChange={(min) => setField("min", min ?? Number.NaN)}
        />
        <NumberInput
          id="groupe-max"
          label={text.groupMax}
          value={value.max}
          error={errors.max}
          onBlur={flush}
          onChange={(max) => setField("max", max ?? Number.NaN)}
        />
      </div>
    </ThingForm>
  );
}
