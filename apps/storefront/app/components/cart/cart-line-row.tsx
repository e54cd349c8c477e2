import { type CartLine, type Cents, lineIdentity, MAX_LINE_QUANTITY } from "@comptoir/domain";
import { fill, product as productText, cart as text } from "@comptoir/messages";
import { changeLineQuantity, removeLine } from "../../lib/cart-actions.ts";
import { TrashIcon } from "../ui/icons.tsx";
import { Price } from "../ui/price.tsx";
import { Stepper } from "../ui/stepper.tsx";

function optionsText(line: CartLine): string {
  return line.options
    .filter((option) => option.quantity > 0)
    .map((option) => (option.quantity > 1 ? `${option.name} ×${option.quantity}` : option.name))
    .join(", ");
}

/** One line of the cart: its dish, choices and note, its amount, and its quantity (down to removal). */
export function CartLineRow({ line, amount }: { line: CartLine; amount: Cents }) {
  const identity = lineIdentity(line);
  const options = optionsText(line);
  return (
    <li className="flex flex-col gap-1 border-b border-line py-3" data-testid="cart-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold">{line.name}</p>
          {options ? <p className="text-sm text-muted">{options}</p> : null}
          {line.note ? (
            <p className="text-sm italic text-muted">{fill(text.note, { note: line.note })}</p>
          ) : null}
        </div>
        <Price amount={amount} className="shrink-0 font-bold" testId="cart-line-amount" />
      </div>
      <Stepper
        value={line.quantity}
        min={1}
        max={MAX_LINE_QUANTITY}
        onChange={(quantity) => changeLineQuantity(identity, quantity)}
        decreaseLabel={fill(text.decrease, { name: line.name })}
        increaseLabel={fill(text.increase, { name: line.name })}
        valueLabel={productText.quantity}
        decreaseAtMin={{
          label: fill(text.remove, { name: line.name }),
          icon: <TrashIcon />,
          onPress: () => removeLine(identity),
        }}
      />
    </li>
  );
}
