import {
  type CartLine,
  type Cents,
  eurosToCents,
  formatEuros,
  lineFromMenu,
  lineIdentity,
  MAX_LINE_QUANTITY,
  minimumOrderMessage,
} from "@comptoir/domain";
import { cart as cartText, delivery as deliveryText, fill, product as productText } from "@comptoir/messages";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { recommendationsFor } from "../lib/api-client.ts";
import {
  applyCoupon,
  changeLineQuantity,
  recheckCoupon,
  removeCoupon,
  removeLine,
} from "../lib/cart-actions.ts";
import { addWithFeedback } from "../lib/cart-feedback.ts";
import { type CouponView, type PricedCart, usePricedCart } from "../lib/cart-pricing.ts";
import { useCart } from "../lib/cart-state.ts";
import { useLocationChoice } from "../lib/location-store.ts";
import { addsWithoutChoices, isOrderable, useShop } from "../lib/shop.ts";
import { CloseIcon, PlusIcon, TrashIcon } from "./ui/icons.tsx";
import { Price } from "./ui/price.tsx";
import { SheetDialog } from "./ui/sheet-dialog.tsx";
import { Stepper } from "./ui/stepper.tsx";

const text = cartText;

interface Props {
  onClose: () => void;
  /** An item that needs choices was tapped in the recommendations: open its product sheet. */
  onChooseOptions: (itemId: string) => void;
  /** The delivery needs an address: open the address search. */
  onChooseAddress: () => void;
}

/**
 * The cart as a sheet: its lines with their choices and note, quantities and removal, the free
 * items, the coupon (folded until asked for), the figures from the domain's cartTotal, the
 * minimum order for delivery, "Vous aimerez aussi", and the way to the checkout.
 */
export default function CartSheet({ onClose, onChooseOptions, onChooseAddress }: Props) {
  const cart = useCart();
  const priced = usePricedCart();
  const ids = useId();
  const titleId = `${ids}-titre`;
  const { total } = priced;
  const empty = cart.lines.length === 0;

  useEffect(() => {
    void recheckCoupon();
  }, []);

  return (
    <SheetDialog labelledBy={titleId} onClose={onClose}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h2 id={titleId} className="text-xl font-black">
          {text.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.close}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-line"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-3">
        {empty ? (
          <div className="flex flex-col items-start gap-4 py-6">
            <p>{text.empty}</p>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-5 font-bold"
            >
              {text.emptyCta}
            </button>
          </div>
        ) : (
          <>
            <ul aria-label={text.title} className="flex flex-col">
              {total.lines.map((priced) => (
                <CartLineRow key={lineIdentity(priced.line)} line={priced.line} amount={priced.amount} />
              ))}
              {total.freeItems.map((free) => (
                <li
                  key={`${free.offerId}-${free.itemId}`}
                  className="flex items-center gap-3 border-b border-line py-3"
                  data-testid="free-item"
                >
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-ink">
                    {text.free}
                  </span>
                  <span className="flex-1">
                    {free.quantity > 1 ? `${free.quantity} × ` : ""}
                    {free.name}
                  </span>
                </li>
              ))}
            </ul>
            <CouponField coupon={priced.coupon} />
            <Totals priced={priced} onChooseAddress={onChooseAddress} />
            <Recommendations onChooseOptions={onChooseOptions} />
          </>
        )}
      </div>
      {empty ? null : (
        <div className="border-t border-line px-5 py-3">
          <Link
            to="/checkout"
            className="flex min-h-14 w-full items-center justify-between rounded-full bg-accent px-6 text-lg font-bold text-ink"
          >
            <span>{text.checkout}</span>
            <Price amount={total.total} />
          </Link>
        </div>
      )}
    </SheetDialog>
  );
}

function optionsText(line: CartLine): string {
  return line.options
    .filter((option) => option.quantity > 0)
    .map((option) => (option.quantity > 1 ? `${option.name} ×${option.quantity}` : option.name))
    .join(", ");
}

function CartLineRow({ line, amount }: { line: CartLine; amount: Cents }) {
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

function CouponField({ coupon }: { coupon: CouponView }) {
  const [open, setOpen] = useState(coupon.state !== "unchecked");
  const [code, setCode] = useState(coupon.state === "unchecked" ? "" : coupon.code);
  const ids = useId();
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-cream underline underline-offset-4"
      >
        {text.couponAsk}
      </button>
    );
  }
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void applyCoupon(code);
      }}
    >
      <label htmlFor={`${ids}-code`} className="font-semibold">
        {text.couponLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={`${ids}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the customer asked for it
          autoFocus={coupon.state === "unchecked"}
          aria-invalid={coupon.state === "invalid"}
          aria-describedby={`${ids}-etat`}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-ink px-3 text-base uppercase text-cream"
        />
        <button
          type="submit"
          disabled={code.trim() === "" || coupon.state === "checking"}
          className="inline-flex min-h-11 items-center rounded-full border border-cream px-4 font-bold disabled:opacity-50"
        >
          {text.couponApply}
        </button>
      </div>
      <p
        id={`${ids}-etat`}
        role="status"
        data-testid="coupon-state"
        data-state={coupon.state}
        className={`text-sm ${coupon.state === "invalid" ? "font-semibold text-accent" : coupon.state === "valid" ? "font-semibold text-emerald-300" : "text-muted"}`}
      >
        {coupon.state === "checking"
          ? text.couponChecking
          : coupon.state === "valid"
            ? fill(text.couponValid, { code: coupon.code, name: coupon.name })
            : coupon.state === "invalid"
              ? coupon.message
              : ""}
      </p>
      {coupon.state === "valid" || coupon.state === "invalid" ? (
        <button
          type="button"
          onClick={() => {
            removeCoupon();
            setCode("");
          }}
          className="inline-flex min-h-11 w-fit items-center text-sm text-muted underline underline-offset-4"
        >
          {text.couponRemove}
        </button>
      ) : null}
    </form>
  );
}

function Totals({ priced, onChooseAddress }: { priced: PricedCart; onChooseAddress: () => void }) {
  const { total, minimum } = priced;
  const location = useLocationChoice();
  const shop = useShop();
  const row = "flex items-center justify-between gap-3 py-1";
  const belowMinimum = minimum !== null && total.subtotal < minimum.minimumOrder;
  return (
    <div className="mt-4 border-t border-line pt-3">
      <dl data-testid="cart-totals">
        <div className={row}>
          <dt>{text.subtotal}</dt>
          <dd>
            <Price amount={total.subtotal} testId="cart-subtotal" />
          </dd>
        </div>
        {total.discount > 0 ? (
          <div className={`${row} font-semibold text-accent`}>
            <dt>{text.discount}</dt>
            <dd>
              <Price amount={total.discount} sign="-" testId="cart-discount" />
            </dd>
          </div>
        ) : null}
        {location.mode === "delivery" ? (
          <div className={row}>
            <dt>{text.delivery}</dt>
            <dd data-testid="cart-delivery-cell">
              {total.deliveryProblem !== null ? (
                "—"
              ) : total.freeDelivery ? (
                text.deliveryFree
              ) : (
                <Price amount={total.delivery} testId="cart-delivery" />
              )}
            </dd>
          </div>
        ) : null}
        {shop.tax.mode !== "disabled" ? (
          <div className={`${row} text-sm text-muted`}>
            <dt>{shop.tax.mode === "inclusive" ? text.taxIncluded : text.tax}</dt>
            <dd>
              <Price amount={total.tax} testId="cart-tax" />
            </dd>
          </div>
        ) : null}
        <div className={`${row} text-lg font-black`}>
          <dt>{text.total}</dt>
          <dd>
            <Price amount={total.total} testId="cart-total" />
          </dd>
        </div>
      </dl>
      {location.mode === "delivery" && total.deliveryProblem !== null ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-ink p-3 text-sm">
          <p className="flex-1">{deliveryText[total.deliveryProblem]}</p>
          {total.deliveryProblem === "address_needed" ||
          total.deliveryProblem === "too_far" ||
          total.deliveryProblem === "no_zone" ? (
            <button
              type="button"
              onClick={onChooseAddress}
              className="inline-flex min-h-11 items-center rounded-full border border-cream px-4 font-bold"
            >
              {text.chooseAddress}
            </button>
          ) : null}
        </div>
      ) : null}
      {belowMinimum ? (
        <p className="mt-2 rounded-xl bg-ink p-3 text-sm" data-testid="minimum-order">
          {minimumOrderMessage(formatEuros(minimum.minimumOrder))}
          {minimum.flatCharge > 0
            ? ` ${fill(text.flatChargeBelow, { amount: formatEuros(minimum.flatCharge) })}`
            : ""}
        </p>
      ) : null}
    </div>
  );
}

function Recommendations({ onChooseOptions }: { onChooseOptions: (itemId: string) => void }) {
  const shop = useShop();
  const cart = useCart();
  const location = useLocationChoice();
  const [ids, setIds] = useState<string[]>([]);
  const inCart = [...new Set(cart.lines.map((line) => line.itemId))].sort();
  const key = inCart.join(",");

  useEffect(() => {
    const controller = new AbortController();
    const cartIds = key === "" ? [] : key.split(",");
    recommendationsFor(cartIds, controller.signal)
      .then((found) => {
        // The server never suggests what is in the cart or sold out; the page checks again all the same.
        setIds(found.filter((id) => !cartIds.includes(id) && isOrderable(shop, id)).slice(0, 12));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [key, shop]);

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
              <img
                src={item.item_image}
                alt=""
                width={128}
                height={80}
                loading="lazy"
                className="h-20 w-full object-contain"
              />
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
