import type { OrderMode } from "@comptoir/domain";
import { checkout as checkoutText } from "@comptoir/messages";
import type { TypeView } from "../../lib/checkout/step-views.ts";
import { BagIcon, PinIcon } from "../ui/icons.tsx";

/** What the tab's choices draw (`typeView`; the page draws the way back to the menu). */
type Props = Omit<TypeView, "menuPath">;

/**
 * The type tab: two big choices; choosing one moves on by itself (after 0.5 s). A pause from the
 * board stops the customer here, saying until when and why: all ordering (nothing can be chosen),
 * or delivery alone (its card says so and cannot be chosen).
 */
export function TypeStep({
  mode,
  chosen,
  deliveryActive,
  orderingPaused,
  deliveryPaused,
  pickupText,
  deliveryText,
  onChoose,
}: Props) {
  const options: { mode: OrderMode; title: string; text: string; icon: React.ReactNode; paused: boolean }[] =
    [
      {
        mode: "pickup",
        title: checkoutText.pickupTitle,
        text: pickupText,
        icon: <BagIcon className="size-7" />,
        paused: orderingPaused !== null,
      },
      ...(deliveryActive
        ? [
            {
              mode: "delivery" as const,
              title: checkoutText.deliveryTitle,
              text: deliveryPaused ?? deliveryText,
              icon: <PinIcon className="size-7" />,
              paused: orderingPaused !== null || deliveryPaused !== null,
            },
          ]
        : []),
    ];
  return (
    <div className="mt-5 flex flex-col gap-3">
      {orderingPaused ? (
        <p
          role="status"
          className="rounded-xl border border-cream p-3 font-semibold"
          data-testid="checkout-paused"
        >
          {orderingPaused}
        </p>
      ) : null}
      <p className="text-muted">{checkoutText.typeQuestion}</p>
      {options.map((option) => {
        const selected = !option.paused && (chosen ?? mode) === option.mode;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={selected}
            disabled={option.paused}
            onClick={() => onChoose(option.mode)}
            className={`flex min-h-20 w-full items-center gap-4 rounded-2xl border-2 bg-panel p-4 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${
              selected ? "border-accent" : "border-line enabled:hover:border-muted"
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
              <span className={`text-xl font-black ${option.paused ? "text-muted" : ""}`}>
                {option.title}
              </span>
              <span className={`text-sm ${option.text === deliveryPaused ? "text-cream" : "text-muted"}`}>
                {option.text}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
