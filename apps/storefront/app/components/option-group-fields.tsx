import { type Cents, formatEuros, type OptionGroup } from "@comptoir/domain";
import { fill, menu as menuText, product as text } from "@comptoir/messages";
import {
  choiceQuantity,
  groupHasRoom,
  pickSingle,
  type Selection,
  setChoiceQuantity,
} from "../lib/option-selection.ts";
import { spokenEuros } from "../lib/price.ts";
import { Stepper } from "./ui/stepper.tsx";

/** "Obligatoire · 1 choix", "Obligatoire · 1 à 2 choix", "Jusqu'à 3" or "Facultatif". */
export function groupRequirement(group: Pick<OptionGroup, "min" | "max">): string {
  if (group.min > 0) {
    return group.min === group.max
      ? fill(text.required, { count: String(group.min) })
      : fill(text.requiredRange, { min: String(group.min), max: String(group.max) });
  }
  return group.max > 1 ? fill(text.upTo, { max: String(group.max) }) : text.optional;
}

function choicePrice(price: Cents) {
  if (price === 0) return null;
  return (
    <span className="shrink-0 text-sm text-muted">
      <span aria-hidden="true">+{formatEuros(price)}</span>
      <span className="sr-only">{`plus ${spokenEuros(price)}`}</span>
    </span>
  );
}

/** The choice's name, with the allergens it adds under it when it has any. */
function ChoiceName({ name, allergens = [] }: { name: string; allergens?: readonly string[] }) {
  return (
    <span className="flex-1">
      {name}
      {allergens.length > 0 ? (
        <span className="block text-xs text-muted">
          {fill(menuText.allergens, { list: allergens.join(", ") })}
        </span>
      ) : null}
    </span>
  );
}

interface GroupProps {
  id: string;
  group: OptionGroup;
  /** The allergens each choice adds, by choice id (the menus payload's). */
  choiceAllergens: ReadonlyMap<string, readonly string[]>;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Focus left the group (not for one of its own choices): what it lacks may be told now. */
  onLeave: () => void;
  invalid: boolean;
}

const rowClass =
  "flex min-h-11 items-center gap-3 rounded-xl px-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

/**
 * One option group of the product sheet: radio buttons when one choice is allowed, check boxes or
 * steppers when several are; a full group disables what would go past its maximum, and a sold-out
 * choice is shown greyed, disabled, marked "Épuisé".
 */
export function OptionGroupFields({
  id,
  group,
  choiceAllergens,
  selection,
  onChange,
  onLeave,
  invalid,
}: GroupProps) {
  const single = group.max === 1;
  const room = groupHasRoom(selection, group);
  const name = `${id}-choix`;
  return (
    <fieldset
      id={id}
      className={`rounded-2xl border p-3 ${invalid ? "border-danger" : "border-line"}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <legend className="px-1">
        <span className="font-bold">{group.name}</span>
        <span className="ml-2 text-sm text-muted">{groupRequirement(group)}</span>
      </legend>
      <div className="flex flex-col">
        {single && group.min === 0 ? (
          <label className={rowClass}>
            <input
              type="radio"
              name={name}
              className="size-5 accent-accent"
              checked={Object.keys(selection[group.id] ?? {}).length === 0}
              onChange={() => onChange(pickSingle(selection, group.id, null))}
            />
            <span className="flex-1">{text.none}</span>
          </label>
        ) : null}
        {group.choices.map((choice) => {
          // "Épuisé" on the board (ADR 041): still shown, so the customer knows it exists, never picked.
          if (choice.isAvailable === false) {
            return (
              <label key={choice.id} className={`${rowClass} text-muted`}>
                <input
                  type={single ? "radio" : "checkbox"}
                  name={single ? name : undefined}
                  className="size-5"
                  disabled
                />
                <ChoiceName name={choice.name} allergens={choiceAllergens.get(choice.id)} />
                <span className="rounded bg-line px-2 py-0.5 text-xs font-semibold uppercase">
                  {text.choiceSoldOut}
                </span>
              </label>
            );
          }
          const taken = choiceQuantity(selection, group.id, choice.id);
          if (single) {
            return (
              <label key={choice.id} className={rowClass}>
                <input
                  type="radio"
                  name={name}
                  className="size-5 accent-accent"
                  checked={taken > 0}
                  onChange={() => onChange(pickSingle(selection, group.id, choice.id))}
                />
                <ChoiceName name={choice.name} allergens={choiceAllergens.get(choice.id)} />
                {choicePrice(choice.price)}
              </label>
            );
          }
          if (choice.maxQuantity > 1) {
            return (
              <div key={choice.id} className="flex min-h-11 items-center gap-3 px-2">
                <ChoiceName name={choice.name} allergens={choiceAllergens.get(choice.id)} />
                {choicePrice(choice.price)}
                <Stepper
                  value={taken}
                  min={0}
                  max={room ? choice.maxQuantity : taken}
                  onChange={(quantity) =>
                    onChange(setChoiceQuantity(selection, group.id, choice.id, quantity))
                  }
                  decreaseLabel={fill(text.choiceDecrease, { name: choice.name })}
                  increaseLabel={fill(text.choiceIncrease, { name: choice.name })}
                  valueLabel={choice.name}
                />
              </div>
            );
          }
          return (
            <label key={choice.id} className={rowClass}>
              <input
                type="checkbox"
                className="size-5 accent-accent"
                checked={taken > 0}
                disabled={taken === 0 && !room}
                onChange={(event) =>
                  onChange(setChoiceQuantity(selection, group.id, choice.id, event.target.checked ? 1 : 0))
                }
              />
              <ChoiceName name={choice.name} allergens={choiceAllergens.get(choice.id)} />
              {choicePrice(choice.price)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
