import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { fill, cart as text } from "@comptoir/messages";
import { ErrorIcon } from "@comptoir/ui/error-icon.tsx";
import { useId, useState } from "react";
import { applyCoupon, removeCoupon } from "../../lib/cart-actions.ts";
import type { CouponView } from "../../lib/cart-pricing.ts";

/** The coupon code: folded until asked for, then the field and what the server said of the code. */
export function CouponField({ coupon }: { coupon: CouponView }) {
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
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.coupon}
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
        className={`text-sm ${coupon.state === "invalid" ? "font-semibold text-danger" : coupon.state === "valid" ? "font-semibold text-success" : "text-muted"}`}
      >
        {coupon.state === "invalid" ? <ErrorIcon className="mr-1 inline-flex size-4 align-[-3px]" /> : null}
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
