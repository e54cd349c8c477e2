import {
  type MenuPayload,
  PAYMENT_PROVIDER_SETTING,
  paymentChoicesFrom,
  type Setting,
  STRIPE_PUBLISHABLE_KEY_SETTING,
  schedulingSettingsFrom,
} from "@comptoir/contracts";
import { emptyWeeklyHours, type Menu, type SchedulingSettings, type WeeklyHours } from "@comptoir/domain";

/**
 * What the checkout reads from the settings and the menus payloads, in the domain package's terms.
 * Only shapes change here; every rule stays in @comptoir/domain.
 */
export interface CheckoutSettings {
  /** `payments.cod.active`: the customer may pay cash at pickup or delivery. */
  cashOffered: boolean;
  /** `payments.stripe.active`: card payments are offered (Stripe, or the simulated provider). */
  cardOffered: boolean;
  /** `payments.provider`: "stripe" when Stripe keys are configured, else the simulated "demo". */
  provider: "stripe" | "demo";
  /** `payments.stripe.publishable_key`, for Stripe.js; null with the simulated provider. */
  publishableKey: string | null;
  scheduling: SchedulingSettings;
  /** The menus with their delivery and pickup hours, to tell which items can be had at a slot. */
  menus: Menu[];
}

function value(settings: readonly Setting[], name: string): unknown {
  return settings.find((setting) => setting.name === name)?.value;
}

function weeklyHours(ranges: MenuPayload["time_ranges"]): WeeklyHours {
  const hours = emptyWeeklyHours();
  for (const day of Object.keys(hours) as (keyof WeeklyHours)[]) {
    hours[day] = (ranges[day] ?? []).map(({ start, end }) => ({ start, end }));
  }
  return hours;
}

/**
 * A menu as the slot rules read it. `menu_is_available` of the payload says "open now or later
 * today", not "switched on": like the server, every listed menu counts as offered, and its hours
 * decide.
 */
export function toDomainMenu(menu: MenuPayload): Menu {
  return {
    id: String(menu.menu_id),
    name: menu.menu_name,
    isAvailable: true,
    hours: weeklyHours(menu.time_ranges),
    pickupHours: weeklyHours(menu.pickup_time_ranges),
  };
}

export function checkoutSettingsFrom(
  settings: readonly Setting[],
  menus: readonly MenuPayload[],
): CheckoutSettings {
  const key = value(settings, STRIPE_PUBLISHABLE_KEY_SETTING);
  return {
    ...paymentChoicesFrom(settings),
    provider: value(settings, PAYMENT_PROVIDER_SETTING) === "stripe" ? "stripe" : "demo",
    publishableKey: typeof key === "string" && key.length > 0 ? key : null,
    scheduling: schedulingSettingsFrom(settings),
    menus: menus.map(toDomainMenu),
  };
}
