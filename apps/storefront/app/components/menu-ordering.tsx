import type { OrderMode } from "@comptoir/domain";
import { fill, menuLater as text } from "@comptoir/messages";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { CartRepricing } from "../lib/cart-actions.ts";
import { useCart } from "../lib/cart-state.ts";
import { productSearch, useShop } from "../lib/shop.ts";
import { useWideScreen } from "../lib/use-wide-screen.ts";

// The sheets and the cart bar, each a chunk of its own, fetched once the menu is idle.
const loadProductDialog = () => import("./product-dialog.tsx");
const loadCartBar = () => import("./cart-bar.tsx");
const loadCartSheet = () => import("./cart/cart-sheet.tsx");
const loadCartColumn = () => import("./cart/cart-column.tsx");
const ProductDialog = lazy(loadProductDialog);
const CartBar = lazy(loadCartBar);
const CartSheet = lazy(loadCartSheet);
const CartColumn = lazy(loadCartColumn);

interface Props {
  /**
   * Where the page renders it: at the top of the dishes (the notice of dishes dropped from a
   * stored cart), in the cart's column (server-rendered empty beside the dishes,
   * shown from `lg` by CSS), or after the page (the cart bar and the sheets).
   */
  part: "notice" | "column" | "sheets";
  mode: OrderMode;
  /** Opens the address search of the order mode bar (asked for from the cart). */
  onChooseAddress: () => void;
}

/**
 * What the menu does with an order, loaded once the page is interactive (a client piece of
 * routes/menu.tsx, ADR 046): the product sheet of `?product=`, the cart bar, the cart's sheet and
 * its column, the notice of dishes dropped from a stored cart. None of it is drawn by the server,
 * and each part fills a place the page already holds, so nothing moves when it arrives. The dishes'
 * links only change `?product=`, which this piece reads when it arrives: a dish tapped before it
 * did opens then.
 */
export default function MenuOrdering({ part, mode, onChooseAddress }: Props) {
  if (part === "notice") return <RemovedNotice />;
  if (part === "column") return <Column onChooseAddress={onChooseAddress} />;
  return <Sheets mode={mode} onChooseAddress={onChooseAddress} />;
}

/** The dishes dropped or re-priced when the stored cart was priced again (shown by the notice). */
const NO_REPRICING: CartRepricing = { dropped: [], repriced: [] };
let repricing = NO_REPRICING;
const repricingListeners = new Set<() => void>();

function setRepricing(next: CartRepricing) {
  repricing = next;
  for (const listener of repricingListeners) listener();
}

function subscribeRepricing(listener: () => void) {
  repricingListeners.add(listener);
  return () => repricingListeners.delete(listener);
}

function RemovedNotice() {
  const { dropped, repriced } = useSyncExternalStore(
    subscribeRepricing,
    () => repricing,
    () => repricing,
  );
  return dropped.length > 0 || repriced.length > 0 ? (
    <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-cream p-3">
      <p className="flex-1">
        {[
          dropped.length > 0 ? fill(text.removedFromCart, { names: dropped.join(", ") }) : "",
          repriced.length > 0 ? fill(text.repricedInCart, { names: repriced.join(", ") }) : "",
        ]
          .filter(Boolean)
          .join(" ")}
      </p>
      <button
        type="button"
        onClick={() => setRepricing(NO_REPRICING)}
        className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-bold"
      >
        {text.dismiss}
      </button>
    </div>
  ) : null;
}

/** Phones never download or run the column: only a wide screen renders it. */
function Column({ onChooseAddress }: { onChooseAddress: () => void }) {
  const product = useProductParam();
  return useWideScreen() ? (
    <Suspense fallback={null}>
      <CartColumn onChooseOptions={product.open} onChooseAddress={onChooseAddress} />
    </Suspense>
  ) : null;
}

function Sheets({ mode, onChooseAddress }: { mode: OrderMode; onChooseAddress: () => void }) {
  const shop = useShop();
  const product = useProductParam();
  const wide = useWideScreen();
  const arrival = useLocation().state as { openCart?: boolean } | null;
  // The home page's cart bar leads here with the cart open (a wide screen shows it in the column).
  const [cartOpen, setCartOpen] = useState(() => arrival?.openCart === true && !wide);
  const cartHasLines = useCart().lines.length > 0;

  // The notice belongs to this visit of the menu, as the page's own state did.
  useEffect(() => () => setRepricing(NO_REPRICING), []);

  // The sheets' code is fetched once the page is idle, so opening one is instant.
  useEffect(() => {
    const preload = () => {
      void loadProductDialog();
      void loadCartBar();
      void loadCartSheet();
    };
    if ("requestIdleCallback" in window) {
      const handle = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, []);

  const openItem = product.id ? shop.itemById.get(product.id) : undefined;
  const openMenuItem = product.id ? shop.menuItemById.get(product.id) : undefined;

  return (
    <Suspense fallback={null}>
      {cartHasLines ? <CartBar onOpen={() => setCartOpen(true)} onRepriced={setRepricing} /> : null}
      {openItem && openMenuItem ? (
        <ProductDialog
          key={product.id}
          item={openItem}
          menuItem={openMenuItem}
          mode={mode}
          onClose={product.close}
          onAdded={product.close}
          fallbackFocus={() => productOpener(product.id)}
        />
      ) : null}
      {cartOpen ? (
        <CartSheet
          onClose={() => setCartOpen(false)}
          onChooseOptions={(itemId) => {
            setCartOpen(false);
            product.open(itemId);
          }}
          onChooseAddress={() => {
            setCartOpen(false);
            onChooseAddress();
          }}
        />
      ) : null}
    </Suspense>
  );
}

/**
 * Where focus returns when the element that opened a product sheet is gone: the search field when
 * the sheet came from a search (its list folds away), else the dish's row.
 */
function productOpener(itemId: string | null): HTMLElement | null {
  const search = document.querySelector<HTMLInputElement>("[data-menu-search]");
  if (search?.value) return search;
  return itemId ? document.getElementById(`plat-${itemId}`) : null;
}

/**
 * `?product=<item id>`: which product sheet is open. Opening pushes a history entry, so Back closes
 * the sheet; closing a sheet opened here goes back, closing one the visitor arrived with (a shared
 * link) just drops the parameter. An unknown id opens nothing.
 */
function useProductParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get("product");
  const openedHere = (location.state as { productOpenedHere?: boolean } | null)?.productOpenedHere === true;
  return {
    id,
    open(itemId: string) {
      navigate(
        { search: productSearch(itemId) },
        { state: { productOpenedHere: true }, preventScrollReset: true },
      );
    },
    close() {
      if (openedHere) {
        navigate(-1);
        return;
      }
      const next = new URLSearchParams(params);
      next.delete("product");
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
