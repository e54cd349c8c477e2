import type { OrderMode } from "@comptoir/domain";
import { fill, menu as menuText } from "@comptoir/messages";
import { type ReactNode, useId, useRef } from "react";
import { chooseMode, useLocationChoice } from "../lib/location-store.ts";
import { useShop } from "../lib/shop.ts";
import { useClientPiece } from "../lib/use-client-piece.ts";
import { PinIcon } from "./ui/icons.tsx";

// The address button and search arrive once the page is interactive (ADR 046).
const loadAddressChoice = () => import("./address-choice.tsx");

const text = menuText;

/**
 * Pickup or delivery, at the top of the menu: a two-way switch, then what it means — "À emporter ·
 * prêt dans 15 min" or the delivery address — so prices and fees never surprise at checkout.
 * Choosing delivery without an address opens the address search. The server draws the bar in
 * pickup mode; the address's button and search are a client piece (address-choice.tsx).
 */
export function OrderModeBar({
  pickupSummary,
  pickerOpen,
  onPickerOpenChange: setPickerOpen,
  notice,
}: {
  /** Said before the switch: that nothing is open now (ADR 057). */
  notice?: ReactNode;
  /** "À emporter · prêt dans 15 min", worked out by the server (menu-view.server.ts). */
  pickupSummary: string;
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}) {
  const shop = useShop();
  const location = useLocationChoice();
  const addressButton = useRef<HTMLButtonElement>(null);
  const name = useId();
  const AddressChoice = useClientPiece(loadAddressChoice);

  function choose(mode: OrderMode) {
    chooseMode(mode);
    setPickerOpen(mode === "delivery" && location._distance === null);
  }

  const address = location._distance?.formatted_address || location._distance?.address;
  const choice = { address, buttonRef: addressButton, pickerOpen, onPickerOpenChange: setPickerOpen };
  const options: { mode: OrderMode; label: string }[] = [
    { mode: "pickup", label: text.pickup },
    ...(shop.delivery.active ? [{ mode: "delivery" as const, label: text.delivery }] : []),
  ];

  return (
    <section aria-label={text.modeLabel} className="mx-auto flex max-w-5xl flex-col gap-2 px-4 pt-4">
      {notice}
      <fieldset className="flex w-fit rounded-full border border-line bg-panel p-1">
        <legend className="sr-only">{text.modeLabel}</legend>
        {options.map((option) => (
          <label key={option.mode} className="mode-option">
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
      <div className="flex min-h-11 flex-wrap items-center gap-x-2 text-sm text-muted">
        <PinIcon className="size-4 shrink-0" />
        {location.mode === "pickup" ? (
          <span data-testid="mode-summary">{pickupSummary}</span>
        ) : (
          <>
            <span data-testid="mode-summary" className="min-w-0 truncate">
              {address ? fill(text.deliveryTo, { address }) : text.deliveryNoAddress}
            </span>
            {AddressChoice ? <AddressChoice part="button" {...choice} /> : null}
          </>
        )}
      </div>
      {AddressChoice && pickerOpen && location.mode === "delivery" ? (
        <AddressChoice part="panel" {...choice} />
      ) : null}
    </section>
  );
}
