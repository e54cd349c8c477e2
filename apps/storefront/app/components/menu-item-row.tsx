import type { ItemPayload } from "@comptoir/contracts";
import { fill, messages } from "../lib/messages.ts";
import { formatPayloadEuros } from "../lib/price.ts";
import { SpiceLevel } from "./spice-level.tsx";

interface Props {
  item: ItemPayload;
  /** The first rows are on screen at once: their images load eagerly, the rest lazily. */
  eager: boolean;
}

/** One dish: name, two lines of description, price, spice, allergens, image on the right. */
export function MenuItemRow({ item, eager }: Props) {
  const price = formatPayloadEuros(item.item_price.price_pickup);
  return (
    <li
      className={`flex gap-4 border-b border-line py-4 last:border-b-0 ${item.item_is_available ? "" : "opacity-60"}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h4 className="font-bold leading-snug">{item.item_name}</h4>
        <p className="line-clamp-2 text-sm text-muted">{item.item_description}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-bold" data-testid="item-price">
            {price}
          </span>
          <SpiceLevel level={item.item_spice_level} />
          {item.item_is_available ? null : (
            <span className="rounded bg-line px-2 py-0.5 text-xs font-semibold uppercase">
              {messages.menu.soldOut}
            </span>
          )}
        </div>
        {item.item_allergens.length > 0 ? (
          <p className="text-xs text-muted">
            {fill(messages.menu.allergens, { list: item.item_allergens.join(", ") })}
          </p>
        ) : null}
      </div>
      <img
        src={item.item_image}
        alt=""
        width={96}
        height={96}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-24 shrink-0 rounded-xl bg-panel object-contain p-1"
      />
    </li>
  );
}
