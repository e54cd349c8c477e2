import type { ItemPayload } from "@comptoir/contracts";
import { type Badge, eurosToCents, type OrderMode } from "@comptoir/domain";
import { fill, menu as menuText } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { productSearch } from "../lib/shop.ts";
import { OfferBadge } from "./offer-badge.tsx";
import { SpiceLevel } from "./spice-level.tsx";
import { Price } from "./ui/price.tsx";

interface Props {
  item: ItemPayload;
  mode: OrderMode;
  badge: Badge | null;
  /** The first rows are on screen at once: their images load eagerly, the rest lazily. */
  eager?: boolean;
  /** The page's first photo: fetched before anything else the page shows. */
  first?: boolean;
  /**
   * Some dish of the page has a photo: every row's picture is then a 4:3 box (128 × 96), the
   * illustrations centred in it, so the rows keep one text width whether a dish has a photo or not.
   */
  photoBoxes: boolean;
}

/**
 * One dish: name, two lines of description, price for the current mode, offer badge, spice,
 * allergens, image on the right; a card of the grid on a wide screen (its classes are in app.css). The whole row opens the product sheet (one link, named by the
 * dish); a sold-out dish stays listed, greyed, and does not open.
 */
export function MenuItemRow({ item, mode, badge, eager, first, photoBoxes }: Props) {
  const available = item.item_is_available;
  const price = eurosToCents(
    mode === "pickup" ? item.item_price.price_pickup : item.item_price.price_delivery,
  );
  return (
    <li className={`dish ${available ? "" : "text-muted"}`}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h4 className="font-bold leading-snug">
          {available ? (
            // A plain link, relative to the menu's own address: the menu follows every dish's link
            // with one handler (lib/dish-links.ts).
            <a href={productSearch(item.item_id)} id={`plat-${item.item_id}`} className="dish-link">
              {item.item_name}
            </a>
          ) : (
            item.item_name
          )}
        </h4>
        <p className="line-clamp-2 text-sm text-muted">{item.item_description}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Price amount={price} className="font-bold" testId="item-price" />
          <OfferBadge badge={badge} />
          <SpiceLevel level={item.item_spice_level} />
          {available ? null : (
            <span className="rounded bg-line px-2 py-0.5 text-xs font-semibold uppercase">
              {menuText.soldOut}
            </span>
          )}
        </div>
        {item.item_allergens.length > 0 ? (
          <p className="text-xs text-muted">
            {fill(menuText.allergens, { list: item.item_allergens.join(", ") })}
          </p>
        ) : null}
      </div>
      <PhotoPicture
        framingKey={item.item_photo}
        illustration={item.item_image}
        kind="dish"
        width={128}
        sizes="128px"
        eager={eager}
        first={first}
        className={`h-24 shrink-0 rounded-xl bg-panel ${photoBoxes ? "w-32" : "w-24"} ${item.item_photo ? "object-cover" : "object-contain p-1"} ${available ? "" : "opacity-50 grayscale"}`}
      />
    </li>
  );
}
