import type { ItemPayload } from "@comptoir/contracts";
import { eurosToCents } from "@comptoir/domain";
import { fill, home as homeText } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { useSitePath } from "../lib/use-site-path.ts";
import { SiteLink } from "./site-link.tsx";
import { PlusIcon } from "./ui/icons.tsx";
import { Price } from "./ui/price.tsx";

interface Props {
  items: ItemPayload[];
  /** The dishes that need no choice, by id: their "+" puts them in the cart at once. */
  oneTap: Record<number, true>;
  /** Puts a dish in the cart (the home page's ordering piece, fetched on the first tap). */
  onAdd: (itemId: string) => void;
}

/**
 * The most ordered dishes, each card showing its whole name and price. The card opens the dish's
 * product sheet on the menu; its "+" adds the dish at once, or, when the dish asks for a choice,
 * opens that sheet too, as the cart's suggestions do (ADR 057).
 */
export function PopularItems({ items, oneTap, onAdd }: Props) {
  const sitePath = useSitePath();
  if (items.length === 0) return null;
  const plus =
    "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-ink";
  return (
    <section aria-labelledby="les-plus-commandes" className="py-6">
      <h2 id="les-plus-commandes" className="text-2xl font-black">
        {homeText.popularTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{homeText.popularText}</p>
      <ul className="-mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0">
        {items.map((item) => {
          const sheet = sitePath(`/menu?product=${item.item_id}`);
          return (
            <li
              key={item.item_id}
              className="relative flex w-40 shrink-0 snap-start flex-col gap-2 rounded-2xl border border-line bg-panel p-3 has-[a:hover]:border-accent md:w-auto"
            >
              {item.item_photo ? (
                // A card is 10rem wide on a phone, a quarter of the page (about 15rem) from `md`.
                <PhotoPicture
                  framingKey={item.item_photo}
                  kind="dish"
                  width={160}
                  sizes="(min-width: 768px) 15rem, 8.5rem"
                  className="h-28 w-full rounded-xl object-cover"
                />
              ) : (
                <img
                  src={item.item_image}
                  alt=""
                  width={160}
                  height={112}
                  loading="lazy"
                  decoding="async"
                  className="h-28 w-full object-contain"
                />
              )}
              {/* The name is the card's link, stretched over the card; the "+" sits above it. */}
              <SiteLink
                to={sheet}
                className="font-bold leading-snug after:absolute after:inset-0 after:rounded-2xl after:content-['']"
              >
                {item.item_name}
              </SiteLink>
              <div className="mt-auto flex items-center justify-between gap-2">
                <Price amount={eurosToCents(item.item_price.price_pickup)} className="text-sm text-muted" />
                {oneTap[item.item_id] ? (
                  <button
                    type="button"
                    aria-label={fill(homeText.add, { name: item.item_name })}
                    onClick={() => onAdd(String(item.item_id))}
                    className={plus}
                  >
                    <PlusIcon />
                  </button>
                ) : (
                  <SiteLink
                    to={sheet}
                    aria-label={fill(homeText.chooseOptions, { name: item.item_name })}
                    className={plus}
                  >
                    <PlusIcon />
                  </SiteLink>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
