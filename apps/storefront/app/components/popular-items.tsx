import type { ItemPayload } from "@comptoir/contracts";
import { eurosToCents } from "@comptoir/domain";
import { home as homeText } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { useSitePath } from "../lib/use-site-path.ts";
import { SiteLink } from "./site-link.tsx";
import { Price } from "./ui/price.tsx";

/** The most ordered dishes, each opening its product sheet on the menu. */
export function PopularItems({ items }: { items: ItemPayload[] }) {
  const sitePath = useSitePath();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="les-plus-commandes" className="py-6">
      <h2 id="les-plus-commandes" className="text-2xl font-black">
        {homeText.popularTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{homeText.popularText}</p>
      <ul className="relative -mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:grid md:grid-cols-4 md:overflow-visible">
        {items.map((item) => (
          <li key={item.item_id} className="w-40 shrink-0 snap-start md:w-auto">
            <SiteLink
              to={sitePath(`/menu?product=${item.item_id}`)}
              className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-panel p-3 hover:border-accent"
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
              <span className="line-clamp-2 font-bold leading-snug">{item.item_name}</span>
              <Price
                amount={eurosToCents(item.item_price.price_pickup)}
                className="mt-auto text-sm text-muted"
              />
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
