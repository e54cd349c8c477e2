import type { MenuPayload } from "@comptoir/contracts";
import { formatPayloadEuros } from "@comptoir/domain";
import { fill, searchEngine as text } from "@comptoir/messages";
import { type ShareImage, sharePhoto } from "../share-photo.ts";

/** What a shared dish link (`/menu?product=12`) shows in a messaging app's preview. */
export interface ProductShare {
  /** The dish's id, as in `?product=`: the page's tags use it only while that dish is open. */
  id: string;
  title: string;
  description: string;
  image: ShareImage;
}

/**
 * The preview of a dish: "Burger Brasier · Piment Rouge", "12,50 € · Double steak…" and its
 * picture (its photo's 1200-pixel JPEG, else its illustration). The price is the pickup price,
 * the one the menu shows first. An unknown id gives nothing: the link then shows the menu's own
 * preview.
 */
export function productShare(
  menus: readonly MenuPayload[],
  productId: string | null,
  restaurantName: string,
): ProductShare | null {
  if (!productId) return null;
  const item = menus
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .find((candidate) => String(candidate.item_id) === productId);
  if (!item) return null;
  const price = formatPayloadEuros(item.item_price.price_pickup);
  return {
    id: productId,
    title: fill(text.productTitle, { dish: item.item_name, restaurant: restaurantName }),
    description: item.item_description
      ? fill(text.productDescription, { price, description: item.item_description })
      : price,
    image: item.item_photo ? sharePhoto(item.item_photo, "dish") : { path: item.item_image },
  };
}
