import type { OfferValue } from "@comptoir/contracts/catalogue-draft";
import { restaurantForms as text } from "@comptoir/messages";
import { TextField } from "@comptoir/ui/text-field.tsx";
import type { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import { withCode } from "../../lib/restaurant-forms/offer-defaults.ts";
import { CheckField } from "./check-field.tsx";
import { KeyChecklist } from "./key-checklist.tsx";
import { OfferConditions } from "./offer-conditions.tsx";
import { SettingInput } from "./setting-input.tsx";

type Option = { key: string; name: string };
const OFFER_TYPES = ["percentage", "fixed_amount", "buy_one_get_one", "free_item", "free_delivery"] as const;
const fieldClass = "min-h-12 w-full rounded-xl border border-line bg-ink px-4 text-lg text-cream";
const boxClass = "flex flex-col gap-4 rounded-2xl border border-line p-4";

/**
 * An offer or a coupon in full: every kind (a percentage, an amount, one bought one free, a free
 * dish, free delivery), automatic or with a code, its conditions (minimum, service, days and
 * times, first order) and what it applies to. Each field's error is next to it.
 */
export function OfferForm({
  form,
  value,
  menus,
  categories,
  items,
  readOnly,
}: {
  form: ReturnType<typeof useDraftThing<OfferValue>>;
  value: OfferValue;
  menus: readonly Option[];
  categories: readonly Option[];
  items: readonly Option[];
  readOnly: boolean;
}) {
  const { errors, setField, flush } = form;
  const error = (field: string) => errors[field] ?? null;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className={boxClass}>
        <legend className="px-1 text-xl font-black">{text.offerMain}</legend>
        <TextField
          id="offre-nom"
          label={text.offerName}
          value={value.name}
          onChange={(next) => setField("name", next)}
          onBlur={flush}
          error={error("name")}
          required
          maxLength={120}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="offre-description" className="font-semibold">
            {text.offerDescription}
          </label>
          <textarea
            id="offre-description"
            value={value.description}
            readOnly={readOnly}
            rows={2}
            onChange={(event) => setField("description", event.target.value)}
            onBlur={flush}
            className={`${fieldClass} py-2`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="offre-type" className="font-semibold">
            {text.offerType}
          </label>
          <select
            id="offre-type"
            value={value.type}
            disabled={readOnly}
            onChange={(event) => setField("type", event.target.value as OfferValue["type"])}
            className={fieldClass}
          >
            {OFFER_TYPES.map((type) => (
              <option key={type} value={type}>
                {text.offerTypes[type]}
              </option>
            ))}
          </select>
        </div>
        {value.type === "percentage" || value.type === "fixed_amount" ? (
          <SettingInput
            id="offre-valeur"
            field={{ name: "value", kind: value.type === "percentage" ? "integer" : "money" }}
            label={value.type === "percentage" ? text.offerValuePercent : text.offerValueAmount}
            value={value.value}
            error={error("value")}
            readOnly={readOnly}
            onChange={(next) => setField("value", next as number)}
            onBlur={flush}
          />
        ) : null}
        <CheckField
          id="offre-active"
          label={text.offerIsActive}
          checked={value.is_active}
          readOnly={readOnly}
          onChange={(next) => setField("is_active", next)}
        />
      </fieldset>

      <fieldset className={boxClass}>
        <legend className="px-1 text-xl font-black">{text.offerHow}</legend>
        {([null, ""] as const).map((mode) => {
          const id = mode === null ? "offre-automatique" : "offre-avec-code";
          const checked = mode === null ? value.code === null : value.code !== null;
          return (
            <label key={id} htmlFor={id} className="flex min-h-12 items-center gap-3 font-semibold">
              <input
                id={id}
                type="radio"
                name="offre-application"
                checked={checked}
                disabled={readOnly}
                onChange={() => form.setValue((current) => withCode(current, mode))}
                className="size-6 shrink-0 accent-accent"
              />
              {mode === null ? text.offerHowAutomatic : text.offerHowCode}
            </label>
          );
        })}
        {value.code !== null ? (
          <TextField
            id="offre-code"
            label={text.offerCode}
            value={value.code}
            onChange={(next) => form.setValue((current) => withCode(current, next.toUpperCase()))}
            onBlur={flush}
            error={error("code")}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            required
          />
        ) : null}
      </fieldset>

      <OfferConditions form={form} value={value} readOnly={readOnly} />

      <fieldset className={boxClass}>
        <legend className="px-1 text-xl font-black">{text.offerTargets}</legend>
        <p className="text-muted">{text.offerTargetsIntro}</p>
        <div className="grid gap-4 md:grid-cols-3">
          <KeyChecklist
            id="offre-cartes"
            legend={text.offerMenus}
            options={menus}
            selected={value.menus}
            readOnly={readOnly}
            onChange={(keys) => setField("menus", keys)}
          />
          <KeyChecklist
            id="offre-categories"
            legend={text.offerCategories}
            options={categories}
            selected={value.categories}
            readOnly={readOnly}
            onChange={(keys) => setField("categories", keys)}
          />
          <KeyChecklist
            id="offre-plats"
            legend={text.offerItems}
            options={items}
            selected={value.items}
            readOnly={readOnly}
            onChange={(keys) => setField("items", keys)}
          />
        </div>
      </fieldset>
    </div>
  );
}
