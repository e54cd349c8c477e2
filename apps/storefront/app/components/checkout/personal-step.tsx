import { CHECKOUT_FIELD_MAX_LENGTH } from "@comptoir/domain";
import { checkout as checkoutText } from "@comptoir/messages";
import { TextField } from "@comptoir/ui/text-field.tsx";
import type { PersonalFields } from "../../lib/checkout/checkout-state.ts";
import type { PersonalView } from "../../lib/checkout/step-views.ts";

/** What the tab draws (`personalView`); its action is the bottom bar's. */
type Props = Omit<PersonalView, "action">;

/** The personal tab: first name, last name, e-mail, phone, with the keyboards and autofill a phone needs. */
export function PersonalStep({ values, errors, onChange, onBlur }: Props) {
  const field = (name: keyof PersonalFields) => ({
    id: `commande-${name.replace("_", "-")}`,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur(name),
    error: errors[name] ?? null,
    required: true,
  });
  return (
    <div className="mt-5 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("first_name")}
          label={checkoutText.firstName}
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.first_name}
        />
        <TextField
          {...field("last_name")}
          label={checkoutText.lastName}
          autoComplete="family-name"
          autoCapitalize="words"
          maxLength={CHECKOUT_FIELD_MAX_LENGTH.last_name}
        />
      </div>
      <TextField
        {...field("email")}
        label={checkoutText.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        hint={checkoutText.emailHint}
        maxLength={CHECKOUT_FIELD_MAX_LENGTH.email}
      />
      <TextField
        {...field("phone")}
        label={checkoutText.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={checkoutText.phoneHint}
        maxLength={CHECKOUT_FIELD_MAX_LENGTH.phone}
      />
    </div>
  );
}
