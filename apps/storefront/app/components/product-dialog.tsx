import type { ItemPayload } from "@comptoir/contracts";
import {
  formatEuros,
  lineFromMenu,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  type MenuItem,
  type OrderMode,
} from "@comptoir/domain";
import { fill, menu as menuText, product as productText } from "@comptoir/messages";
import { ErrorIcon } from "@comptoir/ui/error-icon.tsx";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useId, useState } from "react";
import { addWithFeedback } from "../lib/cart-feedback.ts";
import { NO_SELECTION, productChoice, type Selection } from "../lib/option-selection.ts";
import { spokenEuros } from "../lib/price.ts";
import { OptionGroupFields } from "./option-group-fields.tsx";
import { SpiceLevel } from "./spice-level.tsx";
import { CloseIcon } from "./ui/icons.tsx";
import { Stepper } from "./ui/stepper.tsx";

const text = productText;

interface Props {
  item: ItemPayload;
  menuItem: MenuItem;
  mode: OrderMode;
  /** The line went into the cart: the caller closes the sheet. */
  onAdded: () => void;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * The product sheet: image, option groups (radio buttons for one choice, check boxes or steppers
 * for several), a note, the quantity, and "Ajouter · 12,50 €" which stays unavailable, with the
 * reason beside it, until the choices satisfy the item's rules.
 */
export default function ProductDialog({ item, menuItem, mode, onAdded, onClose, fallbackFocus }: Props) {
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  // A form says nothing wrong before it is touched: a missing choice is told after a try to add,
  // or once the customer leaves its group; what is not the customer's doing (sold out) at once.
  const [triedToAdd, setTriedToAdd] = useState(false);
  const [leftGroups, setLeftGroups] = useState<ReadonlySet<string>>(new Set());
  const ids = useId();
  const titleId = `${ids}-titre`;
  const reasonId = `${ids}-raison`;

  const choice = productChoice(menuItem, mode, selection, quantity, note);
  const choiceAllergens = new Map(
    item.options.flatMap((group) =>
      group.option_options.map((option) => [String(option.id), option.allergens ?? []] as const),
    ),
  );
  const reason =
    choice.problemGroupId === null || triedToAdd || leftGroups.has(choice.problemGroupId)
      ? choice.problem
      : null;
  const priceText = formatEuros(choice.price);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (choice.problem !== null) {
      setTriedToAdd(true);
      const group = choice.problemGroupId
        ? document.getElementById(`${ids}-groupe-${choice.problemGroupId}`)
        : null;
      group
        ?.querySelector<HTMLInputElement | HTMLButtonElement>("input:not(:disabled), button:not(:disabled)")
        ?.focus();
      return;
    }
    const result = lineFromMenu([menuItem], choice.request);
    if (!result.ok) return;
    addWithFeedback(result.line);
    onAdded();
  }

  return (
    <SheetDialog labelledBy={titleId} onClose={onClose} fallbackFocus={fallbackFocus}>
      <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <div className="relative bg-ink/40">
            {item.item_photo ? (
              // The whole sheet's width: the screen on a phone, the dialog's 32rem above.
              <PhotoPicture
                framingKey={item.item_photo}
                kind="dish"
                width={640}
                sizes="(min-width: 768px) 32rem, 100vw"
                eager
                className="aspect-[4/3] max-h-[50dvh] w-full object-cover"
              />
            ) : (
              <img
                src={item.item_image}
                alt=""
                width={480}
                height={240}
                className="mx-auto h-44 w-auto object-contain p-3 md:h-56"
              />
            )}
            <button
              type="button"
              onClick={onClose}
              aria-label={text.close}
              className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-ink/80 text-cream"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex flex-col gap-2 px-5 pt-4">
            <h2 id={titleId} className="text-2xl font-black leading-tight">
              {item.item_name}
            </h2>
            <p className="text-muted">{item.item_description}</p>
            <div className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
              <SpiceLevel level={item.item_spice_level} />
              {item.item_allergens.length > 0 ? (
                <span>{fill(menuText.allergens, { list: item.item_allergens.join(", ") })}</span>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col gap-5 px-5 py-4">
            {menuItem.optionGroups.map((group) => (
              <OptionGroupFields
                key={group.id}
                id={`${ids}-groupe-${group.id}`}
                group={group}
                choiceAllergens={choiceAllergens}
                selection={selection}
                onChange={setSelection}
                onLeave={() =>
                  setLeftGroups((left) => (left.has(group.id) ? left : new Set(left).add(group.id)))
                }
                invalid={reason !== null && choice.problemGroupId === group.id}
              />
            ))}
            <label className="flex flex-col gap-2">
              <span className="font-bold">{text.noteLabel}</span>
              <textarea
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={MAX_NOTE_LENGTH}
                rows={2}
                placeholder={text.notePlaceholder}
                className="rounded-xl border border-line bg-ink px-3 py-2 text-base text-cream placeholder:text-muted/70"
              />
            </label>
          </div>
        </div>
        <div className="flex flex-col gap-2 border-t border-line bg-panel px-5 py-3">
          {reason !== null ? (
            <p
              id={reasonId}
              className="flex items-start gap-1.5 text-sm font-semibold text-danger"
              data-testid="product-reason"
            >
              <ErrorIcon className="mt-px size-4" />
              <span>{reason}</span>
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            <Stepper
              value={quantity}
              min={1}
              max={MAX_LINE_QUANTITY}
              onChange={setQuantity}
              decreaseLabel={text.decrease}
              increaseLabel={text.increase}
              valueLabel={text.quantity}
            />
            <button
              type="submit"
              aria-disabled={reason !== null}
              aria-describedby={reason !== null ? reasonId : undefined}
              className="inline-flex min-h-12 flex-1 items-center justify-center rounded-full bg-accent px-4 text-base font-bold text-ink aria-disabled:cursor-not-allowed aria-disabled:bg-line aria-disabled:text-muted"
            >
              <span aria-hidden="true">{fill(text.add, { price: priceText })}</span>
              <span className="sr-only">{fill(text.add, { price: spokenEuros(choice.price) })}</span>
            </button>
          </div>
        </div>
      </form>
    </SheetDialog>
  );
}
