import { eurosToCents, lineFromMenu } from "@comptoir/domain";
import { fill, cart as text } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { useEffect, useState } from "react";
import { createApiClient } from "../../lib/api-client.ts";
import { addsWithoutChoices } from "../../lib/cart-actions.ts";
import { addWithFeedback } from "../../lib/cart-feedback.ts";
import { useCart } from "../../lib/cart-state.ts";
import { openSuggestions } from "../../lib/cart-suggestions.ts";
import { useLocationChoice } from "../../lib/location-store.ts";
import { useShop } from "../../lib/shop.ts";
import { PlusIcon } from "../ui/icons.tsx";
import { Price } from "../ui/price.tsx";

const api = createApiClient();

/**
 * "Vous aimerez aussi": what goes with the cart, as the server ranks it, of the menus open at the
 * order's time. A dish without choices is
 * added at once; one that needs choices opens its product sheet.
 */
export function CartRecommendations({ onChooseOptions }: { onChooseOptions: (itemId: string) => void }) {
  const shop = useShop();
  const cart = useCart();
  const location = useLocationChoice();
  const [ids, setIds] = useState<string[]>([]);
  const inCart = [...new Set(cart.lines.map((line) => line.itemId))].sort();
  const key = inCart.join(",");

  useEffect(() => {
    const controller = new AbortController();
    const cartIds = key === "" ? [] : key.split(",");
    api
      .recommendationsFor(cartIds, controller.signal)
      .then((found) => {
        // The server never suggests what is in the cart or sold out; the page checks again all the
        // same, and keeps only what the order could hold at its time (a closed menu's dish never).
        setIds(openSuggestions(shop, location.mode, found, cartIds).slice(0, 12));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [key, shop, location.mode]);

  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="vous-aimerez-aussi" className="mt-6">
      <h3 id="vous-aimerez-aussi" className="font-black">
        {text.recommendations}
      </h3>
      <ul className="-mx-5 mt-2 flex gap-3 overflow-x-auto px-5 pb-2 [scrollbar-width:none]">
        {ids.map((id) => {
          const item = shop.itemById.get(id);
          const menuItem = shop.menuItemById.get(id);
          if (!item || !menuItem) return null;
          const direct = addsWithoutChoices(menuItem);
          const price = eurosToCents(
            location.mode === "pickup" ? item.item_price.price_pickup : item.item_price.price_delivery,
          );
          return (
            <li key={id} className="flex w-36 shrink-0 flex-col gap-1 rounded-2xl bg-ink p-2">
              {item.item_photo ? (
                <PhotoPicture
                  framingKey={item.item_photo}
                  kind="dish"
                  width={128}
                  sizes="8rem"
                  className="h-20 w-full rounded-xl object-cover"
                />
              ) : (
                <img
                  src={item.item_image}
                  alt=""
                  width={128}
                  height={80}
                  loading="lazy"
                  className="h-20 w-full object-contain"
                />
              )}
              <p className="line-clamp-2 text-sm font-semibold leading-tight">{item.item_name}</p>
              <div className="mt-auto flex items-center justify-between">
                <Price amount={price} className="text-sm" />
                <button
                  type="button"
                  aria-label={fill(direct ? text.addRecommendation : text.chooseRecommendation, {
                    name: item.item_name,
                  })}
                  onClick={() => {
                    if (!direct) {
                      onChooseOptions(id);
                      return;
                    }
                    const result = lineFromMenu(shop.menuItems, {
                      itemId: id,
                      options: [],
                      quantity: 1,
                      note: "",
                    });
                    if (result.ok) addWithFeedback(result.line);
                  }}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-ink"
                >
                  <PlusIcon />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
