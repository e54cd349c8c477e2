import { cart as text } from "@comptoir/messages";
import { SheetDialog } from "@comptoir/ui/sheet-dialog.tsx";
import { useId } from "react";
import { CloseIcon } from "../ui/icons.tsx";
import { CartContents, type CartContentsProps } from "./cart-contents.tsx";

interface Props extends CartContentsProps {
  onClose: () => void;
}

/** The cart as a sheet over the menu (phones and narrow screens): its title, a close button, its contents. */
export default function CartSheet({ onClose, onChooseOptions, onChooseAddress }: Props) {
  const titleId = `${useId()}-titre`;
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
      <CartContents onClose={onClose} onChooseOptions={onChooseOptions} onChooseAddress={onChooseAddress} />
    </SheetDialog>
  );
}
