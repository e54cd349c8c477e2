import type { OfferValue } from "@comptoir/contracts/catalogue-draft";
import { restaurantForms as text, weekdays } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import type { useDraftThing } from "../../lib/catalogue/use-draft-thing.ts";
import { CheckField } from "./check-field.tsx";
import { SettingInput } from "./setting-input.tsx";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const SERVICES = ["both", "pickup", "delivery"] as const;
const fieldClass = "min-h-12 w-full rounded-xl border border-line bg-ink px-4 text-lg text-cream";

/**
 * When an offer applies: a minimum, a service, a customer's first order, and, when it is timed,
 * its weekdays and its daily window; each field's error next to it.
 */
export function OfferConditions({
  form,
  value,
  readOnly,
}: {
  form: ReturnType<typeof useDraftThing<OfferValue>>;
  value: OfferValue;
  readOnly: boolean;
}) {
  const { errors, setField, flush } = form;
  const error = (field: string) => errors[field] ?? null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-xl font-black">{text.offerConditions}</legend>
      <SettingInput
        id="offre-minimum"
        field={{ name: "minimum_amount", kind: "money" }}
        label={text.offerMinimum}
        value={value.minimum_amount}
        error={error("minimum_amount")}
        readOnly={readOnly}
        onChange={(next) => setField("minimum_amount", next as number)}
        onBlur={flush}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="offre-service" className="font-semibold">
          {text.offerService}
        </label>
        <select
          id="offre-service"
          value={value.delivery_pickup}
          disabled={readOnly}
          onChange={(event) =>
            setField("delivery_pickup", event.target.value as OfferValue["delivery_pickup"])
          }
          className={fieldClass}
        >
          {SERVICES.map((service) => (
            <option key={service} value={service}>
              {text.offerServices[service]}
            </option>
          ))}
        </select>
      </div>
      <CheckField
        id="offre-premiere-commande"
        label={text.offerFirstOrder}
        checked={value.first_order}
        readOnly={readOnly}
        onChange={(next) => setField("first_order", next)}
      />
      <CheckField
        id="offre-horaires"
        label={text.offerTimed}
        checked={value.allow_repeat}
        readOnly={readOnly}
        onChange={(next) => setField("allow_repeat", next)}
      />
      {value.allow_repeat ? (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 font-semibold">{text.offerDays}</legend>
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                htmlFor={`offre-jour-${day}`}
                className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3"
              >
                <input
                  id={`offre-jour-${day}`}
                  type="checkbox"
                  disabled={readOnly}
                  checked={value.days.includes(day)}
                  onChange={(event) =>
                    setField(
                      "days",
                      WEEKDAYS.filter((each) =>
                        each === day ? event.target.checked : value.days.includes(each),
                      ),
                    )
                  }
                  className="size-5 accent-accent"
                />
                {weekdays[day]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-3">
            {(["start", "end"] as const).map((edge) => (
              <div key={edge} className="flex flex-col gap-1">
                <label htmlFor={`offre-${edge}`} className="font-semibold">
                  {edge === "start" ? text.offerStart : text.offerEnd}
                </label>
                <input
                  id={`offre-${edge}`}
                  type="time"
                  readOnly={readOnly}
                  value={value[edge] ?? ""}
                  onChange={(event) => setField(edge, event.target.value || null)}
                  onBlur={flush}
                  aria-invalid={error(edge) ? true : undefined}
                  aria-describedby={error(edge) ? `offre-${edge}-erreur` : undefined}
                  className={`${fieldClass} [color-scheme:dark]`}
                />
                {error(edge) ? <FieldError id={`offre-${edge}-erreur`}>{error(edge)}</FieldError> : null}
              </div>
            ))}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
