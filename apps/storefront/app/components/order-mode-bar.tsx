import type { OrderMode } from "@comptoir/domain";
import { fill, menu as menuText } from "@comptoir/messages";
import { lazy, Suspense, useId, useRef } from "react";
import { chooseMode, useLocationChoice } from "../lib/location-store.ts";
import { useShop } from "../lib/shop.ts";
import { PinIcon } from "./ui/icons.tsx";

const LocationPicker = lazy(() => import("./location-picker.tsx"));

function preloadLocationPicker() {
  void import("./location-picker.tsx");
}

const text = menuText;

/**
 * Pickup or delivery, at the top of the menu: a two-way switch, then what it means — "À emporter ·
 * prêt dans 15 min" or the delivery address — so prices and fees never surprise at checkout.
 * Choosing delivery without an address opens the address search.
 */
export function OrderModeBar({
  pickerOpen,
  onPickerOpenChange: setPickerOpen,
}: {
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}) {
  const shop = useShop();
  const location = useLocationChoice();
  const addressButton = useRef<HTMLButtonElement>(null);
  const name = useId();

  function choose(mode: OrderMode) {
    chooseMode(mode);
    setPickerOpen(mode === "delivery" && location._distance === null);
  }

  function done() {
    setPickerOpen(false);
    // The panel goes away: focus moves to what replaced it rather than to the page's start.
    requestAnimationFrame(() => addressButton.current?.focus());
  }

  const address = location._distance?.formatted_address || location._distance?.address;
  const options: { mode: OrderMode; label: string }[] = [
    { mode: "pickup", label: text.pickup },
    ...(shop.delivery.active ? [{ mode: "delivery" as const, label: text.delivery }] : []),
  ];

  return (
    <section aria-label={text.modeLabel} className="mx-auto flex max-w-5xl flex-col gap-2 px-4 pt-4">
      <fieldset className="flex w-fit rounded-full border border-line bg-panel p-1">
        <legend className="sr-only">{text.modeLabel}</legend>
        {options.map((option) => (
          <label
            key={option.mode}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-5 font-bold has-[:checked]:bg-cream has-[:checked]:text-ink has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.mode}
              checked={location.mode === option.mode}
              onChange={() => choose(option.mode)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="flex min-h-11 items-center gap-2 text-sm text-muted">
        <PinIcon className="size-4 shrink-0" />
        {location.mode === "pickup" ? (
          <span data-testid="mode-summary">
            {shop.scheduling.pickup.minimumTime > 0
              ? fill(text.pickupReady, { minutes: String(shop.scheduling.pickup.minimumTime) })
              : text.pickupNoDelay}
          </span>
        ) : (
          <>
            <span data-testid="mode-summary" className="min-w-0 truncate">
              {address ? fill(text.deliveryTo, { address }) : text.deliveryNoAddress}
            </span>
            <button
              ref={addressButton}
              type="button"
              onClick={() => setPickerOpen(!pickerOpen)}
              onPointerEnter={preloadLocationPicker}
              aria-expanded={pickerOpen}
              className="inline-flex min-h-11 shrink-0 items-center rounded-full px-3 font-bold text-cream underline underline-offset-4"
            >
              {address ? text.changeAddress : text.chooseAddress}
            </button>
          </>
        )}
      </div>
      {pickerOpen && location.mode === "delivery" ? (
        <Suspense fallback={<div className="h-32 animate-pulse rounded-2xl bg-panel" />}>
          <LocationPicker onDone={done} onCancel={() => setPickerOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
