import { DEMO_TEST_CARDS } from "@comptoir/contracts";
import { checkout as checkoutText, fill } from "@comptoir/messages";
import { TextField } from "@comptoir/ui/text-field.tsx";
import { type DemoCardFields, formatCardNumber, formatExpiry } from "../../lib/checkout/card-payment.ts";

interface Props {
  values: DemoCardFields;
  errors: Partial<Record<keyof DemoCardFields, string>>;
  onChange: (field: keyof DemoCardFields, value: string) => void;
  onBlur: (field: keyof DemoCardFields) => void;
}

/**
 * The card form of the built-in simulated provider, clearly marked "Mode démo": no real payment,
 * and the test cards that succeed, are declined or ask for the bank's second step are listed.
 */
export default function DemoCardForm({ values, errors, onChange, onBlur }: Props) {
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border-2 border-dashed border-muted p-4"
      data-testid="demo-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-cream px-3 py-1 text-sm font-black uppercase tracking-wide text-ink">
          {checkoutText.demoBadge}
        </span>
        <p className="text-sm text-muted">{checkoutText.demoText}</p>
      </div>
      <TextField
        id="carte-numero"
        label={checkoutText.cardNumber}
        value={values.card_number}
        onChange={(value) => onChange("card_number", formatCardNumber(value))}
        onBlur={() => onBlur("card_number")}
        error={errors.card_number}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        maxLength={23}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="carte-expiration"
          label={checkoutText.expiry}
          value={values.expiry}
          onChange={(value) => onChange("expiry", formatExpiry(value))}
          onBlur={() => onBlur("expiry")}
          error={errors.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/30"
          required
          maxLength={5}
        />
        <TextField
          id="carte-cvc"
          label={checkoutText.cvc}
          value={values.cvc}
          onChange={(value) => onChange("cvc", value.replace(/\D/g, "").slice(0, 4))}
          onBlur={() => onBlur("cvc")}
          error={errors.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          maxLength={4}
        />
      </div>
      <details className="rounded-xl bg-ink p-3" open>
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          {checkoutText.testCards}
        </summary>
        <ul className="mt-1 flex flex-col gap-1">
          {DEMO_TEST_CARDS.map((card) => (
            <li key={card.number} className="flex items-center justify-between gap-3 py-1">
              <span className="flex min-w-0 flex-col">
                <span className="font-mono tabular-nums">{card.number}</span>
                <span className="text-sm text-muted">{card.description}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange("card_number", card.number)}
                aria-label={fill(checkoutText.useTestCard, { number: card.number })}
                className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line px-4 text-sm font-semibold hover:border-muted"
              >
                {checkoutText.useCard}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
