import { cart as text } from "@comptoir/messages";
import { CartContents, type CartContentsProps } from "./cart-contents.tsx";

/**
 * The cart kept open beside the dishes on wide screens, as the big delivery apps do: the same
 * contents and actions as the sheet, in the menu page's sticky column (whose frame the page draws
 * from the first paint, so this arriving after hydration moves nothing).
 */
export default function CartColumn({ onChooseOptions, onChooseAddress }: Omit<CartContentsProps, "onClose">) {
  return (
    <>
      {/* Names the page's column (menu.tsx), drawn before this arrives. */}
      <h2 id="panier-colonne-titre" className="border-b border-line px-5 py-4 text-xl font-black">
        {text.title}
      </h2>
      <CartContents onChooseOptions={onChooseOptions} onChooseAddress={onChooseAddress} />
    </>
  );
}
