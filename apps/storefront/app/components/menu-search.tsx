import { MENU_SEARCH_MIN_LENGTH, type OrderMode, searchMenu } from "@comptoir/domain";
import { fill, menu as menuText } from "@comptoir/messages";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { productSearch, useShop } from "../lib/shop.ts";
import { CloseIcon, SearchIcon } from "./ui/icons.tsx";
import { Price } from "./ui/price.tsx";

const text = menuText;

/**
 * Menu search, by the domain's rules (from 2 characters, accents and case ignored, the 10 best by
 * score). Each result opens the product sheet.
 */
export function MenuSearch({ mode }: { mode: OrderMode }) {
  const shop = useShop();
  const [query, setQuery] = useState("");
  // A result was opened: the list folds away until the field is used again.
  const [folded, setFolded] = useState(false);
  const deferred = useDeferredValue(query);
  const ids = useId();
  const active = deferred.trim().length >= MENU_SEARCH_MIN_LENGTH && !folded;
  const results = active ? searchMenu(shop.menuItems, deferred) : [];
  const count =
    results.length === 0
      ? fill(text.searchNone, { query: deferred.trim() })
      : results.length === 1
        ? text.searchOne
        : fill(text.searchMany, { count: String(results.length) });

  return (
    <search className="relative mx-auto block max-w-5xl px-4 pt-3">
      <label htmlFor={`${ids}-q`} className="sr-only">
        {text.searchLabel}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={`${ids}-q`}
          data-menu-search
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={text.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setFolded(false);
          }}
          onFocus={() => setFolded(false)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setQuery("");
          }}
          aria-describedby={`${ids}-n`}
          className="min-h-12 w-full rounded-full border border-line bg-panel pl-10 pr-12 text-base text-cream placeholder:text-muted/80 [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="button"
            onClick={() => setQuery("")}
            aria-label={text.searchClear}
            className="absolute right-1 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:text-cream"
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <p id={`${ids}-n`} role="status" className="sr-only">
        {active ? count : ""}
      </p>
      {active ? (
        <div className="absolute inset-x-4 top-full z-30 mt-2 max-h-[60dvh] overflow-y-auto rounded-2xl border border-line bg-panel shadow-2xl">
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
                      onClick={() => setFolded(true)}
                      className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-line"
                    >
                      {payload ? (
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
    </search>
  );
}
