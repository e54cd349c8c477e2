import type { OrderMode } from "@comptoir/domain";
import { checkout as checkoutText } from "@comptoir/messages";
import type { TypeView } from "../../lib/checkout/step-views.ts";
import { BagIcon, PinIcon } from "../ui/icons.tsx";

/** What the tab's choices draw (`typeView`; the page draws the way back to the menu). */
type Props = Omit<TypeView, "menuPath">;

/** The type tab: two big choices; choosing one moves on by itself (after 0.5 s). */
export function TypeStep({ mode, chosen, deliveryActive, pickupText, deliveryText, onChoose }: Props) {
  const options: { mode: OrderMode; title: string; text: string; icon: React.ReactNode }[] = [
    {
      mode: "pickup",
      title: checkoutText.pickupTitle,
      text: pickupText,
      icon: <BagIcon className="size-7" />,
    },
    ...(deliveryActive
      ? [
          {
            mode: "delivery" as const,
            title: checkoutText.deliveryTitle,
            text: deliveryText,
            icon: <PinIcon className="size-7" />,
          },
        ]
      : []),
  ];
  return (
    <div className="mt-5 flex flex-col gap-3">
      <p className="text-muted">{checkoutText.typeQuestion}</p>
      {options.map((option) => {
        const selected = (chosen ?? mode) === option.mode;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={selected}
            onClick={() => onChoose(option.mode)}
            className={`flex min-h-20 w-full items-center gap-4 rounded-2xl border-2 bg-panel p-4 text-left transition-colors ${
              selected ? "border-accent" : "border-line hover:border-muted"
            }`}
          >
            <span
              className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${
                selected ? "bg-accent text-ink" : "bg-line text-cream"
              }`}
            >
              {option.icon}
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-xl font-black">{option.title}</span>
              <span className="text-sm text-muted">{option.text}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
