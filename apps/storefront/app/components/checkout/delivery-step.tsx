import { CHECKOUT_FIELD_MAX_LENGTH, zonedClock } from "@comptoir/domain";
import { checkout as checkoutText } from "@comptoir/messages";
import { FieldError } from "@comptoir/ui/error-icon.tsx";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { lazy, Suspense, useEffect, useState } from "react";
import { useCart } from "../../lib/cart-state.ts";
import { quoteBodyFor, whenQuoteView } from "../../lib/checkout/kitchen-quote.ts";
import type { DeliveryView } from "../../lib/checkout/step-views.ts";
import { useKitchenQuote } from "../../lib/checkout/use-kitchen-quote.ts";
import { useShop } from "../../lib/shop.ts";
import { PinIcon, SearchIcon } from "../ui/icons.tsx";
import { ChoiceRow } from "./choice-row.tsx";

const LocationPicker = lazy(() => import("../location-picker.tsx"));

/** What the tab draws (`deliveryView`); its action is the bottom bar's. */
type Props = Omit<DeliveryView, "action">;

/**
 * The delivery tab: where (the delivery address, with the address search, or the restaurant for
 * a pickup) and when (as soon as possible, or a day and a slot), with the kitchen's quote for this
 * cart: the ready time of "as soon as possible" and the slots it no longer fits in (ADR 065).
 */
export function DeliveryStep(props: Props) {
  const { mode, values, errors, onChange, onBlur, days, onSlotChange, onSlotFull } = props;
  const [searching, setSearching] = useState(false);
  // The page says whether a slot is needed (`is_scheduled`, forced when "as soon as possible" is not offered).
  const scheduled = values.is_scheduled;
  const day = days.find((candidate) => candidate.date === values.delivery_date) ?? days[0];
  const date = scheduled && day ? day.date : values.delivery_date;
  const shop = useShop();
  // The shop's date (not checkout-schedule's `todayIn`: importing the route's module here would
  // split it out of the checkout's first load as a chunk of its own, ADR 046).
  const today = zonedClock(shop.now(), shop.timeZone).date;
  const { lines } = useCart();
  // "Dès que possible" is today's quote; another day's slots are that day's (asked only then).
  const todayQuote = useKitchenQuote(quoteBodyFor(lines, mode, today));
  const dayQuote = useKitchenQuote(quoteBodyFor(date === today ? [] : lines, mode, date));
  const when = whenQuoteView({
    todayQuote,
    dayQuote: date === today ? todayQuote : dayQuote,
    mode,
    date,
    timeZone: shop.timeZone,
    asapOffered: props.asapLabel !== null,
    slots: day?.slots ?? [],
    chosen: scheduled ? values.delivery_time_range : null,
  });
  // A chosen slot the kitchen can no longer take is unchosen, and the step says why until another is.
  const [slotGone, setSlotGone] = useState<string | null>(null);
  const { chosenFull } = when;
  const chosen = values.delivery_time_range;
  useEffect(() => {
    if (chosenFull === null || chosen === null) return;
    setSlotGone(chosenFull);
    onSlotFull(chosen);
  }, [chosenFull, chosen, onSlotFull]);

  return (
    <div className="mt-5 flex flex-col gap-6">
      {mode === "delivery" ? (
        <section aria-labelledby="adresse-livraison" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="adresse-livraison" className="text-lg font-black">
              {checkoutText.addressTitle}
            </h2>
            {searching ? null : (
              <button
                type="button"
                onClick={() => setSearching(true)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-semibold hover:border-muted"
              >
                <SearchIcon />
                {checkoutText.searchAddress}
              </button>
            )}
          </div>
          {searching ? (
            <Suspense fallback={<p className="text-muted">{checkoutText.checkingAddress}</p>}>
              <div className="rounded-2xl bg-panel p-3">
                <LocationPicker
                  onDone={() => {
                    setSearching(false);
                    props.onAddressFound();
                  }}
                  onCancel={() => setSearching(false)}
                />
              </div>
            </Suspense>
          ) : null}
          <TextField
            id="commande-adresse"
            label={checkoutText.address}
            value={values.address}
            onChange={(value) => onChange("address", value)}
            onBlur={() => onBlur("address")}
            error={errors.address}
            autoComplete="street-address"
            placeholder={checkoutText.addressPlaceholder}
            required
            maxLength={CHECKOUT_FIELD_MAX_LENGTH.address}
          />
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
            <TextField
              id="commande-code-postal"
              label={checkoutText.postalCode}
              value={values.postal_code}
              onChange={(value) => onChange("postal_code", value)}
              onBlur={() => onBlur("postal_code")}
              error={errors.postal_code}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maxLength={CHECKOUT_FIELD_MAX_LENGTH.postal_code}
            />
            <TextField
              id="commande-ville"
              label={checkoutText.city}
              value={values.city}
              onChange={(value) => onChange("city", value)}
              onBlur={() => onBlur("city")}
              error={errors.city}
              autoComplete="address-level2"
              required
              maxLength={CHECKOUT_FIELD_MAX_LENGTH.city}
            />
          </div>
        </section>
      ) : (
        <section aria-labelledby="lieu-retrait" className="flex items-start gap-3 rounded-2xl bg-panel p-4">
          <PinIcon className="mt-0.5 size-6 shrink-0 text-accent" />
          <div>
            <h2 id="lieu-retrait" className="font-black">
              {checkoutText.pickupPlace}
            </h2>
            <p className="text-muted">{props.restaurantPlace}</p>
          </div>
        </section>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-lg font-black">{checkoutText.whenTitle}</legend>
        <ChoiceRow
          name="quand"
          checked={!scheduled}
          disabled={props.asapLabel === null}
          onSelect={() => props.onScheduledChange(false)}
          label={when.asapLabel ?? props.asapLabel ?? checkoutText.asap}
          note={props.asapLabel === null ? props.asapNote : when.asapNote}
        />
        <ChoiceRow
          name="quand"
          checked={scheduled}
          disabled={days.length === 0}
          onSelect={() => props.onScheduledChange(true)}
          label={checkoutText.schedule}
          note={days.length === 0 ? checkoutText.noSlot : null}
        />
        {scheduled && day ? (
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1 font-semibold">
              {checkoutText.day}
              <select
                value={day.date}
                onChange={(event) => {
                  // The sentence was about the day's slot: another day has its own slots.
                  setSlotGone(null);
                  props.onDayChange(event.target.value);
                }}
                className="min-h-12 rounded-xl border border-line bg-ink px-3 text-lg text-cream"
              >
                {days.map((candidate) => (
                  <option key={candidate.date} value={candidate.date}>
                    {candidate.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 font-semibold">
              {checkoutText.slot}
              <select
                value={values.delivery_time_range ?? ""}
                onChange={(event) => {
                  setSlotGone(null);
                  onSlotChange(event.target.value || null);
                }}
                onBlur={() => onBlur("delivery_time_range")}
                aria-invalid={errors.delivery_time_range ? true : undefined}
                aria-describedby={
                  slotGone || errors.delivery_time_range ? "commande-creneau-erreur" : undefined
                }
                className={`min-h-12 rounded-xl border bg-ink px-3 text-lg text-cream ${
                  errors.delivery_time_range ? "border-danger" : "border-line"
                }`}
              >
                <option value="">{checkoutText.chooseSlot}</option>
                {when.slots.map((slot) => (
                  <option key={slot.value} value={slot.value} disabled={slot.full}>
                    {slot.text}
                  </option>
                ))}
              </select>
            </label>
            {slotGone ? (
              <p id="commande-creneau-erreur" role="alert" className="col-span-2 font-semibold">
                {slotGone}
              </p>
            ) : errors.delivery_time_range ? (
              <FieldError id="commande-creneau-erreur" className="col-span-2">
                {errors.delivery_time_range}
              </FieldError>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      {props.busy ? (
        <p role="status" className="text-muted">
          {checkoutText.checkingAddress}
        </p>
      ) : null}
    </div>
  );
}
