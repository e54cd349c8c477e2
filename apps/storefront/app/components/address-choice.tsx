import { menuLater as text } from "@comptoir/messages";
import { lazy, type RefObject, Suspense } from "react";
import { deliveryTermsText } from "../lib/delivery-terms.ts";
import { destinationOf } from "../lib/location-actions.ts";
import { useLocationChoice } from "../lib/location-store.ts";
import { useShop } from "../lib/shop.ts";

const LocationPicker = lazy(() => import("./location-picker.tsx"));

function preloadLocationPicker() {
  void import("./location-picker.tsx");
}

interface Props {
  /** The address button, beside the delivery summary, or the address search panel under it. */
  part: "button" | "panel";
  /** The saved delivery address, if any. */
  address: string | undefined;
  buttonRef: RefObject<HTMLButtonElement | null>;
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}

/**
 * Choosing the delivery address from the order mode bar: its button with what delivery costs under
 * it, and the address search panel.
 * A client piece of order-mode-bar.tsx (ADR 046): the server draws the bar in pickup mode (it
 * cannot see the visitor's saved mode), so neither part is ever in its HTML.
 */
export default function AddressChoice({
  part,
  address,
  buttonRef,
  pickerOpen,
  onPickerOpenChange: setPickerOpen,
}: Props) {
  const shop = useShop();
  const location = useLocationChoice();
  if (part === "button") {
    // What delivery changes, under the address: its fee and the small-order supplement (ADR 058).
    const terms = deliveryTermsText(shop.delivery, destinationOf(location));
    return (
      <>
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setPickerOpen(!pickerOpen)}
          onPointerEnter={preloadLocationPicker}
          aria-expanded={pickerOpen}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full px-3 font-bold text-cream underline underline-offset-4"
        >
          {address ? text.changeAddress : text.chooseAddress}
        </button>
        {terms ? (
          <p className="w-full pb-1 pl-6" data-testid="delivery-terms">
            {terms}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <Suspense fallback={<div className="h-32 animate-pulse rounded-2xl bg-panel" />}>
      <LocationPicker
        onDone={() => {
          setPickerOpen(false);
          // The panel goes away: focus moves to what replaced it rather than to the page's start.
          requestAnimationFrame(() => buttonRef.current?.focus());
        }}
        onCancel={() => setPickerOpen(false)}
      />
    </Suspense>
  );
}
