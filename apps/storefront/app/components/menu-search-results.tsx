import { MENU_SEARCH_MIN_LENGTH, type OrderMode, searchMenu } from "@comptoir/domain";
import { fill, menuLater as text } from "@comptoir/messages";
import { PhotoPicture } from "@comptoir/ui/photo-picture.tsx";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { productSearch, useShop } from "../lib/shop.ts";
import { CloseIcon } from "./ui/icons.tsx";
import { Price } from "./ui/price.tsx";

interface Props {
  query: string;
  /** A result was opened: the list stays folded until the field is used again. */
  folded: boolean;
  mode: OrderMode;
  /** The id of the count read out to screen readers (the field is described by it). */
  statusId: string;
  onOpen: () => void;
  onClear: () => void;
}

/**
 * The search's results, by the domain's rules (from 2 characters, accents and case ignored, the 10
 * best by score), their count for screen readers, and the button that clears the field. A client
 * piece of the menu's search field (menu-search.tsx), fetched once the page is interactive: what is
 * typed before it arrives is searched when it does. Drawn inside the field's frame, under which the
 * list hangs.
 */
export default function MenuSearchResults({ query, folded, mode, statusId, onOpen, onClear }: Props) {
  const shop = useShop();
  const deferred = useDeferredValue(query);
  const active = deferred.trim().length >= MENU_SEARCH_MIN_LENGTH && !folded;
  const results = active ? searchMenu(shop.menuItems, deferred) : [];
  const count =
    results.length === 0
      ? fill(text.searchNone, { query: deferred.trim() })
      : results.length === 1
        ? text.searchOne
        : fill(text.searchMany, { count: String(results.length) });

  return (
    <>
      {query ? (
        <button
          type="button"
          onClick={onClear}
          aria-label={text.searchClear}
          className="absolute right-1 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:text-cream"
        >
          <CloseIcon />
        </button>
      ) : null}
      <p id={statusId} role="status" className="sr-only">
        {active ? count : ""}
      </p>
      {active ? (
        <div className="absolute inset-x-0 top-full z-30 mt-2 max-h-[60dvh] overflow-y-auto rounded-2xl border border-line bg-panel shadow-2xl">
          {results.length === 0 ? (
            <p className="px-4 py-3 text-muted">{count}</p>
          ) : (
            <ul aria-label={count}>
              {results.map((item) => {
                const payload = shop.itemById.get(item.id);
                const price = mode === "pickup" ? item.price.pickup : item.price.delivery;
                return (
                  <li key={item.id}>
                    <Link
                      to={productSearch(item.id)}
                      state={{ productOpenedHere: true }}
                      preventScrollReset
                      onClick={onOpen}
                      className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-line"
                    >
                      {payload?.item_photo ? (
                        <PhotoPicture
                          framingKey={payload.item_photo}
                          kind="dish"
                          width={40}
                          sizes="40px"
                          className="size-10 rounded-lg object-cover"
                        />
                      ) : payload ? (
                        <img
                          src={payload.item_image}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 object-contain"
                        />
                      ) : null}
                      <span className="flex-1 font-semibold">{item.name}</span>
                      <Price amount={price} className="text-sm text-muted" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </>
  );
}
